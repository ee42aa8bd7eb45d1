import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { drawMap, printPages } from '../../../src/parts/map/part.js';
import type { Rect } from '../../../src/geometry/point.js';
import type { TextItem } from '../../../src/print/scene.js';
import type { TilePlan } from '../../../src/parts/map/tiles/plan-tiles.js';

// The last round's closing note: Death of a Division's legend straddled the seam between bottom sheets 2 and 3,
// so a player had to tape the legend together. No furniture block of a tiled map, area, hex or sector, may cross a
// tile seam: each lies whole inside one sheet's window and no trim line runs through it. On hex and sector maps the
// trim line is also kept off every cell number (issue 24: Veritable's seam ran through its hexes' numbers).
const ROOT = join(import.meta.dirname, '../../../data');
const GAMES = ['death-of-a-division', 'nordwind', 'veritable', 'remagen'];
const PAPERS = ['letter', 'a4'] as const;

const within = (r: Rect, w: Rect) =>
  r.x >= w.x - 0.01 &&
  r.y >= w.y - 0.01 &&
  r.x + r.width <= w.x + w.width + 0.01 &&
  r.y + r.height <= w.y + w.height + 0.01;

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
});
