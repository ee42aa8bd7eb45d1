import type { Scenario } from '../../model/scenario.js';
import { KeyedRefusal } from '../../assist/messages.js';
import { has } from './unit-values.js';
import { stackingProblem, stackingWhy } from './stacking.js';
import { RuleRefusal as Refused } from '../../rules/report.js';
import type { Board } from './board.js';
import { copyState, enemyOf, optionIn, type Side, type VeritableState } from './state.js';
import { notOnMap, noteTowns, requireSetup, sideName } from './status.js';
import { checkPhasing, gameTurns, sequenceFor } from './turn.js';
import { judgeMove } from '../../rules/movement.js';
import type { Message } from '../../assist/messages.js';
import { msg } from './messages.js';
import { sideSupply } from './supply.js';

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

/** A unit's printed movement allowance. */
function moveOf(u: Scenario['units'][number]): number | undefined {
  const f = u.factors as { move?: number };
  return typeof f.move === 'number' ? f.move : undefined;
}

function checkStacks(board: Board, hexes: Iterable<string>): void {
  for (const h of new Set(hexes)) {
    const problem = stackingProblem(board.s, board.at(h));
    if (problem) throw new Refused(msg('veritable.stack.at', { at: h, problem }));
  }
}

/**
 * Moves units of the phasing player to the hexes given, and takes Allied units off by the east edge (9.1).
 * Checked: his player turn and his Attack/Move choice (6.1: under Move/Attack nothing moves once he has
 * attacked), units on the map and not outposts (8.4), no enemy-occupied hex (6.3), not back into a hex a
 * unit retreated from this turn while a comrade fell (6.5.3), and, where rules.yaml declares movement, the
 * points, path, zones of control and forced march by the rules engine (6.2, 6.4, 6.2.1). Stacking is judged
 * when rules.yaml says: at the end of the turn for Veritable (6.3, end-turn), so an over-stack is only noted here.
 */
export function moveUnits(
  s: Scenario,
  before: VeritableState,
  board: Board,
  moves: readonly Placement[],
  exits: readonly string[],
): BoardChange {
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
  const steps: Message[] = [];
  for (const ref of refs) {
    if (sideOf(s, ref) !== side) throw new Refused(msg('veritable.notSideUnit', { ref, side: sideName(side) }));
    const why = notOnMap(st, ref, s.id);
    if (why) throw new Refused(why);
    const u = board.get(ref)!;
    if (has(u.unit, 'outpost')) throw new Refused(msg('veritable.move.outpost', { ref }));
  }
  for (const m of moves) {
    const from = board.get(m.ref)!.label;
    const to = board.index.grid.label(board.index.cell(m.to));
    if (board.occupiedBy(to) === enemyOf(side))
      throw new Refused(msg('veritable.move.enemyHex', { ref: m.ref, at: to }));
    const barred = st.activity.mayNotReturn.find((x) => x.ref === m.ref && x.at === to);
    if (barred) throw new Refused(msg('veritable.move.mayNotReturn', { ref: m.ref, at: to }));
    const rules = s.rules?.movement;
    if (rules) {
      // 6.2, 6.4, 6.2.1: the cheapest way over the terrain chart's costs and the enemy zones, within the unit's
      // points (doubled by forced march when it keeps clear of enemy zones all turn).
      const u = board.get(m.ref)!;
      const spent = st.activity.spent?.[m.ref];
      // 7.0, 7.2: supply is judged at the start of the player's turn, so where the unit stood before its first
      // move; out of supply, its points are halved, rounding up.
      // The sequence choice traced it for the whole side (7.0); a journal from before that is traced now.
      const oos =
        spent?.oos ??
        st.activity.outOfSupply?.includes(m.ref) ??
        sideSupply(s, board.entries(), side).find((x) => x.ref === m.ref)?.supplied === false;
      const full = moveOf(u.unit);
      const points = oos && full !== undefined ? Math.ceil(full / 2) : full;
      if (oos && !spent)
        steps.push(msg('move.outOfSupply', { ref: m.ref, from: full ?? 0, to: points ?? 0, section: '7.2' }));
      const answer = judgeMove(s, rules, {
        unit: { ref: m.ref, side, type: u.unit.type, abilities: u.unit.abilities, move: points },
        from,
        to,
        placed: board.entries().map((e) => ({ ref: e.ref, side: e.unit.side, at: e.at })),
        spent: spent?.points,
        zocTouched: spent?.zoc,
      });
      if (!answer.ok) throw new Refused(answer.message);
      st.activity.spent = {
        ...st.activity.spent,
        [m.ref]: {
          points: (spent?.points ?? 0) + answer.cost,
          zoc: !!spent?.zoc || answer.zoc,
          ...(oos ? { oos } : {}),
        },
      };
      board.place(m.ref, to);
      st.units[m.ref] = { status: 'map', at: to };
      steps.push(answer.message);
      continue;
    }
    board.place(m.ref, to);
    st.units[m.ref] = { status: 'map', at: to };
    steps.push(msg('veritable.move.from', { ref: m.ref, from, to }));
  }
  for (const ref of exits) {
    const u = board.get(ref)!;
    if (side !== 'allied' || !board.index.grid.onEdge(u.cell, 'east'))
      throw new Refused(msg('veritable.move.cannotExit', { ref }));
    board.remove(ref);
    st.units[ref] = { status: 'exited', turn: st.turn };
    steps.push(msg('veritable.move.exits', { ref, at: u.label }));
  }
  const judged = s.rules?.movement?.stacking?.judged;
  if (judged === 'turn' || judged === 'phase') {
    for (const h of new Set(moves.map((m) => board.get(m.ref)!.label))) {
      const problem = stackingWhy(s, board.at(h));
      if (problem)
        steps.push(
          msg(judged === 'turn' ? 'veritable.stack.laterTurn' : 'veritable.stack.laterPhase', { at: h, problem }),
        );
    }
  } else
    checkStacks(
      board,
      moves.map((m) => board.get(m.ref)!.label),
    );
  st.activity.moved = true;
  noteTowns(st, board);
  steps.push(msg(s.rules?.movement ? 'veritable.move.checked' : 'veritable.move.count'));
  return { state: st, steps };
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
