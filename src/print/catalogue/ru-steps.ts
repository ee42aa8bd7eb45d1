// Russian for the messages of a rule hook's declared steps (English: src/assist/messages-steps.ts).

export const STEPS_RU = {
  'step.sum': '{units} = {total}',
  'step.plus': '{a} + {b}',
  'step.comma': '{a}, {b}',
  'step.unit': '{ref} {value}',
  'step.unitAs': '{ref} {value} ({label} считается за {value})',
  'step.ratioMet': '{attack}-{defence} — это {odds}: {need}-1 или лучше',
  'step.ratioShort':
    '{attack}-{defence} — это {odds}: {text} — нужно {need}-1 или лучше (сила {strength} против {defence})',
  'step.succeedsOn': 'Удача на {rolls}: {ways} из {outcomes}',
  'step.rolled': 'Выпало {roll}: {result}',
  'step.limitReached': '{ref} в ходу {turn} уже исчерпал предел: {text} (правило {section})',
  'step.limitStopped': '{ref} в ходу {turn}: {text}, и должен был остановиться (правило {section})',
  'step.limitUntracked': 'Ход не указан: лимит «{name}» не отслеживается',
} as const;
