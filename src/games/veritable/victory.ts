import { cellKey } from '../../geometry/grid.js';
import { KeyedRefusal, KeyedUsage, type Message } from '../../assist/messages.js';
import type { VictoryCountHook, VictoryFacts, VictoryStateHook } from '../../rules/victory-hooks.js';
import { sideSupply } from './supply.js';
import { msg } from './messages.js';
import { boardFromState, type Board } from './board.js';
import { optionIn, readState, type VeritableState } from './state.js';
import { hexIndex } from './table.js';
import { gameTurns } from './turn.js';

// Victory (9.1, 9.2) is rules.yaml's tally, run by the engine: the points and levels are the victory chart's,
// the fractions option is read there. What stays code is what Veritable's own journal and rules know: who holds
// a town (its units entered it last), each unit's status, whether the last turn has ended, and two counts that
// trace lines by Veritable's rules (supply by road at the end, 7.1; a line across the map clear of German
// control, 9.1).

interface Own {
  st: VeritableState;
  board: Board;
}

/** Veritable's journal as the tally reads it (9.1, 4.4). */
export const victoryState: VictoryStateHook = (s, { raw, journal, kept }): VictoryFacts => {
  if (!journal) throw new KeyedUsage(msg('veritable.needJournal', { what: msg('veritable.what.victory') }));
  if (!kept) throw new KeyedUsage(msg('veritable.noneKept', { journal }));
  const st = readState(s, raw, journal);
  if (!st.setupRecorded) throw new KeyedRefusal(msg('veritable.state.noGame', { journal }));
  const side = (ref: string) => s.units.find((u) => u.id === ref)?.side ?? '';
  // 4.4: final only once the last turn has ended (end-turn), not as the German turn 7 begins.
  const extra = optionIn(s, st, 'extra-allied-turn') === 'on';
  const turns = gameTurns(s);
  const own: Own = { st, board: boardFromState(s, hexIndex(s), st) };
  return {
    turn: st.turn,
    final: st.endedTurn === turns.extra || (st.endedTurn === turns.last && !extra),
    holder: (town) =>
      st.towns[town] === 'allied'
        ? { side: 'allied', said: msg('veritable.victory.heldAllied', { town }) }
        : { side: 'german', said: msg('veritable.victory.heldGerman', { town }) },
    units: Object.entries(st.units).map(([ref, u]) => ({ ref, side: side(ref), status: u.status })),
    entered: st.reservesEntered.map((r) => ({ ref: r.unit, side: r.side })),
    agreed: st.options,
    own,
  };
};

/** Allied units out of supply at the end (9.1), by the end-game road rule of 7.1: a line of road hexes all but one. */
export const outOfSupply: VictoryCountHook = (s, facts) => {
  const { board } = facts.own as Own;
  const cut = sideSupply(s, board.entries(), 'allied').filter((u) => !u.supplied || u.roadLine === false);
  const detail =
    cut
      .map((u) =>
        msg(u.supplied ? 'veritable.victory.noRoadLine' : 'veritable.victory.cutAt', { ref: u.ref, at: u.at }),
      )
      .reduce<Message | undefined>((a, b) => (a ? msg('report.comma', { a, b }) : b), undefined) ??
    msg('veritable.victory.allTrace');
  return { count: cut.length, detail };
};

/** Allied reserve units never committed count only if a line crosses the map clear of German control (9.1). */
export const reserveUnused: VictoryCountHook = (_s, facts) => {
  const { board } = facts.own as Own;
  const unused = facts.units.filter((u) => u.side === 'allied' && u.status === 'reserve').map((u) => u.ref);
  const across = unused.length ? lineAcross(board) : false;
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

export const victoryHooks = {
  victoryState: { 'veritable.victory-state': victoryState },
  victoryCount: { 'veritable.out-of-supply': outOfSupply, 'veritable.reserve-unused': reserveUnused },
};
