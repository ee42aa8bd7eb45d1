import { pdfFontFor } from '../../print/fonts.js';
import { glyphMeasure } from '../../print/text-measure.js';

/** Width of a line of text at font size 1, measured with the DejaVu face the SVG's family/weight selects. */
export function textWidthEm(text: string, family: string, bold: boolean): number {
  return glyphMeasure().width(text, 1, pdfFontFor(family, bold));
}
