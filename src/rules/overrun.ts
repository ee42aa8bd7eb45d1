import type { DieTable } from '../model/schema/charts.js';
import type { Scenario } from '../model/scenario.js';
import type { OverrunProcedure } from '../model/schema/rules.js';
import type { Unit } from '../model/schema/units.js';
import { areaStepRefusal } from './movement.js';
import type { AreaGraph } from '../assist/map/area-graph.js';
import { KeyedRefusal, msg, render, type Message } from '../assist/messages.js';
import type { CrtOutcome } from '../assist/crt/resolve-crt.js';
import { unitRefusal, type RefusalFacts } from './unit-refusals.js';
import { stepTable } from './step-roll.js';
import { planSteps, resolveSteps, type StepDice, type StepParts, type StepWords } from './roll-steps.js';
import { checkListedOnce } from './shared/listed-once.js';
import type { PositionEntry } from '../assist/position/position-entries.js';
import { hitsToRemove } from './pool-units.js';

// An overrun as rules.yaml declares it (`kind: overrun`): units of one side, all in one area, against the enemy
// units in an area they may move into. Its steps and their order are declared (`steps`) and run by the engine
// (roll-steps.ts): the odds (`ratio`), the die (`successRoll`), on success the parting shots (`pool`), the units
// overrun removed and the movers going on, on failure the stop; who may not overrun (`refusals`) too. Here: who
// may overrun where (one side, one area, across the movement's links, into the defenders' area) and the words of
// each step's line.

/** A unit in an area, with the hits it carries and what it fights with now. */
export interface AreaUnit {
  ref: string;
  unit: Unit;
  area: string;
  strength: number;
  hits: number;
}

/** How the odds are read: against every enemy unit in the area, or against one chosen unit (`target`). */
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
  /** Dice each overrun unit fires as it goes, as the declared pool says (its current strength unless declared). */
  partingShots: { ref: string; dice: number }[];
  /** The face a parting shot hits on, and its section (the declared pool's). */
  partingHitOn?: NonNullable<OverrunProcedure['pool']>['hitOn'];
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

/**
 * Position entries as fighting units, with their hits (`hits` named in place of an entry's own); a unit whose
 * hits reach its strength has been removed and may not appear.
 */
export function areaUnits(entries: readonly PositionEntry[], hits: Readonly<Record<string, number>> = {}): AreaUnit[] {
  return entries.map((e) => {
    const strength = hitsToRemove(e.unit);
    const h = hits[e.ref] ?? hits[e.unit.id] ?? e.hits;
    if (h >= strength)
      throw new KeyedRefusal(
        msg('overrun.refused.removed', {
          ref: e.ref,
          line: e.line ? msg('overrun.refused.lineOf', { line: e.line }) : '',
          hits: h,
          plural: h === 1 ? '' : 's',
          strength,
        }),
      );
    return { ref: e.ref, unit: e.unit, area: e.at, strength, hits: h };
  });
}

/** The overrun's declared steps, as rules.yaml declares them. */
export interface OverrunNumbers {
  /** The odds by strength an overrun needs, and what units defend as (`defendAs`). */
  ratio: OverrunProcedure['ratio'];
  /** The overrun die, on the chart it names. */
  roll: OverrunProcedure['successRoll'];
  table: DieTable;
  /** How many overruns a unit may make in a turn, and the stop after a failure. */
  limit?: OverrunProcedure['limit'];
  /** The parting shots: each overrun unit's dice, the face that hits, who spreads the hits (the engine rolls it). */
  pool: OverrunProcedure['pool'];
  /** The game's movement: the links each unit crosses (armour by road or bridge only). */
  movement: NonNullable<NonNullable<Scenario['rules']>['movement']>;
  /** Units that may not take part in an overrun. */
  refusals: OverrunProcedure['refusals'];
  /** The order of the steps, each on the results before it. */
  steps: OverrunProcedure['steps'];
  /** The overrun's declaration. */
  p: OverrunProcedure;
}

/** The overrun's steps from its declaration in rules.yaml, with the movement its units cross the map by. */
export function overrunNumbers(s: Scenario, p: OverrunProcedure): OverrunNumbers {
  const movement = s.rules?.movement;
  // validate refuses an overrun without the movement it crosses the map by, or without its odds and die.
  if (!movement) throw new Error(`${s.id}: validate let ${p.id} through without rules.movement`);
  for (const r of ['ratio', 'successRoll'])
    if (!p.steps.some((x) => x.roll === r))
      throw new Error(`${s.id}: validate let ${p.id} through with no step taking its ${r}`);
  return {
    ratio: p.ratio,
    roll: p.successRoll,
    table: stepTable(s, p.successRoll),
    limit: p.limit,
    pool: p.pool,
    movement,
    refusals: p.refusals,
    steps: p.steps,
    p,
  };
}

const parts = (k: OverrunNumbers): StepParts => ({
  ratio: k.ratio,
  roll: { table: k.table, roll: k.roll },
  pool: k.pool,
});

const plural = (n: number) => (n === 1 ? '' : 's');

/** A number of parting-shot hits in words: "1 hit". */
export const partingCode = (hits: number): Message => msg('overrun.hits', { hits, plural: plural(hits) });

/** A list of values, "a, b, c", each worded by the front end. */
const commaList = (items: readonly (string | Message)[]): string | Message =>
  items.slice(1).reduce<string | Message>((a, b) => msg('step.comma', { a, b }), items[0] ?? '');

/**
 * An overrun before the die: the movers' strength against the units in the area entered, at the declared odds;
 * the chance of success; the parting shots the overrun units fire if it succeeds.
 */
export function planOverrun(
  graph: AreaGraph,
  input: OverrunInput,
  k: OverrunNumbers,
  /** What the refusals' conditions read: the game options agreed, the turn, the units cut off this turn. */
  facts?: RefusalFacts,
): OverrunPlan {
  const { movers, defenders, into } = input;
  graph.area(into);
  if (!movers.length || !defenders.length) throw new KeyedRefusal(msg('overrun.refused.overrunSides'));
  const from = movers[0].area;
  const side = movers[0].unit.side;
  checkListedOnce([...movers, ...defenders]);
  for (const m of movers) {
    const refused = unitRefusal(k.refusals, m.ref, m.unit, facts);
    if (refused) throw new KeyedRefusal(refused);
    if (m.unit.side !== side)
      throw new KeyedRefusal(
        msg('overrun.refused.moveWith', {
          ref: m.ref,
          side: m.unit.side,
          other: movers[0].ref,
          otherSide: side,
        }),
      );
    if (m.area !== from)
      throw new KeyedRefusal(msg('overrun.refused.oneArea', { ref: m.ref, at: m.area, other: movers[0].ref, from }));
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
    if (d.unit.side === side) throw new KeyedRefusal(msg('overrun.refused.movingSide', { ref: d.ref }));
    if (d.area !== into) throw new KeyedRefusal(msg('overrun.refused.notInto', { ref: d.ref, at: d.area, into }));
  }
  if (input.reading === 'single-unit' && defenders.length !== 1)
    throw new KeyedRefusal(msg('overrun.refused.singleUnit', targetWords(k)));
  const intoName = graph.area(into).name;
  const planned = planSteps(k.steps, parts(k), { movers, defenders }, overrunWords(k, graph.area(from).name, intoName));
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
          ? render(msg('overrun.allMiss'))
          : c.hits === chances.length - 1
            ? render(msg('overrun.allHit'))
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
    partingHitOn: k.pool?.hitOn,
    partingChances,
    steps,
  };
}

/** The option and choice that read the odds against one unit, as a refusal names them. */
export const targetWords = (k: OverrunNumbers) => ({
  option: k.p.target?.option ?? '',
  choice: k.p.target?.single ?? '',
});

/** A count in words (number.N), the number itself past ten. */
const inWords = (n: number): Message | number => (n >= 0 && n <= 10 ? msg(`number.${n}` as 'number.2') : n);

/** The words for the movers going on: the whole area cleared or one unit, with the limit a turn if declared. */
const goOnKey = (reading: OverrunReading | undefined, limited: boolean) =>
  reading === 'single-unit'
    ? limited
      ? 'overrun.goOnSingle'
      : 'overrun.goOnSingleAny'
    : limited
      ? 'overrun.goOn'
      : 'overrun.goOnAny';

/**
 * The procedure as its designer titled it ("Overrun", "Sweep"): `Name` to begin a sentence, `name` inside one (a
 * title's first capital dropped unless the next letter is one too, as in "SS sweep").
 */
export function overrunSaid(k: OverrunNumbers): { Name: string; name: string } {
  const t = k.p.title;
  const name = /^\p{Lu}\p{Ll}/u.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : t;
  return { Name: t, name };
}

/** The catalogue's words for the lines of the overrun's declared steps. */
function overrunWords(k: OverrunNumbers, fromName: string, intoName: string, reading?: OverrunReading): StepWords {
  const said = overrunSaid(k);
  return {
    ratio: (r) => [
      msg('overrun.from', {
        ...said,
        from: fromName,
        into: intoName,
        attackers: r.attackers,
        defenders: r.defenders,
      }),
      msg('overrun.mayTry', { ...said, met: r.met }),
    ],
    pool: (shots, faces, hits) => [
      msg('overrun.parting', {
        shots: commaList(shots.map((p) => msg('overrun.shots', { ...p }))),
        faces: faces.join(' '),
        hits,
        plural: plural(hits),
      }),
    ],
    remove: (refs) => [msg('overrun.removed', { units: commaList(refs) })],
    enter: () => [
      msg(goOnKey(reading, !!k.limit), {
        ...said,
        limit: k.limit?.text ?? '',
        into: intoName,
        count: inWords(k.limit?.count ?? 0),
        n: k.limit?.count ?? 0,
      }),
    ],
    stop: () => [msg('overrun.fails', { ...said, into: intoName })],
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
  const r = resolveSteps(k.steps, parts(k), sides, dice, overrunWords(k, '', plan.intoName, input.reading));
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
