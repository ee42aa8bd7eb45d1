// Russian for victory by objectives held alone (src/assist/messages-objectives.ts has the English).

export const OBJECTIVES_RU: Readonly<Record<string, string>> = {
  'victory.objectives.title': '{game}: победа',
  'victory.objectives.fromFile': 'Позиции из {file}',
  'victory.objectives.fromJournal':
    'Позиции: где журнал последний раз видел каждый отряд (дайте {--position FILE}, чтобы взять доску как она есть)',
  'victory.objectives.none': 'нет',
  'victory.objectives.sudden': 'Ход {turn}: за линией нет ни одного отряда стороны {side}: {result} сразу ({section})',
  'victory.objectives.beyond': 'Отряды стороны {side} за линией: {units} ({section})',
  'victory.objectives.objectives': 'Цели, удерживаемые только стороной {side}: {objectives}',
  'victory.objectives.objective': '{id} {value}',
  'victory.objectives.counted': 'Засчитано ({section}): {items}',
  'victory.objectives.requires': 'Требования: {result} ({section})',
  'victory.objectives.met': 'выполнено',
  'victory.objectives.unmet': 'не выполнено',
  'victory.objectives.points': 'Очки стороны {side}: {points}: {result}{text} ({section})',
  'victory.objectives.text': '. {text}',
  'victory.objectives.noLevel': '{points} очков не попадают ни в один уровень таблицы победы «{chart}»',
};
