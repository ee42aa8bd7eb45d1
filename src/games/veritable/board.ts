import type { Scenario } from '../../model/scenario.js';
import type { GridMapIndex } from '../../assist/map/grid-map-index.js';
import type { PositionEntry } from '../../assist/position/position-entries.js';
import type { Cell } from '../../geometry/types.js';
import { cellKey } from '../../geometry/grid.js';
import type { PlacedUnit } from '../../rules/shared/placed-unit.js';
import { flag, terrainEffects } from './terrain-modifiers.js';
import { unitFor } from '../../assist/position/position-entries.js';
import { RuleRefusal } from '../../rules/report.js';
import type { Side, VeritableState } from './state.js';

/**
 * The units on the map and the map's lookups: who stands where, zones of control, prohibited crossings.
 * `complete` says whether every unit's place is known (from the journal or a position file) or only those a
 * command named; checks that need the whole position (retreats, supply) say when they saw only part of it.
 */
export class Board {
  private readonly units = new Map<string, PlacedUnit>();
  constructor(
    readonly s: Scenario,
    readonly index: GridMapIndex,
    placed: readonly PlacedUnit[],
    readonly complete: boolean,
  ) {
    for (const u of placed) this.units.set(u.ref, u);
  }

  get all(): PlacedUnit[] {
    return [...this.units.values()];
  }

  get(ref: string): PlacedUnit | undefined {
    return this.units.get(ref);
  }

  at(label: string): PlacedUnit[] {
    return this.all.filter((u) => u.label === label);
  }

  /** Every hex's units, by label. */
  stacks(): Map<string, PlacedUnit[]> {
    const m = new Map<string, PlacedUnit[]>();
    for (const u of this.units.values()) m.set(u.label, [...(m.get(u.label) ?? []), u]);
    return m;
  }

  side(side: Side): PlacedUnit[] {
    return this.all.filter((u) => u.unit.side === side);
  }

  occupiedBy(label: string): Side | undefined {
    return this.at(label)[0]?.unit.side as Side | undefined;
  }

  place(ref: string, label: string): PlacedUnit {
    const found = unitFor(this.s, ref);
    if ('error' in found) throw new RuleRefusal(found.said);
    const cell = this.index.cell(label);
    const u = { ref, unit: found.unit, cell, label: this.index.grid.label(cell) };
    this.units.set(ref, u);
    return u;
  }

  remove(ref: string): void {
    this.units.delete(ref);
  }

  /** Position entries for the supply trace. */
  entries(): PositionEntry[] {
    return this.all.map((u) => ({ ref: u.ref, unit: u.unit, at: u.label, hits: 0 }));
  }

  /** A hexside or hex nothing may cross or enter (the major rivers): zones of control stop there too (6.4). */
  blocked(from: Cell, to: Cell): boolean {
    const prohibited = (id: string) => flag(terrainEffects(this.s, id), 'movementProhibited');
    return this.index.featuresBetween(from, to).some(prohibited) || prohibited(this.index.terrainAt(to));
  }

  /**
   * The hexes in the zone of control of `side` (6.4): every hex next to one of its units, outposts included
   * (8.4), except into or through prohibited terrain. Keys are cell keys.
   */
  zoneOfControl(side: Side): Set<string> {
    const zone = new Set<string>();
    for (const u of this.side(side))
      for (const n of this.index.grid.neighbours(u.cell)) if (!this.blocked(u.cell, n)) zone.add(cellKey(n));
    return zone;
  }
}

/** The board the journal's state describes: every unit on the map at its hex. */
export function boardFromState(s: Scenario, index: GridMapIndex, st: VeritableState): Board {
  const placed: PlacedUnit[] = [];
  for (const [ref, u] of Object.entries(st.units))
    if (u.status === 'map' && u.at) {
      const found = unitFor(s, ref);
      if ('error' in found) throw new RuleRefusal(found.said);
      const cell = index.cell(u.at);
      placed.push({ ref, unit: found.unit, cell, label: index.grid.label(cell) });
    }
  return new Board(s, index, placed, st.setupRecorded);
}

export function boardFromEntries(
  s: Scenario,
  index: GridMapIndex,
  entries: readonly Pick<PositionEntry, 'ref' | 'unit' | 'at'>[],
  complete: boolean,
): Board {
  return new Board(
    s,
    index,
    entries.map((e) => ({ ref: e.ref, unit: e.unit, cell: index.cell(e.at), label: e.at })),
    complete,
  );
}
