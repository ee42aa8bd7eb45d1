import type { AreaMap } from '../../../model/schema/map.js';
import { distance, midpoint, type Point, type Rect } from '../../../geometry/point.js';
import { sharedBorder } from '../../../geometry/area/shared-border.js';
import { rectCrossing } from '../../../geometry/rect-exit.js';
import { mmToPt } from '../../../print/units.js';
import { path, polylinePath, boxAround, fmt, type Item } from '../../../print/scene.js';
import { arrowPath } from '../arrow.js';
import { INK } from '../map-style.js';
import type { PlacedArea } from './area-model.js';
import type { DrawnRiverBorder } from './draw-rivers.js';

export const ROAD_COLOR = '#c62828';
export const TRAIL_COLOR = '#f2c318';
export const roadWidth = mmToPt(1.3);
export const trailWidth = mmToPt(1.1);

export interface DrawnConnection {
  between: [string, string];
  kind: AreaMap['connections'][number]['kind'];
  from: Point;
  to: Point;
  /** For two operational areas: whether their drawn shapes share a border. */
  sharedBorder?: boolean;
}

/** Where a line between two places starts: a strategic box's edge, or an operational area's centre. */
function endpoint(a: PlacedArea, towards: Point): Point {
  if (!a.box) return a.centre;
  return rectCrossing(towards, a.centre, a.box) ?? a.centre;
}

function crossingPoint(from: Point, to: Point, segs: [Point, Point][]): Point {
  for (const [p, q] of segs) {
    const d = (to[0] - from[0]) * (q[1] - p[1]) - (to[1] - from[1]) * (q[0] - p[0]);
    if (!d) continue;
    const t = ((p[0] - from[0]) * (q[1] - p[1]) - (p[1] - from[1]) * (q[0] - p[0])) / d;
    const u = ((p[0] - from[0]) * (to[1] - from[1]) - (p[1] - from[1]) * (to[0] - from[0])) / d;
    if (t >= 0 && t <= 1 && u >= 0 && u <= 1) return [from[0] + t * (to[0] - from[0]), from[1] + t * (to[1] - from[1])];
  }
  return midpoint(from, to);
}

/** Two rails across the road where it crosses the river. */
function bridgeMark(at: Point, from: Point, to: Point, w: number): string {
  const len = distance(from, to) || 1;
  const ux = (to[0] - from[0]) / len,
    uy = (to[1] - from[1]) / len;
  const off = w * 0.9,
    half = w * 2.2;
  let d = '';
  for (const s of [-1, 1]) {
    const ox = -uy * off * s,
      oy = ux * off * s;
    d +=
      `M${fmt(at[0] + ox - ux * half)} ${fmt(at[1] + oy - uy * half)}` +
      `L${fmt(at[0] + ox + ux * half)} ${fmt(at[1] + oy + uy * half)}`;
  }
  return d;
}

/**
 * Where a road between two towns crosses their shared border: the border's middle stretch, the one nearest
 * the point halfway between the towns (a border's ends are corners, where a road would graze a third area).
 */
function borderMiddle(border: readonly [Point, Point][], from: Point, to: Point): Point {
  const half = midpoint(from, to);
  const middles = border.map(([p, q]) => midpoint(p, q));
  return middles.reduce((x, y) => (distance(y, half) < distance(x, half) ? y : x));
}

/** A point a little way across the border at `at`, to orient a bridge square to the river it spans. */
function across(border: readonly [Point, Point][], at: Point, side = 1): Point {
  const [p, q] = border.reduce((x, y) =>
    distance(midpoint(y[0], y[1]), at) < distance(midpoint(x[0], x[1]), at) ? y : x,
  );
  const len = distance(p, q) || 1;
  return [at[0] - (side * (q[1] - p[1])) / len, at[1] + (side * (q[0] - p[0])) / len];
}

/**
 * Connections between areas: roads red, trails yellow and dashed, bridges as a road with a bridge over
 * the river, strategic links as black lines between boxes, and entry arrows from a strategic box into
 * the operational map. Neighbours the data names whose shapes do not touch get a dotted link.
 */
export function drawConnections(
  map: AreaMap,
  placed: Map<string, PlacedArea>,
  outline: Rect,
  rivers: readonly DrawnRiverBorder[],
): { under: Item[]; over: Item[]; connections: DrawnConnection[]; notes: string[] } {
  const strategic: Item[] = [];
  const casings: Item[] = [];
  const lines: Item[] = [];
  const over: Item[] = [];
  const notes: string[] = [];
  const connections: DrawnConnection[] = [];
  for (const c of map.connections) {
    const a = placed.get(c.between[0]);
    const b = placed.get(c.between[1]);
    if (!a || !b) continue;
    const from = endpoint(a, b.centre);
    const to = endpoint(b, a.centre);
    const border = !a.box && !b.box ? sharedBorder(a.polygon, b.polygon, 0.5) : [];
    const shared = !a.box && !b.box ? border.length > 0 : undefined;
    connections.push({
      between: c.between,
      kind: c.kind,
      from,
      to,
      ...(shared !== undefined ? { sharedBorder: shared } : {}),
    });
    // A road runs from town to town across the border the two areas share, never through a third area: it
    // bends where it crosses, at the shared border's middle.
    const crossing = border.length ? borderMiddle(border, from, to) : undefined;
    const pts: Point[] = crossing ? [from, crossing, to] : [from, to];
    const d = polylinePath(pts);
    const box = boxAround(pts, mmToPt(3));
    switch (c.kind) {
      case 'road':
      case 'bridge':
        casings.push(path(d, box, { stroke: '#5c1010', width: roadWidth + 1, cap: 'round' }));
        lines.push(path(d, box, { stroke: ROAD_COLOR, width: roadWidth, cap: 'round' }));
        if (c.kind === 'bridge') {
          const segs = rivers
            .filter((r) => r.between.includes(c.between[0]) && r.between.includes(c.between[1]))
            .flatMap((r) => r.segments);
          const at = crossing ?? crossingPoint(from, to, segs);
          over.push(
            path(
              bridgeMark(at, crossing ? across(border, at) : from, crossing ? across(border, at, -1) : to, roadWidth),
              boxAround([at], roadWidth * 4),
              {
                stroke: INK,
                width: 1.1,
                cap: 'round',
              },
            ),
          );
        }
        break;
      case 'trail':
        casings.push(path(d, box, { stroke: '#6b5600', width: trailWidth + 1, cap: 'round' }));
        lines.push(
          path(d, box, { stroke: TRAIL_COLOR, width: trailWidth, dash: [trailWidth * 2.6, trailWidth * 1.4] }),
        );
        break;
      case 'strategic':
        strategic.push(path(d, box, { stroke: INK, width: 1.8, cap: 'round' }));
        break;
      case 'entry': {
        // From the strategic box to just inside the operational map, pointing at the area it enters.
        const box0 = a.box ? a : b;
        const area = a.box ? b : a;
        const start = endpoint(box0, area.centre);
        const edge = rectCrossing(area.centre, start, outline) ?? area.centre;
        const len = distance(area.centre, edge) || 1;
        const into = Math.min(mmToPt(7), len * 0.5);
        const tip: Point = [
          edge[0] + ((area.centre[0] - edge[0]) / len) * into,
          edge[1] + ((area.centre[1] - edge[1]) / len) * into,
        ];
        over.push(
          path(arrowPath(start, tip, mmToPt(1.4)), boxAround([start, tip], mmToPt(4)), {
            fill: INK,
            stroke: '#ffffff',
            width: 0.6,
            join: 'round',
          }),
        );
        break;
      }
      case 'adjacent':
      case 'river-crossing':
        if (shared === false) {
          lines.push(path(d, box, { stroke: '#555555', width: 1.2, dash: [1.2, 2.4], cap: 'round' }));
          notes.push(`${c.kind} ${c.between.join('–')}: the drawn areas share no border; a dotted line joins them`);
        }
        break;
    }
  }
  return { under: [...strategic, ...casings, ...lines], over, connections, notes };
}
