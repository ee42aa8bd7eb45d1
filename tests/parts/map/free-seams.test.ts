import { describe, it, expect } from 'vitest';
import { cheapestCuts, windowsFor } from '../../../src/parts/map/tiles/free-seams.js';
import { SEAM_INSET } from '../../../src/parts/map/tiles/plan-tiles.js';

// Issue 24: with the sheets spread evenly, each seam could move only inside its overlap, and a box lying across that
// overlap was cut wherever the seam went (Nordwind's strategic boxes). freeSeams lets the windows slide.
describe('cuts chosen together, windows free to slide', () => {
  const len = 1000;
  const win = 300;
  // Four windows spread evenly overlap from 233.3 to 300 on the first seam: a box over 220-310 covers all of it.
  const box = (v: number) => (v > 220 && v < 310 ? 400 : 0);

  it('clears a box that covers the whole of an evenly spread overlap', () => {
    const cuts = cheapestCuts(len, win, 4, box)!;
    expect(cuts).toHaveLength(3);
    expect(cuts.map(box)).toEqual([0, 0, 0]);
  });

  it('keeps every cut inside both windows that meet there, and the last window on the edge', () => {
    const cuts = cheapestCuts(len, win, 4, box)!;
    const at = windowsFor(cuts, len, win);
    expect(at[0]).toBe(0);
    expect(at[3]).toBe(len - win);
    cuts.forEach((c, k) => {
      expect(c).toBeGreaterThanOrEqual(at[k + 1] + SEAM_INSET - 1e-9);
      expect(c).toBeLessThanOrEqual(at[k] + win - SEAM_INSET + 1e-9);
    });
  });

  it('between equal cuts keeps them evenly spread', () => {
    const cuts = cheapestCuts(len, win, 4, () => 0)!;
    cuts.forEach((c, k) => expect(Math.abs(c - ((k + 1) * len) / 4)).toBeLessThanOrEqual(1));
  });

  it('finds nothing when the windows cannot reach past a cut everywhere dear', () => {
    // Three windows of 300 over 1000 cannot cover it at all.
    expect(cheapestCuts(len, win, 3, () => 0)).toBeUndefined();
  });
});
