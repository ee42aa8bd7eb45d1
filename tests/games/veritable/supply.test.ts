import { describe, it, expect } from 'vitest';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { gridMapIndex } from '../../../src/assist/map/grid-map-index.js';
import { positionItems } from '../../../src/assist/position/position-file.js';
import { sideSupply } from '../../../src/games/veritable/supply.js';
import { runSupply } from '../../../src/rules/supply.js';
import { Session } from '../../../src/assist/table/session.js';
import { cliEnvironment } from '../../../src/cli/assist-support.js';
import { render } from '../../../src/assist/messages.js';
import type { SupplyProcedure } from '../../../src/model/schema/rules.js';
import type { HexMap } from '../../../src/model/types.js';
import { runCli } from '../../helpers/run-cli.js';

const s = loadScenario('data/veritable');
const index = gridMapIndex(s.map as HexMap);
const supply = (items: string[], side: string) => ({ units: sideSupply(s, positionItems(s, items), side) });
const declared = s.rules?.procedures.find((x) => x.id === 'supply') as SupplyProcedure;
/** The engine's report of rules.yaml's supply, in English. */
const report = (items: string[], side: string) =>
  runSupply(
    s,
    declared,
    { units: positionItems(s, items), side },
    new Session(s, {}, 'supply', cliEnvironment({})),
  ).before.map((m) => (typeof m === 'string' ? m : render(m)));

describe('Veritable supply (7.0-7.2)', () => {
  it('a German unit with open ground behind it traces to the east edge', () => {
    const [u] = supply(['gr-1051@I9'], 'german').units;
    expect(u.supplied).toBe(true);
    expect(u.path?.[0]).toBe('I9');
    expect(index.grid.onEdge(index.cell(u.path?.at(-1) ?? ''), 'east')).toBe(true);
  });

  it('a unit ringed by enemy units is out of supply, and the report gives the halved values', () => {
    const ring = index.grid
      .neighbours(index.cell('E5'))
      .map((c, i) => `${['71-bde', '158-bde', '160-bde', '44-bde', '46-bde', '227-bde'][i]}@${index.grid.label(c)}`);
    const [u] = supply(['gr-1052@E5', ...ring], 'german').units;
    expect(u.supplied).toBe(false);
    expect(report(['gr-1052@E5', ...ring], 'german')).toContain(
      'gr-1052 in E5: OUT OF SUPPLY: halved, rounded up (7.2): 2-3-3 becomes 1-2-2; a stack halves its total',
    );
  });

  it('enemy zones of control block a line unless a friendly unit stands in the hex', () => {
    // Allied brigades on both sides of column I leave G5's only ways east through their zones of control.
    const ring = index.grid.neighbours(index.cell('E5'));
    const blockers = ring
      .slice(1)
      .map((c, i) => `${['71-bde', '158-bde', '160-bde', '44-bde', '46-bde'][i]}@${index.grid.label(c)}`);
    const gap = index.grid.label(ring[0]);
    const blocked = supply(['gr-1052@E5', ...blockers], 'german').units.find((u) => u.ref === 'gr-1052')!;
    expect(blocked.supplied).toBe(false);
    const opened = supply(['gr-1052@E5', `gr-1062@${gap}`, ...blockers], 'german').units.find(
      (u) => u.ref === 'gr-1052',
    )!;
    expect(opened.path).toContain(gap);
  });

  it('one German stack in Cleve and one in Goch are supplied where they stand', () => {
    const cleve = (s.map as HexMap).places.find((p) => p.name === 'Cleve')!.at;
    const ring = index.grid
      .neighbours(index.cell(cleve))
      .map((c, i) => `${['71-bde', '158-bde', '160-bde', '44-bde', '46-bde', '227-bde'][i]}@${index.grid.label(c)}`);
    const [u] = supply([`fjr-19@${cleve}`, ...ring], 'german').units;
    expect(u).toMatchObject({ supplied: true, inPlace: 'Cleve', path: [cleve] });
  });

  it('an Allied line of road hexes all but one counts for victory points', () => {
    const [onRoad] = supply(['71-bde@A7'], 'allied').units;
    expect(onRoad).toMatchObject({ supplied: true, offRoad: 0, roadLine: true });
  });

  it('the command reads a position file and names a bad line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pos-'));
    writeFileSync(join(dir, 'ok.yaml'), 'units:\n  - 71-bde@H8\n  - { unit: gr-1051, at: "0909" }\n');
    const ok = JSON.parse((await runCli('supply', 'veritable', '--position', join(dir, 'ok.yaml'), '--json')).out);
    expect(ok.lines[0]).toMatchObject({ ref: '71-bde', supplied: true });
    writeFileSync(join(dir, 'bad.yaml'), 'units:\n  - 71-bde@H8\n  - { unit: gr-1051, at: Z99 }\n');
    const bad = await runCli('supply', 'veritable', '--position', join(dir, 'bad.yaml'));
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/bad\.yaml:3: units\[1\]\.at: "Z99" is not a hex/);
  });
});

describe('Veritable zones of control and the major river (6.4, 7.1)', () => {
  it('7.1: a zone of control does not cross a major-river hexside, so a line passes beside it', () => {
    // B2's ways out: B1 and C2 held, A3, B3 and C3 in the zones of A4 and C2; A2 lies across the river from B1.
    const [u] = supply(['71-bde@B2', 'gr-1051@B1', 'gr-1052@A4', 'gr-1062@C2'], 'allied').units;
    expect(u).toMatchObject({ supplied: true, path: ['B2', 'A2'] });
    // A German unit on A2's own bank (A3) puts A2 in its zone: B2 is cut off.
    const [cut] = supply(['71-bde@B2', 'gr-1051@B1', 'gr-1052@A3', 'gr-1062@C2'], 'allied').units;
    expect(cut.supplied).toBe(false);
  });
});
