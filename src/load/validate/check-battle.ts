import type { Scenario, SourceRef } from '../../model/scenario.js';
import type { OddsBattle } from '../../model/schema/odds-battle.js';
import type { Problem } from '../problem.js';
import { at, missing } from './report.js';

// A hook's declared battle against the game's charts (issue #20): its chart is an odds CRT, and every result it
// gives an effect is one the chart prints (a cell or an end), named once. A step or place check the data leaves
// unworded is said in the engine's words (src/rules/battle-says.ts). Each problem names the file, line and field,
// with the nearest id.

export function battleProblems(s: Scenario, ref: SourceRef, decl: OddsBattle): Problem[] {
  const out: Problem[] = [];
  const crts = s.charts.filter((c) => c.kind === 'crt').map((c) => c.id);
  const c = s.charts.find((x) => x.id === decl.chart);
  if (c?.kind !== 'crt') {
    out.push(
      at(
        ref,
        ['battle', 'chart'],
        c
          ? `chart "${c.id}" is a ${c.kind}, not a crt`
          : missing('chart', decl.chart, [...crts, ...s.charts.map((x) => x.id)]),
      ),
    );
    return out;
  }
  if (c.method !== 'odds') out.push(at(ref, ['battle', 'chart'], `chart "${c.id}" reads ${c.method}, not odds`));
  const printed = new Set([
    ...c.rows.flatMap((r) => r.results),
    ...c.results.map((r) => r.code),
    ...(c.ends?.worse ? [c.ends.worse] : []),
    ...(c.ends?.better ? [c.ends.better] : []),
  ]);
  const seen = new Set<string>();
  decl.results.forEach((r, i) => {
    if (!printed.has(r.code))
      out.push(at(ref, ['battle', 'results', i, 'code'], missing(`result in "${c.id}"`, r.code, printed)));
    if (seen.has(r.code)) out.push(at(ref, ['battle', 'results', i, 'code'], `result "${r.code}" is declared twice`));
    seen.add(r.code);
    if (!r.attacker && !r.defender && !r.engage)
      out.push(at(ref, ['battle', 'results', i], `result "${r.code}" does nothing: give attacker, defender or engage`));
  });
  return out;
}
