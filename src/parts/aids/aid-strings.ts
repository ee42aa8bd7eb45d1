/**
 * Fixed words printed on the aids, by the key a locale's `strings` uses to translate them. English is
 * the fallback for any key a locale leaves out.
 */
export const AID_STRINGS = {
  playerAids: 'Player aids',
  dieRoll: 'Die roll',
  /** The letter of dice notation: 1d6 in English, 1к6 in Russian. */
  diceLetter: 'd',
  /** Sub-steps of the sequence of play are lettered in this order. */
  stepLetters: 'abcdefghijklmnopqrstuvwxyz',
  odds: 'Odds (attacker : defender)',
  differential: 'Differential (attack − defence)',
  modifiers: 'Modifiers',
  results: 'Results',
  resultsSplit: 'Cells read attacker{split}defender.',
  forAttacker: 'attacker',
  forDefender: 'defender',
  notes: 'Notes',
  column: 'column',
  columns: 'columns',
  drm: 'to the die roll',
  terrain: 'Terrain',
  turn: 'Turn',
  night: 'night',
  victoryPoints: 'Victory points',
  victoryLevels: 'Victory levels',
  points: 'Points',
  condition: 'Condition',
  range: 'Range',
  result: 'Result',
  handSizes: 'Hand sizes',
  side: 'Side',
  from: 'From',
  to: 'To',
  cards: 'Cards',
  note: 'Note',
  toEnd: 'end of game',
  dice: 'Dice',
  hitsOn: 'A die hits on {face} or more',
  hitModifiers: 'The face a die needs',
  allocateOwner: 'The owner of the units hit spreads the hits among them',
  allocateFirer: 'The firer spreads the hits among the targets',
  successAtLeast: 'Success on {dice}: {target} or more',
  successAtMost: 'Success on {dice}: {target} or less',
  success: 'Success',
  failure: 'Failure',
  reconstructedChart: 'Reconstructed by Sandtable: not the published chart',
  reconstructedRows: '† reconstructed by Sandtable, not published',
  continued: 'continued',
  sheet: 'sheet',
  of: 'of',
  reconstructedFooter:
    'Charts marked reconstructed are Sandtable\'s, not the designer\'s: see "sandtable sources {game}".',
} as const;

export type AidStringKey = keyof typeof AID_STRINGS;
