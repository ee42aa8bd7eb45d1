import type { Scenario } from '../../model/scenario.js';
import { checkSetup, type SetupResult } from '../../rules/setup-check.js';
import { findStackingHook } from '../game-hooks.js';
import { declaredStacking } from '../../rules/stack-limits.js';
import { refsOf } from '../../model/unit-refs.js';
import { KeyedUsage, procedureTitle } from '../../assist/messages.js';
import { msg } from './messages.js';
import { RuleRefusal } from '../../rules/report.js';
import { Session, type AssistFlags } from '../../assist/table/session.js';
import {
  tableOutput as out,
  type TableContext,
  type TableOutput,
  type TableProcedure,
  FROM_DATA,
} from '../../assist/table/procedure.js';
import { squareBoard } from './table.js';

/** Where the rules set the forces up (the title's section). */
const SECTION = 'Initial Setup';
/** The hook whose rules.yaml entry declares the set-up check. */
const HOOK = 'remagen.setup';

/**
 * The problems of a set-up against Initial Setup and Sector Capacity as rules.yaml declares them (the `setup` of
 * the hook naming `remagen.setup`), judged by the rules engine with the declared capacity
 * (movement.stacking.capacity): a unit that does not set up (a later arrival, a German reserve, the paratroops), one
 * outside its sectors, a sector over capacity, a unit left off.
 */
export async function judgeSetup(s: Scenario, where: ReadonlyMap<string, string>): Promise<SetupResult> {
  const p = s.rules?.procedures.find((x) => x.kind === 'hook' && x.hook === HOOK);
  if (p?.kind !== 'hook' || !p.setup) throw new Error(`${s.id}: rules.yaml declares no set-up check "${HOOK}"`);
  const { index } = squareBoard(s);
  const units = new Map(s.units.flatMap((u) => refsOf(u).map((ref) => [ref, u] as const)));
  const entries = [...where].flatMap(([ref, at]) => {
    const unit = units.get(ref) ?? s.units.find((u) => u.id === ref);
    return unit ? [{ ref, unit, at }] : [];
  });
  const hook = s.rules?.movement?.stacking?.hook;
  const stacking = hook ? await findStackingHook(hook) : declaredStacking(s);
  return checkSetup({ scenario: s, procedure: p.id, index, stacking }, p.setup, entries);
}

async function runSetupCheck(
  tc: TableContext,
  flags: AssistFlags & { position?: string },
  _given: Record<string, unknown> = {},
): Promise<TableOutput> {
  const s = tc.scenario;
  // With neither a position nor a journal there is no set-up to judge: a usage slip, not a list of every unit.
  if (!flags.position && !flags.journal) throw new KeyedUsage(msg('remagen.setup.nothing'));
  const where = new Map<string, string>();
  if (flags.position) for (const e of tc.readPosition!(flags.position, s).entries) where.set(e.ref, e.at);
  else {
    const session = new Session(s, { ...flags, preview: true }, `setup check ${s.id}`, tc.env);
    for (const [ref, at] of Object.entries(session.state<Record<string, string>>('positions', {}))) where.set(ref, at);
  }
  const { problems, steps, counts } = await judgeSetup(s, where);
  if (problems.length)
    throw new RuleRefusal(msg('remagen.setup.problems', { count: problems.length, first: problems[0] }));
  return out({ game: s.id, legal: true, units: counts.count, sectors: counts.cells }, () => [
    procedureTitle(s.game.title, 'Set-up check', SECTION),
    ...steps,
  ]);
}

/** `setup check remagen [--position FILE]`: a set-up (the file's, else the journal's) against Initial Setup. */
export const remagenSetupCheck: TableProcedure = {
  game: 'remagen',
  verb: 'setup',
  ...FROM_DATA,
  run: (tc, flags) => runSetupCheck(tc, flags as AssistFlags & { position?: string }),
};
