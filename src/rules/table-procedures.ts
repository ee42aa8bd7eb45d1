import type { Scenario } from '../model/scenario.js';
import type { TableProcedure } from '../assist/table/procedure.js';
import { ruleFields, runDeclared } from './run.js';
import type { MoveHookFinder } from './move-hooks.js';
import { ruleReportJson, ruleReportMessages } from './report-lines.js';
import { turnEndProcedure } from './turn-end-run.js';
import { replaceTableProcedure } from './replace-run.js';

/**
 * A game's declared procedures as table procedures: the companion page draws its screens from these, with the
 * same fields the CLI makes its options from, and runs the same engine.
 */
export function declaredProcedures(s: Scenario, hooks?: MoveHookFinder): TableProcedure[] {
  return (s.rules?.procedures ?? []).flatMap((p) =>
    p.kind === 'hook'
      ? []
      : p.kind === 'turn-end'
        ? [turnEndProcedure(s, p)]
        : p.kind === 'replace'
          ? [replaceTableProcedure(s, p)]
          : [
              {
                game: s.id,
                verb: p.id,
                title: p.title,
                rule: p.section,
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
            ],
  );
}
