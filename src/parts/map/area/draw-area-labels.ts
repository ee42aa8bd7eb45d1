import type { AreaMap } from '../../../model/schema/map.js';
import type { Point, Rect } from '../../../geometry/point.js';
import { nearestFrameSide } from '../../../geometry/rect-exit.js';
import { mmToPt } from '../../../print/units.js';
import { path, rectPath, text, type Item } from '../../../print/scene.js';
import { wrapName } from '../wrap-name.js';
import { arrowPath } from '../arrow.js';
import { INK, lighten, isDark } from '../map-style.js';
import { textLines, type FurnitureContext } from '../furniture/block.js';
import { sideOf, type DrawContext } from '../grid/draw-context.js';
import type { PlacedArea } from './area-model.js';
import { defenceMark, vpMark, townMark, supplyMark } from './area-marks.js';

/** The row of marks under an area's name: town, defence value, victory points, supply. */
function markRow(a: PlacedArea, x: number, y: number, r: number, ctx: DrawContext): Item[] {
  const marks: ((cx: number) => Item[])[] = [];
  if (a.area.town) marks.push((cx) => townMark(cx, y, r * 0.75));
  if (a.area.defence !== undefined) marks.push((cx) => defenceMark(cx, y, r, a.area.defence!));
  if (a.area.victoryPoints) marks.push((cx) => vpMark(cx, y, r * 0.95, a.area.victoryPoints));
  // An operational supply source shows where its supply road leaves the map; a strategic box carries the mark itself.
  if (a.area.supplyFor && a.box) marks.push((cx) => supplyMark(cx, y, r * 0.85, sideOf(ctx, a.area.supplyFor).color));
  const step = r * 2.5;
  const x0 = x - ((marks.length - 1) * step) / 2;
  return marks.flatMap((m, i) => m(x0 + i * step));
}

/** Name and marks of an operational area, the name just above its position and the marks just below. */
export function operationalLabel(a: PlacedArea, ctx: DrawContext, f: FurnitureContext): Item[] {
  const size = 8 * f.scale;
  const width = mmToPt(30) * f.scale;
  const lines = wrapName(ctx.texts.name(a.area.id, a.area.name), width, size, f.measure, 'condensedBold');
  const [cx, cy] = a.centre;
  const lh = size * 1.15;
  const items: Item[] = lines.map((l, i) =>
    text(cx, cy - 2 - (lines.length - 1 - i) * lh, l, size, { face: 'condensedBold', halo: '#ffffff' }),
  );
  return [...items, ...markRow(a, cx, cy + 7 * f.scale, 5.2 * f.scale, ctx)];
}

/** How far an area's label reaches from its centre: pattern marks and arrows keep clear of it. */
export const labelRadius = (f: FurnitureContext): number => mmToPt(14) * f.scale;

/** Arrows showing which side may enter the map through an area, from the nearest frame side towards its centre. */
export function entryArrows(a: PlacedArea, outline: Rect, ctx: DrawContext, f: FurnitureContext): Item[] {
  const [cx, cy] = a.centre;
  // The arrows come in through the frame side nearest the area.
  const { out } = nearestFrameSide(a.centre, outline);
  const dir: Point = [-out[0], -out[1]];
  const reach = labelRadius(f) * 0.95;
  return a.area.entryFor.map((side, i) => {
    const { color } = sideOf(ctx, side);
    const off = (i - (a.area.entryFor.length - 1) / 2) * mmToPt(5);
    const px = -dir[1] * off,
      py = dir[0] * off;
    const tip: Point = [cx - dir[0] * reach + px, cy - dir[1] * reach + py];
    const tail: Point = [tip[0] - dir[0] * mmToPt(11), tip[1] - dir[1] * mmToPt(11)];
    return path(
      arrowPath(tail, tip, mmToPt(1.6)),
      {
        x: Math.min(tip[0], tail[0]) - 10,
        y: Math.min(tip[1], tail[1]) - 10,
        width: Math.abs(tip[0] - tail[0]) + 20,
        height: Math.abs(tip[1] - tail[1]) + 20,
      },
      {
        fill: color,
        stroke: '#ffffff',
        width: 0.6,
        join: 'round',
      },
    );
  });
}

/**
 * A strategic area: a box around the operational map with its name in a bar of the controlling side's
 * colour, its marks, and a note when it is a start area.
 */
export function strategicBox(a: PlacedArea, map: AreaMap, ctx: DrawContext, f: FurnitureContext): Item[] {
  const r = a.box!;
  const t = map.terrainTypes.find((x) => x.id === a.area.terrain);
  const control = a.area.control ? sideOf(ctx, a.area.control).color : '#5f5b50';
  const items: Item[] = [path(rectPath(r), r, { fill: lighten(t?.color ?? '#dddddd', 0.35), stroke: INK, width: 1.4 })];
  const size = 8.5 * f.scale;
  const name = ctx.texts.name(a.area.id, a.area.name);
  const lines = textLines(r.x + 4, r.y + 1, name, r.width - 8, size, f, {
    face: 'condensedBold',
    maxLines: 2,
    fill: isDark(control) ? '#ffffff' : INK,
  });
  const barH = lines.height + 4;
  const bar: Rect = { x: r.x, y: r.y, width: r.width, height: barH };
  items.push(path(rectPath(bar), bar, { fill: control, stroke: INK, width: 1.4 }), ...lines.items);
  const markY = r.y + barH + (r.height - barH) * 0.38;
  items.push(...markRow(a, r.x + r.width / 2, markY, 7 * f.scale, ctx));
  if (a.area.startFor) {
    const side = ctx.texts.name(a.area.startFor, sideOf(ctx, a.area.startFor).name);
    items.push(
      ...textLines(
        r.x + 4,
        r.y + r.height - size * 1.6,
        `${ctx.texts.t('area.start', 'Start area')}: ${side}`,
        r.width - 8,
        size * 0.85,
        f,
        { face: 'condensed', anchor: 'middle' },
      ).items,
    );
  }
  return items;
}
