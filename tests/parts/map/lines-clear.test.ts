import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { drawMap } from '../../../src/parts/map/part.js';
import { mmToPt } from '../../../src/print/units.js';
import type { Rect } from '../../../src/geometry/point.js';
import type { TextItem } from '../../../src/print/scene.js';
import { bridgeWidth } from '../../../src/parts/map/grid/draw-bridges.js';

// Issue 24: Veritable's hex numbers G10, N10, N11 and L2 printed under the rivers and the Cleve–Goch road, and
// Remagen's road ran over the B1–B2 forest symbols. Every cell number and every terrain symbol of the hex and
// sector maps is measured here against the river and road lines as drawn (the manifest's hexsides and roads, at the
// stroke width map.yaml gives them, a solid road's casing included).
const ROOT = join(import.meta.dirname, '../../../data');
const CASING = 0.9;

type P = [number, number];
interface Line {
  a: P;
  b: P;
  width: number;
  what: string;
}

/** Distance from a rectangle to a segment, by walking the segment in steps of a twentieth of a point. */
function distance(r: Rect, a: P, b: P): number {
  const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) * 20));
  let d = Infinity;
  for (let k = 0; k <= n; k++) {
    const x = a[0] + ((b[0] - a[0]) * k) / n;
    const y = a[1] + ((b[1] - a[1]) * k) / n;
    const dx = Math.max(r.x - x, 0, x - (r.x + r.width));
    const dy = Math.max(r.y - y, 0, y - (r.y + r.height));
    d = Math.min(d, Math.hypot(dx, dy));
  }
  return d;
}

const drawn = new Map<string, ReturnType<typeof drawLines>>();
function drawnLines(game: string, lang: string) {
  const key = `${game} ${lang}`;
  if (!drawn.has(key)) drawn.set(key, drawLines(game, lang));
  return drawn.get(key)!;
}

function drawLines(game: string, lang: string) {
  const s = loadScenario(join(ROOT, game));
  const d = drawMap(s, lang);
  const map = s.map!;
  if (map.kind === 'area') throw new Error('a grid map was expected');
  const features = new Map(map.lineFeatures.map((f) => [f.id, f]));
  const lines: Line[] = [];
  const hexsides = (d.facts.hexsides ?? []) as { between: string[]; feature: string; segment: [P, P] }[];
  for (const h of hexsides) {
    const f = features.get(h.feature)!;
    lines.push({ a: h.segment[0], b: h.segment[1], width: mmToPt(f.widthMm), what: `${h.feature} ${h.between}` });
  }
  const roads = (d.facts.roads ?? []) as { kind: string; cells: string[]; points: P[] }[];
  for (const r of roads) {
    const f = features.get(r.kind)!;
    const width = mmToPt(f.widthMm) + (f.dash ? 0 : CASING);
    for (let i = 1; i < r.points.length; i++)
      lines.push({ a: r.points[i - 1], b: r.points[i], width, what: `${r.kind} ${r.cells[i - 1]}-${r.cells[i]}` });
  }
  return { s, d, lines };
}

const hits = (box: Rect, lines: readonly Line[]) =>
  lines.filter((l) => distance(box, l.a, l.b) < l.width / 2).map((l) => l.what);

describe('cell numbers and terrain symbols keep off rivers and roads', () => {
  for (const [game, lang] of [
    ['veritable', 'en'],
    ['veritable', 'ru'],
    ['remagen', 'en'],
  ] as const) {
    it(`${game} (${lang}): every cell's number prints clear of every river and road line`, () => {
      const { d, lines } = drawnLines(game, lang);
      expect(lines.length).toBeGreaterThan(10);
      const numbers = d.items.filter((it): it is TextItem => it.kind === 'text' && it.place === 'number');
      const cells = (d.things ?? []).length;
      expect(numbers.length).toBe(cells);
      const under = numbers.flatMap((n) => hits(n.box, lines).map((w) => `${n.text} under ${w}`));
      expect(under).toEqual([]);
    });

    it(`${game} (${lang}): every terrain symbol prints clear of every river and road line`, () => {
      const { d, lines } = drawnLines(game, lang);
      const marks = d.facts.terrainMarks as { cell: string; box: Rect }[];
      expect(marks.length).toBeGreaterThan(20);
      const under = marks.flatMap((m) => hits(m.box, lines).map((w) => `${m.cell} symbol under ${w}`));
      expect(under).toEqual([]);
    });
  }

  // Issue 24: the Unkel pontoon line (B8-B11) ran to the middle of B11 over its buildings, and every bridge over the
  // Rhine's waves.
  it("Remagen: every terrain symbol prints clear of the bridges, Unkel's buildings in B11 kept beside the line", () => {
    const { d } = drawnLines('remagen', 'en');
    const size = d.facts.cellSize as number;
    const bridges = d.facts.bridges as { id: string; kind: string; points: P[] }[];
    expect(bridges.map((b) => b.id)).toContain('pontoon-north');
    const lines: Line[] = bridges.flatMap((b) =>
      b.points.slice(1).map((q, i) => ({ a: b.points[i]!, b: q, width: bridgeWidth(b.kind, size), what: b.id })),
    );
    const marks = d.facts.terrainMarks as { cell: string; box: Rect }[];
    const under = marks.flatMap((m) => hits(m.box, lines).map((w) => `${m.cell} symbol under ${w}`));
    expect(under).toEqual([]);
    expect(marks.filter((m) => m.cell === 'B11').length).toBeGreaterThanOrEqual(2);
  });

  it('a wood crossed by a road keeps symbols: moved beside the road, not all dropped', () => {
    const { d } = drawnLines('remagen', 'en');
    const marks = d.facts.terrainMarks as { cell: string; box: Rect }[];
    for (const cell of ['B1', 'B2'])
      expect(marks.filter((m) => m.cell === cell).length, cell).toBeGreaterThanOrEqual(3);
  });
});
