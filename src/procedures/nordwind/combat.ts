import type { Scenario } from '../../model/scenario.js';
import type { Crt } from '../../model/schema/charts.js';
import type { Unit } from '../../model/schema/units.js';
import { resolveCrt, type CrtResolution } from '../../assist/crt/resolve-crt.js';
import { InputError } from '../../util/input-error.js';

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
  from?: 'north' | 'south' | 'east' | 'west';
  attacker: Force;
  defender: Force;
  snowstorm: boolean;
  /** armour-shift-condition: "any-armour" or "armour-with-infantry". */
  armourCondition: string;
  /** Who plays Heroic Stand after a result: the defender, and the attacker in answer. */
  heroicStand: { defender: boolean; attacker: boolean };
  roll: () => number;
  maxRounds?: number;
}

export interface Round {
  attackers: number;
  defenders: number;
  differential: number;
  shift: number;
  drm: number;
  crt: CrtResolution;
  result: string;
  steps: string[];
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
    | 'heroic-stand';
  retreatAreas?: number;
  survivors: { attacker: string[]; defender: string[] };
  eliminated: { attacker: string[]; defender: string[] };
  steps: string[];
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

function cardShifts(
  side: 'attacker' | 'defender',
  own: Force,
  other: Force,
  snowstorm: boolean,
  steps: string[],
): number {
  let cards = own.cards.filter((c) => !(snowstorm && c === 'air'));
  if (snowstorm && cards.length < own.cards.length)
    steps.push(`Snowstorm: the ${side}'s air support cards may not be played (G)`);
  if (other.intel && cards.length) {
    const cancelled = cards.includes('air') ? 'air' : 'artillery';
    cards = [...cards];
    cards.splice(cards.indexOf(cancelled), 1);
    steps.push(`Military Intel cancels one ${cancelled} support card of the ${side} (L)`);
  }
  if (cards.length)
    steps.push(
      `${side === 'attacker' ? 'Attacker' : 'Defender'} support: ${cards.join(', ')}: ` +
        `${cards.length} column${cards.length > 1 ? 's' : ''} ${side === 'attacker' ? 'right' : 'left'}`,
    );
  return cards.length;
}

/**
 * A Nordwind battle (L): the differential of unit counts, card and armour shifts, armour and area
 * modifiers on 2d6, the table for the area's terrain; eliminations continue the battle round after
 * round until a side retreats or is wiped out or the battle is engaged. Heroic Stand turns the
 * defender's outcome into an engagement unless the attacker answers with his own.
 */
export function resolveNordwindCombat(s: Scenario, input: NordwindCombatInput): NordwindCombatReport {
  const map = s.map;
  if (map?.kind !== 'area') throw new InputError(`${s.id} has no area map`);
  const area = map.areas.find((a) => a.id === input.area);
  if (!area) throw new InputError(`no area "${input.area}" on the map`);
  const approach = input.from ? area.approaches.find((a) => a.from === input.from) : undefined;
  const terrain = approach?.terrain ?? area.terrain;
  const defence = approach?.defence ?? area.defence ?? 0;
  const crt = s.charts.find((c) => c.kind === 'crt' && c.id === terrain) as Crt | undefined;
  if (!crt) throw new InputError(`no combat results table for ${terrain} terrain`);
  if (!input.attacker.units.length || !input.defender.units.length)
    throw new InputError('a battle needs units of both sides in the area');

  const steps: string[] = [`Battle in ${area.name}: ${terrain} (${crt.name}), area defence ${defence}`];
  const cardSteps: string[] = [];
  const cardShift =
    cardShifts('attacker', input.attacker, input.defender, input.snowstorm, cardSteps) -
    cardShifts('defender', input.defender, input.attacker, input.snowstorm, cardSteps);
  steps.push(...cardSteps);

  let attackers = input.attacker.units;
  let defenders = input.defender.units;
  const lost = { attacker: [] as Unit[], defender: [] as Unit[] };
  const rounds: Round[] = [];
  const armourShift = (units: Unit[]) =>
    units.some(isArmour) && (input.armourCondition !== 'armour-with-infantry' || units.some((u) => !isArmour(u)));
  for (let n = 1; n <= (input.maxRounds ?? 30); n++) {
    const rs: string[] = [];
    const diff = attackers.length - defenders.length;
    rs.push(
      `Round ${n}: ${attackers.length} attacking unit${attackers.length > 1 ? 's' : ''} against ${defenders.length}: ` +
        `differential ${diff > 0 ? '+' : ''}${diff}`,
    );
    const aArm = attackers.filter(isArmour).length;
    const dArm = defenders.filter(isArmour).length;
    let shift = cardShift;
    if (armourShift(attackers)) (shift += 1), rs.push('Attacking armour: 1 column right');
    if (armourShift(defenders)) (shift -= 1), rs.push('Defending armour: 1 column left');
    const drm = aArm - dArm - defence;
    rs.push(
      `Die modifier: +${aArm} attacking armour, -${dArm} defending armour, ` +
        `-${defence} area defence = ${drm > 0 ? '+' : ''}${drm}`,
    );
    const roll = input.roll();
    const res = resolveCrt(crt, { base: { diff }, shift, drm, roll });
    rs.push(...res.steps);
    rounds.push({
      attackers: attackers.length,
      defenders: defenders.length,
      differential: diff,
      shift,
      drm,
      crt: res,
      result: res.result!,
      steps: rs,
    });
    steps.push(...rs);
    const code = res.result!;
    const m = code.match(/^(A|D)(E?)(\d?)$/);
    let outcome: NordwindCombatReport['outcome'] | undefined;
    let retreatAreas: number | undefined;
    if (code === 'E') outcome = 'engaged';
    else if (m && !m[2]) {
      outcome = m[1] === 'A' ? 'attacker-retreats' : 'defender-retreats';
      retreatAreas = Number(m[3]);
    } else if (m) {
      const side = m[1] === 'A' ? 'attacker' : 'defender';
      const r = lose(side === 'attacker' ? attackers : defenders, m[3] ? Number(m[3]) : 'all');
      lost[side].push(...r.lost);
      if (side === 'attacker') attackers = r.kept;
      else defenders = r.kept;
      steps.push(`${side === 'attacker' ? 'Attacker' : 'Defender'} loses ${r.lost.map((u) => u.id).join(', ')}`);
      if (!attackers.length) outcome = 'attacker-eliminated';
      else if (!defenders.length) outcome = 'defender-eliminated';
      else steps.push('Both sides still stand: the battle goes on (L)');
    }
    if (outcome) {
      const defenderHurt = outcome === 'defender-retreats' || outcome === 'defender-eliminated';
      if (input.heroicStand.defender && defenderHurt) {
        if (input.heroicStand.attacker)
          steps.push('The defender plays Heroic Stand; the attacker answers with his own: the result stands (G)');
        else {
          steps.push('The defender plays Heroic Stand: the result is cancelled and the area is engaged (G)');
          outcome = 'heroic-stand';
        }
      }
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
    }
  }
  throw new InputError('the battle did not end within the round limit');
}

function outcomeLine(o: NordwindCombatReport['outcome'], areas?: number): string {
  switch (o) {
    case 'engaged':
    case 'heroic-stand':
      return (
        'Engaged: place an engaged marker; ' +
        'the units stay and fight again next turn unless withdrawn with a Withdraw card'
      );
    case 'attacker-retreats':
      return `The attacker retreats all units ${areas} area${areas === 1 ? '' : 's'} into unoccupied areas`;
    case 'defender-retreats':
      return `The defender retreats all units ${areas} area${areas === 1 ? '' : 's'} into unoccupied areas`;
    case 'attacker-eliminated':
      return 'The attacker is wiped out';
    case 'defender-eliminated':
      return 'The defender is wiped out';
  }
}
