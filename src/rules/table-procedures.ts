import type { Scenario } from '../model/scenario.js';
import type { Procedure } from '../model/schema/rules.js';
import { declaredHead, type TableProcedure } from '../assist/table/procedure.js';
import { ruleFields, runDeclared } from './run.js';
import type { MoveHookFinder } from './move-hooks.js';
import { ruleReportJson, ruleReportMessages } from './report-lines.js';
import { turnEndProcedure } from './turn-end-run.js';
import { overrunProcedure } from './overrun-run.js';
import { turnChoiceProcedure } from './turn-choice.js';
import { reserveProcedure } from './reserve-entry.js';
import { replaceTableProcedure } from './replace-run.js';
import { startProcedure } from './start-run.js';
import { setupTableProcedure } from './setup-run.js';
import { salvoProcedure } from './salvo-run.js';
import { battleProcedure } from './battle-run.js';
import { roundsProcedure } from './rounds-run.js';

/**
 * A declared procedure that runs as its own table procedure: a turn's end, an overrun, a side's choice, a reserve,
 * replacements, a set-up check, a new game's set-up, a salvo, a battle, a battle in rounds.
 */
export function ownProcedure(s: Scenario, p: Procedure, hooks?: MoveHookFinder): TableProcedure | undefined {
  if (p.kind === 'turn-end') return turnEndProcedure(s, p);
  if (p.kind === 'overrun') return overrunProcedure(s, p);
  if (p.kind === 'turn-choice') return turnChoiceProcedure(s, p, hooks?.turnChoice);
  if (p.kind === 'reserve') return reserveProcedure(s, p, hooks?.reserve);
  if (p.kind === 'replace') return replaceTableProcedure(s, p);
  if (p.kind === 'start') return startProcedure(s, p);
  if (p.kind === 'setup') return setupTableProcedure(s, p, hooks);
  if (p.kind === 'salvo') return salvoProcedure(s, p, hooks?.salvo);
  if (p.kind === 'battle') return battleProcedure(s, p, hooks?.battle);
  if (p.kind === 'rounds') return roundsProcedure(s, p, hooks?.rounds);
  return undefined;
}

/**
 * A game's declared procedures as table procedures: the companion page draws its screens from these, with the
 * same fields the CLI makes its options from, and runs the same engine.
 */
export function declaredProcedures(s: Scenario, hooks?: MoveHookFinder): TableProcedure[] {
  return (s.rules?.procedures ?? []).flatMap((p) => {
    if (p.kind === 'hook') return [];
    const own = ownProcedure(s, p, hooks);
    if (own) return [own];
    return [
      {
        ...declaredHead(s.id, p),
        fields: ruleFields(s, p),
        async run(
          ctx: Parameters<TableProcedure['run']>[0],
          flags: Parameters<TableProcedure['run']>[1],
          given?: Record<string, unknown>,
        ) {
          const r = await runDeclared(ctx, p, flags, hooks, given ?? flags);
          return { json: ruleReportJson(r), lines: ruleReportMessages(r) };
        },
      },
    ];
  });
}
