import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';
import { render } from '../../../src/assist/messages.js';
import { newJournal } from '../../../src/assist/journal/journal.js';
import { copyGame } from '../../helpers/broken-copy.js';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { gridMapIndex } from '../../../src/assist/map/grid-map-index.js';
import type { HexMap } from '../../../src/model/types.js';
import { checkAirTurn, recordAir } from '../../../src/games/veritable/air.js';
import type { VeritableState } from '../../../src/games/veritable/state.js';
import { s, afterSetup, moveUnits, stateWith, chooseSequence } from './table.js';

// Veritable's movement as its rules.yaml declares it, read by the one engine (src/rules/movement.ts): the
// issue's measured wrong cases (#22) each refused here, by the section that forbids them.

const alliedTurn1 = () => chooseSequence(afterSetup(), 'allied', 'move-attack', false, s);
const move = (st: VeritableState, ref: string, to: string) => {
  const r = moveUnits(st, [{ ref, to }], []);
  // The steps are keyed messages; these tests read their English.
  return { ...r, steps: r.steps.map((m) => render(m)) };
};

describe('6.2, 6.4, 6.2.1: movement points, paths, zones of control and forced march', () => {
  it('6.4: 44-bde may not go E5 → K4 through the outposts’ zones of control', () => {
    expect(() => move(alliedTurn1(), '44-bde', 'K4')).toThrow(
      new RegExp(
        '44-bde cannot reach K4 from E5: the cheapest way, .* costs \\d+(\\.5)? with the enemy zones of control ' +
          '\\(6\\.4\\); it has 4 \\(6\\.2\\); ' +
          'no forced march through or out of an enemy zone of control \\(6\\.2\\.1\\)',
      ),
    );
  });

  it('6.2: 44-bde may not go to R2, beyond the Rhine: no way crosses the major river', () => {
    expect(() => move(alliedTurn1(), '44-bde', 'R2')).toThrow(/44-bde has no way from E5 to R2 \(6\.2\)/);
    const st = stateWith(['44-bde@B2'], { sequence: { allied: 'move-attack' } });
    expect(() => move(st, '44-bde', 'B1')).toThrow(/no unit may cross the major-river between B2 and B1 \(6\.2\)/);
  });

  it('6.2: a move within the allowance is kept with its path and cost; the points are spent for the turn', () => {
    const st = stateWith(['44-bde@B4', 'gr-1051@A5'], { sequence: { allied: 'move-attack' } });
    const r = move(st, '44-bde', 'D4');
    expect(r.steps[0]).toMatch(/^44-bde: B4 → C\d → D4, 3 of 4 \(6\.2\)$/);
    expect(r.state.units['44-bde']).toEqual({ status: 'map', at: 'D4' });
    expect(r.state.activity.spent?.['44-bde']).toEqual({ points: 3, zoc: true });
    // One point is left, and the unit has left an enemy zone this turn: no forced march (6.2.1).
    expect(() => move(r.state, '44-bde', 'F4')).toThrow(
      new RegExp(
        'cannot reach F4 from D4: .* costs 1.5; it has 1 \\(6\\.2\\); ' +
          'no forced march through or out of an enemy zone of control \\(6\\.2\\.1\\)',
      ),
    );
  });

  it('6.2: a unit may always move one hex by spending all its points, even into flooded ground', () => {
    const st = stateWith(['44-bde@E4', 'gr-1051@R12'], { sequence: { allied: 'move-attack' } });
    const gone = { ...st, activity: { ...st.activity, spent: {} } };
    // 3 MP into the flood (reconstructed) from a full allowance of 4 is an ordinary move; from a fresh unit with
    // a smaller allowance it is the minimum move.
    const r = move(gone, '44-bde', 'E3');
    expect(r.steps[0]).toBe('44-bde: E4 → E3, 3 of 4 (6.2)');
    // flak-1 moves 2: the flood's 3 MP is beyond it, but one hex for all its points is always allowed; two are not.
    const flak = stateWith(['flak-1@K5', '44-bde@A7'], { phase: 'german', sequence: { german: 'move-attack' } });
    expect(move(flak, 'flak-1', 'K4').steps[0]).toBe('flak-1: K5 → K4, one hex for all its 2 (6.2)');
    expect(() => move(flak, 'flak-1', 'K3')).toThrow(/flak-1 cannot reach K3 from K5: .* costs 6; it has 2 \(6\.2\)/);
  });

  it('6.2.1: clear of enemy zones a unit may move double its allowance; the road halves the cost', () => {
    const st = stateWith(['44-bde@A5', 'gr-1051@R12'], { sequence: { allied: 'move-attack' } });
    const r = move(st, '44-bde', 'F5');
    expect(r.steps[0]).toMatch(
      /^44-bde: A5 → .* → F5, [5-8](\.5)? of 8 by forced march, clear of enemy zones of control \(6\.2\.1\)$/,
    );
    expect(r.state.activity.spent?.['44-bde'].zoc).toBe(false);
  });

  it('6.4: entering an enemy zone costs 1 more, zone to zone 2 more; no forced march once in a zone', () => {
    const st = stateWith(['44-bde@C5', 'gr-1051@F5'], { sequence: { allied: 'move-attack' } });
    // C5 → D (1) → E5 (1 + 1 entering the zone of F5) = 3.
    const r = move(st, '44-bde', 'E5');
    expect(r.steps[0]).toMatch(/^44-bde: C5 → D\d → E5, 3 of 4 \(6\.2\)$/);
    expect(r.state.activity.spent?.['44-bde']).toEqual({ points: 3, zoc: true });
  });
});

describe('6.3: stacking is judged at the end of the turn, and the excess eliminated then', () => {
  it('a move that over-stacks a hex is let stand mid-turn; the end of the turn eliminates the excess', () => {
    const st = alliedTurn1();
    const moved = move(st, '71-bde', 'E8');
    expect(moved.steps.join('\n')).toMatch(
      /E8: 4 regiments\/brigades from 2 divisions .*judged at the end of the turn/,
    );
    const german = chooseSequence(moved.state, 'german', 'move-attack', false, s);
    const surgesBefore = checkAirTurn(s, german, 2, false).surgesBefore;
    const next = recordAir(german, { turn: 2, roll: 3, allied: 1, german: 0, surgesBefore, surgesUsed: surgesBefore });
    // The air roll of turn 2 is the end of turn 1: recordAir itself keeps no board, the table's run judges it.
    expect(next.turn).toBe(2);
  });
});

describe('6.3, 4.4: the end of the turn in the journal', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandtable-veritable-end-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const journalWith = (st: VeritableState) => {
    const file = join(dir, `j${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(file, JSON.stringify({ ...newJournal('veritable'), state: { veritable: st, turn: st.turn } }));
    return file;
  };

  it('6.3: over-stacked units are eliminated at the end of the turn, not before', async () => {
    let st = alliedTurn1();
    st = move(st, '71-bde', 'E8').state;
    st = chooseSequence(st, 'german', 'move-attack', false, s);
    const file = journalWith(st);
    const ended = await runCli('end-turn', 'veritable', '--journal', file);
    expect(ended.code, ended.err).toBe(0);
    expect(ended.out).toContain('Operation: Veritable: the end of turn 1');
    expect(ended.out).toMatch(/E8: over the stacking limit at its judging, 71-bde eliminated \(6\.3\)/);
    const kept = JSON.parse(readFileSync(file, 'utf8')).state.veritable as VeritableState;
    const gone = Object.entries(kept.units).filter(([, u]) => u.status === 'eliminated');
    expect(gone).toHaveLength(1);
    expect(kept.endedTurn).toBe(1);
    expect((await runCli('end-turn', 'veritable', '--journal', file)).err).toMatch(/turn 1 has ended already \(4\.4\)/);
  });

  it('6.3: where the owner has a choice of which units go, the end of the turn asks him, like losses', async () => {
    // Two German flak batteries in one hex: "only one may join a stack", and either may be the one to go.
    let st = chooseSequence(alliedTurn1(), 'german', 'move-attack', false, s);
    const at = st.units['flak-2'].at!;
    st = { ...st, units: { ...st.units, 'flak-1': { status: 'map', at } } };
    const file = journalWith(st);
    const asked = await runCli('end-turn', 'veritable', '--journal', file);
    expect(asked.code, asked.err).toBe(0);
    expect(asked.out).toContain(
      `${at} is over the stacking limit at its judging: German chooses the 1 to eliminate: flak-1 or flak-2 (6.3)`,
    );
    expect(asked.out).toContain(`Answer: sandtable end-turn veritable --journal ${file} --choose flak-1`);
    const waiting = JSON.parse(readFileSync(file, 'utf8'));
    expect(waiting.state.veritable.endedTurn).not.toBe(1);
    expect(waiting.pending.options).toEqual(['flak-1', 'flak-2']);
    const wrong = await runCli('end-turn', 'veritable', '--journal', file, '--choose', '71-bde');
    expect(wrong.code).not.toBe(0);
    const air = await runCli('air', 'veritable', '--roll', '3', '--journal', journalWith(st));
    expect(air.code).toBe(1);
    expect(air.err).toContain('turn 1 has not ended:');
    // The choice it waits for cites 6.3 once, not again after "end the turn first".
    expect(air.err).toMatch(/turn 1 has not ended: .*\(6\.3\); end the turn first\s*$/);
    // The question is kept keyed: a refusal in Russian words it in Russian, not in the English it was asked in.
    expect(waiting.pending.said).toMatchObject({ key: 'stack.choose', values: { at } });
    const ru = await runCli('end-turn', 'veritable', '--journal', file, '--lang', 'ru');
    expect(ru.code).toBe(1);
    // (The Russian edition numbers its hexes: G6 is 0706.)
    expect(ru.err).toContain('сверх лимита складывания при проверке; выбор за стороной «Немцы»');
    const chose = await runCli('end-turn', 'veritable', '--journal', file, '--choose', 'flak-2');
    expect(chose.code, chose.err).toBe(0);
    expect(chose.out).toContain(
      `${at}: over the stacking limit at its judging, flak-2 eliminated, as German chose (6.3)`,
    );
    const kept = JSON.parse(readFileSync(file, 'utf8')).state.veritable as VeritableState;
    expect(kept.units['flak-2'].status).toBe('eliminated');
    expect(kept.units['flak-1'].status).toBe('map');
    expect(kept.endedTurn).toBe(1);
  });

  it('6.3: the next turn’s air roll judges a turn no one ended', async () => {
    let st = move(alliedTurn1(), '71-bde', 'E8').state;
    st = chooseSequence(st, 'german', 'move-attack', false, s);
    const file = journalWith(st);
    const air = await runCli('air', 'veritable', '--roll', '3', '--journal', file);
    expect(air.code, air.err).toBe(0);
    expect(air.out).toMatch(/E8: over the stacking limit at its judging, 71-bde eliminated \(6\.3\)/);
    const kept = JSON.parse(readFileSync(file, 'utf8')).state.veritable as VeritableState;
    expect(kept.turn).toBe(2);
    expect(Object.values(kept.units).filter((u) => u.status === 'eliminated')).toHaveLength(1);
  });

  it('4.4: the tally is "final" only once turn 7 has ended, not as the German turn 7 begins', async () => {
    const st = { ...alliedTurn1(), turn: 7, phase: 'german' as const, sequence: { allied: 'move-attack' as const } };
    const file = journalWith(st);
    const before = JSON.parse((await runCli('victory', 'veritable', '--journal', file, '--json')).out);
    expect(before.final).toBe(false);
    const early = await runCli('end-turn', 'veritable', '--journal', journalWith({ ...st, phase: 'allied' }));
    expect(early.err).toMatch(/turn 7 ends after the German player turn; it is the Allied player turn \(4\.4\)/);
    const ended = await runCli('end-turn', 'veritable', '--journal', file);
    expect(ended.out).toContain('The game is over after turn 7: victory veritable gives the final tally (4.4)');
    const after = JSON.parse((await runCli('victory', 'veritable', '--journal', file, '--json')).out);
    expect(after.final).toBe(true);
  });
});

describe('a copy of Veritable under a new id moves exactly as the original', () => {
  it('its rules.yaml travels with it: the same refusals and the same paths', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandtable-veritable-copy-'));
    try {
      copyGame('data/veritable', join(dir, 'reichswald'));
      const copy = loadScenario(join(dir, 'reichswald'));
      expect(copy.id).not.toBe('veritable');
      const st = alliedTurn1();
      const moveIn = (game: typeof s, ref: string, to: string) => {
        try {
          return moveUnits(st, [{ ref, to }], [], game).steps.map((m) => render(m));
        } catch (e) {
          return String(e);
        }
      };
      for (const [ref, to] of [
        ['44-bde', 'K4'],
        ['44-bde', 'R2'],
        ['44-bde', 'D5'],
        ['71-bde', 'E8'],
      ])
        expect(moveIn(copy, ref, to), `${ref} → ${to}`).toEqual(moveIn(s, ref, to));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('7.2: out of supply, movement is halved', () => {
  it('7.2: a brigade ringed by enemy units at the start of its turn moves on half its points, rounded up', () => {
    // 44-bde (4 MP) in E5 with German units all round but the hex it leaves by: no line to the west edge.
    const index = gridMapIndex(s.map as HexMap);
    const ring = index.grid.neighbours(index.cell('E5')).map((c) => index.grid.label(c));
    const germans = ['gr-1051', 'gr-1052', 'gr-1062', 'fjr-19', 'fjr-20'];
    const st = stateWith(['44-bde@E5', ...ring.slice(1).map((h, i) => `${germans[i]}@${h}`)], {
      sequence: { allied: 'move-attack' },
    });
    const r = move(st, '44-bde', ring[0]);
    expect(r.steps[0]).toBe('44-bde is out of supply: its movement is halved, 4 to 2 (7.2)');
    // Through the zones of control it has only the one-hex minimum move left, on its halved points.
    expect(r.steps[1]).toMatch(/^44-bde: E5 → \S+, one hex for all its 2 \(6\.2\)$/);
    expect(r.state.activity.spent?.['44-bde']).toMatchObject({ oos: true });
    // Supplied, the same brigade is not halved.
    const free = stateWith(['44-bde@E5', `gr-1051@${ring[1]}`], { sequence: { allied: 'move-attack' } });
    expect(move(free, '44-bde', ring[0]).steps[0]).not.toMatch(/out of supply/);
  });

  it('7.0, 7.2: supply is what the start of the player turn found, not where the others have moved since', () => {
    const index = gridMapIndex(s.map as HexMap);
    const ring = index.grid.neighbours(index.cell('E5')).map((c) => index.grid.label(c));
    // Supplied now, but out of supply when the sequence choice opened the turn: halved all the same.
    const free = stateWith(['44-bde@E5', `gr-1051@${ring[1]}`], { sequence: { allied: 'move-attack' } });
    free.activity.outOfSupply = ['44-bde'];
    expect(move(free, '44-bde', ring[0]).steps[0]).toBe(
      '44-bde is out of supply: its movement is halved, 4 to 2 (7.2)',
    );
    // Ringed now, but supplied at the start of the turn: full points.
    const germans = ['gr-1051', 'gr-1052', 'gr-1062', 'fjr-19', 'fjr-20'];
    const ringed = stateWith(['44-bde@E5', ...ring.slice(1).map((h, i) => `${germans[i]}@${h}`)], {
      sequence: { allied: 'move-attack' },
    });
    ringed.activity.outOfSupply = [];
    expect(move(ringed, '44-bde', ring[0]).steps.join('\n')).not.toMatch(/out of supply/);
  });
});
