import type { Scenario } from '../model/scenario.js';
import type { SupplyProcedure } from '../model/schema/rules.js';
import type { PositionEntry } from '../assist/position/position-entries.js';
import { gridMapIndex, type GridMapIndex } from '../assist/map/grid-map-index.js';
import { cellKey } from '../geometry/grid.js';
import type { Cell } from '../geometry/types.js';
import { msg, type Message } from '../assist/messages.js';

// Supply as rules.yaml declares it: from each unit, a line of at most `range` cells to one of its side's
// sources, never into a prohibited terrain or across a prohibited hexside, nor (as declared) into a cell
// holding an enemy unit or an enemy zone of control where no friendly unit stands.

export interface SupplyLine {
  ref: string;
  side: string;
  at: string;
  supplied: boolean;
  /** Cells from the unit to the source, both ends included, when supplied. */
  path?: string[];
  source?: string;
}

export function supplyIndex(s: Scenario): GridMapIndex | undefined {
  return s.map && s.map.kind !== 'area' ? gridMapIndex(s.map) : undefined;
}

/** Each listed unit's line of supply, read against where every listed unit stands. */
export function traceSupply(
  s: Scenario,
  p: SupplyProcedure,
  entries: readonly PositionEntry[],
  only?: readonly PositionEntry[],
): SupplyLine[] {
  const ix = supplyIndex(s);
  if (!ix) return [];
  const cellsOf = (side: string) => {
    const cells = new Set<string>();
    for (const src of p.sources.filter((x) => x.side === side)) {
      for (const e of src.edges) for (const c of ix.named(e) ?? []) cells.add(cellKey(c));
      for (const c of ix.expand(src.cells)) cells.add(cellKey(c));
    }
    return cells;
  };
  const occupied = new Map<string, Set<string>>();
  for (const e of entries) {
    const k = cellKey(ix.cell(e.at));
    occupied.set(k, new Set([...(occupied.get(k) ?? []), e.unit.side]));
  }
  const prohibited = new Set(p.prohibited);
  return (only ?? entries).map((e) => {
    const side = e.unit.side;
    const sources = cellsOf(side);
    const enemyAt = (c: Cell) => [...(occupied.get(cellKey(c)) ?? [])].some((x) => x !== side);
    const friendAt = (c: Cell) => !!occupied.get(cellKey(c))?.has(side);
    const inZoc = (c: Cell) => ix.grid.neighbours(c).some(enemyAt);
    const enterable = (from: Cell, to: Cell) => {
      if (prohibited.has(ix.terrainAt(to))) return false;
      if (ix.featuresBetween(from, to).some((f) => prohibited.has(f))) return false;
      if (p.blockedBy.enemyUnits && enemyAt(to)) return false;
      if (p.blockedBy.enemyZoc && inZoc(to) && !friendAt(to)) return false;
      return true;
    };
    const start = ix.cell(e.at);
    const before = new Map<string, Cell | null>([[cellKey(start), null]]);
    let frontier = [start];
    let found: Cell | undefined = sources.has(cellKey(start)) ? start : undefined;
    for (let step = 0; step < p.range && !found && frontier.length; step++) {
      const next: Cell[] = [];
      for (const c of frontier)
        for (const n of ix.grid.neighbours(c)) {
          const k = cellKey(n);
          if (before.has(k) || !enterable(c, n)) continue;
          before.set(k, c);
          if (sources.has(k)) {
            found ??= n;
            break;
          }
          next.push(n);
        }
      frontier = next;
    }
    if (!found) return { ref: e.ref, side, at: e.at, supplied: false };
    const path: string[] = [];
    for (let c: Cell | null | undefined = found; c; c = before.get(cellKey(c))) path.unshift(ix.grid.label(c));
    const source = p.sources.find(
      (x) => x.side === side && x.edges.some((id) => ix.named(id)?.some((c) => cellKey(c) === cellKey(found!))),
    );
    return { ref: e.ref, side, at: e.at, supplied: true, path, source: source ? source.edges.join(', ') : path.at(-1) };
  });
}

/** The supply report, unit by unit, then each side's count and what being out of supply does. */
export function supplyMessages(
  p: SupplyProcedure,
  lines: readonly SupplyLine[],
  names: (side: string) => string,
): Message[] {
  const out: Message[] = [];
  const section = p.blockedBy.section ?? p.section;
  for (const l of lines)
    out.push(
      l.supplied
        ? msg('supply.in', {
            ref: l.ref,
            at: l.at,
            length: l.path!.length - 1,
            plural: l.path!.length - 1 === 1 ? '' : 'es',
            source: l.source ?? '',
            path: l.path!.join(' → '),
            section,
          })
        : msg('supply.out', { ref: l.ref, at: l.at, range: p.range, section }),
    );
  for (const side of [...new Set(lines.map((l) => l.side))])
    out.push(
      msg('supply.summary', {
        side: names(side),
        supplied: lines.filter((l) => l.side === side && l.supplied).length,
        units: lines.filter((l) => l.side === side).length,
      }),
    );
  if (lines.some((l) => !l.supplied) && p.outOfSupply.text)
    out.push(msg('supply.effect', { text: p.outOfSupply.text, section: p.outOfSupply.section }));
  return out;
}
