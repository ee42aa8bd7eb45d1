import { inflateRawSync } from 'node:zlib';
import { describe, it, expect } from 'vitest';
import { bundledGameIds, resolveGameFolder } from '../../../src/load/bundled.js';
import { loadScenario } from '../../../src/load/load-scenario.js';
import type { Scenario } from '../../../src/model/scenario.js';
import { readKitOptions } from '../../../src/print/options.js';
import { aidsPart } from '../../../src/parts/aids/part.js';
import { aidContents } from '../../../src/parts/aids/api.js';
import { companionHtml } from '../../../src/parts/companion/part.js';

/** The printed aid pages of a game, as SVG text. */
async function aidPages(s: Scenario, lang = 'en'): Promise<string[]> {
  const opts = { ...readKitOptions({ format: 'svg', lang }), progress: () => {} };
  const files = await aidsPart.build(s, opts);
  return files.filter((f) => /^aids-\d+\.svg$/.test(f.name)).map((f) => String(f.data));
}

/** Each printed swatch by the terrain or feature it shows: its markup, from the page the player prints. */
function printedSwatches(svgs: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const svg of svgs)
    for (const m of svg.matchAll(/<svg [^>]*data-swatch="([^"]+)"[^>]*>(.*?)<\/svg>/g)) out.set(m[1], m[2]);
  return out;
}

/** What the map paints, read from the map's own data: terrain some cell has (or the default), lines it draws. */
function mapDraws(s: Scenario): { fills: Map<string, string>; lines: Map<string, string> } {
  const fills = new Map<string, string>();
  const lines = new Map<string, string>();
  const m = s.map;
  if (!m || m.kind === 'area') return { fills, lines };
  for (const t of m.terrainTypes)
    if (t.id === m.terrain.default || (m.terrain.cells[t.id]?.length ?? 0) > 0) fills.set(t.id, t.color);
  for (const f of m.lineFeatures)
    if ((m.kind === 'hex' && m.hexsides.some((h) => h.feature === f.id)) || m.roads.some((r) => r.kind === f.id))
      lines.set(f.id, f.color);
  return { fills, lines };
}

function expectSwatchesAsMap(s: Scenario, svgs: string[]): number {
  const printed = printedSwatches(svgs);
  const { fills, lines } = mapDraws(s);
  let rows = 0;
  for (const c of s.charts)
    if (c.kind === 'terrain-effects')
      for (const r of c.rows) {
        rows++;
        const swatch = printed.get(r.terrain);
        const what = `${s.id} ${c.id} row ${r.terrain}`;
        if (fills.has(r.terrain)) {
          // The first shape is the ground: the very colour the map fills that terrain's cells with.
          expect(swatch, what).toBeDefined();
          expect(swatch!.match(/<path [^>]*fill="([^"]+)"/)?.[1], what).toBe(fills.get(r.terrain));
        } else if (lines.has(r.terrain)) {
          expect(swatch, what).toBeDefined();
          expect(swatch!, what).toContain(`stroke="${lines.get(r.terrain)}"`);
        } else expect(swatch, `${what}: the map does not draw it`).toBeUndefined();
      }
  return rows;
}

const games = bundledGameIds()
  .map((id) => loadScenario(resolveGameFolder(id)))
  .filter((s) => s.charts.some((c) => c.kind === 'terrain-effects'));

describe('terrain swatches in the terrain effects chart', () => {
  it('covers the bundled games that print such a chart', () => {
    expect(games.map((s) => s.id).sort()).toEqual(['remagen', 'veritable']);
  });

  it.each(games.map((s) => [s.id, s] as const))('%s: each row shows its terrain as the map fills it', async (_, s) => {
    expect(expectSwatchesAsMap(s, await aidPages(s))).toBeGreaterThan(4);
  });

  it('sets each swatch left of its name, level with it, and never under its letters', async () => {
    const num = '([\\d.]+)';
    const pattern = new RegExp(
      `<svg x="${num}" y="${num}" [^>]*width="${num}" height="${num}"[^>]*data-swatch="([^"]+)">.*?</svg>` +
        `\\s*<text x="${num}" y="${num}"[^>]*font-size="${num}"`,
      'g',
    );
    for (const s of games) {
      let seen = 0;
      for (const svg of await aidPages(s))
        for (const m of svg.matchAll(pattern)) {
          seen++;
          const [x, y, w, h, tx, ty, size] = [1, 2, 3, 4, 6, 7, 8].map((k) => Number(m[k]));
          const what = `${s.id} ${m[5]}`;
          expect(tx, what).toBeGreaterThanOrEqual(x + w + 1);
          // The name's letters (cap height above the baseline, descenders below) lie within the swatch's height.
          expect(ty - size * 0.76, what).toBeGreaterThanOrEqual(y - 1);
          expect(ty + size * 0.24, what).toBeLessThanOrEqual(y + h + 1);
          expect(h, what).toBeLessThanOrEqual(size * 1.25);
        }
      expect(seen, s.id).toBeGreaterThan(4);
    }
  });

  it('Veritable in Russian carries the same swatches', async () => {
    const s = games.find((g) => g.id === 'veritable')!;
    const ru = printedSwatches(await aidPages(s, 'ru'));
    expect([...ru.keys()].sort()).toEqual([...printedSwatches(await aidPages(s)).keys()].sort());
  });

  it('gives no swatch to a terrain or feature the map does not draw', async () => {
    const v = games.find((g) => g.id === 'veritable')!;
    const m = v.map!;
    if (m.kind !== 'hex') throw new Error('Veritable has a hex map');
    const { town: _, ...cells } = m.terrain.cells;
    const hexsides = m.hexsides.filter((h) => h.feature !== 'canal');
    const s: Scenario = { ...v, map: { ...m, terrain: { ...m.terrain, cells }, hexsides } };
    const printed = printedSwatches(await aidPages(s));
    expect(printed.has('town')).toBe(false);
    expect(printed.has('canal')).toBe(false);
    expect(printed.has('woods')).toBe(true);
    expect(expectSwatchesAsMap(s, await aidPages(s))).toBeGreaterThan(4);
  });

  it('shows the swatch in the companion table too, and none where a game has no map', () => {
    const s = games.find((g) => g.id === 'veritable')!;
    const chart = aidContents(s, 'en').find((a) => a.id === 'terrain-effects')!;
    const table = chart.elements.find((e) => e.kind === 'table')!;
    if (table.kind !== 'table') throw new Error('a table');
    expect(table.rows.filter((r) => r.cells[0].swatch).length).toBe(table.rows.length);
    // The page keeps its aids packed until the Aids tab opens: read them as the page would.
    const packed = /id="aids-source" data-packed="deflate">([A-Za-z0-9+/=]+)</.exec(companionHtml(s, 'en'));
    expect(packed, 'the packed aids').not.toBeNull();
    const page = inflateRawSync(Buffer.from(packed![1], 'base64')).toString('utf8');
    const woods = s.map!.terrainTypes.find((t) => t.id === 'woods')!;
    const inline =
      '<th scope="row"><span class="swatched"><svg class="swatch"[^>]*data-swatch="woods">' +
      `<path [^>]*fill="${woods.color}"`;
    expect(page).toMatch(new RegExp(inline));
    const noMap = { ...s, map: undefined };
    const bare = aidContents(noMap, 'en').find((a) => a.id === 'terrain-effects')!;
    expect(bare.elements.some((e) => e.kind === 'table' && e.rows.some((r) => r.cells[0].swatch))).toBe(false);
  });
});
