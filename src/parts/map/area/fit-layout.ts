import type { AreaMap } from '../../../model/schema/map.js';
import type { Point } from '../../../geometry/point.js';
import { areaShapes } from '../../../geometry/area/area-shapes.js';
import { polygonArea } from '../../../geometry/area/polygon.js';
import { sharedBorder } from '../../../geometry/area/shared-border.js';
import { lengthToPt, ptToMm } from '../../../print/units.js';

/** Room the layout aims above the footprint, so the drawn sheet (its margins, its rounding) still holds it. */
const AIM = 1.08;
const ROUNDS = 600;
/**
 * How far a neighbour steps back from a small area, as a share of the distance between their centres: small
 * steps bend the geography without tearing it.
 */
const PUSH = 0.05;
/** A shared border shorter than this is a corner, not a border a player reads: it may give way. */
const MIN_BORDER_MM = 10;
/** Each growth step when pushing alone cannot give every area its room. */
const GROW = 1.02;

export interface FittedAreaMap {
  map: AreaMap;
  /** How much larger the printed map became, 1 when it already held every stack. */
  scale: number;
  moved: boolean;
}

const round = (v: number) => Math.round(v * 10) / 10;

/**
 * Sizes an area map for the stacks that must stand in its areas. The sheet first grows until its surface could
 * hold every area's footprint; then, over and over, the smallest area's neighbours step back from it, each step
 * kept only when no bordering areas the data joins come apart and no area ends smaller than the smallest was;
 * when no step helps, the whole sheet grows a little (which keeps every border). Towns stay the areas' centres,
 * so each stays inside its area. Only maps whose areas are all drawn from positions (no given polygons,
 * strategic boxes or boxes placed on the map) are laid out again; the others keep their layout and the fit
 * check reports what does not fit.
 *
 * Lloyd's relaxation (sites to their cells' centroids) gives a smaller sheet (about 1.65 × 1.38 m for Death of a
 * Division against 2.0 × 1.7 m) but parts a fifth of the connected areas; this keeps them touching.
 */
export function fitAreaLayout(map: AreaMap, needMm2: number, marginMm: number): FittedAreaMap {
  const W = mmOf(map.printedSize.width);
  const H = mmOf(map.printedSize.height);
  const ops = map.areas.filter((a) => a.zone !== 'strategic');
  const relaxable =
    ops.length === map.areas.length && ops.every((a) => a.position && !a.polygon) && !map.boxes.some((b) => b.position);
  if (!relaxable || !needMm2) return { map, scale: 1, moved: false };
  const target = needMm2 * AIM;
  let k = Math.max(1, Math.sqrt((target * ops.length * 1.15) / ((W - 2 * marginMm) * (H - 2 * marginMm))));
  let sites: Point[] = ops.map((a) => [a.position![0] * k, a.position![1] * k]);
  const index = new Map(ops.map((a, i) => [a.id, i]));
  // Areas the data joins and the drawn map shows touching keep touching: a step of the relaxation that would
  // part them is not taken, so connections and rivers stay on shared borders.
  const joined = map.connections
    .map((c) => [index.get(c.between[0]), index.get(c.between[1])] as const)
    .filter((pair): pair is readonly [number, number] => pair[0] !== undefined && pair[1] !== undefined);
  const layoutAt = (s: Point[], kk: number) => {
    const frame = { x: marginMm, y: marginMm, width: W * kk - 2 * marginMm, height: H * kk - 2 * marginMm };
    const shapes = areaShapes(
      s.map((p, i) => ({ id: ops[i].id, position: p })),
      frame,
      Infinity,
    );
    const touching = new Map(
      joined.map(([a, b]) => [
        `${a}:${b}`,
        sharedBorder(shapes[a].polygon, shapes[b].polygon, 0.5).reduce(
          (n, [p, q]) => n + Math.hypot(q[0] - p[0], q[1] - p[1]),
          0,
        ),
      ]),
    );
    return { shapes, touching, least: Math.min(...shapes.map((x) => Math.abs(polygonArea(x.polygon)))) };
  };
  let moved = false;
  let state = layoutAt(sites, k);
  if (k === 1 && state.least >= target) return { map, scale: 1, moved: false };
  const keeps = (next: typeof state) =>
    [...state.touching].every(([t, len]) => len < MIN_BORDER_MM || (next.touching.get(t) ?? 0) >= MIN_BORDER_MM);
  const areaOf = (st: typeof state, i: number) => Math.abs(polygonArea(st.shapes[i].polygon));
  for (let round = 0; round < ROUNDS && state.least < target; round++) {
    // The smallest area makes room: its neighbours step back from it, one at a time, each step kept only when
    // it parts no neighbours and leaves no area smaller than the smallest was.
    const small = ops.map((_, i) => i).sort((a, b) => areaOf(state, a) - areaOf(state, b))[0];
    const around = ops
      .map((_, j) => j)
      .filter((j) => j !== small && sharedBorder(state.shapes[small].polygon, state.shapes[j].polygon, 0.5).length);
    let taken = false;
    for (const j of around) {
      const [sx, sy] = sites[small];
      const [jx, jy] = sites[j];
      const trial = sites.map((p, i): Point => (i === j ? [jx + PUSH * (jx - sx), jy + PUSH * (jy - sy)] : p));
      const next = layoutAt(trial, k);
      if (keeps(next) && next.least >= state.least && areaOf(next, small) > areaOf(state, small)) {
        sites = trial;
        state = next;
        moved = true;
        taken = true;
      }
    }
    if (taken) continue;
    // Pushing can do no more without parting neighbours: grow the sheet a little (which keeps every border).
    sites = sites.map(([x, y]) => [x * GROW, y * GROW]);
    k *= GROW;
    state = layoutAt(sites, k);
  }
  // The sheet ends where the areas do: open paper beyond the rim areas holds no piece.
  const xs = state.shapes.flatMap((x) => x.polygon.map((p) => p[0]));
  const ys = state.shapes.flatMap((x) => x.polygon.map((p) => p[1]));
  const [x0, y0] = [Math.min(...xs) - marginMm, Math.min(...ys) - marginMm];
  const width = Math.min(W * k, Math.max(...xs) + marginMm - x0);
  const height = Math.min(H * k, Math.max(...ys) + marginMm - y0);
  const byId = new Map(ops.map((a, i) => [a.id, [sites[i][0] - x0, sites[i][1] - y0] as Point]));
  return {
    map: {
      ...map,
      printedSize: { width: `${round(width)}mm`, height: `${round(height)}mm` },
      areas: map.areas.map((a) => {
        const p = byId.get(a.id)!;
        return { ...a, position: [round(p[0]), round(p[1])] as [number, number] };
      }),
    },
    scale: k,
    moved,
  };
}

const mmOf = (length: string) => ptToMm(lengthToPt(length));
