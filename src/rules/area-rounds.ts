import type { Scenario } from '../model/scenario.js';
import type { Crt } from '../model/schema/charts.js';
import type { HookProcedure } from '../model/schema/rules.js';
import type { Unit } from '../model/schema/units.js';
import { adjustmentNumber } from '../model/hook-numbers.js';
import { parseCondition } from '../model/rules-condition.js';
import { evaluate, unitFacts } from '../model/condition-eval.js';
import { resolveCrt, type CrtResolution } from '../assist/crt/resolve-crt.js';
import { KeyedRefusal, msg, type Message, type Value } from '../assist/messages.js';
import { roundOutcome, roundResult, struck, type RoundSide } from './rounds-battle.js';
import { judgedAdjustments, type JudgedNumber } from './hook-shifts.js';
import { adjustmentSays } from './hook-says.js';
import { areaCombatFacts } from './area-combat-facts.js';
import { saysMessage } from './says.js';

// A battle fought round after round in one area of an area map, as rules.yaml declares it (a procedure's `charts`,
// `shifts`, `drms` and `rounds`): the terrain the attack meets (the area's, or that of the side it comes from) picks
// the CRT; each round reads the differential of the units' counts, shifted and modified by the declared numbers whose
// conditions hold over the round's units; each result does what `rounds` declares, and a loss that goes on fights
// another round. What only a game's cards know comes in from its hook: shifts played for the whole battle with their
// reasons, and an answer to a result that strikes a side.

type AreaOfMap = Extract<NonNullable<Scenario['map']>, { kind: 'area' }>['areas'][number];
type Approach = AreaOfMap['approaches'][number];

/** The declaration a battle in rounds reads: its charts, numbers and rounds. */
export type RoundsDeclaration = Pick<HookProcedure, 'id' | 'charts' | 'shifts' | 'drms'> & {
  rounds: NonNullable<HookProcedure['rounds']>;
};

export interface AreaRoundsInput {
  area: string;
  /** The side of the area the attackers came in from, for areas whose terrain depends on it. */
  from?: string;
  attackers: Unit[];
  defenders: Unit[];
  /** Game options as chosen for this battle; the conditions read the others' defaults. */
  options?: Readonly<Record<string, string>>;
  /** Shifts played for the whole battle (a game's cards), with their reasons: the hook's. */
  played?: (crt: Crt) => { shift: number; steps: Message[] };
}

export interface RoundOdds {
  differential: number;
  shift: number;
  drm: number;
  crt: CrtResolution;
  steps: Message[];
}

export interface AreaRoundsPlan {
  area: AreaOfMap;
  crt: Crt;
  defence: number;
  /** The terrain the attack meets: the area's, or that of the side it comes from. */
  terrain: string;
  /** The played shift, the same every round. */
  playedShift: number;
  steps: Message[];
  /** The first round before its roll: its column, modifiers and the chance of every result. */
  first: RoundOdds;
}

export interface Round extends RoundOdds {
  attackers: number;
  defenders: number;
  result: string;
}

/** A result that strikes a side, as the game's answer hook sees it. */
export interface StruckPoint {
  round: number;
  result: string;
  meaning: string;
  side: RoundSide;
}

/**
 * The hook's answer to a result that strikes a side: steps to say, and an outcome that stops the battle there
 * engaged (a card that cancels the result), or `wait` while the players have not said.
 */
export type StruckAnswer = { steps: Message[]; stop?: string } | { wait: Message };

export interface AreaRoundsReport {
  area: string;
  table: string;
  defence: number;
  rounds: Round[];
  /** engaged, attacker-retreats, defender-retreats, attacker-eliminated, defender-eliminated, awaiting-choice, or
   * the outcome the answer hook stopped the battle with. */
  outcome: string;
  retreatAreas?: number;
  survivors: { attacker: string[]; defender: string[] };
  eliminated: { attacker: string[]; defender: string[] };
  steps: Message[];
  /** The battle stopped at a result a side's declared choice answers; nothing of it is settled yet. */
  awaiting?: { question: string; options: string[]; rule: string; point: Omit<StruckPoint, 'side'> };
}

/** "1 column right", "2 columns left". */
export const columnsMessage = (n: number): Message =>
  msg(
    Math.abs(n) > 1
      ? n > 0
        ? 'rounds.columnsRight'
        : 'rounds.columnsLeft'
      : n > 0
        ? 'rounds.columnRight'
        : 'rounds.columnLeft',
    { n: Math.abs(n) },
  );

/** An area's approaches as --from choices: "--from north (town, defence 2) or --from south (…)". */
export function approaches(list: readonly Approach[]): Message[] {
  return list.map((a) => msg('rounds.refused.approach', { from: a.from, terrain: a.terrain, defence: a.defence }));
}

/**
 * The terrain an attack meets: in an area of two, that of the side it enters from, which must be said and is never
 * guessed; `--from` for an area of one is refused.
 */
export function approachOf(d: RoundsDeclaration, area: AreaOfMap, from: string | undefined): Approach | undefined {
  const section = d.rounds.approach?.section ?? d.rounds.section;
  if (!area.approaches.length) {
    if (from !== undefined) throw new KeyedRefusal(msg('rounds.refused.oneTerrain', { area: area.name, section }));
    return undefined;
  }
  const sides = approaches(area.approaches);
  if (from === undefined)
    throw new KeyedRefusal(msg('rounds.refused.twoTerrains', { area: area.name, sides, section }));
  const found = area.approaches.find((a) => a.from === from);
  if (!found) throw new KeyedRefusal(msg('rounds.refused.enteredFrom', { area: area.name, sides, from, section }));
  return found;
}

/** Everything about a battle known before its dice: the area, its terrain's CRT, the played shifts, the odds. */
export function planAreaRounds(s: Scenario, d: RoundsDeclaration, input: AreaRoundsInput): AreaRoundsPlan {
  const map = s.map;
  if (map?.kind !== 'area') throw new KeyedRefusal(msg('rounds.refused.noAreaMap', { game: s.id }));
  const area = map.areas.find((a) => a.id === input.area);
  if (!area) throw new KeyedRefusal(msg('rounds.refused.noArea', { area: input.area }));
  const approach = approachOf(d, area, input.from);
  const terrain = approach?.terrain ?? area.terrain;
  const defence = approach?.defence ?? area.defence ?? 0;
  // The chart of the terrain met, among those the battle declares.
  const crt = s.charts.find((c): c is Crt => c.kind === 'crt' && c.id === terrain && d.charts.includes(c.id));
  if (!crt) throw new KeyedRefusal(msg('rounds.refused.noCrt', { terrain }));
  if (!input.attackers.length || !input.defenders.length) throw new KeyedRefusal(msg('rounds.refused.bothInArea'));
  const steps: Message[] = [
    msg('rounds.battle', {
      area: area.name,
      from: approach ? msg(`rounds.from.${approach.from}`) : '',
      terrain,
      table: crt.name,
      defence,
    }),
  ];
  const played = input.played?.(crt) ?? { shift: 0, steps: [] };
  steps.push(...played.steps);
  const plan = { area, crt, defence, terrain, playedShift: played.shift, steps };
  return { ...plan, first: roundOdds(s, d, plan, input, input.attackers, input.defenders, 1) };
}

const signed = (n: number) => `${n > 0 ? '+' : ''}${n}`;

/**
 * The declared number's line: in its own words (`says`), given its count, its value and its shift in columns; else
 * as a declared combat says it, its number, words and section.
 */
function numberSaid(d: RoundsDeclaration, what: 'shift' | 'drm', j: JudgedNumber): Message {
  const a = (what === 'shift' ? d.shifts : d.drms).find((x) => (x.id ?? x.modifier) === j.id);
  const says = a && adjustmentSays(a);
  if (says) {
    const step = j.count > 1 && says.many ? 'many' : 'one';
    const values = { n: j.count, section: j.section ?? '', columns: columnsMessage(j.value), value: j.value };
    return saysMessage(d.id, j.id, step, (step === 'many' ? says.many : says.one) ?? '', values);
  }
  const per = !!a?.per;
  const key = what === 'shift' ? (per ? 'combat.shiftPer' : 'combat.shift') : per ? 'combat.drmPer' : 'combat.drm';
  return msg(key, {
    what: j.text.replace(/\.$/, ''),
    count: j.count,
    each: signed(j.each),
    [what]: signed(j.value),
    plural: Math.abs(j.value) === 1 ? '' : 's',
    section: j.section ?? d.rounds.section,
  });
}

/** A die modifier's part of the round's line: its id without a trailing number, `_` for `-`. */
const partName = (id: string) => id.replace(/-\d+$/, '').replace(/-/g, '_');

/** One round's differential, shifts and die modifier, and its odds before the roll. */
function roundOdds(
  s: Scenario,
  d: RoundsDeclaration,
  plan: Pick<AreaRoundsPlan, 'crt' | 'defence' | 'playedShift' | 'terrain'>,
  input: AreaRoundsInput,
  attackers: Unit[],
  defenders: Unit[],
  n: number,
  roll?: number,
): RoundOdds {
  const diff = attackers.length - defenders.length;
  const rs: Message[] = [
    msg(attackers.length > 1 ? 'rounds.roundMany' : 'rounds.roundOne', {
      n,
      attackers: attackers.length,
      defenders: defenders.length,
      diff: `${diff > 0 ? '+' : ''}${diff}`,
    }),
  ];
  const facts = areaCombatFacts(s, {
    attackers,
    defenders,
    terrain: plan.terrain,
    options: input.options,
    names: { 'area.defence': plan.defence },
  });
  const p = d as HookProcedure;
  const shifts = judgedAdjustments(s, p, 'shift', facts, plan.crt);
  const drms = judgedAdjustments(s, p, 'drm', facts, plan.crt);
  let shift = plan.playedShift;
  for (const j of shifts) {
    shift += j.value;
    rs.push(numberSaid(d, 'shift', j));
  }
  for (const note of d.rounds.notes)
    if (evaluate(parseCondition(note.when), facts))
      rs.push(saysMessage(d.id, 'notes', note.id, note.says, { section: d.rounds.section }));
  const drm = drms.reduce((t, j) => t + j.value, 0);
  const total = signed(drm);
  const line = d.rounds.says.drm;
  if (line) {
    // Each declared part signed as the table's note reads it: "+0 attacking armour, -0 defending armour".
    const parts: Record<string, { value: number; negative: boolean }> = {};
    for (const a of d.drms) {
      const id = a.id ?? a.modifier ?? '';
      const part = (parts[partName(id)] ??= { value: 0, negative: adjustmentNumber(a, 'drm', plan.crt).value < 0 });
      part.value += drms.find((j) => j.id === id)?.value ?? 0;
    }
    const values: Record<string, Value> = { drm: total };
    for (const [k, v] of Object.entries(parts))
      values[k] = v.negative
        ? v.value > 0
          ? `+${v.value}`
          : `-${-v.value}`
        : v.value < 0
          ? `${v.value}`
          : `+${v.value}`;
    rs.push(saysMessage(d.id, '', 'drm', line, values));
  } else {
    for (const j of drms) rs.push(numberSaid(d, 'drm', j));
    rs.push(msg('rounds.drm', { drm: total }));
  }
  const crt = resolveCrt(plan.crt, { base: { diff }, shift, drm, roll });
  return { differential: diff, shift, drm, crt, steps: [...rs, ...(crt.said ?? [])] };
}

/** Removes n units, those `keepLast` picks last. */
function lose(d: RoundsDeclaration, units: Unit[], n: number | 'all'): { kept: Unit[]; lost: Unit[] } {
  if (n === 'all') return { kept: [], lost: units };
  const keep = d.rounds.keepLast ? parseCondition(d.rounds.keepLast) : undefined;
  const kept = (u: Unit) =>
    keep ? Number(!!evaluate(keep, { names: {}, attackers: [], defenders: [] }, unitFacts(u))) : 0;
  const order = [...units].sort((a, b) => kept(a) - kept(b));
  return { kept: order.slice(n), lost: order.slice(0, n) };
}

/**
 * A battle in rounds: each round read on the terrain's CRT, each result doing what `rounds` declares, until a side
 * retreats or is wiped out or the area is engaged. A result that strikes a side is put to `answer` first (a card
 * that cancels it); without an answer the battle waits there, nothing of it settled.
 */
export function resolveAreaRounds(
  s: Scenario,
  d: RoundsDeclaration,
  input: AreaRoundsInput & {
    roll: () => number;
    answer?: (point: StruckPoint) => StruckAnswer;
    maxRounds?: number;
  },
): AreaRoundsReport {
  const plan = planAreaRounds(s, d, input);
  const { area, crt, defence } = plan;
  const steps = [...plan.steps];
  let attackers = input.attackers;
  let defenders = input.defenders;
  const lost = { attacker: [] as Unit[], defender: [] as Unit[] };
  const rounds: Round[] = [];
  const report = (outcome: string, end: Message, retreatAreas?: number): AreaRoundsReport => {
    steps.push(end);
    return {
      area: area.id,
      table: crt.id,
      defence,
      rounds,
      outcome,
      retreatAreas,
      survivors: { attacker: attackers.map((u) => u.id), defender: defenders.map((u) => u.id) },
      eliminated: { attacker: lost.attacker.map((u) => u.id), defender: lost.defender.map((u) => u.id) },
      steps,
    };
  };
  const section = d.rounds.section;
  const engaged = () =>
    d.rounds.says.engaged
      ? saysMessage(d.id, '', 'engaged', d.rounds.says.engaged, { section })
      : msg('rounds.engaged', { section });
  for (let n = 1; n <= (input.maxRounds ?? 30); n++) {
    const odds = roundOdds(s, d, plan, input, attackers, defenders, n, input.roll());
    const code = odds.crt.result!;
    rounds.push({
      attackers: attackers.length,
      defenders: defenders.length,
      differential: odds.differential,
      shift: odds.shift,
      drm: odds.drm,
      crt: odds.crt,
      result: code,
      steps: odds.steps,
    });
    steps.push(...odds.steps);
    const declared = roundResult(d.rounds, code);
    if (!declared) throw new KeyedRefusal(msg('rounds.refused.undeclaredResult', { code, table: crt.id }));
    const side = struck(declared);
    if (side && input.answer) {
      const a = input.answer({ round: n, result: code, meaning: odds.crt.meaning!, side });
      if ('wait' in a) return report('awaiting-choice', a.wait);
      steps.push(...a.steps);
      if (a.stop) return report(a.stop, engaged());
    }
    const o = roundOutcome(declared);
    if (o.kind === 'engaged') return report('engaged', engaged());
    if (o.kind === 'retreats')
      return report(
        `${o.side}-retreats`,
        msg(`rounds.${o.side}Retreats`, { areas: o.places, plural: o.places === 1 ? '' : 's' }),
        o.places,
      );
    const r = lose(d, o.side === 'attacker' ? attackers : defenders, o.count);
    lost[o.side].push(...r.lost);
    if (o.side === 'attacker') attackers = r.kept;
    else defenders = r.kept;
    steps.push(msg(`rounds.${o.side}Loses`, { units: r.lost.map((u) => u.id).join(', ') }));
    if (!attackers.length) return report('attacker-eliminated', msg('rounds.attackerWiped'));
    if (!defenders.length) return report('defender-eliminated', msg('rounds.defenderWiped'));
    // validate asks a loss of some units to go on: nothing else decides the battle.
    steps.push(msg('rounds.goesOn', { section }));
  }
  throw new KeyedRefusal(msg('rounds.refused.roundLimit'));
}
