import type { Scenario } from '../../model/scenario.js';
import type { Point } from '../../geometry/point.js';
import { expandCells } from '../../geometry/grid.js';
import { gridOf } from '../../load/validate/map-grid.js';
import type { HexMap, SquareMap } from '../../model/schema/map.js';
import type { MapDrawing } from '../map/api.js';

/** A stack the module puts on the board when a game starts: where, under what name, and which counters. */
export interface StackPlan {
  name: string;
  /** Board pixels. */
  at: Point;
  /** Counter ids, one entry per copy. */
  pieces: string[];
}

interface Placing {
  id: string;
  side?: string;
  location: string;
  turn: number;
}

/**
 * At-start stacks from the data's set-up: a unit on its hex, sector or area; in its box (a reserve) when it has one;
 * a unit set up anywhere in a zone on the zone's middle cell, for its player to spread; a reinforcement in its side's
 * arrival box, else on the turn track at its turn. Units the data leaves to the players stay in the palette.
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

  const centreOfBox = (id: string): Point => {
    const r = boxes.get(id)!;
    return [(r.x + r.width / 2) * k, (r.y + r.height / 2) * k];
  };
  const cellCentre = (label: string): { at: Point; name: string } | undefined => {
    const cell = grid?.parse(label);
    const t = cell && things.get(grid!.label(cell));
    return t ? { at: [t.centre[0] * k, t.centre[1] * k], name: t.id } : undefined;
  };
  const place = (p: Placing): { at: Point; name: string } | undefined => {
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
    if (area) return { at: [area.centre[0] * k, area.centre[1] * k], name: area.name ?? area.id };
    const zone = zones.get(p.location);
    if (zone?.cells && grid) {
      const cells = expandCells(zone.cells, grid).cells;
      const mid = cells[Math.floor(cells.length / 2)];
      const c = mid && cellCentre(grid.label(mid));
      return c ? { at: c.at, name: `${zone.name} (${c.name})` } : undefined;
    }
    return cellCentre(p.location);
  };

  const placings: Placing[] = [];
  const add = (id: string, count: number, side: string | undefined, location: string | undefined, turn = 1) => {
    if (location) for (let i = 0; i < count; i++) placings.push({ id, side, location, turn });
  };
  for (const u of s.units) add(u.id, u.count, u.side, u.reserve?.box ?? u.setup?.location, u.setup?.turn ?? 1);
  for (const m of s.markers) add(m.id, m.count, m.side, m.setup?.location, m.setup?.turn ?? 1);

  const stacks = new Map<string, StackPlan & { side?: string }>();
  for (const p of placings) {
    const where = place(p);
    if (!where) continue;
    const key = `${where.name}|${p.side ?? ''}`;
    const stack = stacks.get(key) ?? { name: where.name, at: where.at, pieces: [], side: p.side };
    stack.pieces.push(p.id);
    stacks.set(key, stack);
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
