import type { GameMap } from '../../model/schema/map.js';
import type { Paint } from '../../print/scene.js';
import { fmt } from '../../print/scene.js';
import { escapeXml } from '../../print/escape.js';
import { mmToPt } from '../../print/units.js';
import { terrainGlyph, glyphPaint } from './terrain-glyphs.js';
import { darken, GRID_INK, INK } from './map-style.js';
import { riverWidth } from './area/draw-rivers.js';
import { areaGlyphPaint } from './area/draw-areas.js';

/** A swatch is this many times as wide as it is high: room for two pattern marks, or a line long enough to read. */
export const SWATCH_ASPECT = 1.6;

/** A small drawing of one terrain or line feature as the map prints it: SVG markup, 1 unit = 1 pt. */
export interface Swatch {
  svg: string;
  width: number;
  height: number;
}

function paintAttrs(p: Paint): string {
  let a = ` fill="${p.fill ?? 'none'}"`;
  if (p.opacity !== undefined && p.opacity !== 1) a += ` opacity="${fmt(p.opacity)}"`;
  if (p.stroke) {
    a += ` stroke="${p.stroke}" stroke-width="${fmt(p.width ?? 1)}"`;
    if (p.dash) a += ` stroke-dasharray="${p.dash.map(fmt).join(' ')}"`;
    if (p.cap) a += ` stroke-linecap="${p.cap}"`;
    if (p.join) a += ` stroke-linejoin="${p.join}"`;
  }
  return a;
}

const pathEl = (d: string, p: Paint) => (d ? `<path d="${d}"${paintAttrs(p)}/>` : '');
const rectD = (w: number, h: number, inset: number) =>
  `M${fmt(inset)} ${fmt(inset)}L${fmt(w - inset)} ${fmt(inset)}L${fmt(w - inset)} ${fmt(h - inset)}` +
  `L${fmt(inset)} ${fmt(h - inset)}Z`;

/** Terrain the map paints: on a hex or square map the default and each type some cell has; on an area map, theirs. */
function drawnTerrain(map: GameMap): Set<string> {
  if (map.kind === 'area') return new Set(map.areas.flatMap((a) => [a.terrain, ...a.approaches.map((x) => x.terrain)]));
  return new Set([
    map.terrain.default,
    ...Object.entries(map.terrain.cells).flatMap(([id, c]) => (c.length ? [id] : [])),
  ]);
}

/** The ground a line sample crosses: the map's default terrain, as a road or river on the sheet crosses it. */
function groundOf(map: GameMap): string {
  if (map.kind === 'area') return '#efe9cc';
  return map.terrainTypes.find((t) => t.id === map.terrain.default)?.color ?? '#f7f3e6';
}

/** A line across the swatch's middle, drawn with the map's paint; the widest stroke kept inside the swatch. */
function lineSample(w: number, h: number, ground: string, paints: Paint[]): string {
  const y = fmt(h / 2);
  const d = `M${fmt(h * 0.12)} ${y}L${fmt(w - h * 0.12)} ${y}`;
  const most = Math.max(...paints.map((p) => p.width ?? 1));
  const k = most > h * 0.7 ? (h * 0.7) / most : 1;
  const scaled = paints.map((p) => ({
    ...p,
    width: (p.width ?? 1) * k,
    ...(p.dash ? { dash: p.dash.map((v) => v * k) } : {}),
  }));
  return (
    pathEl(rectD(w, h, 0.2), { fill: ground, stroke: GRID_INK, width: 0.4 }) + scaled.map((p) => pathEl(d, p)).join('')
  );
}

function terrainBody(map: GameMap, id: string, w: number, h: number): string | undefined {
  const tt = map.terrainTypes.find((t) => t.id === id);
  if (!tt || !drawnTerrain(map).has(id)) return undefined;
  let body = pathEl(rectD(w, h, 0.2), { fill: tt.color, stroke: map.kind === 'area' ? INK : GRID_INK, width: 0.4 });
  // An area map marks a town with its own sign, not a pattern, so its swatch shows none either.
  const pattern = map.kind === 'area' && tt.pattern === 'buildings' ? 'none' : tt.pattern;
  if (pattern !== 'none') {
    const s = h * 0.62;
    const d = [0.27, 0.73].map((f) => terrainGlyph(pattern, w * f, h * 0.52, s)).join('');
    body += pathEl(d, map.kind === 'area' ? areaGlyphPaint(pattern, tt.color, s) : glyphPaint(pattern, tt.color, s));
  }
  return body;
}

function lineBody(map: GameMap, id: string, w: number, h: number): string | undefined {
  if (map.kind === 'area') {
    const r = map.rivers.find((x) => x.id === id);
    return r && lineSample(w, h, groundOf(map), [{ stroke: r.color, width: riverWidth, cap: 'round' }]);
  }
  const f = map.lineFeatures.find((x) => x.id === id);
  if (!f) return undefined;
  const lw = mmToPt(f.widthMm);
  // Drawn as the map draws it: a hexside feature plain or dashed, a road with its dark casing (a dashed one bare).
  if (map.kind === 'hex' && map.hexsides.some((x) => x.feature === id))
    return lineSample(w, h, groundOf(map), [
      {
        stroke: f.color,
        width: lw,
        cap: 'round',
        ...(f.dash ? { dash: [lw * 1.6, lw * 1.2], cap: 'butt' as const } : {}),
      },
    ]);
  if (map.roads.some((r) => r.kind === id && r.cells.length))
    return lineSample(w, h, groundOf(map), [
      ...(f.dash ? [] : [{ stroke: darken(f.color, 0.55), width: lw + 0.9, cap: 'round' as const }]),
      {
        stroke: f.color,
        width: lw,
        cap: 'round',
        ...(f.dash ? { dash: [lw * 2.5, lw * 1.5], cap: 'butt' as const } : {}),
      },
    ]);
  return undefined;
}

/**
 * The terrain type or line feature `id` as the map draws it, `height` pt high and SWATCH_ASPECT times as wide:
 * its fill and pattern marks, or a short length of its line over the map's ground. Undefined when the map
 * does not draw it (no cell has it, no hexside or road is of that kind), so a chart never shows a colour the
 * sheet lacks.
 */
export function terrainSwatch(map: GameMap | undefined, id: string, height: number): Swatch | undefined {
  if (!map) return undefined;
  const h = height;
  const w = height * SWATCH_ASPECT;
  const body = terrainBody(map, id, w, h) ?? lineBody(map, id, w, h);
  if (!body) return undefined;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(w)}" height="${fmt(h)}" ` +
    `viewBox="0 0 ${fmt(w)} ${fmt(h)}" data-swatch="${escapeXml(id)}">${body}</svg>`;
  return { svg, width: w, height: h };
}
