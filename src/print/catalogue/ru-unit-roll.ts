// Russian for a die table rolled for one named unit (src/assist/messages-unit-roll.ts has the English).

export const UNIT_ROLL_RU: Readonly<Record<string, string>> = {
  'table.optionOff': '{title}: бросок только при опции игры {option}={choice} ({what}, {section}); сейчас она {now}',
  'table.unitNeeded': 'назовите подразделение, за которое бросают: {--unit UNIT} ({section})',
  'table.unitSide': '{unit} не подразделение стороны {side} ({section})',
  'table.unitReserve': '{unit} не в резерве ({section})',
  'table.unitFinal': '{unit}: {result} на ходу {turn}, до конца игры: за него больше не бросают ({section})',
  'table.unitAgain': 'за {unit} уже бросали на ходу {turn}: один бросок за подразделение в ход ({section})',
  'table.unitFor': 'Бросок за {unit} ({name}) на ходу {turn}: столбец {column} ({section})',
  'table.unitChances': 'Шансы каждого результата до броска:',
  'table.unitChancesPreview': 'Шансы каждого результата:',
  'table.unitMeaning': '{text}',
  'table.unitResult': 'Бросок {roll}{drm}: {unit}: {result}: {meaning} ({section})',
  'table.unitKeptForGood': '{unit}: {result} до конца игры ({section})',
};
