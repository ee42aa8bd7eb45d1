import { gridMapIndex, type GridMapIndex } from '../../assist/map/grid-map-index.js';
import type { SquareMap } from '../../model/schema/map.js';
import type { WorkCheckHook } from '../../rules/work-hooks.js';
import { isNightTurn } from './night-turn.js';
import type { Scenario } from '../../model/scenario.js';
import type { WorkRoll } from '../../model/schema/work-roll.js';
import { KeyedRefusal, type Message } from '../../assist/messages.js';
import { msg } from './messages.js';
import type { PlacedUnit } from '../../rules/shared/placed-unit.js';
import {
  declaredWork,
  withCompletion as completed,
  workDamage,
  workDice,
  workRoll,
  type WorkPlace,
  type WorkReport,
  type WorkState,
  type WorkDamageReport,
} from '../../rules/work-roll.js';
import type { PontoonSite } from './pontoon-site.js';

// Pontoon labour (Engineers; Optional Night Move) is the engine's declared work (rules.yaml `labour`'s `work`):
// the dice, the night halving, the cap, completion and damage. What stays here is where engineers may roll: in
// the bridgeheads of the site, all of one side, and no enemy next to either bridgehead.

export const LABOUR_HOOK = 'remagen.labour';

/** The journal's record of a site: labour units, whether it was completed, and on which turn. */
export interface PontoonState {
  lu: number;
  completed: boolean;
  /** A bridge carries no traffic in the turn it is completed. */
  completedOnTurn?: number;
}

export const NEW_PONTOON: PontoonState = { lu: 0, completed: false };

const asWork = (p: PontoonState): WorkState => ({
  count: p.lu,
  completed: p.completed,
  ...(p.completedOnTurn !== undefined ? { completedOnTurn: p.completedOnTurn } : {}),
});
const asPontoon = (w: WorkState): PontoonState => ({
  lu: w.count,
  completed: w.completed,
  ...(w.completedOnTurn !== undefined ? { completedOnTurn: w.completedOnTurn } : {}),
});

/** A site as the place the engine works at: its two river sectors are what a destruction clears. */
export const sitePlace = (site: PontoonSite): WorkPlace => ({ id: site.id, name: site.name, sectors: site.sectors });

/** A bridge is complete once it has held the labour units that complete it, and stays so while fire wears it. */
export function withCompletion(state: PontoonState, complete: number): PontoonState {
  return state.completed || state.lu < complete ? state : { ...state, completed: true };
}

/** The declared labour's numbers: trays that may roll, labour units to complete and at most. */
export function labourLimits(s: Scenario): {
  minEngineers: number;
  maxEngineers: number;
  complete: number;
  cap: number;
} {
  const w = declaredWork(s, LABOUR_HOOK);
  return {
    minEngineers: w.units.min,
    maxEngineers: w.units.max,
    complete: w.complete.at,
    cap: w.cap?.at ?? Number.MAX_SAFE_INTEGER,
  };
}

export interface LabourInput {
  site: PontoonSite;
  engineers: PlacedUnit[];
  /** One die per engineer, in the order the engineers are given. */
  dice: number[];
  turn: number;
  /** A turn that halves the work (a night turn with the night-move option), and whether each die is halved. */
  night: boolean;
  halveEach: boolean;
  before: PontoonState;
  /** Enemy units the players know of near the site; any of them next to a bridgehead stops the work. */
  enemies: PlacedUnit[];
}

export type LabourReport = Omit<WorkReport, 'state'> & { state: PontoonState };

/** Where engineers may roll for a site (Engineers): in its bridgeheads, one side, no enemy next to a bridgehead. */
export function checkWork(decl: WorkRoll, index: GridMapIndex, input: Omit<LabourInput, 'dice'>): void {
  const { site, engineers } = input;
  workDice(decl, engineers);
  const heads = site.bridgeheads.map((l) => index.cell(l));
  for (const e of engineers) {
    if (!heads.some((h) => h.col === e.cell.col && h.row === e.cell.row))
      throw new KeyedRefusal(
        msg('remagen.refused.notBridgehead', {
          ref: e.ref,
          at: e.label,
          place: site.id,
          from: site.bridgeheads.map((text) => msg('why.declared', { text })),
        }),
      );
    if (e.unit.side !== engineers[0].unit.side)
      throw new KeyedRefusal(msg('remagen.refused.differentSides', { ref: e.ref, other: engineers[0].ref }));
  }
  const stop = enemyNear(index, site.id, site.bridgeheads, engineers[0].unit.side, input.enemies);
  if (stop) throw new KeyedRefusal(stop);
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
 * Pontoon labour declared as work (rules.yaml `check: { hook: remagen.labour-site }`): an enemy next to a
 * bridgehead stops the work (Engineers), and no fire falls on a bridge on a night turn (Optional Night Move).
 */
export const labourSite: WorkCheckHook = (q) => {
  const s = q.scenario;
  if (q.damage)
    return q.turn !== undefined && isNightTurn(s, q.turn, q.options['night-moves'] ?? '')
      ? msg('remagen.fire.night', { turn: q.turn, section: msg('remagen.rule.nightFire') })
      : undefined;
  if (!q.workers.length) return undefined;
  const index = gridMapIndex(s.map as SquareMap);
  const enemies = q.others.map((x) => ({ ref: x.ref, label: x.at, unit: x.unit }));
  return enemyNear(index, q.place.id, q.place.from, q.workers[0].unit.side, enemies);
};

/** The engine's input for a site's labour. */
export const workInput = (input: Omit<LabourInput, 'dice'>) => ({
  place: sitePlace(input.site),
  workers: input.engineers,
  turn: input.turn,
  halved: input.night,
  each: input.halveEach,
  before: asWork(input.before),
});

/** Engineers' labour units (Engineers; Optional Night Move), after the site's own checks. */
export function labourRoll(s: Scenario, index: GridMapIndex, input: LabourInput): LabourReport {
  const decl = declaredWork(s, LABOUR_HOOK);
  checkWork(decl, index, input);
  const r = workRoll(decl, { ...workInput(input), dice: input.dice });
  return { ...r, state: asPontoon(r.state) };
}

export type DamageReport = Omit<WorkDamageReport, 'state'> & { state: PontoonState };

/** Fire at a pontoon bridge (Engineers): one die per hit, the pips off its labour units. */
export function pontoonDamage(s: Scenario, site: PontoonSite, given: PontoonState, dice: number[]): DamageReport {
  const r = workDamage(declaredWork(s, LABOUR_HOOK), sitePlace(site), asWork(given), dice);
  return { ...r, state: asPontoon(r.state) };
}

export { asWork, asPontoon, completed as workCompleted };
