import { describe, it, expect } from 'vitest';
import { counterGrid, gridCell } from '../../../src/parts/counters/counter-grid.js';
import { sheetFrame } from '../../../src/parts/counters/sheet-frame.js';
import { CALIBRATION_SIZE } from '../../../src/print/page-furniture.js';

describe('counterGrid', () => {
  const area = { x: 10, y: 20, width: 100, height: 50 };
  it('fits as many counters as the area holds, centred', () => {
    const g = counterGrid(area, 20, 0, 0);
    expect([g.columns, g.rows, g.perSheet]).toEqual([5, 2, 10]);
    expect(gridCell(g, 0)).toEqual({ x: 10, y: 25, width: 20, height: 20 });
    expect(gridCell(g, 6)).toEqual({ x: 30, y: 45, width: 20, height: 20 });
  });
  it('leaves room for bleed on every side and gutters between', () => {
    const g = counterGrid(area, 20, 2, 3);
    // 3 columns: 3 × 24 + 2 × 3 = 78 ≤ 100; a 4th would need 105.
    expect(g.columns).toBe(3);
    expect(g.pitch).toBe(27);
    expect(gridCell(g, 1).x - gridCell(g, 0).x).toBe(27);
    expect(gridCell(g, 0).x).toBeCloseTo(10 + (100 - 78) / 2 + 2, 9);
  });
  it('fits nothing when a counter is larger than the area', () => {
    expect(counterGrid(area, 60, 0, 0).perSheet).toBe(0);
  });
});

describe('sheetFrame', () => {
  it('keeps the counter area inside the 6 mm margins and clear of the calibration squares and footer', () => {
    const f = sheetFrame(612, 792, false);
    expect(f.area.x).toBeGreaterThanOrEqual(17);
    expect(f.area.y).toBeGreaterThan(f.calibration.y + CALIBRATION_SIZE.height);
    expect(f.area.y + f.area.height).toBeLessThan(f.footer.y - 7);
  });
  it('gives fronts the top half in fold mode', () => {
    const f = sheetFrame(612, 792, true);
    expect(f.foldY).toBe(396);
    expect(f.area.y + f.area.height).toBeLessThan(396);
  });
});
