// Russian for a die table whose roll names a place on the map (src/assist/messages-place.ts has the English).

export const PLACE_RU: Readonly<Record<string, string>> = {
  'table.placeUnits': 'Ход {turn}: {count} × {name} ({unit}) {text} ({section})',
  'table.placeDice': 'Кубиков: {dice}; они называют клетку, каждая из {cells} клеток равновероятна ({section})',
  'table.placeAim': 'Цель {from}: один бросок уводит в одну из {cells} клеток ({section})',
  'table.placeScatter':
    'Бросок {roll}: строка {row}: от {from} на {distance} в сторону {direction}: клетка {centre}{name}{edge}',
  'table.placeEdge': ', остановка у края карты',
  'table.placeHeldAll': '{side}: занимает все клетки вокруг {cells}',
  'table.placeChances': 'Шансы клетки до броска:',
  'table.placeChancesPreview': 'Шансы клетки:',
  'table.placeCode.lands': 'высадка',
  'table.placeCode.blocked': 'всё занято',
  'table.placeLands': 'хотя бы одна клетка свободна',
  'table.placeBlockedMeaning': 'все клетки заняты: {side}',
  'table.placeRoll': 'Кубики {faces}: {cells}: клетка {centre}{name}',
  'table.placeName': ' ({name})',
  'table.placeCells': 'Клетка и клетки вокруг{except}: {cells}',
  'table.placeExcept': ' (кроме: {terrains})',
  'table.placeCell': '{cell} {terrain}',
  'table.placeCellHeld': '{cell} {terrain} ({side})',
  'table.placeAgain':
    'Все {count} клеток заняты ({side}): бросок не удался; его можно повторить в ходу {next} ({section})',
  'table.placeFails': 'Все {count} клеток заняты ({side}): бросок не удался и не повторяется ({section})',
  'table.placeFree': 'Поставьте их в {cells}{room} ({section})',
  'table.placeRoom': ': вмещают {text}: {room}',
  'table.placeShort': ': вмещают {text}: {room}; не помещаются: {short}',
  'table.placeAfter': '{text} ({section})',
  'table.placeKept': '«{title}» уже сделан в ходу {turn}, в {centre}: второй раз не делается ({section})',
  'table.placeHeldSide': '{ref} — не отряд стороны «{side}» ({section})',
};
