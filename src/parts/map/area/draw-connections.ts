import type { AreaMap } from '../../../model/schema/map.js';
import { distance, midpoint, type Point, type Rect } from '../../../geometry/point.js';
import { sharedBorder, sharesBorder } from '../../../geometry/area/shared-border.js';
import { rectCrossing } from '../../../geometry/rect-exit.js';
import { mmToPt } from '../../../print/units.js';
import { pointInPolygon, polygonArea } from '../../../geometry/area/polygon.js';
import { lineStaysInside } from '../../../geometry/area/edge-grid.js';
import { path, polylinePath, cubicsPath, boxAround, fmt, type Item } from '../../../print/scene.js';
import { flattenCubicsWithin } from '../../../geometry/cubic.js';
import { corridorRoute, ROAD_FLATNESS, type RoadCourse } from './road-corridor.js';
import { arrowHead, arrowPath } from '../arrow.js';
import { INK } from '../map-style.js';
import type { PlacedArea } from './area-model.js';
import type { DrawnRiverBorder } from './draw-rivers.js';
import { ENTRY_ARROW_WIDTH, entryRoutes, type EntryRoute } from './entry-routes.js';
import { frozenOr } from './frozen-geometry.js';
import { rectMaze, routeLength, type RectMaze } from '../../../geometry/route-around.js';
import { entryMarkItems, markedEntry, markRing, placeEntryMarks, type EntryMark } from './entry-marks.js';

/** An entry arrow's tip keeps this far from every area's town mark and name, pt. */
const TIP_CLEAR_OF_TOWN = mmToPt(9);

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
  /**
   * The line as drawn, town to town, bent where it crosses the shared border; for an entry marked inside its area
   * (`mark`), the mark's outline.
   */
  route: Point[];
  /** An entry into an area that meets no side of the frame: the mark printed in it, in place of an arrow. */
  mark?: EntryMark;
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
 * Whether the straight line from `a` (inside the shape) to `b` (inside or on its border) stays inside: it crosses
 * none of the shape's edges short of its last half point.
 */
export const staysInside = lineStaysInside;

/** How far a road's crossing keeps from the corners where its border ends, pt. */
export const ROAD_CLEAR_OF_CORNER = mmToPt(5);

/**
 * Where a road between two towns crosses their shared border: the middle of the longest stretch of that border
 * a road reaches straight from both towns without leaving their two areas (a border's ends are corners, where a
 * road would graze a third area). When no point of the border is seen straight from both towns, the road also
 * bends on the side that needs it (see leg).
 */
export function roadRoute(a: PlacedArea, b: PlacedArea, border: readonly [Point, Point][]): Point[] {
  const from = a.centre;
  const to = b.centre;
  // The border's ends (and the ends of each of its pieces) are corners where a third area meets the two: a road
  // crossing there reads as entering it too, so no crossing is taken within ROAD_CLEAR_OF_CORNER of one.
  const ends = border.flatMap(([p, q], i) => [
    ...(i === 0 || distance(border[i - 1]![1], p) > 1e-6 ? [p] : []),
    ...(i === border.length - 1 || distance(border[i + 1]![0], q) > 1e-6 ? [q] : []),
  ]);
  const clear = (at: Point) => ends.every((e) => distance(e, at) >= ROAD_CLEAR_OF_CORNER);
  // Points along the border in its order, every 4 pt, each marked whether both towns see it.
  const along: { at: Point; seen: boolean }[] = [];
  for (const [p, q] of border) {
    const n = Math.max(1, Math.ceil(distance(p, q) / 4));
    for (let k = 0; k <= n; k++) {
      const at: Point = [p[0] + ((q[0] - p[0]) * k) / n, p[1] + ((q[1] - p[1]) * k) / n];
      along.push({ at, seen: clear(at) && staysInside(from, at, a.polygon) && staysInside(to, at, b.polygon) });
    }
  }
  let best: [number, number] | undefined;
  for (let i = 0; i < along.length; ) {
    if (!along[i].seen) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < along.length && along[j + 1].seen && distance(along[j].at, along[j + 1].at) < 6) j++;
    const len = distance(along[i].at, along[j].at);
    if (!best || len > distance(along[best[0]].at, along[best[1]].at)) best = [i, j];
    i = j + 1;
  }
  if (best) return [from, along[Math.round((best[0] + best[1]) / 2)].at, to];
  // No border point seen from both towns: the road crosses at one of a few points along the border's middle
  // stretch, bending on either side at a point of the area seen both from the town and from the crossing.
  let route: Point[] | undefined;
  let shortest = Infinity;
  for (let k = 1; k < 8; k++) {
    const mid = along[Math.floor((along.length * k) / 8)].at;
    if (!clear(mid)) continue;
    const legA = leg(from, mid, a.polygon);
    const legB = leg(to, mid, b.polygon);
    if (!legA || !legB) continue;
    const pts = [from, ...legA, mid, ...legB.reverse(), to];
    const len = pts.slice(1).reduce((sum, p, i) => sum + distance(pts[i], p), 0);
    if (len < shortest) [route, shortest] = [pts, len];
  }
  return route ?? [from, along[Math.floor(along.length / 2)].at, to];
}

/**
 * A town's shortest ways inside its area over the area's corners: the same for every border point tried. The search
 * is settled only as far as a road asks (`more` settles the next corner): a road's bend is most often found among
 * the first corners, and the whole search tests a line between every two of hundreds of corners.
 */
interface Ways {
  nodes: Point[];
  dist: number[];
  prev: number[];
  /** The nodes in the order the search settled them. */
  order: number[];
  /** Settles one more node (appended to `order`); false when every reachable node is settled. */
  more: () => boolean;
}

const waysCache = new WeakMap<readonly Point[], Map<Point, Ways>>();

/**
 * Dijkstra from the town over the shape's corners (a hair inside them) that see one another, kept for a town and
 * shape: leg asks it for up to seven border points, which would each search the same corners again. Settled a node
 * at a time, in the same order and with the same distances as a search run to the end.
 */
function waysFrom(town: Point, poly: readonly Point[]): Ways {
  let byTown = waysCache.get(poly);
  if (!byTown) waysCache.set(poly, (byTown = new Map()));
  const known = byTown.get(town);
  if (known && known.nodes[0]![0] === town[0] && known.nodes[0]![1] === town[1]) return known;
  const turn = Math.sign(polygonArea(poly)) || 1;
  const corners: Point[] = [];
  poly.forEach((v, i) => {
    const u = poly[(i + poly.length - 1) % poly.length];
    const w = poly[(i + 1) % poly.length];
    const l1 = distance(u, v) || 1;
    const l2 = distance(v, w) || 1;
    // The inward normals of the corner's two edges, summed: the way into the shape from the corner.
    const nx = turn * (-(v[1] - u[1]) / l1 - (w[1] - v[1]) / l2);
    const ny = turn * ((v[0] - u[0]) / l1 + (w[0] - v[0]) / l2);
    const n = Math.hypot(nx, ny);
    if (!n) return;
    // A road bending on the corner itself reads as touching the areas that meet there: it bends as far inside
    // as the shape allows, up to ROAD_CLEAR_OF_CORNER.
    const p = [ROAD_CLEAR_OF_CORNER, ROAD_CLEAR_OF_CORNER / 2, 0.8]
      .map((d): Point => [v[0] + (nx / n) * d, v[1] + (ny / n) * d])
      .find((q) => pointInPolygon(q, poly));
    if (p) corners.push(p);
  });
  const nodes = [[town[0], town[1]] as Point, ...corners];
  const dist = nodes.map((_, i) => (i ? Infinity : 0));
  const prev = nodes.map(() => -1);
  const done = nodes.map(() => false);
  const order: number[] = [];
  const more = () => {
    let k = -1;
    for (let i = 0; i < nodes.length; i++) if (!done[i] && dist[i] < Infinity && (k < 0 || dist[i] < dist[k])) k = i;
    if (k < 0) return false;
    done[k] = true;
    order.push(k);
    for (let i = 1; i < nodes.length; i++) {
      // A settled corner is not measured again: late in the search most of them are.
      if (done[i]) continue;
      const d = dist[k] + distance(nodes[k], nodes[i]);
      if (d < dist[i] && staysInside(nodes[k], nodes[i], poly)) [dist[i], prev[i]] = [d, k];
    }
    return true;
  };
  const ways = { nodes, dist, prev, order, more };
  byTown.set(town, ways);
  return ways;
}

/**
 * The bends a road from `town` needs to reach `at` on the border without leaving the shape: the shortest way
 * inside it, turning only at the shape's corners (a hair inside them); [] when the straight road stays inside.
 */
function leg(town: Point, at: Point, poly: readonly Point[]): Point[] | undefined {
  if (staysInside(town, at, poly)) return [];
  const { nodes, dist, prev, order, more } = waysFrom(town, poly);
  // The corners in the order the search reached them, to the first from which `at` is no nearer than the best.
  let best = -1;
  let bestLen = Infinity;
  for (let n = 0; n < order.length || more(); n++) {
    const k = order[n]!;
    if (dist[k] >= bestLen) break;
    if (k && staysInside(nodes[k], at, poly) && dist[k] + distance(nodes[k], at) < bestLen)
      [best, bestLen] = [k, dist[k] + distance(nodes[k], at)];
  }
  if (best < 0) return undefined;
  const path: Point[] = [];
  for (let i = best; i > 0; i = prev[i]) path.unshift(nodes[i]);
  return path;
}

/** A point a little way across the border at `at`, to orient a bridge square to the river it spans. */
function across(border: readonly [Point, Point][], at: Point, side = 1): Point {
  const [p, q] = border.reduce((x, y) =>
    distance(midpoint(y[0], y[1]), at) < distance(midpoint(x[0], x[1]), at) ? y : x,
  );
  const len = distance(p, q) || 1;
  return [at[0] - (side * (q[1] - p[1])) / len, at[1] + (side * (q[0] - p[0])) / len];
}

/** How far a strategic link keeps from the boxes and the frame it passes, pt: the widest that does not go far round. */
const LINK_CLEARANCES = [mmToPt(2.5), mmToPt(1.5), mmToPt(0.7)];
/** A link keeps the widest clearance while that makes it at most this much longer than the narrowest way. */
const LINK_DETOUR = 1.2;

/**
 * Strategic links between boxes, each routed round every other box, the operational frame and the map's printed
 * boxes (a line drawn under a box it does not join would read as joining it): the shortest way with the widest
 * clearance that does not go far round; straight from box to box where nothing stands between.
 */
function linkRouter(placed: Map<string, PlacedArea>, outline: Rect, keepClear: readonly Rect[]) {
  const boxes = [...placed.values()].filter((p) => p.box);
  const rects = [...boxes.map((p) => p.box!), outline, ...keepClear];
  const mazes: (RectMaze | undefined)[] = [];
  return (a: PlacedArea, b: PlacedArea): Point[] => {
    const through = [boxes.indexOf(a), boxes.indexOf(b)];
    const found = LINK_CLEARANCES.map((m, i) =>
      (mazes[i] ??= rectMaze(rects, m)).route(a.centre, b.centre, through),
    ).filter((r): r is Point[] => !!r);
    if (!found.length) return [endpoint(a, b.centre), endpoint(b, a.centre)];
    const shortest = Math.min(...found.map(routeLength));
    const route = found.find((r) => routeLength(r) <= shortest * LINK_DETOUR)!;
    // Drawn from box edge to box edge.
    const start = rectCrossing(route[1]!, route[0]!, a.box!) ?? route[0]!;
    const end = rectCrossing(route[route.length - 2]!, route[route.length - 1]!, b.box!) ?? route[route.length - 1]!;
    return [start, ...route.slice(1, -1), end];
  };
}

/**
 * Connections between areas: roads red, trails yellow and dashed, bridges as a road with a bridge over
 * the river, strategic links as black lines between boxes, and entry arrows from a strategic box into
 * the operational map. Neighbours the data names whose shapes do not touch get a dotted link.
 */
/** Where each connection runs (undefined: straight between its ends) and where the entry arrows go. */
interface Routes {
  lines: (Point[] | null)[];
  /** Each road's curve and where it crosses its border (null for a connection not drawn as a road). */
  roads: (RoadCourse | null)[];
  entries: EntryRoute[];
  /** The entries marked inside their areas, which no arrow reaches from the frame. */
  marks: EntryMark[];
}

/**
 * The routes of the map's connections: the searches (roads round corners, links round boxes, arrow tips clear of
 * towns) that drawing them needs, apart from the drawing. `borders[k]` is the border connection k's areas share.
 */
function searchRoutes(
  map: AreaMap,
  placed: Map<string, PlacedArea>,
  outline: Rect,
  keepClear: readonly Rect[],
  borders: readonly (readonly [Point, Point][] | undefined)[],
): Routes {
  const centres = [...placed.values()].filter((p) => !p.box).map((p) => p.centre);
  const allEntries = map.connections.flatMap((c) => {
    const [a, b] = [placed.get(c.between[0]), placed.get(c.between[1])];
    if (c.kind !== 'entry' || !a || !b || !a.box === !b.box) return [];
    return [a.box ? { box: a, area: b } : { box: b, area: a }];
  });
  // An area that meets no side of the frame is entered by a mark inside it: an arrow would cross other areas.
  const entries = allEntries.filter((e) => !markedEntry(e.area, outline));
  const townLinks = map.connections.flatMap((c) => {
    const [a, b] = [placed.get(c.between[0]), placed.get(c.between[1])];
    return a && b && !a.box && !b.box ? [[a.centre, b.centre] as const] : [];
  });
  const marks = placeEntryMarks(
    allEntries.filter((e) => markedEntry(e.area, outline)),
    townLinks,
  );
  // A town farther off than TIP_CLEAR_OF_TOWN across or down is not measured: the tips tried are thousands.
  const nearTown = (p: Point, q: Point) =>
    Math.abs(p[0] - q[0]) < TIP_CLEAR_OF_TOWN &&
    Math.abs(p[1] - q[1]) < TIP_CLEAR_OF_TOWN &&
    distance(p, q) < TIP_CLEAR_OF_TOWN;
  const linkRoute = linkRouter(placed, outline, keepClear);
  const areas = [...placed.values()].filter((p) => !p.box && p.polygon.length);
  const boxes = [...placed.values()].filter((p) => p.box);
  const entryLines = entryRoutes(entries, outline, (p) => centres.some((q) => nearTown(p, q)), areas, boxes, keepClear);
  // A road keeps off the arrows: each piece of each arrow's line, those near the road's two areas only.
  const arrowPieces = [...entryLines.map((r) => r.route), ...marks.map((m) => markRing(m))].flatMap((route) =>
    route.slice(1).map((q, i) => [route[i]!, q] as const),
  );
  const near = (a: PlacedArea, b: PlacedArea) => {
    const pts = [...a.polygon, ...b.polygon];
    const [x0, x1] = [Math.min(...pts.map((p) => p[0])), Math.max(...pts.map((p) => p[0]))];
    const [y0, y1] = [Math.min(...pts.map((p) => p[1])), Math.max(...pts.map((p) => p[1]))];
    const m = mmToPt(3);
    return arrowPieces.filter(
      ([p, q]) =>
        Math.max(p[0], q[0]) > x0 - m &&
        Math.min(p[0], q[0]) < x1 + m &&
        Math.max(p[1], q[1]) > y0 - m &&
        Math.min(p[1], q[1]) < y1 + m,
    );
  };
  return {
    entries: entryLines,
    marks,
    lines: map.connections.map((c) => {
      const a = placed.get(c.between[0]);
      const b = placed.get(c.between[1]);
      return a && b && c.kind === 'strategic' && a.box && b.box ? linkRoute(a, b) : null;
    }),
    // A road runs from town to town across the border the two areas share, never through a third area: it curves
    // across that border once, away from its corners (road-corridor.ts).
    roads: map.connections.map((c, k) => {
      const a = placed.get(c.between[0]);
      const b = placed.get(c.between[1]);
      const border = borders[k];
      const drawn = c.kind === 'road' || c.kind === 'bridge' || c.kind === 'trail';
      if (!a || !b || !border?.length || !drawn) return null;
      return corridorRoute(a, b, border, centres, near(a, b), ROAD_CLEAR_OF_CORNER, () => roadRoute(a, b, border));
    }),
  };
}

/**
 * Connections between areas: roads red, trails yellow and dashed, bridges as a road with a bridge over
 * the river, strategic links as black lines between boxes, and entry arrows from a strategic box into
 * the operational map. Neighbours the data names whose shapes do not touch get a dotted link. The routes are
 * searched for once for the same areas and boxes, and read from a bundled game's folder (`dir`, frozen-geometry.ts).
 */
export function drawConnections(
  map: AreaMap,
  placed: Map<string, PlacedArea>,
  outline: Rect,
  rivers: readonly DrawnRiverBorder[],
  keepClear: readonly Rect[] = [],
  dir?: string,
): { under: Item[]; over: Item[]; connections: DrawnConnection[]; notes: string[] } {
  const strategic: Item[] = [];
  const casings: Item[] = [];
  const lines: Item[] = [];
  const over: Item[] = [];
  const notes: string[] = [];
  const connections: DrawnConnection[] = [];
  // Each connection's shared border, worked out when asked: the route search reads them all, but a bundled game's
  // routes are kept in its folder, and then only a bridge needs its border (the rest ask whether there is one).
  const kept: ([Point, Point][] | undefined)[] = [];
  const borderOf = (k: number): [Point, Point][] | undefined => {
    if (k in kept) return kept[k];
    const c = map.connections[k]!;
    const [a, b] = [placed.get(c.between[0]), placed.get(c.between[1])];
    return (kept[k] = !a || !b ? undefined : !a.box && !b.box ? sharedBorder(a.polygon, b.polygon, 0.5) : []);
  };
  // What the searches read: the connections, each area's shape, town and box, the frame and the boxes kept clear.
  const inputs = {
    connections: map.connections.map((c) => [c.kind, ...c.between]),
    placed: [...placed].map(([id, p]) => [id, p.polygon, p.centre, p.box ?? null]),
    outline,
    keepClear,
    // Entry arrows routed round the frame and along borders (their drawn lines kept): answers kept before are not.
    entries: 'routed, inland marked',
  };
  // Whether the two operational areas a connection joins share a border (none for a box): the search has worked out
  // every border by then; a kept answer holds them, and each is not asked again (a tenth of a cold map's roads).
  const sharing = (k: number): boolean | undefined => {
    const c = map.connections[k]!;
    const [a, b] = [placed.get(c.between[0]), placed.get(c.between[1])];
    if (!a || !b || a.box || b.box) return undefined;
    const known = kept[k];
    return known ? known.length > 0 : sharesBorder(a.polygon, b.polygon, 0.5);
  };
  const routes = frozenOr(dir, 'routes', inputs, () => {
    const found = searchRoutes(
      map,
      placed,
      outline,
      keepClear,
      map.connections.map((_, k) => borderOf(k)),
    );
    return { ...found, shared: map.connections.map((_, k) => sharing(k) ?? null) };
  });
  const entryRoute = (box: string, area: string) => routes.entries.find((r) => r.box === box && r.area === area);
  const entryMark = (box: string, area: string) => routes.marks.find((m) => m.box === box && m.area === area);
  map.connections.forEach((c, k) => {
    const a = placed.get(c.between[0]);
    const b = placed.get(c.between[1]);
    if (!a || !b) return;
    const from = endpoint(a, b.centre);
    const to = endpoint(b, a.centre);
    const shared = a.box || b.box ? undefined : (routes.shared?.[k] ?? sharing(k));
    const drawn = c.kind === 'road' || c.kind === 'bridge' || c.kind === 'trail';
    const course = routes.roads[k];
    // A road is drawn as its curve and measured (by every check on what is drawn) as that curve made a line, within
    // ROAD_FLATNESS of it.
    const pts: Point[] = course ? flattenCubicsWithin(course.curve, ROAD_FLATNESS) : (routes.lines[k] ?? [from, to]);
    if (drawn && shared === false)
      notes.push(`${c.kind} ${c.between.join('–')}: the drawn areas share no border; it crosses another area`);
    connections.push({
      between: c.between,
      kind: c.kind,
      from,
      to,
      ...(shared !== undefined ? { sharedBorder: shared } : {}),
      route: pts,
    });
    const crossing = course?.crossing ?? (shared ? pts[Math.floor(pts.length / 2)] : undefined);
    const d = course ? cubicsPath(course.curve) : polylinePath(pts);
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
              bridgeMark(
                at,
                crossing ? across(borderOf(k)!, at) : from,
                crossing ? across(borderOf(k)!, at, -1) : to,
                roadWidth,
              ),
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
        strategic.push(path(d, box, { stroke: INK, width: 1.8, cap: 'round', join: 'round' }));
        break;
      case 'entry': {
        // From the side of the strategic box facing the map to a point well inside the area the data names.
        const box0 = a.box ? a : b;
        const area = a.box ? b : a;
        const mark = entryMark(box0.area.id, area.area.id);
        if (mark) {
          Object.assign(connections[connections.length - 1]!, { route: markRing(mark), mark });
          over.push(...entryMarkItems(mark.at[0], mark.at[1], mark.radius, mark.letter));
          break;
        }
        const r = entryRoute(box0.area.id, area.area.id);
        if (!r) break;
        connections[connections.length - 1]!.route = r.route;
        // The shaft along the route, cased in white like the head, and the head along the route's last stretch.
        const head = arrowHead(r.route, ENTRY_ARROW_WIDTH);
        const around = boxAround(r.route, mmToPt(4));
        const shaft = polylinePath(head.shaft);
        over.push(
          path(shaft, around, { stroke: '#ffffff', width: ENTRY_ARROW_WIDTH + 1.2, join: 'round' }),
          path(shaft, around, { stroke: INK, width: ENTRY_ARROW_WIDTH, join: 'round' }),
          path(arrowPath(head.base, head.tip, ENTRY_ARROW_WIDTH, true), around, {
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
  });
  return { under: [...strategic, ...casings, ...lines], over, connections, notes };
}
