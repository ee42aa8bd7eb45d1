import type { Scenario } from '../../model/scenario.js';
import { KeyedRefusal, render, RuleRefusal } from '../../assist/messages.js';
import { msg } from './messages.js';
import type { DieTable } from '../../model/schema/charts.js';
import { keyed, type CrtOutcome } from '../../assist/crt/resolve-crt.js';
import { airPower, type AirPowerResult } from './air-power.js';
import { copyState, freshActivity, optionIn, type Side, type VeritableState } from './state.js';
import { EXTRA_TURN, LAST_TURN } from './turn.js';

/** What the journal says about an air roll for `turn`: the Surges granted before it, or a refusal. */
export function checkAirTurn(s: Scenario, st: VeritableState, turn: number, amend: boolean): { surgesBefore: number } {
  if (turn === EXTRA_TURN) {
    if (optionIn(s, st, 'extra-allied-turn') !== 'on') throw new KeyedRefusal(msg('veritable.air.noTurn8'));
    const waiting = Object.entries(st.units)
      .filter(([, u]) => u.status === 'reserve' && u.at === 'allied-reserve')
      .map(([r]) => r);
    if (waiting.length)
      throw new KeyedRefusal(
        msg(waiting.length > 1 ? 'veritable.air.reserveWaiting' : 'veritable.air.reserveWaitingOne', {
          units: waiting.join(', '),
        }),
      );
  }
  if (turn > LAST_TURN && turn !== EXTRA_TURN) throw new KeyedRefusal(msg('veritable.air.noSuchTurn', { turn }));
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
    throw new RuleRefusal(
      `turn ${st.turn}'s German player turn has not begun; the turn ends after it (4.3, 4.4). ` +
        `It begins with the German sequence choice: sequence ${s.id} --side german --order …`,
      {
        key: 'germanNotBegun',
        values: { turn: st.turn },
        text:
          `turn ${st.turn}'s German player turn has not begun; the turn ends after it (4.3, 4.4). ` +
          'It begins with the German sequence choice',
      },
    );
  return { surgesBefore: st.luftwaffeSurges };
}

/** The state after the air phase of `r.turn`: the new turn opens with the Allied player turn (4.1, 4.2). */
export function recordAir(before: VeritableState, r: AirPowerResult): VeritableState {
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
          surgesBefore: r.surgesUsed - (r.surge ? 1 : 0),
        };
  if (newTurn) {
    st.sequence = {};
    st.activity = freshActivity();
    st.fuhrer.asked = { turn: r.turn, units: [] };
  }
  return st;
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

export const airCode = (allied: number, surge: boolean): string => `${allied} RAF${surge ? ' + Surge' : ''}`;

/** The exact chance of each air power outcome of `turn`, the Surges granted so far counted (5.1). */
export function airChances(table: DieTable, turn: number, surgesBefore: number): CrtOutcome[] {
  const ways = new Map<string, { n: number; said: NonNullable<CrtOutcome['said']> }>();
  for (let face = 1; face <= 6; face++) {
    const r = airPower(table, turn, face, surgesBefore);
    const code = airCode(r.allied, r.surge);
    const values = { allied: r.allied, plural: r.allied === 1 ? '' : 's' };
    const said = {
      code: msg(r.surge ? 'veritable.air.codeSurge' : 'veritable.air.code', values),
      meaning: msg(r.surge ? 'veritable.air.chanceSurge' : 'veritable.air.chance', values),
    };
    ways.set(code, { n: (ways.get(code)?.n ?? 0) + 1, said });
  }
  return [...ways].map(([code, w]) =>
    keyed({ code, meaning: render(w.said.meaning), probability: w.n / 6, fraction: `${w.n}/6` }, w.said),
  );
}
