import type { z } from 'zod';
import { strict, name, text, key, record, LIMITS } from './common.js';

export const localeFile = strict({
  /** The language's code, as game.yaml `locales` lists it and the file is named (`ru` for locales/ru.yaml). */
  language: name.min(2),
  /**
   * The game's title in this language (game.yaml `title`). It goes with the folder: a copy under another id keeps
   * it, where a title in `names` under the game's id would be lost with the id.
   */
  title: text.min(1).optional(),
  /** Names by id: units, formations, places, areas, charts, terrain types. */
  names: record(key(), text).default({}),
  /** Headings and fixed words: chart column headings, legend entries, labels. */
  strings: record(key(LIMITS.textChars), text).default({}),
  /** Chart cells translated, by chart id then the English text. */
  chartText: record(key(), record(key(LIMITS.textChars), text), LIMITS.items).default({}),
  /**
   * The game's procedure screens and messages, by a key that begins with a procedure's id in rules.yaml:
   * "combat" its title, "combat.attacker" a field's label, "combat.attacker.hint" its hint.
   */
  procedures: record(key(), text).default({}),
  /**
   * Sandtable's own words in this language, by kit part then the word's key: sheet headings, aid titles, the
   * rules' messages, the page's buttons. `sandtable locale GAME LANG --write` adds every missing one with its
   * English as a placeholder. They serve where the game's `strings` have none, before Sandtable's own catalogue.
   */
  words: strict({
    /** Words of the printed aids (charts, the sequence of play), by key. */
    aids: record(key(), text).default({}),
    /** Words of the printed map (its key, scale and boxes), by key. */
    map: record(key(), text).default({}),
    /** Words of the counter sheets, by key. */
    counters: record(key(), text).default({}),
    /** Words of the card sheets, by key. */
    cards: record(key(), text).default({}),
    /** Words of the miniatures roster, by key. */
    roster: record(key(), text).default({}),
    /** Words of the companion page (its buttons, tabs and forms), by key. */
    companion: record(key(), text).default({}),
    /** Words of the sheets' footers (sources and provenance), by key. */
    footer: record(key(), text).default({}),
    /** The rules' messages, by key: the engine's own (`combat.rolled`) and the game's (`combat.says.title`). */
    rules: record(key(), text).default({}),
  }).default({ aids: {}, map: {}, counters: {}, cards: {}, roster: {}, companion: {}, footer: {}, rules: {} }),
});

export type LocaleFile = z.infer<typeof localeFile>;
