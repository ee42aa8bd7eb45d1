import type { Rect } from '../../geometry/point.js';
import { intersects, type Item, type MarksItem } from '../../print/scene.js';
import { pageToSvg } from '../../print/scene-svg.js';
import { FONT_FAMILY } from '../../print/fonts.js';

/**
 * libvips hands an SVG to librsvg in regions of 2000 × 2000 pixels, and librsvg lays out and draws the whole
 * document for each region: Remagen's 3666 × 4304 board was six passes over its 1,100 names, 0.86 s of CPU where
 * one pass takes 0.15 s. A board is therefore drawn as pieces of at most this size, each from only the items that
 * reach into it, and joined.
 */
export const REGION_PX = 2000;

/** One piece of the board: where it sits in board pixels and the SVG that draws it alone. */
export interface BoardTile {
  x: number;
  y: number;
  width: number;
  height: number;
  svg: string;
}

/**
 * How far, in pt, ink may reach outside an item's box: half a stroke, a name's halo and the difference between the
 * measured and the shaped text. A piece draws every item whose box comes this near, so that each pixel gets all the
 * ink a drawing of the whole board gives it.
 */
function inkReach(items: readonly Item[]): number {
  let reach = 0;
  for (const it of items)
    if (it.kind === 'text') reach = Math.max(reach, it.size);
    else if (it.kind === 'path' || it.kind === 'marks') reach = Math.max(reach, (it.width ?? 0) / 2);
  return reach;
}

/** A marks item cut down to the copies whose box meets the window; undefined when none does. */
function marksIn(m: MarksItem, w: Rect): MarksItem | undefined {
  const b = m.mark.box;
  const at = m.at.filter(([x, y]) => intersects({ x: x + b.x, y: y + b.y, width: b.width, height: b.height }, w));
  if (!at.length) return undefined;
  return at.length === m.at.length ? m : { ...m, at };
}

/**
 * The board drawing (items in pt, drawn in order) cut into pieces of at most REGION_PX pixels square at `dpi`, for a
 * board of `widthPx` × `heightPx` pixels. Each piece's SVG is a page of its own: a white ground, then the items that
 * reach into it, its view box the piece's window onto the board. The root is written at full precision, so that a
 * piece is a whole number of pixels (libvips would stretch the drawing to round a fraction) and starts on its pixel.
 */
export function boardTiles(items: readonly Item[], widthPx: number, heightPx: number, dpi: number): BoardTile[] {
  const k = dpi / 72;
  const reach = inkReach(items) + 2 / k;
  // The white ground reaches past the board, whose last pixel may lie partly beyond the drawing.
  const ground = { width: widthPx / k + 1, height: heightPx / k + 1 };
  const tiles: BoardTile[] = [];
  for (let y = 0; y < heightPx; y += REGION_PX)
    for (let x = 0; x < widthPx; x += REGION_PX) {
      const width = Math.min(REGION_PX, widthPx - x);
      const height = Math.min(REGION_PX, heightPx - y);
      const view = { x: x / k, y: y / k, width: width / k, height: height / k };
      const w = {
        x: view.x - reach,
        y: view.y - reach,
        width: view.width + 2 * reach,
        height: view.height + 2 * reach,
      };
      const inside: Item[] = [];
      for (const it of items) {
        if (!intersects(it.box, w)) continue;
        const kept = it.kind === 'marks' ? marksIn(it, w) : it;
        if (kept) inside.push(kept);
      }
      const root =
        `<svg xmlns="http://www.w3.org/2000/svg" width="${view.width}" height="${view.height}" ` +
        `viewBox="${view.x} ${view.y} ${view.width} ${view.height}" font-family="${FONT_FAMILY}">`;
      const svg = pageToSvg({ ...ground, layers: [{ items: inside }] }).replace(/^<svg\b[^>]*>/, root);
      tiles.push({ x, y, width, height, svg });
    }
  return tiles;
}
