import { pdfInfoEntries, pdfTrimBox, type PdfInfo, type SvgPage } from './pdf-document.js';
import { PdfWriter, num, pdfText } from './pdf-writer.js';
import { embedType0Font } from './pdf-type0-font.js';
import { ContentBuilder, newResources } from './svg-to-pdf-content.js';
import { parseXml } from './xml-tree.js';
import { UnsupportedSvg } from './unsupported.js';

/**
 * SVG pages → PDF without pdfkit, for the plain SVG Sandtable's own templates draw (shapes, paths,
 * single-line text, nested viewports, transforms, flat colours). Loading pdfkit and fontkit alone takes
 * longer than a whole counter sheet should; this writer embeds the same DejaVu fonts as subsets.
 * Throws UnsupportedSvg when a page uses anything else, so the caller can use svgPagesToPdf instead.
 */
export function leanSvgPagesToPdf(pages: SvgPage[], info: PdfInfo): Buffer {
  const res = newResources();
  const contents = pages.map((p, i) => {
    try {
      return new ContentBuilder(res).page(parseXml(p.svg), p.width, p.height);
    } catch (e) {
      // Path data or XML it cannot read: the general converter is more forgiving.
      if (e instanceof UnsupportedSvg) throw e;
      throw new UnsupportedSvg(`page ${i + 1} (${(e as Error).message})`);
    }
  });
  const pdf = new PdfWriter();
  const catalog = pdf.alloc();
  const pagesRef = pdf.alloc();
  const fonts = [...res.fonts.values()].map((f) => `/${f.name} ${embedType0Font(pdf, f.font, f.use)} 0 R`).join(' ');
  const states = [...res.states].map(([name, [fill, stroke]]) => `/${name} << /Type /ExtGState /ca ${num(fill)} /CA ${num(stroke)} >>`).join(' ');
  const resources = pdf.add(`<< /ProcSet [/PDF /Text] /Font << ${fonts} >> /ExtGState << ${states} >> >>`);
  const kids = pages.map((p, i) => {
    const content = pdf.stream(contents[i]);
    const box = pdfTrimBox(p);
    const trim = box ? ` /TrimBox [${box.map(num).join(' ')}]` : '';
    return pdf.add(`<< /Type /Page /Parent ${pagesRef} 0 R /MediaBox [0 0 ${num(p.width)} ${num(p.height)}]${trim} /Resources ${resources} 0 R /Contents ${content} 0 R >>`);
  });
  pdf.set(pagesRef, `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`);
  pdf.set(catalog, `<< /Type /Catalog /Pages ${pagesRef} 0 R >>`);
  const meta = Object.entries({ ...pdfInfoEntries(info), Producer: 'Sandtable lean PDF writer' }).map(([k, v]) => `/${k} ${pdfText(v)}`);
  const infoRef = pdf.add(`<< ${meta.join(' ')} >>`);
  return pdf.toBuffer(catalog, infoRef);
}
