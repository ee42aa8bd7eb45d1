import { describe, it, expect } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { readPositionFile, positionItems } from '../../../src/assist/position/position-file.js';
import { InputError } from '../../../src/util/input-error.js';

const area = loadScenario('data/death-of-a-division');
const grid = loadScenario('tests/fixtures/mini-hex');
const dir = mkdtempSync(join(tmpdir(), 'position-'));
const file = (name: string, text: string) => {
  const f = join(dir, name);
  writeFileSync(f, text);
  return f;
};
const error = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as Error).message;
  }
  throw new Error('no error');
};

describe('position files', () => {
  it('reads "UNIT@PLACE" and { unit, at, hits } entries with their lines', () => {
    const f = file(
      'ok.yaml',
      'units:\n  - "us-422-inf@schnee-eifel"\n  - { unit: de-294-vgr, at: losheim, hits: 1 }\n',
    );
    const p = readPositionFile(f, area);
    expect(p.entries.map((e) => [e.ref, e.at, e.hits, e.line])).toEqual([
      ['us-422-inf', 'schnee-eifel', 0, 2],
      ['de-294-vgr', 'losheim', 1, 3],
    ]);
    expect(p.entries[0].unit.name).toBe('422nd Infantry Regiment');
  });

  it('names the file, the line and the field of a bad entry', () => {
    const f = file('bad.yaml', 'units:\n  - "us-422-inf@schnee-eifel"\n  - { unit: de-294-vgr, at: losheym }\n');
    expect(error(() => readPositionFile(f, area))).toBe(
      `${f}:3: units[1].at: "losheym" is not an area of death-of-a-division (did you mean "losheim"?)`,
    );
    const g = file('unit.yaml', 'units:\n  - "us-422-inff@auw"\n');
    expect(error(() => readPositionFile(g, area))).toMatch(
      new RegExp(`^${g}:2: units\\[0\\]: no unit "us-422-inff" .*did you mean "us-422-inf"`),
    );
    const h = file('hits.yaml', 'units:\n  - { unit: us-422-inf, at: auw, hits: -1 }\n');
    expect(error(() => readPositionFile(h, area))).toMatch(/:2: units\[0\]\.hits: must be a whole number 0 or more/);
    const k = file('key.yaml', 'units:\n  - { unit: us-422-inf, at: auw, hit: 1 }\n');
    expect(error(() => readPositionFile(k, area))).toMatch(
      /units\[0\]\.hit: unknown field "hit" \(did you mean "hits"\?\)/,
    );
  });

  it('refuses a unit placed twice, a syntax error, a missing file and a file without a units list', () => {
    expect(
      error(() => readPositionFile(file('twice.yaml', 'units:\n  - us-422-inf@auw\n  - us-422-inf@bleialf\n'), area)),
    ).toMatch(/:3: units\[1\]: us-422-inf is already placed on line 2/);
    expect(error(() => readPositionFile(file('syntax.yaml', 'units: [\n  - a\n'), area))).toMatch(/YAML syntax/);
    expect(error(() => readPositionFile(join(dir, 'none.yaml'), area))).toMatch(/none\.yaml: cannot read the file/);
    expect(error(() => readPositionFile(file('list.yaml', '- us-422-inf@auw\n'), area))).toMatch(
      /a map with a "units" list/,
    );
    expect(error(() => readPositionFile(file('other.yaml', 'units: []\nturn: 3\n'), area))).toMatch(
      /:2: turn: unknown field/,
    );
  });

  it('reads hex labels on a grid map in the map’s primary scheme', () => {
    const u = grid.units[0];
    const hex = grid.map!.kind === 'hex' ? 'B2' : '';
    const [e] = positionItems(grid, [`${u.id}@${hex}`]);
    expect(e.at).toBe('B2');
    expect(() => positionItems(grid, [`${u.id}@Z99`])).toThrow(/not a hex/);
  });
});
