import type { Scenario } from '../../model/scenario.js';
import { KeyedRefusal } from '../../assist/messages.js';
import { stackingProblem } from './stacking.js';
import { RuleRefusal as Refused } from '../../rules/report.js';
import type { Board } from './board.js';
import { copyState, enemyOf, optionIn, type Side, type VeritableState } from './state.js';
import { notOnMap, requireSetup, sideName } from './status.js';
import { checkPhasing, gameTurns } from './turn.js';
import type { Message } from '../../assist/messages.js';
import { msg } from './messages.js';

export interface Placement {
  ref: string;
  to: string;
}

export interface BoardChange {
  state: VeritableState;
  steps: Message[];
}

function sideOf(s: Scenario, ref: string): Side {
  const u = s.units.find((x) => x.id === ref.replace(/#\d+$/, ''));
  if (!u) throw new Refused(msg('veritable.noUnit', { ref, game: s.id }));
  return u.side as Side;
}

function checkStacks(board: Board, hexes: Iterable<string>): void {
  for (const h of new Set(hexes)) {
    const problem = stackingProblem(board.s, board.at(h));
    if (problem) throw new Refused(msg('veritable.stack.at', { at: h, problem }));
  }
}

/**
 * Brings strategic reserve units onto their side's edge road hexes (8.1): from turn 2, in the owner's player
 * turn, before he moves or attacks (6.1: the decision is made at the start of the turn), on a hex no enemy
 * holds and within the stacking limits, and for the Germans under optional 11.2 only a unit the Führer
 * released. Each German unit brought in is worth 1 VP to the Allies (9.1).
 */
export function enterReserves(
  s: Scenario,
  before: VeritableState,
  board: Board,
  entries: readonly Placement[],
): BoardChange {
  requireSetup(before, msg('veritable.what.reserveEntry'), s.id);
  const st = copyState(before);
  if (!entries.length) throw new KeyedRefusal(msg('veritable.reserve.nameUnits'));
  const side = sideOf(s, entries[0].ref);
  checkPhasing(st, side, msg('veritable.what.reserves'), s.id);
  const from = gameTurns(s).firstReserve;
  if (st.turn < from) throw new Refused(msg('veritable.reserve.turn2', { turn: st.turn, from }));
  if (st.activity.moved || st.activity.fought)
    throw new Refused(
      msg(st.activity.fought ? 'veritable.reserve.fought' : 'veritable.reserve.moved', {
        side: msg(`veritable.side.${side}`),
      }),
    );
  const edge = s.map?.kind === 'hex' ? s.map.edges.find((e) => e.for === side && e.roles.includes('entry')) : undefined;
  const entryHexes = new Set((edge && board.index.named(edge.id)?.map((c) => board.index.grid.label(c))) ?? []);
  const fuhrer = side === 'german' && optionIn(s, st, 'fuhrer-interference') === 'on';
  const steps: Message[] = [];
  for (const e of entries) {
    if (sideOf(s, e.ref) !== side)
      throw new Refused(msg('veritable.notSideUnit', { ref: e.ref, side: sideName(side) }));
    const u = st.units[e.ref];
    if (u?.status !== 'reserve')
      throw new Refused(
        u
          ? msg('veritable.reserve.notInWhy', {
              ref: e.ref,
              why: notOnMap(st, e.ref, s.id) ?? msg('veritable.reserve.onMap'),
            })
          : msg('veritable.reserve.notIn', { ref: e.ref }),
      );
    if (fuhrer && !st.fuhrer.released.includes(e.ref))
      throw new Refused(msg('veritable.reserve.notReleased', { ref: e.ref, command: `fuhrer ${s.id}` }));
    const to = board.index.grid.label(board.index.cell(e.to));
    if (!entryHexes.has(to))
      throw new Refused(
        msg(side === 'allied' ? 'veritable.reserve.west' : 'veritable.reserve.east', {
          ref: e.ref,
          hexes: [...entryHexes].join(', '),
          at: to,
        }),
      );
    if (board.occupiedBy(to) === enemyOf(side)) throw new Refused(msg('veritable.reserve.enemy', { at: to }));
    board.place(e.ref, to);
    st.units[e.ref] = { status: 'map', at: to, turn: st.turn };
    st.reservesEntered.push({ unit: e.ref, side, turn: st.turn, at: to });
    steps.push(
      msg(side === 'german' ? 'veritable.reserve.entersVp' : 'veritable.reserve.enters', { ref: e.ref, at: to }),
    );
  }
  checkStacks(
    board,
    entries.map((e) => board.get(e.ref)!.label),
  );
  return { state: st, steps };
}
