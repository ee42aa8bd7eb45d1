import type { FlowPage } from './flow-pages.js';
import { footerAtBottom, sheetSvg } from '../../print/page-furniture.js';
import type { AidLayout } from './strips/strip.js';

/** One page of player aids in pt: each placed piece of each aid, and the footer lines at the bottom. */
export function aidPageSvg(i: {
  page: FlowPage;
  width: number;
  height: number;
  margin: number;
  layouts: AidLayout[];
  ids: string[];
  footer: string[];
}): string {
  const { margin } = i;
  const out: string[] = [];
  for (const p of i.page.pieces) {
    const l = i.layouts[p.block];
    const x = margin + p.x;
    let y = margin + p.y;
    out.push(`<g class="aid" data-aid="${i.ids[p.block]}"${p.continued ? ' data-continued="true"' : ''}>`);
    if (p.continued) {
      out.push(l.continued.draw(x, y));
      y += l.continued.height;
    }
    for (const k of p.strips) {
      out.push(l.strips[k].draw(x, y));
      y += l.strips[k].height;
    }
    out.push('</g>');
  }
  out.push(footerAtBottom(i.footer, margin, i.height - margin));
  return sheetSvg(i.width, i.height, out);
}
