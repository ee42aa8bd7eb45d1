// What a die table whose roll names a place on the map says (src/rules/die-table-place.ts): keys with values,
// spread into RULES_EN; ru-place.ts has the Russian.

export const PLACE_EN = {
  'table.placeUnits': 'Turn {turn}: {count} {name} ({unit}) {text} ({section})',
  'table.placeDice': '{dice} dice name the cell, each of the {cells} cells equally likely ({section})',
  'table.placeAim': 'Aimed at {from}: one roll moves it to one of {cells} cells ({section})',
  'table.placeScatter':
    'Roll {roll}: row {row}: from {from}, {distance} toward {direction}: the cell is {centre}{name}{edge}',
  'table.placeEdge': ', stopped at the edge of the map',
  'table.placeHeldAll': '{side} holds every cell around {cells}',
  'table.placeChances': 'Chances of the cell before the roll:',
  'table.placeChancesPreview': 'Chances of the cell:',
  'table.placeCode.lands': 'lands',
  'table.placeCode.blocked': 'blocked',
  'table.placeLands': 'at least one cell is free',
  'table.placeBlockedMeaning': 'every cell is held by {side}',
  'table.placeRoll': 'Dice {faces}: {cells}: the cell is {centre}{name}',
  'table.placeName': ' ({name})',
  'table.placeCells': 'The cell and the cells around it{except}: {cells}',
  'table.placeExcept': ' (not {terrains})',
  'table.placeCell': '{cell} {terrain}',
  'table.placeCellHeld': '{cell} {terrain} ({side})',
  'table.placeAgain':
    'Every one of the {count} cells is held by {side}: blocked; it may be made again on turn {next} ({section})',
  'table.placeFails': 'Every one of the {count} cells is held by {side}: blocked, and not made again ({section})',
  'table.placeFree': 'Place them in {cells}{room} ({section})',
  'table.placeRoom': ': room for {room} {text}',
  'table.placeShort': ': room for {room} {text}; {short} find no room',
  'table.placeAfter': '{text} ({section})',
  'table.placeKept': '{title} was made on turn {turn}, at {centre}: it is not made again ({section})',
  'table.placeHeldSide': '{ref} is not a unit of {side} ({section})',
} as const;
