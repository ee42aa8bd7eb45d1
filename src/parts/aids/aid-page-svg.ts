import type { FlowPage, FlowPiece } from './flow-pages.js';
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
  // An aid with no other beside it rules its title across the page, as its neighbours above and below do: a rule
  // as wide as its own table ended short of the others (Veritable's Führer's Interference, Remagen's vehicle hits).
  const across = (p: FlowPiece) =>
    i.page.pieces.every((q) => q === p || q.y >= p.y + p.height || q.y + q.height <= p.y)
      ? i.width - 2 * margin - p.x
      : undefined;
  for (const p of i.page.pieces) {
    const l = i.layouts[p.block];
    const x = margin + p.x;
    let y = margin + p.y;
    const rule = across(p);
    out.push(`<g class="aid" data-aid="${i.ids[p.block]}"${p.continued ? ' data-continued="true"' : ''}>`);
    if (p.continued) {
      out.push(l.continued.draw(x, y, rule));
      y += l.continued.height;
    }
    for (const k of p.strips) {
      out.push(l.strips[k].draw(x, y, k === 0 && !p.continued ? rule : undefined));
      y += l.strips[k].height;
    }
    out.push('</g>');
  }
  out.push(footerAtBottom(i.footer, margin, i.height - margin));
  return sheetSvg(i.width, i.height, out);
}
