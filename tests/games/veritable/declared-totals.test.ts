import { describe, it, expect } from 'vitest';
import { prepareCombat } from '../../../src/games/veritable/combat.js';
import { Board } from '../../../src/games/veritable/board.js';
import { terrainEffectsAid } from '../../../src/parts/aids/terrain-effects-aid.js';
import { makeTranslator } from '../../../src/parts/aids/translator.js';
import { render } from '../../../src/assist/messages.js';
import type { Scenario } from '../../../src/model/scenario.js';
import type { Chart, Crt } from '../../../src/model/schema/charts.js';
import type { CombatTotals } from '../../../src/model/schema/rules.js';
import { brokenCopy, problemsOf, cleanup } from '../../helpers/broken-copy.js';
import { formatProblem } from '../../../src/load/problem.js';
import { s, index, call } from './table.js';

// Veritable's combat hook forms each side's total from its declaration in rules.yaml (`totals`): the factors added
// up, the terrain chart whose multipliers apply (6.5.1), and out of supply halved, rounding up, a stack halving its
// own total (7.2). A number changed in the data changes the referee's totals.

/** 71st and 158th from H8 and the 160th from H9 (H8 cut off) against gr-1051 in the woods of I9, itself cut off. */
const assess = (g: Scenario, oos = { attacker: true, defender: true }) =>
  prepareCombat(
    { s: g, index, crt: g.charts.find((c) => c.id === 'crt') as Crt, board: new Board(g, index, [], false) },
    call(['71-bde@H8', '158-bde@H8', '160-bde@H9'], ['gr-1051@I9'], { oos }),
  ).assessment;

/** A copy of Veritable whose combat totals are changed by `change`. */
function withTotals(change: (t: CombatTotals) => void): Scenario {
  const rules = structuredClone(s.rules)!;
  const combat = rules.procedures.find((p) => p.id === 'combat');
  if (combat?.kind !== 'hook' || !combat.totals) throw new Error('combat is a hook with totals');
  change(combat.totals);
  return { ...s, rules };
}

const steps = (g: Scenario, oos?: { attacker: boolean; defender: boolean }) =>
  assess(g, oos).steps.map((m) => render(m));

describe('Veritable combat totals (6.5.1, 7.2): read from rules.yaml', () => {
  it('as declared: each stack out of supply halves its own total, rounding up; the defender likewise', () => {
    const a = assess(s);
    // H8: 4 + 3 = 7 halved to 3.5, rounded up to 4; H9 (every attacker is said to be cut off): 3 to 2.
    // I9: 3 ×2 in the woods = 6, halved to 3.
    expect(a.attack.stacks.map((x) => [x.hex, x.subtotal, x.total])).toEqual([
      ['H8', 7, 4],
      ['H9', 3, 2],
    ]);
    expect(a.defence.total).toBe(3);
    expect(steps(s)).toContain(
      'Attack from H8: 71-bde 4 + 158-bde 3 = 4 (out of supply: 7 halved, rounded up, to 4 (7.2))',
    );
    expect(steps(s)).toContain(
      'Defence in I9 (Hekken): (gr-1051 3) ×2 for woods, out of supply: halved, rounded up (7.2) = 3',
    );
  });

  it('a multiplier of a third, rounded down, section 7.2.1: the totals and their words change with the data', () => {
    const g = withTotals((t) => {
      t.round = 'down';
      t.multipliers = t.multipliers.map((m) => ({ ...m, by: 1 / 3, text: 'cut off', section: '7.2.1' }));
    });
    const a = assess(g);
    expect(a.attack.stacks.map((x) => x.total)).toEqual([2, 1]);
    expect(a.defence.total).toBe(2);
    expect(steps(g)[0]).toMatch(/= 2 \(cut off: 7 ×0\.333, rounded down, to 2 \(7\.2\.1\)\)$/);
    expect(steps(g)).toContain(
      'Defence in I9 (Hekken): (gr-1051 3) ×2 for woods, cut off: ×0.333, rounded down (7.2.1) = 2',
    );
  });

  it('a multiplier whose condition does not hold, or a side declared without one, leaves the total whole', () => {
    const g = withTotals((t) => {
      t.multipliers = t.multipliers.filter((m) => m.side === 'attacker');
    });
    expect(assess(g).defence.total).toBe(6);
    expect(assess(s, { attacker: false, defender: false }).attack.total).toBe(10);
  });

  it('the terrain chart is the one the totals name: without it woods double nothing and rivers halve nothing', () => {
    const g = withTotals((t) => {
      t.terrain = undefined;
    });
    expect(assess(g, { attacker: false, defender: false }).defence.total).toBe(3);
    const river = (x: Scenario) =>
      prepareCombat(
        { s: x, index, crt: x.charts.find((c) => c.id === 'crt') as Crt, board: new Board(x, index, [], false) },
        call(['71-bde@H10'], ['gr-1051@H11']),
      ).assessment.attack.total;
    expect([river(s), river(g)]).toEqual([2, 4]);
  });

  it('the factors are the declared ones: German attackers add up their defence when the data says so', () => {
    const g = withTotals((t) => {
      t.attacker = 'defence';
    });
    const attack = (x: Scenario) =>
      prepareCombat(
        { s: x, index, crt: x.charts.find((c) => c.id === 'crt') as Crt, board: new Board(x, index, [], false) },
        call(['fjr-19@N5'], ['71-bde@M5']),
      ).assessment.attack.total;
    const fjr = s.units.find((u) => u.id === 'fjr-19')!.factors as { attack: number; defence: number };
    expect([attack(s), attack(g)]).toEqual([fjr.attack, fjr.defence]);
  });
});

describe('validate refuses bad totals on the combat hook, at their line', () => {
  it('an unknown terrain chart, a misspelt condition, a per-unit multiplier and an unknown rounding', () => {
    const dir = brokenCopy('data/veritable', {
      'rules.yaml': [
        ['        terrain: terrain-effects\n        round: up', '        terrain: terrain-efects\n        round: up'],
        ['when: "not attacker.supplied"', 'when: "not attacker.suplied"'],
        ['side: defender\n            by: 0.5', 'side: defender\n            each: true\n            by: 0.5'],
      ],
    });
    const said = problemsOf(dir).map((p) => formatProblem(p));
    cleanup(dir);
    expect(said).toEqual([
      expect.stringMatching(
        /rules\.yaml:\d+:\d+: .*totals\.terrain: no chart "terrain-efects" \(did you mean "terrain-effects"\?\)/,
      ),
      expect.stringMatching(
        /rules\.yaml:\d+:\d+: .*multipliers\[0\]\.when: .*"attacker\.suplied".*did you mean "attacker\.supplied"/,
      ),
      expect.stringMatching(/rules\.yaml:\d+:\d+: .*totals\.multipliers\[1\]\.each: a combat hook multiplies/),
    ]);
    const round = brokenCopy('data/veritable', {
      'rules.yaml': [['        round: up\n', '        round: sideways\n']],
    });
    const bad = problemsOf(round).map((p) => formatProblem(p));
    cleanup(round);
    expect(bad).toEqual([
      expect.stringMatching(/rules\.yaml:\d+:\d+: .*totals\.round: .*"sideways".*down, up, nearest/),
    ]);
    const zero = brokenCopy('data/veritable', {
      'rules.yaml': [['side: attacker\n            by: 0.5', 'side: attacker\n            by: 0']],
    });
    const none = problemsOf(zero).map((p) => formatProblem(p));
    cleanup(zero);
    expect(none).toEqual([
      expect.stringMatching(/rules\.yaml:\d+:\d+: .*multipliers\[0\]\.by: a multiplier is more than 0/),
    ]);
  });
});

describe('the Siegfried Line row of the terrain chart (6.5.1)', () => {
  it('is printed, and carries no shift of its own: the shift is rules.yaml’s siegfried, the CRT’s modifier', () => {
    const chart = s.charts.find((c) => c.id === 'terrain-effects') as Extract<Chart, { kind: 'terrain-effects' }>;
    const row = chart.rows.find((r) => r.terrain === 'siegfried-line')!;
    expect(row.effects).toEqual({ appliesTo: 'across' });
    const aid = JSON.stringify(terrainEffectsAid(chart, makeTranslator(s, 'en'), s.map));
    expect(aid).toContain('1 column left if any Allied unit attacks across');
    const crt = s.charts.find((c) => c.id === 'crt') as Crt;
    expect(crt.modifiers.find((m) => m.id === 'siegfried-line')?.shift).toBe(-1);
  });
});
