import type { Scenario } from '../../../model/scenario.js';
import type { Problem } from '../../../load/problem.js';
import { at } from '../../../load/validate/report.js';
import { distance, type Point } from '../../../geometry/point.js';
import { pointSegmentDistance } from '../../../geometry/segment.js';
import { lineBounds } from '../../../geometry/line-bounds.js';
import { mmToPt } from '../../../print/units.js';
import type { MapDrawing } from '../map-drawing.js';
import type { DrawnConnection } from './draw-connections.js';

/** An entry arrow whose middle line comes this near a road's middle line lies on the road, mm. */
export const ARROW_ON_ROAD_MM = 1.5;
/** ... and one that does so for longer than this reads as the road (a crossing is shorter), mm. */
export const ARROW_ALONG_ROAD_MM = 5;

/** The longest stretch of `route`, pt, whose every point lies within `near` of `line`. */
export function longestRunNear(route: readonly Point[], line: readonly Point[], near: number): number {
  // Only the line's segments that come within `near` of the route's bounds can be near it.
  const xs = route.map((p) => p[0]);
  const ys = route.map((p) => p[1]);
  const [x0, x1, y0, y1] = [
    Math.min(...xs) - near,
    Math.max(...xs) + near,
    Math.min(...ys) - near,
    Math.max(...ys) + near,
  ];
  // A line whose bounds stay clear of those has no such segment: an entry arrow is tested against every road of
  // the map, most of them far off, and is spared a walk along their points.
  const lb = lineBounds(line);
  if (lb.x1 < x0 || lb.x0 > x1 || lb.y1 < y0 || lb.y0 > y1) return 0;
  const segs: [Point, Point][] = [];
  for (let j = 1; j < line.length; j++) {
    const [a, b] = [line[j - 1]!, line[j]!];
    if (Math.max(a[0], b[0]) < x0 || Math.min(a[0], b[0]) > x1) continue;
    if (Math.max(a[1], b[1]) < y0 || Math.min(a[1], b[1]) > y1) continue;
    segs.push([a, b]);
  }
  if (!segs.length) return 0;
  const step = 1;
  let run = 0;
  let best = 0;
  let last: Point | undefined;
  for (let i = 1; i < route.length; i++) {
    const [p, q] = [route[i - 1]!, route[i]!];
    const n = Math.max(1, Math.ceil(distance(p, q) / step));
    for (let k = 0; k <= n; k++) {
      const x: Point = [p[0] + ((q[0] - p[0]) * k) / n, p[1] + ((q[1] - p[1]) * k) / n];
      let d = Infinity;
      for (let j = 0; j < segs.length && d > near; j++)
        d = Math.min(d, pointSegmentDistance(x, segs[j]![0], segs[j]![1]));
      run = d <= near ? run + (last ? distance(last, x) : 0) : 0;
      best = Math.max(best, run);
      last = x;
    }
  }
  return best;
}

/**
 * No entry arrow is drawn along a road, trail, bridge or supply road: an arrow on a road reads as the road's
 * continuation (or hides it), and a player cannot tell where the entry leads (issue 24: Huldange's arrow on its
 * supply road out of the south edge). Crossing a road is fine. Each finding names the arrow and the road.
 */
export function arrowOnRoadProblems(s: Scenario, drawing: MapDrawing): Problem[] {
  const map = s.map;
  if (drawing.kind !== 'area' || !map || map.kind !== 'area') return [];
  const drawn = (drawing.facts.connections ?? []) as DrawnConnection[];
  const roads = [
    ...drawn
      .filter((c) => c.kind === 'road' || c.kind === 'trail' || c.kind === 'bridge')
      .map((c) => ({ name: `the ${c.kind} ${c.between.join('–')}`, route: c.route })),
    ...((drawing.facts.supplyRoads ?? []) as { area: string; route: Point[] }[]).map((r) => ({
      name: `the supply road of ${r.area}`,
      route: r.route,
    })),
  ];
  const near = mmToPt(ARROW_ON_ROAD_MM);
  const long = mmToPt(ARROW_ALONG_ROAD_MM);
  const found: Problem[] = [];
  const say = (where: (string | number)[], what: string, route: readonly Point[]) => {
    const road = roads.find((r) => longestRunNear(route, r.route, near) > long);
    if (!road) return;
    const run = longestRunNear(route, road.route, near) / mmToPt(1);
    found.push(
      at(
        s.origins.map!,
        where,
        `${what}: the drawn arrow lies along ${road.name} for ${run.toFixed(0)} mm (within ${ARROW_ON_ROAD_MM} mm ` +
          `of it, over ${ARROW_ALONG_ROAD_MM} mm); --allow-misfit prints it anyway`,
      ),
    );
  };
  // The arrows of entry connections (from a strategic box) ...
  for (const c of drawn) {
    if (c.kind !== 'entry') continue;
    const index = map.connections.findIndex((d) => d.between[0] === c.between[0] && d.between[1] === c.between[1]);
    say(index >= 0 ? ['connections', index] : ['connections'], `entry ${c.between.join('–')}`, c.route);
  }
  // ... and those of the areas a side enters through (`entryFor`).
  for (const e of (drawing.facts.entryArrows ?? []) as { area: string; side: string; tail: Point; tip: Point }[]) {
    const index = map.areas.findIndex((a) => a.id === e.area);
    say(['areas', index, 'entryFor'], `area ${e.area}: ${e.side}'s entry arrow`, [e.tail, e.tip]);
  }
  return found;
}
