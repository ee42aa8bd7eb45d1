import type { DieTable } from '../../model/schema/charts.js';
import type { Scenario } from '../../model/scenario.js';
import type { StepRoll, StrengthRatio, TurnLimit } from '../../model/schema/rules-steps.js';
import type { RollStep } from '../../model/schema/rules-roll-steps.js';
import {
  declaredMovement,
  declaredPool,
  declaredPart,
  declaredSteps,
  hookDeclaration,
} from '../../model/hook-numbers.js';
import type { HookProcedure, MovementRules, UnitPool } from '../../model/schema/rules.js';
import { areaStepRefusal } from '../../rules/movement.js';
import type { AreaGraph } from '../../assist/map/area-graph.js';
import { KeyedRefusal, render, type Message } from '../../assist/messages.js';
import { msg } from './messages.js';
import type { AreaUnit } from './area-units.js';
import type { CrtOutcome } from '../../assist/crt/resolve-crt.js';
import { unitRefusal } from '../../rules/unit-refusals.js';
import { stepTable } from '../../rules/step-roll.js';
import { planSteps, resolveSteps, type StepDice, type StepParts, type StepWords } from '../../rules/roll-steps.js';
import { checkListedOnce } from '../../rules/shared/listed-once.js';

// Death of a Division's overrun (rules 5, 7). Its steps and their order are declared in rules.yaml (`steps`) and
// run by the engine (src/rules/roll-steps.ts): the odds (`ratio`), the die (`successRoll`), on success the parting
// shots (`pool`), the units overrun removed and the movers going on, on failure the stop; who may not overrun
// (`refusals`) too; the limit a turn (`limit`) is checked where the journal is read (table.ts). What stays here is
// who may overrun where (one side, one area, across the movement's links, into the defenders' area) and the
// catalogue's words for each step's line.

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
  /** The order of the steps, each on the results before it, run by the engine. */
  steps: RollStep[];
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
    steps: declaredSteps(s, p, ['ratio', 'successRoll']),
  };
}

const parts = (k: OverrunNumbers): StepParts => ({
  ratio: k.ratio,
  roll: { table: k.table, roll: k.roll },
  pool: k.pool,
});

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
  const intoName = graph.area(into).name;
  const planned = planSteps(k.steps, parts(k), { movers, defenders }, overrunWords(graph.area(from).name, intoName));
  const ratio = planned.ratio;
  const chance = planned.chance;
  if (!ratio || !chance) throw new Error('the overrun declares its odds and its die among its steps');
  const steps = planned.before;
  const partingShots = planned.pool?.shots ?? [];
  const chances = planned.pool?.chances ?? [{ hits: 0, probability: 1, fraction: '1/1' }];
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

/** The catalogue's words for the lines of the overrun's declared steps (5, 7). */
function overrunWords(fromName: string, intoName: string, reading?: OverrunReading): StepWords {
  return {
    ratio: (r) => [
      msg('death-of-a-division.overrun.from', {
        from: fromName,
        into: intoName,
        attackers: r.attackers,
        defenders: r.defenders,
      }),
      msg('death-of-a-division.overrun.mayTry', { met: r.met }),
    ],
    pool: (shots, faces, hits) => [
      msg('death-of-a-division.overrun.parting', {
        shots: commaList(shots.map((p) => msg('death-of-a-division.overrun.shots', { ...p }))),
        faces: faces.join(' '),
        hits,
        plural: plural(hits),
      }),
    ],
    remove: (refs) => [msg('death-of-a-division.overrun.removed', { units: commaList(refs) })],
    enter: () => [
      msg(reading === 'single-unit' ? 'death-of-a-division.overrun.goOnSingle' : 'death-of-a-division.overrun.goOn', {
        into: intoName,
      }),
    ],
    stop: () => [msg('death-of-a-division.overrun.fails', { into: intoName })],
  };
}

/**
 * The overrun's steps with the dice, in the order rules.yaml declares them: the die, and on success the overrun
 * units' parting shots (hits on 6, spread by the movers' owner), their removal and the movers going on.
 */
export function resolveOverrun(
  plan: OverrunPlan,
  k: OverrunNumbers,
  input: OverrunInput,
  dice: StepDice,
): OverrunReport {
  const sides = { movers: input.movers, defenders: input.defenders };
  const r = resolveSteps(k.steps, parts(k), sides, dice, overrunWords('', plan.intoName, input.reading));
  const { success, faces: partingFaces, hits: partingHits, removed } = r;
  return {
    ...plan,
    steps: [...plan.steps, ...r.after],
    roll: r.roll ?? 0,
    success,
    partingFaces,
    partingHits,
    removed,
  };
}
