// Veritable's refusals about the turn and the set-up that name the command to run next (10.0, 4.0, 6.1, 4.3),
// and the words for what a refused command was doing. Spread into the game's messages (messages.ts); their
// Russian is the game's locale's (data/veritable/locales/ru.yaml, words.rules).

export const TURN_EN = {
  'veritable.turn.needSetup':
    '{what} needs the positions in the journal: record the set-up first with {command} {--position FILE} ' +
    '{--journal FILE} (10.0)',
  'veritable.turn.unknown':
    'the journal does not know the turn yet: record the set-up ({setup}) or the air power roll of the turn ' +
    '({air}) first (4.0)',
  'veritable.turn.setupCommand': '{command} {--position FILE}',
  'veritable.turn.airCommand': '{command} {--turn N}',
  'veritable.turn.notChosen':
    'the {side} player has not chosen Move/Attack or Attack/Move for turn {turn} (6.1): ' +
    '{command} {--side} {sideId} {--order move-attack|attack-move}',
  'veritable.turn.germanNotBegun':
    "turn {turn}'s German player turn has not begun; the turn ends after it (4.3, 4.4). " +
    'It begins with the German sequence choice: {command} {--side german} {--order …}',
  'veritable.what.move': 'move',
  'veritable.what.movement': 'movement',
  'veritable.what.reserves': 'bringing in reserves',
  'veritable.what.combat': 'combat',
  'veritable.what.standing': 'where units stand',
  'veritable.what.fuhrerRoll': 'a Führer roll',
} as const;
