import type { Rect } from '../../src/geometry/point.js';

/** Whether `r` lies whole inside `w`, to a hundredth of a millimetre (what a sheet's window holds). */
export const withinRect = (r: Rect, w: Rect): boolean =>
  r.x >= w.x - 0.01 &&
  r.y >= w.y - 0.01 &&
  r.x + r.width <= w.x + w.width + 0.01 &&
  r.y + r.height <= w.y + w.height + 0.01;
