import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_ROOT, bundledGameIds } from '../../../../src/load/bundled.js';
import { loadScenario } from '../../../../src/load/load-scenario.js';
import {
  FROZEN_GEOMETRY_FILE,
  frozenGeometryOf,
  frozenGeometryText,
  frozenOr,
  gameDataDigest,
  geometryKey,
  recordFrozenGeometry,
} from '../../../../src/parts/map/area/frozen-geometry.js';
import { drawMap } from '../../../../src/parts/map/part.js';
import { drawnShapeProblems } from '../../../../src/parts/map/area/frozen-checks.js';
import { drawnConnectionProblems } from '../../../../src/parts/map/area/drawn-check.js';

// The papers a kit is built on by name, and none: the companion's and the module's map, which has no seams.
const PAPERS = [undefined, 'letter', 'a4', 'a3', 'tabloid', 'legal'] as const;
const areaGames = bundledGameIds().filter((id) => loadScenario(join(DATA_ROOT, id)).map?.kind === 'area');
const mapGames = bundledGameIds().filter((id) => loadScenario(join(DATA_ROOT, id)).map);

// `npm run geometry:update` (UPDATE_GEOMETRY=1) writes each file again from what the searches find.
describe(`a bundled map's ${FROZEN_GEOMETRY_FILE} holds what its geometry searches find now`, () => {
  it('the bundled games include area maps', () => expect(areaGames.length).toBeGreaterThan(0));
  for (const id of mapGames)
    it(`${id}: notch plans, routes, packings, gutters and shape checks on every paper and the module map`, () => {
      const dir = join(DATA_ROOT, id);
      // A new scenario for each paper: one scenario keeps its drawings, and the searches would not run again.
      const found = recordFrozenGeometry(() => {
        for (const paper of PAPERS) {
          const s = loadScenario(dir);
          const drawing = drawMap(s, 'en', undefined, paper);
          // The build checks the printed map's shapes and roads (drawnShapeProblems and drawnConnectionProblems keep
          // their verdicts), not the module's: its names, moved off the cuts, make a drawing the notches never saw.
          if (paper) {
            drawnShapeProblems(s, drawing);
            drawnConnectionProblems(s, drawing);
          }
        }
      });
      if (process.env.UPDATE_GEOMETRY && found.size)
        writeFileSync(join(dir, FROZEN_GEOMETRY_FILE), frozenGeometryText(found));
      const kept = frozenGeometryOf(dir);
      // A map that searches for nothing (a band beside its hexes, no seams to pack across) keeps no file.
      if (!found.size)
        return expect(kept, `${id} searches for nothing: its ${FROZEN_GEOMETRY_FILE} is stale`).toBe(undefined);
      expect(kept, `${id} has no ${FROZEN_GEOMETRY_FILE}: npm run geometry:update writes it`).toBeDefined();
      const stale = [...kept!.keys()].filter((k) => !found.has(k));
      const missing = [...found.keys()].filter((k) => !kept!.has(k));
      const changed = [...found.keys()].filter((k) => kept!.has(k) && !isDeepEqual(kept!.get(k), found.get(k)));
      expect(
        { stale, missing, changed },
        `${id}/${FROZEN_GEOMETRY_FILE} is out of date with the data or the code: npm run geometry:update`,
      ).toEqual({ stale: [], missing: [], changed: [] });
      // Every paper's whole search runs here (the map part never does that in one process): on a loaded
      // 2-core machine Death of a Division's takes about a minute and Nordwind's (every name tried around its town on
      // six papers) five, so each gets ten.
    }, 600_000);
});

function isDeepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

describe('a kept answer is read back only for the same inputs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'frozen-geometry-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (text: string) => writeFileSync(join(dir, FROZEN_GEOMETRY_FILE), text);
  const fresh = () => frozenGeometryOf(dir);

  it('reads the kept answer for the inputs it was kept under, and searches for any other', () => {
    write(frozenGeometryText(new Map([[geometryKey('routes', { at: [1, 2] }), { lines: [[[0, 0]]] }]])));
    fresh();
    let searched = 0;
    const search = () => {
      searched++;
      return { lines: [[[9, 9]]] };
    };
    expect(frozenOr(dir, 'routes', { at: [1, 2] }, search)).toEqual({ lines: [[[0, 0]]] });
    expect(searched).toBe(0);
    expect(frozenOr(dir, 'routes', { at: [1, 3] }, search)).toEqual({ lines: [[[9, 9]]] });
    expect(frozenOr(dir, 'notches', { at: [1, 2] }, search)).toEqual({ lines: [[[9, 9]]] });
    expect(searched).toBe(2);
  });

  it('hands out a copy: a drawing that changes its answer leaves the kept one alone', () => {
    write(frozenGeometryText(new Map([[geometryKey('routes', 1), { lines: [[[0, 0]]] }]])));
    fresh();
    const first = frozenOr(dir, 'routes', 1, () => ({ lines: [[[9, 9]]] }));
    first.lines[0]![0]![0] = 5;
    expect(frozenOr(dir, 'routes', 1, () => ({ lines: [[[9, 9]]] }))).toEqual({ lines: [[[0, 0]]] });
  });

  it('keeps "no plan" as an answer too', () => {
    write(frozenGeometryText(new Map([[geometryKey('notches', 1), null]])));
    fresh();
    expect(frozenOr(dir, 'notches', 1, () => 'searched')).toBeUndefined();
  });

  it('searches as without the file when it is not JSON or of another format', () => {
    for (const text of ['{"format":1,"entries":{', '{"format":999,"entries":{}}', '[]']) {
      write(text);
      fresh();
      expect(frozenOr(dir, 'routes', 1, () => 'searched')).toBe('searched');
    }
  });

  it('while recording, passes the kept answers over and notes what it finds', () => {
    write(frozenGeometryText(new Map([[geometryKey('routes', 1), 'kept']])));
    fresh();
    const noted = recordFrozenGeometry(() => {
      expect(frozenOr(dir, 'routes', 1, () => 'searched')).toBe('searched');
    });
    expect([...noted]).toEqual([[geometryKey('routes', 1), 'searched']]);
    expect(readFileSync(join(dir, FROZEN_GEOMETRY_FILE), 'utf8')).toContain('"kept"');
  });
});

// Choosing among whole drawings (which strategic-row move a tiled area map keeps) reads the whole game: its answer is
// kept under a hash of the game's data, which must follow the data and nothing else.
describe("the key of an answer that reads the whole game is the game's data", () => {
  const root = mkdtempSync(join(tmpdir(), 'frozen-digest-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const game = (name: string, files: Record<string, string>) => {
    const dir = join(root, name);
    mkdirSync(join(dir, 'locales'), { recursive: true });
    for (const [f, text] of Object.entries(files)) writeFileSync(join(dir, f), text);
    return dir;
  };
  const data = { 'game.yaml': 'id: g\n', 'units.csv': 'id\na\n', 'locales/ru.yaml': 'name: г\n' };

  it('is the same for the same data in another folder, and its own map.geometry.json does not move it', () => {
    const a = game('a', data);
    const b = join(root, 'b');
    cpSync(a, b, { recursive: true });
    writeFileSync(join(b, FROZEN_GEOMETRY_FILE), frozenGeometryText(new Map([['rows:x', {}]])));
    expect(gameDataDigest(b)).toBe(gameDataDigest(a));
  });

  it('changes when a data file or a locale changes', () => {
    const base = gameDataDigest(game('c', data));
    expect(gameDataDigest(game('d', { ...data, 'units.csv': 'id\nb\n' }))).not.toBe(base);
    expect(gameDataDigest(game('e', { ...data, 'locales/ru.yaml': 'name: д\n' }))).not.toBe(base);
  });
});
