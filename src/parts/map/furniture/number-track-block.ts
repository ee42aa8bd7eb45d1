import type { Box as MapBox } from './box-types.js';
import { path, rectPath, text, type Item } from '../../../print/scene.js';
import { INK } from '../map-style.js';
import { framedBox, perRowWithin, titleBarHeight, titleWidth, type Block, type FurnitureContext } from './block.js';
import { fitSpaces, naturalSpaces, spaceRects } from './space-grid.js';
import { LEAST_SIZE } from '../place-labels.js';

/** A numbered track (victory points, labour points): a space per value from `from` to `to`, a marker moves along it. */
export function numberTrackBlock(
  box: MapBox,
  from: number,
  to: number,
  color: string,
  f: FurnitureContext,
  fixed?: { width: number; height: number },
): Block {
  const title = f.texts.name(box.id, box.name);
  const n = to - from + 1;
  const pad = 5 * f.scale;
  const bar = titleBarHeight(f);
  const grid = fixed
    ? fitSpaces(n, fixed.width - 2 * pad, fixed.height - bar - 2 * pad, 1, f.counterSpace * 1.2)
    : naturalSpaces(n, f.counterSpace * 0.95, 1, perRowWithin(f, n > 20 ? 16 : 10, f.counterSpace * 0.95, pad));
  const width = fixed?.width ?? Math.max(titleWidth(title, f), 2 * pad + grid.perRow * grid.width);
  const height = fixed?.height ?? bar + 2 * pad + grid.rows * grid.height;
  return {
    id: box.id,
    width,
    height,
    draw(x, y) {
      const items: Item[] = framedBox(x, y, width, height, title, color, f);
      spaceRects(grid, n, x, y + bar + pad, width).forEach((r, i) => {
        items.push(
          path(rectPath(r), r, {
            fill: (from + i) % 5 === 0 ? '#ece5cf' : '#f8f5ea',
            stroke: INK,
            width: 0.5 * f.scale,
          }),
        );
        const size = Math.max(LEAST_SIZE.number, Math.min(9 * f.scale, grid.width * 0.26));
        items.push(
          text(r.x + 2.5 * f.scale, r.y + size * 1.05, String(from + i), size, {
            anchor: 'start',
            face: 'condensedBold',
            fill: '#55524a',
            reads: 'number',
          }),
        );
      });
      return items;
    },
  };
}

/** "Labour units (0-30)" → [0, 30]: a box whose name gives a range is printed as a track. */
export function rangeInName(name: string): [number, number] | undefined {
  const m = name.match(/(\d+)\s*[-–]\s*(\d+)/);
  if (!m) return undefined;
  const a = Number(m[1]);
  const b = Number(m[2]);
  return b > a && b - a <= 100 ? [a, b] : undefined;
}
