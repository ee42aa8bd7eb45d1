import type { Box as MapBox } from './box-types.js';
import { path, rectPath, text, type Item } from '../../../print/scene.js';
import { INK } from '../map-style.js';
import {
  framedBox,
  perRowWithin,
  textLines,
  titleBarHeight,
  titleWidth,
  type Block,
  type FurnitureContext,
} from './block.js';
import { fitSpaces, naturalSpaces, spaceRects } from './space-grid.js';
import { LEAST_SIZE } from '../place-labels.js';

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
  let grid = n
    ? fixed
      ? fitSpaces(n, fixed.width - 2 * pad, fixed.height - bar - 2 * pad, 1, f.counterSpace * 1.6)
      : naturalSpaces(n, f.counterSpace * 1.12, 1, perRowWithin(f, 8, f.counterSpace * 1.12, pad))
    : undefined;
  // A space holds a counter, and its unit's words whole at their least legible sizes: the label and name are names
  // (6 pt), the cost a note (5.5 pt). A space too small for them grows, wider for the longest word, then taller for
  // the lines, rather than set them smaller or cut a word in two.
  if (grid) {
    for (let k = 0; k < 3; k++) {
      const s = sizesFor(grid.width, f);
      const inner = (w: number) => w * 0.9 - 6;
      const wordsW = Math.max(
        ...occupants.flatMap((o) => [
          f.measure.width(o.label, s.label, 'condensedBold'),
          ...(o.name ?? '').split(/\s+/).map((w) => f.measure.width(w, s.name, 'condensed')),
          o.note ? f.measure.width(o.note, s.note, 'condensedBold') : 0,
        ]),
      );
      const width = Math.max(grid.width, (wordsW + 6) / 0.9);
      const nameH = (o: Occupant) =>
        o.name ? textLines(0, 0, o.name, inner(width), s.name, f, { face: 'condensed', reads: 'name' }).height : 0;
      const spaceH = Math.max(...occupants.map((o) => s.label * 1.5 + nameH(o) + (o.note ? s.note * 1.3 : 2) + 1));
      grid = { ...grid, width, height: Math.max(grid.height, spaceH + width * 0.1) };
    }
  }
  const openW = f.counterSpace * 4.4;
  const openH = f.counterSpace * 2.3;
  const inGrid = grid ? { width: 2 * pad + grid.perRow * grid.width, height: grid.rows * grid.height } : undefined;
  const width = Math.max(fixed?.width ?? titleWidth(title, f), inGrid ? inGrid.width : fixed ? 0 : openW + 2 * pad);
  const height = Math.max(fixed?.height ?? 0, bar + 2 * pad + (inGrid ? inGrid.height : fixed ? 0 : openH));
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
      const s = sizesFor(grid.width, f);
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
        items.push(
          text(r.x + r.width / 2, r.y + s.label * 1.2, o.label, s.label, {
            face: 'condensedBold',
            fill: '#6b675d',
            reads: 'name',
          }),
        );
        if (o.name)
          items.push(
            ...textLines(r.x + 3, r.y + s.label * 1.5, o.name, r.width - 6, s.name, f, {
              face: 'condensed',
              anchor: 'middle',
              fill: '#6b675d',
              reads: 'name',
            }).items,
          );
        if (o.note)
          items.push(
            text(r.x + r.width / 2, r.y + r.height - s.note * 0.35, o.note, s.note, {
              face: 'condensedBold',
              fill: INK,
              reads: 'note',
            }),
          );
      });
      return items;
    },
  };
}

/** The sizes of a ghost counter's words in a space `w` wide: the label as large as the space allows, the rest less. */
function sizesFor(w: number, f: FurnitureContext): { label: number; name: number; note: number } {
  const label = Math.max(LEAST_SIZE.name, Math.min(7 * f.scale, w * 0.9 * 0.2));
  return {
    label,
    name: Math.max(LEAST_SIZE.name, label * 0.72),
    note: Math.max(LEAST_SIZE.note, label * 0.72),
  };
}
