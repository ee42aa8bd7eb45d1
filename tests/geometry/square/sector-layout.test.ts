import { describe, it, expect } from 'vitest';
import { sectorLayout } from '../../../src/geometry/square/sector-layout.js';
import { parseSectorLabel } from '../../../src/geometry/square/sector-label.js';

describe('sectorLayout', () => {
  it('puts sector D18 in the fourth row from the top and the eighteenth column', () => {
    const l = sectorLayout({ columns: 18, rows: 20 }, 90, [5, 7]);
    const r = l.rect(parseSectorLabel('D18')!);
    expect(r).toEqual({ x: 5 + 17 * 90, y: 7 + 3 * 90, width: 90, height: 90 });
    expect(l.centre(parseSectorLabel('A1')!)).toEqual([50, 52]);
    expect([l.width, l.height]).toEqual([18 * 90, 20 * 90]);
  });
});
