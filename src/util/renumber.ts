// One rule for finding a map's cell names inside a sentence, used wherever a text is shown in a language whose map
// numbers the cells its own way (Veritable's Russian map prints "0909" where the English prints "I9"): the printed
// sheets, the companion page and the CLI. The same reading on all three keeps a report naming the hex the player
// sees on the map in their language.

/**
 * Letters and digits as one word: "F3", "0603", "6.3". A rule section ("6.5.2") is not one word, nor the number of a
 * unit's id ("gr-1051"), which follows a letter and a hyphen; a hexside's second hex ("H8-I9") is a word.
 */
const CELL_WORD = /(?<![\p{L}\p{N}.])(?<!\p{L}-)[\p{L}\p{N}]+(?:\.\d+)?(?![\p{L}\p{N}]|\.\d)/gu;

/** The text with every word that is a key of `cells` (a cell's label in one numbering) written as its value. */
export function renumberCells(text: string, cells: Readonly<Record<string, string>> | undefined): string {
  if (!cells) return text;
  return text.replace(CELL_WORD, (word) => (Object.hasOwn(cells, word) ? cells[word] : word));
}
