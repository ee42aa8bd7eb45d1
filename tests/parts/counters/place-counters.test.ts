import { describe, it, expect } from 'vitest';
import { placeCounters } from '../../../src/parts/counters/place-counters.js';
import { counterGrid } from '../../../src/parts/counters/counter-grid.js';

const grid = counterGrid({ x: 0, y: 0, width: 100, height: 100 }, 50, 0, 0); // 4 per sheet
const page = { width: 200, height: 300 };

describe('placeCounters', () => {
  it('places every copy, filling sheets in order, front and back pages alternating for duplex', () => {
    const plan = placeCounters([3, 2], grid, page, 'long', { x: 0, y: 0 });
    expect(plan).toMatchObject({ sheets: 2, pages: 4 });
    const fronts = plan.placed.filter((p) => p.side === 'front');
    expect(fronts.map((p) => [p.piece, p.copy, p.sheet, p.page])).toEqual([
      [0, 1, 1, 1],
      [0, 2, 1, 1],
      [0, 3, 1, 1],
      [1, 1, 1, 1],
      [1, 2, 2, 3],
    ]);
    expect(plan.placed.filter((p) => p.side === 'back').map((p) => p.page)).toEqual([2, 2, 2, 2, 4]);
  });
  it('keeps backs on the front page in fold mode and leaves them out with none', () => {
    const fold = placeCounters([5], grid, page, 'fold', { x: 0, y: 0 });
    expect(fold.pages).toBe(2);
    expect(fold.placed.every((p) => p.page === p.sheet)).toBe(true);
    const none = placeCounters([5], grid, page, 'none', { x: 0, y: 0 });
    expect(none.placed.every((p) => p.side === 'front')).toBe(true);
    expect(none.pages).toBe(2);
  });
});
