import { describe, it, expect } from 'vitest';
import {
  planTiles,
  fitsOnPage,
  tilesHolding,
  usedFraction,
  type TilePlan,
} from '../../../src/parts/map/tiles/plan-tiles.js';
import { tileId } from '../../../src/parts/map/tiles/tile-id.js';
import { PAPER, MIN_MARGIN_PT } from '../../../src/print/paper.js';
import { mmToPt } from '../../../src/print/units.js';

const opts = (paper: 'letter' | 'a4') => ({
  paper: PAPER[paper],
  margin: MIN_MARGIN_PT,
  overlap: mmToPt(10),
  footer: 40,
});

/** Every point of the map, on a fine grid, is shown by at least one tile. */
function covers(plan: TilePlan, w: number, h: number): boolean {
  for (let x = 0; x <= w; x += w / 97)
    for (let y = 0; y <= h; y += h / 89) if (!tilesHolding(plan, x, y).length) return false;
  return tilesHolding(plan, w, h).length > 0;
}

describe('planTiles', () => {
  it.each([
    ['letter', 22 * 72, 17 * 72],
    ['a4', 34 * 72, 22 * 72],
    ['letter', mmToPt(1620), mmToPt(1800)],
    ['a4', 700, 300],
  ] as const)('covers a %s-tiled %d × %d pt map with at least the stated overlap, one on every seam', (paper, w, h) => {
    const plan = planTiles(w, h, opts(paper));
    expect(covers(plan, w, h)).toBe(true);
    for (const t of plan.tiles) {
      const right = plan.tiles.find((u) => u.row === t.row && u.col === t.col + 1);
      if (right) expect(t.window.x + t.window.width - right.window.x).toBeCloseTo(plan.overlapX, 6);
      const below = plan.tiles.find((u) => u.col === t.col && u.row === t.row + 1);
      if (below) expect(t.window.y + t.window.height - below.window.y).toBeCloseTo(plan.overlapY, 6);
      if (plan.cols > 1) expect(plan.overlapX).toBeGreaterThanOrEqual(mmToPt(10) - 1e-6);
      if (plan.rows > 1) expect(plan.overlapY).toBeGreaterThanOrEqual(mmToPt(10) - 1e-6);
      // Nothing past the map's edge, nothing outside the printable area of the page.
      expect(t.window.x + t.window.width).toBeLessThanOrEqual(w + 1e-6);
      expect(t.window.y + t.window.height).toBeLessThanOrEqual(h + 1e-6);
      expect(plan.windowX).toBeGreaterThanOrEqual(MIN_MARGIN_PT);
      expect(plan.windowX + t.window.width).toBeLessThanOrEqual(plan.pageWidth - MIN_MARGIN_PT + 1e-6);
      expect(plan.windowY + t.window.height + 40).toBeLessThanOrEqual(plan.pageHeight - MIN_MARGIN_PT + 1e-6);
    }
    expect(plan.tiles).toHaveLength(plan.rows * plan.cols);
  });

  it.each([
    ['letter', 792, 1126],
    ['letter', 4800, 5634],
    ['a4', 4800, 5634],
    ['letter', 5715, 5126],
    ['a4', 2448, 1820],
    ['letter', 600, 760],
  ] as const)('never leaves a %s sheet of a %d × %d pt map less than a quarter used', (paper, w, h) => {
    const plan = planTiles(w, h, opts(paper));
    for (const t of plan.tiles) expect(usedFraction(plan, t), t.id).toBeGreaterThanOrEqual(0.25);
    // No plan with the same windows and seams could use fewer sheets: one fewer column or row leaves a gap.
    const room = plan.room;
    if (plan.cols > 1) expect((plan.cols - 1) * (room.width - mmToPt(10)) + mmToPt(10)).toBeLessThan(w);
    if (plan.rows > 1) expect((plan.rows - 1) * (room.height - mmToPt(10)) + mmToPt(10)).toBeLessThan(h);
  });

  it('names tiles by row letter and column number, A1 at the top left', () => {
    const plan = planTiles(1500, 1500, opts('letter'));
    expect(plan.tiles[0].id).toBe('A1');
    expect(plan.tiles[1].id).toBe('A2');
    expect(plan.tiles[plan.cols].id).toBe('B1');
    expect(tileId(27, 3)).toBe('AA3');
  });

  it('turns the paper when that takes fewer sheets', () => {
    // 1400 × 500 pt: three portrait Letter sheets side by side, or two landscape ones.
    const wide = planTiles(1400, 500, opts('letter'));
    expect(wide.orientation).toBe('landscape');
    expect(wide.tiles).toHaveLength(2);
    expect(planTiles(500, 1400, opts('letter')).orientation).toBe('portrait');
  });

  it('needs one tile for a map that fits the page', () => {
    const plan = planTiles(400, 500, opts('letter'));
    expect(plan.tiles).toHaveLength(1);
    expect(plan.tiles[0].window).toEqual({ x: 0, y: 0, width: 400, height: 500 });
  });
});

describe('fitsOnPage', () => {
  it('fits a map in whichever orientation holds it inside the margins and above the footer', () => {
    expect(fitsOnPage(500, 600, PAPER.letter, MIN_MARGIN_PT, 40)).toBe('portrait');
    expect(fitsOnPage(700, 500, PAPER.letter, MIN_MARGIN_PT, 40)).toBe('landscape');
    expect(fitsOnPage(800, 800, PAPER.a4, MIN_MARGIN_PT, 40)).toBeUndefined();
  });
});
