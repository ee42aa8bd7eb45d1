import { footerSvg } from '../../layout/page-furniture.js';
import { mmToPt } from '../../layout/units.js';
import type { FlowPage } from './paginate.js';
import { svgText } from './svg-text.js';

/** Wider than the 6 mm a printer needs: a roster is handled all game, and written on. */
export const MARGIN = mmToPt(10);
export const FOOTER_FONT = 6.5;
const TITLE_SIZE = 13;
const SUBTITLE_SIZE = 8;
/** Title and subtitle, and the space under them. */
export const TITLE_HEIGHT = TITLE_SIZE + SUBTITLE_SIZE * 1.5 + 6;
export const FOOTER_HEIGHT = 2 * (FOOTER_FONT + 2) + mmToPt(3);

export interface PageFrame {
  width: number;
  height: number;
  title: string;
  subtitle: string;
  /** Drawn under the title on every page, e.g. column headings; `headerHeight` tall. */
  header?: (x: number, y: number) => string;
  headerHeight?: number;
  /** Extra furniture, e.g. calibration squares, drawn as is. */
  extra?: string;
  footer: string[];
}

/** Where a page's flowing content starts, and how much height it has. */
export function contentBox(f: Pick<PageFrame, 'width' | 'height' | 'headerHeight'>): { x: number; y: number; width: number; height: number } {
  const y = MARGIN + TITLE_HEIGHT + (f.headerHeight ?? 0);
  return { x: MARGIN, y, width: f.width - 2 * MARGIN, height: f.height - MARGIN - FOOTER_HEIGHT - y };
}

/** A whole page in pt: white ground, title, header, the placed blocks and the footer. */
export function pageSvg(f: PageFrame, page: FlowPage | undefined, body = ''): string {
  const box = contentBox(f);
  const out = [`<rect x="0" y="0" width="${f.width.toFixed(2)}" height="${f.height.toFixed(2)}" fill="#ffffff"/>`];
  out.push(svgText(MARGIN, MARGIN + TITLE_SIZE, f.title, { size: TITLE_SIZE, face: 'bold' }));
  out.push(svgText(MARGIN, MARGIN + TITLE_SIZE + SUBTITLE_SIZE * 1.5, f.subtitle, { size: SUBTITLE_SIZE, fill: '#444444' }));
  if (f.header) out.push(f.header(MARGIN, MARGIN + TITLE_HEIGHT));
  if (f.extra) out.push(f.extra);
  for (const p of page?.placed ?? []) out.push(p.block.draw(box.x, box.y + p.y));
  out.push(body);
  const footerTop = f.height - MARGIN - (f.footer.length - 1) * (FOOTER_FONT + 2);
  out.push(footerSvg(f.footer, MARGIN, footerTop, FOOTER_FONT));
  const w = f.width.toFixed(2), h = f.height.toFixed(2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">\n${out.join('\n')}\n</svg>\n`;
}
