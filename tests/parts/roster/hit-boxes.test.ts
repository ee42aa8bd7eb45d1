import { describe, it, expect } from 'vitest';
import { layoutHitBoxes, HIT_BOX } from '../../../src/parts/roster/hit-boxes.js';

describe('hit boxes', () => {
  it('draws one box per strength point of every piece, at least 4 mm square for a pencil', () => {
    const l = layoutHitBoxes(4, 3, 200);
    expect(l.boxes).toHaveLength(12);
    expect(HIT_BOX).toBeGreaterThanOrEqual((4 * 72) / 25.4 - 0.01);
    for (let p = 0; p < 4; p++) expect(l.boxes.filter((b) => b.piece === p)).toHaveLength(3);
  });

  it("wraps within the column and keeps a piece's boxes on one row where they fit", () => {
    const l = layoutHitBoxes(4, 4, 120);
    expect(l.width).toBeLessThanOrEqual(120);
    for (let p = 0; p < 4; p++) expect(new Set(l.boxes.filter((b) => b.piece === p).map((b) => b.y)).size).toBe(1);
    expect(new Set(l.boxes.map((b) => b.y)).size).toBeGreaterThan(1);
  });

  it('draws nothing for a unit with no strength', () => {
    expect(layoutHitBoxes(3, 0, 100)).toEqual({ boxes: [], width: 0, height: 0 });
  });
});
