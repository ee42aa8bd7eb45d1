import type { Scenario } from '../model/scenario.js';
import type { SetupProcedure } from '../model/schema/rules.js';
import type { SetupCheck } from '../model/schema/setup-check.js';
import { refsOf } from '../model/unit-refs.js';
import { gridMapIndex } from '../assist/map/grid-map-index.js';
import { KeyedRefusal, KeyedUsage, msg, procedureTitle, type Message } from '../assist/messages.js';
import { Session, type AssistFlags } from '../assist/table/session.js';
import { tableOutput as out, type TableProcedure, declaredHead } from '../assist/table/procedure.js';
import { checkSetup, type SetupResult } from './setup-check.js';
import { declaredStacking } from './stack-limits.js';
import type { MoveHookFinder } from './move-hooks.js';
import { RuleRefusal } from './report.js';

// A set-up checked against the rules, as rules.yaml declares it (`kind: setup`): a position file's units, else the
// journal's, judged by the engine (setup-check.ts) on the game's hex or square-sector map. A game whose set-up
// check must also write its own journal (Veritable's records the options agreed) keeps it as a hook that declares
// the same `setup`.

/**
 * The problems of a set-up (ref → cell label) against a declared set-up check, with the stacking the game
 * declares (movement.stacking, or its hook).
 */
export async function judgeSetup(
  s: Scenario,
  procedure: string,
  decl: SetupCheck,
  where: ReadonlyMap<string, string>,
  hooks?: MoveHookFinder,
): Promise<SetupResult> {
  if (s.map?.kind !== 'hex' && s.map?.kind !== 'square') throw new KeyedRefusal(msg('setup.gridMap', { game: s.id }));
  const index = gridMapIndex(s.map);
  const units = new Map(s.units.flatMap((u) => refsOf(u).map((ref) => [ref, u] as const)));
  const entries = [...where].flatMap(([ref, at]) => {
    const unit = units.get(ref) ?? s.units.find((u) => u.id === ref);
    return unit ? [{ ref, unit, at }] : [];
  });
  const hook = s.rules?.movement?.stacking?.hook;
  const stacking = hook && hooks ? await hooks.stacking(hook) : declaredStacking(s);
  return checkSetup({ scenario: s, procedure, index, stacking }, decl, entries);
}

async function runSetup(
  ctx: Parameters<TableProcedure['run']>[0],
  p: SetupProcedure,
  flags: AssistFlags & { position?: string },
  hooks?: MoveHookFinder,
) {
  const s = ctx.scenario;
  // With neither a position nor a journal there is no set-up to judge: a usage slip, not a list of every unit.
  if (!flags.position && !flags.journal) throw new KeyedUsage(msg('setup.nothing'));
  const where = new Map<string, string>();
  if (flags.position) for (const e of ctx.readPosition!(flags.position, s).entries) where.set(e.ref, e.at);
  else {
    const session = new Session(s, { ...flags, preview: true }, `${p.id} ${s.id}`, ctx.env);
    for (const [ref, at] of Object.entries(session.state<Record<string, string>>('positions', {}))) where.set(ref, at);
  }
  const { problems, steps, counts } = await judgeSetup(s, p.id, p.setup, where, hooks);
  const title = procedureTitle(s.game.title, p.title, p.section);
  // Every problem, each on its own line, so that one run shows all a player has to fix.
  if (problems.length)
    throw new RuleRefusal(
      problems.reduce<Message>(
        (above, line) => msg('line.below', { above, line }),
        msg('setup.problems', { title, count: problems.length }),
      ),
    );
  return out({ game: s.id, legal: true, units: counts.count, sectors: counts.cells }, () => [title, ...steps]);
}

/** A declared set-up check as a table procedure: `setup check GAME [--position FILE]`, on the CLI and the page. */
export function setupTableProcedure(s: Scenario, p: SetupProcedure, hooks?: MoveHookFinder): TableProcedure {
  return {
    ...declaredHead(s.id, p),
    fields: [
      {
        key: 'position',
        label: 'where every unit stands (a position file), else the journal’s',
        kind: 'position',
      },
    ],
    run: (ctx, flags) => runSetup(ctx, p, flags as AssistFlags & { position?: string }, hooks),
  };
}
