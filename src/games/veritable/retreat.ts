import { cellKey } from '../../geometry/grid.js';
import { hexDistance } from '../../geometry/hex/hex-cube.js';
import type { HexGridShape } from '../../geometry/types.js';
import type { Cell } from '../../geometry/types.js';
import type { PlacedUnit } from '../../rules/shared/placed-unit.js';
import { stackingWhy } from './stacking.js';
import type { Board } from './board.js';
import { enemyOf, type Side } from './state.js';
import { render, type Message, type Value } from '../../assist/messages.js';
import { msg, type VeritableKey } from './messages.js';

export interface RetreatRoute {
  to: string;
  path: string[];
}

export interface RetreatHexes {
  routes: RetreatRoute[];
  /** Why hexes next to the unit are closed, for the player to read when none is open. */
  closed: Message[];
}

/**
 * Where a unit may retreat `hexes` hexes (6.5.3): a line of that many hexes, each next to the last, never
 * into an enemy-occupied hex (6.3), never into an enemy zone of control unless a friendly unit stands there
 * (6.4, 6.5.3), never across or into prohibited terrain, not off the map (a unit forced off is eliminated),
 * ending where the stacking limits hold (6.5.3). `avoid` holds hexes the retreat may not use, such as the hex
 * the combat was fought over. That a retreat ends as many hexes from where it began as the result says is our
 * reading: the rules say "retreat N hexes" and nothing of doubling back.
 */
export function retreatHexes(board: Board, unit: PlacedUnit, hexes: number, avoid: ReadonlySet<string>): RetreatHexes {
  const side = unit.unit.side as Side;
  const enemyZone = board.zoneOfControl(enemyOf(side));
  const grid = board.index.grid;
  const shape = grid.shape as HexGridShape;
  // Each closed hex once, by its reason in English; the reason kept keyed for the report.
  const closed = new Map<string, Message>();
  const close = (m: Message) => closed.set(render(m), m);
  const routes = new Map<string, RetreatRoute>();
  const friendlyAt = (c: Cell) => board.at(grid.label(c)).some((u) => u.ref !== unit.ref && u.unit.side === side);
  const step = (from: Cell, path: Cell[]) => {
    for (const n of grid.neighbours(from)) {
      const label = grid.label(n);
      const first = path.length === 1;
      const why = (key: VeritableKey, values: Record<string, Value> = {}) =>
        first && close(msg(key, { at: label, ...values }));
      if (path.some((p) => cellKey(p) === cellKey(n))) continue;
      if (avoid.has(label)) {
        why('veritable.closed.combatHex');
        continue;
      }
      if (board.blocked(from, n)) {
        why('veritable.closed.prohibited');
        continue;
      }
      if (board.occupiedBy(label) === enemyOf(side)) {
        why('veritable.closed.enemy', { section: '6.3' });
        continue;
      }
      if (enemyZone.has(cellKey(n)) && !friendlyAt(n)) {
        why('veritable.closed.zoc', { section: '6.4, 6.5.3' });
        continue;
      }
      const next = [...path, n];
      if (next.length - 1 < hexes) {
        step(n, next);
        continue;
      }
      if (hexDistance(path[0], n, shape) !== hexes) continue;
      const problem = stackingWhy(board.s, [...board.at(label).filter((u) => u.ref !== unit.ref), unit]);
      if (problem) {
        why('veritable.closed.overStacked', { problem });
        continue;
      }
      if (!routes.has(label)) routes.set(label, { to: label, path: next.slice(1).map((c) => grid.label(c)) });
    }
  };
  step(unit.cell, [unit.cell]);
  const edge = ['north', 'south', 'east', 'west'] as const;
  if (!routes.size && edge.some((e) => grid.onEdge(unit.cell, e)))
    close(msg('veritable.closed.offMap', { section: '6.5.3' }));
  return { routes: [...routes.values()], closed: [...closed.values()] };
}
