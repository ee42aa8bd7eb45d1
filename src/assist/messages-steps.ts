// Messages of a rule hook's declared steps (src/rules/strength-ratio.ts, step-roll.ts, turn-limit.ts): keys with
// values, spread into RULES_EN so that every front end renders them through the same words. The words a step's
// declaration gives (`text`, `label`, `name`) arrive as values and are worded as the game's names.

export const STEPS_EN = {
  'step.sum': '{units} = {total}',
  'step.plus': '{a} + {b}',
  'step.comma': '{a}, {b}',
  'step.unit': '{ref} {value}',
  'step.unitAs': '{ref} {value} ({label} counts {value})',
  'step.ratioMet': '{attack}-{defence} is {odds}: {need}-1 or better',
  'step.ratioShort':
    '{attack}-{defence} is {odds}: {text} needs {need}-1 or better ({strength} strength against {defence})',
  'step.succeedsOn': 'It succeeds on {rolls}: {ways} in {outcomes}',
  'step.rolled': 'Rolled {roll}: {result}',
  'step.limitReached': '{ref} has made {text} on turn {turn} already (rule {section})',
  'step.limitStopped': '{ref} {text} on turn {turn} and had to stop there (rule {section})',
  'step.limitUntracked': 'No turn given: the {name} limit is not tracked',
} as const;
