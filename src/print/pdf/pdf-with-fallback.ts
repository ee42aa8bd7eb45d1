import type { PdfInfo, SvgPage } from './pdf-document.js';
import { leanSvgPagesToPdf } from './lean-svg-pages-to-pdf.js';
import { UnsupportedSvg } from './unsupported.js';

/**
 * SVG pages → PDF, with the lean writer when the pages only use what it draws, else with the general
 * pdfkit converter (svgPagesToPdf). `onFallback` hears why, so a designer knows why a build got slower.
 */
export async function svgPagesToPdfFast(pages: SvgPage[], info: PdfInfo, onFallback: (why: string) => void = () => {}): Promise<Buffer> {
  try {
    return leanSvgPagesToPdf(pages, info);
  } catch (e) {
    if (!(e instanceof UnsupportedSvg)) throw e;
    onFallback(e.message);
    const { svgPagesToPdf } = await import('./pdf-document.js');
    return svgPagesToPdf(pages, info);
  }
}
