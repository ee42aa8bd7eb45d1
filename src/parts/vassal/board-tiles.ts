import { createHash } from 'node:crypto';
import type { Rect } from '../../geometry/point.js';
import {
  fmtHundredths,
  intersects,
  type Item,
  type MarksItem,
  type PathItem,
  type SvgItem,
  type TextItem,
} from '../../print/scene.js';
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
  /** Its SVG, which places the stamps it shows (<use> of an <image> by the stamp's id) but does not define them. */
  svg: string;
  stamps: TextStamp[];
}

/**
 * A word the board prints again and again alike (Remagen's sector values, a terrain's name), drawn once as a
 * picture of `px` pixels: `svg`, a document whose size is given in pt, draws it with its anchor `at` pixels from its
 * top left corner. A piece defines the picture under `id` and places it at each copy.
 */
export interface TextStamp {
  id: string;
  svg: string;
  px: readonly [number, number];
  at: readonly [number, number];
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

/** What makes two texts draw alike, wherever they stand. */
const stampKey = (t: TextItem) => JSON.stringify([t.text, t.size, t.face, t.fill, t.halo ?? '', t.anchor]);

/** A text's stamp at `k` pixels per pt: room around its box for the halo and for letters reaching past it. */
function textStamp(t: TextItem, k: number): TextStamp {
  const room = 0.35 * t.size;
  const b = t.box;
  const at = [Math.ceil((t.x - b.x + room) * k), Math.ceil((t.y - b.y + room) * k)] as const;
  const px = [
    at[0] + Math.ceil((b.x + b.width - t.x + room) * k),
    at[1] + Math.ceil((b.y + b.height - t.y + room) * k),
  ] as const;
  const [w, h] = [px[0] / k, px[1] / k];
  const moved: TextItem = { ...t, x: at[0] / k, y: at[1] / k };
  const text = /<text\b[\s\S]*<\/text>/.exec(pageToSvg({ width: w, height: h, layers: [{ items: [moved] }] }))![0];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" ` +
    `font-family="${FONT_FAMILY}">${text}</svg>`;
  return { id: `st-stamp-${createHash('sha1').update(svg).digest('hex').slice(0, 12)}`, svg, px, at };
}

/**
 * Stamps for the level texts the board draws more than once alike. librsvg fills the outline of every letter of
 * every text, its halo stroked first (Remagen's 370 sector values were a quarter of its board's rasterising); a
 * stamp is drawn once and copied. Each copy stands on the board's nearest whole pixel, within half a pixel of
 * where the text would be drawn, so that it is copied pixel for pixel.
 */
function stampsOf(items: readonly Item[], k: number): Map<Item, TextStamp> {
  // Each text's key is made once: the board's pieces look their texts' stamps up by the item.
  const keys = new Map<TextItem, string>();
  const count = new Map<string, number>();
  for (const it of items)
    if (it.kind === 'text' && !it.rotate && !it.along) {
      const key = stampKey(it);
      keys.set(it, key);
      count.set(key, (count.get(key) ?? 0) + 1);
    }
  const byKey = new Map<string, TextStamp>();
  const stamps = new Map<Item, TextStamp>();
  for (const [it, key] of keys) {
    if (count.get(key)! < 2) continue;
    let stamp = byKey.get(key);
    if (!stamp) byKey.set(key, (stamp = textStamp(it, k)));
    stamps.set(it, stamp);
  }
  return stamps;
}

/** A copy of a stamp where a text stands: an <svg> item that piece writers copy as it is. */
function stampCopy(t: TextItem, stamp: TextStamp, k: number): SvgItem {
  const x = (Math.round(t.x * k) - stamp.at[0]) / k;
  const y = (Math.round(t.y * k) - stamp.at[1]) / k;
  return { kind: 'svg', markup: `<use href="#${stamp.id}" x="${x}" y="${y}"/>`, box: t.box };
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
  const stamps = stampsOf(items, k);
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
      const used = new Set<TextStamp>();
      for (const it of items) {
        if (!intersects(it.box, w)) continue;
        const stamp = stamps.get(it);
        if (stamp && it.kind === 'text') {
          used.add(stamp);
          inside.push(stampCopy(it, stamp, k));
        } else if (it.kind !== 'marks') inside.push(it);
        else {
          const kept = marksIn(it, w);
          if (kept) inside.push(marksAsPath(kept));
        }
      }
      const root =
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
        `viewBox="${view.x} ${view.y} ${view.width} ${view.height}" font-family="${FONT_FAMILY}">`;
      const svg = pageToSvg({ ...ground, layers: [{ items: inside }] }).replace(/^<svg\b[^>]*>/, root);
      tiles.push({ x, y, width, height, svg, stamps: [...used] });
    }
  return tiles;
}
