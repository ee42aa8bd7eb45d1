import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { drawMap } from '../../../src/parts/map/api.js';
import { areaLegend } from '../../../src/parts/map/area/area-legend.js';
import { gridLegend } from '../../../src/parts/map/grid/grid-legend.js';
import { mapTexts } from '../../../src/parts/map/map-texts.js';
import { sideColours } from '../../../src/parts/map/sheet/map-context.js';
import { terrainSwatch } from '../../../src/parts/map/terrain-swatch.js';
import { boxAround, type Item, type Paint } from '../../../src/print/scene.js';
import type { Rect } from '../../../src/geometry/point.js';

/** What a reader sees of a paint: its colours, opacity and the way its lines end (not its size). */
const look = (p: Paint) => ({
  fill: p.fill ?? 'none',
  stroke: p.stroke ?? 'none',
  opacity: p.opacity ?? 1,
  cap: p.stroke ? (p.cap ?? 'butt') : '',
});
const sameBox = (a: Rect, b: Rect) =>
  Math.abs(a.x - b.x) < 0.01 && Math.abs(a.y - b.y) < 0.01 && Math.abs(a.width - b.width) < 0.01;

/**
 * Each terrain as the legend draws it beside the map: its fill and the paint of its pattern marks (issue 24: a
 * legend swatch looks like what the map draws for that terrain).
 */
function legendLooks(id: string) {
  const s = loadScenario(join(process.cwd(), 'data', id));
  const map = s.map!;
  const ctx = { texts: mapTexts(s, 'en'), sides: sideColours(s) };
  const entries = map.kind === 'area' ? areaLegend(map, ctx) : gridLegend(map, ctx, 'A1');
  const out = new Map<string, { fill: string; pattern?: ReturnType<typeof look> }>();
  for (const tt of map.terrainTypes) {
    const e = entries.find((x) => x.label === ctx.texts.name(tt.id, tt.name));
    if (!e) continue;
    const items = e.swatch(0, 0, 30, 18) as Item[];
    const fill = items.find((it) => it.kind === 'path' && it.fill && it.fill !== 'none') as Paint | undefined;
    const pattern = items.find((it) => it !== (fill as unknown) && (it.kind === 'path' || it.kind === 'marks')) as
      | Paint
      | undefined;
    out.set(tt.id, { fill: fill?.fill ?? 'none', ...(pattern ? { pattern: look(pattern) } : {}) });
  }
  return { s, map, out };
}

describe('map legends draw each terrain as the map does (issue 24)', () => {
  it.each(['death-of-a-division', 'nordwind'])('%s: every area terrain drawn is in the legend, alike', (id) => {
    const { s, map, out } = legendLooks(id);
    if (map.kind !== 'area') throw new Error('an area map');
    const d = drawMap(s, 'en', undefined, 'letter');
    const paths = d.items.filter((it) => it.kind === 'path' || it.kind === 'marks');
    const drawn = new Map<string, { fill: string; pattern?: ReturnType<typeof look> }>();
    for (const t of d.things) {
      const area = map.areas.find((a) => a.id === t.id);
      if (!area || !t.polygon?.length || area.zone === 'strategic') continue;
      const box = boxAround(t.polygon);
      const fill = paths.find((it) => it.kind === 'path' && it.fill && !it.stroke && sameBox(it.box, box));
      const marks = paths.find((it) => it.kind === 'marks' && sameBox(it.box, box));
      expect(fill, `${t.id}'s fill`).toBeTruthy();
      const seen = { fill: (fill as Paint).fill!, ...(marks ? { pattern: look(marks as Paint) } : {}) };
      const before = drawn.get(area.terrain);
      // An area too small for a pattern mark shows its fill alone; the others of its terrain show the pattern.
      if (!before || (!before.pattern && seen.pattern)) drawn.set(area.terrain, seen);
    }
    expect(drawn.size).toBeGreaterThan(1);
    for (const [terrain, seen] of drawn) {
      expect(out.get(terrain), terrain).toEqual(seen);
      // The player aid's terrain chart draws the same swatch.
      const svg = terrainSwatch(map, terrain, 18)!.svg;
      expect(svg, terrain).toContain(`fill="${seen.fill}"`);
      if (seen.pattern) {
        const paint =
          seen.pattern.stroke !== 'none' ? `stroke="${seen.pattern.stroke}"` : `fill="${seen.pattern.fill}"`;
        expect(svg, terrain).toContain(`opacity="${seen.pattern.opacity}"`);
        expect(svg, terrain).toContain(paint);
      }
    }
  });

  it.each(['veritable', 'remagen'])('%s: every cell terrain drawn is in the legend, alike', (id) => {
    const { s, map, out } = legendLooks(id);
    if (map.kind === 'area') throw new Error('a grid map');
    const d = drawMap(s, 'en', undefined, 'letter');
    // The cells' fills and pattern marks as drawn: the colours of the terrain types, and the marks in a cell.
    const colours = new Map(map.terrainTypes.map((t) => [t.color, t.id]));
    const fills = new Set(
      d.items.flatMap((it) => (it.kind === 'path' && it.fill && colours.has(it.fill) ? [colours.get(it.fill)!] : [])),
    );
    const marks = d.items.filter((it): it is Item & Paint => it.kind === 'marks');
    for (const terrain of fills)
      expect(out.get(terrain)?.fill, terrain).toBe(map.terrainTypes.find((t) => t.id === terrain)!.color);
    const patterns = new Set(marks.map((m) => JSON.stringify(look(m))));
    const legendPatterns = new Set([...out.values()].flatMap((x) => (x.pattern ? [JSON.stringify(x.pattern)] : [])));
    expect([...patterns].filter((p) => !legendPatterns.has(p))).toEqual([]);
  });
});
