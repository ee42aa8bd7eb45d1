import { describe, it, expect } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';
import { loadScenario } from '../../../src/load/load-scenario.js';

// Base labels pack: a group's caption only where it begins or a page starts, groups of one base size together, and
// the how-to lines and calibration squares on the first label sheet only, and labels a little smaller than their
// base (never under 80 %) where that saves a sheet. Remagen's 195 labels took 8 pages, then 7 at full size, then 5;
// butted where that saves a sheet, and shallow labels stacked two deep beside deeper ones, they take 4 (issue 24).
describe('base label sheets are packed', () => {
  for (const [game, labels, most, narrowestMm] of [
    ['remagen', 195, 4, 30],
    ['death-of-a-division', 79, 3, 40],
  ] as const)
    it(`${game}: ${labels} labels on at most ${most} pages`, async () => {
      const out = mkdtempSync(join(tmpdir(), 'sandtable-labels-'));
      try {
        const r = await runCli('build', game, '--only', 'roster', '--format', 'svg', '--out', out);
        expect(r.code, r.err).toBe(0);
        const m = r.err.match(/(\d+) label pages \((\d+) labels\)/);
        expect(m, r.err).not.toBeNull();
        expect(Number(m![2])).toBe(labels);
        expect(Number(m![1])).toBeLessThanOrEqual(most);
        // The first label sheet says how large its labels print against their bases, and no label is below 80 %.
        const svgs = readdirSync(out).filter((f) => /^roster-\d+\.svg$/.test(f));
        const text = svgs.map((f) => readFileSync(join(out, f), 'utf8')).join('');
        const pct = text.match(/at (\d+) %/);
        expect(pct, "the how-to line names the labels' size").not.toBeNull();
        expect(Number(pct![1])).toBeGreaterThanOrEqual(80);
        const sizes = [...text.matchAll(/<g class="label"[^>]*><rect x="[\d.]+" y="[\d.]+" width="([\d.]+)"/g)];
        expect(sizes.length).toBe(labels);
        // 1 mm = 72 / 25.4 pt: the narrowest base's label at 80 %.
        for (const w of sizes) expect(Number(w[1])).toBeGreaterThanOrEqual((0.8 * narrowestMm * 72) / 25.4 - 0.01);
        // Packed close, no label covers another: each is cut whole from the sheet.
        for (const f of svgs) {
          const boxes = [
            ...readFileSync(join(out, f), 'utf8').matchAll(
              /<g class="label"[^>]*><rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/g,
            ),
          ].map((b) => b.slice(1, 5).map(Number) as [number, number, number, number]);
          const overlaps = boxes.flatMap(([x, y, w, h], i) =>
            boxes
              .slice(i + 1)
              .filter(
                ([u, v, bw, bh]) => x < u + bw - 0.01 && u < x + w - 0.01 && y < v + bh - 0.01 && v < y + h - 0.01,
              )
              .map(() => `${f}: label at ${x}, ${y}`),
          );
          expect(overlaps).toEqual([]);
        }
        // Each group's caption prints on at most two lines at 5.5 pt or more, its base's size whole on the last,
        // and says whose labels or which base: not the size alone (issue 24: "Germany · Vehicle base · 30 × 60 mm"
        // broke into three lines over a single 30 mm label; then "40 × 80 mm" alone stood over Remagen's LVT).
        const captions = [
          ...text.matchAll(/<text [^>]*font-size="([\d.]+)" font-weight="bold" fill="#333333">([^<]*)/g),
        ];
        expect(captions.length).toBeGreaterThan(0);
        const lastLines = captions.filter((c) => /\d+ × \d+ mm( \(.+\))?$/.test(c[2]!));
        const firstLines = captions.filter((c) => / ·$/.test(c[2]!));
        expect(lastLines.length + firstLines.length, 'every caption line is a first or a last').toBe(captions.length);
        const bare = lastLines.filter((c) => /^\d+ × \d+ mm( \(.+\))?$/.test(c[2]!));
        const wrapped = captions.flatMap((c, i) => (/ ·$/.test(c[2]!) ? [captions[i + 1]?.[2]] : []));
        expect(bare.filter((c) => !wrapped.includes(c[2])).map((c) => c[2])).toEqual([]);
        // Every caption opens with its side's name: labels of two sides, or of a side's several formations, share a
        // sheet (Remagen's label sheet 10 read "Gun base · 45 × 60 mm" over the 310th's US gun, whose side only the
        // captions around it named).
        const sides = loadScenario(join('data', game)).game.sides.map((x) => x.name);
        const opening = captions.filter((_c, i) => i === 0 || !/ ·$/.test(captions[i - 1]![2]!)).map((c) => c[2]!);
        expect(opening.filter((t) => !sides.some((side) => `${t} `.startsWith(`${side} · `)))).toEqual([]);
        // A size two of the game's bases share does not tell them apart: a caption over either names its base
        // (Death of a Division's lone 434th label read "United States · 40 × 60 mm" among vehicle and mechanized
        // stands of that size).
        const sizes2 = (loadScenario(join('data', game)).rosters?.bases ?? []).map(
          (b) => `${b.widthMm} × ${b.depthMm} mm`,
        );
        const shared = sizes2.filter((z, i) => sizes2.indexOf(z) !== i);
        const whole = captions.flatMap((c, i) =>
          i > 0 && / ·$/.test(captions[i - 1]![2]!)
            ? []
            : [/ ·$/.test(c[2]!) ? `${c[2]} ${captions[i + 1]![2]}` : c[2]!],
        );
        const baseless = whole.filter((t) => sides.some((side) => shared.some((z) => t.startsWith(`${side} · ${z}`))));
        expect(baseless).toEqual([]);
        expect(captions.filter((c) => Number(c[1]) < 5.5).map((c) => c[2])).toEqual([]);
        // Captions print at one size on every sheet: a long caption squeezed small beside its neighbours ran into
        // the next (Remagen's label sheet 10, "United States · 40 × 80 mm" at 5.5 pt beside 7 pt ones); a shorter
        // form of it takes its place.
        const captionSizes = new Set(captions.map((c) => Number(c[1])));
        expect([...captionSizes]).toHaveLength(1);
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    });
});
