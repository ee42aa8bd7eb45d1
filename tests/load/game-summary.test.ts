import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import jsYaml from 'js-yaml';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundledGameIds, resolveGameFolder } from '../../src/load/bundled.js';
import { gameSummary, summaryOf } from '../../src/load/game-summary.js';
import { loadScenario } from '../../src/load/load-scenario.js';
import { ScenarioError } from '../../src/load/problem.js';
import { brokenCopy as copy, cleanup, MINI_HEX } from '../helpers/broken-copy.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));
const brokenCopy = (...a: Parameters<typeof copy>) => {
  const dir = copy(...a);
  dirs.push(dir);
  return dir;
};

describe('the summary list prints, read from three files', () => {
  it.each(bundledGameIds())('%s: the same title, map, dice and counts as the whole game loaded', async (id) => {
    const s = loadScenario(resolveGameFolder(id));
    expect(await gameSummary(resolveGameFolder(id))).toEqual(summaryOf(s));
  });

  it('counts the units again when units.yaml changes, and loads whole a units list it cannot count', async () => {
    const dir = brokenCopy('data/veritable', {});
    expect((await gameSummary(dir)).units).toBe(loadScenario(dir).units.length);
    const file = join(dir, 'units.yaml');
    const data = jsYaml.load(readFileSync(file, 'utf8')) as { units: unknown[] };
    data.units.push({ ...(data.units[0] as object), id: 'one-more' });
    writeFileSync(file, jsYaml.dump(data));
    expect((await gameSummary(dir)).units).toBe(data.units.length);
    // A file the quick read cannot take as written is loaded whole: its error names file and line.
    writeFileSync(file, jsYaml.dump({ ...data, units: 'none' }));
    await expect(gameSummary(dir)).rejects.toThrow(ScenarioError);
    await expect(gameSummary(dir)).rejects.toThrow(/units\.yaml:\d+/);
  });

  it('a title of the wrong kind is refused by the whole load, naming game.yaml and its line', async () => {
    const dir = brokenCopy('data/remagen', { 'game.yaml': [[/^title: .*$/m, 'title: [1, 2]']] });
    await expect(gameSummary(dir)).rejects.toThrow(/game\.yaml:\d+/);
  });

  it('units in units.csv are counted by the whole load', async () => {
    expect(existsSync(join(MINI_HEX, 'units.csv'))).toBe(true);
    expect((await gameSummary(MINI_HEX)).units).toBe(loadScenario(MINI_HEX).units.length);
  });
});
