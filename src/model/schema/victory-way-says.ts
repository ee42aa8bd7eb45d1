import { strict, text } from './common.js';

// A report's own words for ways to win (docs/rules-model.md, `says`): each text replaces one of Sandtable's step
// lines, in English, with `{name}` filled from the step's values; its key is "<procedure>.says.<where>.<step>", by
// which a locale file's `words.rules` words it in another language. A text left out keeps Sandtable's line.

const said = text.min(1);

/** For the whole report: its title ("{game}: victory"), and its closing level line ("" leaves it out). */
export const waysSays = strict({ title: said, level: text }).partial();

/** For an input: its count given or not known, and what is said when no way decides for want of it. */
export const inputSays = strict({ count: said, unknown: said, undecided: said, result: said }).partial();

/**
 * For a way: the place held (and its three states), the count reached, the band, the gap, the difference, and the
 * refusal of a place the difference does not count.
 */
export const waySays = strict({
  held: said,
  isHeld: said,
  notHeld: said,
  contested: said,
  reached: said,
  band: said,
  gap: said,
  difference: said,
  notCounted: said,
}).partial();
