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
 * Places aids on pages in order, in rows: an aid goes beside the previous one when both fit across,
 * else below it, else on a new page. Only an aid taller than a whole page is broken, between strips,
 * with its title (continued) and table header repeated on the next page. An aid too wide for portrait
 * gets a landscape page. Coordinates are within the page's content area.
 */
export function flowAids(blocks: FlowBlock[], area: FlowArea, gap: number): FlowPage[] {
  const pages: FlowPage[] = [];
  let page: FlowPage | undefined;
  let shelf: { y: number; height: number; right: number } | undefined;
  const newPage = (landscape: boolean) => {
    page = { landscape, pieces: [] };
    pages.push(page);
    shelf = undefined;
  };
  const size = () => (page!.landscape ? area.landscape : area.portrait);
  const sum = (b: FlowBlock, idx: number[]) => idx.reduce((a, i) => a + b.strips[i].height, 0);

  blocks.forEach((b, bi) => {
    const all = b.strips.map((_, i) => i);
    const total = sum(b, all);
    if (!page) newPage(!!b.landscape);
    if (b.landscape && !page!.landscape) {
      if (page!.pieces.length) newPage(true);
      else page!.landscape = true;
    }
    const A = size();
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
