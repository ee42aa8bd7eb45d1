import { boundsOf, distance, rectCorners, type Point, type Rect } from '../../../geometry/point.js';
import { distanceToBorder, pointInPolygon } from '../../../geometry/area/polygon.js';
import { lineStaysInside, nearBorder } from '../../../geometry/area/edge-grid.js';
import { sharedBorder } from '../../../geometry/area/shared-border.js';
import { rectMaze, routeLength } from '../../../geometry/route-around.js';
import { flattenCubicsWithin, roundedChain, smoothChain } from '../../../geometry/cubic.js';
import { mmToPt } from '../../../print/units.js';
import { arrowHead } from '../arrow.js';
import { segmentNearRect } from '../../../geometry/segment.js';
import { ARROW_CLEAR_MM, arrowsClearance, BOX_CLEAR_MM } from './arrow-shape.js';
import type { PlacedArea } from './area-model.js';

/** How far inside the area it enters an entry arrow's tip stands, at least, pt. */
export const ENTRY_TIP_DEPTH = mmToPt(4);
/** An entry arrow's shaft width, pt (its head is 3.2 times as long and 3.2 times as wide). */
export const ENTRY_ARROW_WIDTH = mmToPt(1.4);
/**
 * How far an entry arrow into an area that meets the frame may stray into another area, pt: none, but for the
 * rounding of a curve made a line. It comes in across its own stretch of frame and has no need of a border; one
 * drawn along a border covers it with its 1.4 mm shaft and reads as crossing both areas (issue 24: look2 counted
 * C – Bitche's arrows running along borders as crossing).
 */
export const ARROW_OFF_OTHERS = 0.5;

/** Whether an area's outline runs along a side of the frame (an edge with both ends on one side). */
export function meetsFrame(poly: readonly Point[], frame: Rect): boolean {
  return poly.some((p, i) => edgeSide(p, poly[(i + 1) % poly.length]!, frame) !== undefined);
}
/** The least paper between two entry arrows as printed, shaft and head, pt. */
export const ARROW_CLEAR = mmToPt(ARROW_CLEAR_MM);
/** The least paper between an entry arrow's shaft and a box it does not leave, pt. */
export const BOX_CLEAR = mmToPt(BOX_CLEAR_MM);
/** Two arrows that share a stretch of border or an entry point run side by side this far apart, pt: ARROW_CLEAR
 * of paper between their shafts, and a hair. */
const LANE = ENTRY_ARROW_WIDTH + mmToPt(ARROW_CLEAR_MM + 0.1);
/**
 * The least room between two entry arrows' gates on the frame, pt: less than SPREAD, so that two arrows into an
 * area whose stretch of frame lies mostly beside a box both come in where the boxes leave a gap (issue 24: with 9 mm
 * between them, Wissembourg's arrow into Dambach came in by Lauterbourg's title bar).
 */
const GATE_APART = mmToPt(5.5);
/** The least room between two entry arrows' starts and between their tips, pt. */
const SPREAD = mmToPt(9);
/** An arrow leaves its box no nearer a corner than this, pt. */
const EDGE = mmToPt(4);
/** How far from the frame an arrow runs round it, outside (in the edge zone between the frame and the boxes), pt. */
const ZONE = mmToPt(3);
/** An arrow's last straight leg inside its area is this long at least: its head and a little shaft, pt. */
const MIN_LEG = mmToPt(7);
/** How far into its area an arrow's tip reaches from where it comes in, when the area has the room, pt. */
const LEG = mmToPt(14);
/** An arrow enters its area across the frame no nearer the ends of its stretch of frame than this, pt. */
const STRETCH_END = mmToPt(4);
/** A stretch of border costs this many times its length: an arrow runs between areas only where it must. */
const BORDER_COST = 1.5;
/** A stretch of border an earlier arrow runs along costs this many times more again. */
const SHARED_COST = 3;
/** The way round the frame outside it costs this many times its length: an arrow comes in near its box. */
const OUTSIDE_COST = 2;
/** A way in by another side of the frame is taken only if it runs no more than this many times as far. */
const DETOUR = 2.5;
/** How finely the drawn curve is made a line, pt. */
const FLATNESS = 0.1;

export interface EntryRoute {
  box: string;
  area: string;
  start: Point;
  tip: Point;
  /** The arrow's middle line as drawn, from the box to the tip. */
  route: Point[];
}

type Side = 'left' | 'right' | 'top' | 'bottom';

const OUT: Record<Side, Point> = { top: [0, -1], bottom: [0, 1], left: [-1, 0], right: [1, 0] };

/** The side of the frame a point lies on (within `tol`), if any. */
function frameSide(p: Point, f: Rect, tol = 0.5): Side | undefined {
  if (p[0] < f.x - tol || p[0] > f.x + f.width + tol || p[1] < f.y - tol || p[1] > f.y + f.height + tol) return;
  if (Math.abs(p[1] - f.y) <= tol) return 'top';
  if (Math.abs(p[1] - f.y - f.height) <= tol) return 'bottom';
  if (Math.abs(p[0] - f.x) <= tol) return 'left';
  if (Math.abs(p[0] - f.x - f.width) <= tol) return 'right';
  return undefined;
}

/** The side of the frame an edge lies along (both its ends on it, within half a point), if any. */
function edgeSide(p: Point, q: Point, f: Rect): Side | undefined {
  const on = (a: number, b: number) => Math.abs(a - b) <= 0.5;
  if (on(p[1], f.y) && on(q[1], f.y)) return 'top';
  if (on(p[1], f.y + f.height) && on(q[1], f.y + f.height)) return 'bottom';
  if (on(p[0], f.x) && on(q[0], f.x)) return 'left';
  if (on(p[0], f.x + f.width) && on(q[0], f.x + f.width)) return 'right';
  return undefined;
}

/** The side of a box that faces the operational map. */
function facing(box: Rect, outline: Rect): Side {
  const gaps: [Side, number][] = [
    ['right', outline.x - (box.x + box.width)],
    ['left', box.x - (outline.x + outline.width)],
    ['bottom', outline.y - (box.y + box.height)],
    ['top', box.y - (outline.y + outline.height)],
  ];
  return gaps.reduce((a, b) => (b[1] > a[1] ? b : a))[0];
}

/** Points well inside an area, on a grid: where an arrow's tip may stand. */
function innerPoints(a: PlacedArea, depth: number): Point[] {
  const xs = a.polygon.map((p) => p[0]);
  const ys = a.polygon.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const step = mmToPt(2);
  const out: Point[] = [];
  for (let y = minY; y <= maxY; y += step)
    for (let x = minX; x <= maxX; x += step) {
      const p: Point = [x, y];
      if (pointInPolygon(p, a.polygon) && !nearBorder(p, a.polygon, depth)) out.push(p);
    }
  return out;
}

/** The borders between operational areas as a graph: where an arrow may run between two areas it does not enter. */
interface BorderNet {
  nodes: Point[];
  /** Each node's neighbours: [node, length, edge key]. */
  links: [number, number, string][][];
  /** The areas each node lies on the border of. */
  areas: Set<string>[];
}

function borderNet(areas: readonly PlacedArea[]): BorderNet {
  const nodes: Point[] = [];
  const links: [number, number, string][][] = [];
  const on: Set<string>[] = [];
  const cells = new Map<string, number[]>();
  const cellOf = (p: Point) => [Math.floor(p[0] / 2), Math.floor(p[1] / 2)] as const;
  // Two areas' copies of one corner differ by a rounding: a corner within 0.75 pt of a node is that node.
  const node = (p: Point, ids: string[]): number => {
    const [cx, cy] = cellOf(p);
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (const k of cells.get(`${cx + dx},${cy + dy}`) ?? [])
          if (distance(nodes[k]!, p) < 0.75) {
            for (const id of ids) on[k]!.add(id);
            return k;
          }
    nodes.push(p);
    links.push([]);
    on.push(new Set(ids));
    const key = `${cx},${cy}`;
    cells.set(key, [...(cells.get(key) ?? []), nodes.length - 1]);
    return nodes.length - 1;
  };
  const bounds = areas.map((a) => {
    const xs = a.polygon.map((p) => p[0]);
    const ys = a.polygon.map((p) => p[1]);
    return [Math.min(...xs) - 1, Math.max(...xs) + 1, Math.min(...ys) - 1, Math.max(...ys) + 1] as const;
  });
  for (let i = 0; i < areas.length; i++)
    for (let j = i + 1; j < areas.length; j++) {
      const [a, b] = [bounds[i]!, bounds[j]!];
      if (a[1] < b[0] || b[1] < a[0] || a[3] < b[2] || b[3] < a[2]) continue;
      const ids = [areas[i]!.area.id, areas[j]!.area.id];
      for (const [p, q] of sharedBorder(areas[i]!.polygon, areas[j]!.polygon, 0.5)) {
        const [u, v] = [node(p, ids), node(q, ids)];
        if (u === v) continue;
        const key = u < v ? `${u}-${v}` : `${v}-${u}`;
        const len = distance(nodes[u]!, nodes[v]!);
        if (!links[u]!.some((l) => l[0] === v)) {
          links[u]!.push([v, len, key]);
          links[v]!.push([u, len, key]);
        }
      }
    }
  return { nodes, links, areas: on };
}

/** Dijkstra from several sources at once (each with its own starting cost): each node's cost and next step. */
function costsFrom(
  net: BorderNet,
  sources: ReadonlyMap<number, number>,
  edgeCost: (key: string, len: number) => number,
): { cost: Float64Array; next: Int32Array } {
  const n = net.nodes.length;
  const cost = new Float64Array(n).fill(Infinity);
  const next = new Int32Array(n).fill(-1);
  const heap: [number, number][] = [];
  const push = (c: number, k: number) => {
    heap.push([c, k]);
    for (let i = heap.length - 1; i > 0; ) {
      const p = (i - 1) >> 1;
      if (heap[p]![0] <= heap[i]![0]) break;
      [heap[p], heap[i]] = [heap[i]!, heap[p]!];
      i = p;
    }
  };
  const pop = (): [number, number] => {
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length) {
      heap[0] = last;
      for (let i = 0; ; ) {
        const [l, r] = [2 * i + 1, 2 * i + 2];
        let m = i;
        if (l < heap.length && heap[l]![0] < heap[m]![0]) m = l;
        if (r < heap.length && heap[r]![0] < heap[m]![0]) m = r;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i]!, heap[m]!];
        i = m;
      }
    }
    return top;
  };
  for (const [k, c] of sources) {
    cost[k] = c;
    push(c, k);
  }
  while (heap.length) {
    const [c, k] = pop();
    if (c > cost[k]!) continue;
    for (const [m, len, key] of net.links[k]!) {
      const d = c + edgeCost(key, len);
      if (d < cost[m]!) {
        cost[m] = d;
        next[m] = k;
        push(d, m);
      }
    }
  }
  return { cost, next };
}

/** One arrow's way as found: where it crosses the frame, the border it follows, the leg into its area. */
interface Way {
  e: { box: PlacedArea; area: PlacedArea };
  /** The point on the frame where it comes in, and the frame's side there. */
  gate: Point;
  side: Side;
  /** A junction of borders on the frame (the arrow follows borders from there), or the area's own frame. */
  junction: boolean;
  /** From the gate to the tip: the border's corners, then the tip. */
  inside: Point[];
  /** The border stretches it follows. */
  edges: string[];
  cost: number;
}

/** An area's spots for an arrow's tip, and by gate and way in the order they are tried and which a leg reaches. */
interface TipSpots {
  depth: number;
  spots: Point[];
  /** The spots' indices far enough from the gate, nearest the aim first, by gateKey or nodeKey. */
  orders: Map<number, Int32Array>;
  /** Whether a straight leg from the gate reaches each spot: 1 yes, -1 no, 0 not yet asked. */
  stays: Map<number, Int8Array>;
  /** The gates on the area's own stretch of frame (see frameGates), once asked for. */
  gates?: { gate: Point; side: Side; key: number }[];
}

/**
 * A gate's key: the step along the area's edge `edge` (a gate is where it is, and comes straight in, by those two
 * alone). Odd keys are the border net's junctions (nodeKey), whose leg aims at the area's middle.
 */
const gateKey = (edge: number, step: number): number => (edge * 2 ** 20 + step) * 2;
const nodeKey = (node: number): number => node * 2 + 1;

/**
 * Where each entry arrow is drawn, as a player would follow it: from the side of its strategic box that faces the
 * map, round the frame in the edge zone between the frame and the boxes where it must, in across the frame, and
 * then either straight into the area the data names (where that area reaches the frame) or along the borders
 * between other areas (running between two areas it enters neither) to that area, its tip well inside it, clear
 * of town marks (`avoid`) and of the other arrows' tips. Arrows that come in at one point run side by side. The way
 * is a polyline through those points, drawn as a smooth curve (geometry/cubic.ts) as far as the curve still keeps to
 * its way (entryStray finds nothing), and the route kept is that curve made a line.
 */
export function entryRoutes(
  entries: readonly { box: PlacedArea; area: PlacedArea }[],
  outline: Rect,
  avoid: (p: Point) => boolean,
  areas: readonly PlacedArea[],
  boxes: readonly PlacedArea[],
  keepClear: readonly Rect[] = [],
): EntryRoute[] {
  const net = borderNet(areas);
  const rects = [outline, ...boxes.map((b) => b.box!), ...keepClear];
  // The edge zone on each side: the gap between the frame and the nearest box facing it. An arrow runs round the
  // frame in the middle of it, keeping as far from the frame and the boxes as the narrowest gap lets it.
  const gaps = { top: Infinity, bottom: Infinity, left: Infinity, right: Infinity } as Record<Side, number>;
  for (const r of [...boxes.map((b) => b.box!), ...keepClear]) {
    const side = facing(r, outline);
    const gap = {
      bottom: outline.y - (r.y + r.height),
      top: r.y - (outline.y + outline.height),
      right: outline.x - (r.x + r.width),
      left: r.x - (outline.x + outline.width),
    }[side];
    // The box faces the frame's opposite side: a box facing down lies above the frame.
    const frameSide = ({ bottom: 'top', top: 'bottom', right: 'left', left: 'right' } as const)[side];
    if (gap > 0) gaps[frameSide] = Math.min(gaps[frameSide], gap);
  }
  const narrowest = Math.min(...Object.values(gaps));
  const margin = Math.max(1, Math.min(ZONE, Number.isFinite(narrowest) ? narrowest / 2 - 0.5 : ZONE));
  const maze = rectMaze(rects, margin);
  const outward = (gate: Point, side: Side): Point => {
    const d = Number.isFinite(gaps[side]) ? Math.max(margin + 0.5, gaps[side] / 2) : ZONE + 1;
    return [gate[0] + OUT[side][0] * d, gate[1] + OUT[side][1] * d];
  };
  const world: World = {
    outline,
    maze,
    areas: areas.map((a) => ({ id: a.area.id, polygon: a.polygon })),
    blockers: [
      ...boxes.map((b) => ({ id: b.area.id, ...b.box! })),
      ...keepClear.map((r, i) => ({ id: `box ${i + 1}`, ...r })),
    ],
    through: (box) => [1 + boxes.indexOf(box)],
    outward,
  };
  const banOf = (w: Way) => `${w.e.box.area.id}|${w.e.area.area.id}|${w.side}`;
  // Each area's spots for a tip (its inner grid clear of the towns), the order they are tried in from each gate and
  // whether a leg from the gate reaches them: the arrows are routed many times over (a fresh Nordwind map spent 13 s
  // sorting every spot again for every gate).
  const tipSpots = new Map<PlacedArea, TipSpots>();
  // The gates along an area's own stretch of frame, every 3 mm, clear of the junctions and the frame's corners.
  const frameGates = (t: PlacedArea, corners: readonly Point[]): NonNullable<TipSpots['gates']> => {
    const out: NonNullable<TipSpots['gates']> = [];
    for (let i = 0; i < t.polygon.length; i++) {
      const [p, q] = [t.polygon[i]!, t.polygon[(i + 1) % t.polygon.length]!];
      const side = edgeSide(p, q, outline);
      if (!side) continue;
      const len = distance(p, q);
      for (let s = 0, step = 0; s <= len; s += mmToPt(3), step++) {
        const gate: Point = [p[0] + ((q[0] - p[0]) * s) / (len || 1), p[1] + ((q[1] - p[1]) * s) / (len || 1)];
        if (net.nodes.some((n) => Math.abs(n[0] - gate[0]) < STRETCH_END && distance(n, gate) < STRETCH_END)) continue;
        if (corners.some((c) => distance(c, gate) < STRETCH_END)) continue;
        out.push({ gate, side, key: gateKey(i, step) });
      }
    }
    return out;
  };
  const spotsIn = (t: PlacedArea, depth: number): TipSpots => ({
    depth,
    spots: innerPoints(t, depth).filter((p) => !avoid(p)),
    orders: new Map(),
    stays: new Map(),
  });
  // Routes every arrow, the ways in `bans` (an arrow's box, area and side of the frame) not tried.
  const choose = (
    bans: ReadonlySet<string>,
    swaps: readonly (readonly [number, number])[] = [],
  ): { routes: EntryRoute[]; ways: Way[]; stuck: boolean } => {
    const used = new Map<string, number>();
    let stuck = false;
    const corners = rectCorners(outline);
    const tips: Point[] = [];
    const ways: Way[] = [];
    const outsideLength = (from: Point, to: Point, box: PlacedArea) => {
      const r = maze.route(from, to, world.through(box));
      return r ? routeLength(r) : Infinity;
    };
    // The shortest arrows first: an arrow from a box beside its area takes the way in there, and a longer one from
    // farther off comes in elsewhere, rather than along it.
    const reach = (e: (typeof entries)[number]) => distance(e.box.centre, e.area.centre);
    for (const e of [...entries].sort((a, b) => reach(a) - reach(b))) {
      const t = e.area;
      const depth = Math.min(ENTRY_TIP_DEPTH, distanceToBorder(t.centre, t.polygon) * 0.8);
      const known = tipSpots.get(t);
      const area = known?.depth === depth ? known : spotsIn(t, depth);
      tipSpots.set(t, area);
      const { spots: all, orders, stays } = area;
      // The spots clear of the tips already placed.
      const free = all.map((p) => tips.every((o) => distance(o, p) >= SPREAD));
      const spots = all.filter((_, i) => free[i]);
      // The tip a straight leg from `at` reaches inside the area nearest the point LEG along `dir` (straight in), no
      // nearer `at` than MIN_LEG.
      const tipFrom = (at: Point, dir: Point, key: number): Point | undefined => {
        const aim: Point = [at[0] + dir[0] * LEG, at[1] + dir[1] * LEG];
        if (!spots.length) {
          const c = t.centre;
          return distance(c, at) >= MIN_LEG && lineStaysInside(c, at, t.polygon) ? c : undefined;
        }
        // The spots far enough from `at`, nearest the aim first (ties in the grid's order), and which of them a
        // straight leg reaches: the same for this gate and way in every time the arrows are routed again.
        let order = orders.get(key);
        if (!order) {
          const d = all.map((p) => distance(p, aim));
          order = Int32Array.from(all.flatMap((p, i) => (distance(p, at) >= MIN_LEG ? [i] : [])));
          order.sort((i, j) => d[i]! - d[j]! || i - j);
          orders.set(key, order);
          stays.set(key, new Int8Array(all.length));
        }
        const reaches = stays.get(key)!;
        for (const i of order) {
          if (!free[i]) continue;
          reaches[i] ||= lineStaysInside(all[i]!, at, t.polygon) ? 1 : -1;
          if (reaches[i] === 1) return all[i];
        }
        return undefined;
      };
      const towardsMiddle = (at: Point): Point => {
        const d = distance(at, t.centre) || 1;
        return [(t.centre[0] - at[0]) / d, (t.centre[1] - at[1]) / d];
      };
      const options: Way[] = [];
      // Straight in across the area's own stretch of frame, clear of the corners where a neighbour meets it.
      area.gates ??= frameGates(t, corners);
      for (const { gate, side, key } of area.gates) {
        // Clear of where an earlier arrow comes in.
        if (ways.some((w) => distance(w.gate, gate) < (wide.has(t.area.id) ? SPREAD : GATE_APART))) continue;
        const tip = tipFrom(gate, [-OUT[side][0], -OUT[side][1]], key);
        if (!tip) continue;
        if (bans.has(`${e.box.area.id}|${t.area.id}|${side}`)) continue;
        options.push({ e, gate, side, junction: false, inside: [tip], edges: [], cost: distance(gate, tip) });
      }
      // Along borders from a junction on the frame: the cheapest way from each junction to a corner of the area's
      // border, and the straight leg from there to a tip.
      const sources = new Map<number, number>();
      const legTips = new Map<number, Point>();
      net.nodes.forEach((n, k) => {
        if (!net.areas[k]!.has(t.area.id)) return;
        const tip = tipFrom(n, towardsMiddle(n), nodeKey(k));
        if (!tip) return;
        sources.set(k, distance(n, tip));
        legTips.set(k, tip);
      });
      if (sources.size) {
        const { cost, next } = costsFrom(
          net,
          sources,
          (key, len) => len * BORDER_COST * (used.has(key) ? SHARED_COST : 1),
        );
        net.nodes.forEach((n, k) => {
          const side = frameSide(n, outline);
          if (!side || cost[k] === Infinity || net.areas[k]!.has(t.area.id)) return;
          if (bans.has(`${e.box.area.id}|${t.area.id}|${side}`)) return;
          const inside: Point[] = [];
          const edges: string[] = [];
          let m = k;
          while (next[m]! >= 0) {
            const to = next[m]!;
            edges.push(m < to ? `${m}-${to}` : `${to}-${m}`);
            m = to;
            inside.push(net.nodes[m]!);
          }
          inside.push(legTips.get(m)!);
          options.push({ e, gate: n, side, junction: true, inside, edges, cost: cost[k]! });
        });
      }
      // The way outside the frame costs at least the straight line to the gate: the options are measured round the
      // boxes cheapest first, until the next cannot cost less than the best.
      const least = (w: Way) => w.cost + OUTSIDE_COST * distance(e.box.centre, outward(w.gate, w.side));
      options.sort((a, b) => least(a) - least(b));
      let best: Way | undefined;
      for (const w of options) {
        if (best && least(w) >= best.cost) break;
        const cost = w.cost + OUTSIDE_COST * outsideLength(e.box.centre, outward(w.gate, w.side), e.box);
        if (cost < Infinity && (!best || cost < best.cost)) best = { ...w, cost };
      }
      // No way in keeps to its area and the borders: straight to the area's middle, which the check refuses.
      if (!best) stuck = true;
      const way = best ?? { e, gate: t.centre, side: 'top', junction: false, inside: [t.centre], edges: [], cost: 0 };
      for (const key of way.edges) used.set(key, (used.get(key) ?? 0) + 1);
      tips.push(way.inside[way.inside.length - 1]!);
      ways.push(way);
    }
    // Two arrows into one area that cross take each other's way in past the frame (the same gates and tips).
    for (const [i, j] of swaps) {
      const [a, b] = [ways.find((w) => w.e === entries[i]), ways.find((w) => w.e === entries[j])];
      if (!a || !b) continue;
      const keep = { gate: a.gate, side: a.side, junction: a.junction, inside: a.inside, edges: a.edges };
      Object.assign(a, { gate: b.gate, side: b.side, junction: b.junction, inside: b.inside, edges: b.edges });
      Object.assign(b, keep);
    }
    const byBox = [...new Set(entries.map((e) => e.box))];
    const drawn = byBox.flatMap((box) =>
      drawWays(
        ways.filter((w) => w.e.box === box),
        ways,
        world,
      ),
    );
    // In the data's order.
    const routes = entries.map((e) => drawn.find((d) => d.box === e.box.area.id && d.area === e.area.area.id)!);
    return { routes, ways, stuck };
  };
  // Areas whose arrows come in SPREAD apart on the frame, not GATE_APART: where two come in side by side nearer than
  // ARROW_CLEAR as printed.
  const wide = new Set<string>();
  let settled = settle();
  for (let round = 0; round < 4; round++) {
    const pair = clearanceClashes(settled).find(([i, j]) => entries[i]!.area === entries[j]!.area);
    const area = pair && entries[pair[0]]!.area.area.id;
    if (!area || wide.has(area)) break;
    wide.add(area);
    const next = settle();
    if (clearanceClashes(next).length < clearanceClashes(settled).length) settled = next;
    else wide.delete(area);
  }
  return settled;

  function settle(): EntryRoute[] {
    // Two arrows that run together are told apart by sending the longer one in by another side of the frame (its
    // way there was the cheapest, so the next cheapest comes in elsewhere), while such a way is left.
    const bans = new Set<string>();
    let found = choose(bans);
    for (let round = 0; round < 8; round++) {
      // An arrow pushed off its border by the lanes of others through its junction strays: the longest of them goes.
      const strayed = found.ways.find((x) => {
        const r = found.routes[entries.indexOf(x.e)]!;
        const own = { box: r.box, area: r.area };
        return entryStray(r.route, own, world.areas, outline, world.blockers) !== undefined;
      });
      const mates = strayed?.junction
        ? found.ways.filter((x) => x.junction && distance(x.gate, strayed.gate) < 0.5)
        : strayed
          ? [strayed]
          : [];
      const reach = (x: Way) => distance(x.e.box.centre, x.e.area.centre);
      const clash = mates.length
        ? mates.reduce((a, b) => (reach(b) > reach(a) ? b : a)).e
        : firstClash(found.routes, entries);
      if (!clash) break;
      const w = found.ways.find((x) => x.e === clash)!;
      const next = choose(new Set([...bans, banOf(w)]));
      if (next.stuck) break;
      // A way round by another side of the frame that runs more than DETOUR times as far is no way: the arrow keeps
      // its own (issue 24: on A4, C – Bitche's arrow to Eguelshardt went round the map's west side, 1,758 pt).
      const k = entries.indexOf(clash);
      if (routeLength(next.routes[k]!.route) > DETOUR * routeLength(found.routes[k]!.route)) break;
      bans.add(banOf(w));
      found = next;
    }
    // Arrows that cross are drawn again with their ways in swapped, where two boxes' arrows enter one area (issue 24:
    // Phalsbourg's and Saverne Gap's into La Petite-Pierre, D's and Wissembourg's into Dambach), while that leaves
    // fewer crossings.
    const crossings = (routes: readonly EntryRoute[]) => {
      const out: [number, number][] = [];
      for (let i = 0; i < routes.length; i++)
        for (let j = i + 1; j < routes.length; j++)
          if (routesCross(routes[i]!.route, routes[j]!.route)) out.push([i, j]);
      return out;
    };
    const swaps: [number, number][] = [];
    let crossed = crossings(found.routes);
    const tried = new Set<string>();
    for (let round = 0; round < 8 && crossed.length; round++) {
      const pair = crossed.find(([i, j]) => entries[i]!.area === entries[j]!.area && !tried.has(`${i}|${j}`));
      if (!pair) break;
      tried.add(`${pair[0]}|${pair[1]}`);
      const next = choose(bans, [...swaps, pair]);
      const now = crossings(next.routes);
      if (next.stuck || now.length >= crossed.length) continue;
      swaps.push(pair);
      found = next;
      crossed = now;
    }
    return found.routes;
  }
}

/** The pairs of drawn arrows that cross or come nearer than ARROW_CLEAR as printed. */
function clearanceClashes(routes: readonly EntryRoute[]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < routes.length; i++)
    for (let j = i + 1; j < routes.length; j++) {
      const [a, b] = [routes[i]!.route, routes[j]!.route];
      if (routesCross(a, b) || arrowsClearance(a, b, ENTRY_ARROW_WIDTH, ARROW_CLEAR) < ARROW_CLEAR) out.push([i, j]);
    }
  return out;
}

/** Whether two drawn lines cross (or touch) anywhere. */
export function routesCross(a: readonly Point[], b: readonly Point[]): boolean {
  for (let i = 1; i < a.length; i++)
    for (let j = 1; j < b.length; j++) {
      const [p, q, r, t] = [a[i - 1]!, a[i]!, b[j - 1]!, b[j]!];
      if (
        Math.max(p[0], q[0]) < Math.min(r[0], t[0]) ||
        Math.max(r[0], t[0]) < Math.min(p[0], q[0]) ||
        Math.max(p[1], q[1]) < Math.min(r[1], t[1]) ||
        Math.max(r[1], t[1]) < Math.min(p[1], q[1])
      )
        continue;
      const o = (u: Point, v: Point, w: Point) =>
        Math.sign((v[0] - u[0]) * (w[1] - u[1]) - (v[1] - u[1]) * (w[0] - u[0]));
      if (o(p, q, r) !== o(p, q, t) && o(r, t, p) !== o(r, t, q)) return true;
    }
  return false;
}

/**
 * The longer of the first two entry arrows that come nearer than ARROW_CLEAR as printed (their shafts 1.4 mm wide
 * and their heads), if any. Two that cross are left to the swap of their ways in.
 */
function firstClash<E extends { box: PlacedArea; area: PlacedArea }>(
  routes: readonly EntryRoute[],
  entries: readonly E[],
): E | undefined {
  const reach = (e: E) => distance(e.box.centre, e.area.centre);
  for (let i = 0; i < routes.length; i++)
    for (let j = i + 1; j < routes.length; j++) {
      const [p, q] = [routes[i]!, routes[j]!];
      if (routesCross(p.route, q.route)) continue;
      if (arrowsClearance(p.route, q.route, ENTRY_ARROW_WIDTH, ARROW_CLEAR) >= ARROW_CLEAR) continue;
      const [a, b] = [entries[i]!, entries[j]!];
      return reach(a) > reach(b) ? a : b;
    }
  return undefined;
}

/** What drawing a way needs to know of the map: its frame, the way round the boxes, the areas and the boxes. */
interface World {
  outline: Rect;
  maze: ReturnType<typeof rectMaze>;
  areas: { id: string; polygon: readonly Point[] }[];
  blockers: ({ id: string } & Rect)[];
  through: (box: PlacedArea) => number[];
  /** The point in the edge zone outside a gate on the frame's side. */
  outward: (gate: Point, side: Side) => Point;
}

/**
 * One box's arrows, drawn. Each leaves the side of its box that faces where it crosses the frame: the side opposite
 * its gate, or, for a gate beyond the end of the box, the box's end (it runs along the edge zone from there, and the
 * arrows of one box nest: the one to the nearest gate leaves nearest the frame). Starts on one side are spread in
 * that order, clear of the box's corners; each is routed round the boxes to its gate, arrows through one gate side
 * by side.
 */
function drawWays(mine: readonly Way[], all: readonly Way[], world: World): EntryRoute[] {
  if (!mine.length) return [];
  const r = mine[0]!.e.box.box!;
  const shifts = new Map(mine.map((w) => [w, laneShift(w, all)]));
  const outOf = (w: Way) => {
    const s = shifts.get(w)![0]!;
    return world.outward([w.gate[0] + s[0], w.gate[1] + s[1]], w.side);
  };
  const placed = mine.map((w) => {
    const o = outOf(w);
    const inX = o[0] >= r.x && o[0] <= r.x + r.width;
    const inY = o[1] >= r.y && o[1] <= r.y + r.height;
    const cx = r.x + r.width / 2;
    const cy = r.y + r.height / 2;
    const horizontalFrame = w.side === 'top' || w.side === 'bottom';
    let side: Side;
    let end = false;
    if (inX && !inY) side = o[1] < cy ? 'top' : 'bottom';
    else if (inY && !inX) side = o[0] < cx ? 'left' : 'right';
    else {
      // Beyond a corner: leave by the box's end, towards the gate along the edge zone.
      end = true;
      side = horizontalFrame ? (o[0] < cx ? 'left' : 'right') : o[1] < cy ? 'top' : 'bottom';
    }
    const along = side === 'top' || side === 'bottom';
    // How far past the box's end the gate lies, and on which hand of the side the frame is.
    const beyond = along ? Math.abs(o[1] - cy) - r.height / 2 : Math.abs(o[0] - cx) - r.width / 2;
    const toward = along ? Math.sign(o[0] - cx) : Math.sign(o[1] - cy);
    return { w, o, side, end, along, beyond, toward };
  });
  const out: EntryRoute[] = [];
  for (const side of ['top', 'bottom', 'left', 'right'] as const) {
    const group = placed.filter((p) => p.side === side);
    if (!group.length) continue;
    const along = side === 'top' || side === 'bottom';
    const lo = along ? r.x : r.y;
    const len = along ? r.width : r.height;
    // A corner the box's arrows leave on both sides of is kept SPREAD clear, so two starts do not meet round it.
    const used = new Set(placed.map((p) => p.side));
    const [lowSide, highSide]: Side[] = along ? ['left', 'right'] : ['top', 'bottom'];
    // So is the corner an arrow to a gate past the box's end leaves by: it crosses the edge zone to the frame at a
    // wide angle, square across an arrow running along the zone there.
    const endward = (toward: (t: number) => boolean) => group.some((p) => p.end && toward(p.toward));
    const wide = Math.max(EDGE, Math.min(SPREAD, len / 3));
    const lowEdge = used.has(lowSide) || endward((t) => t <= 0) ? wide : EDGE;
    const highEdge = used.has(highSide) || endward((t) => t > 0) ? wide : EDGE;
    const gap = Math.min(SPREAD, (len - lowEdge - highEdge) / Math.max(1, group.length - 1));
    const ends = group.filter((p) => p.end);
    const facing = group.filter((p) => !p.end);
    // Facing arrows in the order of their gates along the side, over their gates where they can.
    const order = [...facing].sort((a, b) => (along ? a.o[0] - b.o[0] : a.o[1] - b.o[1]));
    const keys = order.map((p) => (along ? p.o[0] : p.o[1]));
    // Arrows to gates past the box's end nest at the end nearest the frame, the nearest gate nearest it.
    const towardHigh = ends.filter((p) => p.toward > 0).sort((a, b) => b.beyond - a.beyond);
    const towardLow = ends.filter((p) => p.toward <= 0).sort((a, b) => b.beyond - a.beyond);
    const all = [...towardLow.reverse(), ...order, ...towardHigh];
    const starts = [...towardLow.map(() => -Infinity), ...keys, ...towardHigh.map(() => Infinity)].map((k) =>
      Math.max(lo + lowEdge, Math.min(lo + len - highEdge, k)),
    );
    for (let i = 1; i < starts.length; i++) starts[i] = Math.max(starts[i]!, starts[i - 1]! + gap);
    if (starts[starts.length - 1]! > lo + len - highEdge) starts[starts.length - 1] = lo + len - highEdge;
    for (let i = starts.length - 2; i >= 0; i--) starts[i] = Math.min(starts[i]!, starts[i + 1]! - gap);
    const edgeAt = side === 'top' ? r.y : side === 'bottom' ? r.y + r.height : side === 'left' ? r.x : r.x + r.width;
    all.forEach((p, i) => {
      const w = p.w;
      const at = starts[i]!;
      const start: Point = along ? [at, edgeAt] : [edgeAt, at];
      const shift = shifts.get(w)!;
      const moved = [w.gate, ...w.inside].map((q, k): Point => [q[0] + shift[k]![0], q[1] + shift[k]![1]]);
      const o = world.outward(moved[0]!, w.side);
      const outside = world.maze.route(start, o, world.through(w.e.box)) ?? [start, o];
      const pts = dedupe([...outside, ...(w.junction ? [moved[0]!] : []), ...moved.slice(1)]);
      const route = smoothest(pts, w, world);
      out.push({ box: w.e.box.area.id, area: w.e.area.area.id, start, tip: route[route.length - 1]!, route });
    });
  }
  return out;
}

function dedupe(pts: Point[]): Point[] {
  return pts.filter((p, i) => !i || distance(p, pts[i - 1]!) > 0.5);
}

/**
 * How far each point of a way (its gate, then its inside points) is moved sideways to run beside the other ways
 * that come in at the same junction: the ways through it, ordered by the side they leave the shared stretch to,
 * take lanes LANE apart round it, for as long as they share it.
 */
function laneShift(w: Way, all: readonly Way[]): Point[] {
  const pts = (o: Way) => [o.gate, ...o.inside];
  const shift: Point[] = pts(w).map((): Point => [0, 0]);
  if (!w.junction) return shift;
  const mates = all.filter((o) => o.junction && distance(o.gate, w.gate) < 0.5);
  if (mates.length < 2) return shift;
  // How many points from the gate on two ways share.
  const shared = (a: Way, b: Way) => {
    const [p, q] = [pts(a), pts(b)];
    let k = 0;
    while (k < p.length - 1 && k < q.length - 1 && distance(p[k]!, q[k]!) < 0.5) k++;
    return k;
  };
  const run = (o: Way) => Math.max(...mates.filter((m) => m !== o).map((m) => shared(o, m)));
  // The turn a way makes where it leaves the stretch it shares: the ways turning furthest to the right run right.
  const turn = (o: Way) => {
    const p = pts(o);
    const k = run(o) - 1;
    const a = k > 0 ? p[k - 1]! : ([p[0]![0] + OUT[o.side][0], p[0]![1] + OUT[o.side][1]] as Point);
    const [b, c] = [p[k]!, p[k + 1]!];
    const [dx, dy, ex, ey] = [b[0] - a[0], b[1] - a[1], c[0] - b[0], c[1] - b[1]];
    return Math.atan2(dx * ey - dy * ex, dx * ex + dy * ey);
  };
  const sorted = [...mates].sort((a, b) => turn(a) - turn(b));
  const lane = (sorted.indexOf(w) - (sorted.length - 1) / 2) * LANE;
  const p = pts(w);
  for (let k = 0; k < run(w); k++) {
    const [a, b] = [p[Math.max(0, k - 1)]!, p[k + 1]!];
    const l = distance(a, b) || 1;
    // The normal to the way's direction here, to its right going in.
    shift[k] = [(-(b[1] - a[1]) / l) * lane, ((b[0] - a[0]) / l) * lane];
  }
  return shift;
}

/**
 * The smoothest curve through the points that still keeps to the way, made a line: a curve through them, or, where
 * that swings out onto a box or another area (an arrow along the 5 mm edge zone has under a point to spare), the
 * polyline with its corners rounded, the head's length kept straight; else the polyline itself.
 */
function smoothest(pts: readonly Point[], w: Way, world: World): Point[] {
  const own = { box: w.e.box.area.id, area: w.e.area.area.id };
  const keeps = (line: Point[]) =>
    !entryStray(line, own, world.areas, world.outline, world.blockers) && headInside(line, w.e.area.polygon);
  const head = ENTRY_ARROW_WIDTH * 3.2 + mmToPt(1);
  const curve = (tension: number) => () => flattenCubicsWithin(smoothChain(pts, tension), FLATNESS);
  const rounded = (radius: number) => () => flattenCubicsWithin(roundedChain(pts, radius, head), FLATNESS);
  // A curve through the points at full tension reads best; where it swings out, rounded corners before a slacker
  // curve, which keeps a kink at each corner (issue 24: Wissembourg's arrow into Dambach).
  for (const line of [curve(1), rounded(mmToPt(8)), rounded(mmToPt(5)), curve(0.6), curve(0.3), rounded(mmToPt(2))]) {
    const drawn = line();
    if (keeps(drawn)) return drawn;
  }
  return [...pts];
}

/** Whether an arrow's head (its tip and the two corners of its base) lies inside the area, clear of its border. */
export function headInside(route: readonly Point[], poly: readonly Point[]): boolean {
  const head = arrowHead(route, ENTRY_ARROW_WIDTH);
  return [head.tip, head.left, head.right].every((p) => pointInPolygon(p, poly) && !nearBorder(p, poly, mmToPt(0.5)));
}

/**
 * What an entry arrow's drawn middle line crosses that it must not: an operational area other than its own (more
 * than ARROW_OFF_OTHERS inside it), a box other than its own (strategic or printed, title bar and all: its shaft,
 * ENTRY_ARROW_WIDTH wide, keeps BOX_CLEAR of paper off it), the frame more than once (out of the map and in
 * again), or the sheet's edge.
 * Undefined when it keeps to its way.
 */
export function entryStray(
  route: readonly Point[],
  own: { box: string; area: string },
  areas: readonly { id: string; polygon: readonly Point[] }[],
  frame: Rect,
  blockers: readonly ({ id: string } & Rect)[],
  sheet?: Rect,
): { area: string } | { box: string } | { edge: 'frame' | 'sheet' } | undefined {
  const inFrame = (p: Point) =>
    p[0] > frame.x && p[0] < frame.x + frame.width && p[1] > frame.y && p[1] < frame.y + frame.height;
  let crossings = 0;
  const bounds: Rect[] = [];
  // An arrow into an area that meets no side of the frame is not drawn (entry-marks.ts): every arrow keeps out of
  // every other area, but for the rounding of its curve.
  const allowed = ARROW_OFF_OTHERS;
  // The shaft's edge, not its middle, keeps off a box (issue 24: D's arrow into Dambach ran along Wissembourg's box
  // 1.6 pt off its middle, its ink over the box's frame).
  const reach = ENTRY_ARROW_WIDTH / 2 + BOX_CLEAR;
  for (let i = 1; i < route.length; i++) {
    const [a, b] = [route[i - 1]!, route[i]!];
    const n = Math.max(1, Math.ceil(distance(a, b)));
    for (let k = 1; k <= n; k++) {
      const p: Point = [a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n];
      const q: Point = [a[0] + ((b[0] - a[0]) * (k - 1)) / n, a[1] + ((b[1] - a[1]) * (k - 1)) / n];
      if (inFrame(p) !== inFrame(q)) crossings++;
      if (sheet && (p[0] < sheet.x || p[1] < sheet.y || p[0] > sheet.x + sheet.width || p[1] > sheet.y + sheet.height))
        return { edge: 'sheet' };
      if (!inFrame(p)) continue;
      const other = areas.find((x, i) => {
        const b = (bounds[i] ??= boundsOf(x.polygon));
        if (p[0] < b.x || p[1] < b.y || p[0] > b.x + b.width || p[1] > b.y + b.height) return false;
        return x.id !== own.area && pointInPolygon(p, x.polygon);
      });
      if (other && !nearBorder(p, other.polygon, allowed)) return { area: other.id };
    }
    const under = blockers.find((r) => r.id !== own.box && segmentNearRect(a, b, r, reach));
    if (under) return { box: under.id };
  }
  if (crossings > 1) return { edge: 'frame' };
  return undefined;
}
