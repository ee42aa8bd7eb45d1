import type { Point, Rect } from '../../../geometry/point.js';
import { nearestFrameSide } from '../../../geometry/rect-exit.js';
import { path, polylinePath, boxAround, type Item } from '../../../print/scene.js';
import { sideOf, type DrawContext } from '../grid/draw-context.js';
import { supplyMark } from './area-marks.js';
import { ROAD_COLOR, roadWidth } from './draw-connections.js';
import type { PlacedArea } from './area-model.js';

/**
 * Supply roads: an area that is a side's supply source has a road off the map, drawn from the area to the
 * nearest edge of the frame, with the side's supply roundel where it leaves.
 */
export function drawSupplyRoads(
  areas: readonly PlacedArea[],
  frame: Rect,
  ctx: DrawContext,
  markRadius: number,
): { under: Item[]; over: Item[] } {
  const under: Item[] = [];
  const over: Item[] = [];
  for (const a of areas) {
    if (!a.area.supplyFor || a.box) continue;
    const { at } = nearestFrameSide(a.centre, frame);
    const pts: Point[] = [a.centre, at];
    const d = polylinePath(pts);
    const box = boxAround(pts, roadWidth * 2);
    under.push(
      path(d, box, { stroke: '#5c1010', width: roadWidth + 1, cap: 'butt' }),
      path(d, box, { stroke: ROAD_COLOR, width: roadWidth, cap: 'butt' }),
    );
    over.push(...supplyMark(at[0], at[1], markRadius, sideOf(ctx, a.area.supplyFor).color));
  }
  return { under, over };
}
