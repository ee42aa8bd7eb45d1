import { FONT_FILES, pdfFontFor } from '../fonts.js';
import { loadTrueType } from '../../layout/lean-pdf/truetype.js';

/** Width of a line of text at font size 1, measured with the DejaVu face the SVG's family/weight selects. */
export function textWidthEm(text: string, family: string, bold: boolean): number {
  const font = loadTrueType(FONT_FILES[pdfFontFor(family, bold) as keyof typeof FONT_FILES]);
  let units = 0;
  for (const ch of text) units += font.advanceOf(font.glyphOf(ch.codePointAt(0)!));
  return units / font.unitsPerEm;
}
