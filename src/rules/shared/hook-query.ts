import type { Scenario } from '../../model/scenario.js';

// What the engine hands every hook a declared procedure names (a salvo's or a battle's check, a battle's card
// play): the game, its journal as read and the fields the engine itself does not read. Each kind adds its own.

export interface HookQuery {
  scenario: Scenario;
  /** The journal's state as read, the game's own keys included. */
  state: Record<string, unknown>;
  journal?: string;
  turn?: number;
  /** The choices of the game options the declared fields take (`option`), by option id. */
  options: Readonly<Record<string, string>>;
  /** The declared fields the engine does not read, by key, as given. */
  flags: Readonly<Record<string, unknown>>;
}
