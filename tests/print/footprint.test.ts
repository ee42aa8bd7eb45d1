import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../src/load/load-scenario.js';
import { resolveGameFolder } from '../../src/load/bundled.js';
import { footprintOf, gameCounterSize, largestStacks, spaceFit } from '../../src/print/footprint.js';

const game = (id: string) => loadScenario(resolveGameFolder(id));
const MM = 72 / 25.4;

describe('the footprint a space must hold, from each game’s pieces data', () => {
  it('Veritable: a ½ in counter by default, and a hex holds it with 3 mm to spare', () => {
    const s = game('veritable');
    expect(gameCounterSize(s)).toEqual({ label: '1/2in', pt: 36 });
    expect(footprintOf(s)).toMatchObject({ kind: 'hex', acrossFlatsMm: 12.7 + 3 });
    expect(footprintOf(s, 45)).toMatchObject({ kind: 'hex', acrossFlatsMm: 15.875 + 3 });
  });

  it('Remagen: a sector holds three 30 mm trays across, two deep, or two vehicles', () => {
    expect(footprintOf(game('remagen'))).toMatchObject({ kind: 'square', widthMm: 90, depthMm: 60 });
  });

  it("Death of a Division: both sides' three largest units on their stands, with room between them", () => {
    const s = game('death-of-a-division');
    const stack = largestStacks(s);
    const bySide = (side: string) => stack.filter((p) => p.side === side);
    // Three units a side; each side's stack at least three regiments of three 40 mm stands (144 cm²).
    for (const side of ['us', 'german']) {
      expect(new Set(bySide(side).map((p) => p.unit)).size).toBe(3);
      expect(bySide(side).reduce((a, p) => a + p.widthMm * p.depthMm, 0)).toBeGreaterThanOrEqual(14400);
    }
    const f = footprintOf(s)!;
    const bare = stack.reduce((a, p) => a + p.widthMm * p.depthMm, 0);
    expect(f).toMatchObject({ kind: 'area', areaMm2: bare * 1.25 });
  });

  it('Nordwind: one stack of ⅝ in counters a side, side by side (no stacking limit)', () => {
    const s = game('nordwind');
    expect(gameCounterSize(s).label).toBe('5/8in');
    expect(largestStacks(s)).toHaveLength(2);
    expect(footprintOf(s)).toMatchObject({ kind: 'area' });
  });

  it('measures a printed space against its footprint', () => {
    const hex = footprintOf(game('veritable'))!;
    expect(spaceFit(hex, 16.3 * MM).fits).toBe(true);
    expect(spaceFit(hex, 14.7 * MM).fits).toBe(false);
    const area = { kind: 'area' as const, areaMm2: 100, holds: '' };
    expect(spaceFit(area, 101 * MM * MM)).toMatchObject({ unit: 'mm2', fits: true });
  });
});
