import { catalogueWords, fillWords } from './catalogue/index.js';
import { escapeXml } from './escape.js';
import { FONT_FAMILY } from './fonts.js';
import { svgText } from './svg-text.js';
import { PT_PER_IN, mmToPt } from './units.js';

/** Width of the two squares alone, and of the marks with their printed instruction, in pt. */
export const CALIBRATION_SQUARES_WIDTH = PT_PER_IN + 8 + mmToPt(25);
export const CALIBRATION_SIZE = { width: CALIBRATION_SQUARES_WIDTH + 8 + 150, height: PT_PER_IN };

/**
 * Calibration marks: a 1-inch and a 25-mm square, at true size, that a player measures with a ruler to
 * check the sheet printed at 100 %. Returns an SVG fragment in pt with its top-left at (x, y); an empty
 * label leaves out the instruction beside them.
 */
export function calibrationMarks(
  x: number,
  y: number,
  label = 'Print at 100% / actual size: the squares measure 1 in and 25 mm',
): string {
  const inch = PT_PER_IN;
  const mm25 = mmToPt(25);
  const textX = inch + 8 + mm25 + 8;
  const square25 =
    `<rect x="${inch + 8}" y="0" width="${mm25.toFixed(3)}" height="${mm25.toFixed(3)}"` +
    ' fill="none" stroke="#000" stroke-width="0.5"/>';
  const text25 =
    `<text x="${(inch + 8 + mm25 / 2).toFixed(2)}" y="${(mm25 / 2 + 3).toFixed(2)}" text-anchor="middle"` +
    ` font-family="${FONT_FAMILY}" font-size="8">25 mm</text>`;
  const labelLines = (label ? wrapWords(label, 30) : []).map(
    (l, i) =>
      `<text x="${textX.toFixed(2)}" y="${12 + i * 10}" font-family="${FONT_FAMILY}" font-size="8">` +
      `${escapeXml(l)}</text>`,
  );
  return `<g class="calibration" transform="translate(${x.toFixed(2)},${y.toFixed(2)})">
  <rect x="0" y="0" width="${inch}" height="${inch}" fill="none" stroke="#000" stroke-width="0.5"/>
  <text x="${inch / 2}" y="${inch / 2 + 3}" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="8">1 in</text>
  ${square25}
  ${text25}
  ${labelLines.join('\n  ')}
</g>`;
}

function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const w of text.split(' ')) {
    if (line && line.length + 1 + w.length > width) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(line);
  return lines;
}

/** How a footer says "sheet n of m", and its note on reconstructed values. */
export interface FooterWords {
  sheet: (n: number, m: number) => string;
  note: (gameId: string) => string;
}

const ENGLISH_FOOTER: FooterWords = {
  sheet: (n, m) => `sheet ${n} of ${m}`,
  note: (id) =>
    'Some values on this sheet are reconstructed by Sandtable, not published by the designer: ' +
    `see "sandtable sources ${id}".`,
};

/** Footer words in a language: the catalogue's, or English for a language it does not know. */
function footerWords(lang: string): FooterWords {
  const w = catalogueWords(lang, 'footer');
  if (!w.sheet || !w.note) return ENGLISH_FOOTER;
  return { sheet: (n, m) => fillWords(w.sheet, { n, m }), note: (game) => fillWords(w.note, { game }) };
}

/** Footer words from a sheet's own translated "sheet" and "of", with its own note. */
export function sheetFooterWords(
  w: { str(key: 'sheet' | 'of'): string },
  note: (gameId: string) => string,
): FooterWords {
  return { sheet: (n, m) => `${w.str('sheet')} ${n} ${w.str('of')} ${m}`, note };
}

/**
 * The footer printed on every sheet: game, part, sheet n of m, and a note where values are reconstructed,
 * in the language of the sheet (English for a language it does not know), or in the words given.
 */
export function footerText(opts: {
  game: string;
  part: string;
  page: number;
  pages: number;
  reconstructed: boolean;
  gameId: string;
  lang?: string;
  words?: FooterWords;
}): string[] {
  const words = opts.words ?? footerWords(opts.lang ?? 'en');
  const first = `${opts.game} · ${opts.part} · ${words.sheet(opts.page, opts.pages)}`;
  return opts.reconstructed ? [first, words.note(opts.gameId)] : [first];
}

export function footerSvg(lines: string[], x: number, y: number, fontSize = 7): string {
  return lines.map((l, i) => svgText(x, y + i * (fontSize + 2), l, { size: fontSize, fill: '#333' })).join('\n');
}

/** The small footer of the aid and roster sheets, and the room they keep for its two lines. */
const SHEET_FOOTER_FONT = 6.5;
export const SHEET_FOOTER_HEIGHT = 2 * (SHEET_FOOTER_FONT + 2) + mmToPt(3);

/** Footer lines set upwards from `bottom`, so that the last line sits on the bottom margin however many there are. */
export function footerAtBottom(lines: string[], x: number, bottom: number, fontSize = SHEET_FOOTER_FONT): string {
  return footerSvg(lines, x, bottom - (lines.length - 1) * (fontSize + 2), fontSize);
}

/**
 * A whole sheet as a standalone SVG in pt, the parts drawn over a white ground so that a PNG of it is not
 * transparent.
 */
export function sheetSvg(width: number, height: number, parts: string[]): string {
  const w = width.toFixed(2);
  const h = height.toFixed(2);
  const ground = `<rect x="0" y="0" width="${w}" height="${h}" fill="#ffffff"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">\n` +
    `${[ground, ...parts].join('\n')}\n</svg>\n`
  );
}
