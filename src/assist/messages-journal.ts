// The journal's own messages (`journal show`, `journal replay`) and the per-turn bookkeeping's refusals: keys
// with values, spread into RULES_EN so that every front end renders them through the same words.

export const JOURNAL_EN = {
  'journal.replayWithdrawn': '{count} roll(s) taken back by undo were drawn again in their place',
  'journal.replayPartial': 'Not every machine die was checked: {checked} of {total} reproduce; not drawn again:',
  'journal.unchecked.unseeded': '  entry {entry} ({command}): {dice} dice from the unseeded generator',
  'journal.unchecked.withdrawnUnseeded':
    '  taken back, was entry {entry} ({command}): {dice} dice from the unseeded generator',
  'journal.unchecked.sidesUnknown': '  {was}entry {entry} ({command}): {dice} dice whose sides were not kept',
  'journal.unchecked.offSequence':
    '  taken back, was entry {entry} ({command}): {dice} dice off the generator’s sequence',
  'journal.undoSpent': 'Its {dice} machine dice stay spent: the next roll draws new ones (journal show lists them)',
  'journal.was': 'taken back, was ',
  'journal.summary.turn': 'Turn {turn}',
  'journal.summary.turnPhase': 'Turn {turn}, {phase}',
  'journal.summary.noTurn': 'No turn recorded yet',
  'journal.summary.positions': 'Positions ({count} units):',
  'journal.summary.place': '  {place}: {units}',
  'journal.summary.side': '  {side} ({count}):',
  'journal.summary.off': '{status} ({count}): {units}',
  'journal.summary.pending': 'Waiting for a choice in {command} ({rule})',
  'journal.summary.losses': 'Losses: {losses}',
  'journal.summary.eliminated': 'Eliminated ({count}): {units}',
  'journal.summary.hands': 'Hands: {hands}',
  'journal.summary.hand': '{side} {count}',
  'journal.summary.deck': 'Deck: {draw} to draw, {discard} discarded, {removed} removed',
  'journal.summary.thisTurn': 'This turn ({turn}): {done}',
  'journal.summary.acted': '{what} {units}',
  'journal.summary.flag': '{key}: {value}',
  'journal.summary.more': '… and {count} more',
  'journal.summary.withdrawn': '{count} roll(s) taken back by undo (their dice are spent):',
  'journal.summary.withdrawnLine': '  was #{entry} {command} | dice {dice}',
  'journal.summary.json': 'The whole state: journal show FILE --json',
  'turn.sideOver': '{side}’s part of turn {turn} is over: {other} has played since ({section})',
  'turn.phaseOrder': '{side} is past {after} in this turn: {phase} comes before it ({section})',
  'turn.firedAgain': '{key} has already fired in turn {turn}: the same units do not fire twice ({section})',
  'turn.sectorFiredAgain': '{key} has already fired in turn {turn}: pick a sector that has not fired ({section})',
  'turn.returnFire':
    '{key} was not fired upon in this turn: the defender returns fire only from such sectors ({section})',
  'turn.returnSide': 'return fire is the defender’s; {side} is the side in play ({section})',
  'turn.foughtAgain': '{key} has already fought a battle in turn {turn}: one battle a unit ({section})',
  'turn.sectorFoughtAgain':
    '{key} is already in a battle in turn {turn}: a sector’s units are not split between battles ({section})',
  'turn.onceATurn': '{key} is rolled once a turn, and was in turn {turn} ({section})',
  'turn.engaged': '{place} is engaged (turn {turn}): no fire out of, into or within it ({section})',
  'deck.removed': '{card} cannot be drawn: all {count} are out of the game ({section})',
  'deck.noneLeft':
    'the draw pile holds no {card}: the deck has {count}; {held} in the hands, {discarded} discarded, ' +
    '{removed} out of the game ({section})',
  'deck.discardLimit': 'the {side} player has discarded {count} cards in turn {turn}; at most {limit} ({section})',
  'deck.snow': 'a snowstorm is in effect in turn {turn}: no {card} may be played ({section})',
  'deck.notHeld': 'the {side} hand holds no {card} to play; it holds {hand} ({section})',
  'replace.early': 'replacements come back from the 10 January turn; turn {turn} is {date} ({section})',
  'replace.notEliminated': '{unit} is not among the eliminated units: only they come back ({section})',
  'replace.again': 'the {side} player has brought back a replacement in turn {turn} already: one a turn ({section})',
  'deck.reshuffled': 'The draw pile was exhausted: the discards are reshuffled into it ({section})',
  'deck.snowPlayed':
    'Snowstorm: in effect in turn {turn}: movement one zone, no strategic movement, no air ({section})',
  'deck.counts': 'Deck: {draw} to draw, {discard} discarded, {removed} out of the game',
  'replace.done': '{unit} comes back as a replacement in {at}, turn {turn} ({section})',
  'turn.supplyAgain': '{key} has checked supply in turn {turn}: the out-of-supply hit is taken once ({section})',
} as const;
