import { mmToPt } from './units.js';

export type Paper = 'letter' | 'a4';

export interface PaperSize {
  id: Paper;
  width: number;
  height: number;
}

/** Sizes in points, portrait. */
export const PAPER: Record<Paper, PaperSize> = {
  letter: { id: 'letter', width: 612, height: 792 },
  a4: { id: 'a4', width: mmToPt(210), height: mmToPt(297) },
};

/** Home printers cannot print to the edge; 6 mm is the least margin most manage on every side. */
export const MIN_MARGIN_PT = mmToPt(6);
