// The card sheets' own words, apart from the code that draws them: the locale word check reads every part's words,
// and a build that checks a game's locale need not load the card part to do it.

/** The card sheets' own words in English, by their catalogue keys (part "cards"). */
export const CARD_WORDS = { front: 'cards', back: 'card backs' };
