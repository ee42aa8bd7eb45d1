import { describe, it, expect } from 'vitest';
import { runCli } from '../helpers/run-cli.js';
import { copiesOf, problemsOf } from '../helpers/broken-copy.js';
import { formatProblem } from '../../src/load/problem.js';
import { testModifiers } from '../../src/rules/side-outcome.js';
import type { DeclaredOutcome } from '../../src/model/schema/side-outcome.js';
import type { UnitFacts } from '../../src/model/condition-eval.js';

// What a combat's outcome adds to a side's retreat tests (`outcome.testModifiers`), declared in rules.yaml and
// judged by the engine over the units in the combat: Veritable's German anti-tank taking part adds 1 to every
// Allied retreat test (8.3). The number, the side, the condition and the words are the data's.
const copy = copiesOf('data/veritable', 'rules.yaml');
const ANTI_TANK = 'when: "units.any(has(anti-tank) and side == german)"';
/** The 71st Brigade attacks the 1st Flak battery and GR 1051 in the Hekken woods: a preview, nothing rolled. */
const PREVIEW = ['--attacker', '71-bde@H8', '--defender', 'flak-1@I9,gr-1051@I9', '--preview'];

const unit = (side: string, abilities: string[]): UnitFacts => ({
  type: 'infantry',
  side,
  terrain: 'clear',
  reduced: false,
  supplied: true,
  abilities,
  crossing: [],
  factors: { kind: 'attack-defence-move', attack: 0, defence: 1, move: 2 },
});

describe('retreat test modifiers, declared in a combat hook’s outcome (8.3)', () => {
  it('8.3: the engine adds each holding modifier to its side, in its declared words; none when it fails', () => {
    const o = {
      testModifiers: [
        { id: 'guns', side: 'blue', by: 2, when: 'units.any(has(guns) and side == red)', says: '+{n} ({section})' },
      ].map((m) => ({ ...m, section: '7.4' })),
    } as unknown as DeclaredOutcome;
    const facts = (abilities: string[]) => ({
      names: {},
      attackers: [unit('blue', [])],
      defenders: [unit('red', abilities)],
    });
    const held = testModifiers('combat', o, facts(['guns']), ['blue', 'red']);
    expect(held.bySide).toEqual({ blue: 2, red: 0 });
    expect(held.held.map((m) => [m.id, m.said.key, m.said.values])).toEqual([
      ['guns', 'combat.says.guns.one', { n: 2, section: '7.4' }],
    ]);
    expect(testModifiers('combat', o, facts([]), ['blue', 'red']).bySide).toEqual({ blue: 0, red: 0 });
  });

  it('8.3: a copy whose anti-tank adds 2 says so before the roll, and the Allied tests are 2 harder', async () => {
    const g = copy([['by: 1\n            ' + ANTI_TANK, 'by: 2\n            ' + ANTI_TANK]]);
    const r = await runCli('combat', g, ...PREVIEW);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('Allied retreat tests in this combat add 2: German anti-tank takes part (8.3)');
    expect(r.out).toMatch(/71-bde 2\/6/);
  });

  it('a side a modifier names that the game has not: file:line:field at validate, with did you mean', () => {
    const bad = copy([['side: allied\n            by: 1', 'side: alied\n            by: 1']]);
    const said = problemsOf(bad).map((p) => formatProblem(p, bad));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^rules\.yaml:\d+:\d+: rules\.procedures\[\d+\]\.outcome\.testModifiers\[0\]\.side: /);
    expect(said[0]).toContain('did you mean "allied"');
  });

  it('an ability a modifier’s condition names that does not exist: file:line:field, with did you mean', () => {
    const bad = copy([[ANTI_TANK, ANTI_TANK.replace('has(anti-tank)', 'has(anti-tnak)')]]);
    const said = problemsOf(bad).map((p) => formatProblem(p, bad));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^rules\.yaml:\d+:\d+: rules\.procedures\[\d+\]\.outcome\.testModifiers\[0\]\.when: /);
    expect(said[0]).toContain('did you mean "anti-tank"');
  });
});
