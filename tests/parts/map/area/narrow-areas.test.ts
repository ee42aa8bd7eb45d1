import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { loadScenario } from '../../../../src/load/load-scenario.js';
import { drawMap } from '../../../../src/parts/map/api.js';
import {
  MIN_AREA_WIDTH_MM,
  NARROW_RUN_MM,
  narrowAreaProblems,
  narrowestRun,
  runLongerThan,
} from '../../../../src/parts/map/area/drawn-check.js';
import { misfitProblems } from '../../../../src/parts/map/fit-check.js';
import { mmToPt } from '../../../../src/print/units.js';
import type { Point } from '../../../../src/geometry/point.js';

const mm = mmToPt(1);

describe('area maps: no spikes or strips', () => {
  it('the check measures how far a thin part runs, and not a plain square or a wide corner', () => {
    const square: Point[] = [
      [0, 0],
      [100 * mm, 0],
      [100 * mm, 100 * mm],
      [0, 100 * mm],
    ];
    expect(narrowestRun(square, 2 * mm, mm)).toBeUndefined();
    // The square with a spike 48 mm long and 1.5 mm wide off its right side.
    const spiked: Point[] = [
      [0, 0],
      [100 * mm, 0],
      [100 * mm, 50 * mm],
      [148 * mm, 50 * mm],
      [148 * mm, 51.5 * mm],
      [100 * mm, 51.5 * mm],
      [100 * mm, 100 * mm],
      [0, 100 * mm],
    ];
    const run = narrowestRun(spiked, 2 * mm, mm)!;
    expect(run.run / mm).toBeGreaterThan(45);
    expect(run.run / mm).toBeLessThan(50);
  });

  it("the notch search's quick answer agrees with the longest run: a spike longer than the limit, or not", () => {
    const spiked = (long: number): Point[] => [
      [0, 0],
      [100 * mm, 0],
      [100 * mm, 50 * mm],
      [(100 + long) * mm, 50 * mm],
      [(100 + long) * mm, 51.5 * mm],
      [100 * mm, 51.5 * mm],
      [100 * mm, 100 * mm],
      [0, 100 * mm],
    ];
    for (const long of [5, 14, 15, 16, 17, 20, 48]) {
      const run = narrowestRun(spiked(long), 2 * mm, mm)?.run ?? 0;
      for (const limit of [10, 15, 20])
        expect(runLongerThan(spiked(long), 2 * mm, mm, limit * mm), `${long} mm spike, ${limit} mm limit`).toBe(
          run > limit * mm,
        );
    }
    // Thin at 2.5 mm: no run at a 2 mm width, one at 3 mm.
    const wide = spiked(48).map(([x, y]): Point => [x, y > 51 * mm && y < 52 * mm ? 52.5 * mm : y]);
    expect(runLongerThan(wide, 2 * mm, mm, 15 * mm)).toBe(false);
    expect(runLongerThan(wide, 3 * mm, mm, 15 * mm)).toBe(true);
  });

  it("Death of a Division: no area is drawn with a sliver (Rodt–Hinderhausen's wedge), each holds its stacks", () => {
    const s = loadScenario(join(process.cwd(), 'data', 'death-of-a-division'));
    const drawing = drawMap(s, 'en');
    expect(narrowAreaProblems(s, drawing).map((p) => p.message)).toEqual([]);
    const runs = drawing.things
      .filter((t) => t.polygon?.length)
      .map((t) => (narrowestRun(t.polygon!, mmToPt(MIN_AREA_WIDTH_MM), mm)?.run ?? 0) / mm);
    expect(Math.max(...runs)).toBeLessThanOrEqual(NARROW_RUN_MM);
    expect(misfitProblems(s, drawing)).toEqual([]);
  });

  it('the build refuses a drawn area with a sliver, naming the area in map.yaml', () => {
    const s = loadScenario(join(process.cwd(), 'data', 'death-of-a-division'));
    const drawing = drawMap(s, 'en');
    const things = drawing.things.map((t) => {
      if (t.id !== 'rodt') return t;
      const poly = t.polygon!;
      // A spike 40 mm long and 1 mm wide out of Rodt's first corner.
      const [x, y] = poly[0]!;
      const spike: Point[] = [
        [x, y],
        [x + 40 * mm, y],
        [x + 40 * mm, y + 1 * mm],
        [x, y + 1 * mm],
      ];
      return { ...t, polygon: [...spike, ...poly.slice(1)] };
    });
    const found = narrowAreaProblems(s, { ...drawing, things });
    expect(found.map((p) => p.message)).toEqual([
      expect.stringMatching(/^area rodt: drawn with a sliver narrower than 2 mm running 4\d mm/),
    ]);
    expect(found[0]!.file).toMatch(/map\.yaml$/);
  });
});
