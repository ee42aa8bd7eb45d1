import type { Box } from '../../print/duplex.js';
import { calibrationMarks, footerSvg } from '../../print/page-furniture.js';
import { FONT_FAMILY } from '../../print/fonts.js';
import { escapeXml } from '../../print/escape.js';

export interface FaceOnSheet extends Box {
  rotation: 0 | 180;
  /** The face as its template drew it, in a `box` × `box` square. */
  svg: string;
}

export interface CounterSheetPage {
  width: number;
  height: number;
  /** Side of the square the face templates draw in. */
  box: number;
  faces: FaceOnSheet[];
  marks: string;
  calibration: { x: number; y: number };
  footer: { x: number; y: number; lines: string[] };
  foldY?: number;
  /** The sheet's language, for the calibration marks and the fold line's words. */
  lang: string;
  /** The calibration squares' words in that language (the game's locale's over the catalogue's). */
  calibrationWords?: Readonly<Record<string, string>>;
  foldWords: string;
}

const f = (n: number) => (Math.round(n * 10000) / 10000).toString();

/**
 * One side of a counter sheet as SVG, 1 unit = 1 pt, with unitless width and height (as the PNG and PDF steps
 * need).
 */
export function counterSheetSvg(p: CounterSheetPage): string {
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${f(p.width)}" height="${f(p.height)}"` +
      ` viewBox="0 0 ${f(p.width)} ${f(p.height)}">`,
  ];
  out.push(`<rect x="0" y="0" width="${f(p.width)}" height="${f(p.height)}" fill="#ffffff"/>`);
  for (const face of p.faces) {
    // The template box is p.box on the piece's short side (a square counter: on both).
    const k = Math.min(face.width, face.height) / p.box;
    const place =
      face.rotation === 180
        ? `translate(${f(face.x + face.width)},${f(face.y + face.height)}) rotate(180)`
        : `translate(${f(face.x)},${f(face.y)})`;
    out.push(`<g transform="${place} scale(${f(k)})">${face.svg}</g>`);
  }
  out.push(p.marks);
  if (p.foldY !== undefined) {
    out.push(
      `<line x1="${f(p.calibration.x)}" y1="${f(p.foldY)}" x2="${f(p.width - p.calibration.x)}" y2="${f(p.foldY)}"` +
        ' stroke="#777777" stroke-width="0.5" stroke-dasharray="4 3"/>',
      `<text x="${f(p.calibration.x)}" y="${f(p.foldY - 3)}" font-family="${FONT_FAMILY}" font-size="6"` +
        ` fill="#555555">${escapeXml(p.foldWords)}</text>`,
    );
  }
  out.push(calibrationMarks(p.calibration.x, p.calibration.y, { lang: p.lang, words: p.calibrationWords }));
  out.push(footerSvg(p.footer.lines, p.footer.x, p.footer.y));
  out.push('</svg>');
  return out.join('\n');
}
