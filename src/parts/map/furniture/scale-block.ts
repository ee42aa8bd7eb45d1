import { path, polygonPath, rectPath, text, type Item } from '../../../print/scene.js';
import { INK } from '../map-style.js';
import type { Block, FurnitureContext } from './block.js';

/** The ground one cell spans, as the data states it (hex across flats, sector side). */
export interface GroundScale {
  cell: number;
  unit: 'km' | 'mi';
}

/** Round lengths a bar may show, in the data's unit: the largest that fits the room wins. */
const STEPS = [0.5, 1, 2, 2.5, 5, 10, 20, 25, 50, 100];

/**
 * A north arrow and, when the data says how much ground a cell spans, a scale bar: alternate black and white
 * segments of a round length, with the cell's own span stated under it. Without a ground scale only the arrow is
 * drawn; the caller says why in the build's notes.
 */
export function scaleBlock(
  ground: GroundScale | undefined,
  cellPt: () => number,
  kind: 'hex' | 'square',
  f: FurnitureContext,
): Block {
  const s = f.scale;
  const pad = 6 * s;
  const arrowW = 16 * s;
  const room = 120 * s;
  const size = 6.5 * s;
  const height = 46 * s;
  const unitWord = (u: GroundScale['unit']) => f.texts.t(`scale.${u}`, u === 'km' ? 'km' : 'miles');
  // The block's size does not hang on the cell, which is settled only once the furniture is placed; the bar's
  // length is chosen when it is drawn, from the cell as printed.
  const bar = () => {
    if (!ground) return undefined;
    const perUnit = cellPt() / ground.cell;
    const total = [...STEPS].reverse().find((v) => v * perUnit <= room) ?? STEPS[0];
    const parts = Number.isInteger(total) && total <= 5 && total >= 2 ? total : total % 5 === 0 ? 5 : 2;
    return { perUnit, total, parts };
  };
  const width = 2 * pad + arrowW + (ground ? 10 * s + room + 24 * s : 0);
  return {
    id: 'scale',
    width,
    height,
    draw(x, y) {
      const items: Item[] = [
        path(
          rectPath({ x, y, width, height }),
          { x, y, width, height },
          { fill: '#ffffff', stroke: INK, width: 0.9 * s },
        ),
      ];
      // The north arrow: a half-filled needle with N over it; the data's maps all have north at the top.
      const ax = x + pad + arrowW / 2;
      const top = y + pad + size + 2 * s;
      const foot = y + height - pad;
      const half = arrowW * 0.32;
      const left = [
        [ax, top],
        [ax - half, foot],
        [ax, foot - (foot - top) * 0.28],
      ] as const;
      const right = [
        [ax, top],
        [ax + half, foot],
        [ax, foot - (foot - top) * 0.28],
      ] as const;
      const box = { x: ax - half, y: top, width: 2 * half, height: foot - top };
      items.push(
        path(polygonPath(left), box, { fill: INK, stroke: INK, width: 0.5 * s, join: 'round' }),
        path(polygonPath(right), box, { fill: '#ffffff', stroke: INK, width: 0.5 * s, join: 'round' }),
        text(ax, y + pad + size * 0.8, f.texts.t('north', 'N'), size * 1.2, { face: 'condensedBold' }),
      );
      const b = bar();
      if (!b || !ground) return items;
      const barW = b.total * b.perUnit;
      const bx = x + pad + arrowW + 10 * s;
      const by = y + pad + size + 6 * s;
      const bh = 4 * s;
      const seg = barW / b.parts;
      for (let i = 0; i < b.parts; i++) {
        const r = { x: bx + i * seg, y: by, width: seg, height: bh };
        items.push(path(rectPath(r), r, { fill: i % 2 ? '#ffffff' : INK, stroke: INK, width: 0.5 * s }));
      }
      const fmt = (v: number) => String(Math.round(v * 100) / 100);
      const end = fmt(b.total);
      items.push(
        text(bx, by - 2 * s, '0', size, { face: 'condensed' }),
        // The far figure centred on the bar's end, its unit after it.
        text(
          bx + barW - f.measure.width(end, size, 'condensed') / 2,
          by - 2 * s,
          `${end} ${unitWord(ground.unit)}`,
          size,
          {
            anchor: 'start',
            face: 'condensed',
          },
        ),
        text(
          bx,
          by + bh + size * 1.9,
          f.texts
            .t(
              kind === 'hex' ? 'scale.hex' : 'scale.sector',
              kind === 'hex' ? 'one hex ≈ {size}' : 'one sector ≈ {size}',
            )
            .replace('{size}', `${fmt(ground.cell)} ${unitWord(ground.unit)}`),
          size,
          { anchor: 'start', face: 'condensed' },
        ),
      );
      return items;
    },
  };
}
