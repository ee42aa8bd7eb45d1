import { backPlacement, sheetPages, type Box, type DuplexMode, type Offset } from '../../print/duplex.js';
import { slotBox, type SheetGrid } from './sheet-grid.js';

export type CardSide = 'front' | 'back';

export interface PlannedPage {
  /** 1-based page of the PDF. */
  number: number;
  /** 1-based sheet of paper the page is printed on (fronts and their backs share one). */
  sheet: number;
  /** What the page carries; a fold page carries both. */
  sides: CardSide[];
  width: number;
  height: number;
}

export interface Placement {
  page: number;
  sheet: number;
  side: CardSide;
  /** Index into the expanded deck. */
  face: number;
  /** The trim box in pt from the page's top-left. */
  box: Box;
  /** 180 for backs printed short edge or folded, so that a card flipped left to right shows its back upright. */
  rotation: 0 | 180;
}

export interface SheetPlan {
  pages: PlannedPage[];
  placements: Placement[];
}

/**
 * Deals the deck's faces into the grid's slots, sheet by sheet, and puts each back where it meets its
 * face through the paper: on the next page for long or short edge duplex, below the fold for fold.
 */
export function planSheets(faceCount: number, g: SheetGrid, duplex: DuplexMode, offset: Offset): SheetPlan {
  const perSheet = g.cols * g.rows;
  const sheets = Math.ceil(faceCount / perSheet);
  const pages: PlannedPage[] = [];
  const placements: Placement[] = [];
  const { width, height } = g.page;
  for (let s = 0; s < sheets; s++) {
    const sheet = s + 1;
    const { front: frontPage, back: backPage } = sheetPages(sheet, duplex);
    pages.push({ number: frontPage, sheet, sides: duplex === 'fold' ? ['front', 'back'] : ['front'], width, height });
    if (backPage !== frontPage) pages.push({ number: backPage, sheet, sides: ['back'], width, height });
    for (let k = 0; k < perSheet; k++) {
      const face = s * perSheet + k;
      if (face >= faceCount) break;
      const box = slotBox(g, k % g.cols, Math.floor(k / g.cols));
      placements.push({ page: frontPage, sheet, side: 'front', face, box, rotation: 0 });
      if (duplex !== 'none') {
        const { rotation, ...back } = backPlacement(box, width, height, duplex, offset);
        placements.push({ page: backPage, sheet, side: 'back', face, box: back, rotation });
      }
    }
  }
  return { pages, placements };
}

/** Print-on-demand: one page per card at trim plus bleed, each face followed by its back. */
export function planPodPages(
  faceCount: number,
  card: { width: number; height: number },
  bleed: number,
  duplex: DuplexMode,
): SheetPlan {
  const pages: PlannedPage[] = [];
  const placements: Placement[] = [];
  const width = card.width + 2 * bleed;
  const height = card.height + 2 * bleed;
  const box = { x: bleed, y: bleed, width: card.width, height: card.height };
  for (let face = 0; face < faceCount; face++) {
    const sides: CardSide[] = duplex === 'none' ? ['front'] : ['front', 'back'];
    for (const side of sides) {
      const number = pages.length + 1;
      pages.push({ number, sheet: face + 1, sides: [side], width, height });
      placements.push({ page: number, sheet: face + 1, side, face, box, rotation: 0 });
    }
  }
  return { pages, placements };
}
