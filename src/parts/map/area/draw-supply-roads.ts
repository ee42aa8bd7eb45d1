import type { Point, Rect } from '../../../geometry/point.js';
import { nearestFrameSide } from '../../../geometry/rect-exit.js';
import { path, polylinePath, boxAround, type Item } from '../../../print/scene.js';
import { sideOf, type DrawContext } from '../grid/draw-context.js';
import { supplyMark } from './area-marks.js';
import { ROAD_COLOR, roadWidth, staysInside } from './draw-connections.js';
import type { PlacedArea } from './area-model.js';

const onFrame = (p: Point, f: Rect, eps: number) =>
  Math.abs(p[0] - f.x) < eps ||
  Math.abs(p[0] - f.x - f.width) < eps ||
  Math.abs(p[1] - f.y) < eps ||
  Math.abs(p[1] - f.y - f.height) < eps;

/**
 * Where an area's road leaves the map: the nearest point of its own border on the frame that a straight road from
 * its town reaches without leaving the area, so that it never crosses a neighbour; the nearest frame side when
 * the area does not touch the frame.
 */
export function supplyExit(centre: Point, polygon: readonly Point[], frame: Rect): Point {
  const eps = 0.5;
  // Every place along the border's stretches on the frame, nearest first (the first found between equals): the
  // first a road reaches without leaving the area is the one, and the farther ones are not tested.
  const places: { at: Point; d: number }[] = [];
  for (let i = 0; i < polygon.length; i++) {
    const [p, q] = [polygon[i], polygon[(i + 1) % polygon.length]];
    if (!onFrame(p, frame, eps) || !onFrame(q, frame, eps)) continue;
    const steps = Math.max(1, Math.ceil(Math.hypot(q[0] - p[0], q[1] - p[1]) / 4));
    for (let k = 1; k < steps; k++) {
      const at: Point = [p[0] + ((q[0] - p[0]) * k) / steps, p[1] + ((q[1] - p[1]) * k) / steps];
      if (onFrame(at, frame, eps)) places.push({ at, d: Math.hypot(at[0] - centre[0], at[1] - centre[1]) });
    }
  }
  places.sort((a, b) => a.d - b.d);
  return places.find((x) => staysInside(centre, x.at, polygon))?.at ?? nearestFrameSide(centre, frame).at;
}

/**
 * Supply roads: an area that is a side's supply source has a road off the map, drawn from the area to where
 * its own border meets the frame (supplyExit), with the side's supply roundel where it leaves.
 */
export function drawSupplyRoads(
  areas: readonly PlacedArea[],
  frame: Rect,
  ctx: DrawContext,
  markRadius: number,
): { under: Item[]; over: Item[]; routes: { area: string; route: Point[] }[] } {
  const routes: { area: string; route: Point[] }[] = [];
  const under: Item[] = [];
  const over: Item[] = [];
  for (const a of areas) {
    if (!a.area.supplyFor || a.box) continue;
    const at = supplyExit(a.centre, a.polygon, frame);
    const pts: Point[] = [a.centre, at];
    routes.push({ area: a.area.id, route: pts });
    const d = polylinePath(pts);
    const box = boxAround(pts, roadWidth * 2);
    under.push(
      path(d, box, { stroke: '#5c1010', width: roadWidth + 1, cap: 'butt' }),
      path(d, box, { stroke: ROAD_COLOR, width: roadWidth, cap: 'butt' }),
    );
    over.push(...supplyMark(at[0], at[1], markRadius, sideOf(ctx, a.area.supplyFor).color));
  }
  return { under, over, routes };
}
