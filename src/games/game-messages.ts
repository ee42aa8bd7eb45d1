import { MODULE, gameHooks, missing } from './game-hooks.js';

// A game's own messages are registered when its src/games/<module>/messages.ts loads (gameMessages in
// src/assist/messages.ts), and that file holds nothing else: a check of a locale's words needs the messages, not
// the rules, whose hooks module loads the rules engine and its schemas (about 50 ms of a cold counters build).
// The import below is a pattern, as game-hooks.ts's is, so no file here lists the games. Only the CLI imports
// this file: the companion page's scripts hold each game's messages through its hooks.

const loaded = new Map<string, Promise<void>>();

/**
 * Registers the messages of the hooks module of that name: from its messages.ts, or, for a module without one,
 * by loading its hooks (a game's messages are wherever its hooks register them). Nothing for a module there is not.
 */
export function loadGameMessages(module: string): Promise<void> {
  if (!MODULE.test(module)) return Promise.resolve();
  let p = loaded.get(module);
  if (!p) {
    p = import(`./${module}/messages.js`).then(
      () => undefined,
      async (e: unknown) => {
        if (!missing(e)) throw e;
        await gameHooks(module);
      },
    );
    loaded.set(module, p);
  }
  return p;
}
