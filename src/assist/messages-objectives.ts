// What victory by objectives held alone says (src/rules/victory-objectives.ts): keys with values, spread into
// RULES_EN; print/catalogue/ru-objectives.ts has the Russian. A game may word any `victory.objectives.<step>` with a
// key of its own (rules.yaml `objectives.words`), which gets the same values.

export const OBJECTIVES_EN = {
  'victory.objectives.title': '{game}: victory',
  'victory.objectives.fromFile': 'Positions from {file}',
  'victory.objectives.fromJournal':
    'Positions: where the journal last saw each unit (give {--position FILE} for the board as it stands)',
  'victory.objectives.none': 'none',
  'victory.objectives.sudden': 'Turn {turn}: no {side} unit past the line: {result} at once ({section})',
  'victory.objectives.beyond': '{side} units past the line: {units} ({section})',
  'victory.objectives.objectives': 'Objectives held by {side} alone: {objectives}',
  'victory.objectives.objective': '{id} {value}',
  'victory.objectives.counted': 'Counted ({section}): {items}',
  'victory.objectives.requires': 'Requirements: {result} ({section})',
  'victory.objectives.met': 'met',
  'victory.objectives.unmet': 'not met',
  'victory.objectives.points': '{side} points: {points}: {result}{text} ({section})',
  'victory.objectives.text': '. {text}',
  'victory.objectives.noLevel': '{points} points fall in no level of the victory chart "{chart}"',
} as const;
