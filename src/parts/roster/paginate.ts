/** A piece of a page laid out for a given width; draws itself with its top-left at (x, y). */
export interface Block {
  height: number;
  draw(x: number, y: number): string;
  /** Keep on the same page as the block after it (headings). */
  keepWithNext?: boolean;
  /** Start a new page before this block (a new side). */
  breakBefore?: boolean;
  /** Drawn first when this block opens a page mid-run, e.g. a formation heading marked "continued". */
  continuation?: Block;
  /** Anything printed in it is Sandtable's reconstruction: the page says so in its footer. */
  reconstructed?: boolean;
  /** A row of the page's table: a page without one needs no column headings. */
  tableRow?: boolean;
  /** Which run of pages it belongs to, e.g. the side; a page's title names it. */
  run?: string;
}

export interface PlacedBlock {
  block: Block;
  y: number;
}

export interface FlowPage {
  placed: PlacedBlock[];
  run?: string;
}

/**
 * Fills pages top to bottom. A heading never ends a page (it moves down with what follows); a block taller
 * than a page gets a page of its own rather than vanishing.
 */
export function paginate(blocks: Block[], height: number, gap = 0): FlowPage[] {
  const pages: FlowPage[] = [];
  let page: FlowPage = { placed: [], run: blocks[0]?.run };
  let y = 0;
  const open = (run: string | undefined) => {
    if (page.placed.length) pages.push(page);
    page = { placed: [], run };
    y = 0;
  };
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    // A heading must fit together with the block it introduces.
    let need = b.height;
    for (let j = i; blocks[j].keepWithNext && j + 1 < blocks.length; j++) need += gap + blocks[j + 1].height;
    if (b.breakBefore || b.run !== page.run) open(b.run);
    else if (page.placed.length && y + gap + need > height) {
      open(b.run);
      if (b.continuation) {
        page.placed.push({ block: b.continuation, y: 0 });
        y = b.continuation.height;
      }
    }
    if (page.placed.length) y += gap;
    page.placed.push({ block: b, y });
    y += b.height;
  }
  if (page.placed.length) pages.push(page);
  return pages;
}
