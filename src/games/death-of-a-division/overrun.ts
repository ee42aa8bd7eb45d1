import type { DieTable } from '../../model/schema/charts.js';
import type { Scenario } from '../../model/scenario.js';
import type { StepRoll, StrengthRatio, TurnLimit } from '../../model/schema/rules-steps.js';
import { declaredMovement, declaredPool, declaredPart, hookDeclaration } from '../../model/hook-numbers.js';
import type { HookProcedure, MovementRules, UnitPool } from '../../model/schema/rules.js';
import { areaStepRefusal } from '../../rules/movement.js';
import type { AreaGraph } from '../../assist/map/area-graph.js';
import { KeyedRefusal, render, type Message } from '../../assist/messages.js';
import { msg } from './messages.js';
import type { AreaUnit } from './area-units.js';
import type { CrtOutcome } from '../../assist/crt/resolve-crt.js';
import { unitPoolChances, unitPoolDice, unitPoolHits } from '../../rules/unit-pool.js';
import { unitRefusal } from '../../rules/unit-refusals.js';
import { strengthRatio } from '../../rules/strength-ratio.js';
import { stepChance, stepRolled, stepTable } from '../../rules/step-roll.js';
import { checkListedOnce } from '../../rules/shared/listed-once.js';

// Death of a Division's overrun (rules 5, 7) in the order of play. Every step's numbers and words are declared in
// rules.yaml and judged by the engine: the odds (`ratio`), the die (`successRoll`), the parting shots (`pool`) and
// who may not overrun (`refusals`); the limit a turn (`limit`) is checked where the journal is read (table.ts). What
// stays here is the overrun's own order: one area's movers into the next, the units overrun removed on a success.

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
  /** The report's lines, keyed: each front end words them. */
  steps: Message[];
}

export interface OverrunReport extends OverrunPlan {
  roll: number;
  success: boolean;
  partingFaces: number[];
  partingHits: number;
  removed: string[];
}

/** The overrun's declared steps, as rules.yaml declares them for this hook (rules 5, 7). */
export interface OverrunNumbers {
  /** The odds by strength an overrun needs, and what artillery defends as. */
  ratio: StrengthRatio;
  /** The overrun die, on the chart it names. */
  roll: StepRoll;
  table: DieTable;
  /** How many overruns a unit may make in a turn, and the stop after a failure. */
  limit: TurnLimit;
  /** The parting shots: each overrun unit's dice, the face that hits, who spreads the hits (the engine rolls it). */
  pool: UnitPool;
  /** The game's movement: the links each unit crosses (armour by road or bridge only), read by the engine. */
  movement: MovementRules;
  /** Units that may not overrun (artillery, 7), judged by the engine. */
  refusals: HookProcedure['refusals'];
}

/** The overrun's steps from the declaration of the hook `death-of-a-division.overrun` in rules.yaml. */
export function overrunNumbers(s: Scenario): OverrunNumbers {
  const p = hookDeclaration(s, 'death-of-a-division.overrun');
  const roll = declaredPart(s, p, 'successRoll');
  return {
    ratio: declaredPart(s, p, 'ratio'),
    roll,
    table: stepTable(s, roll),
    limit: declaredPart(s, p, 'limit'),
    pool: declaredPool(s, p),
    movement: declaredMovement(s, p),
    refusals: p.refusals,
  };
}

const plural = (n: number) => (n === 1 ? '' : 's');

/** A number of parting-shot hits in words: "1 hit". */
export const partingCode = (hits: number): Message =>
  msg('death-of-a-division.overrun.hits', { hits, plural: plural(hits) });

/** A list of values, "a, b, c", each worded by the front end. */
const commaList = (items: readonly (string | Message)[]): string | Message =>
  items.slice(1).reduce<string | Message>((a, b) => msg('step.comma', { a, b }), items[0] ?? '');

/**
 * An overrun before the die (rules 5, 7): movers at 6-1 or better by strength against the units in the area
 * entered, artillery defending as 1 and never overrunning; the chance of success; the parting shots the overrun
 * units fire if it succeeds.
 */
export function planOverrun(graph: AreaGraph, input: OverrunInput, k: OverrunNumbers): OverrunPlan {
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
  const ratio = strengthRatio(k.ratio, movers, defenders);
  const intoName = graph.area(into).name;
  const chance = stepChance(k.table, k.roll);
  const steps: Message[] = [
    msg('death-of-a-division.overrun.from', {
      from: graph.area(from).name,
      into: intoName,
      attackers: ratio.attackers,
      defenders: ratio.defenders,
    }),
    msg('death-of-a-division.overrun.mayTry', { met: ratio.met }),
    chance.said,
  ];
  const partingShots = unitPoolDice(k.pool, defenders);
  const chances = unitPoolChances(
    k.pool,
    partingShots.reduce((n, p) => n + p.dice, 0),
  );
  // The chances stay in words for --json, as they always were; the report's line words them from the keys.
  const partingChances = chances.map(
    (c): CrtOutcome => ({
      code: render(partingCode(c.hits)),
      meaning:
        c.hits === 0
          ? render(msg('death-of-a-division.overrun.allMiss'))
          : c.hits === chances.length - 1
            ? render(msg('death-of-a-division.overrun.allHit'))
            : '',
      probability: c.probability,
      fraction: c.fraction,
    }),
  );
  return {
    from,
    into,
    intoName,
    attack: ratio.attack,
    defence: ratio.defence,
    odds: ratio.odds,
    chance: { probability: chance.probability, fraction: chance.fraction },
    partingShots,
    partingHitOn: k.pool.hitOn,
    partingChances,
    steps,
  };
}

/** The overrun die, and on success the overrun units' parting shots (hits on 6, spread by the movers' owner). */
export function resolveOverrun(
  plan: OverrunPlan,
  k: OverrunNumbers,
  input: OverrunInput,
  roll: number,
  partingFaces: number[],
): OverrunReport {
  const rolled = stepRolled(k.table, k.roll, roll);
  const success = rolled.success;
  const steps = [...plan.steps, rolled.said];
  const shots = plan.partingShots.reduce((n, p) => n + p.dice, 0);
  if (!success) {
    if (partingFaces.length) throw new KeyedRefusal(msg('death-of-a-division.refused.noPartingDrop'));
    steps.push(msg('death-of-a-division.overrun.fails', { into: plan.intoName }));
    return { ...plan, steps, roll, success, partingFaces: [], partingHits: 0, removed: [] };
  }
  if (partingFaces.length !== shots)
    throw new KeyedRefusal(msg('death-of-a-division.refused.partingDice', { shots, given: partingFaces.length }));
  const hits = unitPoolHits(plan.partingHitOn, partingFaces);
  steps.push(
    msg('death-of-a-division.overrun.parting', {
      shots: commaList(plan.partingShots.map((p) => msg('death-of-a-division.overrun.shots', { ...p }))),
      faces: partingFaces.join(' '),
      hits,
      plural: plural(hits),
    }),
  );
  const removed = input.defenders.map((d) => d.ref);
  steps.push(msg('death-of-a-division.overrun.removed', { units: commaList(removed) }));
  steps.push(
    msg(
      input.reading === 'single-unit' ? 'death-of-a-division.overrun.goOnSingle' : 'death-of-a-division.overrun.goOn',
      { into: plan.intoName },
    ),
  );
  return { ...plan, steps, roll, success, partingFaces, partingHits: hits, removed };
}
