import type { Box } from '../../print/duplex.js';
import { MIN_MARGIN_PT } from '../../print/paper.js';
import { CALIBRATION_SIZE } from '../../print/page-furniture.js';

/** Room kept around the block of counters for crop marks, in pt. */
export const MARK_SPACE = 10;
const FOOTER_HEIGHT = 22;
const GAP = 6;
/** Space either side of the fold line in fold mode, besides the marks. */
const FOLD_GAP = 4;

/** Where things go on one counter sheet page. */
export interface SheetFrame {
  width: number;
  height: number;
  /** Where fronts (with their bleed) may go; backs land where the duplex mode mirrors them. */
  area: Box;
  calibration: { x: number; y: number };
  footer: { x: number; y: number };
  /** In fold mode, the fold line's y. */
  foldY?: number;
}

/**
 * The page divided for a counter sheet: calibration squares at the top, footer at the bottom, the margins
 * home printers can print (MIN_MARGIN_PT), room for crop marks. In fold mode the fronts take the top half
 * and the backs the bottom half, mirrored across the fold at half height.
 */
export function sheetFrame(width: number, height: number, fold: boolean): SheetFrame {
  const m = MIN_MARGIN_PT;
  const top = m + CALIBRATION_SIZE.height + GAP + MARK_SPACE;
  const bottom = height - m - FOOTER_HEIGHT - GAP - MARK_SPACE;
  const areaBottom = fold ? height / 2 - FOLD_GAP - MARK_SPACE : bottom;
  return {
    width,
    height,
    area: { x: m + MARK_SPACE, y: top, width: width - 2 * (m + MARK_SPACE), height: Math.max(0, areaBottom - top) },
    calibration: { x: m, y: m },
    footer: { x: m, y: height - m - FOOTER_HEIGHT + 7 },
    foldY: fold ? height / 2 : undefined,
  };
}
