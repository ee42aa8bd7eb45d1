import { RU } from './ru.js';

// The Russian catalogue behind a function, in a module of its own: in the CLI's bundle this module is an entry
// of its own, required on the first call (rolldown.config.mjs, lazyParses), so an English answer neither parses
// nor starts its 140 kB of words (some 10 ms of a cold `crt`).

/** Sandtable's own words in Russian, by kit part. */
export function ruCatalogue(): typeof RU {
  return RU;
}
