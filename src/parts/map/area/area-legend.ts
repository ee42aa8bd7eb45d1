import type { AreaMap } from '../../../model/schema/map.js';
import type { Point } from '../../../geometry/point.js';
import { path, rectPath, polylinePath, boxAround, type Item } from '../../../print/scene.js';
import { terrainGlyph } from '../terrain-glyphs.js';
import { arrowPath } from '../arrow.js';
import { INK } from '../map-style.js';
import { distinctLabels, type LegendEntry } from '../furniture/legend-block.js';
import { sideOf, type DrawContext } from '../grid/draw-context.js';
import { defenceMark, vpMark, townMark, supplyMark } from './area-marks.js';
import { ROAD_COLOR, TRAIL_COLOR, roadWidth, trailWidth } from './draw-connections.js';
import { riverWidth } from './draw-rivers.js';
import { areaGlyphPaint } from './draw-areas.js';
import { entryMarkItems, entryMarkLetter } from './entry-marks.js';

/**
 * The legend of an area map: terrain, the marks in each area, and the kinds of connection the data uses; `marked`
 * lists the strategic areas whose entries are marked inside the areas they enter (entry-marks.ts), each keyed.
 */
export function areaLegend(map: AreaMap, ctx: DrawContext, marked: readonly string[] = []): LegendEntry[] {
  const { t, name } = ctx.texts;
  const out: LegendEntry[] = [];
  const line = (x: number, y: number, w: number, h: number): Point[] => [
    [x + 2, y + h / 2],
    [x + w - 2, y + h / 2],
  ];
  // Only terrain some area has, drawn as the areas are: a town's buildings are its mark, not a pattern.
  const used = new Set(map.areas.flatMap((a) => [a.terrain, ...a.approaches.map((x) => x.terrain)]));
  for (const tt of map.terrainTypes.filter((x) => used.has(x.id)))
    out.push({
      label: name(tt.id, tt.name),
      swatch: (x, y, w, h) => {
        const r = { x, y, width: w, height: h };
        const items: Item[] = [path(rectPath(r), r, { fill: tt.color, stroke: INK, width: 0.6 })];
        if (tt.pattern !== 'none' && tt.pattern !== 'buildings') {
          const s = h * 0.5;
          items.push(
            path(
              [0.28, 0.72].map((f) => terrainGlyph(tt.pattern, x + w * f, y + h * 0.5, s)).join(''),
              r,
              areaGlyphPaint(tt.pattern, tt.color, s),
            ),
          );
        }
        return items;
      },
    });
  const areas = map.areas;
  if (areas.some((a) => a.defence !== undefined))
    out.push({
      label: t('area.defence', 'Defence value'),
      swatch: (x, y, w, h) => defenceMark(x + w / 2, y + h / 2, h * 0.45, 1),
    });
  if (areas.some((a) => a.town))
    out.push({ label: t('area.town', 'Town'), swatch: (x, y, w, h) => townMark(x + w / 2, y + h / 2, h * 0.3) });
  if (areas.some((a) => a.victoryPoints))
    out.push({
      label: t('area.vp', 'Victory points (a number beside the star: more than one)'),
      swatch: (x, y, w, h) => vpMark(x + w / 2, y + h / 2, h * 0.45, 1),
    });
  const sidesWith = (pick: (a: AreaMap['areas'][number]) => string[]) => [...new Set(areas.flatMap(pick))];
  for (const side of sidesWith((a) => (a.startFor && a.zone === 'operational' ? [a.startFor] : []))) {
    const { color, name: sideName } = sideOf(ctx, side);
    out.push({
      label: `${t('area.start', 'Start area')}: ${name(side, sideName)}`,
      swatch: (x, y, w, h) => [
        path(
          rectPath({ x: x + 2, y: y + 2, width: w - 4, height: h - 4 }),
          { x, y, width: w, height: h },
          { stroke: color, width: 3, opacity: 0.55 },
        ),
      ],
    });
  }
  for (const side of sidesWith((a) => (a.supplyFor ? [a.supplyFor] : []))) {
    const { color, name: sideName } = sideOf(ctx, side);
    out.push({
      label: `${t('area.supply', 'Supply road off the map')}: ${name(side, sideName)}`,
      swatch: (x, y, w, h) => [
        path(
          polylinePath([
            [x, y + h / 2],
            [x + w - h * 0.4, y + h / 2],
          ]),
          { x, y, width: w, height: h },
          { stroke: ROAD_COLOR, width: roadWidth },
        ),
        ...supplyMark(x + w - h * 0.4, y + h / 2, h * 0.4, color),
      ],
    });
  }
  for (const side of sidesWith((a) => (a.zone === 'operational' ? a.entryFor : []))) {
    const { color, name: sideName } = sideOf(ctx, side);
    out.push({
      label: `${t('area.entry', 'Entry area')}: ${name(side, sideName)}`,
      swatch: (x, y, w, h) => [
        path(
          arrowPath([x + 2, y + h / 2], [x + w - 2, y + h / 2], h * 0.22),
          { x, y, width: w, height: h },
          { fill: color, stroke: '#ffffff', width: 0.5 },
        ),
      ],
    });
  }
  const kinds = new Set(map.connections.map((c) => c.kind));
  if (kinds.has('road') || kinds.has('bridge'))
    out.push({
      label: t('conn.road', 'Road'),
      swatch: (x, y, w, h) => {
        const p = line(x, y, w, h);
        return [
          path(polylinePath(p), boxAround(p), { stroke: '#5c1010', width: roadWidth + 1, cap: 'round' }),
          path(polylinePath(p), boxAround(p), { stroke: ROAD_COLOR, width: roadWidth, cap: 'round' }),
        ];
      },
    });
  if (kinds.has('trail'))
    out.push({
      label: t('conn.trail', 'Trail, path or dirt road'),
      swatch: (x, y, w, h) => {
        const p = line(x, y, w, h);
        return [
          path(polylinePath(p), boxAround(p), { stroke: '#6b5600', width: trailWidth + 1, cap: 'round' }),
          path(polylinePath(p), boxAround(p), {
            stroke: TRAIL_COLOR,
            width: trailWidth,
            dash: [trailWidth * 2.6, trailWidth * 1.4],
          }),
        ];
      },
    });
  for (const r of map.rivers)
    out.push({
      label: name(r.id, r.name) + (kinds.has('bridge') ? ` (${t('conn.bridge', 'bridge')} ═)` : ''),
      swatch: (x, y, w, h) => {
        const p = line(x, y, w, h);
        return [path(polylinePath(p), boxAround(p), { stroke: r.color, width: riverWidth, cap: 'round' })];
      },
    });
  if (kinds.has('strategic'))
    out.push({
      label: t('conn.strategic', 'Strategic link between strategic areas'),
      swatch: (x, y, w, h) => {
        const p = line(x, y, w, h);
        return [path(polylinePath(p), boxAround(p), { stroke: INK, width: 1.8 })];
      },
    });
  const markedBoxes = marked.flatMap((id) => map.areas.find((a) => a.id === id) ?? []);
  const arrow = (x: number, y: number, w: number, h: number) =>
    path(arrowPath([x + 2, y + h / 2], [x + w - 2, y + h / 2], h * 0.2), { x, y, width: w, height: h }, { fill: INK });
  // Arrows and lettered marks share one short row: a row more, or a longer label, widened Nordwind's legend, and
  // with its furniture inside no sheet cut then passed clear of it. The disc's letter is its box's (C – Bitche).
  if (kinds.has('entry') && markedBoxes.length > 0) {
    const letter = entryMarkLetter(markedBoxes[0]!);
    out.push({
      label: t('conn.entryOrMark', 'Entry arrow, or disc: from its box'),
      swatch: (x, y, w, h) => [
        arrow(x, y, w * 0.55, h),
        ...entryMarkItems(x + w * 0.8, y + h / 2, Math.min(h * 0.48, w * 0.2), letter),
      ],
    });
  } else if (kinds.has('entry'))
    out.push({ label: t('conn.entry', 'Entry point into the operational map'), swatch: (...r) => [arrow(...r)] });
  else
    for (const box of markedBoxes)
      out.push({
        label: t('conn.entryMark', 'Entry from {box} into the area with this mark').replace(
          '{box}',
          name(box.id, box.name),
        ),
        swatch: (x, y, w, h) => entryMarkItems(x + w / 2, y + h / 2, Math.min(h * 0.48, w / 2), entryMarkLetter(box)),
      });
  return distinctLabels(out, t('legend.sign', 'sign'));
}
