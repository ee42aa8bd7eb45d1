import { describe, expect, it } from 'vitest';
import type { Point, Rect } from '../../../../src/geometry/point.js';
import { segmentRectDistance } from '../../../../src/geometry/segment.js';
import { arrowNear, arrowPieces, arrowRectClearance } from '../../../../src/parts/map/area/arrow-shape.js';
import { ENTRY_ARROW_WIDTH } from '../../../../src/parts/map/area/entry-routes.js';

// The check that an entry arrow keeps off a box or a name measures only its pieces near enough to matter: what it
// answers must be what measuring every piece of the arrow as printed (shaft and head) answers.
describe('an arrow measured against a rectangle', () => {
  let seed = 7;
  const next = (max: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (seed / 2_147_483_648) * max;
  };
  const route = (): Point[] => {
    const out: Point[] = [[next(200), next(200)]];
    for (let k = 0; k < 6; k++) out.push([out[k]![0] + 5 + next(30), out[k]![1] + next(40) - 20]);
    return out;
  };
  const everyPiece = (r: readonly Point[], box: Rect) =>
    Math.min(...arrowPieces(r, ENTRY_ARROW_WIDTH).map((p) => segmentRectDistance(p.a, p.b, box) - p.r));

  it('finds the least paper between them, as every piece measured finds it', () => {
    for (let i = 0; i < 300; i++) {
      const r = route();
      for (let j = 0; j < 10; j++) {
        const box: Rect = { x: next(300), y: next(250), width: next(40), height: next(20) };
        expect(arrowRectClearance(r, ENTRY_ARROW_WIDTH, box)).toBe(everyPiece(r, box));
      }
    }
  });

  it('says whether it comes nearer than a clearance as every piece measured says it', () => {
    let near = 0;
    for (let i = 0; i < 300; i++) {
      const r = route();
      for (let j = 0; j < 10; j++) {
        const box: Rect = { x: next(300), y: next(250), width: next(40), height: next(20) };
        const clear = next(6);
        const expected = everyPiece(r, box) < clear;
        if (expected) near++;
        expect(arrowNear(r, ENTRY_ARROW_WIDTH, box, clear)).toBe(expected);
      }
    }
    // Both answers are well represented, so the agreement means something.
    expect(near).toBeGreaterThan(100);
    expect(near).toBeLessThan(2_900);
  });
});
