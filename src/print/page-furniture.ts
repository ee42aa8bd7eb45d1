import type { Provenance } from '../model/schema/common.js';
import { catalogueWords, fillWords } from './catalogue/index.js';
import { escapeXml } from './escape.js';
import { FONT_FAMILY } from './fonts.js';
import { svgText } from './svg-text.js';
import { PT_PER_IN, mmToPt } from './units.js';
import { glyphMeasure } from './text-measure.js';
import { wrapText } from './wrap-text.js';

/** Width of the two squares alone, and of the marks with their printed instruction, in pt. */
export const CALIBRATION_SQUARES_WIDTH = PT_PER_IN + 8 + mmToPt(25);
export const CALIBRATION_SIZE = { width: CALIBRATION_SQUARES_WIDTH + 8 + 150, height: PT_PER_IN };

/** The calibration marks' words in English; the catalogue's "footer" part gives them in other languages. */
const CALIBRATION_WORDS = {
  printCheck: 'Print at 100% / actual size: the squares measure 1 in and 25 mm',
  inch: '1 in',
  mm25: '25 mm',
};
const CALIBRATION_FONT = 8;
/** The instruction's column beside the squares (CALIBRATION_SIZE keeps 150 pt for it). */
const CALIBRATION_LABEL_WIDTH = 150;

/**
 * Calibration marks: a 1-inch and a 25-mm square, at true size, that a player measures with a ruler to
 * check the sheet printed at 100 %. Returns an SVG fragment in pt with its top-left at (x, y), in the sheet's
 * language; `label: false` leaves out the instruction beside them.
 */
export function calibrationMarks(
  x: number,
  y: number,
  opts: { lang?: string; label?: boolean; words?: Readonly<Record<string, string>> } = {},
): string {
  const own = opts.words ?? catalogueWords(opts.lang ?? 'en', 'footer');
  const words = {
    printCheck: own.printCheck ?? CALIBRATION_WORDS.printCheck,
    inch: own.inch ?? CALIBRATION_WORDS.inch,
    mm25: own.mm25 ?? CALIBRATION_WORDS.mm25,
  };
  const inch = PT_PER_IN;
  const mm25 = mmToPt(25);
  const textX = inch + 8 + mm25 + 8;
  const square25 =
    `<rect x="${inch + 8}" y="0" width="${mm25.toFixed(3)}" height="${mm25.toFixed(3)}"` +
    ' fill="none" stroke="#000" stroke-width="0.5"/>';
  const text25 =
    `<text x="${(inch + 8 + mm25 / 2).toFixed(2)}" y="${(mm25 / 2 + 3).toFixed(2)}" text-anchor="middle"` +
    ` font-family="${FONT_FAMILY}" font-size="${CALIBRATION_FONT}">${escapeXml(words.mm25)}</text>`;
  const textInch =
    `<text x="${inch / 2}" y="${inch / 2 + 3}" text-anchor="middle" font-family="${FONT_FAMILY}"` +
    ` font-size="${CALIBRATION_FONT}">${escapeXml(words.inch)}</text>`;
  // Measured with the embedded font's widths, so a longer language wraps instead of running off the column;
  // never between a figure and its unit: the squares' own labels ("25 mm") and "100 %" stay whole.
  const unbroken = (t: string) => t.replace(/ /g, '\u00a0');
  const check = [words.inch, words.mm25]
    .reduce((t, measure) => t.split(measure).join(unbroken(measure)), words.printCheck)
    .replace(/(\d) %/g, '$1\u00a0%');
  const lines =
    opts.label === false ? [] : wrapText(check, CALIBRATION_LABEL_WIDTH, CALIBRATION_FONT, glyphMeasure(), 'regular');
  const labelLines = lines.map(
    (l, i) =>
      `<text x="${textX.toFixed(2)}" y="${12 + i * 10}" font-family="${FONT_FAMILY}" font-size="${CALIBRATION_FONT}">` +
      `${escapeXml(l)}</text>`,
  );
  return `<g class="calibration" transform="translate(${x.toFixed(2)},${y.toFixed(2)})">
  <rect x="0" y="0" width="${inch}" height="${inch}" fill="none" stroke="#000" stroke-width="0.5"/>
  ${textInch}
  ${square25}
  ${text25}
  ${labelLines.join('\n  ')}
</g>`;
}

/** How a footer says "sheet n of m", and its note on reconstructed values. */
export interface FooterWords {
  sheet: (n: number, m: number) => string;
  note: (gameId: string) => string;
  /** "original design by NAME", for a designer's own game. */
  credit?: (designer: string) => string;
}

const ENGLISH_FOOTER: FooterWords = {
  sheet: (n, m) => `sheet ${n} of ${m}`,
  // A printed sheet speaks to a reader at the table: no command line in its foot.
  note: () => 'Some values on this sheet are reconstructed by Sandtable, not published by the designer.',
  credit: (name) => `original design by ${name}`,
};

/** Footer words in a language: each the given one (the catalogue's, or the game's locale's), else English. */
function footerWords(lang: string, given?: Readonly<Record<string, string>>): FooterWords {
  const w = given ?? catalogueWords(lang, 'footer');
  return {
    sheet: w.sheet ? (n, m) => fillWords(w.sheet, { n, m }) : ENGLISH_FOOTER.sheet,
    note: w.note ? (game) => fillWords(w.note, { game }) : ENGLISH_FOOTER.note,
    credit: w.credit ? (name) => fillWords(w.credit, { name }) : ENGLISH_FOOTER.credit,
  };
}

/** The footer's and calibration squares' words in English, by their catalogue keys (part "footer"). */
export const FOOTER_WORDS: Readonly<Record<string, string>> = {
  sheet: 'sheet {n} of {m}',
  note: ENGLISH_FOOTER.note('{game}'),
  credit: 'original design by {name}',
  ...CALIBRATION_WORDS,
};

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
  /** The footer's words in the sheet's language, the game's locale's over the catalogue's (catalogue ownWords). */
  footer?: Readonly<Record<string, string>>;
  /** The game's default provenance: a designer's own game is credited to them on every sheet. */
  own?: Provenance;
  /** The note on reconstructed values in the sheet's own words, where it says more than the usual one. */
  note?: string;
}): string[] {
  const words = opts.words ?? footerWords(opts.lang ?? 'en', opts.footer);
  const credit = opts.own && 'original' in opts.own ? (words.credit ?? ENGLISH_FOOTER.credit)?.(opts.own.original) : '';
  const first = `${opts.game}${credit ? ` (${credit})` : ''} · ${opts.part} · ${words.sheet(opts.page, opts.pages)}`;
  return opts.reconstructed ? [first, opts.note ?? words.note(opts.gameId)] : [first];
}

/** The footer lines, grouped as page furniture: a layout manifest leaves them out of the page's used share. */
export function footerSvg(lines: string[], x: number, y: number, fontSize = 7): string {
  const text = lines.map((l, i) => svgText(x, y + i * (fontSize + 2), l, { size: fontSize, fill: '#333' }));
  return `<g class="furniture">${text.join('\n')}</g>`;
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
