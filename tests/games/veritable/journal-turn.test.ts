import { describe, it, expect } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { newJournal } from '../../../src/assist/journal/journal.js';
import { runCli } from '../../helpers/run-cli.js';
import { afterSetup } from './table.js';

const SETUP = 'data/veritable/examples/setup.yaml';
const V = 'veritable';

interface Step {
  args: string[];
  /** Exit code; 0 unless said. */
  code?: number;
  /** What the output (or, for a refusal, the error) must say. */
  says?: RegExp;
}

// Two players, one journal, no hand-kept file: the set-up, turn 1 (an outpost falls, the Allies advance), the
// German turn, then turn 2 with its air roll, a reserve entry, a move, two more combats (one German regiment
// retreats two hexes through a zone of control a friend holds), a refused fourth, the Führer, supply, the tally.
const SCRIPT: Step[] = [
  { args: ['setup', 'check', V, '--position', SETUP, '--option', 'fuhrer-interference=on'], says: /legal/ },
  { args: ['sequence', V, '--side', 'allied', '--order', 'move-attack'] },
  {
    args: ['combat', V, '--attacker', '44-bde,46-bde,227-bde,4-cdn-bde,5-cdn-bde,6-cdn-bde', '--defender', 'F4'],
    says: /Roll 4: -\/2 \(6-1\)[\s\S]*outpost-1 \(F4\): an outpost may not retreat \(8\.4\)[\s\S]*F4 is vacated/,
  },
  { args: ['combat', V, '--choose', '44-bde,46-bde,227-bde'], says: /44-bde, 46-bde, 227-bde advance into F4/ },
  { args: ['sequence', V, '--side', 'german', '--order', 'move-attack'] },
  {
    args: ['air', V],
    says: /Turn 2: the table is rolled from turn 2 on[\s\S]*Roll 6: row 6[\s\S]*Allied: RAF air units: 3 \(5\.1\)/,
  },
  { args: ['sequence', V, '--side', 'allied', '--order', 'move-attack'] },
  { args: ['reserve', V, '--units', '129-bde@A7,30-armd-bde@A3'], says: /129-bde enters from the strategic reserve/ },
  { args: ['move', V, '--units', '4-cdn-bde@F5,5-cdn-bde@F5,6-cdn-bde@F5'] },
  {
    args: [
      'combat',
      V,
      '--attacker',
      '44-bde,46-bde,227-bde,4-cdn-bde,5-cdn-bde,6-cdn-bde',
      '--defender',
      'G5',
      '--air-attacker',
      '1',
    ],
    // The combat die by hand; the German player's answer comes on the next call.
    says: /Roll 3: -\/2[\s\S]*gr-1052 \(G5\): retreat to G7, H6, H3, I4, I5, I6/,
  },
  { args: ['combat', V, '--choose', 'gr-1052=G7:2'], says: /retreat test 2 ≤ 3: passes; retreats to G7/ },
  { args: ['combat', V, '--choose', '4-cdn-bde,5-cdn-bde,6-cdn-bde'], says: /advance into G5/ },
  {
    args: ['combat', V, '--attacker', '71-bde,158-bde,160-bde', '--defender', 'F7', '--air-attacker', '2'],
    says: /outpost-2 \(F7\): an outpost may not retreat/,
  },
  { args: ['combat', V, '--choose', 'none'], says: /No unit advances into F7/ },
  {
    args: ['combat', V, '--attacker', '152-bde', '--defender', 'F9', '--air-attacker', '1'],
    code: 1,
    says: /1 RAF air unit asked for, 0 left: turn 2's roll of 6 gave 3 and 3 are spent.*\(5\.1, 5\.2\)/,
  },
  { args: ['sequence', V, '--side', 'german', '--order', 'move-attack'] },
  { args: ['fuhrer', V, '--unit', 'pgr-60'], says: /Rolled 6: the Führer says no/ },
  { args: ['fuhrer', V, '--unit', 'pz-16'], says: /rolled 1: pz-16 is released/ },
  { args: ['reserve', V, '--units', 'pgr-60@R7'], code: 1, says: /pgr-60 has not been released.*\(11\.2\)/ },
  { args: ['reserve', V, '--units', 'pz-16@R7'], says: /\+1 VP to the Allies \(9\.1\)/ },
  { args: ['supply', V, '--side', 'german'], says: /gr-1052 in G7: supplied via G7/ },
  { args: ['victory', V], says: /Total: 1 VP\n.*German victory \(9\.2\)/ },
];

/** The combat die of the second combat is the player's; every other die comes from the seed. */
const withDice = (step: Step, i: number): string[] => [
  ...step.args,
  ...(i === 2 ? ['--seed', 'turn-test'] : []),
  ...(step.args.includes('G5') ? ['--roll', '3'] : []),
];

async function play(journal: string, steps = SCRIPT): Promise<string[]> {
  const outs: string[] = [];
  for (const [i, step] of steps.entries()) {
    const r = await runCli(...withDice(step, i), '--journal', journal);
    const what = `step ${i + 1}: ${step.args.join(' ')}\n${r.out}${r.err}`;
    expect(r.code, what).toBe(step.code ?? 0);
    if (step.says) expect(step.code ? r.err : r.out, what).toMatch(step.says);
    outs.push(r.out);
  }
  return outs;
}

const scratch = () => join(mkdtempSync(join(tmpdir(), 'veritable-turn-')), 'game.json');
const journalOf = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
/** A journal without the moments it was written at: what two plays of the same game must share. */
const timeless = (file: string) =>
  JSON.stringify(journalOf(file), (k, v) => (k === 'at' || k === 'created' ? undefined : v));

describe('a two-player Veritable turn, from the journal alone', () => {
  it('set-up, air, three combats, a retreat through a zone of control, reserves, supply and the tally', async () => {
    const file = scratch();
    await play(file);
    const st = journalOf(file).state.veritable;
    expect(st).toMatchObject({ turn: 2, phase: 'german', luftwaffeSurges: 1, combats: 3 });
    expect(st.units).toMatchObject({
      'outpost-1': { status: 'eliminated', turn: 1 },
      'outpost-2': { status: 'eliminated', turn: 2 },
      '44-bde': { status: 'map', at: 'F4' },
      '4-cdn-bde': { status: 'map', at: 'G5' },
      'gr-1052': { status: 'map', at: 'G7' },
      'pz-16': { status: 'map', at: 'R7', turn: 2 },
      'pgr-60': { status: 'reserve' },
      '129-bde': { status: 'map', at: 'A7', turn: 2 },
    });
    expect(st.air).toMatchObject({ turn: 2, roll: 6, granted: { allied: 3, german: 1 }, spent: { allied: 3 } });
    expect(st.fuhrer).toMatchObject({ released: ['pz-16'], refused: ['pgr-60'] });
    const retreat = journalOf(file).entries.find((e: { inputs: { defenders: string[] } }) =>
      e.inputs.defenders?.includes('gr-1052@G5'),
    );
    expect(retreat.result).toMatchObject({ result: '-/2', retreated: ['gr-1052→G7'] });
    expect(retreat.rolls.map((r: { total: number; entered: boolean }) => [r.total, r.entered])).toEqual([
      [3, true],
      [2, true],
    ]);
  });

  it('replays from its seed to the same journal', async () => {
    const first = scratch();
    const second = scratch();
    await play(first);
    const check = await runCli('journal', 'replay', first);
    expect(check.code, check.err).toBe(0);
    expect(check.out).toMatch(/Every machine die reproduces/);
    await play(second);
    expect(timeless(second)).toBe(timeless(first));
  });

  it('--preview rolls nothing and writes nothing: the journal’s bytes are the same after', async () => {
    // Each preview where the rules allow the play: the air phase after turn 1, the Allied turn 2 before it
    // moves, the German turn 2.
    const points: [number, string[][]][] = [
      [5, [['air', V]]],
      [
        8,
        [
          ['combat', V, '--attacker', '44-bde,46-bde,227-bde', '--defender', 'G5', '--air-attacker', '2'],
          ['sequence', V, '--side', 'german', '--order', 'attack-move'],
          ['move', V, '--units', '71-bde@E6'],
          ['reserve', V, '--units', '130-bde@A7'],
          ['supply', V, '--side', 'allied'],
          ['victory', V],
        ],
      ],
      [16, [['fuhrer', V, '--unit', 'pgr-60']]],
    ];
    for (const [at, previews] of points) {
      const file = scratch();
      await play(file, SCRIPT.slice(0, at));
      const before = readFileSync(file);
      for (const args of previews) {
        const r = await runCli(...args, '--preview', '--journal', file);
        expect(r.err, args.join(' ')).toBe('');
        expect(r.code, args.join(' ')).toBe(0);
        expect(r.out, args.join(' ')).not.toMatch(/Roll \d|Dice:/);
        expect(readFileSync(file).equals(before), args.join(' ')).toBe(true);
      }
    }
    const file = scratch();
    await play(file, SCRIPT.slice(0, 8));
    const combat = await runCli(...points[1][1][0], '--preview', '--journal', file);
    expect(combat.out).toMatch(/\(preview: no die rolled, nothing written\)[\s\S]*Chances on 6-1:/);
  });

  it('--preview of a set-up and a Führer roll on a journal not yet written leaves no file', async () => {
    const file = scratch();
    const setup = await runCli('setup', 'check', V, '--position', SETUP, '--journal', file, '--preview');
    expect(setup.code, setup.err).toBe(0);
    expect(existsSync(file)).toBe(false);
    const fuhrer = await runCli('fuhrer', V, '--unit', 'pgr-60', '--turn', '3', '--preview', '--json');
    expect(
      JSON.parse(fuhrer.out).outcomes.map((o: { code: string; fraction: string }) => [o.code, o.fraction]),
    ).toEqual([
      ['released', '2/6'],
      ['held', '3/6'],
      ['refused', '1/6'],
    ]);
  });

  it('6.5.3: a combat waiting for its choice holds the journal: nothing is written until it is answered', async () => {
    const file = scratch();
    await play(file, SCRIPT.slice(0, 3));
    const before = readFileSync(file);
    const other = await runCli('sequence', V, '--side', 'german', '--order', 'move-attack', '--journal', file);
    expect(other.code).toBe(1);
    expect(other.err).toMatch(/a choice is waiting/);
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(journalOf(file).state.veritable.units['outpost-1'].status).toBe('map');
  });

  it('10.0: a set-up is recorded once; an illegal one is refused with every problem named', async () => {
    const file = scratch();
    await play(file, SCRIPT.slice(0, 1));
    const again = await runCli('setup', 'check', V, '--position', SETUP, '--journal', file);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/the journal holds a game already/);
    const dir = mkdtempSync(join(tmpdir(), 'veritable-setup-'));
    const bad = join(dir, 'bad.yaml');
    writeFileSync(bad, readFileSync(SETUP, 'utf8').replace('outpost-1@F4', 'outpost-1@K5'));
    const r = await runCli('setup', 'check', V, '--position', bad);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/1 problem\n.*front-line hexes F4, F5 uncovered; .*\(8\.4\)/);
  });

  it('units veritable lists factors, set-up zone, reserve box and each unit’s status from the journal', async () => {
    const file = scratch();
    await play(file, SCRIPT.slice(0, 4));
    const r = await runCli('units', V, '--journal', file, '--json');
    expect(r.code, r.err).toBe(0);
    const units = JSON.parse(r.out).units as { id: string; factors: string; setup: string; counters: object[] }[];
    const unit = (id: string) => units.find((u) => u.id === id)!;
    expect(unit('gr-1051')).toMatchObject({ factors: '2-3-3 (attack-defence-move)', setup: 'east-of-front' });
    expect(unit('outpost-1').counters[0]).toMatchObject({ status: 'eliminated', detail: 'turn 1' });
    expect(unit('44-bde').counters[0]).toMatchObject({ status: 'on the map', at: 'F4' });
    expect(unit('pgr-60').counters[0]).toMatchObject({ status: 'in the strategic reserve', detail: 'german-reserve' });
  });
});

describe('the state the commands read', () => {
  it('7.0: combat reads a position file and traces supply at the moment of combat; --oos is not retyped', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'veritable-pos-'));
    const file = join(dir, 'position.yaml');
    // gr-1051 in I9 ringed by six brigades: no line to the east edge.
    const ring = ['H8', 'H9', 'I8', 'I10', 'J8', 'J9'];
    const allied = ['71-bde', '158-bde', '160-bde', '44-bde', '46-bde', '227-bde'];
    writeFileSync(file, `units:\n${[...allied.map((u, i) => `  - ${u}@${ring[i]}`), '  - gr-1051@I9'].join('\n')}\n`);
    const args = ['combat', V, '--attacker', '71-bde,158-bde,160-bde', '--defender', 'I9', '--position', file];
    const r = await runCli(...args, '--preview', '--json');
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.supply).toEqual({ traced: true, outOfSupply: ['I9'] });
    expect(j.defence.total).toBe(3);
    const typed = await runCli(...args, '--oos-defender', '--preview');
    expect(typed.code).toBe(1);
    expect(typed.err).toMatch(/supply is traced from the positions at the moment of combat \(7\.0\)/);
  });

  it('9.2: victory veritable reads a 1.5 total by option vp-fractions, draw-between unless agreed', async () => {
    const st = afterSetup();
    Object.assign(st, { turn: 7, phase: 'german', endedTurn: 7 });
    for (const [unit, at] of [
      ['pgr-60', 'R7'],
      ['pgr-156', 'R11'],
    ]) {
      st.units[unit] = { status: 'map', at, turn: 3 };
      st.reservesEntered.push({ unit, side: 'german', turn: 3, at });
    }
    // 158-bde in K5 ringed by German units is out of supply at the end: half a point off.
    st.units['158-bde'] = { status: 'map', at: 'K5' };
    const ring = { 'gr-1051': 'K4', 'gr-1052': 'K6', 'gr-1062': 'J5', 'fjr-19': 'L5', 'fjr-20': 'J6', 'flak-1': 'L6' };
    for (const [r, at] of Object.entries(ring)) st.units[r] = { status: 'map', at };
    const file = scratch();
    writeFileSync(file, JSON.stringify({ ...newJournal(V), state: { veritable: st, turn: 7 } }));
    const tally = async (...more: string[]) =>
      JSON.parse((await runCli('victory', V, '--journal', file, '--json', ...more)).out);
    const byDefault = await tally();
    expect(byDefault).toMatchObject({ total: 1.5, final: true, level: { result: 'Draw' } });
    expect(byDefault.read).toMatchObject({ option: 'vp-fractions', choice: 'draw-between' });
    expect((await tally('--fractions', 'round-down')).level.result).toBe('German victory');
    const agreed = { ...st, options: { 'vp-fractions': 'round-up' } };
    writeFileSync(file, JSON.stringify({ ...newJournal(V), state: { veritable: agreed, turn: 7 } }));
    const other = await runCli('victory', V, '--journal', file, '--fractions', 'round-down');
    expect(other.code).toBe(1);
    expect(other.err).toMatch(/the players agreed vp-fractions=round-up at set-up/);
  });

  it('11.1: the amphibious marker is refused unless the players agreed the optional rule', async () => {
    const file = scratch();
    await play(file, SCRIPT.slice(0, 2));
    const r = await runCli(
      'combat',
      V,
      '--attacker',
      '44-bde,46-bde,227-bde',
      '--defender',
      'F4',
      '--amphibious',
      '44-bde',
      '--preview',
      '--journal',
      file,
    );
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/optional rule 11.1 is not in play/);
  });
});
