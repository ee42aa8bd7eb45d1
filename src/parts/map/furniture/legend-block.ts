import { path, rectPath, text, type Item } from '../../../print/scene.js';
import { INK } from '../map-style.js';
import type { Block, FurnitureContext } from './block.js';

/** One line of the legend: a small drawing and what it means. */
export interface LegendEntry {
  label: string;
  swatch(x: number, y: number, w: number, h: number): Item[];
}

/**
 * A sign named like a terrain (the town sign beside Town ground) says that it is the sign, so no label reads twice;
 * an entry drawn twice alike is left out.
 */
export function distinctLabels(entries: readonly LegendEntry[], sign: string): LegendEntry[] {
  const seen = new Set<string>();
  return entries.map((e) => {
    const label = seen.has(e.label) ? `${e.label} (${sign})` : e.label;
    seen.add(label);
    return { ...e, label };
  });
}

/**
 * The legend: swatches in columns of at most `maxRows`, under a heading. Columns are filled in order; `narrowest`
 * ends each column where the legend comes out narrowest (the long labels kept together in one column) rather than
 * after every `maxRows` entries. `part` (from 1) is one of the blocks of a legend split over several: the second on
 * are headed as its continuation.
 */
export function legendBlock(
  entries: readonly LegendEntry[],
  f: FurnitureContext,
  maxRows: number,
  narrowest = false,
  part = 1,
): Block {
  const s = f.scale;
  const sw = 24 * s;
  const sh = 15 * s;
  const row = 18.5 * s;
  const size = 7 * s;
  const head = 16 * s;
  const pad = 6 * s;
  const rows = Math.max(1, Math.min(maxRows, entries.length));
  const cols = Math.max(1, Math.ceil(entries.length / rows));
  const labelWidths = entries.map((e) => f.measure.width(e.label, size, 'condensed'));
  const colWidth = (from: number, to: number) =>
    sw + 6 * s + Math.min(200 * s, Math.max(0, ...labelWidths.slice(from, to))) + 10 * s;
  // starts[c]: the first entry of column c (and entries.length after the last).
  let starts = Array.from({ length: cols + 1 }, (_, c) => Math.min(c * rows, entries.length));
  if (narrowest && cols > 1) {
    // best[c][i]: the narrowest c columns holding the first i entries, and where its last column starts.
    const n = entries.length;
    const best = Array.from({ length: cols + 1 }, () =>
      Array.from({ length: n + 1 }, () => ({ w: Infinity, from: 0 })),
    );
    best[0][0] = { w: 0, from: 0 };
    for (let c = 1; c <= cols; c++)
      for (let i = 1; i <= n; i++)
        for (let j = Math.max(0, i - rows); j < i; j++) {
          const w = best[c - 1][j].w + colWidth(j, i);
          if (w < best[c][i].w - 1e-9) best[c][i] = { w, from: j };
        }
    if (Number.isFinite(best[cols][n].w)) {
      starts = [n];
      for (let c = cols, i = n; c > 0; c--) {
        i = best[c][i].from;
        starts.unshift(i);
      }
    }
  }
  const colWidths = Array.from({ length: cols }, (_, c) => colWidth(starts[c], starts[c + 1]));
  const heading = part > 1 ? f.texts.t('legend.continued', 'Legend (continued)') : f.texts.t('legend', 'Legend');
  const width = Math.max(
    2 * pad + colWidths.reduce((a, b) => a + b, 0),
    2 * pad + f.measure.width(heading, 9 * s, 'condensedBold'),
  );
  const height = head + pad + rows * row;
  return {
    id: part > 1 ? `legend-${part}` : 'legend',
    width,
    height,
    draw(x, y) {
      const items: Item[] = [
        path(
          rectPath({ x, y, width, height }),
          { x, y, width, height },
          { fill: '#ffffff', stroke: INK, width: 0.9 * s },
        ),
        text(x + pad, y + head * 0.78, heading, 9 * s, {
          anchor: 'start',
          face: 'condensedBold',
        }),
      ];
      let cx = x + pad;
      let c = 0;
      entries.forEach((e, i) => {
        while (i >= starts[c + 1]) cx += colWidths[c++];
        const ry = y + head + (i - starts[c]) * row;
        items.push(...e.swatch(cx, ry, sw, sh));
        items.push(
          text(cx + sw + 6 * s, ry + sh / 2 + size * 0.36, e.label, size, {
            anchor: 'start',
            face: 'condensed',
            reads: 'name',
          }),
        );
      });
      return items;
    },
  };
}

/**
 * A legend split into `parts` blocks of about as many entries each (in order), each in columns of at most `maxRows`:
 * where a band under a tiled map has more sheets than blocks, so that each sheet holds one.
 */
export function legendParts(
  entries: readonly LegendEntry[],
  f: FurnitureContext,
  maxRows: number,
  parts: number,
): Block[] {
  const n = Math.max(1, Math.min(parts, entries.length));
  const per = Math.ceil(entries.length / n);
  return Array.from({ length: n }, (_, i) =>
    legendBlock(entries.slice(i * per, (i + 1) * per), f, maxRows, false, i + 1),
  ).filter((_, i) => i * per < entries.length);
}
