import type { Box } from '../../print/duplex.js';

const LENGTH = 7;
const GAP = 2;

/**
 * Crop marks outside a block of counters: every cut line (each trim edge) extended past the block and its
 * bleed, so a ruler laid across the marks cuts a whole row or column at once. Returns one SVG <path>.
 */
export function cropMarks(boxes: Box[], bleed: number): string {
  if (!boxes.length) return '';
  const key = (v: number) => Math.round(v * 100) / 100;
  const xs = [...new Set(boxes.flatMap((b) => [key(b.x), key(b.x + b.width)]))];
  const ys = [...new Set(boxes.flatMap((b) => [key(b.y), key(b.y + b.height)]))];
  const top = Math.min(...boxes.map((b) => b.y)) - bleed - GAP;
  const bottom = Math.max(...boxes.map((b) => b.y + b.height)) + bleed + GAP;
  const left = Math.min(...boxes.map((b) => b.x)) - bleed - GAP;
  const right = Math.max(...boxes.map((b) => b.x + b.width)) + bleed + GAP;
  const f = (n: number) => n.toFixed(2);
  const d = [
    ...xs.map((x) => `M${f(x)} ${f(top - LENGTH)}V${f(top)}M${f(x)} ${f(bottom)}V${f(bottom + LENGTH)}`),
    ...ys.map((y) => `M${f(left - LENGTH)} ${f(y)}H${f(left)}M${f(right)} ${f(y)}H${f(right + LENGTH)}`),
  ].join('');
  return `<path class="crop-marks" d="${d}" fill="none" stroke="#000000" stroke-width="0.3"/>`;
}
