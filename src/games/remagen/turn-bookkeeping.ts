import { msg } from './messages.js';
import type { PlacedUnit } from '../../rules/shared/placed-unit.js';
import {
  enterPhase,
  enterSide,
  markDone,
  refuseAgain,
  turnLogFor,
  type TurnLog,
  type TurnNames,
} from '../../rules/shared/turn-log.js';
import { KeyedRefusal } from '../../assist/messages.js';
import { REMAGEN_PHASES, REMAGEN_RULES, type RemagenState } from './state.js';

// Remagen's per-turn bookkeeping over the shared turn log: which units and sectors have fired, which sectors
// were fired upon (the defender's return fire), which have fought, and the engaged sectors.

const refs = (us: readonly PlacedUnit[]) => us.map((u) => u.ref);
const sectors = (us: readonly PlacedUnit[]) => [...new Set(us.map((u) => u.label))];

function refuseEngaged(st: RemagenState, places: readonly string[]): void {
  for (const place of places) {
    const e = st.engaged.find((x) => x.sector === place);
    if (e) throw new KeyedRefusal(msg('turn.engaged', { place, turn: e.turn ?? '—', section: REMAGEN_RULES.engaged }));
  }
}

/**
 * A salvo from `from` into `at`. The side in play fires each sector once (its units may fire at several
 * targets, one salvo after another, before another sector is picked) and no unit twice (Fire 1, 3); return
 * fire is the other side's, from a sector fired upon this turn (Fire 2). No fire touches an engaged sector.
 */
export function fireTurn(
  st: RemagenState,
  turn: number | undefined,
  firers: readonly PlacedUnit[],
  at: string,
  returnFire: boolean,
  names?: TurnNames,
): TurnLog {
  const from = firers[0].label;
  const side = firers[0].unit.side;
  refuseEngaged(st, [from, at]);
  const log = turnLogFor(st.thisTurn, turn);
  if (returnFire) {
    if (!log.side || log.side === side)
      throw new KeyedRefusal(
        msg('turn.returnSide', { side: names?.side(side) ?? side, section: REMAGEN_RULES.returnFire }),
      );
    if (!log.acted['fired-upon']?.includes(from))
      throw new KeyedRefusal(msg('turn.returnFire', { key: from, section: REMAGEN_RULES.returnFire }));
    markDone(log, 'returned-fire', refs(firers));
    return log;
  }
  enterSide(log, side, REMAGEN_RULES.phases, names);
  enterPhase(log, 'fire', REMAGEN_PHASES, REMAGEN_RULES.phases, names);
  refuseAgain(log, 'fired', refs(firers), msg('turn.firedAgain', { section: REMAGEN_RULES.fire }));
  // The sector picked last may go on firing with its other units; any other sector that fired is done.
  if (log.acted['firing-sector']?.[0] !== from)
    refuseAgain(log, 'fired-from', [from], msg('turn.sectorFiredAgain', { section: REMAGEN_RULES.fire }));
  markDone(log, 'fired', refs(firers));
  markDone(log, 'fired-from', [from]);
  markDone(log, 'fired-upon', [at]);
  log.acted['firing-sector'] = [from];
  return log;
}

/**
 * A battle: the attacker's side in play, in its combat; no unit and no sector in a second battle this turn,
 * so a sector's forces are never split between two (Combat, Basic Odds).
 */
export function battleTurn(
  st: RemagenState,
  turn: number | undefined,
  attackers: readonly PlacedUnit[],
  defenders: readonly PlacedUnit[],
  names?: TurnNames,
): TurnLog {
  const log = turnLogFor(st.thisTurn, turn);
  enterSide(log, attackers[0].unit.side, REMAGEN_RULES.phases, names);
  enterPhase(log, 'combat', REMAGEN_PHASES, REMAGEN_RULES.phases, names);
  const all = [...attackers, ...defenders];
  refuseAgain(log, 'fought', refs(all), msg('turn.foughtAgain', { section: REMAGEN_RULES.battles }));
  refuseAgain(log, 'fought-in', sectors(all), msg('turn.sectorFoughtAgain', { section: REMAGEN_RULES.battles }));
  markDone(log, 'fought', refs(all));
  markDone(log, 'fought-in', sectors(all));
  return log;
}

/** The engaged sectors after a battle: its sectors engaged by a result declared to engage (EN), freed by any other. */
export function engagedAfter(
  st: RemagenState,
  attackers: readonly PlacedUnit[],
  defenders: readonly PlacedUnit[],
  engage: boolean,
  turn: number | undefined,
): RemagenState['engaged'] {
  const here = sectors([...attackers, ...defenders]);
  const kept = st.engaged.filter((e) => !here.includes(e.sector));
  if (!engage) return kept;
  return [...kept, ...here.map((sector) => ({ sector, ...(turn !== undefined ? { turn } : {}) }))];
}
