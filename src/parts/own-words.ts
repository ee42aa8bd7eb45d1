import type { CataloguePart } from '../print/catalogue/index.js';
import { FOOTER_WORDS } from '../print/page-furniture.js';
import { AID_STRINGS } from './aids/aid-strings.js';
import { CARD_WORDS } from './cards/card-words.js';
import { PAGE_WORDS } from './companion/companion-words.js';
import { COUNTER_WORDS, DUPLEX_WORDS } from './counters/counter-words.js';
import { MAP_WORDS } from './map/map-words.js';
import { ROSTER_STRINGS } from './roster/roster-words.js';

/**
 * Sandtable's own words in English, by kit part and key, as the catalogue and a game's locale `words:` key them:
 * what a locale in a new language is checked against. The rules' messages are the assist's (RULES_EN), below the
 * parts, and are added by the caller.
 */
export const KIT_WORDS: Readonly<Record<Exclude<CataloguePart, 'rules'>, Readonly<Record<string, string>>>> = {
  aids: AID_STRINGS,
  map: MAP_WORDS,
  counters: { ...COUNTER_WORDS, ...DUPLEX_WORDS },
  cards: CARD_WORDS,
  roster: ROSTER_STRINGS,
  companion: PAGE_WORDS,
  footer: FOOTER_WORDS,
};
