import { brokenCopy } from '../../helpers/broken-copy.js';

// Veritable under its own id with its combat declared (`kind: combat`) rather than its rule hook, naming its hook
// points (its check, its stacks' totals, and what a result does: retreats and their tests): the copy each step of
// issue #20 plays against Veritable's own combat, line for line.

const INPUTS = [
  '      inputs:',
  '        - { id: sequence, label: Sequence (6.1), kind: choice, choices: [move-attack, attack-move] }',
  '        - { id: air-attacker, label: Air units the attacker commits (5.2), kind: number, max: 9 }',
  '        - { id: air-defender, label: Air units the defender commits (5.2), kind: number, max: 9 }',
  '        - { id: retreat-rolls, label: "Retreat test dice, in order", kind: dice }',
  '',
].join('\n');

/** The copy's folder; `edits` are further text edits of its rules.yaml, after the switch. */
export function declaredCombatCopy(edits: [string | RegExp, string][] = []): string {
  return brokenCopy('data/veritable', {
    'rules.yaml': [
      [
        '      kind: hook\n      hook: veritable.combat\n',
        '      kind: combat\n      chart: crt\n' +
          '      hooks: { check: veritable.combat-check, totals: veritable.stack-totals, ' +
          'outcome: veritable.retreat }\n',
      ],
      [/ {6}fields:\n {8}- \{ id: attacker, label: Attacking units[\s\S]*? {6}charts: \[crt\]\n/, INPUTS],
      ...edits,
    ],
  });
}
