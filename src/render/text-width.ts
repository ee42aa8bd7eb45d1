import { FONT_FILES } from './fonts.js';

export type FontFace = keyof typeof FONT_FILES;

/** Widths of text in pt as the PDF and the PNG will set it: both use the same DejaVu files. */
export interface TextMeasure {
  width(text: string, size: number, face?: FontFace): number;
}

let cached: TextMeasure | undefined;

/**
 * SVG cannot wrap text, so lines are broken before drawing; measuring with the very fonts the PDF embeds
 * keeps a wrapped line inside its box. pdfkit loads here only, on the first call.
 */
export async function loadTextMeasure(): Promise<TextMeasure> {
  if (cached) return cached;
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ autoFirstPage: false });
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, file);
  const memo = new Map<string, number>();
  cached = {
    width(text, size, face = 'regular') {
      const key = `${face}\u0000${text}`;
      let unit = memo.get(key);
      if (unit === undefined) {
        unit = doc.font(face).fontSize(1000).widthOfString(text) / 1000;
        memo.set(key, unit);
      }
      return unit * size;
    },
  };
  return cached;
}
