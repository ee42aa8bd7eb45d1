import type { Scenario } from '../../model/scenario.js';
import type { Crt } from '../../model/schema/charts.js';
import type { Unit } from '../../model/schema/units.js';
import { resolveCrt, type CrtResolution } from '../../assist/crt/resolve-crt.js';
import { KeyedRefusal, render, type Message } from '../../assist/messages.js';
import { msg } from './messages.js';
import { declaredAdjustment, hookDeclaration } from '../../model/hook-numbers.js';
import { roundOutcome, roundResult, struck } from '../../rules/rounds-battle.js';
import { judgedAdjustments } from '../../rules/hook-shifts.js';
import { judgedInOrder } from '../../rules/hook-says.js';
import { areaCombatFacts } from '../../rules/area-combat-facts.js';

export type SupportCard = 'air' | 'artillery';
type AreaOfMap = Extract<NonNullable<Scenario['map']>, { kind: 'area' }>['areas'][number];

export interface Force {
  units: Unit[];
  cards: SupportCard[];
  /** Plays a Military Intel card to cancel one of the other side's support cards. */
  intel: boolean;
}

export interface NordwindCombatInput {
  area: string;
  /** The side of the area the attackers came in from, for areas whose terrain depends on it. */
  from?: string;
  attacker: Force;
  defender: Force;
  snowstorm: boolean;
  /** armour-shift-condition: "any-armour" or "armour-with-infantry". */
  armourCondition: string;
  /**
   * Asked at each result that would make the defender retreat or lose units (G, Heroic Stand: "played by the
   * defender first, and after the battle outcome is known"): none, defender (he plays it), or both (the
   * attacker answers with his own). Undefined stops the battle there until the players say.
   */
  heroicStand: (point: HeroicStandPoint) => HeroicStand | undefined;
  roll: () => number;
  maxRounds?: number;
}

export type HeroicStand = 'none' | 'defender' | 'both';
export const HEROIC_STAND_CHOICES: readonly HeroicStand[] = ['none', 'defender', 'both'];
export const HEROIC_STAND_RULE = 'G, Heroic Stand';

export interface HeroicStandPoint {
  round: number;
  result: string;
  meaning: string;
}

export interface Round {
  attackers: number;
  defenders: number;
  differential: number;
  shift: number;
  drm: number;
  crt: CrtResolution;
  result: string;
  steps: Message[];
}

export interface NordwindCombatReport {
  area: string;
  table: string;
  defence: number;
  rounds: Round[];
  outcome:
    | 'engaged'
    | 'attacker-retreats'
    | 'defender-retreats'
    | 'attacker-eliminated'
    | 'defender-eliminated'
    | 'heroic-stand'
    | 'awaiting-choice';
  /** The battle stopped at a result the defender may answer with Heroic Stand; nothing of it is settled yet. */
  awaiting?: { question: string; options: string[]; rule: string; point: HeroicStandPoint };
  retreatAreas?: number;
  survivors: { attacker: string[]; defender: string[] };
  eliminated: { attacker: string[]; defender: string[] };
  steps: Message[];
}

export const isArmour = (u: Unit) => u.abilities.includes('armour') || u.type === 'armour';

/**
 * The most counters one side has in the counter mix, of those `which` picks: no battle can hold more,
 * so it bounds a force given as a bare count.
 */
export function mostUnitsOfASide(s: Scenario, which: (u: Unit) => boolean = () => true): number {
  const bySide = new Map<string, number>();
  for (const u of s.units) if (which(u)) bySide.set(u.side, (bySide.get(u.side) ?? 0) + u.count);
  return Math.max(0, ...bySide.values());
}

/** Removes n units, infantry before armour: the owner chooses, and armour is the better keep. */
function lose(units: Unit[], n: number | 'all'): { kept: Unit[]; lost: Unit[] } {
  if (n === 'all') return { kept: [], lost: units };
  const order = [...units].sort((a, b) => Number(isArmour(a)) - Number(isArmour(b)));
  return { kept: order.slice(n), lost: order.slice(0, n) };
}

/** "1 column right", "2 columns left": a shift in the hook's words. */
const columns = (n: number) =>
  msg(
    Math.abs(n) > 1
      ? n > 0
        ? 'nordwind.combat.columnsRight'
        : 'nordwind.combat.columnsLeft'
      : n > 0
        ? 'nordwind.combat.columnRight'
        : 'nordwind.combat.columnLeft',
    { n: Math.abs(n) },
  );

/** A battle's report as the --json value has always had it: every step in English. */
export function englishSteps<T extends { steps: readonly Message[] }>(x: T): Omit<T, 'steps'> & { steps: string[] } {
  return { ...x, steps: x.steps.map((m) => render(m)) };
}

/** The shift the side's support cards give: one declared shift per card that survives snow and intel (L). */
function cardShifts(
  side: 'attacker' | 'defender',
  own: Force,
  other: Force,
  snowstorm: boolean,
  steps: Message[],
  perCard: number,
): number {
  let cards = own.cards.filter((c) => !(snowstorm && c === 'air'));
  if (snowstorm && cards.length < own.cards.length)
    steps.push(msg('nordwind.combat.snowstorm', { side: msg(`nordwind.combat.${side}`) }));
  if (other.intel && cards.length) {
    const cancelled = cards.includes('air') ? 'air' : 'artillery';
    cards = [...cards];
    cards.splice(cards.indexOf(cancelled), 1);
    steps.push(msg('nordwind.combat.intel', { card: cancelled, side: msg(`nordwind.combat.${side}`) }));
  }
  if (cards.length)
    steps.push(
      msg(`nordwind.combat.${side}Support`, { cards: cards.join(', '), columns: columns(cards.length * perCard) }),
    );
  return cards.length * perCard;
}

/**
 * The numbers a battle applies that the hook itself applies, as rules.yaml declares them on the battle's table (L):
 * the cards' shifts and the area's defence. The armour shifts and die modifiers carry their conditions in the data,
 * and the engine judges them each round (`judgedAdjustments`).
 */
export interface BattleNumbers {
  attackerCard: number;
  defenderCard: number;
  /** The die modifier for the area's defence value: area-defence-<value>, none for 0. */
  area: number;
}

export function battleNumbers(s: Scenario, crt: Crt, defence: number): BattleNumbers {
  const p = hookDeclaration(s, 'nordwind.combat');
  const shift = (id: string) => declaredAdjustment(s, p, 'shift', id, crt).value;
  const drm = (id: string) => declaredAdjustment(s, p, 'drm', id, crt).value;
  return {
    attackerCard: shift('attacker-card'),
    defenderCard: shift('defender-card'),
    area: defence ? drm(`area-defence-${defence}`) : 0,
  };
}

export interface NordwindBattlePlan {
  area: AreaOfMap;
  crt: Crt;
  defence: number;
  /** The terrain the attack meets: the area's, or that of the side it comes from (E). */
  terrain: string;
  cardShift: number;
  numbers: BattleNumbers;
  steps: Message[];
  /** The first round before its roll: its column, modifiers and the chance of every result. */
  first: RoundOdds;
}

export interface RoundOdds {
  differential: number;
  shift: number;
  drm: number;
  crt: CrtResolution;
  steps: Message[];
}

type BattleInput = Omit<NordwindCombatInput, 'roll' | 'heroicStand' | 'maxRounds'>;

/** Everything about a battle that is known before its dice (L): the table, the shifts, the modifiers, the odds. */
export function planNordwindBattle(s: Scenario, input: BattleInput): NordwindBattlePlan {
  const map = s.map;
  if (map?.kind !== 'area') throw new KeyedRefusal(msg('nordwind.refused.noAreaMap', { game: s.id }));
  const area = map.areas.find((a) => a.id === input.area);
  if (!area) throw new KeyedRefusal(msg('nordwind.refused.noArea', { area: input.area }));
  const approach = approachOf(area, input.from);
  const terrain = approach?.terrain ?? area.terrain;
  const defence = approach?.defence ?? area.defence ?? 0;
  const crt = s.charts.find((c) => c.kind === 'crt' && c.id === terrain) as Crt | undefined;
  if (!crt) throw new KeyedRefusal(msg('nordwind.refused.noCrt', { terrain }));
  if (!input.attacker.units.length || !input.defender.units.length)
    throw new KeyedRefusal(msg('nordwind.refused.bothInArea'));
  const steps: Message[] = [
    msg('nordwind.combat.battle', {
      area: area.name,
      from: approach ? msg('nordwind.combat.from', { from: approach.from }) : '',
      terrain,
      table: crt.name,
      defence,
    }),
  ];
  const numbers = battleNumbers(s, crt, defence);
  const cardSteps: Message[] = [];
  const cardShift =
    cardShifts('attacker', input.attacker, input.defender, input.snowstorm, cardSteps, numbers.attackerCard) +
    cardShifts('defender', input.defender, input.attacker, input.snowstorm, cardSteps, numbers.defenderCard);
  steps.push(...cardSteps);
  const plan = { area, crt, defence, terrain, cardShift, numbers, steps };
  return { ...plan, first: roundOdds(s, plan, input, input.attacker.units, input.defender.units, 1) };
}

/** One round's differential, shifts and die modifier (L), and its odds before the roll. */
function roundOdds(
  s: Scenario,
  plan: Pick<NordwindBattlePlan, 'crt' | 'defence' | 'cardShift' | 'numbers' | 'terrain'>,
  input: BattleInput,
  attackers: Unit[],
  defenders: Unit[],
  n: number,
  roll?: number,
): RoundOdds {
  const rs: Message[] = [];
  const diff = attackers.length - defenders.length;
  rs.push(
    msg(attackers.length > 1 ? 'nordwind.combat.roundMany' : 'nordwind.combat.roundOne', {
      n,
      attackers: attackers.length,
      defenders: defenders.length,
      diff: `${diff > 0 ? '+' : ''}${diff}`,
    }),
  );
  // The armour shifts and die modifiers, and any other number declared with a condition, are judged by the engine
  // over this round's units (rules.yaml `when`, `per`); the hook words those it knows.
  const p = hookDeclaration(s, 'nordwind.combat');
  const facts = areaCombatFacts(s, {
    attackers,
    defenders,
    terrain: plan.terrain,
    options: { 'armour-shift-condition': input.armourCondition },
  });
  const judged = {
    shift: judgedInOrder(p, 'shift', judgedAdjustments(s, p, 'shift', facts, plan.crt)),
    drm: judgedInOrder(p, 'drm', judgedAdjustments(s, p, 'drm', facts, plan.crt)),
  };
  const of = (what: 'shift' | 'drm', id: string) => judged[what].find((j) => j.judged.id === id)?.judged.value;
  const withInfantry = input.armourCondition === 'armour-with-infantry';
  const k = plan.numbers;
  let shift = plan.cardShift;
  for (const { judged: j, said } of judged.shift) {
    shift += j.value;
    if (j.id === 'attacker-armour') rs.push(msg('nordwind.combat.attackingArmour', { columns: columns(j.value) }));
    else if (j.id === 'defender-armour') rs.push(msg('nordwind.combat.defendingArmour', { columns: columns(j.value) }));
    else rs.push(said);
  }
  // The table notes give the defender's shift and -1 only for armour "defending with infantry" under that reading.
  if (of('shift', 'defender-armour') === undefined && withInfantry && defenders.some(isArmour))
    rs.push(msg('nordwind.combat.armourWithoutInfantry'));
  const up = of('drm', 'attacking-armour') ?? 0;
  const down = of('drm', 'defending-armour') ?? 0;
  let other = 0;
  for (const { judged: j, said } of judged.drm)
    if (j.id !== 'attacking-armour' && j.id !== 'defending-armour') {
      other += j.value;
      rs.push(said);
    }
  const drm = up + down + k.area + other;
  // Each part signed as the table's note reads it: "+0 attacking armour, -0 defending armour".
  const plus = (n: number) => (n < 0 ? `${n}` : `+${n}`);
  const minus = (n: number) => (n > 0 ? `+${n}` : `-${-n}`);
  rs.push(
    msg('nordwind.combat.drm', {
      up: plus(up),
      down: minus(down),
      area: minus(k.area),
      drm: `${drm > 0 ? '+' : ''}${drm}`,
    }),
  );
  const crt = resolveCrt(plan.crt, { base: { diff }, shift, drm, roll });
  // The table's steps in keyed words (resolveCrt always gives them).
  return { differential: diff, shift, drm, crt, steps: [...rs, ...(crt.said ?? [])] };
}

/**
 * A Nordwind battle (L): the differential of unit counts, card and armour shifts, armour and area
 * modifiers on 2d6, the table for the area's terrain; eliminations continue the battle round after
 * round until a side retreats or is wiped out or the battle is engaged. Heroic Stand, asked for at each
 * result against the defender, turns it into an engagement unless the attacker answers with his own.
 */
export function resolveNordwindCombat(s: Scenario, input: NordwindCombatInput): NordwindCombatReport {
  const plan = planNordwindBattle(s, input);
  const { area, crt, defence } = plan;
  const rounds_ = hookDeclaration(s, 'nordwind.combat').rounds;
  if (!rounds_) throw new KeyedRefusal(msg('nordwind.refused.noRounds'));
  const steps = [...plan.steps];
  let attackers = input.attacker.units;
  let defenders = input.defender.units;
  const lost = { attacker: [] as Unit[], defender: [] as Unit[] };
  const rounds: Round[] = [];
  for (let n = 1; n <= (input.maxRounds ?? 30); n++) {
    const odds = roundOdds(s, plan, input, attackers, defenders, n, input.roll());
    const res = odds.crt;
    rounds.push({
      attackers: attackers.length,
      defenders: defenders.length,
      differential: odds.differential,
      shift: odds.shift,
      drm: odds.drm,
      crt: res,
      result: res.result!,
      steps: odds.steps,
    });
    steps.push(...odds.steps);
    const code = res.result!;
    const report = (outcome: NordwindCombatReport['outcome'], retreatAreas?: number): NordwindCombatReport => {
      steps.push(outcomeLine(outcome, retreatAreas));
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
    // What the result does is rules.yaml's (`rounds`); Heroic Stand, card play, answers one that strikes the defender.
    const declared = roundResult(rounds_, code);
    if (!declared) throw new KeyedRefusal(msg('nordwind.refused.undeclaredResult', { code, table: crt.id }));
    if (struck(declared) === 'defender') {
      const point = { round: n, result: code, meaning: res.meaning! };
      const stand = input.heroicStand(point);
      if (stand === undefined) {
        const question = `${code} (${res.meaning}): does the defender play Heroic Stand, the attacker his in answer?`;
        return {
          ...report('awaiting-choice'),
          awaiting: { question, options: [...HEROIC_STAND_CHOICES], rule: HEROIC_STAND_RULE, point },
        };
      }
      if (stand === 'defender') {
        steps.push(msg('nordwind.combat.heroicStand', { code }));
        return report('heroic-stand');
      }
      if (stand === 'both') steps.push(msg('nordwind.combat.heroicBoth'));
    }
    const o = roundOutcome(declared);
    if (o.kind === 'engaged') return report('engaged');
    if (o.kind === 'retreats') return report(`${o.side}-retreats`, o.places);
    const side = o.side;
    const r = lose(side === 'attacker' ? attackers : defenders, o.count);
    lost[side].push(...r.lost);
    if (side === 'attacker') attackers = r.kept;
    else defenders = r.kept;
    steps.push(msg(`nordwind.combat.${side}Loses`, { units: r.lost.map((u) => u.id).join(', ') }));
    if (!attackers.length) return report('attacker-eliminated');
    if (!defenders.length) return report('defender-eliminated');
    // validate asks a loss of some units to go on: nothing else decides the battle.
    steps.push(msg('nordwind.combat.goesOn'));
  }
  throw new KeyedRefusal(msg('nordwind.refused.roundLimit'));
}

/**
 * The terrain an attack meets (E): "Units that enter from the north side of the town area utilize the upper
 * terrain … from the south side … the lower". In an area with two, the side must be said; it is never guessed.
 */
export function approachOf(area: AreaOfMap, from: string | undefined): AreaOfMap['approaches'][number] | undefined {
  if (!area.approaches.length) {
    if (from !== undefined) throw new KeyedRefusal(msg('nordwind.refused.oneTerrain', { area: area.name }));
    return undefined;
  }
  const sides = approaches(area.approaches);
  if (from === undefined) throw new KeyedRefusal(msg('nordwind.refused.twoTerrains', { area: area.name, sides }));
  const found = area.approaches.find((a) => a.from === from);
  if (!found) throw new KeyedRefusal(msg('nordwind.refused.enteredFrom', { area: area.name, sides, from }));
  return found;
}

/** An area's approaches as --from choices: "--from north (town, defence 2) or --from south (…)". */
export function approaches(list: readonly { from: string; terrain: string; defence: number }[]): Message[] {
  return list.map((a) => msg('nordwind.refused.approach', { from: a.from, terrain: a.terrain, defence: a.defence }));
}

function outcomeLine(o: NordwindCombatReport['outcome'], areas?: number): Message {
  switch (o) {
    case 'awaiting-choice':
      return msg('nordwind.combat.waits');
    case 'engaged':
    case 'heroic-stand':
      return msg('nordwind.combat.engaged');
    case 'attacker-retreats':
    case 'defender-retreats':
      return msg(`nordwind.combat.${o === 'attacker-retreats' ? 'attacker' : 'defender'}Retreats`, {
        areas: areas ?? 0,
        plural: areas === 1 ? '' : 's',
      });
    case 'attacker-eliminated':
      return msg('nordwind.combat.attackerWiped');
    case 'defender-eliminated':
      return msg('nordwind.combat.defenderWiped');
  }
}
