import type { HexMap } from '../../../model/schema/map.js';
import type { Item, TextItem } from '../../../print/scene.js';
import type { Rect } from '../../../geometry/point.js';
import { boxesOverlap } from '../place-labels.js';
import { mmToPt } from '../../../print/units.js';
import { darken } from '../map-style.js';
import type { MapTexts } from '../map-texts.js';
import { chainSegments, letterAlong, lineLength, nearestAlong, smoothLine } from '../letter-along.js';
import type { CellGeometry } from './cell-geometry.js';
import type { DrawnHexside } from './draw-hexsides.js';
import { isWaterColor } from './draw-roads.js';

/** A long river carries its name again about every this many cells, so each sheet of a tiled map names it. */
const REPEAT_CELLS = 9;

/**
 * River names (places of kind river) lettered along the water hexside line nearest their cell, in the river's
 * colour and in italic, beside the line on the side of that cell, and again along a long river.
 */
export function drawRiverNames(
  map: HexMap,
  geo: CellGeometry,
  sides: readonly DrawnHexside[],
  texts: MapTexts,
  avoid: readonly Rect[],
): { items: Item[]; notes: string[] } {
  const features = new Map(map.lineFeatures.map((f) => [f.id, f]));
  const courses = [...new Set(sides.map((s) => s.feature))]
    .filter((id) => isWaterColor(features.get(id)?.color ?? '#000000'))
    .flatMap((id) =>
      chainSegments(sides.filter((s) => s.feature === id).map((s) => s.segment)).map((line) => ({
        feature: features.get(id)!,
        line: smoothLine(line, geo.size * 0.1, geo.size * 0.9),
      })),
    );
  const items: Item[] = [];
  const notes: string[] = [];
  const size = Math.max(6.5, Math.min(14, geo.size * 0.2));
  for (const p of map.places.filter((x) => x.kind === 'river')) {
    const c = geo.grid.parse(p.at);
    if (!c) continue;
    const centre = geo.centre(c);
    const near = courses
      .map((k) => ({ ...k, ...nearestAlong(k.line, centre) }))
      .sort((a, b) => a.distance - b.distance)[0];
    const name = texts.name(p.name, p.name);
    if (!near || near.distance > geo.size * 2.5) {
      notes.push(`river name ${p.name} at ${p.at}: no water line within two and a half hexes to letter it along`);
      continue;
    }
    const total = lineLength(near.line);
    const step = geo.size * REPEAT_CELLS;
    const spots = [near.along];
    for (let d = near.along + step; d < total - step * 0.4; d += step) spots.push(d);
    for (let d = near.along - step; d > step * 0.4; d -= step) spots.push(d);
    // Each copy goes where its letters cover no cell number or name: first on the named cell's side of the
    // river, then on the other, then a little up or down the river.
    const clear = (letters: TextItem[]) => letters.every((l) => !avoid.some((r) => boxesOverlap(l.box, r)));
    const gap = mmToPt(near.feature.widthMm) / 2 + size * 0.45;
    spots.forEach((at, i) => {
      let chosen: TextItem[] | undefined;
      let first: TextItem[] | undefined;
      for (const shift of [0, 1, -1, 2, -2, 3, -3].map((k) => k * size * 1.5))
        for (const side of [near.side, -near.side]) {
          const letters = letterAlong(near.line, name, at + shift, {
            size,
            face: 'condensedOblique',
            fill: darken(near.feature.color, 0.25),
            offset: side * gap,
            group: `${p.name}#${i + 1}`,
          });
          first ??= letters;
          if (!chosen && letters && clear(letters)) chosen = letters;
        }
      const letters = chosen ?? first;
      if (letters) items.push(...letters);
    });
  }
  return { items, notes };
}
