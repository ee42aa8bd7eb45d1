import { mmToPt } from '../../../print/units.js';
import type { Point } from '../../../geometry/point.js';

/** Map data gives positions in mm from the top-left of the printed map; drawings work in pt. */
export const mmPoint = (p: readonly [number, number]): Point => [mmToPt(p[0]), mmToPt(p[1])];
