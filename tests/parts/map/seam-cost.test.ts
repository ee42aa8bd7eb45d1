import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { seamCosts } from '../../../src/parts/map/tiles/seam-cost.js';
import type { MapDrawing } from '../../../src/parts/map/map-drawing.js';
import type { Rect } from '../../../src/geometry/point.js';

// The seam costs find the words, blocks and cells near a cut by a search among them, not a scan of all (a cold map
// build asked some 150,000 times). The cuts the kit prints depend on every bit of these sums, ties included, so the
// search must give what the plain scan of every word, block and cell gives, at the spans' very ends too.
const WORD = 6;
const BLOCK = 400;
const AIR = 3;

interface Drawn {
  kind: 'hex' | 'square' | 'area';
  words: Rect[];
  soft: Rect[];
  furniture: Rect[];
  strategic: Rect[];
  centres: [number, number][];
  cellSize: number;
}

/** The costs as a scan of everything works them out (seamCosts before the search). */
function scanned(d: Drawn) {
  const blocks = [
    ...d.furniture.map((r) => ({ ...r, weight: 3 * BLOCK })),
    ...d.strategic.map((r) => ({ ...r, weight: BLOCK })),
  ];
  const inBand = (r: Rect, b: { y: number; height: number }) => r.y < b.y + b.height && b.y < r.y + r.height;
  const radius = d.cellSize / Math.sqrt(3);
  const [hx, hy] = d.kind === 'square' ? [d.cellSize / 2, d.cellSize / 2] : [radius, d.cellSize / 2];
  const cut = (v: number, c: number, h: number) => {
    const dd = Math.abs(v - c);
    return dd < h - 0.3 ? 1 + 3 * (1 - dd / h) : 0;
  };
  const grid = d.kind !== 'area';
  const hardX = (x: number, b: { y: number; height: number }) =>
    WORD * d.words.filter((w) => inBand(w, b) && w.x < x && x < w.x + w.width).length +
    blocks.filter((k) => inBand(k, b) && k.x - AIR < x && x < k.x + k.width + AIR).reduce((s, k) => s + k.weight, 0);
  const hardY = (y: number) =>
    WORD * d.words.filter((w) => w.y < y && y < w.y + w.height).length +
    blocks.filter((k) => k.y - AIR < y && y < k.y + k.height + AIR).reduce((s, k) => s + k.weight, 0);
  const softX = (x: number, b: { y: number; height: number }) =>
    WORD * d.soft.filter((w) => w.x < x && x < w.x + w.width && inBand(w, b)).length;
  const softY = (y: number) => WORD * d.soft.filter((w) => w.y < y && y < w.y + w.height).length;
  const cellsX = (x: number, b: { y: number; height: number }) =>
    grid
      ? d.centres.reduce((s, c) => s + (Math.abs(c[1] - b.y - b.height / 2) < b.height / 2 ? cut(x, c[0], hx) : 0), 0)
      : 0;
  const cellsY = (y: number) => (grid ? d.centres.reduce((s, c) => s + cut(y, c[1], hy), 0) : 0);
  return {
    costX: (x: number, b: { y: number; height: number }) => cellsX(x, b) + hardX(x, b) + softX(x, b),
    costY: (y: number) => cellsY(y) + hardY(y) + softY(y),
    hardX,
    hardY,
  };
}

function drawing(d: Drawn): { drawing: MapDrawing; soft: Set<number> } {
  const items = [...d.words, ...d.soft].map((box) => ({ kind: 'text', box }));
  const soft = new Set(d.soft.map((_, i) => d.words.length + i));
  const drawn = {
    kind: d.kind,
    items,
    boxes: [],
    things: d.centres.map((centre) => ({ centre })),
    facts: {
      furniture: d.furniture.map((rect) => ({ rect })),
      strategicBoxes: d.strategic,
      cellSize: d.cellSize,
      orientation: 'flat',
    },
  };
  return { drawing: drawn as unknown as MapDrawing, soft };
}

// Whole and half points, as the kit's map is laid out, so that cuts fall exactly on the spans' ends.
const at = fc.integer({ min: 0, max: 800 }).map((v) => v / 2);
const rect = fc
  .tuple(at, at, fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 120 }))
  .map(([x, y, w, h]) => ({ x, y, width: w / 2, height: h / 2 }));
const drawn: fc.Arbitrary<Drawn> = fc.record({
  kind: fc.constantFrom('hex', 'square', 'area'),
  words: fc.array(rect, { maxLength: 40 }),
  soft: fc.array(rect, { maxLength: 6 }),
  furniture: fc.array(rect, { maxLength: 4 }),
  strategic: fc.array(rect, { maxLength: 4 }),
  centres: fc.array(fc.tuple(at, at), { maxLength: 60 }),
  cellSize: fc.integer({ min: 20, max: 80 }),
});

describe('seam costs: the search finds what a scan of every word, block and cell finds', () => {
  it('gives the same cost, to the last bit, at every whole and half point and every span end', () => {
    fc.assert(
      fc.property(drawn, fc.array(at, { minLength: 1, maxLength: 3 }), (d, bandAt) => {
        const { drawing: drawnMap, soft } = drawing(d);
        const fast = seamCosts(drawnMap, soft);
        const slow = scanned(d);
        const ends = [...d.words, ...d.soft, ...d.furniture, ...d.strategic].flatMap((r) => [
          r.x,
          r.x + r.width,
          r.x - AIR,
          r.x + r.width + AIR,
          r.y,
          r.y + r.height,
          r.y - AIR,
          r.y + r.height + AIR,
        ]);
        const places = [...ends, ...Array.from({ length: 90 }, (_, i) => i * 4.5)];
        const bands = bandAt.map((y, i) => ({ y, height: 40 + 60 * i }));
        for (const v of places) {
          expect(fast.costY(v)).toBe(slow.costY(v));
          expect(fast.cutY.hard(v)).toBe(slow.hardY(v));
          for (const band of bands) {
            expect(fast.costX(v, band)).toBe(slow.costX(v, band));
            const c = fast.cutX(band);
            expect(c.cost(v)).toBe(slow.costX(v, band));
            expect(c.hard(v)).toBe(slow.hardX(v, band));
          }
        }
      }),
      { seed: 24, numRuns: 80 },
    );
  });
});
