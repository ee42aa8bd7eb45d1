import type { Scenario } from '../model/scenario.js';
import { lengthToPt, ptToMm } from './units.js';
import { DEFAULT_COUNTER_SIZE, parseCounterSize, type CounterSize } from './options.js';

/**
 * Room around a counter in its hex, mm: published games put 1/2 in counters on 5/8 in hexes and 5/8 in on
 * 3/4 in, so a counter can be picked up without lifting its neighbours.
 */
export const HEX_MARGIN_MM = 3;

/** What one space of the map must hold, as the map's pieces data and the rules' stacking limits say. */
export type Footprint =
  | { kind: 'hex'; counterMm: number; acrossFlatsMm: number; holds: string }
  | { kind: 'square'; widthMm: number; depthMm: number; holds: string }
  | { kind: 'area'; areaMm2: number; holds: string };

/** How a printed space measures against its footprint; the manifest lists one per hex, sector and area. */
export interface SpaceFit {
  /** Across flats (hex), side (sector), mm; or surface (area), mm². */
  printed: number;
  needs: number;
  unit: 'mm' | 'mm2';
  holds: string;
  /** For an area: whether the stack's pieces, packed stand by stand, all stand inside its drawn shape at once. */
  packs?: boolean;
  fits: boolean;
}

/**
 * The counter size a game prints when the player names none: the map's own (a folio game's counters
 * follow its fixed-size map), else the house default.
 */
export function gameCounterSize(s: Scenario): CounterSize {
  const own = s.map?.pieces?.counter;
  if (!own) return parseCounterSize(DEFAULT_COUNTER_SIZE);
  const pt = lengthToPt(own);
  // Said the way players name counter sizes: 0.625in is a 5/8in counter.
  const inches = pt / 72;
  const fraction = Object.entries({ '1/2': 0.5, '5/8': 0.625, '3/4': 0.75, '1': 1 }).find(
    ([, v]) => Math.abs(v - inches) < 1e-6,
  );
  return { label: fraction ? `${fraction[0]}in` : own, pt };
}

const r1 = (v: number) => Math.round(v * 10) / 10;

/** One stand or counter of a largest legal stack, as the fit sheet draws it. */
export interface StackPiece {
  side: string;
  unit: string;
  widthMm: number;
  depthMm: number;
}

/** Each unit's stands as the roster gives them, by side. */
function standsBySide(s: Scenario): Map<string, StackPiece[][]> {
  const bySide = new Map<string, StackPiece[][]>();
  const rosters = s.rosters;
  if (!rosters) return bySide;
  const bases = new Map(rosters.bases.map((b) => [b.id, b]));
  const sideOf = new Map(s.units.map((u) => [u.id, u.side]));
  for (const e of rosters.entries) {
    const side = sideOf.get(e.unit);
    const base = bases.get(e.base);
    if (!side || !base) continue;
    const list = bySide.get(side) ?? [];
    list.push(
      Array.from({ length: e.stands }, () => ({ side, unit: e.unit, widthMm: base.widthMm, depthMm: base.depthMm })),
    );
    bySide.set(side, list);
  }
  return bySide;
}

const surface = (unit: readonly StackPiece[]) => unit.reduce((a, p) => a + p.widthMm * p.depthMm, 0);

/**
 * The pieces of the largest legal stack of each side that may share an area: each side's biggest units, as many
 * as the stacking limit allows, on their stands; or one stack of counters a side, which stand on one another.
 */
export function largestStacks(s: Scenario, counterPt?: number): StackPiece[] {
  const stack = s.map?.pieces?.stack;
  if (!stack) return [];
  const stands = standsBySide(s);
  if (stands.size) {
    const perSide = [...stands.values()]
      .map((units) =>
        [...units]
          .sort((a, b) => surface(b) - surface(a))
          .slice(0, stack.unitsPerSide)
          .flat(),
      )
      .sort((a, b) => surface(b) - surface(a))
      .slice(0, stack.sides);
    return perSide.flat();
  }
  const mm = ptToMm(counterPt ?? gameCounterSize(s).pt);
  const sides = s.game.sides.slice(0, stack.sides).map((x) => x.id);
  return sides.flatMap((side) =>
    Array.from({ length: stack.unitsPerSide }, () => ({ side, unit: '', widthMm: mm, depthMm: mm })),
  );
}

/**
 * The footprint one space of the game's map must hold, or undefined when the map declares no pieces.
 * A hex holds one counter and a margin; a sector its stated tray arrangement (or its vehicles, whichever is
 * larger); an area the largest legal stack of each side at once, with room between the stands.
 */
export function footprintOf(s: Scenario, counterPt?: number): Footprint | undefined {
  const map = s.map;
  const pieces = map?.pieces;
  if (!map || !pieces) return undefined;
  const counterMm = ptToMm(counterPt ?? gameCounterSize(s).pt);
  if (map.kind === 'hex')
    return {
      kind: 'hex',
      counterMm: r1(counterMm),
      acrossFlatsMm: counterMm + HEX_MARGIN_MM,
      holds: `one ${r1(counterMm)} mm counter with ${HEX_MARGIN_MM} mm to spare`,
    };
  if (map.kind === 'square') {
    const t = pieces.trays;
    const v = pieces.vehicles;
    const trays = t ? { w: t.across * t.widthMm, d: t.down * t.depthMm } : { w: 0, d: 0 };
    const vehicles = v ? { w: v.count * v.widthMm, d: v.depthMm } : { w: 0, d: 0 };
    const what = [
      t ? `${t.across} × ${t.down} trays of ${t.widthMm} × ${t.depthMm} mm` : '',
      v ? `${v.count} vehicles of ${v.widthMm} × ${v.depthMm} mm` : '',
    ].filter(Boolean);
    if (!what.length) return undefined;
    return {
      kind: 'square',
      widthMm: Math.max(trays.w, vehicles.w),
      depthMm: Math.max(trays.d, vehicles.d),
      holds: what.join(' or '),
    };
  }
  const stack = pieces.stack;
  if (!stack) return undefined;
  const stacked = largestStacks(s, counterPt);
  const bare = surface(stacked);
  if (s.rosters)
    return {
      kind: 'area',
      areaMm2: bare * stack.packing,
      holds:
        `${stack.sides} sides × ${stack.unitsPerSide} units on their stands ` +
        `(${r1(bare / 100)} cm², × ${stack.packing} for room between them)`,
    };
  return {
    kind: 'area',
    areaMm2: bare * stack.packing,
    holds: `${stacked.length} stacks of ${r1(counterMm)} mm counters side by side`,
  };
}

/**
 * How one printed space (hex across flats or sector side in pt, or area surface in pt²) holds the footprint.
 * An area's surface is not enough on its own (a long thin area has the surface and no room for a stand):
 * `packs` says whether the stack was packed into the drawn shape, and an area fits only when it was.
 */
export function spaceFit(f: Footprint, printedPt: number, packs?: boolean): SpaceFit {
  if (f.kind === 'area') {
    const printed = ptToMm(ptToMm(printedPt));
    const big = printed + 1e-6 >= f.areaMm2;
    return {
      printed,
      needs: f.areaMm2,
      unit: 'mm2',
      holds: f.holds,
      ...(packs !== undefined ? { packs } : {}),
      fits: big && packs !== false,
    };
  }
  const printed = ptToMm(printedPt);
  const needs = f.kind === 'hex' ? f.acrossFlatsMm : Math.max(f.widthMm, f.depthMm);
  return { printed, needs, unit: 'mm', holds: f.holds, fits: printed + 1e-6 >= needs };
}

/** The least printed size (pt) a hex or sector needs for the footprint. */
export function leastCellPt(f: Footprint): number {
  const mm = f.kind === 'hex' ? f.acrossFlatsMm : f.kind === 'square' ? Math.max(f.widthMm, f.depthMm) : 0;
  return (mm * 72) / 25.4;
}
