import { describe, it, expect, vi, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { loadScenario } from '../../../../src/load/load-scenario.js';
import type { AreaMap } from '../../../../src/model/schema/map.js';

const calls = vi.hoisted(() => ({ n: 0 }));
vi.mock('../../../../src/parts/map/area/fit-layout.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../src/parts/map/area/fit-layout.js')>();
  return {
    ...real,
    fitAreaLayout: (...args: Parameters<typeof real.fitAreaLayout>) => {
      calls.n++;
      return real.fitAreaLayout(...args);
    },
  };
});
const { cachedAreaLayout } = await import('../../../../src/parts/map/area/layout-cache.js');

const dir = mkdtempSync(join(tmpdir(), 'sandtable-layout-cache-'));
const saved = process.env.SANDTABLE_CACHE_DIR;
beforeAll(() => {
  process.env.SANDTABLE_CACHE_DIR = dir;
});
afterAll(() => {
  process.env.SANDTABLE_CACHE_DIR = saved;
  rmSync(dir, { recursive: true, force: true });
});

describe('the area layout cache', () => {
  const map = loadScenario('tests/fixtures/mini-area').map as AreaMap;

  it('lays a map out once, then reads the same layout back without relaxing it again', () => {
    const first = cachedAreaLayout(map, 4000, 5);
    expect(first.moved).toBe(true);
    expect(calls.n).toBe(1);
    expect(readdirSync(join(dir, 'area-layouts'))).toHaveLength(1);
    const again = cachedAreaLayout(map, 4000, 5);
    expect(calls.n).toBe(1);
    expect(again.map).toEqual(first.map);
    expect([...again.shapes!]).toEqual([...first.shapes!]);
    expect(again.frame).toEqual(first.frame);
  });

  it('lays it out again when what it must hold changes', () => {
    const before = calls.n;
    const bigger = cachedAreaLayout(map, 6000, 5);
    expect(calls.n).toBe(before + 1);
    expect(bigger.map.printedSize).not.toEqual(cachedAreaLayout(map, 4000, 5).map.printedSize);
  });
});
