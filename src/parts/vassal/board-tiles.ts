import type { Rect } from '../../geometry/point.js';
import { fmtHundredths, intersects, type Item, type MarksItem, type PathItem } from '../../print/scene.js';
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

/** Pairs of numbers each command of the path dialect takes per segment. */
const PAIRS: Record<string, number> = { M: 1, L: 1, Q: 2, C: 3 };

/**
 * A mark's path data from its first point on, in hundredths: the first point, then the rest in relative commands,
 * which read the same wherever the mark is placed.
 */
function relativeMark(d: string): { x: number; y: number; rest: string } {
  const commands = [...d.matchAll(/([MLCQZ])([^MLCQZ]*)/g)];
  let [x0, y0] = [0, 0];
  let [cx, cy] = [0, 0];
  let [sx, sy] = [0, 0];
  let rest = '';
  commands.forEach(([, letter, args], n) => {
    if (letter === 'Z') {
      rest += 'z';
      [cx, cy] = [sx, sy];
      return;
    }
    const v = args!
      .trim()
      .split(' ')
      .filter(Boolean)
      .map((a) => Math.round(Number(a) * 100));
    const per = PAIRS[letter!]! * 2;
    for (let g = 0; g < v.length; g += per) {
      const seg = v.slice(g, g + per);
      if (n === 0 && g === 0) [x0, y0] = [seg[0]!, seg[1]!];
      else
        rest +=
          (g === 0 ? letter!.toLowerCase() : ' ') + seg.map((a, i) => fmtHundredths(a - (i % 2 ? cy : cx))).join(' ');
      [cx, cy] = [seg[per - 2]!, seg[per - 1]!];
      if (letter === 'M' && g === 0) [sx, sy] = [cx, cy];
    }
  });
  return { x: x0, y: y0, rest };
}

const relativeMarks = new Map<string, ReturnType<typeof relativeMark>>();

/**
 * A marks item as the one path of all its copies, which it stands for (see MarksItem): each copy its first point,
 * then the mark in relative commands. librsvg sets up a drawing of its own for each <use>: Death of a Division's
 * 7,800 trees and hills were half the time of rasterising its board, and one path of them draws the same pixels in
 * a little over a half of that. The path is for librsvg only: the path dialect of the scene is absolute.
 */
export function marksAsPath(m: MarksItem): PathItem {
  let mark = relativeMarks.get(m.mark.d);
  if (!mark) relativeMarks.set(m.mark.d, (mark = relativeMark(m.mark.d)));
  const out: string[] = [];
  for (const [x, y] of m.at)
    out.push(
      `M${fmtHundredths(mark.x + Math.round(x * 100))} ${fmtHundredths(mark.y + Math.round(y * 100))}`,
      mark.rest,
    );
  const { mark: _mark, at: _at, kind: _kind, ...paint } = m;
  return { ...paint, kind: 'path', d: out.join('') };
}

/**
 * The board drawing (items in pt, drawn in order) cut into pieces of at most REGION_PX pixels square at `dpi`, for a
 * board of `widthPx` × `heightPx` pixels. Each piece's SVG is a page of its own: a white ground, then the items that
 * reach into it, its view box the piece's window onto the board. The root gives the piece's size in pixels and its
 * view box at full precision, so that it renders at 72 dpi to exactly its pixels, starting on its own pixel.
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
        if (it.kind !== 'marks') inside.push(it);
        else {
          const kept = marksIn(it, w);
          if (kept) inside.push(marksAsPath(kept));
        }
      }
      const root =
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
        `viewBox="${view.x} ${view.y} ${view.width} ${view.height}" font-family="${FONT_FAMILY}">`;
      const svg = pageToSvg({ ...ground, layers: [{ items: inside }] }).replace(/^<svg\b[^>]*>/, root);
      tiles.push({ x, y, width, height, svg });
    }
  return tiles;
}
