import type { AreaMap } from '../../../model/schema/map.js';
import { distance, midpoint, type Point } from '../../../geometry/point.js';
import { sharedBorder } from '../../../geometry/area/shared-border.js';
import { mmToPt } from '../../../print/units.js';
import { path, polylinePath, boxAround, type Item } from '../../../print/scene.js';
import type { PlacedArea } from './area-model.js';

export interface DrawnRiverBorder {
  river: string;
  between: [string, string];
  segments: [Point, Point][];
  /** False when the two shapes share no border and a short stroke across the gap stands in for it. */
  onBorder: boolean;
}

export const riverWidth = mmToPt(1.9);

/**
 * Rivers run along area borders: each pair the data names gets the border its two shapes share. Where the
 * shapes do not touch (hand-placed areas far apart), a stroke across the line between them stands in.
 */
export function drawRivers(
  map: AreaMap,
  placed: Map<string, PlacedArea>,
): { items: Item[]; borders: DrawnRiverBorder[]; notes: string[] } {
  const items: Item[] = [];
  const borders: DrawnRiverBorder[] = [];
  const notes: string[] = [];
  for (const r of map.rivers) {
    for (const [ia, ib] of r.borders) {
      const a = placed.get(ia);
      const b = placed.get(ib);
      if (!a || !b) continue;
      let segments = a.box || b.box ? [] : sharedBorder(a.polygon, b.polygon, 0.5);
      const onBorder = segments.length > 0;
      if (!onBorder) {
        const [mx, my] = midpoint(a.centre, b.centre);
        const dx = b.centre[0] - a.centre[0],
          dy = b.centre[1] - a.centre[1];
        const len = distance(a.centre, b.centre) || 1;
        const half = len * 0.18;
        segments = [
          [
            [mx - (dy / len) * half, my + (dx / len) * half],
            [mx + (dy / len) * half, my - (dx / len) * half],
          ],
        ];
        notes.push(
          `river ${r.id}: areas ${ia} and ${ib} share no border on the drawn map; ` +
            'a short stroke between them stands for it',
        );
      }
      borders.push({ river: r.id, between: [ia, ib], segments, onBorder });
      for (const s of segments)
        items.push(
          path(polylinePath(s), boxAround(s, riverWidth), {
            stroke: r.color,
            width: riverWidth,
            cap: 'round',
            join: 'round',
          }),
        );
    }
  }
  return { items, borders, notes };
}
