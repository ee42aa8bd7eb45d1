import type { Scenario } from '../../model/scenario.js';
import type { Crt } from '../../model/schema/charts.js';
import type { GridMapIndex } from '../../assist/map/grid-map-index.js';
import { resolveCrt, type CrtResolution } from '../../assist/crt/resolve-crt.js';
import { InputError } from '../../util/input-error.js';
import type { PlacedUnit } from '../shared/placed-unit.js';
import { attackFactor, defenceFactor, has, abilityEffect } from './unit-values.js';
import { crossing, terrainEffects, num } from './terrain-modifiers.js';
import { applyLoss, type LossReading, type UnitOutcome } from './apply-loss.js';
import { stackingProblem } from './stacking.js';

export const ALLIED = 'allied';

export interface CombatInput {
  attackers: PlacedUnit[];
  defenders: PlacedUnit[];
  sequence: 'move-attack' | 'attack-move';
  air: { attacker: number; defender: number };
  outOfSupply: { attacker: boolean; defender: boolean };
  /** The brigade carrying the amphibious marker (optional rule 11.1). */
  amphibious?: string;
  /** How the attacker takes a numeric result: the game option "attacker-result". */
  attackerReading: LossReading;
  /** Units the owner chooses to lose rather than test for retreat. */
  giveUp: ReadonlySet<string>;
  /** The CRT die, as rolled. */
  roll: number;
  /** Retreat test dice, handed out in the order units are tested. */
  retreatDie: () => number;
}

export interface StackStrength {
  hex: string;
  units: { ref: string; factor: number; multiplier: number }[];
  subtotal: number;
  total: number;
  notes: string[];
}

export interface CombatReport {
  attack: { total: number; stacks: StackStrength[] };
  defence: { total: number; stack: StackStrength; terrain: string };
  odds: [number, number];
  shifts: { reason: string; value: number }[];
  netShift: number;
  crt: CrtResolution;
  defenderResult: string;
  attackerResult: string;
  units: UnitOutcome[];
  advance: { into: string; units: string[] } | undefined;
  mayNotReturn: { ref: string; hex: string }[];
  steps: string[];
}

const half = (n: number) => Math.ceil(n / 2);

function checkBattle(index: GridMapIndex, input: CombatInput): void {
  const { attackers, defenders } = input;
  if (!attackers.length || !defenders.length)
    throw new InputError('a combat needs at least one attacker and one defender');
  const hex = defenders[0].label;
  const stray = defenders.find((d) => d.label !== hex);
  if (stray) throw new InputError(`all defenders stand in one hex: ${stray.ref} is in ${stray.label}, not ${hex}`);
  const side = attackers[0].unit.side;
  for (const a of attackers) {
    if (a.unit.side !== side)
      throw new InputError(`${a.ref} (${a.unit.side}) cannot attack beside ${attackers[0].ref} (${side})`);
    if (!index.grid.adjacent(a.cell, defenders[0].cell))
      throw new InputError(`${a.ref} in ${a.label} is not adjacent to ${hex}`);
    if (has(a.unit, 'outpost')) throw new InputError(`${a.ref} is an outpost and may not attack (8.4)`);
  }
  for (const d of defenders) if (d.unit.side === side) throw new InputError(`${d.ref} is on the attacking side`);
  const byHex = new Map<string, PlacedUnit[]>();
  for (const u of [...attackers, ...defenders]) byHex.set(u.label, [...(byHex.get(u.label) ?? []), u]);
  for (const [label, stack] of byHex) {
    const problem = stackingProblem(stack);
    if (problem) throw new InputError(`stacking in ${label}: ${problem}`);
  }
}

/**
 * One Veritable combat from positions to outcome, every step explained: strengths with terrain and
 * supply (6.5.1, 7.2), odds, column shifts (5.2, 6.1.2, 6.5.1, 8.2, 8.3), the CRT, then the defender's
 * and the attacker's results with retreat tests (6.5.3) and who may advance (6.5.4).
 */
export function resolveCombat(s: Scenario, index: GridMapIndex, crt: Crt, input: CombatInput): CombatReport {
  checkBattle(index, input);
  const steps: string[] = [];
  const target = input.defenders[0].cell;
  const targetLabel = input.defenders[0].label;
  const targetTerrain = index.terrainAt(target);
  const targetEffects = terrainEffects(s, targetTerrain);
  const attackerSide = input.attackers[0].unit.side;
  const alliedAttacks = attackerSide === ALLIED;

  // Attack strength, stack by stack: crossings and flooded ground halve; out of supply halves the stack, rounded up.
  const byHex = new Map<string, PlacedUnit[]>();
  for (const a of input.attackers) byHex.set(a.label, [...(byHex.get(a.label) ?? []), a]);
  let siegfried = 0;
  const stacks: StackStrength[] = [];
  for (const [hex, units] of byHex) {
    const cross = crossing(s, index, units[0].cell, target);
    if (cross.prohibited)
      throw new InputError(
        `no attack from ${hex} into ${targetLabel}: the ${cross.prohibited} hexside forbids it (6.5.1)`,
      );
    if (cross.columnShift && alliedAttacks) siegfried = cross.columnShift;
    const fromEffects = terrainEffects(s, index.terrainAt(units[0].cell));
    const notes: string[] = [];
    const parts = units.map((u) => {
      const amphibious = input.amphibious === u.ref;
      const ground = amphibious
        ? 1
        : Math.min(num(targetEffects, 'attackMultiplier', 1), num(fromEffects, 'attackMultiplier', 1));
      return { ref: u.ref, factor: attackFactor(u.unit), multiplier: cross.attackMultiplier * ground };
    });
    if (cross.attackMultiplier !== 1) notes.push(`across ${cross.features.join(', ')}: ×${cross.attackMultiplier}`);
    const flooded = Math.min(num(targetEffects, 'attackMultiplier', 1), num(fromEffects, 'attackMultiplier', 1));
    if (parts.some((p) => p.multiplier !== cross.attackMultiplier)) notes.push(`flooded ground: ×${flooded}`);
    const subtotal = parts.reduce((n, p) => n + p.factor * p.multiplier, 0);
    const total = input.outOfSupply.attacker ? half(subtotal) : subtotal;
    if (input.outOfSupply.attacker) notes.push(`out of supply: ${subtotal} halved, rounded up, to ${total}`);
    stacks.push({ hex, units: parts, subtotal, total, notes });
    const listed = parts.map((p) => `${p.ref} ${p.factor}${p.multiplier !== 1 ? `×${p.multiplier}` : ''}`).join(' + ');
    steps.push(`Attack from ${hex}: ${listed} = ${total}${notes.length ? ` (${notes.join('; ')})` : ''}`);
  }
  const attack = stacks.reduce((n, x) => n + x.total, 0);

  const alone = input.defenders.length === 1;
  const dParts = input.defenders.map((d) => ({ ref: d.ref, factor: defenceFactor(s, d.unit, alone), multiplier: 1 }));
  const dSum = dParts.reduce((n, p) => n + p.factor, 0);
  const dMult = num(targetEffects, 'defenceMultiplier', 1);
  const dSub = dSum * dMult;
  const defence = input.outOfSupply.defender ? half(dSub) : dSub;
  const dNotes = [
    ...(dMult !== 1 ? [`${targetTerrain}: ×${dMult}`] : []),
    ...(input.outOfSupply.defender ? [`out of supply: ${dSub} halved, rounded up, to ${defence}`] : []),
  ];
  steps.push(
    `Defence in ${targetLabel}${index.placeAt(target) ? ` (${index.placeAt(target)})` : ''}: ` +
      `(${dParts.map((p) => `${p.ref} ${p.factor}`).join(' + ')})` +
      `${dMult !== 1 ? ` ×${dMult} for ${targetTerrain}` : ''} = ${defence}`,
  );

  // Column shifts, positive to the right (the attacker's favour).
  const shifts: { reason: string; value: number }[] = [];
  const everyone = [...input.attackers, ...input.defenders];
  const armour = everyone.filter((u) => u.unit.side === ALLIED && has(u.unit, 'armour-shift')).length;
  const antiTank = everyone.filter((u) => u.unit.side !== ALLIED && has(u.unit, 'anti-tank')).length;
  const toAllied = alliedAttacks ? 1 : -1;
  if (input.sequence === 'attack-move') shifts.push({ reason: 'attack before moving (6.1.2)', value: 1 });
  const perArmour = abilityEffect(s, 'armour-shift', 'columnShift', 1);
  const cancelled = Math.min(armour, antiTank * abilityEffect(s, 'anti-tank', 'cancelsArmourShift', 1));
  if (armour)
    shifts.push({
      reason: `${armour} 79th Armoured unit${armour > 1 ? 's' : ''} (8.2)`,
      value: armour * perArmour * toAllied,
    });
  if (cancelled)
    shifts.push({
      reason: `German anti-tank cancels ${cancelled} of them (8.3)`,
      value: -cancelled * perArmour * toAllied,
    });
  if (siegfried) shifts.push({ reason: 'an Allied unit attacks across the Siegfried Line (6.5.1)', value: siegfried });
  if (input.air.attacker)
    shifts.push({
      reason: `${input.air.attacker} air unit${input.air.attacker > 1 ? 's' : ''} with the attacker (5.2)`,
      value: input.air.attacker,
    });
  if (input.air.defender)
    shifts.push({
      reason: `${input.air.defender} air unit${input.air.defender > 1 ? 's' : ''} with the defender (5.2)`,
      value: -input.air.defender,
    });
  const netShift = shifts.reduce((n, x) => n + x.value, 0);
  for (const x of shifts) steps.push(`Shift ${x.value > 0 ? `${x.value}R` : `${-x.value}L`}: ${x.reason}`);

  const res = resolveCrt(crt, { base: { odds: [attack, defence] }, shift: netShift, roll: input.roll });
  steps.push(...res.steps);
  const [attackerResult, defenderResult] = (res.result ?? '-/-').split(crt.split ?? '/');

  // The defender's result is applied first (6.5 example).
  const retreatModifierFor = (side: string) =>
    side === ALLIED && antiTank ? abilityEffect(s, 'anti-tank', 'alliedRetreatModifier', 1) : 0;
  const defOut = applyLoss(s, defenderResult, input.defenders, {
    reading: 'all-or-losses',
    retreatModifier: retreatModifierFor(input.defenders[0].unit.side),
    giveUp: input.giveUp,
    die: input.retreatDie,
  });
  const attOut = applyLoss(s, attackerResult, input.attackers, {
    reading: input.attackerReading,
    retreatModifier: retreatModifierFor(attackerSide),
    giveUp: input.giveUp,
    die: input.retreatDie,
  });
  const units = [...defOut, ...attOut];
  for (const u of units)
    if (u.outcome !== 'unaffected')
      steps.push(
        `${u.ref} (${u.hex}): ${u.outcome}` +
          `${u.roll !== undefined ? `, rolled ${u.roll}${u.modifier ? `+${u.modifier}` : ''}` : ''}: ${u.why}`,
      );

  // Units that got away before a comrade fell may not go back to the hex they left (6.5.3).
  const mayNotReturn: { ref: string; hex: string }[] = [];
  for (const group of [defOut, attOut]) {
    const lastLoss = group.map((u) => u.outcome).lastIndexOf('eliminated');
    group.forEach((u, i) => u.outcome === 'retreats' && i < lastLoss && mayNotReturn.push({ ref: u.ref, hex: u.hex }));
  }
  for (const m of mayNotReturn) steps.push(`${m.ref} may not return to ${m.hex}`);

  const vacated = defOut.every((u) => u.outcome === 'retreats' || u.outcome === 'eliminated');
  const advancers = attOut.filter((u) => u.outcome === 'unaffected' || u.outcome === 'stays').map((u) => u.ref);
  const advance = vacated && advancers.length ? { into: targetLabel, units: advancers } : undefined;
  if (advance)
    steps.push(
      `${targetLabel} is vacated: ${advance.units.join(', ')} may advance into it, within stacking limits (6.5.4)`,
    );

  return {
    attack: { total: attack, stacks },
    defence: {
      total: defence,
      stack: { hex: targetLabel, units: dParts, subtotal: dSub, total: defence, notes: dNotes },
      terrain: targetTerrain,
    },
    odds: [attack, defence],
    shifts,
    netShift,
    crt: res,
    defenderResult,
    attackerResult,
    units,
    advance,
    mayNotReturn,
    steps,
  };
}
