import type { AreaMap } from '../../../model/schema/map.js';
import type { Point } from '../../../geometry/point.js';
import { pointInPolygon } from '../../../geometry/area/polygon.js';
import { nearBorder } from '../../../geometry/area/edge-grid.js';
import { blockedInBand, stripEdges, type StripEdges } from '../../../geometry/area/pack-rects.js';
import { mmToPt } from '../../../print/units.js';
import { marks as repeated, path, polygonPath, boxAround, type Item, type Paint } from '../../../print/scene.js';
import { terrainMark, glyphPaint, type TerrainPattern } from '../terrain-glyphs.js';
import { INK } from '../map-style.js';
import { sideOf, type DrawContext } from '../grid/draw-context.js';
import { inset } from '../grid/cell-set-outline.js';
import type { PlacedArea } from './area-model.js';

/** The hash of `seed:`, where each of an area's marks starts its own (see jitterHash). */
function jitterSeed(seed: string): number {
  let h = 2166136261;
  for (const ch of `${seed}:`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h;
}

/**
 * A repeatable scatter: the same area gets the same marks on every build. The hash of `seed:i`, from the hash of
 * `seed:` (jitterSeed) on through the decimal digits of i (a whole number), most significant first as String(i)
 * spells them, without making that string (a Death of a Division map scatters some 30,000 marks); each mark strays by
 * two of its bit fields (see glyphSpots).
 */
function jitterHash(start: number, i: number): number {
  let h = start;
  let place = 1;
  while (place * 10 <= i) place *= 10;
  let rest = i;
  for (; place >= 1; place /= 10) {
    const digit = Math.floor(rest / place);
    rest -= digit * place;
    h = Math.imul(h ^ (48 + digit), 16777619);
  }
  return h;
}

/** Where an area's pattern marks go: a jittered grid inside the shape, clear of its border and of its label. */
export function glyphSpots(a: PlacedArea, spacing: number, glyph: number, labelRadius: number): Point[] {
  const xs = a.polygon.map((p) => p[0]);
  const ys = a.polygon.map((p) => p[1]);
  // The bounds once, not at every step of the scan: a bent border has hundreds of corners.
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const out: Point[] = [];
  const seed = jitterSeed(a.area.id);
  const clear = glyph * 0.9;
  // A mark stands where it is clear of the border by `clear` and inside the shape (the exact tests below).
  const stands = (p: Point) => !nearBorder(p, a.polygon, clear) && pointInPolygon(p, a.polygon);
  // The shape's edges read once, not for every row.
  const edges = stripEdges(a.polygon);
  const [cx, cy] = a.centre;
  let i = 0;
  for (let y = minY + spacing / 2; y < maxY; y += spacing * 0.87) {
    // The row's marks stray at most a quarter of the spacing up or down: across that band, widened by `clear`, the
    // stretches of x no border crosses are wholly inside or wholly outside, and a mark `clear` inside such a stretch
    // needs no exact test (issue 24: the exact tests of every mark were the most of a cold area map's patterns).
    const gaps = clearStretches(
      a.polygon,
      edges,
      y - spacing * 0.25 - clear - 1e-6,
      y + spacing * 0.25 + clear + 1e-6,
      y,
    );
    // The stretches run left to right without overlapping, and the marks nearly so: the search for a mark's
    // stretch starts from the last one's.
    let g = 0;
    for (let x = minX + spacing / 2 + ((Math.round(y / spacing) % 2) * spacing) / 2; x < maxX; x += spacing) {
      const h = jitterHash(seed, i++);
      const px = x + (((h >>> 0) % 1000) / 1000 - 0.5) * spacing * 0.5;
      const py = y + ((((h >>> 10) >>> 0) % 1000) / 1000 - 0.5) * spacing * 0.5;
      // The cheap tests first: the inside test scans the shape's edges across its whole width.
      if (Math.abs(px - cx) < labelRadius * 1.5 && Math.abs(py - cy) < labelRadius) continue;
      // The stretch holding the mark (lo < x < hi), if any: the same one a search from the first would find.
      while (g > 0 && (g >= gaps.length || gaps[g]![0] >= px)) g--;
      while (g < gaps.length && gaps[g]![1] <= px) g++;
      const gap = g < gaps.length && gaps[g]![0] < px && px < gaps[g]![1] ? gaps[g] : undefined;
      if (gap && !gap[2]) continue;
      if (gap && px >= gap[0] + clear + 1e-6 && px <= gap[1] - clear - 1e-6) out.push([px, py]);
      else {
        const p: Point = [px, py];
        if (stands(p)) out.push(p);
      }
    }
  }
  return out;
}

/**
 * The stretches of x between the polygon's edges across the band from y0 to y1 (no edge enters them there), each
 * with whether it lies inside the polygon (tested at height y).
 */
function clearStretches(
  poly: readonly Point[],
  edges: StripEdges,
  y0: number,
  y1: number,
  y: number,
): [number, number, boolean][] {
  const blocked = blockedInBand(edges, y0, y1);
  const out: [number, number, boolean][] = [];
  let x = -Infinity;
  for (let k = 0; k <= blocked.length; k++) {
    const [b0, b1] = k < blocked.length ? blocked[k]! : [Infinity, Infinity];
    if (b0 > x) {
      // Beyond the outermost edges the band is outside; between two, one point tells.
      const inside = Number.isFinite(x) && Number.isFinite(b0) && pointInPolygon([(x + b0) / 2, y], poly);
      out.push([x, b0, inside]);
    }
    x = Math.max(x, b1);
  }
  return out;
}

/**
 * How an area map paints a terrain's pattern marks (glyph size `s`): a little faded, so the marks read as ground
 * under the names and roads. The legend's swatch paints them the same.
 */
export function areaGlyphPaint(pattern: TerrainPattern, color: string, s: number): Paint {
  return { ...glyphPaint(pattern, color, s), opacity: 0.75 };
}

/** Operational areas: terrain fill, scattered terrain marks, start-area bands, and the borders between areas. */
export function drawAreas(map: AreaMap, areas: readonly PlacedArea[], ctx: DrawContext, labelRadius: number): Item[] {
  const types = new Map(map.terrainTypes.map((t) => [t.id, t]));
  const fills: Item[] = [];
  const marks: Item[] = [];
  const bands: Item[] = [];
  const borders: Item[] = [];
  const ordered = [...areas].sort(
    (a, b) =>
      map.terrainTypes.findIndex((t) => t.id === a.area.terrain) -
      map.terrainTypes.findIndex((t) => t.id === b.area.terrain),
  );
  for (const a of ordered) {
    const t = types.get(a.area.terrain);
    const d = polygonPath(a.polygon);
    const box = boxAround(a.polygon);
    fills.push(path(d, box, { fill: t?.color ?? '#eeeeee' }));
    // Buildings scattered over a whole area would read as a city: towns and villages show by colour and the town mark.
    if (t && t.pattern !== 'none' && t.pattern !== 'buildings') {
      const g = mmToPt(3.6);
      const spots = glyphSpots(a, mmToPt(9), g, labelRadius);
      if (spots.length)
        marks.push(
          // One mark, repeated: a map's woods carry thousands of trees (marks 4.5 mm apart at least never overlap, so
          // their opacity reads as one path's would).
          repeated(terrainMark(t.pattern, g), spots, box, areaGlyphPaint(t.pattern, t.color, g), true),
        );
    }
    if (a.area.startFor) {
      const { color } = sideOf(ctx, a.area.startFor);
      const w = mmToPt(2.2);
      bands.push(
        path(polygonPath(inset(a.polygon, a.centre, w * 0.6)), box, {
          stroke: color,
          width: w,
          join: 'round',
          opacity: 0.55,
        }),
      );
    }
  }
  for (const a of areas)
    borders.push(path(polygonPath(a.polygon), boxAround(a.polygon), { stroke: INK, width: 1.1, join: 'round' }));
  return [...fills, ...marks, ...bands, ...borders];
}

/**
 * Areas the data draws as polygons go over the generated cells, fill, marks and border, so a cell that
 * runs under a given polygon does not show through it.
 */
export function drawGivenOverGenerated(
  map: AreaMap,
  given: readonly PlacedArea[],
  ctx: DrawContext,
  labelRadius: number,
): Item[] {
  return given.length ? drawAreas(map, given, ctx, labelRadius) : [];
}
