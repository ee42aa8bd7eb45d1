// What a die table rolled for one named unit says (src/rules/die-table-unit.ts): keys with values, spread into
// RULES_EN; print/catalogue/ru-unit-roll.ts has the Russian.

export const UNIT_ROLL_EN = {
  'table.optionOff': '{title} is rolled only with the game option {option}={choice} ({what}, {section}); it is {now}',
  'table.unitNeeded': 'name the unit rolled for: {--unit UNIT} ({section})',
  'table.unitSide': '{unit} is not a unit of {side} ({section})',
  'table.unitReserve': '{unit} is not in the reserve ({section})',
  'table.unitFinal':
    '{unit} got {result} on turn {turn}, for the rest of the game: it is not rolled for again ({section})',
  'table.unitAgain': '{unit} was rolled for on turn {turn} already: one roll a unit a turn ({section})',
  'table.unitFor': 'Rolled for {unit} ({name}) on turn {turn}: column {column} ({section})',
  'table.unitChances': 'Chances of each result before the roll:',
  'table.unitChancesPreview': 'Chances of each result:',
  'table.unitMeaning': '{text}',
  'table.unitResult': 'Roll {roll}{drm}: {unit}: {result}: {meaning} ({section})',
  'table.unitKeptForGood': '{unit}: {result} holds for the rest of the game ({section})',
} as const;
