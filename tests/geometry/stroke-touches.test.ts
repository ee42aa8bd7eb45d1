import { describe, expect, it } from 'vitest';
import {
  segmentNearRect,
  segmentRectDistance,
  strokeTouches,
  type StrokedSegment,
} from '../../src/geometry/segment.js';
import type { Point, Rect } from '../../src/geometry/point.js';

// strokeTouches answers most far-apart pairs from bounding boxes alone; its answer must be the full distance test's.
describe('strokeTouches', () => {
  it('agrees with the full segment-to-rectangle distance on 20,000 pairs, near and far', () => {
    // A fixed linear congruential sequence: the same pairs every run.
    let seed = 21;
    const next = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return (seed / 2_147_483_648) * max;
    };
    let touching = 0;
    for (let i = 0; i < 20_000; i++) {
      const a: Point = [next(100), next(100)];
      // Half the segments are axis-aligned, where a box gap is exactly the distance.
      const b: Point = i % 2 ? [next(100), next(100)] : [a[0], next(100)];
      const s: StrokedSegment = { a, b, width: next(6) };
      const r: Rect = { x: next(100), y: next(100), width: next(20), height: next(20) };
      const air = i % 3 ? next(3) : 0;
      const expected = segmentRectDistance(a, b, r) < s.width / 2 + air;
      if (expected) touching++;
      expect(strokeTouches(s, r, air)).toBe(expected);
    }
    // Both answers are well represented, so the agreement means something.
    expect(touching).toBeGreaterThan(1_000);
    expect(touching).toBeLessThan(18_000);
  });

  it('counts a line that only comes within its half-width and air, not one just past it', () => {
    const r: Rect = { x: 10, y: 10, width: 10, height: 10 };
    const s: StrokedSegment = { a: [0, 23], b: [30, 23], width: 2 };
    expect(strokeTouches(s, r, 2.01)).toBe(true);
    expect(strokeTouches(s, r, 2)).toBe(false);
  });
});

// segmentNearRect (an entry arrow's way past the boxes) answers far pairs from bounding boxes too: the same answers.
describe('segmentNearRect', () => {
  it('agrees with the full segment-to-rectangle distance on 20,000 pairs, near and far', () => {
    let seed = 33;
    const next = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return (seed / 2_147_483_648) * max;
    };
    let near = 0;
    for (let i = 0; i < 20_000; i++) {
      const a: Point = [next(100), next(100)];
      const b: Point = i % 2 ? [next(100), next(100)] : [next(100), a[1]];
      const r: Rect = { x: next(100), y: next(100), width: next(20), height: next(20) };
      const reach = next(8);
      const expected = segmentRectDistance(a, b, r) < reach;
      if (expected) near++;
      expect(segmentNearRect(a, b, r, reach)).toBe(expected);
    }
    expect(near).toBeGreaterThan(1_000);
    expect(near).toBeLessThan(18_000);
  });
});
