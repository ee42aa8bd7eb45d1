import { gridMapIndex, type GridMapIndex } from '../../assist/map/grid-map-index.js';
import type { SquareMap } from '../../model/schema/map.js';
import type { WorkCheckHook } from '../../rules/work-hooks.js';
import { isNightTurn } from './night-turn.js';
import type { Scenario } from '../../model/scenario.js';
import type { WorkRoll } from '../../model/schema/work-roll.js';
import type { Message } from '../../assist/messages.js';
import { msg } from './messages.js';
import { checkRemagenUnits, remagenState } from './state.js';

// Pontoon labour (Engineers; Optional Night Move) is a declared work procedure (rules.yaml `labour`, kind work):
// the sites, the dice, the night halving, the cap, completion and damage are the engine's. What stays here is
// what the model does not say: the trays must be on the board, an enemy next to a bridgehead stops the work,
// and no fire falls on a bridge at night.

/** The name rules.yaml's labour gives its check (`check.hook`), by which the game's code finds the declaration. */
export const LABOUR_CHECK = 'remagen.labour-site';

/** The journal's record of a site: labour units, whether it was completed, and on which turn. */
export interface PontoonState {
  lu: number;
  completed: boolean;
  /** A bridge carries no traffic in the turn it is completed. */
  completedOnTurn?: number;
}

/** A bridge is complete once it has held the labour units that complete it, and stays so while fire wears it. */
export function withCompletion(state: PontoonState, complete: number): PontoonState {
  return state.completed || state.lu < complete ? state : { ...state, completed: true };
}

/** The declared labour: the work procedure whose check is this game's labour check. */
export function labourWork(s: Scenario): WorkRoll {
  const p = s.rules?.procedures.find((x) => x.kind === 'work' && x.check?.hook === LABOUR_CHECK);
  if (p?.kind !== 'work') throw new Error(`${s.id}: rules.yaml declares no work checked by "${LABOUR_CHECK}"`);
  return p.work;
}

/** The declared labour's numbers: trays that may roll, labour units to complete and at most. */
export function labourLimits(s: Scenario): {
  minEngineers: number;
  maxEngineers: number;
  complete: number;
  cap: number;
} {
  const w = labourWork(s);
  return {
    minEngineers: w.units.min,
    maxEngineers: w.units.max,
    complete: w.complete.at,
    cap: w.cap?.at ?? Number.MAX_SAFE_INTEGER,
  };
}

/** Engineers' work stops with an enemy unit next to either bridgehead of the site (Engineers). */
function enemyNear(
  index: GridMapIndex,
  site: string,
  bridgeheads: readonly string[],
  side: string,
  enemies: readonly { ref: string; label: string; unit: { side: string } }[],
): Message | undefined {
  const heads = bridgeheads.map((l) => index.cell(l));
  for (const x of enemies) {
    if (x.unit.side === side) return msg('remagen.refused.notEnemy', { ref: x.ref });
    const cell = index.cell(x.label);
    const near = heads.find((h) => Math.max(Math.abs(h.col - cell.col), Math.abs(h.row - cell.row)) <= 1);
    if (near) return msg('remagen.refused.enemyNear', { site, ref: x.ref, at: x.label, head: index.grid.label(near) });
  }
  return undefined;
}

/**
 * Pontoon labour's own check (rules.yaml `check: { hook: remagen.labour-site }`): the trays are on the board (not
 * eliminated, arrived), an enemy next to a bridgehead stops the work (Engineers), and no fire falls on a bridge on
 * a night turn (Optional Night Move).
 */
export const labourSite: WorkCheckHook = (q) => {
  const s = q.scenario;
  if (q.damage)
    return q.turn !== undefined && isNightTurn(s, q.turn, q.options['night-moves'] ?? '')
      ? msg('remagen.fire.night', { turn: q.turn, section: msg('remagen.rule.nightFire') })
      : undefined;
  if (!q.workers.length) return undefined;
  if (q.stage === 'units') {
    checkRemagenUnits(q.workers, remagenState({ ...q.state }), { turn: q.turn });
    return undefined;
  }
  const index = gridMapIndex(s.map as SquareMap);
  const enemies = q.others.map((x) => ({ ref: x.ref, label: x.at, unit: x.unit }));
  return enemyNear(index, q.place.id, q.place.from, q.workers[0].unit.side, enemies);
};
