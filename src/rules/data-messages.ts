import type { Scenario } from '../model/scenario.js';
import { gameMessages, type Message, type Value } from '../assist/messages.js';

// A game's own wording declared in its rules.yaml (`messages`): each key's English is added to the rules' words
// the first time a procedure of that game says one, so every front end renders it as it renders the engine's,
// and a locale file's `words.rules` words it in that language.

const registered = new WeakSet<object>();

/** A message in the game's own words (or the engine's, for one of its keys), its English registered. */
export function ownMessage(s: Scenario, key: string, values: Record<string, Value>): Message {
  const own = s.rules?.messages;
  if (own && !registered.has(own)) {
    gameMessages(own);
    registered.add(own);
  }
  return { key, values };
}
