import { cellKey } from '../../geometry/grid.js';
import type { VictoryCountHook } from '../../rules/victory-hooks.js';
import { msg } from './messages.js';
import { boardFromEntries, type Board } from './board.js';
import { hexIndex } from './table.js';

// Victory (9.1, 9.2) is rules.yaml's tally, run by the engine over the journal it reads (`kept`): towns held,
// units eliminated, exited and brought in, supply by road at the end (7.1). What stays code is the line across
// the map clear of German control that the unused Allied reserves need (9.1).

/** Allied reserve units never committed count only if a line crosses the map clear of German control (9.1). */
export const reserveUnused: VictoryCountHook = (s, facts) => {
  const unused = facts.units.filter((u) => u.side === 'allied' && u.status === 'reserve').map((u) => u.ref);
  const across = unused.length ? lineAcross(boardFromEntries(s, hexIndex(s), facts.standing ?? [], true)) : false;
  const units = unused.join(', ');
  return {
    count: across ? unused.length : 0,
    detail: !unused.length
      ? msg('veritable.victory.committed')
      : msg(across ? 'veritable.victory.across' : 'veritable.victory.notAcross', { units }),
  };
};

/**
 * The hexes the Germans control for the unused-reserve line (9.1): a German unit there, or its zone of control
 * with no Allied unit to contest it (6.4, as for supply lines). A line from the east edge to the west edge
 * through the rest, across no prohibited hexside, opens the map.
 */
function lineAcross(board: Board): boolean {
  const { index } = board;
  const grid = index.grid;
  const german = new Set(board.side('german').map((u) => cellKey(u.cell)));
  const allied = new Set(board.side('allied').map((u) => cellKey(u.cell)));
  const zone = board.zoneOfControl('german');
  const open = (c: { col: number; row: number }) =>
    !german.has(cellKey(c)) && (!zone.has(cellKey(c)) || allied.has(cellKey(c)));
  const seen = new Set<string>();
  const queue = grid.cells().filter((c) => grid.onEdge(c, 'west') && open(c));
  for (const c of queue) seen.add(cellKey(c));
  while (queue.length) {
    const c = queue.shift()!;
    if (grid.onEdge(c, 'east')) return true;
    for (const n of grid.neighbours(c))
      if (!seen.has(cellKey(n)) && open(n) && !board.blocked(c, n)) {
        seen.add(cellKey(n));
        queue.push(n);
      }
  }
  return false;
}

export const victoryCount = { 'veritable.reserve-unused': reserveUnused };
