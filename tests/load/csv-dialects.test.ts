import { describe, it, expect, afterAll } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { loadScenario } from '../../src/load/load-scenario.js';
import { cleanup, problemsOf, MINI_HEX } from '../helpers/broken-copy.js';
import { runCli } from '../helpers/run-cli.js';

// What a spreadsheet saves: Excel's "CSV UTF-8" starts with a byte-order mark, a continental Excel separates
// cells with ";", LibreOffice may use a tab, and a column of hex numbers loses its leading zeros.
const HEADER = [
  'id',
  'name',
  'side',
  'nationality',
  'formation',
  'type',
  'echelon',
  'factors.kind',
  'factors.combat',
  'factors.move',
  'factors.provenance.reconstructed',
  'provenance.history',
  'abilities',
  'setup.location',
];
const row = (n: number, location = 'B3') => [
  `b${n + 2}`,
  `Brigade ${n + 2}`,
  'blue',
  'blueland',
  '1st',
  'armour',
  'brigade',
  'combat-move',
  '4',
  '4',
  'fixture',
  'fixture',
  'armour-shift',
  location,
];
const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));

/** mini-hex with units.csv replaced by `text`, and pieceCount following the rows. */
function withCsv(text: string, rows: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'sandtable-csv-'));
  dirs.push(dir);
  cpSync(MINI_HEX, dir, { recursive: true });
  writeFileSync(join(dir, 'units.csv'), text);
  const units = join(dir, 'units.yaml');
  const yaml = readFileSync(units, 'utf8');
  writeFileSync(units, yaml.replace('pieceCount: 5', `pieceCount: ${4 + rows}`));
  return dir;
}

const csv = (sep: string, rows: string[][], header = HEADER) =>
  [header, ...rows].map((r) => r.map((c) => (c.includes(sep) ? `"${c}"` : c)).join(sep)).join('\r\n') + '\r\n';

describe('units.csv as spreadsheets save it', () => {
  const rows = Array.from({ length: 38 }, (_, i) => row(i));
  const expected = () => loadScenario(withCsv(csv(',', rows), 38)).units.slice(2);

  it('a byte-order mark is dropped: the first column is "id", not "\\uFEFFid"', () => {
    const s = loadScenario(withCsv(`\uFEFF${csv(',', rows)}`, 38));
    expect(s.units.slice(2)).toEqual(expected());
    expect(s.units[2].id).toBe('b2');
  });

  it('";" and tab separators are read from the header line, with a ";" list cell in quotes', () => {
    const listed = rows.map((r, i) => (i === 0 ? r.map((c, j) => (j === 12 ? 'armour-shift;armour-shift' : c)) : r));
    for (const sep of [';', '\t']) {
      const s = loadScenario(withCsv(`\uFEFF${csv(sep, listed)}`, 38));
      expect(s.units.slice(3)).toEqual(expected().slice(1));
      expect(s.units[2].abilities).toEqual(['armour-shift', 'armour-shift']);
      expect(s.units[2].factors).toEqual({
        kind: 'combat-move',
        combat: 4,
        move: 4,
        provenance: { reconstructed: 'fixture' },
      });
    }
  });

  it('a row with a cell too many names its line and the separator', () => {
    const text = csv(';', rows).replace('Brigade 5;', 'Brigade 5;extra;');
    const problems = problemsOf(withCsv(text, 38));
    expect(problems).toHaveLength(1);
    expect(problems[0].line).toBe(5);
    expect(problems[0].message).toMatch(/different number of cells.*";"/);
  });

  it('a typo in the header is one problem on the header line, with the nearest field, not one per row', () => {
    const header = HEADER.map((h) => (h === 'factors.combat' ? 'factors.combt' : h));
    const problems = problemsOf(withCsv(csv(',', rows, header), 38));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 1, col: 9 });
    expect(problems[0].message).toMatch(/"factors\.combt" names no field \(did you mean "factors\.combat"\?\)/);
  });

  it('a column every row needs, missing from the header, is said once', () => {
    const keep = HEADER.map((h, i) => [h, i] as const).filter(([h]) => h !== 'side');
    const problems = problemsOf(
      withCsv(
        csv(
          ',',
          rows.map((r) => keep.map(([, i]) => r[i])),
          keep.map(([h]) => h),
        ),
        38,
      ),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toMatch(/the header has no "side" column/);
  });

  it('a location that lost its leading zeros is answered "did you mean 0303"', () => {
    const problems = problemsOf(withCsv(csv(',', [row(0, '303')]), 1));
    expect(problems).toHaveLength(1);
    expect(problems[0].line).toBe(2);
    expect(problems[0].message).toMatch(/no place "303" \(did you mean "0303"\? a spreadsheet drops leading zeros/);
  });
});

describe('the symbol code', () => {
  it('is made from type, echelon and side when the row leaves it out', () => {
    const s = loadScenario(withCsv(csv(',', [row(0)]), 1));
    const b2 = s.units.find((u) => u.id === 'b2')!;
    expect(b2.sidc).toBe('SFGPUCA----H');
    // The red side's regiment in units.yaml keeps its own.
    expect(s.units.find((u) => u.id === 'r1')!.sidc).toBe('SHGPUCI----G');
  });

  it('a hostile side and a division are drawn so', () => {
    const red = row(0).map((c, i) => (i === 2 ? 'red' : i === 3 ? 'redland' : i === 4 ? '' : i === 6 ? 'division' : c));
    const s = loadScenario(withCsv(csv(',', [red]).replace(',armour-shift,', ',,'), 1));
    expect(s.units.find((u) => u.id === 'b2')!.sidc).toBe('SHGPUCA----I');
  });

  it('an explicit SIDC whose echelon disagrees is a warning naming file, line and field', async () => {
    const header = [...HEADER, 'sidc'];
    const corps = [...row(0).map((c, i) => (i === 6 ? 'corps' : c)), 'SFGPUCI----I'];
    const dir = withCsv(csv(',', [row(1).concat('SFGPUCA----H'), corps], header), 2);
    const r = await runCli('validate', dir);
    expect(r.code).toBe(0);
    const lines = r.err.split('\n').filter((l) => l.includes('warning'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /units\.csv:3:15: units\[1\]\.sidc: the SIDC SFGPUCI----I prints the mark of a division \(XX\)/,
    );
    expect(lines[0]).toMatch(/echelon is corps \(XXX\)/);
    const strict = await runCli('validate', dir, '--strict');
    expect(strict.code).toBe(1);
  });
});
