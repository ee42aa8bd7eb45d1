import { escapeXml } from '../render/escape.js';
import { FONT_FAMILY } from '../render/fonts.js';
import { PT_PER_IN, mmToPt } from './units.js';

/**
 * Calibration marks: a 1-inch and a 25-mm square a player measures with a ruler to check the
 * sheet printed at 100 %. Returns an SVG fragment in pt, its top-left at (x, y); it is 150 × 30 pt.
 */
export function calibrationMarks(x: number, y: number, label = 'Print at 100% / actual size: squares are 1 in and 25 mm'): string {
  const inch = PT_PER_IN;
  const mm25 = mmToPt(25);
  const s = 0.35;
  return `<g class="calibration" transform="translate(${x.toFixed(2)},${y.toFixed(2)}) scale(${s})">
  <rect x="0" y="0" width="${inch}" height="${inch}" fill="none" stroke="#000" stroke-width="${0.5 / s}"/>
  <text x="${inch / 2}" y="${inch / 2 + 5}" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="14">1 in</text>
  <rect x="${inch + 12}" y="0" width="${mm25}" height="${mm25}" fill="none" stroke="#000" stroke-width="${0.5 / s}"/>
  <text x="${inch + 12 + mm25 / 2}" y="${mm25 / 2 + 5}" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="14">25 mm</text>
  <text x="${inch + mm25 + 24}" y="${inch / 2 + 5}" font-family="${FONT_FAMILY}" font-size="16">${escapeXml(label)}</text>
</g>`;
}

/** The footer printed on every sheet: game, part, sheet n of m, and a note where values are reconstructed. */
export function footerText(opts: { game: string; part: string; page: number; pages: number; reconstructed: boolean; gameId: string }): string[] {
  const first = `${opts.game} · ${opts.part} · sheet ${opts.page} of ${opts.pages}`;
  return opts.reconstructed
    ? [first, `Some values on this sheet are reconstructed by Sandtable, not published by the designer: see "sandtable sources ${opts.gameId}".`]
    : [first];
}

export function footerSvg(lines: string[], x: number, y: number, fontSize = 7): string {
  return lines
    .map((l, i) => `<text x="${x.toFixed(2)}" y="${(y + i * (fontSize + 2)).toFixed(2)}" font-family="${FONT_FAMILY}" font-size="${fontSize}" fill="#333">${escapeXml(l)}</text>`)
    .join('\n');
}
