import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../helpers/run-cli.js';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { cellsCut, drawMap, printPages } from '../../../src/parts/map/part.js';

// Issue 24: "Veritable fits one A4 sheet again, or says why not". Rules 2.1 set the map at 11 × 8 in and its ½ in
// counters need 15.7 mm hexes (12.7 mm and 3 mm to spare), whose 12½ rows stand 196 mm tall; A4 landscape prints
// 190 mm inside its margins and footer. The field cannot fit one sheet, so the build says so, with both sizes, and
// names the hexes the cut crosses, which lie in one row: a player tapes one row, not a stretch of the field.
const ROOT = join(import.meta.dirname, '../../../data');
const temps: string[] = [];
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

describe("Veritable's hex field on A4", () => {
  it('the build says why the field is on two sheets, even at the hexes the counters need', async () => {
    const out = mkdtempSync(join(tmpdir(), 'sandtable-a4-'));
    temps.push(out);
    const r = await runCli('build', join(ROOT, 'veritable'), '--only', 'map', '--paper', 'a4', '--out', out);
    expect(r.code).toBe(0);
    // Progress lines may be wrapped: read the output as one run of words.
    const all = `${r.out} ${r.err}`.replace(/\s+/g, ' ');
    const line = /the playing surface.*?keeps it whole/.exec(all)?.[0];
    expect(line).toBeDefined();
    expect(line).toContain('(258 × 203 mm) is larger than what one a4 sheet prints (285 × 190 mm');
    expect(line).toContain('would be at the 15.7 mm cells its pieces need (249 × 196 mm)');
    expect(line).toMatch(/the cuts cross 9 cells \((\w+, ){8}\w+\)/);
  });

  it('the cut between the sheets crosses one row of hexes, every other column, none of them a town', () => {
    const s = loadScenario(join(ROOT, 'veritable'));
    const d = drawMap(s, 'en', undefined, 'a4');
    const { plan } = printPages(s, d, { paper: 'a4', lang: 'en', tile: 'auto', wrap: (t) => [t] });
    const cut = cellsCut(d, plan!);
    expect(cut).toHaveLength(9);
    expect(new Set(cut.map((c) => c.slice(1))).size).toBe(1);
    const places = (s.map as unknown as { places: { at: string; kind: string }[] }).places;
    const towns = new Set(places.filter((p) => p.kind === 'town' || p.kind === 'city').map((p) => p.at));
    expect(towns.has('N11')).toBe(true);
    expect(cut.filter((c) => towns.has(c))).toEqual([]);
  });

  // Said only on the console, the seam surprised a player who printed the PDF later: the sheets say it themselves.
  // The overview names the two sheets the field runs on across, and the trim line through the hexes says so where
  // it is cut; a trim line outside the field (B1 to C1, through the furniture) says nothing more than to trim.
  it('the overview and the trim line through the field say that the field runs on across the cut', () => {
    const s = loadScenario(join(ROOT, 'veritable'));
    const d = drawMap(s, 'en', undefined, 'a4');
    const { pages, plan } = printPages(s, d, { paper: 'a4', lang: 'en', tile: 'auto', wrap: (t) => [t] });
    const words = (i: number) =>
      pages[i]!.layers.flatMap((l) => l.items.flatMap((it) => (it.kind === 'text' ? [it.text] : []))).join(' ');
    expect(plan!.tiles.map((t) => t.id)).toEqual(['A1', 'B1', 'C1']);
    expect(words(0)).toContain(
      'The playing area (258 × 203 mm) is larger than one sheet of this paper prints (285 × 190 mm): ' +
        'it runs on across the cut between A1 and B1.',
    );
    expect(words(2)).toContain('✂ trim here, lay over the sheet above: the playing area runs on, line up its cells');
    expect(words(3)).toContain('✂ trim here, lay over the sheet above');
    expect(words(3)).not.toContain('the playing area runs on');
  });

  it('a field plainly larger than a sheet (Remagen) is tiled without the note', () => {
    const s = loadScenario(join(ROOT, 'remagen'));
    const d = drawMap(s, 'en', undefined, 'letter');
    const { pages } = printPages(s, d, { paper: 'letter', lang: 'en', tile: 'auto', wrap: (t) => [t] });
    const all = pages.flatMap((p) =>
      p.layers.flatMap((l) => l.items.flatMap((it) => (it.kind === 'text' ? [it.text] : []))),
    );
    expect(all.some((t) => t.includes('playing area'))).toBe(false);
  });
});

// Issue 24: on the default letter paper the 11 × 8 in field (a letter sheet's own size, so a player expects it whole)
// went over two portrait columns with no word said, and the cut ran down column E beside the front line F3..F9
// (rules 8.4), where the Allied attack opens. The build now says why the field is cut, and the cut keeps off the
// cells the rules name: the front line and every town and village.
describe("Veritable's hex field on letter", () => {
  it('the build says why the field is on two sheets', async () => {
    const out = mkdtempSync(join(tmpdir(), 'sandtable-letter-'));
    temps.push(out);
    const r = await runCli('build', join(ROOT, 'veritable'), '--only', 'map', '--out', out);
    expect(r.code).toBe(0);
    const all = `${r.out} ${r.err}`.replace(/\s+/g, ' ');
    const line = /the playing surface.*?keeps it whole/.exec(all)?.[0];
    expect(line).toBeDefined();
    // Landscape letter prints 267 × 196 mm: the field is 203 mm tall, the pieces' least hexes 196 mm and a hair.
    expect(line).toContain('(258 × 203 mm) is larger than what one letter sheet prints (267 × 196 mm');
    expect(line).toMatch(/the cuts cross 12 cells/);
  });

  it('the cut down the field crosses one column, none of it the front line (8.4), a town or a village', () => {
    const s = loadScenario(join(ROOT, 'veritable'));
    const d = drawMap(s, 'en', undefined, 'letter');
    const { plan, pages } = printPages(s, d, { paper: 'letter', lang: 'en', tile: 'auto', wrap: (t) => [t] });
    const cut = cellsCut(d, plan!);
    expect(cut).toHaveLength(12);
    expect(new Set(cut.map((c) => c[0])).size).toBe(1);
    const map = s.map as unknown as { places: { at: string; kind: string }[] };
    const named = new Set([
      'F3',
      'F4',
      'F5',
      'F6',
      'F7',
      'F8',
      'F9',
      ...map.places.filter((p) => p.kind !== 'river').map((p) => p.at),
    ]);
    expect(named.has('N5')).toBe(true);
    expect(cut.filter((c) => named.has(c))).toEqual([]);
    const overview = pages[0]!.layers.flatMap((l) => l.items.flatMap((it) => (it.kind === 'text' ? [it.text] : [])));
    expect(overview.join(' ')).toContain('it runs on across the cut between A1 and A2.');
  });
});
