import { describe, it, expect } from 'vitest';
import { withoutSpurs } from '../../../src/geometry/area/spurs.js';
import type { Point } from '../../../src/geometry/point.js';

describe('outlines without spurs', () => {
  const square: Point[] = [
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
  ];

  it('drops a run of points that goes out along a line and back (a border pushed flat onto a notch)', () => {
    const spur: Point[] = [
      [0, 0],
      [4, 0],
      [6, 0],
      [8, 0],
      [5, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ];
    expect(withoutSpurs(spur, 1e-6)).toEqual([
      [0, 0],
      [4, 0],
      [5, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ]);
  });

  it('drops a spur across the outline’s first and last points', () => {
    const spur: Point[] = [
      [3, 10],
      [0, 10],
      [0, 0],
      [10, 0],
      [10, 10],
      [-4, 10],
    ];
    const out = withoutSpurs(spur, 1e-6);
    expect(out).not.toContainEqual([-4, 10]);
    expect(out).toContainEqual([0, 0]);
    expect(out).toContainEqual([10, 10]);
  });

  it('keeps points along a straight border and a shape with no spur as it is', () => {
    const along: Point[] = [
      [0, 0],
      [5, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ];
    expect(withoutSpurs(along, 1e-6)).toEqual(along);
    expect(withoutSpurs(square, 1e-6)).toEqual(square);
  });
});
