import type { Scenario } from '../../model/scenario.js';
import type { Crt } from '../../model/schema/charts.js';
import type { Unit } from '../../model/schema/units.js';
import { KeyedRefusal, type Message } from '../../assist/messages.js';
import { msg } from './messages.js';
import { declaredAdjustment, hookDeclaration } from '../../model/hook-numbers.js';
import {
  columnsMessage,
  planAreaRounds,
  resolveAreaRounds,
  type AreaRoundsPlan,
  type AreaRoundsReport,
  type RoundsDeclaration,
  type StruckAnswer,
  type StruckPoint,
} from '../../rules/area-rounds.js';

// Nordwind's card play in a battle (L, G): which support cards count (an air card not in a snowstorm, one cancelled
// by the other side's Military Intel) and Heroic Stand's answer to a result against the defender. The battle itself,
// its terrain's table, rounds, armour numbers and area defence, is the engine's (src/rules/area-rounds.ts), read
// from rules.yaml.

export type SupportCard = 'air' | 'artillery';

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

export interface NordwindCombatReport extends AreaRoundsReport {
  /** The battle stopped at a result the defender may answer with Heroic Stand; nothing of it is settled yet. */
  awaiting?: { question: string; options: string[]; rule: string; point: HeroicStandPoint };
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

/** The battle's declaration, whose rounds the engine fights. */
function declaration(s: Scenario): RoundsDeclaration {
  const p = hookDeclaration(s, 'nordwind.combat');
  if (!p.rounds) throw new KeyedRefusal(msg('nordwind.refused.noRounds'));
  return { ...p, rounds: p.rounds };
}

/** The shift the side's support cards give: one declared shift per card that survives snow and intel (L). */
function cardShifts(side: 'attacker' | 'defender', own: Force, other: Force, snowstorm: boolean, perCard: number) {
  const steps: Message[] = [];
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
      msg(`nordwind.combat.${side}Support`, {
        cards: cards.join(', '),
        columns: columnsMessage(cards.length * perCard),
      }),
    );
  return { shift: cards.length * perCard, steps };
}

type BattleInput = Omit<NordwindCombatInput, 'roll' | 'heroicStand' | 'maxRounds'>;

/** The engine's input: the units, the option, and the cards played for the whole battle (L). */
function areaInput(s: Scenario, input: BattleInput) {
  const p = hookDeclaration(s, 'nordwind.combat');
  const played = (crt: Crt) => {
    const per = (id: string) => declaredAdjustment(s, p, 'shift', id, crt).value;
    const a = cardShifts('attacker', input.attacker, input.defender, input.snowstorm, per('attacker-card'));
    const d = cardShifts('defender', input.defender, input.attacker, input.snowstorm, per('defender-card'));
    return { shift: a.shift + d.shift, steps: [...a.steps, ...d.steps] };
  };
  return {
    area: input.area,
    from: input.from,
    attackers: input.attacker.units,
    defenders: input.defender.units,
    options: { 'armour-shift-condition': input.armourCondition },
    played,
  };
}

/** Everything about a battle that is known before its dice (L): the table, the shifts, the modifiers, the odds. */
export function planNordwindBattle(s: Scenario, input: BattleInput): AreaRoundsPlan & { cardShift: number } {
  const plan = planAreaRounds(s, declaration(s), areaInput(s, input));
  return { ...plan, cardShift: plan.playedShift };
}

/**
 * A Nordwind battle (L), fought by the engine; Heroic Stand, asked for at each result against the defender, turns
 * it into an engagement unless the attacker answers with his own (G).
 */
export function resolveNordwindCombat(s: Scenario, input: NordwindCombatInput): NordwindCombatReport {
  let waiting: HeroicStandPoint | undefined;
  const answer = ({ side, ...point }: StruckPoint): StruckAnswer => {
    if (side !== 'defender') return { steps: [] };
    const stand = input.heroicStand(point);
    if (stand === undefined) {
      waiting = point;
      return { wait: msg('nordwind.combat.waits') };
    }
    if (stand === 'defender')
      return { steps: [msg('nordwind.combat.heroicStand', { code: point.result })], stop: 'heroic-stand' };
    return { steps: stand === 'both' ? [msg('nordwind.combat.heroicBoth')] : [] };
  };
  const report = resolveAreaRounds(s, declaration(s), {
    ...areaInput(s, input),
    roll: input.roll,
    answer,
    maxRounds: input.maxRounds,
  });
  if (!waiting) return report;
  const { result, meaning } = waiting;
  const question = `${result} (${meaning}): does the defender play Heroic Stand, the attacker his in answer?`;
  return {
    ...report,
    awaiting: { question, options: [...HEROIC_STAND_CHOICES], rule: HEROIC_STAND_RULE, point: waiting },
  };
}
