import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';
import { brokenCopy, cleanup, copiesOf } from '../../helpers/broken-copy.js';

// Veritable's sequence choice (6.1) and reserves (8.1, 11.2) are rules.yaml's declared procedures (`kind:
// turn-choice`, `kind: reserve`), run by the rules engine over Veritable's journal through two small hooks.

const dir = mkdtempSync(join(tmpdir(), 'st-vet-seq-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const copy = copiesOf('data/veritable', 'rules.yaml');
let n = 0;

/** Runs each command on a new journal, in order; each must succeed. Returns the journal. */
async function played(game: string, ...steps: string[][]): Promise<string> {
  const journal = join(dir, `j${n++}.json`);
  for (const step of steps) {
    const r = await runCli(...step.map((x) => (x === 'GAME' ? game : x)), '--journal', journal);
    expect(r.err, step.join(' ')).toBe('');
  }
  return journal;
}
const SETUP = ['setup', 'check', 'GAME', '--position', 'data/veritable/examples/setup.yaml'];
const choose = (side: string, order: string) => ['sequence', 'GAME', '--side', side, '--order', order];
const turn1 = [SETUP, ['air', 'GAME', '--turn', '1']];
const turn2 = [...turn1, choose('allied', 'move-attack'), choose('german', 'move-attack'), ['end-turn', 'GAME']];

describe('6.1: the Move/Attack choice, declared (rules.yaml sequence, kind: turn-choice)', () => {
  it('6.1, 6.1.2: the choice opens the player turn and is kept for the turn; Attack/Move cites its shift', async () => {
    const j = await played('veritable', ...turn1);
    const r = await runCli('sequence', 'veritable', '--side', 'allied', '--order', 'attack-move', '--journal', j);
    expect(r.out).toBe('Turn 1: the Allied player turn, attack-move (6.1; every attack shifts 1 right, 6.1.2)\n');
    const st = JSON.parse(readFileSync(j, 'utf8')).state.veritable;
    expect(st.phase).toBe('allied');
    expect(st.sequence).toEqual({ allied: 'attack-move' });
    const ru = await runCli('sequence', 'veritable', '--side', 'german', '--order', 'move-attack', '--journal', j);
    expect(ru.code).toBe(0);
    expect(JSON.parse(readFileSync(j, 'utf8')).state.veritable.phase).toBe('german');
  });

  it('6.1: a second choice is refused; --amend changes it only before a unit moves or fights', async () => {
    const j = await played('veritable', ...turn1, choose('allied', 'move-attack'));
    const again = await runCli(
      ...choose('allied', 'attack-move').map((x) => x.replace('GAME', 'veritable')),
      '--journal',
      j,
    );
    expect(again.err).toContain(
      'the Allied player chose move-attack for turn 1 already; the choice holds for the whole turn (6.1); ' +
        '--amend changes it before any unit moves or fights',
    );
    const args = ['sequence', 'veritable', '--side', 'allied', '--journal', j, '--amend'];
    expect((await runCli(...args, '--order', 'attack-move')).code).toBe(0);
    expect((await runCli('move', 'veritable', '--units', '152-bde@E9', '--journal', j)).code).toBe(0);
    const late = await runCli(...args, '--order', 'move-attack');
    expect(late.err).toContain('(6.1) and units have moved or fought under it');
  });

  it('4.1, 4.3: the Allied player turn is over once the German has chosen; in Russian too', async () => {
    const j = await played('veritable', ...turn1, choose('allied', 'move-attack'), choose('german', 'move-attack'));
    const args = ['sequence', 'veritable', '--side', 'allied', '--order', 'move-attack', '--journal', j];
    expect((await runCli(...args)).err).toContain(
      "the Allied player turn of turn 1 is over; the next begins after turn 2's air phase (4.1)",
    );
    expect((await runCli(...args, '--lang', 'ru')).err).toContain('Фаза союзников хода 1 окончена');
  });

  it('4.0: a journal that knows no turn is refused, naming the commands that set it', async () => {
    const r = await runCli(
      'sequence',
      'veritable',
      '--side',
      'allied',
      '--order',
      'move-attack',
      '--journal',
      join(dir, 'new.json'),
    );
    expect(r.err).toContain('record the set-up (setup check veritable --position FILE) or the air power roll');
  });

  it('6.1: the engine judges the choice on the kept state alone in a copy without the hook', async () => {
    const bare = copy([['      kept: { hook: veritable.sequence-kept }\n', '']]);
    const j = await played(bare, ...turn1, choose('allied', 'attack-move'), choose('german', 'move-attack'));
    const st = JSON.parse(readFileSync(j, 'utf8')).state['veritable-copy'];
    expect(st.sequence).toEqual({ allied: 'attack-move', german: 'move-attack' });
    const r = await runCli(...choose('allied', 'move-attack').map((x) => (x === 'GAME' ? bare : x)), '--journal', j);
    expect(r.err).toContain('the Allied player turn of turn 1 is over');
  });
});

describe('8.1, 11.2: reserves entering, declared (rules.yaml reserve, kind: reserve)', () => {
  it('8.1: from turn 2, on the side’s edge road hexes, in supply; each German unit +1 VP (9.1)', async () => {
    const j = await played(
      'veritable',
      ...turn2,
      ['air', 'GAME', '--turn', '2', '--roll', '3'],
      choose('allied', 'move-attack'),
    );
    const off = await runCli('reserve', 'veritable', '--units', '129-bde@B3', '--journal', j);
    expect(off.err).toContain('129-bde enters on the west edge road hexes A3, A7; not B3 (8.1)');
    const ok = await runCli('reserve', 'veritable', '--units', '129-bde@A3', '--journal', j);
    expect(ok.out).toContain('129-bde enters from the strategic reserve at A3, in supply and at full strength (8.1)');
    const st = JSON.parse(readFileSync(j, 'utf8')).state.veritable;
    expect(st.units['129-bde']).toEqual({ status: 'map', at: 'A3', turn: 2 });
    expect(st.reservesEntered).toEqual([{ unit: '129-bde', side: 'allied', turn: 2, at: 'A3' }]);
    expect(
      (await runCli(...choose('german', 'move-attack').map((x) => x.replace('GAME', 'veritable')), '--journal', j))
        .code,
    ).toBe(0);
    const de = await runCli('reserve', 'veritable', '--units', 'pgr-60@R7', '--journal', j, '--lang', 'ru');
    expect(de.out).toContain('+1 ПО союзникам (9.1)');
  });

  it('8.1, 6.1: not before the first turn the data gives, nor outside the owner’s player turn', async () => {
    const j = await played('veritable', ...turn1, choose('allied', 'move-attack'));
    expect((await runCli('reserve', 'veritable', '--units', '129-bde@A3', '--journal', j)).err).toContain(
      'turn 1: reserves enter from turn 2 on; no reserves before turn 2 (8.1)',
    );
    expect((await runCli('reserve', 'veritable', '--units', 'pgr-60@R7', '--journal', j)).err).toContain(
      'bringing in reserves is for the German player in his own player turn',
    );
  });

  it('11.2: with Führer’s interference a German unit enters only once the Führer has released it', async () => {
    const fuhrer = [
      [...SETUP, '--option', 'fuhrer-interference=on'],
      ['air', 'GAME', '--turn', '1'],
      choose('allied', 'move-attack'),
      choose('german', 'move-attack'),
      ['end-turn', 'GAME'],
      ['air', 'GAME', '--turn', '2', '--roll', '2'],
      choose('allied', 'move-attack'),
      choose('german', 'move-attack'),
      ['fuhrer', 'GAME', '--unit', 'pgr-60', '--roll', '1'],
    ];
    const j = await played('veritable', ...fuhrer);
    expect((await runCli('reserve', 'veritable', '--units', 'pgr-156@R11', '--journal', j)).err).toContain(
      'pgr-156 has not been released: with optional 11.2',
    );
    expect((await runCli('reserve', 'veritable', '--units', 'pgr-60@R7', '--journal', j)).code).toBe(0);
  });

  it('validate refuses an unknown reserve edge and kept hook, at their lines, with did-you-mean', async () => {
    const edge = copy([['edge: west-entry', 'edge: west-entri']]);
    const r = await runCli('validate', edge);
    expect(r.code).not.toBe(0);
    expect(`${r.out}${r.err}`).toMatch(
      /rules\.yaml:\d+:\d+: .*enter\[0\]\.edge: no map edge "west-entri" \(did you mean "west-entry"/,
    );
    const bad = brokenCopy('data/veritable', {
      'rules.yaml': [['hook: veritable.reserve-kept', 'hook: veritable.reserve-keep']],
    });
    const h = await runCli('validate', bad);
    cleanup(bad);
    expect(`${h.out}${h.err}`).toMatch(
      /rules\.yaml:\d+:\d+: .*kept\.hook: no kept reserve hook "veritable\.reserve-keep"/,
    );
    expect(`${h.out}${h.err}`).toContain('did you mean "veritable.reserve-kept"');
    const words = copy([['not {at} (8.1)"', 'not {place} (8.1)"']]);
    const w = await runCli('validate', words);
    expect(`${w.out}${w.err}`).toMatch(
      /rules\.yaml:\d+:\d+: .*enter\[0\]\.elsewhere: no value of a elsewhere line "place"/,
    );
  });

  it('validate refuses a turn choice whose line names a value it does not give, at its line', async () => {
    const dirBad = copy([['"Turn {turn}: the {side} player turn, {choice} (6.1)"', '"Turn {turn}: {player} (6.1)"']]);
    const r = await runCli('validate', dirBad);
    expect(`${r.out}${r.err}`).toMatch(/rules\.yaml:\d+:\d+: .*choices\[0\]\.says: no value of a says line "player"/);
  });
});
