import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { drawMap } from '../../../src/parts/map/part.js';
import type { TextItem } from '../../../src/print/scene.js';

// Brief, Print: "pieces fit their spaces; no text overlaps or is cut". Issue 24: Remagen's "German replacement
// sectors", named over its one top-row sector D18 at the board's east edge, ran 60 pt past the grid onto the row
// letters. A zone's name prints inside the zone's own cells, measured here from the drawn cells' centres.
const ROOT = join(import.meta.dirname, '../../../data');

describe('a zone prints its name inside its own cells', () => {
  for (const game of ['remagen', 'veritable']) {
    it(`${game}: every zone name lies within the box of its cells`, () => {
      const s = loadScenario(join(ROOT, game));
      const d = drawMap(s, 'en');
      const centre = new Map(d.things.map((t) => [t.id, t.centre]));
      // The pitch between neighbouring cells: half of it either side of the outer centres is the zone's edge.
      const [a, b] = [...centre.values()];
      const pitch = Math.hypot(b![0] - a![0], b![1] - a![1]);
      const places = new Set((s.map as { places?: { at: string }[] }).places?.map((p) => p.at) ?? []);
      const zones = (s.map as { zones?: { name: string; cells?: string[] }[] }).zones ?? [];
      const outside: string[] = [];
      let checked = 0;
      for (const z of zones) {
        if (!z.cells) continue;
        // A zone of one or two named places (Veritable's Cleve) is named by its places' own labels.
        const expanded = z.cells.flatMap((c) => expand(c));
        if (expanded.length <= 2 && expanded.every((c) => places.has(c))) continue;
        const label = d.items.find(
          (it): it is TextItem => it.kind === 'text' && it.place === 'name' && it.text === z.name,
        );
        if (!label) continue;
        const cells = expanded.flatMap((c) => (centre.has(c) ? [centre.get(c)!] : []));
        expect(cells.length, z.name).toBeGreaterThan(0);
        const xs = cells.map((p) => p[0]);
        const ys = cells.map((p) => p[1]);
        const box = {
          x0: Math.min(...xs) - pitch / 2,
          x1: Math.max(...xs) + pitch / 2,
          y0: Math.min(...ys) - pitch / 2,
          y1: Math.max(...ys) + pitch / 2,
        };
        const r = label.box;
        checked++;
        if (r.x < box.x0 - 0.5 || r.x + r.width > box.x1 + 0.5 || r.y < box.y0 - 0.5 || r.y + r.height > box.y1 + 0.5)
          outside.push(
            `${z.name}: ${r.x.toFixed(0)}..${(r.x + r.width).toFixed(0)} beyond ${box.x0.toFixed(0)}..` +
              `${box.x1.toFixed(0)}`,
          );
      }
      if (game === 'remagen') expect(checked).toBeGreaterThan(0);
      expect(outside).toEqual([]);
    });
  }
});

// Issue 24: Remagen's capacity figures ("6·3·2·1") in each sector's lower corner sat on the dashed border of the zone
// whose edge ran there (the US assembly area's), half the dash's width reaching into the sector.
describe("a sector's capacity figures keep off every zone's dashed border", () => {
  it('remagen: no figure comes within half a zone line (and a point) of its middle', () => {
    const s = loadScenario(join(ROOT, 'remagen'));
    const d = drawMap(s, 'en');
    const figures = d.items.filter((it): it is TextItem => it.kind === 'text' && /^\d(·\d)+$/.test(it.text));
    expect(figures.length).toBeGreaterThan(100);
    const dashed = d.items.filter(
      (it): it is Extract<typeof it, { kind: 'path' }> => it.kind === 'path' && !!it.dash && /^[ML\d.\s-]+$/.test(it.d),
    );
    const segs: { a: number[]; b: number[]; w: number }[] = [];
    for (const it of dashed) {
      let last: number[] | undefined;
      for (const [, op, x, y] of it.d.matchAll(/([ML])\s*(-?[\d.]+)[\s,]+(-?[\d.]+)/g)) {
        const p = [Number(x), Number(y)];
        if (op === 'L' && last) segs.push({ a: last, b: p, w: it.width ?? 1 });
        last = p;
      }
    }
    expect(segs.length).toBeGreaterThan(10);
    const touching: string[] = [];
    for (const f of figures)
      for (const { a, b, w } of segs) {
        const r = f.box;
        // Zone borders run along the cells' edges, across or down: the box within reach of the line's middle.
        const [x0, x1] = [Math.min(a[0]!, b[0]!), Math.max(a[0]!, b[0]!)];
        const [y0, y1] = [Math.min(a[1]!, b[1]!), Math.max(a[1]!, b[1]!)];
        const dx = Math.max(x0 - (r.x + r.width), r.x - x1, 0);
        const dy = Math.max(y0 - (r.y + r.height), r.y - y1, 0);
        if (Math.hypot(dx, dy) < w / 2 + 0.5) touching.push(`${f.text} at ${r.x.toFixed(0)},${r.y.toFixed(0)}`);
      }
    expect(touching).toEqual([]);
  });
});

/** "G2..G5" → G2, G3, G4, G5 (a sector board's range within one row); a single cell as itself. */
function expand(spec: string): string[] {
  const m = spec.match(/^([A-Z]+)(\d+)\.\.([A-Z]+)(\d+)$/);
  if (!m || m[1] !== m[3]) return [spec];
  const out: string[] = [];
  for (let n = Number(m[2]); n <= Number(m[4]); n++) out.push(`${m[1]}${n}`);
  return out;
}
