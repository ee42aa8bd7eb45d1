import type { Scenario } from './scenario.js';
import type { Crt } from './schema/charts.js';
import type { Adjustment, HookProcedure, MovementRules, OpposedRoll, UnitPool } from './schema/rules.js';
import { InputError } from '../util/input-error.js';
import { parseDice } from './dice-spec.js';

// The numbers a rule hook reads from its declaration in rules.yaml: its column shifts and die modifiers (each
// given there or named from a CRT's modifiers in charts.yaml), other values by id, an opposed roll and a pool of
// unit dice. A hook asks for a number by id and never keeps its own, so the data is the source of the procedure's
// numbers, and the printed aid, which lists the same declarations, cannot disagree with the referee.

/** A declared shift or die modifier, resolved: its number, its words and the rule section citing it. */
export interface DeclaredNumber {
  id: string;
  value: number;
  text: string;
  section?: string;
}

/** The declaration in this game's rules.yaml of the rule hook `name` ("<module>.<verb>"). */
export function hookDeclaration(s: Scenario, name: string): HookProcedure {
  const p = s.rules?.procedures.find((x): x is HookProcedure => x.kind === 'hook' && x.hook === name);
  if (!p) throw new InputError(`${s.id}: rules.yaml declares no procedure with hook "${name}"; its numbers live there`);
  return p;
}

/** What the lookups below read of a procedure whose code applies declared numbers: a hook's, or a play hook's. */
export type Declares = Pick<HookProcedure, 'id' | 'hook' | 'charts' | 'shifts' | 'drms'>;

/** The CRTs a hook declares, by id. */
export function hookCharts(s: Scenario, p: Declares): Crt[] {
  return p.charts.flatMap((id) => s.charts.filter((c): c is Crt => c.id === id && c.kind === 'crt'));
}

/** A declared adjustment's number, words and section; `crt` is the chart whose modifiers `modifier` names. */
export function adjustmentNumber(a: Adjustment, what: 'shift' | 'drm', crt: Crt | undefined): DeclaredNumber {
  const printed = a.modifier ? crt?.modifiers.find((m) => m.id === a.modifier) : undefined;
  if (a.modifier && !printed) throw new InputError(`modifier "${a.modifier}" is not in chart "${crt?.id ?? '?'}"`);
  const value = printed ? printed[what] : a[what];
  if (value === undefined) throw new InputError(`${a.id ?? a.modifier} gives no ${what}`);
  const source = printed?.provenance && 'rules' in printed.provenance ? printed.provenance.rules : undefined;
  return {
    id: a.id ?? a.modifier ?? '',
    value,
    text: printed?.text ?? a.text ?? a.id ?? '',
    section: a.section ?? source,
  };
}

/**
 * The shift or die modifier `id` that the hook `p` declares, read on `crt` (default: the first chart it
 * declares). A hook asking for a number its data does not declare is refused, never given a default.
 */
export function declaredAdjustment(
  s: Scenario,
  p: Declares,
  what: 'shift' | 'drm',
  id: string,
  crt?: Crt,
): DeclaredNumber {
  const list = what === 'shift' ? p.shifts : p.drms;
  const a = list.find((x) => (x.id ?? x.modifier) === id);
  if (!a) throw new InputError(`${s.id}: rules.yaml declares no ${what} "${id}" for ${p.hook} (procedure ${p.id})`);
  // A number with its own condition is judged by the engine (src/rules/hook-shifts.ts), never applied unjudged.
  if (a.when !== undefined || a.per !== undefined)
    throw new InputError(`${s.id}: ${what} "${id}" for ${p.hook} carries a condition: the engine judges it`);
  return adjustmentNumber(a, what, crt ?? hookCharts(s, p)[0]);
}

/**
 * The rule section of the shift or die modifier `id` the hook `p` declares, for a declaration of words only (a
 * modifier that cancels another and has no number of its own).
 */
export function declaredSection(s: Scenario, p: Declares, what: 'shift' | 'drm', id: string): string {
  const list = what === 'shift' ? p.shifts : p.drms;
  const a = list.find((x) => (x.id ?? x.modifier) === id);
  if (!a) throw new InputError(`${s.id}: rules.yaml declares no ${what} "${id}" for ${p.hook} (procedure ${p.id})`);
  const printed = a.modifier ? hookCharts(s, p)[0]?.modifiers.find((m) => m.id === a.modifier) : undefined;
  const source = printed?.provenance && 'rules' in printed.provenance ? printed.provenance.rules : undefined;
  const section = a.section ?? source;
  if (!section) throw new InputError(`${s.id}: ${what} "${id}" for ${p.hook} cites no rule section`);
  return section;
}

/** The value `id` that the hook `p` declares. */
export function declaredValue(s: Scenario, p: HookProcedure, id: string): number {
  const v = p.values.find((x) => x.id === id);
  if (!v) throw new InputError(`${s.id}: rules.yaml declares no value "${id}" for ${p.hook} (procedure ${p.id})`);
  return v.value;
}

/** The game's last turn, its victory's `lastTurn`, for the hook `p` whose turns end there. */
export function declaredLastTurn(s: Scenario, p: HookProcedure): number {
  const v = s.rules?.procedures.find((x) => x.kind === 'victory');
  if (v?.kind !== 'victory' || v.lastTurn === undefined)
    throw new InputError(`${s.id}: rules.yaml declares no victory lastTurn, which ${p.hook} (procedure ${p.id}) reads`);
  return v.lastTurn;
}

/** The opposed roll the hook `p` declares. */
export function declaredOpposed(s: Scenario, p: HookProcedure): OpposedRoll {
  if (!p.opposed)
    throw new InputError(`${s.id}: rules.yaml declares no opposed roll for ${p.hook} (procedure ${p.id})`);
  return p.opposed;
}

/** The pool of unit dice the hook `p` declares (parting shots). */
export function declaredPool(s: Scenario, p: HookProcedure): UnitPool {
  if (!p.pool) throw new InputError(`${s.id}: rules.yaml declares no pool for ${p.hook} (procedure ${p.id})`);
  return p.pool;
}

/**
 * A part the hook `p` declares for the engine to judge: a ratio of strengths, a success roll or a limit a turn
 * (rules-steps.ts), a salvo (fire read as a dice total over a chart's divisor), a battle by odds, work rolled
 * toward a threshold or groups of places held alone.
 */
export function declaredPart<
  K extends 'ratio' | 'successRoll' | 'limit' | 'salvo' | 'battle' | 'work' | 'held' | 'steps',
>(s: Scenario, p: HookProcedure, key: K): NonNullable<HookProcedure[K]> {
  const v = p[key];
  if (!v) throw new InputError(`${s.id}: rules.yaml declares no ${key} for ${p.hook} (procedure ${p.id})`);
  return v as NonNullable<HookProcedure[K]>;
}

/**
 * The hook's declared `steps`, refused unless they take each roll in `rolls`: a hook that reads a step's result
 * (the odds, the die) names its file and procedure rather than failing inside.
 */
export function declaredSteps(
  s: Scenario,
  p: HookProcedure,
  rolls: readonly string[],
): NonNullable<HookProcedure['steps']> {
  const steps = declaredPart(s, p, 'steps');
  const absent = rolls.filter((r) => !steps.some((x) => x.roll === r));
  if (absent.length > 0)
    throw new InputError(
      `${s.id}: rules.yaml: procedure ${p.id}'s steps take no ${absent.map((r) => `\`${r}\``).join(' or ')} roll, ` +
        `which ${p.hook} reads: declare a step with roll: ${absent[0]}`,
    );
  return steps;
}

/** The game's movement rules, for a hook whose units move as they do (an overrun crossing the declared links). */
export function declaredMovement(s: Scenario, p: HookProcedure): MovementRules {
  const m = s.rules?.movement;
  if (!m) throw new InputError(`${s.id}: rules.yaml declares no movement, which ${p.hook} (procedure ${p.id}) reads`);
  return m;
}

/**
 * The chance the `first` side wins an opposed roll, each side rolling the declared dice, counted over every pair
 * of totals, as an exact fraction.
 */
export function opposedChance(o: OpposedRoll): { probability: number; fraction: string } {
  const { count, sides } = parseDice(o.dice);
  // Every total of `count` dice, with its number of ways, for both sides alike.
  let ways = new Map<number, number>([[0, 1]]);
  for (let d = 0; d < count; d++) {
    const next = new Map<number, number>();
    for (const [t, w] of ways) for (let f = 1; f <= sides; f++) next.set(t + f, (next.get(t + f) ?? 0) + w);
    ways = next;
  }
  let wins = 0;
  let all = 0;
  for (const [a, wa] of ways)
    for (const [b, wb] of ways) {
      all += wa * wb;
      if (a > b || (a === b && o.ties === 'first')) wins += wa * wb;
    }
  return { probability: wins / all, fraction: `${wins}/${all}` };
}

/** Whether the first side wins with these rolls. */
export const firstWins = (o: OpposedRoll, first: number, second: number): boolean =>
  first > second || (first === second && o.ties === 'first');
