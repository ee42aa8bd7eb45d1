import { describe, it, expect } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadScenario } from '../../src/load/load-scenario.js';
import { ScenarioError } from '../../src/load/problem.js';
import { brokenCopy, MINI_HEX } from '../helpers/broken-copy.js';

describe('scenario cache', () => {
  it('a second load of an unchanged folder gives the same scenario, origins still at hand', () => {
    const dir = brokenCopy(MINI_HEX, {});
    const first = loadScenario(dir);
    const second = loadScenario(dir);
    expect(JSON.parse(JSON.stringify(second))).toEqual(JSON.parse(JSON.stringify({ ...first, origins: undefined })));
    expect(second.origins.units[0].src.file).toMatch(/units\.yaml$/);
  });

  it('any change to a data file is seen at once, errors included', () => {
    const dir = brokenCopy(MINI_HEX, {});
    loadScenario(dir);
    const file = join(dir, 'units.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('combat: 5', 'combat: 6'));
    const b1 = loadScenario(dir).units.find((u) => u.id === 'b1')!;
    expect(b1.factors).toMatchObject({ combat: 6 });
    writeFileSync(file, readFileSync(file, 'utf8').replace('formation: 1st', 'formation: 9th'));
    expect(() => loadScenario(dir)).toThrow(ScenarioError);
  });
});
