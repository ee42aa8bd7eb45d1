import { backPosition, type Box, type DuplexMode, type Offset } from '../duplex.js';

export interface BackPlacement extends Box {
  /** 180 where the back is turned so that a counter flipped left to right shows it upright. */
  rotation: 0 | 180;
}

/**
 * Where a counter's back goes, and which way up. Positions follow the duplex formulas
 * (long edge: x mirrors; short edge and fold: y mirrors), plus the back offset. A sheet turned over its
 * short edge (or folded across) turns each back upside down relative to a left-right flip, so those backs
 * are drawn rotated 180°: the cut counter is then the same whichever way it was printed.
 */
export function backPlacement(front: Box, pageWidth: number, pageHeight: number, mode: Exclude<DuplexMode, 'none'>, offset: Offset): BackPlacement {
  return { ...backPosition(front, pageWidth, pageHeight, mode, offset), rotation: mode === 'long' ? 0 : 180 };
}
