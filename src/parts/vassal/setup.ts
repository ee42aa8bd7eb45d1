import type { Scenario } from '../../model/scenario.js';
import type { Point } from '../../geometry/point.js';
import { expandCells } from '../../geometry/grid.js';
import { gridOf } from '../../load/validate/map-grid.js';
import type { HexMap, SquareMap } from '../../model/schema/map.js';
import { cellKey, type Grid } from '../../geometry/grid.js';
import { declaredSpaceShare } from '../../load/capacity-kind.js';
import { terrainOfCells, type MapDrawing, type PlacedThing } from '../map/api.js';
import { pointInPolygon } from '../../geometry/area/polygon.js';

/** A stack the module puts on the board when a game starts: where, under what name, and which counters. */
export interface StackPlan {
  name: string;
  /** Board pixels. */
  at: Point;
  /** Counter ids, one entry per copy. */
  pieces: string[];
}

/** Rings of spots, half a counter apart, an area's stack may move out from its point to stand clear of words. */
const RINGS = 12;

interface Placing {
  id: string;
  side?: string;
  location: string;
  turn: number;
}

// The spread over a zone is shared with the games' own set-ups (the referee's start from the scenario).
export { spreadOverZone, type SpaceShare } from '../../geometry/zone-spread.js';
import { spreadOverZone, type SpaceShare } from '../../geometry/zone-spread.js';

/**
 * The stacking limit of a hex or sector as the data declares it, or undefined when it declares none: the declared
 * capacity by terrain or plain limit (`declaredSpaceShare`, the referee's `start` reads the same), else the map's
 * tray arrangement, one tray a counter.
 */
export function spaceShare(s: Scenario, grid: Grid): SpaceShare | undefined {
  const map = s.map;
  if (!map || map.kind === 'area') return undefined;
  const units = new Map(s.units.map((u) => [u.id, u]));
  const terrain = terrainOfCells((map as HexMap | SquareMap).terrain, grid);
  const declared = declaredSpaceShare(s, (cell) => terrain.get(cellKey(cell)));
  if (declared) return declared;
  const trays = map.pieces?.trays;
  if (trays) return (id) => (units.has(id) ? 1 / (trays.across * trays.down) : 0);
  return undefined;
}

/**
 * At-start stacks from the data's set-up: a unit on its start, else its hex, sector or area; in its box (a reserve)
 * when it has one;
 * units set up anywhere in a zone spread over its cells (`spreadOverZone`); a reinforcement in its side's arrival
 * box, else on the turn track at its turn. Units the data leaves to the players stay in the palette.
 */
export function planSetup(s: Scenario, drawing: MapDrawing, scale: number, counterPx: number): StackPlan[] {
  const map = s.map!;
  const k = scale;
  const things = new Map(drawing.things.map((t) => [t.id, t]));
  const boxes = new Map(drawing.boxes.map((b) => [b.id, b.rect]));
  const boxName = new Map(map.boxes.map((b) => [b.id, b.name]));
  const grid = map.kind === 'area' ? undefined : gridOf(map as HexMap | SquareMap);
  const zones = new Map(map.kind === 'area' ? [] : (map as HexMap | SquareMap).zones.map((z) => [z.id, z]));
  const arrivalBox = (side?: string) =>
    map.boxes.find((b) => b.kind === 'reserve' && b.for === side && boxes.has(b.id))?.id;
  const turnTrack = map.boxes.find((b) => b.kind === 'turn-track' && boxes.has(b.id))?.id;
  const turns = s.charts.find((c) => c.kind === 'turn-track');
  const turnCount = turns?.kind === 'turn-track' ? turns.turns.length : 10;

  // An area's stack stands beside its name, not on it (a stack set on Kobscheid covered the town's name): the first
  // spot, out from the area's point in widening rings, where two sides' stacks side by side lie inside the area and
  // clear of every word the board prints. The point itself where no such spot exists.
  const words = drawing.items.flatMap((it) => (it.kind === 'text' ? [it.box] : []));
  const spots = new Map<PlacedThing, Point>();
  const clearOf = (t: PlacedThing): Point => {
    let spot = spots.get(t);
    if (!spot) spots.set(t, (spot = searchClear(t)));
    return spot;
  };
  const searchClear = (t: PlacedThing): Point => {
    const c = counterPx / k;
    // A stand's piece carries its hit boxes under the counter: the stack is taller than a counter.
    const [hw, hh] = [1.3 * c, 0.8 * c];
    // Clear of words by a pixel more: the module rounds a stack's place to whole pixels, which put Bleialf's stack
    // 0.03 pt over its name.
    const [cw, ch] = [hw + 1 / k, hh + 1 / k];
    // Only the words within the widest ring's reach can touch a spot: each spot was tested against every word of
    // the board (Nordwind's first module: about 50 ms of set-up for its areas).
    // A counter more than that: no rounding can drop a word that touches the outermost spot.
    const [rx, ry] = [(RINGS * 0.5 + 1) * c + hw, (RINGS * 0.5 + 1) * c + hh];
    const [cx, cy] = t.centre;
    const near = words.filter(
      (w) => w.x < cx + rx && cx - rx < w.x + w.width && w.y < cy + ry && cy - ry < w.y + w.height,
    );
    // The words first: a few boxes, where the outline has hundreds of points to walk for each corner.
    const free = ([x, y]: Point) =>
      !!t.polygon &&
      !near.some((w) => w.x < x + cw && x - cw < w.x + w.width && w.y < y + ch && y - ch < w.y + w.height) &&
      (
        [
          [x - hw, y - hh],
          [x + hw, y - hh],
          [x + hw, y + hh],
          [x - hw, y + hh],
        ] as Point[]
      ).every((p) => pointInPolygon(p, t.polygon!));
    for (let ring = 0; ring <= RINGS; ring++)
      for (let a = 0; a < (ring ? 16 : 1); a++) {
        const angle = Math.PI / 2 + (a * Math.PI) / 8;
        const p: Point = [
          t.centre[0] + ring * 0.5 * c * Math.cos(angle),
          t.centre[1] + ring * 0.5 * c * Math.sin(angle),
        ];
        if (free(p)) return [p[0] * k, p[1] * k];
      }
    return [t.centre[0] * k, t.centre[1] * k];
  };
  const centreOfBox = (id: string): Point => {
    const r = boxes.get(id)!;
    return [(r.x + r.width / 2) * k, (r.y + r.height / 2) * k];
  };
  const cellCentre = (label: string): { at: Point; name: string } | undefined => {
    const cell = grid?.parse(label);
    const t = cell && things.get(grid!.label(cell));
    return t ? { at: [t.centre[0] * k, t.centre[1] * k], name: t.id } : undefined;
  };
  const place = (p: Placing): { at: Point; name: string } | 'zone' | undefined => {
    if (p.turn > 1) {
      const box = arrivalBox(p.side);
      if (box) return { at: centreOfBox(box), name: boxName.get(box)! };
      if (turnTrack) {
        const r = boxes.get(turnTrack)!;
        const x = r.x + ((Math.min(p.turn, turnCount) - 0.5) / turnCount) * r.width;
        return { at: [x * k, (r.y + r.height / 2) * k], name: `${boxName.get(turnTrack)}, turn ${p.turn}` };
      }
    }
    if (boxes.has(p.location)) return { at: centreOfBox(p.location), name: boxName.get(p.location)! };
    const area = map.kind === 'area' ? things.get(p.location) : undefined;
    if (area) return { at: clearOf(area), name: area.name ?? area.id };
    if (zones.get(p.location)?.cells && grid) return 'zone';
    return cellCentre(p.location);
  };

  const placings: Placing[] = [];
  const add = (id: string, count: number, side: string | undefined, location: string | undefined, turn = 1) => {
    if (location) for (let i = 0; i < count; i++) placings.push({ id, side, location, turn });
  };
  // A piece with a start stands there: the data's legal choice within its zone, not our spread.
  const where = (p: { setup?: { location: string; start?: string } }) => p.setup?.start ?? p.setup?.location;
  for (const u of s.units) add(u.id, u.count, u.side, u.reserve?.box ?? where(u), u.setup?.turn ?? 1);
  for (const m of s.markers) add(m.id, m.count, m.side, where(m), m.setup?.turn ?? 1);

  const stacks = new Map<string, StackPlan & { side?: string }>();
  const put = (where: { at: Point; name: string }, side: string | undefined, ids: readonly string[]) => {
    const key = `${where.name}|${side ?? ''}`;
    const stack = stacks.get(key) ?? { name: where.name, at: where.at, pieces: [], side };
    stack.pieces.push(...ids);
    stacks.set(key, stack);
  };
  const inZones = new Map<string, { zone: string; side?: string; ids: string[] }>();
  for (const p of placings) {
    const where = place(p);
    if (where === 'zone') {
      const key = `${p.location}|${p.side ?? ''}`;
      const group = inZones.get(key) ?? { zone: p.location, side: p.side, ids: [] };
      group.ids.push(p.id);
      inZones.set(key, group);
    } else if (where) put(where, p.side, [p.id]);
  }
  const share = grid && spaceShare(s, grid);
  const formation = new Map(s.units.map((u) => [u.id, u.formation ?? u.id]));
  for (const { zone: id, side, ids } of inZones.values()) {
    const zone = zones.get(id)!;
    const cells = expandCells(zone.cells!, grid!).cells;
    const { stacks: spread, over } = spreadOverZone(ids, cells, share, (u) => formation.get(u) ?? u);
    for (const bin of spread) {
      const c = cellCentre(grid!.label(bin.cell));
      if (c) put({ at: c.at, name: `${zone.name} (${c.name})` }, side, bin.ids);
    }
    // What the zone cannot hold waits in the side's reserve box, or stays in the palette when it has none.
    const reserve = arrivalBox(side);
    if (over.length && reserve) put({ at: centreOfBox(reserve), name: boxName.get(reserve)! }, side, over);
  }
  // Two sides in one place stand side by side, not in one stack.
  const byPlace = new Map<string, (StackPlan & { side?: string })[]>();
  for (const st of stacks.values()) byPlace.set(st.name, [...(byPlace.get(st.name) ?? []), st]);
  const out: StackPlan[] = [];
  for (const group of byPlace.values())
    group.forEach((st, i) => {
      const dx = (i - (group.length - 1) / 2) * counterPx * 1.2;
      const name = group.length > 1 && st.side ? `${st.name}: ${st.side}` : st.name;
      out.push({ name, at: [Math.round(st.at[0] + dx), Math.round(st.at[1])], pieces: st.pieces });
    });
  return out;
}
