import { footerAtBottom, sheetSvg, SHEET_FOOTER_HEIGHT } from '../../print/page-furniture.js';
import { mmToPt } from '../../print/units.js';
import type { FlowPage } from './paginate.js';
import { svgText } from '../../print/svg-text.js';

/** Wider than the 6 mm a printer needs: a roster is handled all game, and written on. */
export const MARGIN = mmToPt(10);
const TITLE_SIZE = 13;
const SUBTITLE_SIZE = 8;
/** Title and subtitle, and the space under them. */
const TITLE_HEIGHT = TITLE_SIZE + SUBTITLE_SIZE * 1.5 + 6;

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
export function contentBox(f: Pick<PageFrame, 'width' | 'height' | 'headerHeight'>): {
  x: number;
  y: number;
  width: number;
  height: number;
} {
  const y = MARGIN + TITLE_HEIGHT + (f.headerHeight ?? 0);
  return { x: MARGIN, y, width: f.width - 2 * MARGIN, height: f.height - MARGIN - SHEET_FOOTER_HEIGHT - y };
}

/** A whole page in pt: title, header, the placed blocks and the footer. */
export function pageSvg(f: PageFrame, page: FlowPage | undefined, body = ''): string {
  const box = contentBox(f);
  // Title, headings and instructions are the page's furniture: its layout manifest counts the body as its use.
  const out = [
    '<g class="furniture">',
    svgText(MARGIN, MARGIN + TITLE_SIZE, f.title, { size: TITLE_SIZE, face: 'bold' }),
  ];
  out.push(
    svgText(MARGIN, MARGIN + TITLE_SIZE + SUBTITLE_SIZE * 1.5, f.subtitle, { size: SUBTITLE_SIZE, fill: '#444444' }),
  );
  if (f.header) out.push(f.header(MARGIN, MARGIN + TITLE_HEIGHT));
  if (f.extra) out.push(f.extra);
  out.push('</g>');
  for (const p of page?.placed ?? []) out.push(p.block.draw(box.x + (p.x ?? 0), box.y + p.y));
  out.push(body);
  out.push(footerAtBottom(f.footer, MARGIN, f.height - MARGIN));
  return sheetSvg(f.width, f.height, out);
}
