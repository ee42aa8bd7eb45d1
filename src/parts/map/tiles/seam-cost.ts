import type { Rect } from '../../../geometry/point.js';
import type { MapDrawing } from '../map-drawing.js';
import type { CutCost } from './free-seams.js';

/** What cutting a word in two costs against cutting across a cell: a cut word is read on neither sheet. */
const WORD = 6;
/** A title, legend or box cut in two must be taped back together: far worse than any cell. */
const BLOCK = 400;
/** Air kept between a trim line and a block's frame, pt: a cut on the frame itself reads as cutting the block. */
const BLOCK_AIR = 3;

/**
 * The cost of a straight cut across a map, for snapSeams, along one row of sheets (`band`) or across the whole map:
 * each block of furniture or box it crosses costs 400 (1200 for one the layout kept off the cut ranges), each word
 * or number 6, and on a hex or sector map each cell it crosses 1 to 4 (see cellCosts). Area maps are cut clear
 * of their words and furniture alone.
 */
export function seamCosts(
  drawing: MapDrawing,
  /**
   * Items (by index) that may still move aside once the cuts are known (see clearCuts): each costs a word's worth,
   * but not as one that must never lie under a trim line, so a cut crosses them rather than a fixed word or a box.
   */
  soft: ReadonlySet<number> = new Set(),
): {
  costX: (x: number, band: { y: number; height: number }) => number;
  costY: (y: number) => number;
  /** The same costs for freeSeams, with the part of each that words and blocks make. */
  cutX: (band: { y: number; height: number }) => CutCost;
  cutY: CutCost;
} {
  // The band's blocks and every box the map prints where its data sets it (Nordwind's tracks in its right column):
  // the layout kept them off the cut ranges, so they stay whole first (three blocks' worth each). Then an area map's
  // strategic boxes round its frame (Nordwind's "E – Rhine east bank"), which the layout sets where their places are.
  const blocks = [
    ...[...((drawing.facts.furniture ?? []) as { rect: Rect }[]), ...drawing.boxes].map((b) => ({
      ...b.rect,
      weight: 3 * BLOCK,
    })),
    ...((drawing.facts.strategicBoxes ?? []) as Rect[]).map((r) => ({ ...r, weight: BLOCK })),
  ];
  const words: Rect[] = drawing.items.flatMap((it, i) => (it.kind === 'text' && !soft.has(i) ? [it.box] : []));
  const movable: Rect[] = drawing.items.flatMap((it, i) => (it.kind === 'text' && soft.has(i) ? [it.box] : []));
  const inBand = (r: Rect, band: { y: number; height: number }) =>
    r.y < band.y + band.height && band.y < r.y + r.height;
  const grid = drawing.kind === 'area' ? undefined : cellCosts(drawing);
  // The words and blocks a cut crosses: what must never lie under a trim line. freeSeams asks at every point across
  // the map for each row of sheets, so a row's words and blocks are picked out once (crossX), not at every point.
  type Weighted = Rect & { weight: number };
  const crossX = (ws: readonly Rect[], bs: readonly Weighted[]) => (x: number) => {
    let n = 0;
    for (let k = 0; k < ws.length; k++) if (ws[k].x < x && x < ws[k].x + ws[k].width) n++;
    let sum = 0;
    for (let k = 0; k < bs.length; k++) {
      const b = bs[k];
      if (b.x - BLOCK_AIR < x && x < b.x + b.width + BLOCK_AIR) sum += b.weight;
    }
    return WORD * n + sum;
  };
  // Kept by the band asked about (with its bounds, should a caller move it): snapSeams asks every half point of an
  // overlap with the same band.
  type Band = { y: number; height: number };
  const byBand = new WeakMap<Band, { y: number; height: number; hard: (x: number) => number }>();
  const inBandOnly = (band: Band) => {
    const known = byBand.get(band);
    if (known && known.y === band.y && known.height === band.height) return known.hard;
    const hard = crossX(
      words.filter((w) => inBand(w, band)),
      blocks.filter((b) => inBand(b, band)),
    );
    byBand.set(band, { y: band.y, height: band.height, hard });
    return hard;
  };
  const hardX = (x: number, band: { y: number; height: number }) => inBandOnly(band)(x);
  const hardY = (y: number) => {
    let n = 0;
    for (let k = 0; k < words.length; k++) if (words[k].y < y && y < words[k].y + words[k].height) n++;
    let sum = 0;
    for (let k = 0; k < blocks.length; k++) {
      const b = blocks[k];
      if (b.y - BLOCK_AIR < y && y < b.y + b.height + BLOCK_AIR) sum += b.weight;
    }
    return WORD * n + sum;
  };
  const softX = (x: number, band: { y: number; height: number }) =>
    movable.length ? WORD * movable.filter((w) => w.x < x && x < w.x + w.width && inBand(w, band)).length : 0;
  const softY = (y: number) =>
    movable.length ? WORD * movable.filter((w) => w.y < y && y < w.y + w.height).length : 0;
  const costX = (x: number, band: { y: number; height: number }) =>
    (grid?.costX(x, band) ?? 0) + hardX(x, band) + softX(x, band);
  const costY = (y: number) => (grid?.costY(y) ?? 0) + hardY(y) + softY(y);
  return {
    costX,
    costY,
    cutX: (band) => {
      const hard = inBandOnly(band);
      return { cost: (x) => (grid?.costX(x, band) ?? 0) + hard(x) + softX(x, band), hard };
    },
    cutY: { cost: costY, hard: hardY },
  };
}

/**
 * The cells' part of the cost across a hex or sector map, for snapSeams: each cell the cut crosses costs 1, and up to
 * 3 more the nearer the cut passes its centre (where a piece stands). On a
 * flat-topped hex grid the cheapest vertical cut runs through the corners of a column's flat sides, so it takes only
 * the column's pointed ends; the cheapest horizontal cut runs along one row of hexsides and across the centres of the
 * half-offset columns, below their numbers. A sector map is cut between its sectors.
 */
function cellCosts(drawing: MapDrawing) {
  const size = drawing.facts.cellSize as number;
  const orientation = drawing.facts.orientation as 'flat' | 'pointy' | undefined;
  const radius = size / Math.sqrt(3);
  // Half a cell's extent across and down: a flat-topped hex reaches its radius sideways, a pointed one down.
  const [hx, hy] =
    drawing.kind === 'square' ? [size / 2, size / 2] : orientation === 'flat' ? [radius, size / 2] : [size / 2, radius];
  const centres = drawing.things.map((t) => t.centre);
  const EDGE = 0.3;
  const cut = (v: number, c: number, h: number) => {
    const d = Math.abs(v - c);
    return d < h - EDGE ? 1 + 3 * (1 - d / h) : 0;
  };
  return {
    costX: (x: number, band: { y: number; height: number }) =>
      centres.reduce(
        (sum, c) => sum + (Math.abs(c[1] - band.y - band.height / 2) < band.height / 2 ? cut(x, c[0], hx) : 0),
        0,
      ),
    costY: (y: number) => centres.reduce((sum, c) => sum + cut(y, c[1], hy), 0),
  };
}
