import type { Scenario } from '../model/scenario.js';
import type { HookField, SetupProcedure } from '../model/schema/rules.js';
import type { SetupCheck } from '../model/schema/setup-check.js';
import { refsOf } from '../model/unit-refs.js';
import { subcommandOf } from '../model/procedure-command.js';
import { gridMapIndex } from '../assist/map/grid-map-index.js';
import { KeyedRefusal, KeyedUsage, msg, procedureTitle, render, type Message, type Value } from '../assist/messages.js';
import { Session, type AssistFlags } from '../assist/table/session.js';
import { agreedOptions } from '../assist/table/option-choice.js';
import { tableOutput as out, type TableField, type TableProcedure, declaredHead } from '../assist/table/procedure.js';
import { checkSetup, type SetupEntry, type SetupResult } from './setup-check.js';
import { declaredStacking } from './stack-limits.js';
import type { MoveHookFinder } from './move-hooks.js';
import { RuleRefusal } from './report.js';
import { saysMessage } from './says.js';

// A set-up checked against the rules, as rules.yaml declares it (`kind: setup`): a position file's units, else the
// journal's, judged by the engine (setup-check.ts) on the game's hex or square-sector map. A game whose own journal
// keeps the set-up names a `kept.hook`: with --journal a legal set-up is recorded there, with the game options the
// players agreed (an `option: "*"` field). The report's frame and shape are the declaration's too (`says`, `report`).

/**
 * A game whose own journal keeps the set-up (rules.yaml `kept.hook`): its reading of the journal (refusing one it
 * cannot read), then the journal keys to write once the set-up is legal (refusing a journal that holds a game).
 */
export type SetupKeptHook = (q: { scenario: Scenario; state: Record<string, unknown>; journal: string }) => {
  record(entries: readonly SetupEntry[], options: Readonly<Record<string, string>>): Record<string, unknown>;
};

/**
 * The problems of a set-up (ref → cell label) against a declared set-up check, with the stacking the game
 * declares (movement.stacking, or its hook).
 */
export async function judgeSetup(
  s: Scenario,
  procedure: string,
  decl: SetupCheck,
  where: ReadonlyMap<string, string> | readonly SetupEntry[],
  hooks?: MoveHookFinder,
): Promise<SetupResult> {
  if (s.map?.kind !== 'hex' && s.map?.kind !== 'square') throw new KeyedRefusal(msg('setup.gridMap', { game: s.id }));
  const index = gridMapIndex(s.map);
  const units = new Map(s.units.flatMap((u) => refsOf(u).map((ref) => [ref, u] as const)));
  const entries =
    where instanceof Map
      ? [...where].flatMap(([ref, at]: [string, string]) => {
          const unit = units.get(ref) ?? s.units.find((u) => u.id === ref);
          return unit ? [{ ref, unit, at }] : [];
        })
      : (where as readonly SetupEntry[]);
  const hook = s.rules?.movement?.stacking?.hook;
  const stacking = hook && hooks ? await hooks.stacking(hook) : declaredStacking(s);
  return checkSetup({ scenario: s, procedure, index, stacking }, decl, entries);
}

const flagKey = (id: string) => id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The engine's own fields: a position file, else the journal's positions. */
const OWN_FIELDS: readonly TableField[] = [
  { key: 'position', label: 'where every unit stands (a position file), else the journal’s', kind: 'position' },
];

/** The declared fields as the CLI and the page take them (the engine's own when none are declared). */
function setupFields(p: SetupProcedure): readonly TableField[] {
  return p.fields ? p.fields.map(({ id, ...rest }: HookField) => ({ key: flagKey(id), ...rest })) : OWN_FIELDS;
}

async function runSetup(
  ctx: Parameters<TableProcedure['run']>[0],
  p: SetupProcedure,
  flags: AssistFlags & Record<string, unknown>,
  hooks?: MoveHookFinder,
) {
  const s = ctx.scenario;
  const fields = setupFields(p);
  const positionKey = fields.find((f) => f.kind === 'position')?.key ?? 'position';
  const optionKey = fields.find((f) => f.option === '*')?.key;
  const position = flags[positionKey] === undefined ? undefined : String(flags[positionKey]);
  const options = optionKey ? agreedOptions(s, (flags[optionKey] as string[] | undefined) ?? []) : {};
  const says = (step: keyof SetupCheck['says'], values: Record<string, Value>): Message | undefined => {
    const text = p.setup.says[step];
    return text === undefined ? undefined : saysMessage(p.id, '', step, text, values);
  };
  const sub = subcommandOf(p);
  const command = `${p.id}${sub ? ` ${sub}` : ''} ${s.id}`;
  // A kept journal is where the set-up is recorded: it is judged from a position file alone.
  if (!position && (p.kept || !flags.journal)) throw new KeyedUsage(msg('setup.nothing'));
  const entries: SetupEntry[] = [];
  if (position) entries.push(...ctx.readPosition!(position, s).entries);
  else {
    const session = new Session(s, { ...flags, preview: true }, `${p.id} ${s.id}`, ctx.env);
    const where = new Map(Object.entries(session.state<Record<string, string>>('positions', {})));
    const units = new Map(s.units.flatMap((u) => refsOf(u).map((ref) => [ref, u] as const)));
    for (const [ref, at] of where) {
      const unit = units.get(ref) ?? s.units.find((u) => u.id === ref);
      if (unit) entries.push({ ref, unit, at });
    }
  }
  const { problems, steps, counts } = await judgeSetup(s, p.id, p.setup, entries, hooks);
  const session = p.kept && flags.journal ? new Session(s, flags, command, ctx.env) : undefined;
  const kept =
    session && p.kept && hooks?.setupKept
      ? (await hooks.setupKept(p.kept.hook))?.({ scenario: s, state: session.rawState, journal: String(flags.journal) })
      : undefined;
  if (session && !kept) throw new Error(`${s.id}: no set-up hook "${p.kept?.hook}"`);
  const title =
    says('title', { game: s.game.title, title: p.title, position: position ?? '', section: p.section }) ??
    procedureTitle(s.game.title, p.title, p.section);
  // Every problem, each on its own line, so that one run shows all a player has to fix.
  if (problems.length) {
    const count = problems.length;
    const head =
      (count === 1 ? says('problemsOne', { title, count }) : undefined) ??
      says('problems', { title, count }) ??
      msg('setup.problems', { title, count });
    throw new RuleRefusal(problems.reduce<Message>((above, line) => msg('line.below', { above, line }), head));
  }
  if (session && kept) {
    const turn = p.setup.turn;
    session.record({ command, inputs: { position, options }, result: 'legal', turn }, kept.record(entries, options));
    const recorded = says('recorded', { journal: String(flags.journal), turn });
    if (!session.preview && recorded) steps.push(recorded);
  }
  const values = { units: counts.count, sectors: counts.cells, options, steps: steps.map((m) => render(m)) };
  const json = Object.fromEntries(p.report.json.map((k) => [k, values[k]]));
  return out({ game: s.id, legal: true, ...json }, () => [
    session?.preview ? msg('line.previewNothing', { line: title }) : title,
    ...(p.report.indent ? steps.map((line) => msg('line.indent', { line })) : steps),
  ]);
}

/**
 * A declared set-up check as a table procedure: `setup check GAME [--position FILE]`, on the CLI and the page, its
 * fields the declaration's (else the engine's own).
 */
export function setupTableProcedure(s: Scenario, p: SetupProcedure, hooks?: MoveHookFinder): TableProcedure {
  return {
    ...declaredHead(s.id, p),
    fields: setupFields(p),
    run: (ctx, flags) => runSetup(ctx, p, flags as AssistFlags & Record<string, unknown>, hooks),
  };
}
