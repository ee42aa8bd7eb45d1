import type { Scenario, SourceRef } from '../../model/scenario.js';
import type { RoundsBattle } from '../../model/schema/rounds-battle.js';
import type { Problem } from '../problem.js';
import { at, missing } from './report.js';

// A combat hook's battle in rounds (`rounds`) against the CRTs it reads (`charts`): every result it gives an effect is
// one those charts print, named once, every result they print does something, and each does one thing to one side.

export function roundsProblems(s: Scenario, ref: SourceRef, charts: readonly string[], decl: RoundsBattle): Problem[] {
  const out: Problem[] = [];
  const crts = s.charts.filter((c) => c.kind === 'crt' && charts.includes(c.id));
  if (!crts.length) return [at(ref, ['rounds'], 'a battle in rounds reads the hook’s CRTs: name them in charts')];
  const printed = new Set<string>();
  for (const c of crts)
    if (c.kind === 'crt')
      for (const code of [...c.rows.flatMap((r) => r.results), ...c.results.map((r) => r.code)]) printed.add(code);
  const seen = new Set<string>();
  decl.results.forEach((r, i) => {
    const path = ['rounds', 'results', i];
    if (!printed.has(r.code))
      out.push(at(ref, [...path, 'code'], `${missing('result', r.code, printed)} on ${charts.join(', ')}`));
    if (seen.has(r.code)) out.push(at(ref, [...path, 'code'], `result "${r.code}" is declared twice`));
    seen.add(r.code);
    if (r.attacker && r.defender)
      out.push(at(ref, path, 'a result of a battle in rounds strikes one side: give attacker or defender'));
    const effect = r.attacker ?? r.defender;
    if (r.engage && effect) out.push(at(ref, [...path, 'engage'], 'an engagement takes nothing from either side'));
    if (!r.engage && !effect) out.push(at(ref, path, 'does nothing: give attacker, defender or engage'));
    const one = !!effect && (effect.retreat === undefined) !== (effect.lose === undefined);
    if (effect && !one)
      out.push(at(ref, path, 'a result makes a side retreat or lose units: give one of retreat and lose'));
    if (r.goesOn && (r.engage || effect?.retreat !== undefined))
      out.push(at(ref, [...path, 'goesOn'], 'only a result that takes losses goes on to another round'));
    if (one && typeof effect?.lose === 'number' && !r.goesOn)
      out.push(at(ref, path, `losing ${effect.lose} leaves the battle undecided: give goesOn: true`));
  });
  for (const code of printed)
    if (!seen.has(code))
      out.push(at(ref, ['rounds', 'results'], `result "${code}" of ${charts.join(', ')} is not declared`));
  return out;
}
