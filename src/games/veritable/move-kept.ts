import type { Scenario } from '../../model/scenario.js';
import { KeyedRefusal, type Message } from '../../assist/messages.js';
import type { MoveKeptHook } from '../../rules/move-kept.js';
import { RuleRefusal as Refused } from '../../rules/report.js';
import { has } from './unit-values.js';
import { copyState, enemyOf, readState, stateKeys, type Side } from './state.js';
import { notOnMap, noteTowns, requireSetup, sideName } from './status.js';
import { checkPhasing, sequenceFor } from './turn.js';
import { boardFromState } from './board.js';
import { hexIndex, needJournal } from './table.js';
import { msg } from './messages.js';
import { sideSupply } from './supply.js';

// Veritable's own part of rules.yaml's `move` (kind: move, `kept.hook`): its journal's board and turn, and the
// rules the engine's movement section does not say. The engine judges the points, paths, zones of control,
// forced march and stacking (6.2, 6.2.1, 6.3, 6.4).

function sideOf(s: Scenario, ref: string): Side {
  const u = s.units.find((x) => x.id === ref.replace(/#\d+$/, ''));
  if (!u) throw new Refused(msg('veritable.noUnit', { ref, game: s.id }));
  return u.side as Side;
}

/**
 * Checked here: the journal's set-up, the phasing player's turn and his Attack/Move choice (6.1: under Move/Attack
 * nothing moves once he has attacked), units on the map and not outposts (8.4), no enemy-occupied hex (6.3), not
 * back into a hex a unit retreated from this turn while a comrade fell (6.5.3), out of supply halving the points
 * (7.2), and Allied units leaving by the east edge (9.1).
 */
export const moveKept: MoveKeptHook = ({ scenario: s, state, journal, moves, exits }) => {
  const file = needJournal({ journal }, msg('veritable.what.standing'));
  const before = readState(s, state, file);
  requireSetup(before, msg('veritable.what.move'), s.id);
  const st = copyState(before);
  const refs = [...moves.map((m) => m.ref), ...exits];
  if (!refs.length) throw new KeyedRefusal(msg('veritable.move.nameUnits'));
  const twice = refs.find((r, i) => refs.indexOf(r) !== i);
  if (twice) throw new Refused(msg('veritable.namedTwice', { ref: twice }));
  const side = sideOf(s, refs[0]);
  checkPhasing(st, side, msg('veritable.what.movement'), s.id);
  const order = sequenceFor(st, side, undefined, s.id);
  if (order === 'move-attack' && st.activity.fought)
    throw new Refused(msg('veritable.move.attacked', { side: msg(`veritable.side.${side}`) }));
  const board = boardFromState(s, hexIndex(s), st);
  for (const ref of refs) {
    if (sideOf(s, ref) !== side) throw new Refused(msg('veritable.notSideUnit', { ref, side: sideName(side) }));
    const why = notOnMap(st, ref, s.id);
    if (why) throw new Refused(why);
    if (has(board.get(ref)!.unit, 'outpost')) throw new Refused(msg('veritable.move.outpost', { ref }));
  }
  const label = (to: string) => board.index.grid.label(board.index.cell(to));
  const spent = st.activity.spent ?? {};
  const oosOf = new Map<string, boolean>();
  return {
    title: msg('veritable.move.title', { game: s.game.title, turn: st.turn }),
    turn: st.turn,
    standing: board.all.map((u) => [u.ref, u.label] as const),
    label,
    spent,
    check(ref, to) {
      if (board.occupiedBy(to) === enemyOf(side)) throw new Refused(msg('veritable.move.enemyHex', { ref, at: to }));
      if (st.activity.mayNotReturn.some((x) => x.ref === ref && x.at === to))
        throw new Refused(msg('veritable.move.mayNotReturn', { ref, at: to }));
      // 7.0, 7.2: supply is judged at the start of the player's turn, so where the unit stood before its first
      // move; out of supply, its points are halved, rounding up. The sequence choice traced it for the whole side
      // (7.0); a journal from before that is traced now.
      const oos =
        spent[ref]?.oos ??
        st.activity.outOfSupply?.includes(ref) ??
        sideSupply(s, board.entries(), side).find((x) => x.ref === ref)?.supplied === false;
      oosOf.set(ref, oos);
      const full = (board.get(ref)!.unit.factors as { move?: number }).move;
      if (!oos) return {};
      const move = full === undefined ? undefined : Math.ceil(full / 2);
      const before = msg('move.outOfSupply', { ref, from: full ?? 0, to: move ?? 0, section: '7.2' });
      return { move, ...(spent[ref] ? {} : { before }) };
    },
    record(done) {
      for (const m of done) {
        const had = spent[m.ref];
        const oos = oosOf.get(m.ref);
        st.activity.spent = {
          ...st.activity.spent,
          [m.ref]: { points: (had?.points ?? 0) + m.cost, zoc: !!had?.zoc || m.zoc, ...(oos ? { oos } : {}) },
        };
        board.place(m.ref, m.to);
        st.units[m.ref] = { status: 'map', at: m.to };
      }
      const said: Message[] = [];
      for (const ref of exits) {
        const u = board.get(ref)!;
        if (side !== 'allied' || !board.index.grid.onEdge(u.cell, 'east'))
          throw new Refused(msg('veritable.move.cannotExit', { ref }));
        board.remove(ref);
        st.units[ref] = { status: 'exited', turn: st.turn };
        said.push(msg('veritable.move.exits', { ref, at: u.label }));
      }
      st.activity.moved = true;
      noteTowns(st, board);
      return { gone: [...exits], exits: said, last: [msg('veritable.move.checked')], state: stateKeys(s, st) };
    },
  };
};
