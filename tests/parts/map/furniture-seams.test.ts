import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { drawMap, FOOTER_PT, TILE_OVERLAP_PT } from '../../../src/parts/map/part.js';
import { planTiles, fitsOnPage } from '../../../src/parts/map/tiles/plan-tiles.js';
import { PAPER, MIN_MARGIN_PT } from '../../../src/print/paper.js';
import type { Rect } from '../../../src/geometry/point.js';

// The last round's closing note: Death of a Division's legend straddled the seam between bottom sheets 2 and 3,
// so a player had to tape the legend together. No furniture block of a tiled area map may cross a tile seam.
const ROOT = join(import.meta.dirname, '../../../data');
const AREA_GAMES = ['death-of-a-division', 'nordwind'];
const PAPERS = ['letter', 'a4'] as const;

const within = (r: Rect, w: Rect) =>
  r.x >= w.x - 0.01 &&
  r.y >= w.y - 0.01 &&
  r.x + r.width <= w.x + w.width + 0.01 &&
  r.y + r.height <= w.y + w.height + 0.01;

describe('map furniture and tile seams', () => {
  for (const game of AREA_GAMES)
    for (const paper of PAPERS)
      it(`${game} on ${paper}: every title, legend, scale and box of the band lies whole on one sheet`, () => {
        const s = loadScenario(join(ROOT, game));
        const d = drawMap(s, 'en', undefined, paper);
        const blocks = (d.facts.furniture ?? []) as { id: string; rect: Rect }[];
        expect(blocks.length).toBeGreaterThan(0);
        const size = PAPER[paper];
        if (fitsOnPage(d.width, d.height, size, MIN_MARGIN_PT, FOOTER_PT)) return;
        const plan = planTiles(d.width, d.height, {
          paper: size,
          margin: MIN_MARGIN_PT,
          overlap: TILE_OVERLAP_PT,
          footer: FOOTER_PT,
        });
        const split = blocks.filter((b) => !plan.tiles.some((t) => within(b.rect, t.window))).map((b) => b.id);
        expect(split, `${game} ${paper}: blocks across a seam`).toEqual([]);
      });
});
