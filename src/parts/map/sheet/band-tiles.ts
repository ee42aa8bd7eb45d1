import type { Block, FurnitureContext } from '../furniture/block.js';
import { SEAM_INSET, type TilePlan } from '../tiles/plan-tiles.js';
import { frozenOr } from '../area/frozen-geometry.js';

/** Where each seam of a tile plan may be cut, as snapSeams cuts it: inside the overlap, SEAM_INSET from its edges. */
export function cutRanges(plan: TilePlan): { x: [number, number][]; y: [number, number][] } {
  const first = plan.tiles.filter((t) => t.row === 1);
  const left = plan.tiles.filter((t) => t.col === 1);
  const range = (from: number, to: number): [number, number] =>
    from + SEAM_INSET <= to - SEAM_INSET ? [from + SEAM_INSET, to - SEAM_INSET] : [(from + to) / 2, (from + to) / 2];
  return {
    x: first.slice(1).map((t, i) => range(t.window.x, first[i].window.x + first[i].window.width)),
    y: left.slice(1).map((t, i) => range(t.window.y, left[i].window.y + left[i].window.height)),
  };
}

interface Sized {
  width: number;
  height: number;
}

export interface BandPacking {
  /** Each block's top-left, in the order given: x on the sheet, y from the band's top. */
  at: { x: number; y: number }[];
  height: number;
  /** Where each seam is kept clear for its cut. */
  gutters: number[];
}

/**
 * Packs a band of furniture under a map printed over a row of sheets so that no block straddles a seam: each seam
 * keeps a gutter clear somewhere in its cut range (`seams`, see cutRanges), and the blocks go in the columns between
 * the gutters, the larger blocks each in a column of its own where the band's depth allows (so every sheet of the
 * bottom row holds one, where a square map's two sheets used to print blank under it). The gutters are moved within
 * their ranges to the places that leave the band lowest (one seam scanned at a time, twice over), nearest the
 * middle of their ranges between equals. Undefined when a block is wider than every column it could stand in.
 */
export function packAcrossSeams(
  blocks: readonly Sized[],
  left: number,
  right: number,
  gap: number,
  seams: readonly [number, number][],
  /** The blocks in as few columns as the band's depth allows, rather than the larger ones one to a column. */
  fewest = false,
  /** A bundled game's folder: the gutters it keeps for these blocks and seams are read back, not searched for. */
  dir?: string,
): BandPacking | undefined {
  const inside = seams.filter(([lo, hi]) => hi > left && lo < right);
  const columns = (g: readonly number[]) => bandColumns(g, left, right, gap);
  const mid = inside.map(([lo, hi]) => (lo + hi) / 2);
  const off = (g: readonly number[]) => g.reduce((sum, v, i) => sum + Math.abs(v - mid[i]), 0);
  // The search (a thousand packings for Remagen's band) is kept in the game's map.geometry.json: only where the
  // gutters go, the packing itself is done again from them.
  const sizes = blocks.map((b) => [b.width, b.height]);
  const search = (): number[] | undefined => {
    let gutters = [...mid];
    let best = packColumns(blocks, columns(gutters), gap, fewest, !fewest);
    const better = (p: ReturnType<typeof packColumns>, g: number[]) =>
      !!p &&
      (!best || p.height < best.height - 1e-6 || (p.height < best.height + 1e-6 && off(g) < off(gutters) - 1e-6));
    for (let pass = 0; pass < 2; pass++)
      inside.forEach(([lo, hi], k) => {
        const steps = Math.max(1, Math.min(60, Math.ceil((hi - lo) / 2)));
        for (let s = 0; s <= steps; s++) {
          const g = [...gutters];
          g[k] = lo + ((hi - lo) * s) / steps;
          const p = packColumns(blocks, columns(g), gap, fewest, !fewest);
          if (better(p, g)) {
            best = p;
            gutters = g;
          }
        }
      });
    return best ? gutters : undefined;
  };
  const gutters = frozenOr(dir, 'gutters', { sizes, left, right, gap, seams: inside, fewest }, search);
  const packed = gutters && packColumns(blocks, columns(gutters), gap, fewest, !fewest);
  return packed ? { ...packed, gutters } : undefined;
}

/**
 * Shelf packing into side-by-side columns: each block, in order, goes where it leaves the band lowest, on a shelf
 * with room beside the blocks already there or on a new shelf at the foot of a column; the leftmost place between
 * equals, so the title stays first. With `fewest`, a column already holding blocks wins over an empty one between
 * equal bands, so the blocks take as few columns (and so sheets) as the band's depth allows. With `spread`, the
 * other way round for the band's larger blocks (as many as there are columns, each at least a tenth of the
 * largest): between equal bands each takes a column of its own, so each sheet of the bottom row holds one, while
 * the small ones (the scale) go beside or under them.
 */
export function packColumns(
  blocks: readonly Sized[],
  cols: readonly { x0: number; x1: number }[],
  gap: number,
  fewest = false,
  spread = false,
): { at: { x: number; y: number }[]; height: number } | undefined {
  const area = (b: Sized) => b.width * b.height;
  const largest = Math.max(0, ...blocks.map(area));
  const alone = new Set(
    spread
      ? blocks
          .filter((b) => area(b) >= largest / 10)
          .sort((a, b) => area(b) - area(a))
          .slice(0, cols.length)
      : [],
  );
  const shelves = cols.map(() => [] as { y: number; h: number; used: number }[]);
  const depth = (c: number) => {
    const s = shelves[c];
    return s.length ? s[s.length - 1].y + s[s.length - 1].h : 0;
  };
  const at: { x: number; y: number }[] = [];
  type Pick = { c: number; shelf: number; band: number; col: number };
  let current: Sized | undefined;
  const empty = (c: number) =>
    alone.has(current!) ? (shelves[c].length ? 1 : 0) : (fewest || spread) && !shelves[c].length ? 1 : 0;
  const wins = (o: Pick, pick: Pick | undefined) =>
    !pick ||
    o.band < pick.band - 1e-6 ||
    (o.band < pick.band + 1e-6 &&
      (empty(o.c) < empty(pick.c) || (empty(o.c) === empty(pick.c) && o.col < pick.col - 1e-6)));
  for (const b of blocks) {
    current = b;
    let pick: Pick | undefined;
    // Each column's depth, read once a block: the deepest of the others is taken for every column below.
    const depths = cols.map((_, k) => depth(k));
    cols.forEach((col, c) => {
      const room = col.x1 - col.x0;
      if (b.width > room + 1e-6) return;
      let others = 0;
      for (let k = 0; k < depths.length; k++) if (k !== c && depths[k] > others) others = depths[k];
      for (let i = 0; i < shelves[c].length; i++) {
        const s = shelves[c][i];
        const last = i === shelves[c].length - 1;
        if (s.used + gap + b.width > room + 1e-6 || (!last && b.height > s.h + 1e-6)) continue;
        const d = last ? Math.max(s.y + s.h, s.y + b.height) : depth(c);
        const o = { c, shelf: i, band: Math.max(others, d), col: d };
        if (wins(o, pick)) pick = o;
      }
      const y = shelves[c].length ? depth(c) + gap : 0;
      const o = { c, shelf: -1, band: Math.max(others, y + b.height), col: y + b.height };
      if (wins(o, pick)) pick = o;
    });
    if (!pick) return undefined;
    const col = cols[pick.c];
    if (pick.shelf < 0) {
      const y = shelves[pick.c].length ? depth(pick.c) + gap : 0;
      shelves[pick.c].push({ y, h: b.height, used: b.width });
      at.push({ x: col.x0, y });
    } else {
      const s = shelves[pick.c][pick.shelf];
      at.push({ x: col.x0 + s.used + gap, y: s.y });
      s.used += gap + b.width;
      s.h = Math.max(s.h, b.height);
    }
  }
  return { at, height: Math.max(0, ...cols.map((_, c) => depth(c))) };
}

/**
 * The furniture of a band, built for a furniture context (its scale and the widest a block may be), with the legend
 * in columns of `legendRows` and split into `legendParts` blocks.
 */
export type BandBuilder = (f: FurnitureContext, legendRows?: number, legendParts?: number) => Block[];

/**
 * The band under a map printed over several sheets, re-packed so that every block lies whole on one sheet and no
 * trim line crosses it (issue 24: Remagen's title, legend and tracks straddled its sheets). A block wider than any
 * column between two seams is laid out narrower (the legend in more rows, a track with fewer spaces to a row); the
 * band keeps the largest furniture scale (down to the ordinary sheet's) that adds no sheet, leaves no sheet blank and
 * lets the band sit whole in the bottom row of sheets. The sheet's height follows the band, and the tiles are
 * planned again for it.
 * Undefined when the sheet fits one page, or nothing keeps the band whole.
 */
export function bandOnTiles(
  sheet: { width: number; height: number; top: number; margin: number; gap: number },
  f: FurnitureContext,
  build: BandBuilder,
  tiles: (width: number, height: number) => TilePlan | undefined,
  /** A bundled game's folder, whose map.geometry.json keeps where the band's gutters go (packAcrossSeams). */
  dir?: string,
): { height: number; blocks: { block: Block; x: number; y: number }[] } | undefined {
  const first = tiles(sheet.width, sheet.height);
  if (!first || first.cols < 2) return undefined;
  const sheets = first.tiles.length;
  type Try = {
    height: number;
    blocks: { block: Block; x: number; y: number }[];
    sheets: number;
    whole: boolean;
    blank: number;
    /** The columns between the gutters the band was packed in, x from and to on the sheet. */
    columns: { x0: number; x1: number }[];
  };
  /** The band packed with this furniture, the tiles planned again for the sheet it makes until they hold. */
  const attempt = (fb: FurnitureContext, narrow: boolean, parts = 1, fewest = false): Try | undefined => {
    let plan = first;
    for (let round = 0; round < 4; round++) {
      const seams = cutRanges(plan).x;
      const widest = widestColumn(seams, sheet.margin, sheet.width - sheet.margin, sheet.gap);
      const f2 = narrow ? { ...fb, bandWidth: widest } : fb;
      const blocks = build(f2, narrow ? legendRowsWithin(build, f2, widest, parts) : undefined, parts);
      const packed = packAcrossSeams(blocks, sheet.margin, sheet.width - sheet.margin, sheet.gap, seams, fewest, dir);
      if (!packed) return undefined;
      const height = sheet.top + packed.height + sheet.margin;
      const again = tiles(sheet.width, height);
      if (!again) return undefined;
      const same =
        again.cols === plan.cols &&
        again.tiles.filter((t) => t.row === 1).every((t, i) => Math.abs(t.window.x - plan.tiles[i].window.x) < 1e-6);
      if (!same) {
        plan = again;
        continue;
      }
      // The lowest cut between rows of sheets must pass above the band, or a trim line crosses its blocks.
      const ys = cutRanges(again).y;
      const whole = !ys.length || ys[ys.length - 1][0] <= sheet.top - sheet.gap / 2;
      const at = blocks.map((block, i) => ({ block, x: packed.at[i].x, y: sheet.top + packed.at[i].y }));
      const columns = bandColumns(packed.gutters, sheet.margin, sheet.width - sheet.margin, sheet.gap);
      // A sheet of the bottom row that keeps, once trimmed at the seam on its left, no block (at least half of one)
      // and little or no map (a strip of the map's edge, most of it in the overlap trimmed away) prints nearly
      // blank. A block reaching only into its overlap does not count: that part is cut away.
      const blank = again.tiles.filter((t) => {
        if (t.row !== again.rows || t.window.y < sheet.top - sheet.gap - t.window.height / 4) return false;
        const from = t.col > 1 ? (packed.gutters[t.col - 2] ?? t.window.x) : t.window.x;
        const to = t.window.x + t.window.width;
        return !at.some((b) => Math.min(to, b.x + b.block.width) - Math.max(from, b.x) >= b.block.width / 2);
      }).length;
      // Packed into the fewest sheets, the bottom row keeps the band alone (the cut above it goes at the map's foot,
      // see freeSeams): a sheet of it with no block is not printed (blankTiles), so it is a sheet fewer, not a blank.
      if (fewest) return { height, blocks: at, sheets: again.tiles.length - blank, whole, blank: 0, columns };
      return { height, blocks: at, sheets: again.tiles.length, whole, blank, columns };
    }
    return undefined;
  };
  let best: (Try & { scale: number }) | undefined;
  const rank = (t: Try) => (t.whole ? 0 : 1e6) + t.blank * 1e3 + t.sheets;
  for (let scale = f.scale; scale >= 1 - 1e-9; scale = scale - 0.1 > 1 ? scale - 0.1 : scale > 1 ? 1 : 0) {
    const fb = scale === f.scale ? f : { ...f, scale };
    // Last, where a sheet of the bottom row is still left blank: the legend split in two, a block more.
    for (const [narrow, parts] of [
      [false, 1],
      [true, 1],
      [true, 2],
    ] as const) {
      if (parts > 1 && !best?.blank) continue;
      const t = attempt(fb, narrow, parts);
      if (t && (!best || rank(t) < rank(best))) best = { ...t, scale };
      // The band in fewer sheets, where that prints fewer sheets than one block to a sheet of the bottom row
      // (issue 24: Remagen on legal, its band's small boxes one to a sheet, each sheet most of it blank).
      const u = t && attempt(fb, narrow, parts, true);
      if (u && t && rank(u) < rank(t) && rank(u) < rank(best!)) best = { ...u, scale };
      if (best?.whole && !best.blank && best.sheets <= sheets) return grown(best);
    }
  }
  return best?.whole ? grown(best) : undefined;

  function grown(t: Try): Try {
    return { ...t, blocks: fillColumns(t.blocks, t.columns, sheet.top, t.height - sheet.margin, sheet.gap) };
  }
}

/**
 * A box that stands alone in its column of sheets fills it, the column's width and the band's depth (`top` to
 * `foot`): left at its own size it sat small in a sheet of the bottom row that was otherwise blank (issue 24:
 * Remagen's holding boxes, 79 × 50 mm on sheets half bare paper), and a larger box takes more pieces. A block that
 * cannot grow on its left in the column (Nordwind's north arrow beside its exited units) moves to the column's left
 * edge, and the box fills the rest of its width, `gap` clear of it. Among other blocks (Veritable's reserve and
 * eliminated boxes under its title) a box takes the room left free on its right, to the column's edge, and under
 * it, to the band's foot. The blocks that cannot grow keep their size.
 */
export function fillColumns(
  placed: readonly { block: Block; x: number; y: number }[],
  columns: readonly { x0: number; x1: number }[],
  top: number,
  foot: number,
  gap = 0,
): { block: Block; x: number; y: number }[] {
  const out = placed.map((b) => ({ ...b }));
  for (const b of out) {
    const col = columns.find((c) => b.x >= c.x0 - 1e-6 && b.x + b.block.width <= c.x1 + 1e-6);
    if (!b.block.grow || !col || b.y < top - 1e-6 || b.y + b.block.height > foot + 1e-6) continue;
    const others = out.filter((o) => o !== b && o.x + o.block.width > col.x0 && o.x < col.x1);
    // Only fixed blocks on its left share its column: they move to the column's left edge, the box takes the rest.
    if (!others.some((o) => o.block.grow || o.x + o.block.width > b.x)) {
      const shift = others.length ? Math.min(...others.map((o) => o.x)) - col.x0 : 0;
      for (const o of others) o.x -= shift;
      const x0 = Math.max(col.x0, ...others.map((o) => o.x + o.block.width + gap));
      Object.assign(b, { block: b.block.grow(col.x1 - x0, foot - top), x: x0, y: top });
      continue;
    }
    // Among others, it takes the room free on its right (to the column's edge) and below it (to the band's foot).
    const { width: w, height: h } = b.block;
    const across = (o: (typeof out)[number]) => o.y < b.y + h && o.y + o.block.height > b.y;
    const right = Math.min(col.x1, ...others.filter((o) => across(o) && o.x >= b.x + w - 1e-6).map((o) => o.x - gap));
    const under = (o: (typeof out)[number]) => o.x < right && o.x + o.block.width > b.x && o.y >= b.y + h - 1e-6;
    const below = Math.min(foot, ...others.filter(under).map((o) => o.y - gap));
    if (right - b.x > w + 1 || below - b.y > h + 1) b.block = b.block.grow(right - b.x, below - b.y);
  }
  return out;
}

/**
 * The columns between a band's gutters. A block keeps half a gap and a little more from its gutter, so that the cut,
 * wherever it falls in the gutter's neighbourhood, passes in air (seamCosts keeps 3 pt off a block's frame).
 */
function bandColumns(gutters: readonly number[], left: number, right: number, gap: number) {
  const clear = gap / 2 + 4;
  return [left, ...gutters].map((x0, i) => ({
    x0: i === 0 ? x0 : x0 + clear,
    x1: i === gutters.length ? right : gutters[i] - clear,
  }));
}

/** The widest column a block could stand in: from one seam's range (its left end) to the next one's right end. */
function widestColumn(seams: readonly [number, number][], left: number, right: number, gap: number): number {
  const starts = [left, ...seams.map(([lo]) => lo + gap / 2 + 4)];
  const ends = [...seams.map(([, hi]) => hi - gap / 2 - 4), right];
  return Math.max(...starts.map((x, j) => ends[j] - x));
}

/** The fewest legend rows (from 7) that keep every block of the legend within `width`. */
function legendRowsWithin(build: BandBuilder, f: FurnitureContext, width: number, parts = 1): number {
  let rows = 7;
  for (; rows < 60; rows++) {
    const legend = build(f, rows, parts).filter((b) => /^legend(-\d+)?$/.test(b.id));
    if (legend.every((b) => b.width <= width)) break;
  }
  return rows;
}
