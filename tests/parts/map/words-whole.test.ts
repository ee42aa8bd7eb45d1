import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { drawMap, printPages } from '../../../src/parts/map/part.js';
import { lineCuts, trimLines } from '../../../src/parts/map/tiles/clear-cuts.js';
import { visibleItems, type TextItem } from '../../../src/print/scene.js';
import { withinRect } from '../../helpers/rects.js';

// Brief: "Print: no text overlaps or is cut." Issue 24: Veritable's sheet B1 (letter) printed "Allied entry edg" at its
// top, the edge's name cut by the sheet's edge. This reads what each tile page of map.pdf draws: every word a sheet
// prints lies whole inside the sheet's window, so no sheet edge cuts it, and no trim line runs through it.
const ROOT = join(import.meta.dirname, '../../../data');
const GAMES = ['veritable', 'remagen', 'death-of-a-division', 'nordwind'];
const PAPERS = ['letter', 'a4'] as const;

const inside = withinRect;

describe('words on the tiles of a map', () => {
  for (const game of GAMES)
    for (const paper of PAPERS)
      it(`${game} on ${paper}: no sheet edge or trim line cuts a printed word`, () => {
        const s = loadScenario(join(ROOT, game));
        const d = drawMap(s, 'en', undefined, paper);
        const { pages, plan } = printPages(s, d, { paper, lang: 'en', tile: 'auto', wrap: (t) => [t] });
        if (!plan) return;
        const tiles = plan.tiles.filter((t) => !plan.blank?.includes(t.id));
        // The overview first, then one page a printed tile.
        expect(pages.length).toBeGreaterThanOrEqual(tiles.length + 1);
        const lines = trimLines(plan, d.width, d.height);
        const cutAtEdge: string[] = [];
        const cutByTrim = new Set<string>();
        let printed = 0;
        tiles.forEach((tile, i) => {
          for (const layer of pages[i + 1]!.layers) {
            if (!layer.clip) continue;
            const dx = layer.dx ?? 0;
            const dy = layer.dy ?? 0;
            for (const it of visibleItems(layer)) {
              if (it.kind !== 'text') continue;
              const t = it as TextItem;
              const onPage = { ...t.box, x: t.box.x + dx, y: t.box.y + dy };
              // Wholly off the clip prints nothing.
              const c = layer.clip;
              const off =
                onPage.x >= c.x + c.width ||
                onPage.x + onPage.width <= c.x ||
                onPage.y >= c.y + c.height ||
                onPage.y + onPage.height <= c.y;
              if (off) continue;
              printed++;
              if (!inside(onPage, c)) cutAtEdge.push(`${tile.id}: ${t.text}`);
              if (lines.some((l) => lineCuts(l, t.box))) cutByTrim.add(t.text);
            }
          }
        });
        expect(printed).toBeGreaterThan(0);
        expect(cutAtEdge, `${game} ${paper}: words cut at a sheet's edge`).toEqual([]);
        expect([...cutByTrim], `${game} ${paper}: words a trim line runs through`).toEqual([]);
      });
});
