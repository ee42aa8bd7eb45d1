import { describe, it, expect, afterAll } from 'vitest';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Point } from '../../../../src/geometry/point.js';
import {
  areaJunctions,
  MIN_DRAWN_CORNER_DEG,
  roadCornerProblems,
  sharpCornerProblems,
  sharpestCorner,
} from '../../../../src/parts/map/area/drawn-shape-check.js';
import { loadScenario } from '../../../../src/load/load-scenario.js';
import { drawMap } from '../../../../src/parts/map/part.js';
import { formatProblem } from '../../../../src/load/problem.js';
import { mmToPt } from '../../../../src/print/units.js';
import { runCli } from '../../../helpers/run-cli.js';
import { brokenCopy, cleanup } from '../../../helpers/broken-copy.js';

const SHARP = 'tests/fixtures/sharp-area';
const temps: string[] = [];
afterAll(() => temps.forEach(cleanup));
const outDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'sandtable-sharp-'));
  temps.push(d);
  return d;
};

describe('corners and roads as drawn on an area map (issue 24)', () => {
  it('reads the angle inside a shape, whichever way round it is given', () => {
    // A right triangle with a 10° tip at the origin.
    const tip = (10 * Math.PI) / 180;
    const tri: Point[] = [
      [0, 0],
      [100, 0],
      [100, 100 * Math.tan(tip)],
    ];
    for (const poly of [tri, [...tri].reverse()]) {
      const sharp = sharpestCorner(poly, 3)!;
      expect(sharp.deg).toBeCloseTo(10, 3);
      expect(sharp.at).toEqual([0, 0]);
    }
    // A square's corners are 90°, not the 270° outside them.
    const square: Point[] = [
      [0, 0],
      [50, 0],
      [50, 50],
      [0, 50],
    ];
    expect(sharpestCorner(square, 3)!.deg).toBeCloseTo(90, 6);
    expect(sharpestCorner([...square].reverse(), 3)!.deg).toBeCloseTo(90, 6);
  });

  it('finds a spike drawn finely: the angle is read a few millimetres along each border', () => {
    // A spike about 3° wide running 60 pt out of a broad shape, its last half point blunted into a flat end.
    const spike: Point[] = [
      [-20, -30],
      [0, -2],
      [60, -0.3],
      [60.5, 0],
      [60, 0.3],
      [0, 2],
      [-20, 30],
    ];
    expect(sharpestCorner(spike, 8.5)!.deg).toBeLessThan(MIN_DRAWN_CORNER_DEG);
  });

  it('names the corners where three outlines meet', () => {
    const a: Point[] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ];
    const b: Point[] = [
      [10, 0],
      [20, 0],
      [20, 10],
      [10, 10],
    ];
    const c: Point[] = [
      [0, 10],
      [10, 10],
      [20, 10],
      [20, 20],
      [0, 20],
    ];
    expect(areaJunctions([a, b, c]).sort()).toEqual([[10, 10]]);
  });

  for (const game of ['death-of-a-division', 'nordwind'])
    it(`${game}: no road crosses or bends on a corner where areas meet`, () => {
      const s = loadScenario(`data/${game}`);
      const d = drawMap(s, 'en', undefined, 'letter');
      expect(roadCornerProblems(s, d).map((p) => formatProblem(p))).toEqual([]);
    });

  it(`Nordwind: no area is drawn with a corner sharper than ${MIN_DRAWN_CORNER_DEG}°`, () => {
    const s = loadScenario('data/nordwind');
    expect(sharpCornerProblems(s, drawMap(s, 'en', undefined, 'letter')).map((p) => formatProblem(p))).toEqual([]);
  });

  // Its data has corners of 0.2–1° (Beho, Rodt, Amel): they are opened to 25° before the borders are bent, and the
  // borders leaving a narrow corner leave it straight.
  it(`Death of a Division: no area is drawn with a corner sharper than ${MIN_DRAWN_CORNER_DEG}°`, () => {
    const s = loadScenario('data/death-of-a-division');
    expect(sharpCornerProblems(s, drawMap(s, 'en', undefined, 'letter')).map((p) => formatProblem(p))).toEqual([]);
  });

  // The fixture's Spur is given with a 15° corner at (60, 75) mm.
  it('the map build refuses an area given with a corner sharper than the drawn limit, naming the area', async () => {
    const out = outDir();
    const r = await runCli('build', SHARP, '--only', 'map', '--format', 'pdf', '--paper', 'letter', '--out', out);
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      `map.yaml:17:7: map.areas[1]: area spur (The Spur): drawn with a corner of 15° (at 60, 75 mm on the map), ` +
        `sharper than ${MIN_DRAWN_CORNER_DEG}°`,
    );
    expect(r.err).not.toMatch(/area (north|south)/);
    expect(r.err).not.toMatch(/\bat .*\.ts:\d+/);
    // Nothing half-written.
    expect(readdirSync(out).filter((f) => f.endsWith('.pdf'))).toEqual([]);
    // Asked for, it prints with the corner as a warning.
    const anyway = await runCli('build', SHARP, '--only', 'map', '--format', 'pdf', '--out', out, '--allow-misfit');
    expect(anyway.code).toBe(0);
    expect(anyway.out + anyway.err).toMatch(/warning: .*area spur \(The Spur\): drawn with a corner of 15°/);
    expect(existsSync(join(out, 'map.pdf'))).toBe(true);
  });

  it('a map whose borders the layout draws has the same corner opened, and builds', async () => {
    const dir = brokenCopy(SHARP, { 'map.yaml': [[/^ {2}terrainTypes:/m, '  borders: drawn\n  terrainTypes:']] });
    temps.push(dir);
    const s = loadScenario(dir);
    const d = drawMap(s, 'en', undefined, 'letter');
    const spur = d.things.find((t) => t.id === 'spur')!;
    expect(sharpestCorner(spur.polygon!, mmToPt(3))!.deg).toBeGreaterThanOrEqual(MIN_DRAWN_CORNER_DEG);
    expect(sharpCornerProblems(s, d)).toEqual([]);
    const out = outDir();
    const r = await runCli('build', dir, '--only', 'map', '--format', 'pdf', '--paper', 'letter', '--out', out);
    expect(r.code).toBe(0);
    expect(r.err).not.toMatch(/warning|corner/);
  });
});
