import type { DieTable } from '../../model/schema/charts.js';
import type { Scenario } from '../../model/scenario.js';
import { declaredMovement, declaredPool, declaredValue, hookDeclaration } from '../../model/hook-numbers.js';
import type { HookProcedure, MovementRules, UnitPool } from '../../model/schema/rules.js';
import { areaStepRefusal } from '../../rules/movement.js';
import type { AreaGraph } from '../../assist/map/area-graph.js';
import { parseDice } from '../../model/dice-spec.js';
import { sumDistribution } from '../../assist/dice/sum-distribution.js';
import { dieTableRow } from '../../assist/crt/die-table-row.js';
import { KeyedRefusal } from '../../assist/messages.js';
import { msg } from './messages.js';
import type { AreaUnit } from './area-units.js';
import type { CrtOutcome } from '../../assist/crt/resolve-crt.js';
import { unitPoolChances, unitPoolDice, unitPoolHits } from '../../rules/unit-pool.js';
import { unitRefusal } from '../../rules/unit-refusals.js';
import { checkListedOnce } from '../../rules/shared/listed-once.js';

export type OverrunReading = 'whole-area' | 'single-unit';

export interface OverrunInput {
  movers: AreaUnit[];
  /** The enemy units overrun: all in the area, or the one chosen (game option overrun-target). */
  defenders: AreaUnit[];
  into: string;
  reading: OverrunReading;
}

export interface OverrunPlan {
  from: string;
  into: string;
  intoName: string;
  attack: number;
  defence: number;
  /** As the rules write it: "6-1" for 12-2. */
  odds: string;
  chance: { probability: number; fraction: string };
  /** Dice each overrun unit fires as it goes, as the declared pool says: its current strength, artillery 1 (5, 7). */
  partingShots: { ref: string; dice: number }[];
  /** The face a parting shot hits on, and its section (the declared pool's). */
  partingHitOn: UnitPool['hitOn'];
  partingChances: CrtOutcome[];
  steps: string[];
}

export interface OverrunReport extends OverrunPlan {
  roll: number;
  success: boolean;
  partingFaces: number[];
  partingHits: number;
  removed: string[];
}

/** The numbers an overrun applies, as rules.yaml declares them for this hook (rules 5, 7). */
export interface OverrunNumbers {
  /** The odds by strength an overrun needs: 6 for 6-1. */
  odds: number;
  /** What an artillery unit counts for in the defence. */
  artillery: number;
  /** How many overruns a unit may make in a turn. */
  perTurn: number;
  /** The parting shots: each overrun unit's dice, the face that hits, who spreads the hits (the engine rolls it). */
  pool: UnitPool;
  /** The game's movement: the links each unit crosses (armour by road or bridge only), read by the engine. */
  movement: MovementRules;
  /** Units that may not overrun (artillery, 7), judged by the engine. */
  refusals: HookProcedure['refusals'];
}

/** The overrun's numbers from the declaration of the hook `death-of-a-division.overrun` in rules.yaml. */
export function overrunNumbers(s: Scenario): OverrunNumbers {
  const p = hookDeclaration(s, 'death-of-a-division.overrun');
  return {
    odds: declaredValue(s, p, 'odds'),
    artillery: declaredValue(s, p, 'artillery'),
    perTurn: declaredValue(s, p, 'per-turn'),
    pool: declaredPool(s, p),
    movement: declaredMovement(s, p),
    refusals: p.refusals,
  };
}

/**
 * An overrun before the die (rules 5, 7): movers at 6-1 or better by strength against the units in
 * the area entered, artillery defending as 1 and never overrunning; the chance of success; the
 * parting shots the overrun units fire if it succeeds.
 */
export function planOverrun(graph: AreaGraph, table: DieTable, input: OverrunInput, k: OverrunNumbers): OverrunPlan {
  const { movers, defenders, into } = input;
  graph.area(into);
  if (!movers.length || !defenders.length) throw new KeyedRefusal(msg('death-of-a-division.refused.overrunSides'));
  const from = movers[0].area;
  const side = movers[0].unit.side;
  checkListedOnce([...movers, ...defenders]);
  for (const m of movers) {
    const refused = unitRefusal(k.refusals, m.ref, m.unit);
    if (refused) throw new KeyedRefusal(refused);
    if (m.unit.side !== side)
      throw new KeyedRefusal(
        msg('death-of-a-division.refused.moveWith', {
          ref: m.ref,
          side: m.unit.side,
          other: movers[0].ref,
          otherSide: side,
        }),
      );
    if (m.area !== from)
      throw new KeyedRefusal(
        msg('death-of-a-division.refused.oneArea', { ref: m.ref, at: m.area, other: movers[0].ref, from }),
      );
    // The links the unit crosses are the movement's declaration (armour by road or bridge only, 5).
    const u = m.unit;
    const step = areaStepRefusal(
      k.movement,
      graph,
      { ref: m.ref, side: u.side, type: u.type, abilities: u.abilities },
      from,
      into,
    );
    if (step) throw new KeyedRefusal(step);
  }
  for (const d of defenders) {
    if (d.unit.side === side) throw new KeyedRefusal(msg('death-of-a-division.refused.movingSide', { ref: d.ref }));
    if (d.area !== into)
      throw new KeyedRefusal(msg('death-of-a-division.refused.notInto', { ref: d.ref, at: d.area, into }));
  }
  if (input.reading === 'single-unit' && defenders.length !== 1)
    throw new KeyedRefusal(msg('death-of-a-division.refused.singleUnit'));
  const steps: string[] = [];
  const attack = movers.reduce((n, m) => n + m.current, 0);
  const defending = defenders.map((d) => ({ ref: d.ref, value: d.artillery ? k.artillery : d.current }));
  const defence = defending.reduce((n, d) => n + d.value, 0);
  const ratio = Math.floor(attack / defence);
  const odds = `${ratio}-1`;
  const moving = movers.map((m) => `${m.ref} ${m.current}`).join(' + ');
  const artilleryNote = (ref: string) =>
    defenders.find((x) => x.ref === ref)!.artillery ? ` (artillery counts ${k.artillery})` : '';
  const against = defending.map((d) => `${d.ref} ${d.value}${artilleryNote(d.ref)}`).join(' + ');
  steps.push(
    `Overrun from ${graph.area(from).name} into ${graph.area(into).name}: ` +
      `${moving} = ${attack} against ${against} = ${defence}`,
  );
  if (ratio < k.odds)
    throw new KeyedRefusal(
      msg('death-of-a-division.refused.overrunOdds', {
        attack,
        defence,
        odds,
        need: k.odds,
        strength: k.odds * defence,
      }),
    );
  steps.push(`${attack}-${defence} is ${odds}: ${k.odds}-1 or better, the overrun may be tried`);
  const dist = sumDistribution(parseDice(table.dice));
  let ways = 0;
  for (const [t, w] of dist.ways) if (overrunSucceeds(table, t)) ways += w;
  const chance = { probability: ways / dist.outcomes, fraction: `${ways}/${dist.outcomes}` };
  const winning = table.rows
    .filter((r) => r.effects.success === true)
    .map((r) => r.roll)
    .join(', ');
  steps.push(`It succeeds on ${winning}: ${ways} in ${dist.outcomes}`);
  const partingShots = unitPoolDice(k.pool, defenders);
  const chances = unitPoolChances(
    k.pool,
    partingShots.reduce((n, p) => n + p.dice, 0),
  );
  const partingChances = chances.map(
    (c): CrtOutcome => ({
      code: `${c.hits} hit${c.hits === 1 ? '' : 's'}`,
      meaning: c.hits === 0 ? 'every die misses' : c.hits === chances.length - 1 ? 'every die hits' : '',
      probability: c.probability,
      fraction: c.fraction,
    }),
  );
  return {
    from,
    into,
    intoName: graph.area(into).name,
    attack,
    defence,
    odds,
    chance,
    partingShots,
    partingHitOn: k.pool.hitOn,
    partingChances,
    steps,
  };
}

/** Whether the overrun die succeeds, by the table's success effect. */
export function overrunSucceeds(table: DieTable, roll: number): boolean {
  return dieTableRow(table, roll).effects.success === true;
}

/** The overrun die, and on success the overrun units' parting shots (hits on 6, spread by the movers' owner). */
export function resolveOverrun(
  plan: OverrunPlan,
  table: DieTable,
  input: OverrunInput,
  roll: number,
  partingFaces: number[],
): OverrunReport {
  const row = dieTableRow(table, roll);
  const success = row.effects.success === true;
  const steps = [...plan.steps, `Rolled ${roll}: ${row.results[0]}`];
  const shots = plan.partingShots.reduce((n, p) => n + p.dice, 0);
  if (!success) {
    if (partingFaces.length) throw new KeyedRefusal(msg('death-of-a-division.refused.noPartingDrop'));
    steps.push(`The overrun fails: the movers must stop in ${plan.intoName}, beside the units they tried to overrun`);
    return { ...plan, steps, roll, success, partingFaces: [], partingHits: 0, removed: [] };
  }
  if (partingFaces.length !== shots)
    throw new KeyedRefusal(msg('death-of-a-division.refused.partingDice', { shots, given: partingFaces.length }));
  const hits = unitPoolHits(plan.partingHitOn, partingFaces);
  steps.push(
    `Parting shots: ${plan.partingShots.map((p) => `${p.ref} ${p.dice}`).join(', ')}: ${partingFaces.join(' ')}: ` +
      `${hits} hit${hits === 1 ? '' : 's'} on the movers, spread by their owner`,
  );
  const removed = input.defenders.map((d) => d.ref);
  steps.push(`Removed from play: ${removed.join(', ')}`);
  steps.push(
    input.reading === 'single-unit'
      ? `The movers may go on only if ${plan.intoName} is now empty of enemy units; ` +
          'at most two overruns a unit each turn'
      : 'The movers may go on to the next area and overrun again if the odds allow (at most two a turn); ' +
          `unmoved units may pass through ${plan.intoName} as if it were empty`,
  );
  return { ...plan, steps, roll, success, partingFaces, partingHits: hits, removed };
}
