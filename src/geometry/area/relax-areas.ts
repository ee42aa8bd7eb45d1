import type { Point } from '../point.js';
import { faceArea, sharedEdges, type PlanarMap } from './planar-map.js';

export interface RelaxOptions {
  /** Pairs of faces whose shared border must stay at least `minBorder` long. */
  links?: readonly (readonly [number, number])[];
  minBorder?: number;
  rounds?: number;
  /** How much roundness counts against reaching the surfaces. */
  roundness?: number;
  /** How much an area longer than `longest` times its width counts against reaching the surfaces. */
  elongation?: number;
  longest?: number;
}

/** How long an area is against its width: the square root of its second moments' ratio (3 for a 3 × 1 strip). */
export function elongationOf(pts: readonly Point[], face: readonly number[]): number {
  let a = 0;
  let cx = 0;
  let cy = 0;
  let xx = 0;
  let yy = 0;
  let xy = 0;
  for (let i = 0, j = face.length - 1; i < face.length; j = i++) {
    const x0 = pts[face[j]][0];
    const y0 = pts[face[j]][1];
    const x1 = pts[face[i]][0];
    const y1 = pts[face[i]][1];
    const f = x0 * y1 - x1 * y0;
    a += f;
    cx += (x0 + x1) * f;
    cy += (y0 + y1) * f;
    xx += (x0 * x0 + x0 * x1 + x1 * x1) * f;
    yy += (y0 * y0 + y0 * y1 + y1 * y1) * f;
    xy += (x0 * y1 + 2 * x0 * y0 + 2 * x1 * y1 + x1 * y0) * f;
  }
  if (!a) return 1;
  a /= 2;
  cx /= 6 * a;
  cy /= 6 * a;
  const ixx = xx / 12 / a - cx * cx;
  const iyy = yy / 12 / a - cy * cy;
  const ixy = xy / 24 / a - cx * cy;
  const mid = (ixx + iyy) / 2;
  const d = Math.sqrt(((ixx - iyy) / 2) ** 2 + ixy * ixy);
  return mid - d > 0 ? Math.sqrt((mid + d) / (mid - d)) : 1e3;
}

/**
 * Area-targeted relaxation of a map of areas: the corners of the net move, over and over, down the slope of
 * (a) each area's surface against its target, (b) each area's roundness (its perimeter² against its surface,
 * least for a disc: no slivers), (c) each linked pair's shared border against the least a player reads and
 * (d) each area's length against its width beyond `longest` (a strip along the frame reads as a road, not a
 * place). A move that would fold the net, one border crossing another, is taken back.
 * The net's structure never changes, so every border the map started with is kept, and the areas keep their
 * places relative to one another; corners on the frame slide along it, so the frame stays a rectangle.
 * Each step moves no corner further than a small share of its shortest edge, so no area turns inside out.
 */
export function relaxAreas(map: PlanarMap, targets: readonly number[], opts: RelaxOptions = {}): Point[] {
  const { faces, pinX, pinY } = map;
  const pts: Point[] = map.points.map((p) => [p[0], p[1]]);
  const rounds = opts.rounds ?? 800;
  const roundness = opts.roundness ?? 0.02;
  const minBorder = opts.minBorder ?? 0;
  const elongation = opts.elongation ?? 0;
  const longest = opts.longest ?? 1.6;
  const [x0, x1] = [Math.min(...pts.map((p) => p[0])), Math.max(...pts.map((p) => p[0]))];
  const [y0, y1] = [Math.min(...pts.map((p) => p[1])), Math.max(...pts.map((p) => p[1]))];
  const sign = faces.map((f) => Math.sign(faceArea(pts, f)) || 1);
  const seen = new Set<string>();
  const edges: [number, number][] = [];
  for (const f of faces)
    f.forEach((a, i) => {
      const b = f[(i + 1) % f.length];
      const key = a < b ? `${a}:${b}` : `${b}:${a}`;
      if (!seen.has(key)) {
        seen.add(key);
        edges.push([a, b]);
      }
    });
  const linkEdges = (opts.links ?? []).map(([a, b]) => sharedEdges(faces[a], faces[b]));
  for (let r = 0; r < rounds; r++) {
    const grad = pts.map((): [number, number] => [0, 0]);
    faces.forEach((f, k) => {
      const n = f.length;
      const area = sign[k] * faceArea(pts, f);
      if (area <= 0) return;
      let per = 0;
      for (let i = 0; i < n; i++) {
        const a = pts[f[i]];
        const b = pts[f[(i + 1) % n]];
        per += Math.hypot(b[0] - a[0], b[1] - a[1]);
      }
      const t = targets[k];
      // d/dA of ((A − T)/T)² and of P²/(4πA); d/dP of the latter.
      const dA = (2 * (area - t)) / (t * t) - (roundness * per * per) / (4 * Math.PI * area * area);
      const dP = (roundness * 2 * per) / (4 * Math.PI * area);
      for (let i = 0; i < n; i++) {
        const u = pts[f[(i + n - 1) % n]];
        const v = pts[f[i]];
        const w = pts[f[(i + 1) % n]];
        const ax = (sign[k] * (w[1] - u[1])) / 2;
        const ay = (sign[k] * (u[0] - w[0])) / 2;
        const lu = Math.hypot(v[0] - u[0], v[1] - u[1]) || 1;
        const lw = Math.hypot(v[0] - w[0], v[1] - w[1]) || 1;
        const px = (v[0] - u[0]) / lu + (v[0] - w[0]) / lw;
        const py = (v[1] - u[1]) / lu + (v[1] - w[1]) / lw;
        grad[f[i]][0] += dA * ax + dP * px;
        grad[f[i]][1] += dA * ay + dP * py;
      }
    });
    // An area longer than `longest` times its width is pushed rounder (numerically: few areas are).
    if (elongation)
      faces.forEach((f) => {
        const e0 = elongationOf(pts, f);
        if (e0 <= longest) return;
        const h = 1e-4 * Math.sqrt(Math.abs(faceArea(pts, f)));
        const cost = (e: number) => elongation * Math.max(0, e - longest) ** 2;
        const c0 = cost(e0);
        for (const v of f)
          for (const axis of [0, 1] as const) {
            const keep = pts[v];
            pts[v] = axis ? [keep[0], keep[1] + h] : [keep[0] + h, keep[1]];
            grad[v][axis] += (cost(elongationOf(pts, f)) - c0) / h;
            pts[v] = keep;
          }
      });
    // A link's border shorter than the least is pulled longer at its two ends.
    linkEdges.forEach((edges) => {
      const len = edges.reduce((s, [a, b]) => s + Math.hypot(pts[b][0] - pts[a][0], pts[b][1] - pts[a][1]), 0);
      if (!edges.length || len >= minBorder) return;
      const [e0, e1] = [edges[0][0], edges[edges.length - 1][1]];
      const dx = pts[e1][0] - pts[e0][0];
      const dy = pts[e1][1] - pts[e0][1];
      const d = Math.hypot(dx, dy) || 1;
      const g = (2 * (minBorder - len)) / (minBorder * minBorder);
      grad[e0][0] += (g * dx) / d;
      grad[e0][1] += (g * dy) / d;
      grad[e1][0] -= (g * dx) / d;
      grad[e1][1] -= (g * dy) / d;
    });
    // The step: no corner moves more than a tenth of its shortest edge, nor more than the largest move allows.
    const shortest = pts.map(() => Infinity);
    for (const f of faces)
      for (let i = 0; i < f.length; i++) {
        const a = f[i];
        const b = f[(i + 1) % f.length];
        const l = Math.hypot(pts[b][0] - pts[a][0], pts[b][1] - pts[a][1]);
        shortest[a] = Math.min(shortest[a], l);
        shortest[b] = Math.min(shortest[b], l);
      }
    grad.forEach((g, i) => {
      if (pinX[i]) g[0] = 0;
      if (pinY[i]) g[1] = 0;
    });
    const big = Math.max(...grad.map((g) => Math.hypot(g[0], g[1])));
    if (!big) break;
    const typical = Math.sqrt(targets.reduce((s, t) => s + t, 0) / targets.length);
    const stepLen = typical * 0.01 * (1 - (0.8 * r) / rounds);
    const before = pts.map((p) => p);
    grad.forEach((g, i) => {
      const m = Math.hypot(g[0], g[1]);
      if (!m) return;
      const move = Math.min((stepLen * m) / big, shortest[i] * 0.1 + 1e-9 * typical);
      // No corner leaves the frame (the net's outermost corners are its corners).
      pts[i] = [
        Math.min(x1, Math.max(x0, pts[i][0] - (g[0] / m) * move)),
        Math.min(y1, Math.max(y0, pts[i][1] - (g[1] / m) * move)),
      ];
    });
    // A move that folds the net (two borders crossing) is taken back, for both ends of each border involved.
    for (let check = 0; check < 3; check++) {
      const folded = crossingCorners(pts, edges);
      if (!folded.size) break;
      for (const i of folded) pts[i] = before[i];
    }
  }
  return pts;
}

/** The corners at the ends of borders that cross another border (sharing no corner with it). */
function crossingCorners(pts: readonly Point[], edges: readonly [number, number][]): Set<number> {
  const out = new Set<number>();
  const n = edges.length;
  const ea = new Int32Array(n);
  const eb = new Int32Array(n);
  const lo = new Float64Array(n);
  const hi = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    ea[i] = edges[i][0];
    eb[i] = edges[i][1];
    lo[i] = Math.min(pts[ea[i]][0], pts[eb[i]][0]);
    hi[i] = Math.max(pts[ea[i]][0], pts[eb[i]][0]);
  }
  const side = (a: Point, b: Point, c: Point) => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  // A sweep from west to east: only borders whose spans across overlap can cross.
  const order = Array.from({ length: n }, (_, i) => i).sort((i, j) => lo[i] - lo[j]);
  for (let x = 0; x < n; x++) {
    const i = order[x];
    const a = ea[i];
    const b = eb[i];
    for (let y = x + 1; y < n && lo[order[y]] <= hi[i]; y++) {
      const c = ea[order[y]];
      const d = eb[order[y]];
      if (c === a || c === b || d === a || d === b) continue;
      if (
        side(pts[a], pts[b], pts[c]) * side(pts[a], pts[b], pts[d]) < 0 &&
        side(pts[c], pts[d], pts[a]) * side(pts[c], pts[d], pts[b]) < 0
      )
        for (const k of [a, b, c, d]) out.add(k);
    }
  }
  return out;
}
