import { strict, text } from './common.js';

// A report's own words for ways to win (docs/rules-model.md, `says`): each text replaces one of Sandtable's step
// lines, in English, with `{name}` filled from the step's values; its key is "<procedure>.says.<where>.<step>", by
// which a locale file's `words.rules` words it in another language. A text left out keeps Sandtable's line.

const said = text.min(1);

/** For the whole report: its title ("{game}: victory"), and its closing level line ("" leaves it out). */
export const waysSays = strict({
  /** The report's heading in the game's own words: `{game}` is the game's title. */
  title: said,
  /** The closing line, `{result}` the level reached and `{section}` its rule ("Level: {result}"); "" leaves it out. */
  level: text,
}).partial();

/** For an input: its count given or not known, and what is said when no way decides for want of it. */
export const inputSays = strict({
  /** The count given, `{label}` the input's label and `{count}` the number ("{label}: {count}"). */
  count: said,
  /** The count not given, `{label}` the input's label ("{label}: not known"). */
  unknown: said,
  /** No way decides without it, `{label}` the input's label ("Not decided until {label} is known"). */
  undecided: said,
  /** The result said in its place while it is not known, `{label}` the input's label. */
  result: said,
}).partial();

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
