import type { Scenario } from '../../model/scenario.js';
import { KeyedRefusal, KeyedUsage } from '../../assist/messages.js';
import { msg } from './messages.js';
import type { DieTable } from '../../model/schema/charts.js';
import type { TurnHook } from '../../rules/move-hooks.js';
import { copyState, freshActivity, optionIn, readState, stateKeys, type Side, type VeritableState } from './state.js';
import { declaredTurns } from '../../rules/turn-end.js';
import { judgeTurnEnd } from '../../rules/turn-end.js';

// The air power roll itself (5.1: the table, turn 1 without a roll, the two Surges) is rules.yaml's `air`, a die
// table the engine reads. What stays code is Veritable's own turn: the air phase opens a game turn (4.1), and the
// game's state keeps the turn, whose player turn it is and the air units granted and spent (5.2).

/** What the journal says about an air roll for `turn`: the Surges granted before it, or a refusal. */
export function checkAirTurn(s: Scenario, st: VeritableState, turn: number, amend: boolean): { surgesBefore: number } {
  const turns = declaredTurns(s);
  if (turn === turns.extra) {
    if (optionIn(s, st, 'extra-allied-turn') !== 'on')
      throw new KeyedRefusal(msg('veritable.air.noTurn8', { extra: turns.extra, last: turns.last }));
    const waiting = Object.entries(st.units)
      .filter(([, u]) => u.status === 'reserve' && u.at === 'allied-reserve')
      .map(([r]) => r);
    if (waiting.length)
      throw new KeyedRefusal(
        msg(waiting.length > 1 ? 'veritable.air.reserveWaiting' : 'veritable.air.reserveWaitingOne', {
          turn: turns.extra,
          units: waiting.join(', '),
        }),
      );
  }
  if (turn > turns.last && turn !== turns.extra) throw new KeyedRefusal(msg('veritable.air.noSuchTurn', { turn }));
  if (st.turn === 0) return { surgesBefore: st.luftwaffeSurges };
  if (turn < st.turn) throw new KeyedRefusal(msg('veritable.air.turnOver', { now: st.turn, turn }));
  if (turn === st.turn) {
    if (turn === 1) return { surgesBefore: st.luftwaffeSurges };
    const air = st.air?.turn === turn ? st.air : undefined;
    if (!air) throw new KeyedRefusal(msg('veritable.air.noRollToRepeat', { turn }));
    if (!amend) throw new KeyedRefusal(msg('veritable.air.rolledAlready', { turn, roll: String(air.roll) }));
    const used = (['allied', 'german'] as Side[]).filter((x) => air.spent[x] > 0);
    if (used.length)
      throw new KeyedRefusal(
        msg('veritable.air.spentAlready', {
          turn,
          sides: used.length > 1 ? msg('veritable.air.bothSides') : msg(`veritable.side.${used[0]}`),
        }),
      );
    return { surgesBefore: air.surgesBefore };
  }
  if (turn > st.turn + 1) throw new KeyedRefusal(msg('veritable.air.nextFirst', { now: st.turn, next: st.turn + 1 }));
  if (st.phase !== 'german')
    throw new KeyedRefusal(msg('veritable.turn.germanNotBegun', { turn: st.turn, command: `sequence ${s.id}` }));
  return { surgesBefore: st.luftwaffeSurges };
}

/** What the air phase of `turn` gave: the table's roll (none on turn 1), the air units, the Surges so far. */
export interface AirPhase {
  turn: number;
  roll: number | undefined;
  allied: number;
  german: number;
  surgesBefore: number;
  surgesUsed: number;
}

/** The state after the air phase of `r.turn`: the new turn opens with the Allied player turn (4.1, 4.2). */
export function recordAir(before: VeritableState, r: AirPhase): VeritableState {
  const st = copyState(before);
  const newTurn = st.turn !== r.turn;
  st.turn = r.turn;
  st.phase = 'allied';
  st.luftwaffeSurges = r.surgesUsed;
  st.air =
    r.roll === undefined
      ? undefined
      : {
          turn: r.turn,
          roll: r.roll,
          granted: { allied: r.allied, german: r.german },
          spent: { allied: 0, german: 0 },
          surgesBefore: r.surgesBefore,
        };
  if (newTurn) {
    st.sequence = {};
    st.activity = freshActivity();
    st.fuhrer.asked = { turn: r.turn, units: [] };
  }
  return st;
}

/** The Surges counter and the air units as rules.yaml's `air` names them (its counters and grants). */
const SURGES = 'surges';

/**
 * rules.yaml's `air` opens the game turn it is rolled for (4.1): the turn the journal allows, the last turn's
 * stacking judged if no one ended it (6.3), and Veritable's state written with what the table granted.
 */
export const openTurn: TurnHook = (q) => {
  const s = q.scenario;
  const st = q.journal ? copyState(readState(s, q.state, 'the journal')) : undefined;
  const turn = q.turn ?? (st?.turn ? st.turn + 1 : undefined);
  if (turn === undefined) throw new KeyedUsage(msg('veritable.turnNeeded'));
  if (!st) return { turn, before: [], counters: {} as Record<string, number>, record: () => undefined };
  const { surgesBefore } = checkAirTurn(s, st, turn, q.amend);
  // The air phase of a new turn follows the end of the last: its stacking is judged now if no one ended it (6.3).
  const ended = !q.preview && turn > 1 && turn > st.turn ? judgeTurnEnd(s, st) : undefined;
  // An over-stacked hex whose owner has a choice waits for the end of the turn, where he makes it (6.3).
  if (ended?.question) throw new KeyedRefusal(msg('stack.chooseFirst', { turn: st.turn, said: ended.question.said }));
  return {
    turn,
    before: ended?.steps ?? [],
    counters: { [SURGES]: surgesBefore },
    record: (r) => {
      // Turn 1 has no roll: it opens the game's first turn once; asked again, nothing changes.
      if (r.roll === undefined && st.turn !== 0) return undefined;
      const granted = { allied: r.granted.allied ?? 0, german: r.granted.german ?? 0 };
      const used = r.counters[SURGES] ?? surgesBefore;
      return stateKeys(
        s,
        recordAir(ended?.state ?? st, { turn, roll: r.roll, ...granted, surgesBefore, surgesUsed: used }),
      );
    },
  };
};

/**
 * The most air units `side` can have in one turn: the best the Air Power Table gives it. Air units are
 * used in the turn they come or lost (5.2), so no combat can have more.
 */
export function mostAirUnits(table: DieTable, side: string): number {
  return Math.max(0, ...table.rows.map((r) => Number(r.effects[side] ?? 0)).filter(Number.isFinite));
}

/** Air units `side` still has this turn: granted by this turn's roll and not yet spent (5.1, 5.2). */
export function airLeft(st: VeritableState, side: Side): number {
  return st.air && st.air.turn === st.turn ? st.air.granted[side] - st.air.spent[side] : 0;
}

export function checkAirUnits(st: VeritableState, side: Side, wanted: number): void {
  if (!wanted) return;
  const left = airLeft(st, side);
  if (wanted <= left) return;
  const air = st.air?.turn === st.turn ? st.air : undefined;
  const what = (n: number) => msg(`veritable.air.${side === 'allied' ? 'raf' : 'surge'}${n > 1 ? 's' : ''}Unit`);
  if (!air)
    throw new KeyedRefusal(
      msg('veritable.air.noneThisTurn', {
        what: what(1),
        turn: st.turn,
        why: msg(st.turn === 1 ? 'veritable.air.noPhaseTurnOne' : 'veritable.air.noRollYet'),
      }),
    );
  throw new KeyedRefusal(
    msg(air.spent[side] === 1 ? 'veritable.air.tooManyOne' : 'veritable.air.tooMany', {
      wanted,
      what: what(wanted),
      left,
      turn: st.turn,
      roll: String(air.roll),
      granted: air.granted[side],
      spent: air.spent[side],
    }),
  );
}
