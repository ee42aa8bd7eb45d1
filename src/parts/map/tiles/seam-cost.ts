import type { Rect } from '../../../geometry/point.js';
import type { MapDrawing } from '../map-drawing.js';
import type { CutCost } from './free-seams.js';

/** What cutting a word in two costs against cutting across a cell: a cut word is read on neither sheet. */
const WORD = 6;
/** A title, legend or box cut in two must be taped back together: far worse than any cell. */
const BLOCK = 400;
/** Air kept between a trim line and a block's frame, pt: a cut on the frame itself reads as cutting the block. */
const BLOCK_AIR = 3;
/** Air kept between a trim line and an area's town, defence or victory mark, pt. */
export const MARK_AIR = 1.5;
/**
 * A town's sign cut in two is read as neither sheet's town: it weighs ten words, so a cut crosses any few words of
 * a river or road rather than a sign, and only a box outweighs it (issue 24: Nordwind's Soucht on tabloid).
 */
const SIGN = 10;

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
  /** Items (by index) that weigh as a town's sign: names no room lets move off a cut (see drawMapOnce). */
  signs: ReadonlySet<number> = new Set(),
  /** The lines of each name set on several (by index, top first): a cut between two of them cuts the name. */
  joined: readonly (readonly number[])[] = [],
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
  // An area's sign is its name (a word) and the row of marks under its place (town, defence, victory points): a mark
  // cut in two is a word cut in two (issue 24: Death of a Division's Winterspelt on letter, its town mark under the
  // trim line between E5 and E6).
  // A trim line keeps MARK_AIR off a mark: one along its edge still reads as cutting it.
  const marks = ((drawing.facts.areaLabels ?? []) as { marks: Rect[] }[]).flatMap((l) =>
    l.marks.map((r) => ({ ...r, x: r.x - MARK_AIR, width: r.width + 2 * MARK_AIR, weight: SIGN })),
  );
  const words: (Rect & { weight?: number })[] = [
    ...drawing.items.flatMap((it, i) =>
      it.kind === 'text' && !soft.has(i) ? [signs.has(i) ? { ...it.box, weight: SIGN } : it.box] : [],
    ),
    ...marks,
  ];
  const movable: Rect[] = drawing.items.flatMap((it, i) => (it.kind === 'text' && soft.has(i) ? [it.box] : []));
  const inBand = (r: Rect, band: { y: number; height: number }) =>
    r.y < band.y + band.height && band.y < r.y + r.height;
  const grid = drawing.kind === 'area' ? undefined : cellCosts(drawing);
  // The words and blocks a cut crosses: what must never lie under a trim line. freeSeams asks at every point across
  // the map for each row of sheets, so a row's words and blocks are picked out once (crossX), not at every point,
  // and what a cut crosses is worked out once between each two of their ends (see crossings).
  type Weighted = Rect & { weight: number };
  type Word = Rect & { weight?: number };
  const wordsAcross = (ws: readonly Word[]) =>
    crossings(ws.map((w) => ({ lo: w.x, hi: w.x + w.width, weight: w.weight ?? 1 })));
  const wordsDown = (ws: readonly Word[]) =>
    crossings(ws.map((w) => ({ lo: w.y, hi: w.y + w.height, weight: w.weight ?? 1 })));
  const crossX = (ws: readonly Word[], bs: readonly Weighted[]) => {
    const n = wordsAcross(ws);
    const sum = crossings(bs.map((b) => ({ lo: b.x - BLOCK_AIR, hi: b.x + b.width + BLOCK_AIR, weight: b.weight })));
    return (x: number) => WORD * n(x) + sum(x);
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
  // The room between two lines of one name is no way through it (issue 24: Nordwind's Dambach-Neunhoffen on letter,
  // moved off its row cut, then cut again between "Dambach-" and "Neunhoffen" a millimetre higher): a cut across
  // costs the name's weight there too. Down the map only: a cut down a name crosses its lines themselves.
  const gaps = joined.flatMap((at) =>
    at.slice(1).flatMap((i, k) => {
      const [a, b] = [drawing.items[at[k]!], drawing.items[i]];
      if (a?.kind !== 'text' || b?.kind !== 'text' || soft.has(i) || soft.has(at[k]!)) return [];
      const weight = signs.has(i) || signs.has(at[k]!) ? SIGN : 1;
      return [
        {
          x: a.box.x,
          width: a.box.width,
          y: a.box.y + a.box.height - 0.5,
          height: b.box.y - a.box.y - a.box.height + 1,
          weight,
        },
      ];
    }),
  );
  const wordsY = wordsDown([...words, ...gaps]);
  const blocksY = crossings(
    blocks.map((b) => ({ lo: b.y - BLOCK_AIR, hi: b.y + b.height + BLOCK_AIR, weight: b.weight })),
  );
  const hardY = (y: number) => WORD * wordsY(y) + blocksY(y);
  const softByBand = new WeakMap<Band, { y: number; height: number; count: (x: number) => number }>();
  const softX = (x: number, band: Band) => {
    if (!movable.length) return 0;
    let known = softByBand.get(band);
    if (!known || known.y !== band.y || known.height !== band.height) {
      known = { y: band.y, height: band.height, count: wordsAcross(movable.filter((w) => inBand(w, band))) };
      softByBand.set(band, known);
    }
    return WORD * known.count(x);
  };
  const softDown = movable.length ? wordsDown(movable) : undefined;
  const softY = (y: number) => (softDown ? WORD * softDown(y) : 0);
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
 * 3 more the nearer the cut passes its centre (where a piece stands), and a cell the rules name a word's more. On a
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
  // A cell the rules name (a printed line, a town) is where the game is played: cut in two, a player's stack on it
  // straddles the tape. It weighs a word more, so a seam the sheets force through the field passes beside it
  // (issue 24: Veritable on letter was cut down column F, the front line F3..F9).
  const named = new Set((drawing.facts.namedCells ?? []) as string[]);
  const extra = drawing.things.map((t) => (named.has(t.id) ? WORD : 0));
  const EDGE = 0.3;
  const cut = (v: number, c: number, h: number, i: number) => {
    const d = Math.abs(v - c);
    return d < h - EDGE ? 1 + 3 * (1 - d / h) + extra[i]! : 0;
  };
  // A row's centres, or all of them down the map, each found near a cut by a search rather than a scan of all.
  type Band = { y: number; height: number };
  const byBand = new WeakMap<Band, { y: number; height: number; cost: (x: number) => number }>();
  const down = cellsNear(
    centres.map((c) => c[1]),
    hy,
    cut,
  );
  return {
    costX: (x: number, band: Band) => {
      let known = byBand.get(band);
      if (!known || known.y !== band.y || known.height !== band.height) {
        const across = centres.map((c) => (Math.abs(c[1] - band.y - band.height / 2) < band.height / 2 ? c[0] : NaN));
        known = { y: band.y, height: band.height, cost: cellsNear(across, hx, cut) };
        byBand.set(band, known);
      }
      return known.cost(x);
    },
    costY: down,
  };
}

/**
 * The summed weight of the open spans (lo < v < hi) a cut at v lies inside. The sum changes only at the spans' ends,
 * so it is worked out once at each end and between each two, and a cut finds its place among the ends by a search.
 * Weights are whole numbers, so the sum is the same in any order. A span whose ends are not a number, or are not
 * in order, holds no cut (as `lo < v && v < hi` finds).
 */
function crossings(spans: readonly { lo: number; hi: number; weight: number }[]): (v: number) => number {
  const kept = spans.filter((s) => s.lo < s.hi);
  const ends = Float64Array.from(new Set(kept.flatMap((s) => [s.lo, s.hi]))).sort();
  // at[i]: the sum at ends[i]; after[i]: between ends[i] and ends[i + 1] (after the last end, none).
  const at = new Float64Array(ends.length);
  const after = new Float64Array(ends.length);
  const starts = new Float64Array(ends.length);
  const stops = new Float64Array(ends.length);
  for (const s of kept) {
    starts[firstAtOrPast(ends, s.lo)] += s.weight;
    stops[firstAtOrPast(ends, s.hi)] += s.weight;
  }
  let open = 0;
  for (let i = 0; i < ends.length; i++) {
    at[i] = open - stops[i];
    open += starts[i] - stops[i];
    after[i] = open;
  }
  // freeSeams asks at every point across the map in order: the place found last is walked on from, and a search
  // is made only when asked further back.
  let lastV = -Infinity;
  let lastI = 0;
  return (v) => {
    let i: number;
    if (v >= lastV) {
      i = lastI;
      while (i < ends.length && ends[i] < v) i++;
    } else i = firstAtOrPast(ends, v);
    lastV = v;
    lastI = i;
    if (i < ends.length && ends[i] === v) return at[i];
    return i > 0 ? after[i - 1] : 0;
  };
}

/**
 * The cells' summed cost of a cut at v: `cut(v, c, h, i)` over the cells' places `at` (NaN for a cell left out), added
 * in the cells' own order as a scan of all of them would, so the sum is the same to the last bit. Only the cells
 * within `h` of v are looked at.
 */
function cellsNear(
  at: readonly number[],
  h: number,
  cut: (v: number, c: number, h: number, i: number) => number,
): (v: number) => number {
  const order = Int32Array.from(at.flatMap((c, i) => (Number.isNaN(c) ? [] : [i]))).sort((a, b) => at[a] - at[b]);
  const places = Float64Array.from(order, (i) => at[i]);
  const near = new Int32Array(order.length);
  return (v) => {
    let n = 0;
    for (let k = firstAtOrPast(places, v - h - 1); k < places.length && places[k] <= v + h + 1; k++) {
      if (cut(v, places[k], h, order[k]) !== 0) near[n++] = order[k];
    }
    const picked = near.subarray(0, n).sort();
    let sum = 0;
    for (let k = 0; k < n; k++) sum += cut(v, at[picked[k]], h, picked[k]);
    return sum;
  };
}

/** The first index of an ascending array whose value is v or more (its length when none is). */
function firstAtOrPast(sorted: Float64Array, v: number): number {
  let a = 0;
  let b = sorted.length;
  while (a < b) {
    const m = (a + b) >> 1;
    if (sorted[m] < v) a = m + 1;
    else b = m;
  }
  return a;
}
