import type { FlowPage } from '../../layout/aids-pages.js';
import { footerSvg } from '../../layout/page-furniture.js';
import type { AidLayout } from './strips/strip.js';

export const FOOTER_FONT = 6.5;

/** One page of player aids in pt: each placed piece of each aid, and the footer lines at the bottom. */
export function aidPageSvg(i: { page: FlowPage; width: number; height: number; margin: number; layouts: AidLayout[]; ids: string[]; footer: string[] }): string {
  const { margin } = i;
  const out: string[] = [`<rect x="0" y="0" width="${i.width.toFixed(2)}" height="${i.height.toFixed(2)}" fill="#ffffff"/>`];
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
  const footerTop = i.height - margin - (i.footer.length - 1) * (FOOTER_FONT + 2);
  out.push(footerSvg(i.footer, margin, footerTop, FOOTER_FONT));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${i.width.toFixed(2)}" height="${i.height.toFixed(2)}" viewBox="0 0 ${i.width.toFixed(2)} ${i.height.toFixed(2)}">\n${out.join('\n')}\n</svg>\n`;
}
