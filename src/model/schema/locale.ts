import type { z } from 'zod';
import { strict, name, text, key, record, LIMITS } from './common.js';

export const localeFile = strict({
  language: name.min(2),
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
});

export type LocaleFile = z.infer<typeof localeFile>;
