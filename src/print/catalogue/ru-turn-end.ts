// Russian for the end of the turn (src/assist/messages-turn-end.ts).

export const TURN_END_RU = {
  'turnEnd.needJournal': '{what} ведётся в журнале партии: укажите {--journal ФАЙЛ}',
  'turnEnd.what': 'Конец хода',
  'turnEnd.title': '{game}: конец хода {turn}',
  'turnEnd.ended': 'ход {turn} уже окончен ({section})',
  'turnEnd.endsAfter': 'ход {turn} кончается после фазы игрока «{side}»; сейчас {now} ({section})',
  'turnEnd.setup': 'расстановка',
  'turnEnd.playerTurn': 'фаза игрока «{side}»',
  'turnEnd.noLastTurn': '{game}: rules.yaml не объявляет lastTurn победы, который читает конец хода',
} as const;
