import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { DATA_ROOT } from '../../../src/load/bundled.js';
import { withoutAside } from '../../../src/parts/roster/base-label-svg.js';
import { glyphMeasure } from '../../../src/print/text-measure.js';

// Issue 24, base labels as a player cuts and reads them. The least size print keeps legible is 5 pt: Remagen's
// labels printed their formation at 3.5 pt ("9th Armored Engineer Battalion") to squeeze it beside the stand
// number. And a player cuts one side's labels together: Remagen's rows ran a US 310th gun label on among the
// German guns, and German heavy guns among US trucks.
const LEAST_PT = 5;

const games = ['remagen', 'death-of-a-division'] as const;
const built = new Map<string, { svgs: string[]; sideOf: Map<string, string> }>();
let out: string;

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'sandtable-label-legibility-'));
  for (const game of games) {
    const dir = join(out, game);
    const r = await runCli('build', game, '--only', 'roster', '--format', 'svg', '--out', dir);
    expect(r.code, r.err).toBe(0);
    const files = readdirSync(dir)
      .filter((f) => /^roster-\d+\.svg$/.test(f))
      .sort((a, b) => Number(a.match(/\d+/)![0]) - Number(b.match(/\d+/)![0]));
    const s = loadScenario(join(DATA_ROOT, game));
    built.set(game, {
      svgs: files.map((f) => readFileSync(join(dir, f), 'utf8')),
      sideOf: new Map(s.units.map((u) => [u.id, u.side])),
    });
  }
}, 60_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('roster and base label sheets print every text at 5 pt or more (issue 24)', () => {
  it.each(games)('%s: no text on the roster, muster or label sheets is under 5 pt', (game) => {
    const small = built
      .get(game)!
      .svgs.flatMap((svg, i) =>
        [...svg.matchAll(/<text [^>]*font-size="([\d.]+)"[^>]*>([^<]*)/g)]
          .filter((t) => Number(t[1]) < LEAST_PT)
          .map((t) => `sheet ${i + 1}: ${t[1]} pt "${t[2]}"`),
      );
    expect([...new Set(small)]).toEqual([]);
  });

  it.each(games)('%s: every label names its formation where the unit has one', (game) => {
    const s = loadScenario(join(DATA_ROOT, game));
    const formationOf = new Map(
      s.units.map((u) => [u.id, s.game.formations.find((f) => f.id === u.formation)?.name ?? '']),
    );
    const labels = built.get(game)!.svgs.flatMap((svg) => [...svg.matchAll(/<g class="label"[\s\S]*?<\/g>/g)]);
    expect(labels.length).toBeGreaterThan(0);
    const bare = labels
      .map((l) => ({
        unit: l[0].match(/data-unit="([^"]+)"/)![1]!,
        words: [...l[0].matchAll(/<text [^>]*>([^<]*)/g)].map((t) => xmlText(t[1]!)).join(' '),
      }))
      // The whole name, or where even three lines cannot hold it, the name without its aside in brackets.
      .filter((l) => !l.words.includes(withoutAside(formationOf.get(l.unit)!)))
      .map((l) => `${l.unit}: "${l.words}"`);
    expect([...new Set(bare)]).toEqual([]);
  });
});

describe('base labels tell apart the units that share a designation (issue 24)', () => {
  // Remagen's 3FJ rifles, machine guns and bazookas all read "3FJ": only the unit's name below tells a machine-gun
  // tray's label from a bazooka team's, and it went when the formation took three lines over the stand number.
  // Death of a Division gives each unit a designation of its own.
  it("remagen: a label whose designation another unit shares prints its unit's name", () => {
    const game = 'remagen';
    const s = loadScenario(join(DATA_ROOT, game));
    const byDesignation = new Map<string, number>();
    for (const u of s.units) byDesignation.set(u.designation ?? '', (byDesignation.get(u.designation ?? '') ?? 0) + 1);
    const unitOf = new Map(s.units.map((u) => [u.id, u]));
    const labels = built.get(game)!.svgs.flatMap((svg) => [...svg.matchAll(/<g class="label"[\s\S]*?<\/g>/g)]);
    const shared = labels
      .map((l) => ({
        unit: unitOf.get(l[0].match(/data-unit="([^"]+)"/)![1]!)!,
        words: [...l[0].matchAll(/<text [^>]*>([^<]*)/g)].map((t) => xmlText(t[1]!)).join(' '),
      }))
      .filter((l) => l.unit.designation && l.unit.designation !== l.unit.name);
    const sharing = shared.filter((l) => byDesignation.get(l.unit.designation!)! > 1);
    expect(sharing.length).toBeGreaterThan(0);
    const nameless = sharing.filter((l) => !nameIn(l)).map((l) => `${l.unit.id}: "${l.words}"`);
    expect([...new Set(nameless)]).toEqual([]);
  });
});

/** Every word of the unit's name printed on its label, in order (a name may wrap over lines). */
function nameIn(l: { unit: { name: string }; words: string }): boolean {
  let at = 0;
  // A word broken at its hyphen over two lines ("half-" "tracks") reads as the one word.
  const words = l.words.replace(/- /g, '-');
  for (const w of l.unit.name.split(/\s+/)) {
    const i = words.indexOf(w, at);
    if (i < 0) return false;
    at = i + w.length;
  }
  return true;
}

// Issue 24: Remagen's trays stacked two deep were numbered down each column (1/9 over 2/9); a player counts across.
describe('base labels run in reading order', () => {
  it.each(games)("%s: each unit's stands are numbered along the lines of labels, then down", (game) => {
    const wrong = built.get(game)!.svgs.flatMap((svg, page) => {
      const labels = [
        ...svg.matchAll(/<g class="label" data-unit="([^"]+)" data-stand="(\d+)"><rect x="([\d.]+)" y="([\d.]+)"/g),
      ].map((b) => ({ unit: b[1]!, stand: Number(b[2]), x: Number(b[3]), y: Number(b[4]) }));
      return labels.flatMap((a) =>
        labels
          .filter((b) => b.unit === a.unit && b.stand === a.stand + 1)
          // The next stand is to the right on the same line, or on a line below.
          .filter((b) => !(b.y > a.y + 0.01 || (Math.abs(b.y - a.y) < 0.01 && b.x > a.x)))
          .map((b) => `sheet ${page + 1}: ${a.unit} ${a.stand} then ${b.stand}`),
      );
    });
    expect(wrong).toEqual([]);
  });

  it.each(games)('%s: the bottom line of every label (formation, stand number) is 6 pt or more', (game) => {
    const small = built.get(game)!.svgs.flatMap((svg) =>
      [...svg.matchAll(/<g class="label"[\s\S]*?<\/g>/g)].flatMap((l) =>
        // The designation and the unit's name are centred; the bottom line's texts are not.
        [...l[0].matchAll(/<text (?![^>]*text-anchor="middle")[^>]*font-size="([\d.]+)"[^>]*>([^<]*)/g)]
          .filter((t) => Number(t[1]) < 6)
          .map((t) => `${t[1]} pt "${t[2]}"`),
      ),
    );
    expect(small).toEqual([]);
  });
});

describe("base labels are packed one side at a time (issue 24: a player cuts one side's labels together)", () => {
  it.each(games)("%s: no row mixes sides, and each side's labels run together", (game) => {
    const { svgs, sideOf } = built.get(game)!;
    const order: string[] = [];
    const mixed: string[] = [];
    svgs.forEach((svg, page) => {
      const boxes = [
        ...svg.matchAll(
          /<g class="label" data-unit="([^"]+)"[^>]*><rect x="[\d.]+" y="([\d.]+)" [^>]*height="([\d.]+)"/g,
        ),
      ].map((b) => ({ side: sideOf.get(b[1]!)!, unit: b[1]!, top: Number(b[2]), bottom: Number(b[2]) + Number(b[3]) }));
      for (const b of boxes) if (order.at(-1) !== b.side) order.push(b.side);
      for (const a of boxes)
        for (const b of boxes)
          if (a.side < b.side && a.top < b.bottom - 0.01 && b.top < a.bottom - 0.01)
            mixed.push(`sheet ${page + 1}: ${a.unit} beside ${b.unit}`);
    });
    expect(mixed.slice(0, 5)).toEqual([]);
    // Each side's labels in one run: a side that comes back after another's was split.
    expect(order).toEqual([...new Set(order)]);
  });
});

function xmlText(t: string): string {
  return t
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

// Issue 24's fresh look: labels are butted and cut with scissors, so the stand number keeps 1.5 mm from the cut and
// the designation 2 mm; the unit's name under it kept 0.8 mm, and Remagen's "3rd Parachute Div bazookas
// (Panzerschreck)" ran edge to edge of its 24 mm label.
describe('base labels keep their words clear of the cut line', () => {
  const MM = 72 / 25.4;
  it.each(games)("%s: every unit's name under the designation keeps 1.5 mm from each cut", (game) => {
    const m = glyphMeasure();
    const near = built.get(game)!.svgs.flatMap((svg) =>
      [...svg.matchAll(/<g class="label"[\s\S]*?<\/g>/g)].flatMap((l) => {
        const width = Number(l[0].match(/<rect x="[\d.]+" y="[\d.]+" width="([\d.]+)"/)![1]);
        return [
          ...l[0].matchAll(
            /<text [^>]*font-family="DejaVu Sans Condensed" font-size="([\d.]+)" text-anchor="middle"[^>]*>([^<]*)/g,
          ),
        ]
          .filter((t) => m.width(xmlText(t[2]!), Number(t[1]), 'condensed') > width - 2 * 1.5 * MM + 0.01)
          .map((t) => `${(width / MM).toFixed(1)} mm label: "${xmlText(t[2]!)}"`);
      }),
    );
    expect(near).toEqual([]);
  });
});
