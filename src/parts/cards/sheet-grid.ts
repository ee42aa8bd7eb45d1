import { InputError } from '../../util/input-error.js';
import { MIN_MARGIN_PT } from '../../print/paper.js';
import { mmToPt, ptToMm } from '../../print/units.js';
import type { Box, DuplexMode } from '../../print/duplex.js';

/** A crop mark needs this much beyond the piece; less and it is not worth printing. */
export const CROP_MIN = mmToPt(2.5);
export const CROP_GAP = mmToPt(1);
/** The sheet's footer is one line of small print. */
export const FOOTER_SIZE = 6;
/** The footer's line with its clearance: crop marks stay out of it. */
export const FOOTER_BAND = FOOTER_SIZE + 3;

export interface SheetGrid {
  page: { width: number; height: number };
  cols: number;
  rows: number;
  card: { width: number; height: number };
  bleed: number;
  /** Distance between neighbouring trims: each card's bleed on either side, or nothing without bleed. */
  gap: number;
  /** Trim top-left of the first slot. */
  origin: { x: number; y: number };
  /** Fold mode: the fold line's y; backs sit mirrored below it on the same page. */
  foldY?: number;
  footer: { x: number; y: number; rotate: boolean; length: number };
}

export function slotBox(g: SheetGrid, col: number, row: number): Box {
  return {
    x: g.origin.x + col * (g.card.width + g.gap),
    y: g.origin.y + row * (g.card.height + g.gap),
    width: g.card.width,
    height: g.card.height,
  };
}

/** The bleed-inclusive extent of the front grid. */
export function gridExtent(g: SheetGrid): Box {
  const w = g.cols * g.card.width + (g.cols - 1) * g.gap;
  const h = g.rows * g.card.height + (g.rows - 1) * g.gap;
  return { x: g.origin.x - g.bleed, y: g.origin.y - g.bleed, width: w + 2 * g.bleed, height: h + 2 * g.bleed };
}

const fit = (avail: number, size: number, gap: number) => Math.max(0, Math.floor((avail + gap + 1e-6) / (size + gap)));

/**
 * As many cards as fit inside the printable area (6 mm from every edge), centred so that the long-edge
 * mirror of a column is a column; outer bleed may run into the margin, since it is cut away. The footer
 * goes under the grid where there is room, else up the left side; if neither has room a row is given up.
 */
export function sheetGrid(
  paper: { width: number; height: number; id?: string },
  card: { width: number; height: number },
  bleed: number,
  duplex: DuplexMode,
): SheetGrid {
  const { width: W, height: H } = paper;
  const M = MIN_MARGIN_PT;
  const gap = 2 * bleed;
  const fold = duplex === 'fold';
  const foldClear = bleed + mmToPt(3);
  const availW = W - 2 * M;
  const availH = fold ? H / 2 - M - foldClear : H - 2 * M;
  const cols = fit(availW, card.width, gap);
  let rows = fit(availH, card.height, gap);
  const cardSize = `${ptToMm(card.width).toFixed(0)} × ${ptToMm(card.height).toFixed(0)} mm`;
  const what = `${cardSize} cards${bleed ? ' with bleed' : ''}`;
  const foldHint = fold ? ' folded in half (try --duplex long)' : '';
  if (!cols || !rows)
    throw new InputError(
      `${what} do not fit on ${paper.id ?? 'this paper'} inside 6 mm margins${foldHint}; choose a smaller --card-size`,
    );
  for (; rows >= 1; rows--) {
    const gridW = cols * card.width + (cols - 1) * gap;
    const gridH = rows * card.height + (rows - 1) * gap;
    const x = (W - gridW) / 2;
    const y = fold ? H / 2 - foldClear - gridH : (H - gridH) / 2;
    const bottomExtent = fold ? H - y : y + gridH;
    const base: Omit<SheetGrid, 'footer'> = {
      page: { width: W, height: H },
      cols,
      rows,
      card,
      bleed,
      gap,
      origin: { x, y },
      foldY: fold ? H / 2 : undefined,
    };
    const below = H - M - (bottomExtent + bleed + CROP_GAP + CROP_MIN);
    if (below >= FOOTER_BAND) return { ...base, footer: { x: M, y: H - M - 2, rotate: false, length: W - 2 * M } };
    const left = x - bleed - CROP_GAP - CROP_MIN - M;
    if (left >= FOOTER_BAND)
      return { ...base, footer: { x: M + FOOTER_SIZE, y: H - M, rotate: true, length: H - 2 * M } };
    if (!fold && rows > 1) {
      // Give up centring before giving up a row: the grid may sit high to leave the footer its line.
      const spare = H - 2 * M - gridH - 2 * bleed;
      if (spare >= FOOTER_BAND + CROP_GAP + CROP_MIN) {
        const top = M + bleed + (spare - FOOTER_BAND - CROP_GAP - CROP_MIN) / 2;
        return { ...base, origin: { x, y: top }, footer: { x: M, y: H - M - 2, rotate: false, length: W - 2 * M } };
      }
    }
  }
  throw new InputError(
    `${what} leave no room for the sheet's footer on ${paper.id ?? 'this paper'}; choose a smaller --card-size`,
  );
}
