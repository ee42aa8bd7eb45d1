import { mmToPt, PT_PER_IN } from '../../../print/units.js';
import { path, rectPath, text, type Item } from '../../../print/scene.js';
import { INK } from '../map-style.js';

/**
 * The 1 in and 25 mm squares a player measures to check that the sheet printed at 100 %, side by side
 * from (x, y), the smaller one level with the top or the foot of the larger. They keep their true size
 * whatever the furniture scale: they are the check on the print. The map's scene items cannot hold the
 * SVG of calibrationMarks (layout/page-furniture.ts), so this draws the same squares, as wide as
 * CALIBRATION_SQUARES_WIDTH.
 */
export function calibrationSquares(
  x: number,
  y: number,
  align: 'top' | 'bottom',
  t: (key: string, english: string) => string = (_k, e) => e,
): Item[] {
  const inch = PT_PER_IN;
  const mm25 = mmToPt(25);
  const x2 = x + inch + 8;
  const y2 = align === 'top' ? y : y + inch - mm25;
  const big = { x, y, width: inch, height: inch };
  const small = { x: x2, y: y2, width: mm25, height: mm25 };
  return [
    path(rectPath(big), big, { stroke: INK, width: 0.6 }),
    text(x + inch / 2, y + inch / 2 + 3, t('calibration.inch', '1 in'), 8, { face: 'condensed' }),
    path(rectPath(small), small, { stroke: INK, width: 0.6 }),
    text(x2 + mm25 / 2, (align === 'top' ? y + mm25 / 2 : y + inch - mm25 / 2) + 3, t('calibration.mm', '25 mm'), 8, {
      face: 'condensed',
    }),
  ];
}
