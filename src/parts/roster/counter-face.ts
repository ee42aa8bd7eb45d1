import { FACE_BOX } from '../counters/api.js';

/** A counter face placed at (x, y), `size` pt square, with a thin outline like a die-cut edge. */
export function placeCounterFace(face: string, x: number, y: number, size: number): string {
  const box = `x="${x.toFixed(2)}" y="${y.toFixed(2)}" width="${size.toFixed(2)}" height="${size.toFixed(2)}"`;
  return (
    `<svg ${box} viewBox="0 0 ${FACE_BOX} ${FACE_BOX}">${face}</svg>` +
    `<rect ${box} fill="none" stroke="#000000" stroke-width="0.5"/>`
  );
}
