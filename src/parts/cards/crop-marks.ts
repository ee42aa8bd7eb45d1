import { MIN_MARGIN_PT } from '../../print/paper.js';
import { mmToPt } from '../../print/units.js';
import { CROP_GAP, CROP_MIN, FOOTER_BAND, type SheetGrid } from './sheet-grid.js';

const LONGEST = mmToPt(5);

/**
 * Lines on the cut lines' extensions outside the cards' bleed, above, below and either side of the grid
 * (and either side of the backs in fold mode), where a guillotine or a knife lines up. Marks stop short of
 * the footer's band (up the left side or under the grid), so they never strike through its words. Returns SVG.
 */
export function cropMarks(g: SheetGrid, stroke = 0.4): string {
  const xs = new Set<number>();
  const ys = new Set<number>();
  const r = (n: number) => Math.round(n * 100) / 100;
  for (let c = 0; c < g.cols; c++) {
    const x = g.origin.x + c * (g.card.width + g.gap);
    xs.add(r(x)).add(r(x + g.card.width));
  }
  const rowEdges = (top: number) => {
    for (let k = 0; k < g.rows; k++) {
      const y = top + k * (g.card.height + g.gap);
      ys.add(r(y)).add(r(y + g.card.height));
    }
  };
  rowEdges(g.origin.y);
  const gridW = g.cols * g.card.width + (g.cols - 1) * g.gap;
  const gridH = g.rows * g.card.height + (g.rows - 1) * g.gap;
  const top = g.origin.y;
  let bottom = g.origin.y + gridH;
  if (g.foldY !== undefined) {
    const backTop = 2 * g.foldY - bottom;
    rowEdges(backTop);
    bottom = backTop + gridH;
  }
  const left = g.origin.x;
  const right = g.origin.x + gridW;
  const { width: W, height: H } = g.page;
  // From just outside the bleed outward, stopping short of the page edge; never shorter than CROP_MIN.
  const length = (space: number) => Math.max(CROP_MIN, Math.min(LONGEST, space - CROP_GAP - MIN_MARGIN_PT / 2));
  const out: string[] = [];
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    out.push(`<line x1="${r(x1)}" y1="${r(y1)}" x2="${r(x2)}" y2="${r(y2)}"/>`);
  const b = g.bleed;
  // The footer's band is FOOTER_BAND inside the margin; sheetGrid left the marks at least CROP_MIN beside it.
  const keepOut = MIN_MARGIN_PT / 2 + FOOTER_BAND;
  const up = length(top - b);
  const down = length(H - bottom - b - (g.footer.rotate ? 0 : keepOut));
  for (const x of xs) {
    line(x, top - b - CROP_GAP, x, top - b - CROP_GAP - up);
    line(x, bottom + b + CROP_GAP, x, bottom + b + CROP_GAP + down);
  }
  const sideL = length(left - b - (g.footer.rotate ? keepOut : 0));
  const sideR = length(W - right - b);
  for (const y of ys) {
    line(left - b - CROP_GAP, y, left - b - CROP_GAP - sideL, y);
    line(right + b + CROP_GAP, y, right + b + CROP_GAP + sideR, y);
  }
  return `<g class="crop-marks" stroke="#000000" stroke-width="${stroke}" fill="none">${out.join('')}</g>`;
}
