import type { Chart } from '../../../model/schema/charts.js';
import { path, rectPath, text, type Item } from '../../../print/scene.js';
import { INK } from '../map-style.js';
import { framedBox, textLines, titleBarHeight, type Block, type FurnitureContext } from './block.js';

type TerrainEffects = Extract<Chart, { kind: 'terrain-effects' }>;

/** A terrain table printed on the map (sector capacity): a row per terrain, the chart's notes under it. */
export function effectsTableBlock(
  chart: TerrainEffects,
  terrainName: (id: string) => string,
  f: FurnitureContext,
): Block {
  const s = f.scale;
  const size = 6.8 * s;
  const pad = 5 * s;
  const bar = titleBarHeight(f);
  const firstW =
    Math.max(...chart.rows.map((r) => f.measure.width(terrainName(r.terrain), size, 'condensedBold'))) + 8 * s;
  const colW = 52 * s;
  const width = 2 * pad + firstW + chart.columns.length * colW;
  const headLines = chart.columns.map(
    (c) =>
      textLines(0, 0, f.texts.chart(chart.id, c), colW - 4, size * 0.9, f, { face: 'condensedBold', maxLines: 3 })
        .height,
  );
  const headH = Math.max(...headLines) + 3 * s;
  const rowH = size * 1.6;
  const notes = chart.notes.map((n) => f.texts.chart(chart.id, n));
  const notesH = notes.reduce(
    (h, n) => h + textLines(0, 0, n, width - 2 * pad, size * 0.9, f, { face: 'condensed' }).height + 2 * s,
    0,
  );
  const height = bar + pad + headH + chart.rows.length * rowH + (notes.length ? 4 * s + notesH : 0) + pad;
  return {
    id: chart.id,
    width,
    height,
    draw(x, y) {
      const items: Item[] = framedBox(x, y, width, height, f.texts.name(chart.id, chart.name), '#5f5b50', f);
      let yy = y + bar + pad;
      chart.columns.forEach((c, i) =>
        items.push(
          ...textLines(x + pad + firstW + i * colW + 2, yy, f.texts.chart(chart.id, c), colW - 4, size * 0.9, f, {
            face: 'condensedBold',
            anchor: 'middle',
            maxLines: 3,
          }).items,
        ),
      );
      yy += headH;
      chart.rows.forEach((r, j) => {
        const ry = yy + j * rowH;
        const band = { x: x + pad, y: ry, width: width - 2 * pad, height: rowH };
        if (j % 2 === 0) items.push(path(rectPath(band), band, { fill: '#f1ece0' }));
        items.push(
          text(x + pad + 3 * s, ry + rowH * 0.68, terrainName(r.terrain), size, {
            anchor: 'start',
            face: 'condensedBold',
            reads: 'name',
          }),
        );
        r.cells.forEach((cell, i) =>
          items.push(
            text(x + pad + firstW + (i + 0.5) * colW, ry + rowH * 0.68, f.texts.chart(chart.id, cell), size, {
              face: 'condensedBold',
              fill: INK,
            }),
          ),
        );
      });
      yy += chart.rows.length * rowH + 4 * s;
      for (const n of notes) {
        const t = textLines(x + pad, yy, n, width - 2 * pad, size * 0.9, f, { face: 'condensed' });
        items.push(...t.items);
        yy += t.height + 2 * s;
      }
      return items;
    },
  };
}
