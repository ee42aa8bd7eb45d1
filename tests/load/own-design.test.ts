import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { brokenCopy, cleanup, problemsOf, MINI_HEX } from '../helpers/broken-copy.js';
import { loadScenario } from '../../src/load/load-scenario.js';
import { collectProvenance } from '../../src/provenance/collect.js';
import { runCli } from '../helpers/run-cli.js';

// A designer's own game: one line in game.yaml says every value is theirs, and nothing of it may then be
// printed or announced as Sandtable's reconstruction.
const PROVENANCE = /,?\s*provenance: \{[^}]*\}/g;
const dirs: string[] = [];

/** mini-hex with every provenance removed, and (unless `withDefault` is false) the designer's default. */
function ownCopy(withDefault = true): string {
  const dir = brokenCopy(MINI_HEX, {
    'game.yaml': [
      [PROVENANCE, ''],
      ['id: mini-hex', 'id: my-own-game'],
      ...(withDefault
        ? ([['dice: 1d6', 'dice: 1d6\ndefaultProvenance: { original: "Jane Doe" }']] as [string, string][])
        : []),
    ],
    'units.yaml': [
      [PROVENANCE, ''],
      ['pieceCount: 5', 'pieceCount: 4'],
    ],
    'charts.yaml': [[PROVENANCE, '']],
    'map.yaml': [[PROVENANCE, '']],
  });
  unlinkSync(join(dir, 'units.csv'));
  dirs.push(dir);
  return dir;
}

afterAll(() => dirs.forEach(cleanup));

describe('a game-level default provenance', () => {
  it('fills every value that gives none, and a value that gives its own keeps it', () => {
    const dir = ownCopy();
    const units = join(dir, 'units.yaml');
    writeFileSync(
      units,
      readFileSync(units, 'utf8').replace(
        'name: 1st Regiment',
        'name: 1st Regiment\n    provenance: { history: "War diary" }',
      ),
    );
    const s = loadScenario(dir);
    const entries = collectProvenance(s);
    expect(entries.length).toBeGreaterThan(15);
    expect(entries.filter((e) => e.kind === 'reconstructed')).toEqual([]);
    expect(entries.filter((e) => e.kind === 'history').map((e) => e.item)).toEqual(['r1']);
    expect(
      entries.filter((e) => e.kind === 'original').every((e) => e.reference === 'original design by Jane Doe'),
    ).toBe(true);
  });

  it('without a default, a missing provenance is an error naming the file and the line', () => {
    const problems = problemsOf(ownCopy(false));
    const units = problems.filter((p) => p.file.endsWith('units.yaml'));
    expect(units.length).toBeGreaterThan(0);
    expect(units[0].message).toMatch(/provenance is missing.*defaultProvenance/);
    expect(units[0].line).toBeGreaterThan(0);
    expect(units.some((p) => p.path.join('.') === 'units.0.provenance')).toBe(true);
  });

  it("sources counts the values as the designer's; the CRT reader credits them and warns of nothing", async () => {
    const dir = ownCopy();
    const src = await runCli('sources', dir);
    expect(src.code).toBe(0);
    expect(src.out).toMatch(/original/);
    expect(src.out).toMatch(/original design by Jane Doe/);
    expect(src.out).not.toMatch(/entries are reconstructed/);
    const crt = await runCli('crt', dir, '--odds', '2:1', '--roll', '3');
    expect(crt.code).toBe(0);
    expect(crt.out).toMatch(/Combat Results Table \(original design by Jane Doe\)/);
    expect(crt.out + crt.err).not.toMatch(/reconstructed/i);
    // A bundled game keeps its warning: the change is the designer's default, not a silenced warning.
    const bundled = await runCli('crt', 'veritable', '--odds', '3:1', '--roll', '3');
    expect(bundled.out + bundled.err).toMatch(/reconstructed by Sandtable/);
  });

  it('the printed sheets credit the designer and never say "reconstructed"', async () => {
    const dir = ownCopy();
    const out = mkdtempSync(join(tmpdir(), 'sandtable-own-kit-'));
    dirs.push(out);
    const r = await runCli('build', dir, '--only', 'counters,map,aids', '--format', 'svg', '--out', out);
    expect(r.code, r.err).toBe(0);
    const svgs = readdirSync(out).filter((f) => f.endsWith('.svg') && !f.startsWith('map-fit'));
    expect(svgs.length).toBeGreaterThanOrEqual(3);
    let footers = 0;
    for (const f of svgs) {
      const text = readFileSync(join(out, f), 'utf8');
      expect(text, f).not.toMatch(/reconstructed/i);
      // Every sheet with a footer credits the designer there (the map's own SVG is the drawing alone).
      if (/sheet \d+ of \d+/.test(text)) {
        footers++;
        expect(text, f).toMatch(/Mini Hex \(original design by Jane Doe\) · /);
      }
    }
    expect(footers).toBeGreaterThanOrEqual(2);
    rmSync(out, { recursive: true, force: true });
  });
});
