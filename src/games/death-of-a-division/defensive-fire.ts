import type { DieTable } from '../../model/schema/charts.js';
import type { AreaGraph } from '../../assist/map/area-graph.js';
import { parseRollLabel } from '../../model/roll-range.js';
import { KeyedRefusal } from '../../assist/messages.js';
import { msg } from './messages.js';
import type { AreaUnit } from './area-units.js';
import type { CrtOutcome } from '../../assist/crt/resolve-crt.js';
import { hitChances } from './hit-chances.js';
import { CORPS_ARTILLERY_FORMATION, GERMAN } from './sides.js';
import { checkListedOnce } from '../../rules/shared/listed-once.js';

export interface DefensiveFireInput {
  firer: AreaUnit;
  targets: AreaUnit[];
  artillery: AreaUnit[];
  /** The firer is dug in (optional rule 10 in play). */
  fortified: boolean;
  /** Optional rule 7: German divisional and FBB artillery supports only its own formation. */
  artilleryParentOnly: boolean;
}

export interface DiceGroup {
  ref: string;
  dice: number;
  hitsOn: number;
  why: string;
}

export interface DefensiveFirePlan {
  area: string;
  groups: DiceGroup[];
  dice: number;
  chances: CrtOutcome[];
  steps: string[];
}

export interface TargetHits {
  ref: string;
  hits: number;
  before: number;
  after: number;
  strength: number;
  removed: boolean;
}

export interface DefensiveFireReport extends DefensiveFirePlan {
  faces: number[];
  hits: number;
  /** How the hits land, when there is one target or the owner said how to spread them. */
  targets?: TargetHits[];
  removed: string[];
}

/** The lowest face that hits, read off the defensive-fire table's effects (hit; hitDugIn). */
export function hitFace(table: DieTable, effect: 'hit' | 'hitDugIn'): number {
  const faces = table.rows
    .filter((r) => r.effects[effect] === true)
    .map((r) => parseRollLabel(r.roll)?.min ?? Infinity);
  if (!faces.length)
    throw new KeyedRefusal(msg('death-of-a-division.refused.noRowWith', { table: table.name, effect }));
  return Math.min(...faces);
}

function mayFire(graph: AreaGraph, input: DefensiveFireInput): void {
  const { firer, targets, artillery } = input;
  const side = firer.unit.side;
  if (!targets.length) throw new KeyedRefusal(msg('death-of-a-division.refused.fireTarget'));
  checkListedOnce([firer, ...targets, ...artillery]);
  for (const t of targets) {
    if (t.unit.side === side) throw new KeyedRefusal(msg('death-of-a-division.refused.firingSide', { ref: t.ref }));
    if (t.area !== firer.area)
      throw new KeyedRefusal(
        msg('death-of-a-division.refused.ownArea', { ref: t.ref, at: t.area, firer: firer.ref, from: firer.area }),
      );
  }
  if (input.fortified && firer.artillery)
    throw new KeyedRefusal(msg('death-of-a-division.refused.artilleryDigIn', { ref: firer.ref }));
  for (const a of artillery) {
    if (!a.artillery) throw new KeyedRefusal(msg('death-of-a-division.refused.notArtillery', { ref: a.ref }));
    if (a.unit.side !== side)
      throw new KeyedRefusal(msg('death-of-a-division.refused.notSameSide', { ref: a.ref, firer: firer.ref }));
    if (a.area !== firer.area && !graph.adjacent(a.area, firer.area))
      throw new KeyedRefusal(
        msg('death-of-a-division.refused.supportReach', { ref: a.ref, at: a.area, target: firer.area }),
      );
    if (
      input.artilleryParentOnly &&
      a.unit.side === GERMAN &&
      a.unit.formation !== CORPS_ARTILLERY_FORMATION &&
      a.unit.formation !== firer.unit.formation
    )
      throw new KeyedRefusal(
        msg('death-of-a-division.refused.ownFormation', {
          ref: a.ref,
          formation: String(a.unit.formation),
          firer: firer.ref,
          firerFormation: String(firer.unit.formation),
        }),
      );
  }
}

/**
 * Defensive fire before the dice (rules 6, 7, 10): the firing unit rolls its current strength in dice,
 * hitting on 6 (5-6 dug in); each supporting artillery unit in the same or a neighbouring area adds
 * its current strength in dice, hitting on 6. The exact chance of each number of hits comes with it.
 */
export function planDefensiveFire(graph: AreaGraph, table: DieTable, input: DefensiveFireInput): DefensiveFirePlan {
  mayFire(graph, input);
  graph.area(input.firer.area);
  const plain = hitFace(table, 'hit');
  const dug = hitFace(table, 'hitDugIn');
  const f = input.firer;
  const lessHits = (hits: number) => (hits ? ` less ${hits} hit${hits === 1 ? '' : 's'}` : '');
  const groups: DiceGroup[] = [
    {
      ref: f.ref,
      dice: f.current,
      hitsOn: input.fortified ? dug : plain,
      why: `strength ${f.strength}${lessHits(f.hits)}${input.fortified ? ', dug in' : ''}`,
    },
    ...input.artillery.map((a) => ({
      ref: a.ref,
      dice: a.current,
      hitsOn: plain,
      why:
        `artillery${a.area === f.area ? ' in the area' : ` from ${graph.area(a.area).name}`}, ` +
        `strength ${a.strength}${lessHits(a.hits)}`,
    })),
  ];
  const dice = groups.reduce((n, g) => n + g.dice, 0);
  const face = (n: number) => (n >= 6 ? '6' : `${n}-6`);
  const steps = [
    `Defensive fire in ${graph.area(f.area).name} at ` +
      `${input.targets.map((t) => `${t.ref} (${t.current} of ${t.strength})`).join(', ')}`,
    ...groups.map(
      (g) => `${g.ref}: ${g.dice} ${g.dice === 1 ? 'die' : 'dice'} (${g.why}), hitting on ${face(g.hitsOn)}`,
    ),
  ];
  const chances = hitChances(groups.map((g) => ({ count: g.dice, atLeast: g.hitsOn })));
  return { area: f.area, groups, dice, chances, steps };
}

/**
 * Counts the hits of rolled dice, given in group order. With one target the hits land on it; with
 * several they land as `assign` says (the owner's choice, or the firer's under optional rule 6).
 */
export function resolveDefensiveFire(
  plan: DefensiveFirePlan,
  targets: AreaUnit[],
  faces: number[],
  assign?: Readonly<Record<string, number>>,
): DefensiveFireReport {
  if (faces.length !== plan.dice)
    throw new KeyedRefusal(msg('death-of-a-division.refused.diceGiven', { dice: plan.dice, given: faces.length }));
  const steps = [...plan.steps];
  let k = 0;
  let hits = 0;
  for (const g of plan.groups) {
    const mine = faces.slice(k, k + g.dice);
    k += g.dice;
    const h = mine.filter((x) => x >= g.hitsOn).length;
    hits += h;
    if (g.dice) steps.push(`${g.ref} rolls ${mine.join(' ')}: ${h} hit${h === 1 ? '' : 's'}`);
  }
  steps.push(`${hits} hit${hits === 1 ? '' : 's'} in all`);
  const landed = spreadHits(targets, hits, assign, '--assign');
  if (!landed && hits)
    steps.push(
      `The owner of ${targets.map((t) => t.ref).join(', ')} spreads the ${hits} hits among them as he likes ` +
        '(the firer does, with optional rule 6)',
    );
  for (const t of landed ?? [])
    if (t.hits)
      steps.push(
        `${t.ref}: ${t.hits} hit${t.hits === 1 ? '' : 's'}, now ${t.after} of ${t.strength}` +
          `${t.removed ? ': removed from play' : `: strength ${t.strength - t.after} left`}`,
      );
  return {
    ...plan,
    steps,
    faces,
    hits,
    targets: landed,
    removed: (landed ?? []).filter((t) => t.removed).map((t) => t.ref),
  };
}

/**
 * Where hits land (rules 6): all on a lone target; over several as `assign` says, every hit taken and only by
 * the targets; undefined while nobody has said.
 */
export function spreadHits(
  targets: readonly AreaUnit[],
  hits: number,
  assign: Readonly<Record<string, number>> | undefined,
  flag: string,
): TargetHits[] | undefined {
  let spread: Record<string, number> | undefined;
  if (targets.length === 1) spread = { [targets[0].ref]: hits };
  else if (!hits) spread = {};
  else if (assign) {
    const stray = Object.keys(assign).filter((r) => !targets.some((t) => t.ref === r));
    if (stray.length)
      throw new KeyedRefusal(msg('death-of-a-division.refused.notHitHere', { flag, units: stray.join(', ') }));
    const sum = Object.values(assign).reduce((a, b) => a + b, 0);
    if (sum !== hits) throw new KeyedRefusal(msg('death-of-a-division.refused.hitsPlaced', { flag, sum, hits }));
    spread = { ...assign };
  }
  if (!spread) return undefined;
  const placed = spread;
  return targets.map((t) => {
    const h = placed[t.ref] ?? 0;
    const after = t.hits + h;
    return { ref: t.ref, hits: h, before: t.hits, after, strength: t.strength, removed: after >= t.strength };
  });
}
