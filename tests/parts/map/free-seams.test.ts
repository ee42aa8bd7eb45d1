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

// cheapestCuts takes the least of a sliding range of earlier costs with a queue; the plain scan below is what it
// replaced. Equal cuts must come out the same (the earliest of equal costs), or a map's seams would move.
function scanCuts(len: number, win: number, n: number, cost: (v: number) => number): number[] | undefined {
  if (n < 2) return [];
  const inner = win - 2 * SEAM_INSET;
  const least = win / 3;
  const even = (k: number) => ((k + 1) * len) / n;
  const costs = Array.from({ length: len + 1 }, (_, i) => cost(i));
  let best = Array.from({ length: len + 1 }, (_, v) =>
    v >= least && v <= win - SEAM_INSET ? costs[v] + 0.002 * Math.abs(v - even(0)) : Infinity,
  );
  const from: number[][] = [];
  for (let k = 1; k < n - 1; k++) {
    const next = new Array<number>(len + 1).fill(Infinity);
    const back = new Array<number>(len + 1).fill(-1);
    for (let v = 0; v <= len; v++) {
      let m = Infinity;
      for (let j = Math.max(0, Math.ceil(v - inner)); j <= Math.floor(v - least); j++)
        if (best[j] < m) m = best[(back[v] = j)];
      if (back[v] >= 0) next[v] = m + costs[v] + 0.002 * Math.abs(v - even(k));
    }
    from.push(back);
    best = next;
  }
  let end = -1;
  let m = Infinity;
  for (let v = 0; v <= len; v++)
    if (v >= len - win + SEAM_INSET && v <= len - least && best[v] < m) m = best[(end = v)];
  if (end < 0) return undefined;
  const cuts = [end];
  for (let k = from.length - 1; k >= 0; k--) cuts.unshift(from[k][cuts[0]]);
  return cuts;
}

describe('cheapestCuts chooses what a plain scan of every earlier cut chooses', () => {
  it('on stepped costs full of ties, for 2 to 6 windows', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    let found = 0;
    for (let trial = 0; trial < 40; trial++) {
      const n = 2 + (trial % 5);
      const win = 200 + Math.floor(rand() * 200);
      const len = Math.floor(win * (n - 0.5) * (0.6 + 0.4 * rand()));
      const steps = Array.from({ length: len + 1 }, () => Math.floor(rand() * 3) * (rand() < 0.3 ? 400 : 6));
      const cost = (v: number) => steps[Math.round(v)];
      const cuts = cheapestCuts(len, win, n, cost);
      expect(cuts, `trial ${trial}`).toEqual(scanCuts(len, win, n, cost));
      if (cuts) found += 1;
    }
    // Most trials have cuts to compare, not only the answer that there are none.
    expect(found).toBeGreaterThan(30);
  });
});
