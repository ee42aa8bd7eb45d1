import { escapeXml } from '../../print/escape.js';
import { FONT_FAMILY } from '../../print/fonts.js';
import { placeSvg } from '../../print/place-svg.js';
import type { PlannedPage, Placement } from './plan-sheets.js';
import { FOOTER_SIZE, type SheetGrid } from './sheet-grid.js';
import { cropMarks } from './crop-marks.js';

export interface CardPageInputs {
  page: PlannedPage;
  placements: Placement[];
  /** Rendered template per placement: the face's or the back's SVG. */
  svgOf(p: Placement): string;
  cardIdOf(p: Placement): string;
  bleed: number;
  /** Sheet layout only: crop marks, fold line and footer. */
  grid?: SheetGrid;
  footer?: string;
}

/** One page of cards as an SVG in pt: the cards, and on sheets their crop marks, fold line and footer. */
export function cardPageSvg(i: CardPageInputs): string {
  const { page, grid } = i;
  const parts: string[] = [`<rect x="0" y="0" width="${page.width}" height="${page.height}" fill="#ffffff"/>`];
  i.placements.forEach((p, n) => {
    parts.push(
      placeSvg(
        i.svgOf(p),
        p.box.x - i.bleed,
        p.box.y - i.bleed,
        `p${page.number}c${n}`,
        `class="card" data-side="${p.side}" data-card="${escapeXml(i.cardIdOf(p))}"`,
        {
          angle: p.rotation,
          cx: p.box.width / 2 + i.bleed,
          cy: p.box.height / 2 + i.bleed,
        },
      ),
    );
  });
  if (grid && page.sides.includes('front')) {
    parts.push(cropMarks(grid));
    if (grid.foldY !== undefined) {
      const y = grid.foldY.toFixed(2);
      parts.push(
        `<line x1="0" y1="${y}" x2="${page.width}" y2="${y}"` +
          ' stroke="#777777" stroke-width="0.5" stroke-dasharray="4 3"/>',
        `<text x="${(page.width / 2).toFixed(2)}" y="${(grid.foldY - 2).toFixed(2)}" text-anchor="middle"` +
          ` font-family="${FONT_FAMILY}" font-size="5" fill="#777777">fold here, glue, then cut</text>`,
      );
    }
  }
  if (grid && i.footer) {
    const f = grid.footer;
    const t = `font-family="${FONT_FAMILY}" font-size="${FOOTER_SIZE}" fill="#333333"`;
    parts.push(
      f.rotate
        ? `<text transform="translate(${f.x.toFixed(2)},${f.y.toFixed(2)}) rotate(-90)" x="0" y="0"` +
            ` ${t}>${escapeXml(i.footer)}</text>`
        : `<text x="${f.x.toFixed(2)}" y="${f.y.toFixed(2)}" ${t}>${escapeXml(i.footer)}</text>`,
    );
  }
  const w = page.width.toFixed(2);
  const h = page.height.toFixed(2);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">\n` +
    `${parts.join('\n')}\n</svg>\n`
  );
}
