import { z } from 'zod';
import { record, text } from './common.js';

// rules.yaml `messages`: a game's own wording, as keyed messages with their English. A procedure names these keys
// where the engine's own words would not read as the game's (a roll's title, what each result means); a locale
// file words the same keys in its language under `words.rules`, as it does the engine's.

/** A message key: dotted words, "my-game.roll.title". */
export const messageKey = z
  .string()
  .max(100)
  .regex(/^[a-z][a-zA-Z0-9-]*(\.[a-zA-Z0-9-]+)+$/, 'a message key is dotted words, e.g. my-game.roll.title');

/** Each key's English template: `{name}` takes a value the procedure gives (the list is in docs/rules-model.md). */
export const ruleMessages = record(messageKey, text).default({});

export type RuleMessages = z.infer<typeof ruleMessages>;
