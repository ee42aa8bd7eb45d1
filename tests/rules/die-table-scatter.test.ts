import { describe, it, expect, afterAll } from 'vitest';
import { runCli } from '../helpers/run-cli.js';
import { brokenCopy, cleanup } from '../helpers/broken-copy.js';

// A die table's place may scatter from a cell the player aims at (rules.yaml `place.scatter`): one roll reads a row
// whose direction and distance effects move it, stopping at the map's edge. Remagen's drop table, copied, is given
// such rows here; the section the refusals and lines cite is the declaration's ("Paratroop Drop").

const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));

const ROWS: [string, string][] = [
  ['effects: { row: "C", column: 11 }', 'effects: { row: "C", column: 11, dir: n, far: 1 }'],
  ['effects: { row: "F", column: 12 }', 'effects: { row: "F", column: 12, dir: e, far: 2 }'],
  ['effects: { row: "I", column: 13 }', 'effects: { row: "I", column: 13, dir: se, far: 1 }'],
  ['effects: { row: "L", column: 14 }', 'effects: { row: "L", column: 14, dir: s, far: 0 }'],
  ['effects: { row: "O", column: 15 }', 'effects: { row: "O", column: 15, dir: w, far: 3 }'],
  ['effects: { row: "R", column: 16 }', 'effects: { row: "R", column: 16, dir: nw, far: 1 }'],
];
const FROM = '{ id: at, label: Where the drop is aimed, section: "Paratroop Drop" }';
const SCATTER = `scatter: { from: ${FROM}, direction: dir, distance: far }`;

const scatterCopy = (extra: [string, string][] = [], rows = ROWS) => {
  const dir = brokenCopy('data/remagen', {
    'charts.yaml': rows,
    'rules.yaml': [['label: [row, column]', SCATTER], ...extra],
  });
  dirs.push(dir);
  return dir;
};

describe('die table: a place scattered from the cell aimed at (Paratroop Drop)', () => {
  it('moves the aimed cell by the row’s direction and distance, and gives every landing’s chance first', async () => {
    const dir = scatterCopy();
    const roll = async (...a: string[]) => {
      const r = await runCli('drop', dir, '--turn', '8', '--json', ...a);
      expect(r.code, r.err).toBe(0);
      return JSON.parse(r.out);
    };
    expect((await roll('--at', 'I14', '--roll', '2')).centre).toBe('I16');
    expect((await roll('--at', 'I14', '--roll', '3')).centre).toBe('J15');
    expect((await roll('--at', 'I14', '--roll', '4')).centre).toBe('I14');
    expect((await roll('--at', 'I14', '--roll', '1')).centre).toBe('H14');
    const preview = await roll('--at', 'I14', '--preview');
    expect(preview.centres.sort()).toEqual(['H13', 'H14', 'I11', 'I14', 'I16', 'J15']);
    const { out } = await runCli('drop', dir, '--turn', '8', '--at', 'I14', '--roll', '2');
    expect(out).toContain('Aimed at I14: one roll moves it to one of 6 cells (Paratroop Drop)');
    expect(out).toContain('Roll 2: row 2: from I14, 2 toward e: the cell is I16');
  });

  it('stops at the edge of the map, and says so', async () => {
    const dir = scatterCopy();
    const r = await runCli('drop', dir, '--turn', '8', '--at', 'A14', '--roll', '1');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('Roll 1: row 1: from A14, 1 toward n: the cell is A14, stopped at the edge of the map');
  });

  it('needs the cell aimed at', async () => {
    const dir = scatterCopy();
    const r = await runCli('drop', dir, '--turn', '8', '--roll', '1');
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(/--at/);
  });

  it('validate refuses a direction the grid has not, a distance that is not whole, and a missing effect', async () => {
    const rows = ROWS.map(([a, b], i): [string, string] => [
      a,
      i === 0 ? b.replace('dir: n', 'dir: north') : i === 1 ? b.replace('far: 2', 'far: 1.5') : b,
    ]);
    const dir = scatterCopy([], rows);
    const r = await runCli('validate', dir);
    expect(r.code).toBe(1);
    const said = r.err + r.out;
    expect(said).toMatch(/rules\.yaml:\d+:\d+: .*place\.scatter\.direction: row 1 .*no direction "north"/);
    expect(said).toMatch(/rules\.yaml:\d+:\d+: .*place\.scatter\.distance: row 2 .*gives 1\.5, not 0 to 99/);
    const other = scatterCopy([[SCATTER, SCATTER.replace('distance: far', 'distance: fra')]]);
    const q = await runCli('validate', other);
    expect(q.err + q.out).toMatch(/place\.scatter\.distance: no effect "fra" \(did you mean "far"\?\)/);
  });
});
