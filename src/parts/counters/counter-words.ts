// The counter sheets' own words, apart from the code that draws them: the locale word check reads every part's
// words, and a build that checks a game's locale need not load the counter part to do it.

/** The counter sheets' own words in English, by their catalogue keys (part "counters"); DUPLEX_WORDS has the rest. */
export const COUNTER_WORDS = {
  fold: 'counters, fronts and backs to fold',
  front: 'counters, front',
  back: 'counters, back',
  foldHere: 'fold here, fronts out, then glue',
  // A marker that is itself ours (Veritable's three RAF, its two sequence markers, the VP marker) is named in the foot:
  // the order of battle daggers each reconstructed unit, but no sheet lists the markers.
  'note.pieces': 'Reconstructed by Sandtable, not published by the designer: some values, and the counters {names}.',
  'note.pieces.many': 'Reconstructed by Sandtable, not published by the designer: some values, and some counters.',
};

/** The sheet's words in English, with {placeholders}; the catalogue's "counters" part has them in other languages. */
export const DUPLEX_WORDS = {
  'duplex.front': '{game}: duplex check, front',
  'duplex.back': '{game}: duplex check, back',
  'duplex.long': 'long-edge',
  'duplex.short': 'short-edge',
  'duplex.print':
    'Print this page and the next on one sheet, {edge} duplex, at 100% / actual size, as you will print the counters.',
  'duplex.turn': 'Then turn the sheet over and read the scales on the back.',
  'duplex.hold': 'Hold this side up to a light. The crosses printed on the front show through the paper.',
  'duplex.read':
    'Read where each cross falls on the grid: X along the top, Y down the left side, in mm. ' +
    'That is how far the back must move:',
  'duplex.add':
    'add X,Y to the --back-offset this sheet was printed with ({current}). ' +
    'Use the middle grid; the corners show skew or scaling.',
  'duplex.axis': 'X (mm)',
};
export type DuplexWords = Record<keyof typeof DUPLEX_WORDS, string>;
