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

/** The legend: swatches in columns of at most `maxRows`, under a heading. */
export function legendBlock(entries: readonly LegendEntry[], f: FurnitureContext, maxRows: number): Block {
  const s = f.scale;
  const sw = 24 * s;
  const sh = 15 * s;
  const row = 18.5 * s;
  const size = 7 * s;
  const head = 16 * s;
  const pad = 6 * s;
  const rows = Math.max(1, Math.min(maxRows, entries.length));
  const cols = Math.max(1, Math.ceil(entries.length / rows));
  const colWidths = Array.from({ length: cols }, (_, c) => {
    const labels = entries.slice(c * rows, (c + 1) * rows).map((e) => f.measure.width(e.label, size, 'condensed'));
    return sw + 6 * s + Math.min(200 * s, Math.max(0, ...labels)) + 10 * s;
  });
  const width = 2 * pad + colWidths.reduce((a, b) => a + b, 0);
  const height = head + pad + rows * row;
  return {
    id: 'legend',
    width,
    height,
    draw(x, y) {
      const items: Item[] = [
        path(
          rectPath({ x, y, width, height }),
          { x, y, width, height },
          { fill: '#ffffff', stroke: INK, width: 0.9 * s },
        ),
        text(x + pad, y + head * 0.78, f.texts.t('legend', 'Legend'), 9 * s, {
          anchor: 'start',
          face: 'condensedBold',
        }),
      ];
      let cx = x + pad;
      entries.forEach((e, i) => {
        const c = Math.floor(i / rows);
        if (i % rows === 0 && c > 0) cx += colWidths[c - 1];
        const ry = y + head + (i % rows) * row;
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
