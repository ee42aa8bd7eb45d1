import type { PaperSize } from '../../../print/paper.js';
import { rectContains, type Rect } from '../../../geometry/point.js';
import { tileId } from './tile-id.js';

export interface TileOptions {
  paper: PaperSize;
  /** Unprintable border kept clear on every side of the page, pt. */
  margin: number;
  /** Least overlap between neighbouring tiles, pt. */
  overlap: number;
  /** Height kept at the foot of the printable area for the tile's label and footer, pt. */
  footer: number;
  /** The page orientation to use, when the caller has ruled out the other (see cutTiles); else the fewer sheets. */
  orientation?: 'portrait' | 'landscape';
}

export interface Tile {
  id: string;
  row: number;
  col: number;
  /** The part of the map this tile shows, in map pt. */
  window: Rect;
}

export interface TilePlan {
  pageWidth: number;
  pageHeight: number;
  orientation: 'portrait' | 'landscape';
  rows: number;
  cols: number;
  /**
   * The overlap between neighbouring columns and rows, the same on every seam: at least the one asked for, more
   * where the tiles are spread evenly over the map so that no sheet is a sliver. Once freeSeams slides the windows,
   * the least on any seam.
   */
  overlapX: number;
  overlapY: number;
  /** Where a tile's window sits on its page (top-left), pt. */
  windowX: number;
  windowY: number;
  /** The room each page keeps for the map, pt. */
  room: { width: number; height: number };
  tiles: Tile[];
  /**
   * Where each seam is cut, in map pt: `x[r][c]` between columns c+1 and c+2 of tile row r+1 (each row of sheets is
   * joined on its own, so its cut may differ), `y[r]` between rows r+1 and r+2. In the middle of the overlap unless
   * moved (see snapSeams); the sheet to the right of or below a seam is trimmed there.
   */
  seams: { x: number[][]; y: number[] };
  /** Tiles that hold nothing a player needs once trimmed, by id: not printed (see blankTiles). */
  blank?: string[];
}

/** Keeps a seam this far inside the overlap, pt: the registration marks and the trimmed edge need paper under them. */
export const SEAM_INSET = 14;

/**
 * Moves each seam within its overlap to the cut that costs least (`costX(x)` for a vertical cut, `costY(y)` for a
 * horizontal one), nearest the overlap's middle between equal costs. A hex or sector map is cut between its cells, or
 * across as little of them as may be, so that no number or name is cut and a piece on the seam lies flat.
 */
export function snapSeams(
  plan: TilePlan,
  costX: (x: number, band: { y: number; height: number }) => number,
  costY: (y: number) => number,
): TilePlan {
  const snap = (from: number, to: number, cost: (v: number) => number) => {
    const mid = (from + to) / 2;
    let best = { at: mid, cost: cost(mid) };
    for (let v = from + SEAM_INSET; v <= to - SEAM_INSET; v += 0.5) {
      const c = cost(v);
      if (c < best.cost - 1e-9 || (Math.abs(c - best.cost) <= 1e-9 && Math.abs(v - mid) < Math.abs(best.at - mid)))
        best = { at: v, cost: c };
    }
    return best.at;
  };
  const first = plan.tiles.filter((t) => t.row === 1);
  const left = plan.tiles.filter((t) => t.col === 1);
  const y = left.slice(1).map((t, i) => snap(t.window.y, left[i].window.y + left[i].window.height, costY));
  // Each row of sheets is cut for what it keeps once trimmed: from the cut above it to the cut below it.
  const bands = left.map((t, r) => {
    const top = r === 0 ? t.window.y : y[r - 1];
    const bottom = r === left.length - 1 ? t.window.y + t.window.height : y[r];
    return { y: top, height: bottom - top };
  });
  return {
    ...plan,
    seams: {
      x: bands.map((band) =>
        first
          .slice(1)
          .map((t, i) => snap(t.window.x, first[i].window.x + first[i].window.width, (v) => costX(v, band))),
      ),
      y,
    },
  };
}

/** Count of tiles along one side, and their spacing, for a map side `len` shown through windows of `win`. */
function along(len: number, win: number, overlap: number): { n: number; size: number; step: number; overlap: number } {
  if (len <= win) return { n: 1, size: len, step: 0, overlap: 0 };
  const n = Math.ceil((len - overlap) / (win - overlap));
  // The fewest full windows that cover the side, spread evenly: every sheet is full along this side and every seam
  // overlaps by the same amount (one trim rule serves all), rather than a last sheet holding a sliver.
  const step = (len - win) / (n - 1);
  return { n, size: win, step, overlap: win - step };
}

/** How much of the room a sheet keeps for the map (inside the margins, above the footer) a tile's window fills. */
export function usedFraction(plan: TilePlan, tile: Tile): number {
  return (tile.window.width * tile.window.height) / (plan.room.width * plan.room.height);
}

/**
 * Splits a map larger than the paper into page-sized tiles that overlap by at least `overlap`, in the
 * page orientation that needs fewer sheets (portrait when equal). A pure function: the tests and the
 * manifest read the same plan the pages are drawn from.
 */
export function planTiles(width: number, height: number, opts: TileOptions): TilePlan {
  const plans = (['portrait', 'landscape'] as const).map((orientation) => {
    const page = orientedPage(opts.paper, orientation);
    const room = { width: page.width - 2 * opts.margin, height: page.height - 2 * opts.margin - opts.footer };
    const x = along(width, room.width, opts.overlap);
    const y = along(height, room.height, opts.overlap);
    return { orientation, page, room, x, y };
  });
  const count = (p: (typeof plans)[number]) => p.x.n * p.y.n;
  // Fewer sheets first; between equal counts the fuller sheets (a map narrower than one page wastes less turned).
  const used = (p: (typeof plans)[number]) => (width * height) / (count(p) * p.room.width * p.room.height);
  const better =
    count(plans[1]) < count(plans[0]) ||
    (count(plans[1]) === count(plans[0]) && used(plans[1]) > used(plans[0]) + 1e-9);
  const best = opts.orientation ? plans[opts.orientation === 'portrait' ? 0 : 1] : better ? plans[1] : plans[0];
  const tiles: Tile[] = [];
  for (let r = 0; r < best.y.n; r++)
    for (let c = 0; c < best.x.n; c++) {
      // The last column and row end on the map's edge exactly, whatever the rounding of the step.
      const x = c === best.x.n - 1 ? width - best.x.size : c * best.x.step;
      const y = r === best.y.n - 1 ? height - best.y.size : r * best.y.step;
      const window = { x, y, width: Math.min(best.x.size, width - x), height: Math.min(best.y.size, height - y) };
      tiles.push({ id: tileId(r + 1, c + 1), row: r + 1, col: c + 1, window });
    }
  return {
    pageWidth: best.page.width,
    pageHeight: best.page.height,
    orientation: best.orientation,
    rows: best.y.n,
    cols: best.x.n,
    overlapX: best.x.overlap,
    overlapY: best.y.overlap,
    windowX: opts.margin,
    windowY: opts.margin,
    room: best.room,
    tiles,
    seams: {
      x: Array.from({ length: best.y.n }, () =>
        tiles.filter((t) => t.row === 1 && t.col > 1).map((t) => t.window.x + best.x.overlap / 2),
      ),
      y: tiles.filter((t) => t.col === 1 && t.row > 1).map((t) => t.window.y + best.y.overlap / 2),
    },
  };
}

/** The paper's page turned to an orientation. */
export function orientedPage(
  paper: PaperSize,
  orientation: 'portrait' | 'landscape',
): { width: number; height: number } {
  return orientation === 'portrait'
    ? { width: paper.width, height: paper.height }
    : { width: paper.height, height: paper.width };
}

/** The orientation in which a whole map fits one page inside the margins and above the footer, if any. */
export function fitsOnPage(
  width: number,
  height: number,
  paper: PaperSize,
  margin: number,
  footer: number,
): 'portrait' | 'landscape' | undefined {
  const fits = (pw: number, ph: number) => width <= pw - 2 * margin + 1e-6 && height <= ph - 2 * margin - footer + 1e-6;
  if (fits(paper.width, paper.height)) return 'portrait';
  if (fits(paper.height, paper.width)) return 'landscape';
  return undefined;
}

/** Tiles whose window holds a point. */
export function tilesHolding(plan: TilePlan, x: number, y: number): string[] {
  return plan.tiles.filter((t) => rectContains(t.window, [x, y])).map((t) => t.id);
}
