import { describe, it, expect, afterAll } from 'vitest';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';
import { brokenCopy, cleanup } from '../../helpers/broken-copy.js';

// The paratroop drop (Paratroop Drop) is the engine's die table with a `place`, as Remagen's rules.yaml declares
// it: at the start of US turn 8 a first die reads the row and a second the column of the drop table; the trays
// land in that sector or its eight neighbours, land only; when German units hold them all, the drop may be
// tried again on turn 9. The journal keeps drop: { turn, centre, blocked }, which `units` and the move check read.

const tmp = mkdtempSync(join(tmpdir(), 'st-drop-'));
const dirs: string[] = [];
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
  dirs.forEach(cleanup);
});
let n = 0;
const journal = () => join(tmp, `j${++n}.json`);
const drop = (...a: string[]) => runCli('drop', 'remagen', ...a);
const json = async (...a: string[]) => {
  const r = await drop(...a, '--json');
  expect(r.code, r.err).toBe(0);
  return JSON.parse(r.out);
};
// Germans in every land sector around C11 (the Rhine's bank: three of its neighbours are river).
const AROUND_C11 = ['C11', 'B11', 'D11', 'B12', 'C12', 'D12'].map((x, i) => `de-kg-rifles#${i + 1}@${x}`).join(',');

describe('Remagen: the paratroop drop (Paratroop Drop)', () => {
  it('reads the first die as the row, the second as the column, and lists the centre and 8 neighbours', async () => {
    const j = await json('--turn', '8', '--dice', '3,4');
    expect(j.centre).toBe('I14');
    expect(j.cells).toHaveLength(9);
    expect(j.cells.map((x: { cell: string }) => x.cell)).toContain('J15');
    expect(j).toMatchObject({ count: 12, units: ['us-paratroops'], blocked: false, room: 54 });
    const { out } = await drop('--turn', '8', '--dice', '3,4');
    expect(out).toContain('Dice 3, 4: Row (first die): I; Column (second die): 14: the cell is I14');
    expect(out).toContain('Place them in I14, H13, I13, J13, H14, J14, H15, I15, J15: room for 54 trays of infantry');
  });

  it('leaves out river sectors next to a centre on the bank', async () => {
    const j = await json('--turn', '8', '--dice', '1,1');
    expect(j.centre).toBe('C11');
    expect(j.cells.every((x: { terrain: string }) => x.terrain !== 'river')).toBe(true);
    expect(j.cells).toHaveLength(6);
  });

  it('gives the chance that the Germans hold every landing sector before the dice', async () => {
    const j = await json('--turn', '8', '--german', AROUND_C11, '--preview');
    expect(j.blocked).toEqual(['C11']);
    expect(j.chances.map((c: { code: string; fraction: string }) => `${c.code} ${c.fraction}`)).toEqual([
      'lands 35/36',
      'blocked 1/36',
    ]);
  });

  it('is blocked when the Germans hold every landing sector, may be tried again on turn 9, and only once', async () => {
    const file = journal();
    const first = await json('--turn', '8', '--dice', '1,1', '--german', AROUND_C11, '--journal', file);
    expect(first).toMatchObject({ centre: 'C11', blocked: true });
    expect((await drop('--turn', '8', '--dice', '1,1', '--german', AROUND_C11)).out).toContain(
      'Every one of the 6 cells is held by German: blocked; it may be made again on turn 9 (Paratroop Drop)',
    );
    const same = await drop('--turn', '8', '--dice', '2,2', '--journal', file);
    expect(same.code).toBe(1);
    expect(same.err).toContain('Paratroop drop is rolled once a turn (Paratroop Drop); turn 8 has its roll');
    const units = await runCli('units', 'remagen', '--journal', file);
    expect(units.out).toMatch(/us-paratroops .*awaiting the drop/);
    expect(await json('--turn', '9', '--dice', '2,2', '--journal', file)).toMatchObject({
      centre: 'F12',
      blocked: false,
    });
    expect((await runCli('units', 'remagen', '--journal', file)).out).toMatch(/us-paratroops .*dropped at F12/);
    const again = await drop('--turn', '9', '--dice', '3,3', '--journal', file);
    expect(again.code).toBe(1);
    expect(again.err).toContain('Paratroop drop is rolled once a turn');
  });

  it('a drop that landed is not made again; turn 9 blocked is the last try', async () => {
    const file = journal();
    await json('--turn', '8', '--dice', '3,4', '--journal', file);
    const r = await drop('--turn', '9', '--dice', '1,1', '--journal', file);
    expect(r.code).toBe(1);
    expect(r.err).toContain('Paratroop drop was made on turn 8, at I14: it is not made again (Paratroop Drop)');
    const { out } = await drop('--turn', '9', '--dice', '1,1', '--german', AROUND_C11);
    expect(out).toContain('Every one of the 6 cells is held by German: blocked, and not made again (Paratroop Drop)');
  });

  it('drops only on turns 8 and 9, and only German units hold a sector', async () => {
    const file = journal();
    const early = await drop('--turn', '7', '--dice', '1,1', '--journal', file);
    expect(early.code).toBe(1);
    expect(early.err).toContain('Paratroop drop is rolled on turns 8 to 9, not on turn 7 (Paratroop Drop)');
    expect(existsSync(file)).toBe(false);
    const us = await drop('--turn', '8', '--dice', '1,1', '--german', 'us-27aib-rifles#1@C11');
    expect(us.code).toBe(1);
    expect(us.err).toContain('us-27aib-rifles#1 is not a unit of German (Paratroop Drop)');
  });

  it('an older journal’s drop, kept by the rule hook as "drop remagen", still counts', async () => {
    // What the hook wrote: the entry under "drop remagen", the state's drop as the engine keeps it now.
    const old = (blocked: boolean) => {
      const file = journal();
      const entry = {
        at: '2026-11-01T10:00:00.000Z',
        command: 'drop remagen',
        inputs: { turn: 8, germans: [] },
        rolls: [{ spec: '2d6', faces: [4, 4], total: 8, entered: true }],
        result: { centre: 'L14', blocked },
        turn: 8,
      };
      const state = { turn: 8, phase: 'US turn: start', drop: { turn: 8, centre: 'L14', blocked } };
      const j = { version: 1, game: 'remagen', created: entry.at, state, entries: [entry] };
      writeFileSync(file, JSON.stringify(j));
      return file;
    };
    const landed = await drop('--turn', '9', '--dice', '1,1', '--journal', old(false));
    expect(landed.code).toBe(1);
    expect(landed.err).toContain('Paratroop drop was made on turn 8, at L14');
    const blocked = old(true);
    const twice = await drop('--turn', '8', '--dice', '1,1', '--journal', blocked);
    expect(twice.code).toBe(1);
    expect(twice.err).toContain('turn 8 has its roll');
    expect(await json('--turn', '9', '--dice', '1,2', '--journal', blocked)).toMatchObject({ centre: 'C12' });
  });

  it('validate refuses an effect, terrain, side, chart effect or set-up location that does not exist', async () => {
    const dir = brokenCopy('data/remagen', {
      'rules.yaml': [
        ['label: [row, column]', 'label: [row, colum]'],
        ['except: [river]', 'except: [rivr]'],
        ['side: german, section: "Paratroop Drop" }', 'side: germans, section: "Paratroop Drop" }'],
        ['effect: infantry, text', 'effect: infantri, text'],
        ['location: paratroop-drop', 'location: paratroop-drops'],
      ],
    });
    dirs.push(dir);
    const r = await runCli('validate', dir);
    expect(r.code).toBe(1);
    const said = r.err + r.out;
    expect(said).toMatch(/rules\.yaml:\d+:\d+: .*place\.label\[1\]: no effect "colum" \(did you mean "column"\?\)/);
    expect(said).toMatch(/rules\.yaml:\d+:\d+: .*place\.except\[0\]: no terrain "rivr" \(did you mean "river"\?\)/);
    expect(said).toMatch(/rules\.yaml:\d+:\d+: .*place\.held\.side: no side "germans" \(did you mean "german"\?\)/);
    expect(said).toMatch(/rules\.yaml:\d+:\d+: .*place\.room\.effect: no effect "infantri" \(did you mean "infantry"/);
    expect(said).toMatch(/rules\.yaml:\d+:\d+: .*place\.units\.location: .*"paratroop-drops".*"paratroop-drop"/);
  });

  it('validate refuses dice that can name a cell off the map', async () => {
    const dir = brokenCopy('data/remagen', {
      'charts.yaml': [['effects: { row: "R", column: 16 }', 'effects: { row: "R", column: 99 }']],
    });
    dirs.push(dir);
    const r = await runCli('validate', dir);
    expect(r.code).toBe(1);
    expect(r.err + r.out).toMatch(
      /rules\.yaml:\d+:\d+: .*place\.label: the dice can name "C99".*not a cell of the map/,
    );
  });
});
