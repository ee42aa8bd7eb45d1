import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  CUT_AIR,
  airSpans,
  cutsPassClear,
  placeBetweenCuts,
  rowCutsClearOf,
} from '../../../src/parts/map/tiles/cut-room.js';
import { SEAM_INSET } from '../../../src/parts/map/tiles/plan-tiles.js';
import { strategicBoxRects, strategicOffCuts } from '../../../src/parts/map/area/strategic-boxes.js';
import { PAPER, MIN_MARGIN_PT } from '../../../src/print/paper.js';
import type { Point, Rect } from '../../../src/geometry/point.js';

// Issue 23: a map with `furniture: inside` is laid out knowing where its sheets' cuts can pass, so that what may
// still move (strategic boxes, the band's blocks) keeps out of their way.
const letter = { paper: PAPER.letter, margin: MIN_MARGIN_PT, overlap: 34, footer: 22 };
const rect = (x: number, y: number, width: number, height: number): Rect => ({ x, y, width, height });

describe('rowCutsClearOf', () => {
  it('finds the one narrow stretch a column of fixed boxes leaves, and turns the page when only that passes', () => {
    // A 34 × 22 in sheet with a track down its right side from 43 to 589 pt and a box from 609 pt: landscape letter
    // rows are too short to pass under the track, portrait ones pass between the two.
    const fixed = [rect(1913, 43, 510, 546), rect(1913, 609, 510, 227), rect(1913, 865, 510, 227)];
    const cuts = rowCutsClearOf(2448, 1584, fixed, letter)!;
    expect(cuts.plan.orientation).toBe('portrait');
    const [first] = cuts.rows;
    expect(first).toBeDefined();
    expect(first![0]).toBeGreaterThanOrEqual(589 + CUT_AIR);
    expect(first![1]).toBeLessThanOrEqual(609 - CUT_AIR);
    expect(first![1] - first![0]).toBeGreaterThan(10);
  });

  it('says nothing for a sheet that fits one page', () => {
    expect(rowCutsClearOf(500, 700, [], letter)).toBeUndefined();
  });
});

describe('placeBetweenCuts', () => {
  const side = { len: 2448, win: 578, n: 5 };
  // Whether cuts exist, one between every two columns of sheets, clear of the blocks (by `air`) and the fixed ranges.
  const cutsExist = (xs: number[], widths: number[], fixed: [number, number][], air: number) => {
    const spans: [number, number][] = xs.map((x, i) => [x - air + CUT_AIR, x + widths[i]! + air - CUT_AIR]);
    const clear = (p: number) => ![...fixed, ...spans].some(([a, b]) => a - CUT_AIR < p && p < b + CUT_AIR);
    const search = (k: number, prev: number | undefined): boolean => {
      if (k === side.n - 1) return true;
      const lo = prev === undefined ? side.win / 3 : prev + side.win / 3;
      let hi = prev === undefined ? side.win - SEAM_INSET : prev + side.win - 2 * SEAM_INSET;
      let from = lo;
      if (k === side.n - 2) {
        from = Math.max(lo, side.len - side.win + SEAM_INSET);
        hi = Math.min(hi, side.len - side.win / 3);
      }
      for (let p = Math.ceil(from); p <= hi; p += 1) if (clear(p) && search(k + 1, p)) return true;
      return false;
    };
    return search(0, undefined);
  };

  it('sets a block past a fixed box the first cut must pass beside, and leaves every cut a way through', () => {
    const widths = [324, 508, 36, 232, 224];
    const fixed: [number, number][] = [
      [285, 510],
      [680, 964],
      [1162, 1446],
      [1602, 1885],
      [1913, 2424],
    ];
    const xs = placeBetweenCuts(widths, 16, 1903, 10, 6, side, fixed)!;
    expect(xs).toHaveLength(5);
    // The legend cannot share the first column with the title and the box, nor stand across the first cut.
    expect(xs[1]).toBeGreaterThan(510 + CUT_AIR);
    xs.forEach((x, i) => expect(x + widths[i]!).toBeLessThanOrEqual(1903));
    expect(cutsExist(xs, widths, fixed, 6)).toBe(true);
    // Laid side by side from the left, as a plain row would set them, the first cut would find no way.
    const plain = widths.map((_, i) => 16 + widths.slice(0, i).reduce((s, w) => s + w + 10, 0));
    expect(cutsExist(plain, widths, fixed, 6)).toBe(false);
  });

  it('refuses blocks that no column can hold', () => {
    expect(placeBetweenCuts([600], 0, 2448, 10, 6, side, [])).toBeUndefined();
    expect(placeBetweenCuts([300, 300], 0, 560, 10, 6, side, [])).toBeUndefined();
  });
});

describe('strategicOffCuts', () => {
  it('moves a box off a stretch a cut must pass, its column closing up, the other columns left alone', () => {
    // A column of boxes down the right side, one across the stretch 592–606 pt, and one box across the sheet.
    const at: Point[] = [
      [1743, 280],
      [1743, 449],
      [1743, 618],
      [1743, 787],
      [1743, 932],
      [1743, 1101],
      [155, 594],
    ];
    const zones: [number, number][] = [[595, 603]];
    const moved = strategicOffCuts(at, zones, CUT_AIR, 30, () => 1160);
    const rects = strategicBoxRects(moved);
    const crosses = (r: Rect) => r.y < 603 + CUT_AIR && 595 - CUT_AIR < r.y + r.height;
    expect(rects.filter(crosses)).toEqual([]);
    for (const r of rects) {
      expect(r.y).toBeGreaterThanOrEqual(30);
      expect(r.y + r.height).toBeLessThanOrEqual(1160 + 1e-6);
    }
    // Each moved no further than it must: less than a box's height.
    moved.forEach((p, i) => expect(Math.abs(p[1] - at[i]![1])).toBeLessThan(130));
    expect(moved.every((p, i) => p[0] === at[i]![0])).toBe(true);
    // Boxes already clear of the stretch and not pushed keep their places.
    expect(moved[0]).toEqual(at[0]);
  });
});

// Issue 23: Nordwind's five start areas along its top edge, 283 pt wide and 397 pt apart, with the time record track
// beside them: no five portrait letter columns pass between them all, but two of them closer together (narrower, as
// strategicBoxRects draws them) let every cut through. The first cut taking its first clear place is not enough: the
// check follows every place each cut may take.
describe('cutsPassClear', () => {
  const side = { len: 2448, win: 577.98, n: 5 };
  const track: [number, number] = [1913, 2424];
  const boxes = (xs: number[]) =>
    strategicBoxRects(xs.map((x): Point => [x, 113])).map((r): [number, number] => [r.x, r.x + r.width]);
  it('finds no way between five start areas as given, and a way once two of them close up', () => {
    expect(cutsPassClear([...boxes([170, 567, 964, 1361, 1744]), track], side)).toBe(false);
    // B and C 278 pt apart (each 245 pt wide) share a sheet, and every cut passes.
    expect(cutsPassClear([...boxes([170, 693, 971, 1361, 1744]), track], side)).toBe(true);
  });
  it('finds a way the first clear place of the first cut would miss', () => {
    // The first cut may pass at 253 pt, just after the first range, but from there the second cannot reach its only
    // gap (1100–1120 pt); passing at 503–557 pt it can.
    const fixed: [number, number][] = [
      [0, 250],
      [300, 500],
      [560, 1097],
      [1123, 1500],
    ];
    expect(cutsPassClear(fixed, { len: 1500, win: 600, n: 3 })).toBe(true);
    expect(cutsPassClear([...fixed, [500, 560]], { len: 1500, win: 600, n: 3 })).toBe(false);
  });
});

describe('cutsPassClear with ranges made once (airSpans)', () => {
  // Issue 23: a row of strategic boxes is tried thousands of ways against the same town signs; the signs, widened and
  // sorted once, must answer exactly as when given with the boxes on every try.
  it('answers as when the ranges are given with the others, for any ranges, sides and air', () => {
    const range = fc
      .tuple(fc.double({ min: -50, max: 2500, noNaN: true }), fc.double({ min: 0, max: 400, noNaN: true }))
      .map(([a, w]): [number, number] => [a, a + w]);
    fc.assert(
      fc.property(
        fc.array(range, { maxLength: 12 }),
        fc.array(range, { maxLength: 60 }),
        fc.integer({ min: 2, max: 6 }),
        fc.double({ min: 300, max: 700, noNaN: true }),
        (boxes, signs, n, win) => {
          const side = { len: win * n - 40 * (n - 1), win, n };
          for (const air of [CUT_AIR, 12, 0])
            expect(cutsPassClear(boxes, side, air, airSpans(signs, air))).toBe(
              cutsPassClear([...boxes, ...signs], side, air),
            );
        },
      ),
      { numRuns: 300, seed: 23 },
    );
  });
});
