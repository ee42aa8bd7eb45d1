import type { Scenario, SourceRef } from '../../model/scenario.js';
import type { HookProcedure, OverrunProcedure } from '../../model/schema/rules.js';
import type { PathPart, Problem } from '../problem.js';
import { at, missing } from './report.js';

// A hook's declared steps against the rest of the game (src/model/schema/rules-steps.ts): the units a ratio counts
// otherwise, the die table a roll reads and the effect that marks its success, the journal key a limit counts in.

/** State keys the journal keeps for every game, or a game's hooks keep themselves: no limit counts in them. */
const OWN_STATE = ['turn', 'phase', 'eliminated', 'positions', 'hits', 'thisTurn', 'pending'];

/** State keys other procedures record in: a surprise's places, an arrival roll's turns, another hook's counts. */
function otherRecords(s: Scenario, p: HookProcedure | OverrunProcedure): Map<string, string> {
  const out = new Map<string, string>();
  for (const q of s.rules?.procedures ?? []) {
    if (q === p) continue;
    const keys = [
      q.kind === 'opposed-roll' ? q.win.record : undefined,
      q.kind === 'die-table' ? q.each?.record : undefined,
      q.kind === 'hook' || q.kind === 'overrun' ? q.limit?.record : undefined,
    ];
    for (const k of keys) if (k) out.set(k, q.id);
  }
  return out;
}

/** Problems with a hook's `ratio`, `successRoll` and `limit`; `unitCondition` checks a condition read per unit. */
export function hookStepProblems(
  s: Scenario,
  p: HookProcedure | OverrunProcedure,
  ref: SourceRef,
  unitCondition: (path: PathPart[], src: string) => Problem[],
): Problem[] {
  const out: Problem[] = [];
  p.ratio?.defendAs.forEach((d, i) => out.push(...unitCondition(['ratio', 'defendAs', i, 'unit'], d.unit)));
  if (p.successRoll) {
    const tables = s.charts.filter((c) => c.kind === 'die-table');
    const c = s.charts.find((x) => x.id === p.successRoll!.chart);
    if (!c)
      out.push(
        at(
          ref,
          ['successRoll', 'chart'],
          missing(
            'die-table',
            p.successRoll.chart,
            tables.map((x) => x.id),
          ),
        ),
      );
    else if (c.kind !== 'die-table')
      out.push(at(ref, ['successRoll', 'chart'], `chart "${c.id}" is a ${c.kind}, not a die-table`));
    else {
      const keys = [...new Set(c.rows.flatMap((r) => Object.keys(r.effects)))];
      const success = p.successRoll.effect;
      if (!keys.includes(success))
        out.push(
          at(ref, ['successRoll', 'effect'], `${missing('effect', success, keys)} in the rows of chart "${c.id}"`),
        );
      else if (!c.rows.some((r) => r.effects[success] === true))
        out.push(
          at(
            ref,
            ['successRoll', 'effect'],
            `no row of chart "${c.id}" gives ${success}: true: the roll could never succeed`,
          ),
        );
    }
  }
  if (p.limit) {
    const record = p.limit.record;
    const taken = otherRecords(s, p).get(record);
    if (OWN_STATE.includes(record))
      out.push(at(ref, ['limit', 'record'], `"${record}" is a key the journal keeps itself: name the count's own`));
    else if (taken)
      out.push(at(ref, ['limit', 'record'], `procedure "${taken}" already records "${record}" in the journal`));
    if (p.limit.stopOnFailure && !p.successRoll)
      out.push(
        at(ref, ['limit', 'stopOnFailure'], 'a stop after a failed step needs the roll it fails (`successRoll`)'),
      );
  }
  return out;
}
