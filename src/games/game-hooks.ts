import type { Scenario } from '../model/scenario.js';
import { msg, type Message } from '../assist/messages.js';
import type { TableField, TableProcedure } from '../assist/table/procedure.js';
import type { HookField, HookProcedure } from '../model/schema/rules.js';
import type { UnitStatusHook } from '../assist/table/unit-status.js';
import type { AllowanceHook, MoveCheckHook, StackingHook, StandingHook, TurnHook } from '../rules/move-hooks.js';
import type {
  VictoryCountHook,
  VictoryHookFinder,
  VictoryItemsHook,
  VictoryStateHook,
} from '../rules/victory-hooks.js';

import type { UnitRollHook } from '../rules/die-table-unit-hook.js';
import type { WorkCheckHook } from '../rules/work-hooks.js';
import type { TurnChoiceHook } from '../rules/turn-choice.js';
import type { ReserveHook } from '../rules/reserve-entry.js';
import type { SetupKeptHook } from '../rules/setup-run.js';
import type { BattleCheckHook, SalvoCheckHook } from '../rules/salvo-hooks.js';
import type { MoveKeptHook } from '../rules/move-kept.js';
import type { RoundsPlayHook } from '../rules/rounds-hooks.js';
import type {
  CombatCheckHook,
  CombatJsonHook,
  CombatKeptHook,
  CombatOutcomeHook,
  CombatTotalsHook,
} from '../rules/combat-hooks.js';

export type { AllowanceHook, MoveCheckHook, StackingHook, StandingHook, TurnHook, UnitRollHook };

// A game's rule hooks live in src/games/<module>/hooks.ts, and a game's rules.yaml names them as
// "<module>.<verb>". They are found by that name alone: the import below is a pattern, which the bundler turns
// into every module that matches (the CLI's chunks, the companion page's one script), so no file here lists the
// games, and a copy of a game under its own id finds the same hooks by the names its data gives.

/** What a game's hooks.ts exports. */
export interface GameHooks {
  /** The procedures that are code, each named "<module>.<verb>" by its `game` and `verb`. */
  procedures: readonly TableProcedure[];
  /** Each counter's status in `units`, from the journal's state; without it, the common keys are read. */
  unitStatus?: UnitStatusHook;
  /** Stacking rules too particular to declare, by the name rules.yaml's `movement.stacking.hook` gives them. */
  stacking?: Readonly<Record<string, StackingHook>>;
  /** What holds a move's chosen areas, by the name rules.yaml's `movement.chosen.hook` gives it. */
  allowance?: Readonly<Record<string, AllowanceHook>>;
  /** A game's own rules on each move, by the name rules.yaml's `movement.check.hook` gives them. */
  moveCheck?: Readonly<Record<string, MoveCheckHook>>;
  /** A game's own turn, opened by a die table, by the name rules.yaml's die-table `turnHook` gives it. */
  turn?: Readonly<Record<string, TurnHook>>;
  /** A roll for one unit whose result the game's own journal keeps, by the name rules.yaml's `unit.hook` gives. */
  unitRoll?: Readonly<Record<string, UnitRollHook>>;
  /** A victory tally's reading of the game's own journal, and its counts that need code (rules.yaml `tally`). */
  victoryState?: Readonly<Record<string, VictoryStateHook>>;
  victoryCount?: Readonly<Record<string, VictoryCountHook>>;
  /** Items a victory's objectives count that only code can list (rules.yaml `objectives.counts`). */
  victoryItems?: Readonly<Record<string, VictoryItemsHook>>;
  /** Where the game's journal puts every unit, by the name rules.yaml's supply `standing` gives it. */
  standing?: Readonly<Record<string, StandingHook>>;
  /** A declared work's own check, by the name rules.yaml's work `check.hook` gives it. */
  work?: Readonly<Record<string, WorkCheckHook>>;
  /** A move's reading and writing of the game's own journal, by the name rules.yaml's move `kept.hook` gives it. */
  moveKept?: Readonly<Record<string, MoveKeptHook>>;
  /** A side's choice for its turn kept in the game's own journal, by the name rules.yaml's `kept.hook` gives it. */
  turnChoice?: Readonly<Record<string, TurnChoiceHook>>;
  /** Reserves entering in a game whose own journal knows more, by the name rules.yaml's `kept.hook` gives it. */
  reserve?: Readonly<Record<string, ReserveHook>>;
  /** A set-up recorded in the game's own journal, by the name rules.yaml's setup `kept.hook` gives it. */
  setupKept?: Readonly<Record<string, SetupKeptHook>>;
  /** A salvo's own check, by the name rules.yaml's salvo `check.hook` gives it. */
  salvo?: Readonly<Record<string, SalvoCheckHook>>;
  /** A battle's own check, by the name rules.yaml's battle `check.hook` gives it. */
  battle?: Readonly<Record<string, BattleCheckHook>>;
  /** What a game's cards decide in a battle in rounds, by the name rules.yaml's rounds `play.hook` gives it. */
  rounds?: Readonly<Record<string, RoundsPlayHook>>;
  /** A side's total in a declared combat, by the name rules.yaml's combat `hooks.totals` gives it. */
  combatTotals?: Readonly<Record<string, CombatTotalsHook>>;
  /** A declared combat's own check, by the name rules.yaml's combat `hooks.check` gives it. */
  combatCheck?: Readonly<Record<string, CombatCheckHook>>;
  /** What a declared combat's result does, by the name rules.yaml's combat `hooks.outcome` gives it. */
  combatOutcome?: Readonly<Record<string, CombatOutcomeHook>>;
  /** A declared combat's journal in the game's code, by the name rules.yaml's combat `hooks.kept` gives it. */
  combatKept?: Readonly<Record<string, CombatKeptHook>>;
  /** A declared combat's --json in the game's own shape, by the name rules.yaml's combat `hooks.json` gives it. */
  combatJson?: Readonly<Record<string, CombatJsonHook>>;
}

/** A hooks module's name, as rules.yaml's hook names begin: nothing that could leave src/games. */
export const MODULE = /^[a-z0-9][a-z0-9-]{0,63}$/;
const loaded = new Map<string, Promise<GameHooks | undefined>>();

/** A module the pattern does not match, as Node, the bundler's helper and the test runner each say it. */
const MISSING = /ERR_MODULE_NOT_FOUND|Unknown variable dynamic import|Cannot find module|Failed to load url/i;
export const missing = (e: unknown) =>
  MISSING.test(`${(e as { code?: string }).code ?? ''} ${(e as Error).message ?? ''}`);

/** The hooks module of that name, or undefined when there is none. */
export function gameHooks(module: string): Promise<GameHooks | undefined> {
  if (!MODULE.test(module)) return Promise.resolve(undefined);
  let p = loaded.get(module);
  if (!p) {
    p = import(`./${module}/hooks.js`).then(
      (m: Partial<GameHooks>) => (Array.isArray(m.procedures) ? (m as GameHooks) : undefined),
      (e: unknown) => {
        if (missing(e)) return undefined;
        throw e;
      },
    );
    loaded.set(module, p);
  }
  return p;
}

/** "my-game.combat" → its module and verb. */
export function hookParts(name: string): { module: string; verb: string } {
  const dot = name.indexOf('.');
  return dot < 0 ? { module: name, verb: '' } : { module: name.slice(0, dot), verb: name.slice(dot + 1) };
}

/** The hook a rules.yaml names, or undefined. */
export async function findHook(name: string): Promise<TableProcedure | undefined> {
  const { module, verb } = hookParts(name);
  return (await gameHooks(module))?.procedures.find((p) => p.game === module && p.verb === verb);
}

/** A declared field as the CLI and the page take it: its id becomes the flag's key, as commander names it. */
const tableField = (f: HookField): TableField => {
  const { id, ...rest } = f;
  return { key: id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()), ...rest };
};

/**
 * What a rules.yaml hook entry lacks for its hook: a hook whose title, section and fields are data needs all
 * three there. Undefined when nothing is missing.
 */
export function missingDeclaration(p: HookProcedure, h: TableProcedure): Message | undefined {
  if (!h.fromData) return undefined;
  const lacking: string[] = (['title', 'section', 'fields'] as const).filter((k) => p[k] === undefined);
  for (const id of h.values ?? []) if (!p.values.some((v) => v.id === id)) lacking.push(`values: ${id}`);
  return lacking.length ? msg('refused.hookLacks', { hook: p.hook, lacking: lacking.join(', '), id: p.id }) : undefined;
}

/**
 * The hook a rules.yaml entry names, with the title, section and fields that entry declares: one declaration
 * for the CLI's options and help and the page's form. Undefined when the code has no such hook.
 */
export async function findDeclaredHook(p: HookProcedure): Promise<TableProcedure | undefined> {
  const h = await findHook(p.hook);
  if (!h) return undefined;
  return {
    ...h,
    title: p.title ?? h.title,
    rule: p.section ?? h.rule,
    fields: p.fields ? p.fields.map(tableField) : h.fields,
  };
}

/** The names of a module's hooks, for "did you mean" (none when the module does not exist). */
export async function hookNames(module: string): Promise<string[]> {
  return ((await gameHooks(module))?.procedures ?? []).map((p) => `${p.game}.${p.verb}`);
}

/** Every hook name a declaration gives: a `hook`, `turnHook` or `standing`, and each of a `hooks` object's. */
function hookNamesIn(v: unknown, under = ''): string[] {
  if (typeof v === 'string') return HOOK_KEYS.has(under) ? [v] : [];
  if (Array.isArray(v)) return v.flatMap((x) => hookNamesIn(x));
  if (!v || typeof v !== 'object') return [];
  return Object.entries(v).flatMap(([k, x]) => hookNamesIn(x, under === 'hooks' ? 'hook' : k));
}
const HOOK_KEYS = new Set(['hook', 'turnHook', 'standing']);

/**
 * The hooks modules a game's rules.yaml names, in the order its procedures first name them (a rule hook, or a hook
 * point of a procedure the engine runs: a combat's `hooks`, a move's `kept.hook`), then those its movement names (a
 * game whose procedures are all declared may still keep its journal's words and a move check in code).
 */
export function hookModules(s: Scenario): string[] {
  const names = (s.rules?.procedures ?? []).flatMap((p) => hookNamesIn(p).map((h) => hookParts(h).module));
  const m = s.rules?.movement;
  const moving = [m?.check?.hook, m?.stacking?.hook, m?.chosen?.hook].flatMap((h) => (h ? [hookParts(h).module] : []));
  return [...new Set([...names, ...moving])];
}

/** A game's procedures that are code, in the order its rules.yaml lists them; hooks the code lacks are left out. */
export async function gameHookProcedures(s: Scenario): Promise<Map<string, TableProcedure>> {
  const out = new Map<string, TableProcedure>();
  for (const p of s.rules?.procedures ?? []) {
    if (p.kind !== 'hook') continue;
    const h = await findDeclaredHook(p);
    if (h) out.set(p.id, h);
  }
  return out;
}

/** The unit status reader a game's hooks give, the first of its modules that has one. */
export async function unitStatusHook(s: Scenario): Promise<UnitStatusHook | undefined> {
  for (const m of hookModules(s)) {
    const h = await gameHooks(m);
    if (h?.unitStatus) return h.unitStatus;
  }
  return undefined;
}

/** The stacking hook a rules.yaml names, or undefined. */
export async function findStackingHook(name: string): Promise<StackingHook | undefined> {
  return (await gameHooks(hookParts(name).module))?.stacking?.[name];
}

/** The names of a module's stacking hooks, for "did you mean". */
export async function stackingHookNames(module: string): Promise<string[]> {
  return Object.keys((await gameHooks(module))?.stacking ?? {});
}

/** The allowance hook a rules.yaml names, or undefined. */
export async function findAllowanceHook(name: string): Promise<AllowanceHook | undefined> {
  return (await gameHooks(hookParts(name).module))?.allowance?.[name];
}

/** The move check hook a rules.yaml names, or undefined. */
export async function findMoveCheckHook(name: string): Promise<MoveCheckHook | undefined> {
  return (await gameHooks(hookParts(name).module))?.moveCheck?.[name];
}

/** The kept choice hook a rules.yaml names, or undefined. */
export async function findTurnChoiceHook(name: string): Promise<TurnChoiceHook | undefined> {
  return (await gameHooks(hookParts(name).module))?.turnChoice?.[name];
}

/** The kept reserve hook a rules.yaml names, or undefined. */
export async function findReserveHook(name: string): Promise<ReserveHook | undefined> {
  return (await gameHooks(hookParts(name).module))?.reserve?.[name];
}

/** The kept set-up hook a rules.yaml names, or undefined. */
export async function findSetupKeptHook(name: string): Promise<SetupKeptHook | undefined> {
  return (await gameHooks(hookParts(name).module))?.setupKept?.[name];
}

/** The salvo check hook a rules.yaml names, or undefined. */
export async function findSalvoHook(name: string): Promise<SalvoCheckHook | undefined> {
  return (await gameHooks(hookParts(name).module))?.salvo?.[name];
}

/** The battle check hook a rules.yaml names, or undefined. */
export async function findBattleHook(name: string): Promise<BattleCheckHook | undefined> {
  return (await gameHooks(hookParts(name).module))?.battle?.[name];
}

/** The card-play hook of a battle in rounds a rules.yaml names, or undefined. */
export async function findRoundsHook(name: string): Promise<RoundsPlayHook | undefined> {
  return (await gameHooks(hookParts(name).module))?.rounds?.[name];
}

/** The combat totals hook a rules.yaml names, or undefined. */
export async function findCombatTotalsHook(name: string): Promise<CombatTotalsHook | undefined> {
  return (await gameHooks(hookParts(name).module))?.combatTotals?.[name];
}

/** The combat journal hook a rules.yaml names, or undefined. */
export async function findCombatKeptHook(name: string): Promise<CombatKeptHook | undefined> {
  return (await gameHooks(hookParts(name).module))?.combatKept?.[name];
}

/** The combat --json hook a rules.yaml names, or undefined. */
export async function findCombatJsonHook(name: string): Promise<CombatJsonHook | undefined> {
  return (await gameHooks(hookParts(name).module))?.combatJson?.[name];
}

/** The combat outcome hook a rules.yaml names, or undefined. */
export async function findCombatOutcomeHook(name: string): Promise<CombatOutcomeHook | undefined> {
  return (await gameHooks(hookParts(name).module))?.combatOutcome?.[name];
}

/** The combat check hook a rules.yaml names, or undefined. */
export async function findCombatCheckHook(name: string): Promise<CombatCheckHook | undefined> {
  return (await gameHooks(hookParts(name).module))?.combatCheck?.[name];
}

/** The kept move hook a rules.yaml names, or undefined. */
export async function findMoveKeptHook(name: string): Promise<MoveKeptHook | undefined> {
  return (await gameHooks(hookParts(name).module))?.moveKept?.[name];
}

/** The turn hook a rules.yaml names, or undefined. */
/** The kinds of hook a game's hooks.ts keeps by name. */
export type NamedHookKind = Exclude<keyof GameHooks, 'procedures' | 'unitStatus'>;

/** The names of a module's hooks of one kind, for "did you mean". */
export async function namedHooks(kind: NamedHookKind, module: string): Promise<string[]> {
  return Object.keys((await gameHooks(module))?.[kind] ?? {});
}

export async function findStandingHook(name: string): Promise<StandingHook | undefined> {
  return (await gameHooks(hookParts(name).module))?.standing?.[name];
}

export async function findTurnHook(name: string): Promise<TurnHook | undefined> {
  return (await gameHooks(hookParts(name).module))?.turn?.[name];
}

/** The work check hook a rules.yaml names, or undefined. */
export async function findWorkCheckHook(name: string): Promise<WorkCheckHook | undefined> {
  return (await gameHooks(hookParts(name).module))?.work?.[name];
}

/** The unit roll hook a rules.yaml names, or undefined. */
export async function findUnitRollHook(name: string): Promise<UnitRollHook | undefined> {
  return (await gameHooks(hookParts(name).module))?.unitRoll?.[name];
}

/** A victory tally's hooks, by the names rules.yaml's `tally` gives them. */
export const victoryHooks: VictoryHookFinder = {
  state: async (name) => (await gameHooks(hookParts(name).module))?.victoryState?.[name],
  count: async (name) => (await gameHooks(hookParts(name).module))?.victoryCount?.[name],
  items: async (name) => (await gameHooks(hookParts(name).module))?.victoryItems?.[name],
};
