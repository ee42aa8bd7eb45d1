import { FONT_FILES, pdfFontFor } from '../fonts.js';
import { pdfInfoEntries, pdfTrimBox, type PdfInfo } from './pdf-info.js';

/** One page: an SVG whose user unit is 1 pt (viewBox 0 0 width height), and the page size in pt. */
export interface SvgPage {
  svg: string;
  width: number;
  height: number;
  /** Optional trim box (print-on-demand cards), in pt from the top-left. */
  trim?: { x: number; y: number; width: number; height: number };
}

/**
 * The fallback of writePdf: SVG pages into one PDF with pdfkit and svg-to-pdfkit. Fonts are registered from the bundled
 * DejaVu TTFs, so every glyph (Cyrillic included) is embedded as a subset. Heavy libraries load here only.
 */
export async function pdfkitPdf(pages: SvgPage[], info: PdfInfo): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const { default: SVGtoPDF } = await import('svg-to-pdfkit');
  const doc = new PDFDocument({ autoFirstPage: false, compress: true, info: pdfInfoEntries(info) });
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  for (const page of pages) {
    doc.addPage({ size: [page.width, page.height], margin: 0 });
    const trim = pdfTrimBox(page);
    if (trim) (doc.page as unknown as { dictionary: { data: Record<string, unknown> } }).dictionary.data.TrimBox = trim;
    SVGtoPDF(doc, page.svg, 0, 0, {
      width: page.width,
      height: page.height,
      assumePt: true,
      fontCallback: (family: string, bold: boolean) => pdfFontFor(family, bold),
    });
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
