/**
 * The companion's own words in English, the key's fallback. The part hands the page these merged with the
 * catalogue's words for the kit's language (print/catalogue, part "companion"): one catalogue for the page and
 * the printed kit.
 */
export const PAGE_WORDS = {
  pageTitle: 'table companion',
  positionPlaceholder: 'units:\n  - UNIT@PLACE',
  answerPlaceholder: 'HEX',
  procedures: 'Procedures',
  crtTab: 'CRT & dice',
  journal: 'Journal',
  aids: 'Aids',
  map: 'Map',
  chances: 'Chance of each result before the roll',
  result: 'Result',
  chance: 'Chance',
  meaning: 'Meaning',
  notGiven: '(not given)',
  addUnit: 'Add a unit',
  preview: 'Preview',
  roll: 'Roll the dice',
  work: 'Work it out',
  resolveHand: 'Resolve with these dice',
  byHand: 'I roll the dice by hand',
  byHandHint: 'Enter every die as it fell; the device rolls none of them.',
  fill: 'Let the device roll the dice I leave out',
  keep: 'Keep it in the journal',
  keepHint: 'Off: resolve a one-off example; nothing is checked against the game or written.',
  needed: 'needed',
  answer: 'Answer',
  choice: 'A choice waits',
  yourAnswer: 'Your answer',
  crtReader: 'Combat results table',
  diceRoller: 'Dice',
  table: 'Table',
  oddsOrDiff: 'Odds (24:8) or differential (+3)',
  oddsHint: 'odds are attack:defence totals, such as 24:8',
  diffHint: 'a differential is a whole number, such as +3',
  shift: 'Column shift (+ favours the attacker)',
  drm: 'Die roll modifier',
  rollByHand: 'Dice total rolled by hand (leave empty to roll)',
  noCrt: 'This game has no combat results table.',
  rollDice: 'Roll',
  dice: 'Dice, such as 2d6',
  tooManyDice: 'at most 20 dice of at most 1000 sides here',
  undo: 'Undo the last entry',
  export: 'Export the journal',
  import: 'Import a journal file',
  newGame: 'Start a new game',
  newGameSure: 'Forget this journal? Export it first to keep it.',
  storageFull:
    'This browser’s storage is full (pages opened from files share it): the journal is kept on this page only ' +
    'until it is closed. Export it now.',
  storageUnavailable:
    'This browser keeps nothing for this page: the journal lives until the page is closed. Export it now.',
  // Counted words by the language's plural category (Intl.PluralRules): English has one and other, Russian also
  // few and many ("1 запись", "3 записи", "5 записей").
  'entries.one': 'entry',
  'entries.other': 'entries',
  noEntries: 'No entries yet.',
  mapHint: 'Tap a field on the procedure screen, then a space here: its name goes into the field.',
  picked: 'Picked',
  back: 'Back to the procedure',
  onMap: 'Pick on the map',
  positionName: 'the position',
  details: 'How it was worked out',
  startGame: 'Start the game from the scenario’s set-up',
  startGameHint: 'Every unit on its start space, checked as a set-up and kept in the journal.',
  takeBack: 'Take the last die back',
  cardsToTap: 'The cards, to tap',
  allIn: 'All in',
  takeIt: 'Yes',
  noneOfThem: 'None',
  typeAnswer: 'Type the answer instead',
  undoSure: 'Take this entry back out of the journal?',
  undoYes: 'Undo it',
  undoNo: 'Keep it',
  hand: 'Hand',
  emptyHand: 'No cards.',
  zoom: 'Zoom',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  journalWord: 'the journal',
  sourcesOnPage: 'the reconstruction marks in the kit’s player aids',
  tapUnits: 'Units to tap',
  options: 'Game options agreed',
  optionDefault: 'As the game has it by default',
  'field.turn': 'Game turn (leave empty for the journal’s)',
  'field.position': 'Where every unit stands (leave empty for the journal’s)',
  'field.side': 'Only this side’s units',
  'choice.loss': 'loss',
  'choice.air': 'Air',
  'choice.artillery': 'Artillery',
} as const;

export type PageWordKey = keyof typeof PAGE_WORDS;

/** The words to show: the language's where the catalogue has them, else English. */
export function companionWords(
  given: Readonly<Record<string, string>>,
): Record<PageWordKey, string> & Record<string, string> {
  // Keys with a dot name a procedure screen's title or field ("my-game.combat.attacker"): English for those
  // stays in each procedure's description, so only the language's own are handed on.
  const screens = Object.entries(given).filter(([k]) => k.includes('.'));
  return {
    ...Object.fromEntries(screens),
    ...(Object.fromEntries(Object.entries(PAGE_WORDS).map(([k, en]) => [k, given[k] ?? en])) as Record<
      PageWordKey,
      string
    >),
  };
}

/**
 * The words the page looks up beyond its own screens' (PAGE_WORDS), keyed as a locale's `words: companion:` gives
 * them, with their English: the words it finds by their English text, a report's words ("report.word.X"), a
 * journal entry's words and keys ("journal.X", "journal.key.X", "journal.command.X") and the values of choices
 * ("choice.X"). Those the page reads by their English are every one a language of the catalogue words (the Russian
 * page's test fails on any it leaves English); plural forms other than "one" and "other" are a language's own, so
 * they are not asked of a new language.
 */
export function pageLookupWords(catalogue: readonly Readonly<Record<string, string>>[]): Record<string, string> {
  const out: Record<string, string> = {};
  const byEnglish = /^(report\.word|journal\.key|journal\.command|journal|choice)\.(.+)$/;
  for (const words of catalogue)
    for (const key of Object.keys(words)) {
      const m = key.match(byEnglish);
      if (m && !(key in PAGE_WORDS) && !out[key]) out[key] = m[2];
    }
  return out;
}
