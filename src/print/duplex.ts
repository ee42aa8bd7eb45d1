import { InputError } from '../util/input-error.js';
import { mmToPt } from './units.js';

/**
 * How backs are printed. long: the next page, the sheet turned over its long edge (most duplex printers);
 * short: turned over its short edge; fold: on the same page, mirrored across the fold at half height;
 * none: no backs.
 */
export type DuplexMode = 'long' | 'short' | 'fold' | 'none';
export const DUPLEX_MODES: readonly DuplexMode[] = ['long', 'short', 'fold', 'none'];

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Shift of the whole back side in pt, to correct a printer that does not register both sides alike. */
export interface Offset {
  x: number;
  y: number;
}

/**
 * Where the back of a piece printed at `front` goes so that the two meet through the paper. Long edge:
 * x mirrors (x_back = page width − x − width), y stays; short edge: y mirrors, x stays; fold: y mirrors
 * across the fold line, on the same page (the fold at half height makes it the short-edge formula).
 */
export function backPosition(
  front: Box,
  pageWidth: number,
  pageHeight: number,
  mode: Exclude<DuplexMode, 'none'>,
  offset: Offset = { x: 0, y: 0 },
): Box {
  const mirrored =
    mode === 'long'
      ? { x: pageWidth - front.x - front.width, y: front.y }
      : { x: front.x, y: pageHeight - front.y - front.height };
  return { x: mirrored.x + offset.x, y: mirrored.y + offset.y, width: front.width, height: front.height };
}

export interface BackPlacement extends Box {
  /** 180 where the back is turned so that a piece flipped left to right shows it upright. */
  rotation: 0 | 180;
}

/**
 * Where a piece's back goes (backPosition), and which way up. A sheet turned over its short edge (or folded
 * across) turns each back upside down relative to a left-right flip, so those backs are drawn rotated 180°:
 * the cut piece is then the same whichever way it was printed.
 */
export function backPlacement(
  front: Box,
  pageWidth: number,
  pageHeight: number,
  mode: Exclude<DuplexMode, 'none'>,
  offset: Offset,
): BackPlacement {
  return { ...backPosition(front, pageWidth, pageHeight, mode, offset), rotation: mode === 'long' ? 0 : 180 };
}

/**
 * The PDF pages (from 1) that carry a sheet's fronts and its backs, in print order: long and short duplex
 * print each sheet as a front page then a back page; fold and none print one page per sheet.
 */
export function sheetPages(sheet: number, mode: DuplexMode): { front: number; back: number } {
  return mode === 'long' || mode === 'short'
    ? { front: 2 * sheet - 1, back: 2 * sheet }
    : { front: sheet, back: sheet };
}

export function parseDuplex(value: string | undefined, fallback: DuplexMode = 'long'): DuplexMode {
  if (value === undefined || value === '') return fallback;
  if ((DUPLEX_MODES as readonly string[]).includes(value)) return value as DuplexMode;
  throw new InputError(`--duplex "${value}": choose long, short, fold or none`);
}

/** Reads --back-offset "X,Y" in mm (e.g. "0.5,-1") into pt. */
export function parseBackOffset(value: string | undefined): Offset {
  if (value === undefined || value === '') return { x: 0, y: 0 };
  const m = value.trim().match(/^(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)$/);
  if (!m) throw new InputError(`--back-offset "${value}": write X,Y in mm, e.g. 0.5,-1`);
  const [x, y] = [Number(m[1]), Number(m[2])];
  if (Math.abs(x) > 20 || Math.abs(y) > 20)
    throw new InputError(
      `--back-offset ${value}: a printer is off by a few mm at most; ` +
        `${Math.max(Math.abs(x), Math.abs(y))} mm is more than 20`,
    );
  return { x: mmToPt(x), y: mmToPt(y) };
}
