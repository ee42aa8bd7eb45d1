/** What the flow needs to know of a strip of a laid-out aid. */
export interface FlowStrip {
  height: number;
  /** Headings and table headers: never the last thing on a page. */
  keepWithNext?: boolean;
  /** Indices of the header strips repeated above this strip when a page starts with it. */
  repeat?: number[];
}

export interface FlowBlock {
  width: number;
  strips: FlowStrip[];
  /** Height of the "(continued)" title a continuation starts with. */
  continuedHeight: number;
  /** Too wide for a portrait page. */
  landscape?: boolean;
}

export interface FlowPiece {
  block: number;
  /** Strip indices drawn, in order; repeated headers come first on a continuation. */
  strips: number[];
  continued: boolean;
  x: number;
  y: number;
  height: number;
}

export interface FlowPage {
  landscape: boolean;
  pieces: FlowPiece[];
}

export interface FlowArea {
  portrait: { width: number; height: number };
  landscape: { width: number; height: number };
}

/**
 * Places aids on pages, in rows: an aid that fits whole goes on the first page with room for it, beside the last aid
 * there when both fit across, else below it; else on a new page. A later small aid thus fills the room an earlier
 * large one left when it moved to the next page (Veritable's aids sheet 1 was a third full once the CRT grew), and
 * aids still read in order on each page and across pages otherwise. Only an aid taller than a whole page is broken,
 * between strips, with its title (continued) and table header repeated on the next page. An aid too wide for
 * portrait gets a landscape page. Coordinates are within the page's content area.
 */
export function flowAids(blocks: FlowBlock[], area: FlowArea, gap: number): FlowPage[] {
  const pages: FlowPage[] = [];
  /** The last row of aids on each page. */
  const shelves = new Map<FlowPage, { y: number; height: number; right: number }>();
  let page: FlowPage | undefined;
  let shelf: { y: number; height: number; right: number } | undefined;
  const newPage = (landscape: boolean) => {
    if (page && shelf) shelves.set(page, shelf);
    page = { landscape, pieces: [] };
    pages.push(page);
    shelf = undefined;
  };
  const size = () => (page!.landscape ? area.landscape : area.portrait);
  const sum = (b: FlowBlock, idx: number[]) => idx.reduce((a, i) => a + b.strips[i].height, 0);
  /** Where a whole aid fits on an earlier page: beside its last row or below it. */
  const roomOn = (p: FlowPage, b: FlowBlock, total: number) => {
    const A = p.landscape ? area.landscape : area.portrait;
    const last = shelves.get(p);
    if (!last) return undefined;
    if (last.right + gap + b.width <= A.width + 1e-6 && last.y + total <= A.height + 1e-6)
      return {
        x: last.right + gap,
        y: last.y,
        shelf: { ...last, height: Math.max(last.height, total), right: last.right + gap + b.width },
      };
    const y = last.y + last.height + gap;
    if (b.width <= A.width + 1e-6 && y + total <= A.height + 1e-6)
      return { x: 0, y, shelf: { y, height: total, right: b.width } };
    return undefined;
  };

  blocks.forEach((b, bi) => {
    const all = b.strips.map((_, i) => i);
    const total = sum(b, all);
    if (!page) newPage(!!b.landscape);
    if (b.landscape && !page!.landscape) {
      if (page!.pieces.length) newPage(true);
      else page!.landscape = true;
    }
    const A = size();
    // First fit: an earlier page with room for the whole aid takes it.
    for (const p of pages) {
      if (p === page || (b.landscape && !p.landscape)) continue;
      const at = roomOn(p, b, total);
      if (!at) continue;
      p.pieces.push({ block: bi, strips: all, continued: false, x: at.x, y: at.y, height: total });
      shelves.set(p, at.shelf);
      return;
    }
    if (shelf && shelf.right + gap + b.width <= A.width + 1e-6 && shelf.y + total <= A.height + 1e-6) {
      page!.pieces.push({ block: bi, strips: all, continued: false, x: shelf.right + gap, y: shelf.y, height: total });
      shelf = { y: shelf.y, height: Math.max(shelf.height, total), right: shelf.right + gap + b.width };
      return;
    }
    let y = shelf ? shelf.y + shelf.height + gap : 0;
    if (y + total > A.height + 1e-6 && total <= A.height + 1e-6) {
      newPage(!!b.landscape);
      y = 0;
    }
    if (y + total <= size().height + 1e-6) {
      page!.pieces.push({ block: bi, strips: all, continued: false, x: 0, y, height: total });
      shelf = { y, height: total, right: b.width };
      return;
    }
    // Taller than a page: break between strips.
    let i = 0;
    let continued = false;
    while (i < b.strips.length) {
      const avail = size().height - y;
      const head = continued ? [...(b.strips[i].repeat ?? [])] : [];
      let h = (continued ? b.continuedHeight : 0) + sum(b, head);
      const taken: number[] = [];
      for (let k = i; k < b.strips.length && h + b.strips[k].height <= avail + 1e-6; k++) {
        taken.push(k);
        h += b.strips[k].height;
      }
      while (
        taken.length > 1 &&
        b.strips[taken[taken.length - 1]].keepWithNext &&
        taken[taken.length - 1] < b.strips.length - 1
      )
        h -= b.strips[taken.pop()!].height;
      const useful = taken.some((k) => !b.strips[k].keepWithNext) || taken[taken.length - 1] === b.strips.length - 1;
      if (!useful && y > 0) {
        newPage(!!b.landscape);
        y = 0;
        continue;
      }
      if (!taken.length) {
        // A single strip taller than a page: print it anyway rather than loop.
        taken.push(i);
        h += b.strips[i].height;
      }
      page!.pieces.push({ block: bi, strips: [...head, ...taken], continued, x: 0, y, height: h });
      shelf = { y, height: h, right: b.width };
      i = taken[taken.length - 1] + 1;
      if (i < b.strips.length) {
        newPage(!!b.landscape);
        y = 0;
        continued = true;
      }
    }
  });
  return pages;
}

/** How far down its content area each page's aids reach, as a share of it: what a reader sees as the page used. */
export function pageFills(pages: FlowPage[], area: FlowArea): number[] {
  return pages.map((p) => {
    const A = p.landscape ? area.landscape : area.portrait;
    return Math.max(0, ...p.pieces.map((piece) => piece.y + piece.height)) / A.height;
  });
}

/** A page whose aids reach less far down it than this share reads as half empty. */
const MOSTLY_USED = 0.6;

/**
 * The order to flow the aids in so no page is left mostly blank where another order avoids it: the given order,
 * or that with one aid moved to the end or one place earlier, whichever takes no more pages and leaves least blank
 * on pages under MOSTLY_USED (issue 24: Nordwind's last aids sheet was 34 % used because its Victory chart came
 * before the set-up table, which then broke over three pages; set after it, the chart fills the table's last page).
 * Aids keep their order where no move helps.
 */
export function orderToFill(blocks: FlowBlock[], area: FlowArea, gap: number): number[] {
  const given = blocks.map((_, i) => i);
  const score = (order: number[]) => {
    const ordered = order.map((i) => blocks[i]);
    const pages = flowAids(ordered, area, gap);
    // One page is as few as there can be: stretching it down the page would only move aids about.
    const blank = pages.length > 1 ? pageFills(pages, area).reduce((a, f) => a + Math.max(0, MOSTLY_USED - f), 0) : 0;
    return { pages: pages.length, blank };
  };
  let best = { order: given, ...score(given) };
  const moved = (from: number, to: number) => {
    const order = given.filter((i) => i !== from);
    order.splice(to, 0, from);
    return order;
  };
  for (let i = 0; i < blocks.length; i++)
    for (const order of [moved(i, blocks.length - 1), ...(i > 0 ? [moved(i, i - 1)] : [])]) {
      const s = score(order);
      // A move must fill a blank page clearly, not shuffle aids for a sliver.
      if (s.pages < best.pages || (s.pages === best.pages && s.blank < best.blank - 0.05)) best = { order, ...s };
    }
  return best.order;
}
