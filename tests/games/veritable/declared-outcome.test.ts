import { describe, it, expect } from 'vitest';
import { continueCombat, prepareCombat, startCombat } from '../../../src/games/veritable/combat.js';
import { Board } from '../../../src/games/veritable/board.js';
import type { Scenario } from '../../../src/model/scenario.js';
import type { DeclaredOutcome } from '../../../src/model/schema/side-outcome.js';
import { brokenCopy, problemsOf, cleanup } from '../../helpers/broken-copy.js';
import { formatProblem } from '../../../src/load/problem.js';
import { s, index, crt, call } from './table.js';

// What each side's part of a result does is declared in rules.yaml (the combat's `outcome`): "-" nothing, E every
// unit eliminated (6.5.2), a number met by retreats and losses (6.5.3) as each side's reading says, the defender's
// first; the air units committed are spent as declared (5.2). A change in the data changes the referee.

/** A copy of Veritable whose combat outcome is changed by `change`. */
function withOutcome(change: (o: DeclaredOutcome) => void): Scenario {
  const rules = structuredClone(s.rules)!;
  const combat = rules.procedures.find((p) => p.id === 'combat');
  if (combat?.kind !== 'hook' || !combat.outcome) throw new Error('combat is a hook with an outcome');
  change(combat.outcome);
  return { ...s, rules };
}

/** Every roll of one combat (three brigades and three air units against flak-2 in G6), each carried to the end. */
function everyRoll(g: Scenario) {
  return [1, 2, 3, 4, 5, 6].map((roll) => {
    const t = { s: g, index, crt, board: new Board(g, index, [], false) };
    const three = ['71-bde@F6', '158-bde@F6', '160-bde@G7'];
    const prepared = prepareCombat(t, call(three, ['flak-2@G6'], { air: { attacker: 3, defender: 0 } }));
    const pending = startCombat(t, prepared, roll, 'all-or-losses');
    const done = continueCombat(t, pending, { advance: 'none' }, () => 1);
    return { result: pending.defenderResult, done };
  });
}

describe('Veritable combat outcome (6.5.2, 6.5.3): read from rules.yaml', () => {
  it('as declared, E eliminates every defender, citing 6.5.2; declared to do nothing, it leaves them', () => {
    const e = everyRoll(s).find((r) => r.result === 'E');
    expect(e).toBeDefined();
    const flak = e!.done.outcomes.find((o) => o.ref === 'flak-2');
    expect([flak?.outcome, flak?.why]).toEqual(['eliminated', expect.stringContaining('(6.5.2)')]);
    const none = withOutcome((o) => {
      o.codes.find((c) => c.code === 'E')!.does = 'nothing';
    });
    const calm = everyRoll(none).find((r) => r.result === 'E');
    expect(calm!.done.outcomes.find((o) => o.ref === 'flak-2')?.outcome).toBe('unaffected');
  });

  it('the attacker’s part first when the data says so', () => {
    const first = withOutcome((o) => {
      o.first = 'attacker';
    });
    const t = { s: first, index, crt, board: new Board(first, index, [], false) };
    const prepared = prepareCombat(t, call(['71-bde@H8'], ['gr-1051@I9']));
    expect(startCombat(t, prepared, 1, 'all-or-losses').stage).toBe('attacker');
  });

  it('validate refuses a code, an option, a choice or an input that does not exist, with file:line', () => {
    const dir = brokenCopy('data/veritable', {
      'rules.yaml': [
        ['{ code: E, does: eliminate', '{ code: EX, does: eliminate'],
        ['{ option: attacker-result,', '{ option: attacker-reslt,'],
        ['input: air-attacker, section', 'input: air-atacker, section'],
      ],
    });
    const said = problemsOf(dir).map((p) => formatProblem(p));
    cleanup(dir);
    expect(said).toEqual([
      expect.stringMatching(
        /rules\.yaml:\d+:\d+: .*outcome\.codes\[1\]\.code: no result code "EX" \(did you mean "E"\?\)/,
      ),
      expect.stringMatching(
        new RegExp(
          String.raw`rules\.yaml:\d+:\d+: .*outcome\.reading\.attacker\.option: ` +
            String.raw`no game option "attacker-reslt" \(did you mean "attacker-result"\?\)`,
        ),
      ),
      expect.stringMatching(
        /rules\.yaml:\d+:\d+: .*outcome\.spends\[0\]\.input: no field "air-atacker" \(did you mean "air-attacker"\?\)/,
      ),
    ]);
    const choice = brokenCopy('data/veritable', { 'rules.yaml': [['per-unit: that-many', 'per-unt: that-many']] });
    const bad = problemsOf(choice).map((p) => formatProblem(p));
    cleanup(choice);
    expect(bad).toEqual([
      expect.stringMatching(
        /choices\.per-unt: no choice of option "attacker-result" "per-unt" \(did you mean "per-unit"\?\)/,
      ),
      expect.stringMatching(/choices: option "attacker-result" choice\(s\) per-unit read no way/),
    ]);
  });
});
