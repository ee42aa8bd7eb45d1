import type { Box as MapBox } from './box-types.js';
import { path, rectPath, text, type Item } from '../../../print/scene.js';
import { INK } from '../map-style.js';
import { framedBox, textLines, titleBarHeight, titleWidth, type Block, type FurnitureContext } from './block.js';
import { fitSpaces, naturalSpaces, spaceRects } from './space-grid.js';

/** A counter that starts in a box: what its ghost outline in the box says. */
export interface Occupant {
  label: string;
  name?: string;
  note?: string;
}

/**
 * A holding box (strategic reserve, arrivals, eliminated): a space per counter that starts there, each
 * with a faint label of the unit, so the box can be set up from the map alone. A box nobody starts in
 * is an open area.
 */
export function counterBoxBlock(
  box: MapBox,
  occupants: readonly Occupant[],
  color: string,
  f: FurnitureContext,
  fixed?: { width: number; height: number },
): Block {
  const title = f.texts.name(box.id, box.name);
  const pad = 5 * f.scale;
  const bar = titleBarHeight(f);
  const n = occupants.length;
  const grid = n
    ? fixed
      ? fitSpaces(n, fixed.width - 2 * pad, fixed.height - bar - 2 * pad, 1, f.counterSpace * 1.6)
      : naturalSpaces(n, f.counterSpace * 1.12, 1, 8)
    : undefined;
  const openW = f.counterSpace * 4.4;
  const openH = f.counterSpace * 2.3;
  const width =
    fixed?.width ?? Math.max(titleWidth(title, f), grid ? 2 * pad + grid.perRow * grid.width : openW + 2 * pad);
  const height = fixed?.height ?? bar + 2 * pad + (grid ? grid.rows * grid.height : openH);
  return {
    id: box.id,
    width,
    height,
    draw(x, y) {
      const items: Item[] = framedBox(x, y, width, height, title, color, f);
      if (!grid) {
        const r = { x: x + pad, y: y + bar + pad, width: width - 2 * pad, height: height - bar - 2 * pad };
        items.push(path(rectPath(r), r, { stroke: '#9a968a', width: 0.6 * f.scale, dash: [3 * f.scale, 2 * f.scale] }));
        return items;
      }
      const spaces = spaceRects(grid, n, x, y + bar + pad, width);
      occupants.forEach((o, i) => {
        const inset = grid.width * 0.05;
        const r = {
          x: spaces[i].x + inset,
          y: spaces[i].y + inset,
          width: grid.width - 2 * inset,
          height: grid.height - 2 * inset,
        };
        items.push(
          path(rectPath(r), r, {
            fill: '#f4f1e8',
            stroke: '#8c887c',
            width: 0.5 * f.scale,
            dash: [2 * f.scale, 1.5 * f.scale],
          }),
        );
        const size = Math.min(7 * f.scale, r.width * 0.2);
        items.push(
          text(r.x + r.width / 2, r.y + size * 1.2, o.label, size, { face: 'condensedBold', fill: '#6b675d' }),
        );
        const noteSize = Math.max(5.5, size * 0.72);
        if (o.name) {
          // The name whole between the label and the note: no word cut, smaller type only as far as it must.
          const room = r.y + r.height - (o.note ? noteSize * 1.3 : 2) - (r.y + size * 1.5);
          const longest = Math.max(...o.name.split(/\s+/).map((w) => f.measure.width(w, 1, 'condensed')));
          let nameSize = Math.max(5.5, size * 0.72);
          nameSize = Math.max(4.6, Math.min(nameSize, (r.width - 4) / longest));
          const lines = (s: number) =>
            textLines(r.x + 2, r.y + size * 1.5, o.name!, r.width - 4, s, f, {
              face: 'condensed',
              anchor: 'middle',
              fill: '#6b675d',
            });
          let set = lines(nameSize);
          while (set.height > room && nameSize > 4.6) set = lines((nameSize = Math.max(4.6, nameSize * 0.93)));
          items.push(...set.items);
        }
        if (o.note)
          items.push(
            text(r.x + r.width / 2, r.y + r.height - noteSize * 0.35, o.note, noteSize, {
              face: 'condensedBold',
              fill: INK,
            }),
          );
      });
      return items;
    },
  };
}
