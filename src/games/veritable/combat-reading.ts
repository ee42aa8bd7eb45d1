import type { Scenario } from '../../model/scenario.js';
import type { Crt } from '../../model/schema/charts.js';
import type { GridMapIndex } from '../../assist/map/grid-map-index.js';
import { resolveCrt, type CrtResolution } from '../../assist/crt/resolve-crt.js';
import { hookDeclaration } from '../../model/hook-numbers.js';
import { gridCombatFacts, judgedAdjustments } from '../../rules/hook-shifts.js';
import type { PlacedUnit } from '../../rules/shared/placed-unit.js';
import { attackFactor, defenceFactor } from './unit-values.js';
import { declaredTotals, multipliedTotal } from '../../rules/hook-totals.js';
import {
  attackForbiddenAcross,
  attackMultipliers,
  defenceMultiplier,
  type TerrainChart,
} from '../../rules/terrain-multipliers.js';
import { judgedInOrder } from '../../rules/hook-says.js';
import { groundName } from '../../rules/ground-name.js';
import type { CombatProcedure, CombatTotals, HookProcedure } from '../../model/schema/rules.js';
import { unitFacts, type Facts } from '../../model/condition-eval.js';
import { attackerRefusal } from '../../rules/attack-refusals.js';
import { stackingWhy } from './stacking.js';
import { testModifiers } from '../../rules/side-outcome.js';
import { KeyedRefusal, render, type Message, type Value } from '../../assist/messages.js';
import { msg } from './messages.js';
import { combatSays } from '../../rules/combat-says.js';
import type { CombatStep } from '../../model/schema/combat-says.js';

export type Sequence = 'move-attack' | 'attack-move';

/** A step of the combat's report in rules.yaml's words (the combat's `says`), the locale's in another language. */
export const says = (s: Scenario, step: CombatStep, values: Record<string, Value> = {}): Message =>
  combatSays(hookDeclaration(s, 'veritable.combat'), step, values);

/** The declaration whose `says` words a combat's lines: Veritable's combat hook, or a declared combat naming hooks. */
export type CombatWords = Pick<HookProcedure | CombatProcedure, 'id' | 'says'>;

export interface CombatInput {
  attackers: PlacedUnit[];
  defenders: PlacedUnit[];
  sequence: Sequence;
  air: { attacker: number; defender: number };
  /** Hexes whose stacks are out of supply at the moment of combat (7.0, 7.2), attackers' and the defender's. */
  outOfSupply: ReadonlySet<string>;
  /** The brigade carrying the amphibious marker (optional rule 11.1). */
  amphibious?: string;
  /**
   * Every unit in each hex of the combat, when the whole position is known: stacking is checked on the hex,
   * not only on the units that fight. Without it only the combat's own units are checked.
   */
  stacks?: ReadonlyMap<string, readonly PlacedUnit[]>;
  /** The turn and the game options in force, as a shift's condition reads them (`turn`, `option.ID`). */
  names?: Readonly<Record<string, string | number>>;
}

export interface StackStrength {
  hex: string;
  units: { ref: string; factor: number; multiplier: number }[];
  subtotal: number;
  total: number;
  notes: string[];
}

export interface Shift {
  reason: string;
  value: number;
}

/** Everything about a combat that is known before the die is rolled. */
export interface CombatAssessment {
  target: string;
  attackerSide: string;
  defenderSide: string;
  attack: { total: number; stacks: StackStrength[] };
  defence: { total: number; stack: StackStrength; terrain: string };
  odds: [number, number];
  shifts: Shift[];
  netShift: number;
  /** The CRT read for these odds and shifts, without a roll: column and the exact chance of each result. */
  crt: CrtResolution;
  /** What is added to each side's retreat test rolls in this combat (8.3). */
  retreatModifier: Record<string, number>;
  /** The reading step by step, as keyed messages (the --json value has them in English). */
  steps: Message[];
}

/** Messages joined by "; " (or ", "), each worded on its own. */
export function joined(
  parts: readonly Message[],
  key: 'report.list' | 'report.comma' | 'report.plus' = 'report.list',
): Message {
  return parts.slice(1).reduce((a, b) => msg(key, { a, b }), parts[0]);
}

/** Each unit's part of a side's total, "71-bde 4 + 158-bde 3×0.5", as one keyed message. */
const addends = (parts: readonly { ref: string; factor: number; multiplier: number }[]): Message =>
  joined(
    parts.map((p) =>
      p.multiplier !== 1
        ? msg('combat.addendTimes', { ref: p.ref, factor: p.factor, by: p.multiplier })
        : msg('combat.addend', { ref: p.ref, factor: p.factor }),
    ),
    'report.plus',
  );

/** A total times its side's declared multipliers; 7.2's halving, rounding up, is worded as the rules word it. */
function multiplied(totals: CombatTotals, side: 'attacker' | 'defender', facts: Facts, subtotal: number) {
  const m = multipliedTotal(totals, side, facts, subtotal);
  const halved = m.held.length === 1 && m.by === 0.5 && totals.round === 'up';
  return { ...m, halved, words: { by: Number(m.by.toFixed(3)), why: m.why, section: m.section } };
}

function checkBattle(s: Scenario, index: GridMapIndex, input: CombatInput, declared: HookProcedure): void {
  const { attackers, defenders } = input;
  if (!attackers.length || !defenders.length) throw new KeyedRefusal(msg('veritable.combat.needsOneEach'));
  const all = [...attackers, ...defenders];
  checkTwice(all);
  const hex = defenders[0].label;
  const stray = defenders.find((d) => d.label !== hex);
  if (stray) throw new KeyedRefusal(msg('veritable.combat.oneHex', { ref: stray.ref, at: stray.label, hex }));
  const side = attackers[0].unit.side;
  for (const a of attackers) {
    if (a.unit.side !== side)
      throw new KeyedRefusal(
        msg('veritable.combat.mixedSides', { ref: a.ref, side: a.unit.side, first: attackers[0].ref, firstSide: side }),
      );
    if (!index.grid.adjacent(a.cell, defenders[0].cell))
      throw new KeyedRefusal(msg('veritable.combat.notAdjacent', { ref: a.ref, at: a.label, hex }));
    // Who may not attack (an outpost, a zero attack factor) is rules.yaml's, judged by the engine.
    const refused = attackerRefusal(declared, a.ref, unitFacts(a.unit));
    if (refused) throw new KeyedRefusal(refused);
  }
  checkSomeAttack(attackers);
  for (const d of defenders)
    if (d.unit.side === side) throw new KeyedRefusal(msg('veritable.combat.defenderAttacking', { ref: d.ref }));
  checkStacking(s, all, input.stacks);
}

type Fighting = Pick<PlacedUnit, 'ref' | 'unit' | 'label'>;

/** No unit is named twice in one combat. */
export function checkTwice(all: readonly Fighting[]): void {
  const twice = all.find((u, i) => all.findIndex((x) => x.ref === u.ref) !== i);
  if (twice) throw new KeyedRefusal(msg('veritable.combat.listedTwice', { ref: twice.ref }));
}

/** 8.2: attackers with no attack factor between them (the 79th Armoured alone) do not attack. */
export function checkSomeAttack(attackers: readonly Fighting[]): void {
  if (attackers.every((a) => attackFactor(a.unit) === 0)) throw new KeyedRefusal(msg('veritable.combat.noAttack'));
}

/** 6.3: each hex of the combat stacks legally, its whole stack where the position is known, else who fights. */
export function checkStacking(
  s: Scenario,
  all: readonly Fighting[],
  stacks?: ReadonlyMap<string, readonly Pick<PlacedUnit, 'ref' | 'unit'>[]>,
): void {
  const byHex = new Map<string, Fighting[]>();
  for (const u of all) byHex.set(u.label, [...(byHex.get(u.label) ?? []), u]);
  for (const [label, fighting] of byHex) {
    const problem = stackingWhy(s, stacks?.get(label) ?? fighting);
    if (problem) throw new KeyedRefusal(msg('veritable.combat.stacking', { at: label, problem }));
  }
}

/**
 * One Veritable combat up to the die: strengths with terrain and supply (6.5.1, 7.2), odds, column shifts
 * (5.2, 6.1.2, 6.5.1, 8.2, 8.3), and the exact chance of every result on the column. Nothing is rolled.
 */
export function assessCombat(s: Scenario, index: GridMapIndex, crt: Crt, input: CombatInput): CombatAssessment {
  const declared = hookDeclaration(s, 'veritable.combat');
  checkBattle(s, index, input, declared);
  const steps: Message[] = [];
  const target = input.defenders[0].cell;
  const targetLabel = input.defenders[0].label;
  const targetTerrain = index.terrainAt(target);
  const totals = declaredTotals(s, declared);
  const chart = s.charts.find((c): c is TerrainChart => c.id === totals.terrain && c.kind === 'terrain-effects');
  const facts = (attackers: PlacedUnit[]) =>
    gridCombatFacts({
      index,
      attackers,
      defenders: input.defenders,
      outOfSupply: input.outOfSupply,
      inputs: { sequence: input.sequence, 'air-attacker': input.air.attacker, 'air-defender': input.air.defender },
      names: input.names,
    });
  const attackerSide = input.attackers[0].unit.side;
  const defenderSide = input.defenders[0].unit.side;
  const sides = { s, index, words: declared, totals, chart, attackers: input.attackers, defenders: input.defenders };
  const { stacks, attack, said: attackSaid } = attackStacks({ ...sides, amphibious: input.amphibious, facts });
  steps.push(...attackSaid);
  const { total: defence, stack: defenceStack, said: defenceSaid } = defenceTotal({ ...sides, facts });
  steps.push(defenceSaid);
  if (defence === 0) throw new KeyedRefusal(msg('veritable.combat.noDefence', { at: targetLabel }));

  // Column shifts, positive to the right (the attacker's favour). When each applies and how many times is its
  // declaration's in rules.yaml, judged by the engine; the hook words them, and cancels the 79th's for anti-tank.
  const shifts: Shift[] = [];
  const reasons: Message[] = [];
  const shiftBy = (why: Message, value: number) => {
    shifts.push({ reason: render(why), value });
    reasons.push(why);
  };
  const judged = judgedAdjustments(s, declared, 'shift', facts(input.attackers), crt);
  for (const { judged: j, said } of judgedInOrder(declared, 'shift', judged)) shiftBy(said, j.value);
  const netShift = shifts.reduce((n, x) => n + x.value, 0);
  const res = resolveCrt(crt, { base: { odds: [attack, defence] }, shift: netShift });
  // The odds and the column they read first, then each shift and where they move it: the 6.5 example's order ("24
  // against 8 is 3-1, two net shifts left read 1-1"), and the declared combat's.
  const read = res.said ?? [];
  steps.push(...read.filter((m) => m.key !== 'crt.netShift'));
  shifts.forEach((x, i) =>
    steps.push(
      x.value > 0
        ? says(s, 'shiftRight', { n: x.value, why: reasons[i] })
        : says(s, 'shiftLeft', { n: -x.value, why: reasons[i] }),
    ),
  );
  steps.push(...read.filter((m) => m.key === 'crt.netShift'));
  // What each side's retreat tests add in this combat (German anti-tank taking part, 8.3) is the outcome's
  // declaration, judged by the engine; the tests themselves are the hook's (table.ts).
  const outcome = declared.outcome;
  const tests = outcome
    ? testModifiers(declared.id, outcome, facts(input.attackers), [attackerSide, defenderSide])
    : { held: [], bySide: { [attackerSide]: 0, [defenderSide]: 0 } };
  const retreatModifier = tests.bySide;
  steps.push(...tests.held.map((m) => m.said));
  return {
    target: targetLabel,
    attackerSide,
    defenderSide,
    attack: { total: attack, stacks },
    defence: { total: defence, stack: defenceStack, terrain: targetTerrain },
    odds: [attack, defence],
    shifts,
    netShift,
    crt: res,
    retreatModifier,
    steps,
  };
}

/** What a side's total is read from: the board, the declaration's words and totals, and each side's units. */
export interface SidesInput {
  s: Scenario;
  index: GridMapIndex;
  /** The declaration whose `says` words the lines: Veritable's combat hook, or a declared combat naming the hook. */
  words: Pick<HookProcedure | CombatProcedure, 'id' | 'says'>;
  totals: CombatTotals;
  chart: TerrainChart | undefined;
  attackers: readonly PlacedUnit[];
  defenders: readonly PlacedUnit[];
  /** The facts a multiplier's condition reads, for these attackers (a stack judged as if it attacked alone). */
  facts: (attackers: PlacedUnit[]) => Facts;
}

/**
 * Attack strength, stack by stack (6.5.1, 7.2): crossings and flooded ground multiply as the terrain chart says, the
 * amphibious brigade suffering no flooded ground (11.1); out of supply halves the stack alone, rounded up.
 */
export function attackStacks(q: SidesInput & { amphibious?: string }): {
  stacks: StackStrength[];
  attack: number;
  said: Message[];
} {
  const { s, index, chart, totals } = q;
  const w = (step: CombatStep, values: Record<string, Value>) => combatSays(q.words, step, values);
  const target = q.defenders[0].cell;
  const targetLabel = q.defenders[0].label;
  const targetTerrain = index.terrainAt(target);
  const steps: Message[] = [];
  const byHex = new Map<string, PlacedUnit[]>();
  for (const a of q.attackers) byHex.set(a.label, [...(byHex.get(a.label) ?? []), a]);
  const stacks: StackStrength[] = [];
  for (const [hex, units] of byHex) {
    // The terrain chart's multipliers, as the engine reads them: hexside features across (cumulative), and the
    // ground attacked into or out of (flooded), which the amphibious brigade does not suffer (11.1).
    const features = index.featuresBetween(units[0].cell, target);
    const forbidden = attackForbiddenAcross(chart, features);
    if (forbidden)
      throw new KeyedRefusal(
        msg('veritable.combat.hexsideForbids', { from: hex, at: targetLabel, feature: forbidden }),
      );
    const read = attackMultipliers(chart, {
      crossing: features,
      from: index.terrainAt(units[0].cell),
      target: targetTerrain,
    });
    const product = (across: boolean) => read.filter((m) => m.across === across).reduce((n, m) => n * m.by, 1);
    const cross = { features, attackMultiplier: product(true) };
    const notes: string[] = [];
    const said: Message[] = [];
    const flooded = product(false);
    const parts = units.map((u) => {
      const ground = q.amphibious === u.ref ? 1 : flooded;
      return { ref: u.ref, factor: attackFactor(u.unit, totals.attacker), multiplier: cross.attackMultiplier * ground };
    });
    if (cross.attackMultiplier !== 1)
      said.push(
        w('across', {
          features: joined(
            cross.features.map((f) => msg('why.declared', { text: groundName(s, f) })),
            'report.comma',
          ),
          by: cross.attackMultiplier,
        }),
      );
    if (parts.some((p) => p.multiplier !== cross.attackMultiplier)) said.push(w('flooded', { by: flooded }));
    const subtotal = parts.reduce((n, p) => n + p.factor * p.multiplier, 0);
    // The side's multipliers judged for this stack as if it attacked alone: a stack out of supply halves its total.
    const m = multiplied(totals, 'attacker', q.facts(units), subtotal);
    const total = m.total;
    if (m.halved) said.push(w('oosHalved', { from: subtotal, to: total, section: m.section }));
    else if (m.why)
      said.push(
        w('multiplied', {
          ...m.words,
          from: subtotal,
          to: total,
          round: msg(`round.${totals.round}`),
        }),
      );
    notes.push(...said.map((m) => render(m)));
    stacks.push({ hex, units: parts, subtotal, total, notes });
    // Keyed, so each front end writes a multiplier in its own decimal mark ("×0,5" in Russian).
    const listed = addends(parts);
    const values = { hex, units: listed, total };
    steps.push(said.length ? w('attackFromNotes', { ...values, notes: joined(said) }) : w('attackFrom', values));
  }
  return { stacks, attack: stacks.reduce((n, x) => n + x.total, 0), said: steps };
}

/** Defence strength (6.5.1, 7.2): the defenders' factors times the ground's multiplier, and out of supply halved. */
export function defenceTotal(q: SidesInput): { total: number; stack: StackStrength; said: Message } {
  const { s, index, chart, totals } = q;
  const w = (step: CombatStep, values: Record<string, Value>) => combatSays(q.words, step, values);
  const target = q.defenders[0].cell;
  const targetLabel = q.defenders[0].label;
  const targetTerrain = index.terrainAt(target);
  const alone = q.defenders.length === 1;
  const dParts = q.defenders.map((d) => ({
    ref: d.ref,
    factor: defenceFactor(s, d.unit, alone, totals.defender),
    multiplier: 1,
  }));
  const dSum = dParts.reduce((n, p) => n + p.factor, 0);
  const dMult = defenceMultiplier(chart, targetTerrain)?.by ?? 1;
  const dSub = dSum * dMult;
  const dm = multiplied(totals, 'defender', q.facts([...q.attackers]), dSub);
  const defence = dm.total;
  const rounded = msg(`round.${totals.round}`);
  const dNotes = [
    ...(dMult !== 1 ? [`${targetTerrain}: ×${dMult}`] : []),
    ...(dm.halved ? [`out of supply: ${dSub} halved, rounded up, to ${defence} (${dm.section})`] : []),
    ...(dm.why && !dm.halved
      ? [render(w('multiplied', { ...dm.words, from: dSub, to: defence, round: rounded }))]
      : []),
  ];
  const place = index.placeAt(target);
  const defenceValues = {
    hex: targetLabel,
    units: addends(dParts),
    times: dMult !== 1 ? w('timesFor', { by: dMult, terrain: targetTerrain }) : '',
    oos: dm.halved
      ? w('defenceOos', { section: dm.section })
      : dm.why
        ? w('defenceMultiplied', { ...dm.words, round: rounded })
        : '',
    total: defence,
  };
  const said = place ? w('defenceInPlace', { ...defenceValues, place }) : w('defenceIn', defenceValues);
  return {
    total: defence,
    stack: { hex: targetLabel, units: dParts, subtotal: dSub, total: defence, notes: dNotes },
    said,
  };
}

/** The CRT read with the die: the column the assessment found, the row of the roll. */
export function readCrt(crt: Crt, a: CombatAssessment, roll: number): CrtResolution & { result: string } {
  const res = resolveCrt(crt, { base: { odds: a.odds }, shift: a.netShift, roll });
  return { ...res, result: res.result ?? '-/-' };
}

/** "1/1" → the attacker's and the defender's parts. */
export function splitResult(crt: Crt, result: string): { attacker: string; defender: string } {
  const [attacker, defender] = result.split(crt.split ?? '/');
  return { attacker: attacker ?? '-', defender: defender ?? '-' };
}
