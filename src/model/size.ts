/**
 * One way to write a size, the same in a game's files and on the command line: a number with its unit ("0.7in",
 * "18mm", "2.5cm", "36pt", `0.7"`), or a fraction of an inch, the way wargamers name counter sizes ("5/8",
 * "5/8in"). A fraction with no unit is inches; a plain number needs its unit.
 */
const MM_PER: Record<string, number> = { mm: 1, cm: 10, in: 25.4, '"': 25.4, pt: 25.4 / 72 };

/** What the size syntax accepts, as written in a file (lower case): the pattern the JSON Schema carries too. */
export const SIZE_PATTERN = /^(\d{1,3}\s*\/\s*\d{1,3}\s*(in|")?|\d{1,9}(\.\d{1,6})?\s*(mm|cm|in|"|pt))$/;

/** The size in mm, or undefined when the text is no size. */
export function sizeToMm(text: string): number | undefined {
  const t = text.trim().toLowerCase();
  const frac = t.match(/^(\d{1,3})\s*\/\s*(\d{1,3})\s*(in|")?$/);
  if (frac) return Number(frac[2]) > 0 ? (Number(frac[1]) / Number(frac[2])) * 25.4 : undefined;
  const m = t.match(/^(\d{1,9}(?:\.\d{1,6})?)\s*(mm|cm|in|"|pt)$/);
  return m ? Number(m[1]) * MM_PER[m[2]] : undefined;
}

export const SIZE_SYNTAX = 'a number with a unit (0.7in, 18mm, 2.5cm, 36pt) or a fraction of an inch (5/8)';

/** A piece of its own shape, width by height: "1in x 0.5in", "25mm x 12.5mm", "1 x 1/2" (inches). */
export const PIECE_SIZE_SYNTAX = 'width x height, each a size (1in x 0.5in, 25mm x 12mm, 5/8 x 5/16)';

/** Width and height in mm of "W x H", each a size as above (a bare number there is inches); undefined if not. */
export function pieceSizeToMm(text: string): { width: number; height: number } | undefined {
  const parts = text
    .trim()
    .toLowerCase()
    .split(/\s*[x×]\s*/);
  if (parts.length !== 2) return undefined;
  const [w, h] = parts.map((p) => sizeToMm(/^\d{1,3}(\.\d{1,6})?$/.test(p) ? `${p}in` : p));
  return w === undefined || h === undefined ? undefined : { width: w, height: h };
}
