import { describe, it, expect, afterAll } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadScenario } from '../../../../src/load/load-scenario.js';
import { drawMap } from '../../../../src/parts/map/api.js';
import { ptToMm } from '../../../../src/print/units.js';
import type { Rect } from '../../../../src/geometry/point.js';

type Label = { id: string; name: Rect[]; marks: Rect[] };

const gap = (a: Rect, b: Rect) =>
  Math.hypot(
    Math.max(0, a.x - (b.x + b.width), b.x - (a.x + a.width)),
    Math.max(0, a.y - (b.y + b.height), b.y - (a.y + a.height)),
  );

/** How far each area's name stands from its town's marks (its sign, defence value and star), mm. */
const apart = (labels: readonly Label[]) =>
  new Map(
    labels
      .filter((l) => l.name.length && l.marks.length)
      .map((l) => [l.id, ptToMm(Math.min(...l.name.flatMap((n) => l.marks.map((m) => gap(n, m)))))]),
  );

// Issue 24 (print grade): Wingen-sur-Moder's name stood 16 mm below its town's point (10.5 mm below its marks),
// with Nordwind's furniture inside Mouterhouse's 13 mm. The placer took the first style (the name as set) that found
// room anywhere, however far, before a wrapped or slightly smaller one beside the town; and it tried a name above or
// below its town only centred on it, where the room between two roads that leave the town at a slant is off to one
// side. A name stands next to its town's marks: within 7 mm of them.
describe('Nordwind: every area name next to its town (issue 24)', () => {
  const root = mkdtempSync(join(tmpdir(), 'sandtable-name-near-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const inside = () => {
    const dir = join(root, 'nordwind-inside');
    cpSync('data/nordwind', dir, { recursive: true });
    const g = join(dir, 'game.yaml');
    writeFileSync(g, readFileSync(g, 'utf8').replace(/^id: nordwind$/m, 'id: nordwind-inside'));
    const m = join(dir, 'map.yaml');
    writeFileSync(m, readFileSync(m, 'utf8').replace(/^ {2}printedSize:/m, '  furniture: inside\n  printedSize:'));
    return dir;
  };
  for (const [what, dir] of [
    ['as printed', () => 'data/nordwind'],
    ['with its furniture inside', inside],
  ] as const)
    it(`${what}: no name more than 7 mm from its town's marks, Wingen-sur-Moder's within 6 mm`, () => {
      const labels = drawMap(loadScenario(dir()), 'en', undefined, 'letter').facts.areaLabels as Label[];
      const far = apart(labels);
      expect(far.size).toBeGreaterThan(30);
      expect([...far].filter(([, mm]) => mm > 7).map(([id, mm]) => `${id} ${mm.toFixed(1)} mm`)).toEqual([]);
      expect(far.get('wingen')!).toBeLessThan(6);
    }, 120_000);
});
