import { escapeXml } from '../render/escape.js';
import { FONT_FAMILY } from '../render/fonts.js';
import { PT_PER_IN, mmToPt } from './units.js';

/** Width of the two squares alone, and of the marks with their printed instruction, in pt. */
export const CALIBRATION_SQUARES_WIDTH = PT_PER_IN + 8 + mmToPt(25);
export const CALIBRATION_SIZE = { width: CALIBRATION_SQUARES_WIDTH + 8 + 150, height: PT_PER_IN };

/**
 * Calibration marks: a 1-inch and a 25-mm square, at true size, that a player measures with a ruler to
 * check the sheet printed at 100 %. Returns an SVG fragment in pt with its top-left at (x, y); an empty
 * label leaves out the instruction beside them.
 */
export function calibrationMarks(x: number, y: number, label = 'Print at 100% / actual size: the squares measure 1 in and 25 mm'): string {
  const inch = PT_PER_IN;
  const mm25 = mmToPt(25);
  const textX = inch + 8 + mm25 + 8;
  return `<g class="calibration" transform="translate(${x.toFixed(2)},${y.toFixed(2)})">
  <rect x="0" y="0" width="${inch}" height="${inch}" fill="none" stroke="#000" stroke-width="0.5"/>
  <text x="${inch / 2}" y="${inch / 2 + 3}" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="8">1 in</text>
  <rect x="${inch + 8}" y="0" width="${mm25.toFixed(3)}" height="${mm25.toFixed(3)}" fill="none" stroke="#000" stroke-width="0.5"/>
  <text x="${(inch + 8 + mm25 / 2).toFixed(2)}" y="${(mm25 / 2 + 3).toFixed(2)}" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="8">25 mm</text>
  ${(label ? wrapWords(label, 30) : []).map((l, i) => `<text x="${textX.toFixed(2)}" y="${12 + i * 10}" font-family="${FONT_FAMILY}" font-size="8">${escapeXml(l)}</text>`).join('\n  ')}
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

const FOOTER_WORDS: Record<string, { sheet: (n: number, m: number) => string; note: (id: string) => string }> = {
  en: {
    sheet: (n, m) => `sheet ${n} of ${m}`,
    note: (id) => `Some values on this sheet are reconstructed by Sandtable, not published by the designer: see "sandtable sources ${id}".`,
  },
  ru: {
    sheet: (n, m) => `лист ${n} из ${m}`,
    note: (id) => `Часть значений на этом листе восстановлена Sandtable, а не взята из опубликованной игры: см. «sandtable sources ${id}».`,
  },
};

/**
 * The footer printed on every sheet: game, part, sheet n of m, and a note where values are reconstructed,
 * in the language of the sheet (English for a language it does not know).
 */
export function footerText(opts: { game: string; part: string; page: number; pages: number; reconstructed: boolean; gameId: string; lang?: string }): string[] {
  const words = FOOTER_WORDS[opts.lang ?? 'en'] ?? FOOTER_WORDS.en;
  const first = `${opts.game} · ${opts.part} · ${words.sheet(opts.page, opts.pages)}`;
  return opts.reconstructed ? [first, words.note(opts.gameId)] : [first];
}

export function footerSvg(lines: string[], x: number, y: number, fontSize = 7): string {
  return lines
    .map((l, i) => `<text x="${x.toFixed(2)}" y="${(y + i * (fontSize + 2)).toFixed(2)}" font-family="${FONT_FAMILY}" font-size="${fontSize}" fill="#333">${escapeXml(l)}</text>`)
    .join('\n');
}
