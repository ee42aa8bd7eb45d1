// English for the end of the turn (src/rules/turn-end-run.ts); the Russian is in the catalogue's ru-turn-end.ts.

export const TURN_END_EN = {
  'turnEnd.needJournal': "{what} is kept in the game's journal: give {--journal FILE}",
  'turnEnd.what': 'the end of the turn',
  'turnEnd.title': '{game}: the end of turn {turn}',
  'turnEnd.ended': 'turn {turn} has ended already ({section})',
  'turnEnd.endsAfter': 'turn {turn} ends after the {side} player turn; it is the {now} ({section})',
  'turnEnd.setup': 'set-up',
  'turnEnd.playerTurn': '{side} player turn',
  'turnEnd.noLastTurn': '{game}: rules.yaml declares no victory lastTurn, which the end of the turn reads',
} as const;
