import type { Rect } from '../../src/geometry/point.js';
import { rectHolds } from '../../src/geometry/point.js';

/** Whether `r` lies whole inside `w`, to a hundredth of a millimetre (what a sheet's window holds). */
export const withinRect = (r: Rect, w: Rect): boolean => rectHolds(w, r);
