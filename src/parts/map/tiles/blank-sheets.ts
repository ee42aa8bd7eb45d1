import type { Rect } from '../../../geometry/point.js';
import type { Item } from '../../../print/scene.js';
import type { TilePlan } from './plan-tiles.js';

/** The sheet's background and its frame cover the whole sheet: they are paper, not something a player needs. */
const SHEET_SHARE = 0.95;

function overlaps(a: Rect, b: Rect, by = 0.5): boolean {
  return (
    Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > by &&
    Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > by
  );
}

function within(a: Rect, b: Rect, by = 0.5): boolean {
  return (
    a.x >= b.x - by && a.y >= b.y - by && a.x + a.width <= b.x + b.width + by && a.y + a.height <= b.y + b.height + by
  );
}

/** What a sheet may hold that a player needs: the map's own drawing, and the blocks of furniture and boxes. */
export interface SheetMatter {
  /** Boxes of everything drawn that is not paper or a block of furniture. */
  drawn: Rect[];
  /** The blocks of furniture and the boxes. */
  blocks: Rect[];
  /**
   * The foot of the drawn map (and of the blocks set on it), when some block lies wholly below it (a band of
   * furniture under the map): the cut above the bottom row of sheets may go there, so that row keeps the band alone.
   */
  foot?: number;
}

/** Sorts a map's items into its drawing and its blocks. */
export function sheetMatter(
  width: number,
  height: number,
  items: readonly Item[],
  blocks: readonly Rect[],
): SheetMatter {
  const drawn = items
    .map((it) => it.box)
    .filter((b) => !(b.width >= SHEET_SHARE * width && b.height >= SHEET_SHARE * height))
    .filter((b) => !blocks.some((r) => within(b, r)));
  if (!drawn.length) return { drawn, blocks: [...blocks] };
  // The foot of the map: its drawing and every block that reaches into it (a track set on the map); the blocks
  // wholly below it are the band.
  let foot = Math.max(...drawn.map((b) => b.y + b.height));
  for (let grown = true; grown; ) {
    grown = false;
    for (const r of blocks)
      if (r.y < foot && r.y + r.height > foot) {
        foot = r.y + r.height;
        grown = true;
      }
  }
  const band = blocks.some((r) => r.y >= foot);
  return { drawn, blocks: [...blocks], foot: band ? foot : undefined };
}

/**
 * The part of each tile's window a player keeps once it is trimmed: from the cut above it (or the window's top) to
 * the window's foot, and from the cut to its left to the window's right edge; each tile, by id.
 */
export function keptRects(plan: TilePlan): Map<string, Rect> {
  const out = new Map<string, Rect>();
  for (const t of plan.tiles) {
    const w = t.window;
    const top = t.row > 1 ? plan.seams.y[t.row - 2] : w.y;
    const left = t.col > 1 ? plan.seams.x[t.row - 1][t.col - 2] : w.x;
    out.set(t.id, { x: left, y: top, width: w.x + w.width - left, height: w.y + w.height - top });
  }
  return out;
}

/**
 * The tiles that hold nothing a player needs once trimmed: no part of the map's drawing and no block lies in what
 * they keep (the bottom row of a map whose band of furniture is narrower than the map: Death of a Division's
 * sheets under the map beside its title, legend, tracks and boxes). They are not printed; the overview says so.
 * What such a tile shows above its trim line lies on the sheet above it, which is kept whole there.
 */
export function blankTiles(plan: TilePlan, matter: SheetMatter): Set<string> {
  const kept = keptRects(plan);
  const blank = new Set<string>();
  for (const t of plan.tiles) {
    // What lies past the cut to its right or below it is under the next sheet, trimmed there and laid over it (issue
    // 24: Remagen on legal, a sheet of the band holding only the first few mm of the next sheet's boxes).
    const whole = kept.get(t.id)!;
    const right = t.col < plan.cols ? plan.seams.x[t.row - 1]![t.col - 1]! : whole.x + whole.width;
    const foot = t.row < plan.rows ? plan.seams.y[t.row - 1]! : whole.y + whole.height;
    const r = { ...whole, width: right - whole.x, height: foot - whole.y };
    if (![...matter.drawn, ...matter.blocks].some((b) => overlaps(b, r))) blank.add(t.id);
  }
  return blank;
}
