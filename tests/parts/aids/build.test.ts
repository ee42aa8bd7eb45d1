import { describe, it, expect, afterAll } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';
import { bundledGameIds, resolveGameFolder } from '../../../src/load/bundled.js';
import { loadScenario } from '../../../src/load/load-scenario.js';
import type { Scenario } from '../../../src/model/scenario.js';
import { printedCells } from './read-cells.js';

const temps: string[] = [];
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'sandtable-aids-'));
  temps.push(d);
  return d;
};
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

const pagesOf = (dir: string, base = 'aids') =>
  readdirSync(dir)
    .filter((f) => new RegExp(`^${base}-\\d+\\.svg$`).test(f))
    .sort((a, b) => Number(a.match(/(\d+)\.svg$/)![1]) - Number(b.match(/(\d+)\.svg$/)![1]))
    .map((f) => readFileSync(join(dir, f), 'utf8'));

/** Every printed CRT cell equals the data's cell, none missing: the chart and the assistant read one source. */
function expectCrtsAsData(s: Scenario, svgs: string[]) {
  const crts = s.charts.filter((c) => c.kind === 'crt');
  for (const c of crts) {
    const cells = printedCells(svgs, c.id);
    expect(cells.size, `${s.id} ${c.id}`).toBe(c.rows.length * c.columns.length);
    c.rows.forEach((r, i) =>
      r.results.forEach((cell, j) =>
        expect(cells.get(`${i},${j}`), `${s.id} ${c.id} row ${r.roll} column ${c.columns[j]}`).toBe(cell),
      ),
    );
  }
  return crts.length;
}

const loadable = (id: string) => {
  try {
    return loadScenario(resolveGameFolder(id));
  } catch {
    return undefined;
  }
};

describe('sandtable build --only aids', () => {
  it('prints every chart of a game, CRT cells exactly as the data has them', async () => {
    const out = tmp();
    const r = await runCli('build', 'tests/fixtures/aids-all', '--only', 'aids', '--out', out);
    expect(r.code, r.err).toBe(0);
    expect(readFileSync(join(out, 'aids.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    const svgs = pagesOf(out);
    const s = loadScenario('tests/fixtures/aids-all');
    const all = svgs.join('');
    for (const c of s.charts) expect(all, c.id).toContain(`data-aid="${c.id}"`);
    expect(all).toContain('data-aid="hand-sizes"');
    expect(expectCrtsAsData(s, svgs)).toBe(2);
  });

  it('sets an aid narrower beside another where that saves a sheet (Death of a Division: 3 sheets)', async () => {
    const out = tmp();
    const r = await runCli('build', 'death-of-a-division', '--only', 'aids', '--out', out, '--format', 'svg');
    expect(r.code, r.err).toBe(0);
    const svgs = pagesOf(out);
    // Whole, Victory beside Supply and Movement below them: the fourth sheet held Movement alone, a quarter used.
    expect(svgs).toHaveLength(3);
    for (const id of ['victory', 'supply', 'movement']) expect(svgs[2], id).toContain(`data-aid="${id}"`);
    const layout = JSON.parse(readFileSync(join(out, 'aids.layout.json'), 'utf8'));
    expect([layout.overlaps, layout.truncated]).toEqual([0, 0]);
  });

  it('marks a reconstructed chart on the chart and in the page footer', async () => {
    const out = tmp();
    await runCli('build', 'tests/fixtures/aids-all', '--only', 'aids', '--out', out, '--format', 'svg');
    const all = pagesOf(out).join('');
    const air = all.split('data-aid="air"')[1].split('</g>')[0];
    expect(air).toContain('class="aid-tag">Reconstructed by Sandtable');
    expect(all).toContain('reconstructed by Sandtable, not published by the designer');
  });

  it('prints in Russian with --lang ru, to files of their own', async () => {
    const out = tmp();
    const r = await runCli(
      'build',
      'tests/fixtures/aids-all',
      '--only',
      'aids',
      '--out',
      out,
      '--lang',
      'ru',
      '--format',
      'svg,pdf',
    );
    expect(r.code, r.err).toBe(0);
    expect(existsSync(join(out, 'aids-ru.pdf'))).toBe(true);
    const all = pagesOf(out, 'aids-ru').join('');
    expect(all).toContain('Таблица результатов боя');
    expect(all).toContain('Памятки игрока');
    expect(r.err).toMatch(/no "ru" translation/);
  });

  it('rejects a chart whose rows miss a roll: exit 1, nothing written', async () => {
    const out = join(tmp(), 'out');
    const r = await runCli('build', 'tests/fixtures/aids-bad-rows', '--only', 'aids', '--out', out);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/charts\.yaml:\d+:\d+: charts\[0\]\.rows\[1\]\.roll: no row for 6/);
    expect(existsSync(out)).toBe(false);
  });

  for (const id of bundledGameIds()) {
    const s = loadable(id);
    it.runIf(s)(`builds ${id}'s aids, every CRT cell as in the data`, async () => {
      const out = tmp();
      const r = await runCli('build', id, '--only', 'aids', '--out', out, '--format', 'svg');
      expect(r.code, r.err).toBe(0);
      const svgs = pagesOf(out);
      expect(svgs.length).toBeGreaterThan(0);
      expectCrtsAsData(s!, svgs);
      for (const c of s!.charts.filter(
        (c) => !(c.kind === 'turn-track' && s!.map?.boxes.some((b) => b.kind === 'turn-track' && b.position)),
      ))
        expect(svgs.join(''), c.id).toContain(`data-aid="${c.id}"`);
    });
    it.runIf(s && Object.keys(s.locales).length)(`builds ${id}'s aids in each of its languages`, async () => {
      for (const lang of Object.keys(s!.locales)) {
        const out = tmp();
        const r = await runCli('build', id, '--only', 'aids', '--out', out, '--format', 'svg', '--lang', lang);
        expect(r.code, r.err).toBe(0);
        const all = pagesOf(out, `aids-${lang}`).join('');
        for (const c of s!.charts) {
          const title = s!.locales[lang].names[c.id];
          if (title && all.includes(`data-aid="${c.id}"`)) expect(all).toContain(title.replace(/&/g, '&amp;'));
        }
      }
    });
  }
});
