import { circlePath, fmt, path, text, type Item } from '../../../print/scene.js';
import { INK } from '../map-style.js';

/** The defence value in a ringed circle, as area maps print it. */
export function defenceMark(x: number, y: number, r: number, value: number): Item[] {
  return [
    path(
      circlePath(x, y, r),
      { x: x - r, y: y - r, width: 2 * r, height: 2 * r },
      { fill: '#ffffff', stroke: INK, width: Math.max(0.8, r * 0.16) },
    ),
    text(x, y + r * 0.42, String(value), r * 1.15, { face: 'condensedBold' }),
  ];
}

export function starPath(x: number, y: number, r: number): string {
  let d = '';
  for (let k = 0; k < 10; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    const rr = k % 2 ? r * 0.45 : r;
    d += (k ? 'L' : 'M') + fmt(x + rr * Math.cos(a)) + ' ' + fmt(y + rr * Math.sin(a));
  }
  return d + 'Z';
}

/** A star with the victory points beside it. */
export function vpMark(x: number, y: number, r: number, vp: number): Item[] {
  return [
    path(
      starPath(x, y, r),
      { x: x - r, y: y - r, width: 2 * r, height: 2 * r },
      { fill: '#f1c40f', stroke: INK, width: 0.6, join: 'round' },
    ),
    ...(vp !== 1
      ? [
          text(x + r * 1.1, y + r * 0.4, String(vp), r * 1.1, {
            anchor: 'start',
            face: 'condensedBold',
            halo: '#ffffff',
          }),
        ]
      : []),
  ];
}

/** A town: a small black block. */
export function townMark(x: number, y: number, r: number): Item[] {
  const h = r * 0.8;
  return [
    path(
      `M${fmt(x - h)} ${fmt(y - h)}L${fmt(x + h)} ${fmt(y - h)}` +
        `L${fmt(x + h)} ${fmt(y + h)}L${fmt(x - h)} ${fmt(y + h)}Z`,
      { x: x - h, y: y - h, width: 2 * h, height: 2 * h },
      { fill: INK, stroke: '#ffffff', width: 0.6 },
    ),
  ];
}

/** A supply source: a roundel in the side's colour with an S. */
export function supplyMark(x: number, y: number, r: number, color: string): Item[] {
  return [
    path(
      circlePath(x, y, r),
      { x: x - r, y: y - r, width: 2 * r, height: 2 * r },
      { fill: color, stroke: '#ffffff', width: 0.8 },
    ),
    text(x, y + r * 0.4, 'S', r * 1.15, { face: 'condensedBold', fill: '#ffffff' }),
  ];
}
