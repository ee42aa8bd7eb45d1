import { describe, it, expect, afterAll } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { judgeMove } from '../../../src/rules/movement.js';
import { render } from '../../../src/assist/messages.js';

// Death of a Division's movement as its rules.yaml declares it, and the issue's measured wrong cases (#22):
// each refused here by the rule section that forbids it.
const D = 'death-of-a-division';
const s = loadScenario(`data/${D}`);
const m = s.rules!.movement!;
const dir = mkdtempSync(join(tmpdir(), 'sandtable-doad-move-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const position = (name: string, lines: string[]) => {
  const file = join(dir, `${name}.yaml`);
  writeFileSync(file, `units:\n${lines.map((l) => `  - ${l}\n`).join('')}`);
  return file;
};
const unit = (id: string) => {
  const u = s.units.find((x) => x.id === id)!;
  return { ref: id, side: u.side, type: u.type, abilities: u.abilities };
};

describe('rule 5: movement over the area map', () => {
  it('5: units in a contested area may not overrun into another enemy area', async () => {
    const contested = position('contested', [
      '"de-294-vgr@losheim"',
      '"us-18-cav-a@losheim"',
      '{ unit: us-18-cav-c, at: krewinkel, hits: 1 }',
    ]);
    const r = await runCli('overrun', D, '--position', contested, '--movers', 'de-294-vgr', '--into', 'krewinkel');
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      'de-294-vgr leaves losheim, which holds enemy units, and may not enter krewinkel, ' +
        'which holds enemy units too (5)',
    );
    // The same overrun from an area free of enemy units is not refused for it.
    const clear = position('clear', ['"de-294-vgr@losheim"', '{ unit: us-18-cav-c, at: krewinkel, hits: 1 }']);
    const ok = await runCli(
      'overrun',
      D,
      '--position',
      clear,
      '--movers',
      'de-294-vgr',
      '--into',
      'krewinkel',
      '--preview',
    );
    expect(ok.code, ok.err).toBe(0);
    expect(ok.out).toMatch(/6-1/);
  });

  it('5: one area a turn; armour only by road or bridge; road march from an area free of enemy units', () => {
    const placed = [{ ref: 'de-294-vgr', side: 'german', at: 'losheim' }];
    const one = judgeMove(s, m, { unit: unit('de-294-vgr'), from: 'losheim', to: 'krewinkel', placed });
    expect(one.ok && render(one.message)).toBe('de-294-vgr: losheim → krewinkel, 1 of 1 (5)');
    const tank = judgeMove(s, m, { unit: unit('us-14-tank'), from: 'krewinkel', to: 'roth-kobscheid', placed: [] });
    expect(render(tank.message)).toBe(
      'us-14-tank cannot move from krewinkel to roth-kobscheid: it moves only along road, bridge (5)',
    );
    const far = judgeMove(s, m, { unit: unit('de-294-vgr'), from: 'losheim', to: 'manderfeld', placed, road: true });
    expect(far.ok && render(far.message)).toMatch(
      /^de-294-vgr: losheim → \S+ → manderfeld by road march, 2 of 2 \(5, 7\)$/,
    );
    const blocked = judgeMove(s, m, {
      unit: unit('de-294-vgr'),
      from: 'losheim',
      to: 'manderfeld',
      placed: [
        ...placed,
        { ref: 'us-18-cav-c', side: 'us', at: 'krewinkel' },
        { ref: 'us-18-cav-a', side: 'us', at: 'losheimergraben' },
      ],
      road: true,
    });
    expect(blocked.ok).toBe(false);
    expect(render(blocked.message)).toMatch(/never through enemy units \(5, 7\)/);
  });
});

describe('rules 3, 8: reinforcements act only from the phase they are placed in', () => {
  it('U.S. reinforcements placed in phase 6 may not fire in phase 4 of that turn', async () => {
    const fire = (turn: string) =>
      runCli('fire', D, '--firer', 'us-14-tank@amel', '--target', 'de-294-vgr@amel', '--turn', turn, '--preview');
    const early = await fire('3');
    expect(early.code).toBe(1);
    expect(early.err).toContain(
      'us-14-tank is placed in phase US reinforcements of turn 3; it does not act before then (3, 8)',
    );
    const next = await fire('4');
    expect(next.code, next.err).toBe(0);
  });
});

describe('rule 5: the move command keeps positions in the journal', () => {
  it('5: a unit moves one area a turn from its set-up, by normal move or road march, not both', async () => {
    const journal = join(dir, 'move.json');
    const move = (...args: string[]) => runCli('move', D, ...args, '--journal', journal, '--turn', '1');
    // The German moves first (3).
    const road = await move('--units', 'de-293-vgr@olzheim', '--road');
    expect(road.code, road.err).toBe(0);
    const after = await move('--units', 'de-293-vgr@prum', '--road');
    expect(after.err).toContain('de-293-vgr has already moved this turn (1 of 1): no further move (5, 7)');
    const first = await move('--units', 'us-423-inf@oberlascheid');
    expect(first.code, first.err).toBe(0);
    expect(first.out).toBe('Death of a Division: Movement (5)\n  us-423-inf: bleialf → oberlascheid, 1 of 1 (5)\n');
    const again = await move('--units', 'us-423-inf@auw');
    expect(again.code).toBe(1);
    expect(again.err).toContain('us-423-inf has already moved this turn (1 of 1): no further move (5)');
    // The next turn the unit moves again, from where the journal left it.
    const next = await runCli('move', D, '--units', 'us-423-inf@auw', '--journal', journal, '--turn', '2');
    expect(next.err).toContain('auw: us-589-fa, us-592-fa, us-81-engr, us-423-inf over the stacking limit');
    expect(next.err).toContain('us-423-inf too many (5)');
  });

  it('5: no more than three friendly units end their move in one area; the one coming in is refused', async () => {
    const r = await runCli('move', D, '--units', 'us-422-inf@auw', '--journal', join(dir, 'stack.json'));
    expect(r.code).toBe(1);
    expect(r.err).toContain('us-422-inf too many (5)');
    // A refusal writes no journal.
    expect(existsSync(join(dir, 'stack.json'))).toBe(false);
  });
});

describe('rule 5: leaving a contested area', () => {
  it('5: a unit leaving an area with enemy units takes one hit, kept in the journal; the last removes it', async () => {
    const journal = join(dir, 'leave.json');
    const at = position('leave', ['de-294-vgr@krewinkel', 'us-18-cav-a@krewinkel', 'de-293-vgr@olzheim']);
    const r = await runCli('move', D, '--units', 'de-294-vgr@losheim', '--position', at, '--journal', journal);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('de-294-vgr leaves krewinkel, which holds enemy units: 1 hit(s), 1 of its');
    expect(r.out).toContain('(5)');
    const kept = JSON.parse(readFileSync(journal, 'utf8')).state;
    expect(kept.hits['de-294-vgr']).toBe(1);
    expect(kept.positions['de-294-vgr']).toBe('losheim');
    // A unit leaving an area free of enemy units takes none.
    const free = await runCli('move', D, '--units', 'de-293-vgr@hallschlag', '--position', at, '--journal', journal);
    expect(free.out).not.toContain('hit(s)');
  });

  it('5: the hit for leaving that reaches the unit’s strength removes it', async () => {
    const journal = join(dir, 'leave-last.json');
    writeFileSync(
      journal,
      JSON.stringify({
        version: 1,
        game: D,
        created: '2026-01-01T00:00:00.000Z',
        state: { hits: { 'us-589-fa': 1 } },
        entries: [],
      }),
    );
    const at = position('leave-last', ['us-589-fa@auw', 'de-294-vgr@auw']);
    const r = await runCli('move', D, '--units', 'us-589-fa@oberlascheid', '--position', at, '--journal', journal);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('us-589-fa leaves auw, which holds enemy units: 1 hit(s), 2 of its 2; it is removed (5)');
    const kept = JSON.parse(readFileSync(journal, 'utf8')).state;
    expect(kept.eliminated).toContain('us-589-fa');
    expect(kept.positions['us-589-fa']).toBeUndefined();
  });
});

describe('3: the sequence of play, kept for moves', () => {
  it('3: once the U.S. has moved, the German move of that turn is past', async () => {
    const journal = join(dir, 'phases.json');
    const us = await runCli('move', D, '--units', 'us-168-engr@wallerode', '--journal', journal, '--turn', '1');
    expect(us.code, us.err).toBe(0);
    const de = await runCli('move', D, '--units', 'de-293-vgr@bleialf', '--journal', journal, '--turn', '1');
    expect(de.code).toBe(1);
    expect(de.err).toContain('United States has played US move this turn; German move comes before it and is over (3)');
    // The next turn begins with the German move again.
    const next = await runCli('move', D, '--units', 'us-168-engr@st-vith', '--journal', journal, '--turn', '2');
    expect(next.code, next.err).toBe(0);
  });
});
