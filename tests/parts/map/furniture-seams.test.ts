import { describe, it, expect, afterAll } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { drawMap, printPages } from '../../../src/parts/map/part.js';
import { seamMarks } from '../../../src/parts/map/print-pages.js';
import type { Rect } from '../../../src/geometry/point.js';
import { withinRect } from '../../helpers/rects.js';
import type { TextItem } from '../../../src/print/scene.js';
import type { TilePlan } from '../../../src/parts/map/tiles/plan-tiles.js';
import { keptRects, sheetMatter } from '../../../src/parts/map/tiles/blank-sheets.js';

// The last round's closing note: Death of a Division's legend straddled the seam between bottom sheets 2 and 3,
// so a player had to tape the legend together. No furniture block of a tiled map, area, hex or sector, may cross a
// tile seam: each lies whole inside one sheet's window and no trim line runs through it. On hex and sector maps the
// trim line is also kept off every cell number (issue 24: Veritable's seam ran through its hexes' numbers).
const ROOT = join(import.meta.dirname, '../../../data');
const GAMES = ['death-of-a-division', 'nordwind', 'veritable', 'remagen'];
const PAPERS = ['letter', 'a4'] as const;

const within = withinRect;

/** The trim lines as cut: each row of sheets' vertical cuts between the cuts above and below it, then the rows'. */
function trimLines(plan: TilePlan, width: number, height: number): { a: [number, number]; b: [number, number] }[] {
  const ys = [0, ...plan.seams.y, height];
  return [
    ...plan.seams.x.flatMap((row, r) =>
      row.map((x) => ({ a: [x, ys[r]] as [number, number], b: [x, ys[r + 1]] as [number, number] })),
    ),
    ...plan.seams.y.map((y) => ({ a: [0, y] as [number, number], b: [width, y] as [number, number] })),
  ];
}

/** Whether a straight (vertical or horizontal) trim line runs through a rectangle's inside. */
const cuts = (l: { a: [number, number]; b: [number, number] }, r: Rect) =>
  l.a[0] === l.b[0]
    ? r.x < l.a[0] && l.a[0] < r.x + r.width && r.y < l.b[1] && l.a[1] < r.y + r.height
    : r.y < l.a[1] && l.a[1] < r.y + r.height && r.x < l.b[0] && l.a[0] < r.x + r.width;

function printed(game: string, paper: (typeof PAPERS)[number]) {
  const s = loadScenario(join(ROOT, game));
  const d = drawMap(s, 'en', undefined, paper);
  const { plan } = printPages(s, d, { paper, lang: 'en', tile: 'auto', wrap: (t) => [t] });
  return { d, plan };
}

describe('map furniture and tile seams', () => {
  for (const game of GAMES)
    for (const paper of PAPERS)
      it(`${game} on ${paper}: every title, legend, scale and box of the band lies whole on one sheet, uncut`, () => {
        const { d, plan } = printed(game, paper);
        const blocks = (d.facts.furniture ?? []) as { id: string; rect: Rect }[];
        expect(blocks.length).toBeGreaterThan(0);
        if (!plan) return;
        const split = blocks.filter((b) => !plan.tiles.some((t) => within(b.rect, t.window))).map((b) => b.id);
        expect(split, `${game} ${paper}: blocks across a seam`).toEqual([]);
        const lines = trimLines(plan, d.width, d.height);
        const cut = blocks.filter((b) => lines.some((l) => cuts(l, b.rect))).map((b) => b.id);
        expect(cut, `${game} ${paper}: blocks a trim line runs through`).toEqual([]);
      });

  for (const game of ['veritable', 'remagen'])
    for (const paper of PAPERS)
      it(`${game} on ${paper}: no trim line cuts a cell number`, () => {
        const { d, plan } = printed(game, paper);
        if (!plan) return;
        const numbers = d.items.filter((it): it is TextItem => it.kind === 'text' && it.place === 'number');
        const lines = trimLines(plan, d.width, d.height);
        const cut = numbers.filter((n) => lines.some((l) => cuts(l, n.box))).map((n) => n.text);
        expect(cut).toEqual([]);
      });

  // Issue 24: Nordwind's sheet C5 had its phase track across a trim line. A box the data sets on the map (a track, a
  // holding box) is furniture too: no trim line may run through it.
  for (const game of GAMES)
    for (const paper of PAPERS)
      it(`${game} on ${paper}: no trim line runs through a box the map prints`, () => {
        const { d, plan } = printed(game, paper);
        if (!plan) return;
        const lines = trimLines(plan, d.width, d.height);
        expect(d.boxes.filter((b) => lines.some((l) => cuts(l, b.rect))).map((b) => b.id)).toEqual([]);
      });

  // Issue 24: words and strategic boxes under a trim line (Remagen's pontoon labels and an "e" of "Rhine", Death of a
  // Division's "(Skyline Drive)" and, on nine portrait columns, "Habscheid–Pronsfeld" and "Wallerode–Meyerode",
  // Nordwind's box E). The cuts are chosen together, each window free to slide (freeSeams); where they must still
  // cross a name, the name moves off the cut (clear-cuts.ts), and a river's letters keep off the cut ranges. What no
  // cut can clear with the sheets the map takes would be listed here as still open, by name, so that any further word
  // or box under a trim line fails. Nordwind's five strategic boxes along its top edge stood 397 pt apart and 100 mm
  // wide, so no five portrait columns (cuts at most 550 pt apart) passed between them all: tiled, the two of them
  // that move least to share a sheet now stand closer, each narrower (issue 23), and none is cut.
  const STILL_CUT: Record<string, { words: string[]; boxes: string[] }> = {
    'death-of-a-division letter': { words: [], boxes: [] },
    'death-of-a-division a4': { words: [], boxes: [] },
    'veritable letter': { words: [], boxes: [] },
    'veritable a4': { words: [], boxes: [] },
    'remagen letter': { words: [], boxes: [] },
    'remagen a4': { words: [], boxes: [] },
    'nordwind letter': { words: [], boxes: [] },
    'nordwind a4': { words: [], boxes: [] },
  };
  for (const game of GAMES)
    for (const paper of PAPERS)
      it(`${game} on ${paper}: no trim line runs through a word or strategic box but those named as open`, () => {
        const { d, plan } = printed(game, paper);
        if (!plan) return;
        const lines = trimLines(plan, d.width, d.height);
        const words = d.items
          .filter((it): it is TextItem => it.kind === 'text' && lines.some((l) => cuts(l, it.box)))
          .map((it) => it.text);
        const boxes = ((d.facts.strategicBoxes ?? []) as ({ id: string } & Rect)[])
          .filter((b) => lines.some((l) => cuts(l, b)))
          .map((b) => b.id);
        expect({ words: [...new Set(words)].sort(), boxes: boxes.sort() }).toEqual(STILL_CUT[`${game} ${paper}`]);
      });

  // Issue 24: Death of a Division's bottom row was seven sheets under the map, three of them blank and one holding only
  // the north arrow. The cut above that row now passes under the map's foot, the band's blocks are shelved into the
  // fewest columns, and a sheet that keeps nothing once trimmed is not printed; the overview names it. With the legend
  // in two columns and the turn track in two rows the map goes portrait, 6 × 9 sheets, every one of them printed.
  for (const paper of PAPERS)
    it(`Death of a Division on ${paper}: a sheet is left out when it would keep nothing, and only then`, () => {
      const { d, plan } = printed('death-of-a-division', paper);
      const blank = plan!.blank ?? [];
      const kept = keptRects(plan!);
      const blocks = [...((d.facts.furniture ?? []) as { rect: Rect }[]), ...d.boxes].map((b) => b.rect);
      const matter = sheetMatter(d.width, d.height, d.items, blocks);
      const meets = (a: Rect, b: Rect) =>
        Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 &&
        Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5;
      for (const t of plan!.tiles) {
        const holds = [...matter.drawn, ...blocks].some((b) => meets(b, kept.get(t.id)!));
        expect(holds, t.id).toBe(!blank.includes(t.id));
      }
      // Every block of the band lies whole in what a printed sheet keeps.
      const printedKept = plan!.tiles.filter((t) => !blank.includes(t.id)).map((t) => kept.get(t.id)!);
      for (const b of blocks) expect(printedKept.some((k) => within(b, k))).toBe(true);
      const { pages } = printPages(loadScenario(join(ROOT, 'death-of-a-division')), d, {
        paper,
        lang: 'en',
        tile: 'auto',
        wrap: (t) => [t],
      });
      expect(pages).toHaveLength(1 + plan!.tiles.length - blank.length);
      if (paper === 'letter') expect(pages).toHaveLength(46);
    });

  // Issue 24 (the look at every page): each sheet's "trim here" note ran through the ⊕ mark in the middle of its seam.
  for (const game of ['death-of-a-division', 'nordwind'])
    it(`${game} on letter: no trim note prints over a seam mark`, () => {
      const s = loadScenario(join(ROOT, game));
      const d = drawMap(s, 'en', undefined, 'letter');
      const { pages, plan } = printPages(s, d, { paper: 'letter', lang: 'en', tile: 'auto', wrap: (t) => [t] });
      expect(plan).toBeDefined();
      let notes = 0;
      for (const page of pages.slice(1, 1 + plan!.tiles.length)) {
        // The seam marks and then the trim lines and notes are the last two layers (a sheet may print words between).
        const [marks, over] = page.layers.slice(-2) as [(typeof page.layers)[number], (typeof page.layers)[number]];
        const rings = marks.items.map((m) => ({ ...m.box, x: m.box.x + marks.dx!, y: m.box.y + marks.dy! }));
        const seen = rings.filter((r) => r.x < marks.clip!.x + marks.clip!.width && marks.clip!.x < r.x + r.width);
        for (const t of over.items.filter((it): it is TextItem => it.kind === 'text' && it.text.includes('✂'))) {
          notes++;
          const hit = seen.filter(
            (r) =>
              r.x < t.box.x + t.box.width &&
              t.box.x < r.x + r.width &&
              r.y < t.box.y + t.box.height &&
              t.box.y < r.y + r.height,
          );
          expect(hit, t.text).toEqual([]);
        }
      }
      expect(notes).toBeGreaterThan(plan!.tiles.length);
    });

  // The look at every page: on Veritable's letter sheets the marks of two overlapping windows fell 2 mm apart and
  // printed as one blurred double ring.
  for (const game of ['veritable', 'nordwind'])
    it(`${game} on letter: no two seam marks print on top of each other`, () => {
      const { d, plan } = printed(game, 'letter');
      const centres = seamMarks(plan!, d.width, d.height).map((m) => [
        m.box.x + m.box.width / 2,
        m.box.y + m.box.height / 2,
      ]);
      expect(centres.length).toBeGreaterThan(6);
      const close = centres.flatMap((a, i) =>
        centres
          .slice(i + 1)
          .filter((b) => Math.hypot(a[0] - b[0], a[1] - b[1]) < 20)
          .map((b) => [a, b]),
      );
      expect(close).toEqual([]);
    });

  it('Veritable on letter: the trim line between the sheets takes only the pointed ends of one hex column', () => {
    const { d, plan } = printed('veritable', 'letter');
    const size = d.facts.cellSize as number;
    const radius = size / Math.sqrt(3);
    // The top row of sheets holds the whole hex field (the second row the furniture band below it).
    expect(plan!.seams.y[0]).toBeGreaterThanOrEqual((d.facts.grid as Rect).y + (d.facts.grid as Rect).height - 0.5);
    const x = plan!.seams.x[0][0];
    const crossed = d.things.filter((t) => Math.abs(t.centre[0] - x) < radius - 0.3);
    expect(crossed.length).toBeGreaterThan(0);
    // Every hex the line crosses keeps its centre (where a piece stands) and its flat top (its number) on one side.
    for (const t of crossed) expect(Math.abs(t.centre[0] - x), t.id).toBeGreaterThanOrEqual(radius / 2 - 0.5);
  });

  it('Remagen on legal: a sheet shows a block whole or not at all, where its window can slide clear', () => {
    const s = loadScenario(join(ROOT, 'remagen'));
    const d = drawMap(s, 'en', undefined, 'legal');
    const { plan } = printPages(s, d, { paper: 'legal', lang: 'en', tile: 'auto', wrap: (t) => [t] });
    const blocks = (d.facts.furniture ?? []) as { id: string; rect: Rect }[];
    const strips = plan!.tiles
      .filter((t) => !plan!.blank?.includes(t.id))
      .flatMap((t) =>
        blocks.filter((b) => !within(b.rect, t.window) && overlap(b.rect, t.window)).map((b) => `${t.id} ${b.id}`),
      );
    // G8 printed nothing but the left edge of the sector capacity box, and the row above it the top of every block
    // of the band. What is left lies within the inset a cut keeps from its window's edge: the band's boxes are set
    // just past the cuts, so the sheet to the left of each shows a few points of it under its neighbour.
    expect(plan!.blank).toContain('G8');
    expect(strips.filter((id) => !id.startsWith('G'))).toEqual([]);
    // Those strips lie in the overlap the cuts take away (or that the next sheet covers): what each sheet keeps,
    // between the cuts on its four sides, holds a block whole or none of it. (A count of strips, 6 at most, failed
    // when the title's name went onto one line and the band packed differently, every strip still cut away.)
    const ys = [0, ...plan!.seams.y, d.height];
    const shown = plan!.tiles
      .filter((t) => !plan!.blank?.includes(t.id))
      .flatMap((t) => {
        const xs = plan!.seams.x[t.row - 1]!;
        const left = t.col > 1 ? xs[t.col - 2]! : t.window.x;
        const right = t.col <= xs.length ? xs[t.col - 1]! : t.window.x + t.window.width;
        const kept = { x: left, y: ys[t.row - 1]!, width: right - left, height: ys[t.row]! - ys[t.row - 1]! };
        return blocks.filter((b) => !within(b.rect, kept) && overlap(b.rect, kept)).map((b) => `${t.id} ${b.id}`);
      });
    expect(shown).toEqual([]);
  });
});

const overlap = (a: Rect, b: Rect) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5;

// Issue 23: Nordwind with `furniture: inside` keeps a band along the foot of its 34 × 22 in sheet for the title,
// legend, north arrow and both eliminated-units boxes, and squeezes its areas up above it. Cut into letter or A4
// sheets, it is held to the same rule as the default maps: no block across a seam, no trim line through a block or a
// box the map prints, and no word or strategic box under a trim line but those named here as still open. On letter
// the fewest sheets (4 × 3 landscape) ran the row cuts through its time record track and the Allied reserve; the
// page is turned portrait (5 × 3) instead. Squeezed up, Sarre-Union's and Hatten's boxes stood across the only
// stretch (591–606 pt) where the first row cut passes between the track and the German reserve, and the band's legend
// left the bottom row's first column cut no way but through Saverne Gap's box: the layout now knows where the cuts
// between rows can pass and keeps the strategic boxes out of it, and sets the band's blocks so that a column cut
// passes beside each. The five start areas along the top edge, 100 mm wide and 397 pt apart, with the time record
// track beside them, could not all stand between four column cuts: two of them now stand closer to share a sheet,
// as on the default map. On A4 Zinswiller's name lay under the second row's column cut at 1381 pt until the roads were
// drawn as curves (issue 24): the names set clear of them moved, and that row's cuts now pass clear of every word.
describe('Nordwind with furniture: inside, tiled', () => {
  const root = mkdtempSync(join(tmpdir(), 'sandtable-inside-seams-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const dir = join(root, 'nordwind-inside');
  cpSync(join(ROOT, 'nordwind'), dir, { recursive: true });
  const g = join(dir, 'game.yaml');
  writeFileSync(g, readFileSync(g, 'utf8').replace(/^id: nordwind$/m, 'id: nordwind-inside'));
  const m = join(dir, 'map.yaml');
  writeFileSync(m, readFileSync(m, 'utf8').replace(/^ {2}printedSize:/m, '  furniture: inside\n  printedSize:'));
  for (const paper of PAPERS)
    it(`on ${paper}: no trim line runs through a block, a box or a word of the band or the squeezed map`, () => {
      const s = loadScenario(dir);
      const d = drawMap(s, 'en', undefined, paper);
      const { plan } = printPages(s, d, { paper, lang: 'en', tile: 'auto', wrap: (t) => [t] });
      expect(plan).toBeDefined();
      expect(plan!.orientation).toBe('portrait');
      const blocks = (d.facts.furniture ?? []) as { id: string; rect: Rect }[];
      expect(blocks.map((b) => b.id).sort()).toEqual([
        'allied-eliminated',
        'german-eliminated',
        'legend',
        'scale',
        'title',
      ]);
      const split = blocks.filter((b) => !plan!.tiles.some((t) => within(b.rect, t.window))).map((b) => b.id);
      const lines = trimLines(plan!, d.width, d.height);
      const cut = blocks.filter((b) => lines.some((l) => cuts(l, b.rect))).map((b) => b.id);
      const printedBoxes = d.boxes.filter((b) => lines.some((l) => cuts(l, b.rect))).map((b) => b.id);
      const words = d.items
        .filter((it): it is TextItem => it.kind === 'text' && lines.some((l) => cuts(l, it.box)))
        .map((it) => it.text);
      const boxes = ((d.facts.strategicBoxes ?? []) as ({ id: string } & Rect)[])
        .filter((b) => lines.some((l) => cuts(l, b)))
        .map((b) => b.id);
      expect({ split, cut, printedBoxes, words: [...new Set(words)].sort(), boxes: boxes.sort() }).toEqual({
        split: [],
        cut: [],
        printedBoxes: [],
        words: [],
        boxes: [],
      });
    });
});
