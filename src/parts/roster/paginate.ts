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
  /** Drawn first instead when it opens a page's second or third column: nothing when not given. */
  columnContinuation?: Block;
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
  /** From the content's left edge, pt: a block in a page's second or third column (see paginate's `columns`). */
  x?: number;
}

export interface FlowPage {
  placed: PlacedBlock[];
  run?: string;
}

/**
 * Fills pages top to bottom. A heading never ends a page (it moves down with what follows); a block taller
 * than a page gets a page of its own rather than vanishing. With `columns`, each page is that many columns
 * `pitch` pt apart, filled one after another as a newspaper's: a column opened mid-run repeats its block's
 * columnContinuation (a page, the fuller continuation).
 */
export function paginate(blocks: Block[], height: number, gap = 0, columns = 1, pitch = 0): FlowPage[] {
  const pages: FlowPage[] = [];
  let page: FlowPage = { placed: [], run: blocks[0]?.run };
  let y = 0;
  let col = 0;
  let inCol = 0;
  const open = (run: string | undefined) => {
    if (page.placed.length) pages.push(page);
    page = { placed: [], run };
    y = 0;
    col = 0;
    inCol = 0;
  };
  const place = (block: Block, at: number) => {
    page.placed.push(col ? { block, y: at, x: col * pitch } : { block, y: at });
    inCol++;
  };
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    // A heading must fit together with the block it introduces.
    let need = b.height;
    for (let j = i; blocks[j].keepWithNext && j + 1 < blocks.length; j++) need += gap + blocks[j + 1].height;
    if (b.breakBefore || b.run !== page.run) open(b.run);
    else if (inCol && y + gap + need > height) {
      let again = b.continuation;
      if (col + 1 < columns) {
        col++;
        inCol = 0;
        y = 0;
        again = b.columnContinuation;
      } else open(b.run);
      if (again) {
        place(again, 0);
        y = again.height;
      }
    }
    if (inCol) y += gap;
    place(b, y);
    y += b.height;
  }
  if (page.placed.length) pages.push(page);
  return pages;
}
