import type { Scenario } from '../../model/scenario.js';
import type { Problem } from '../problem.js';
import { at, duplicateIds, missing } from './report.js';
import { pieceHits } from '../hit-chart.js';

/** Roster entries name real units, once each, on bases the roster defines. */
export function checkRosters(s: Scenario): Problem[] {
  const r = s.rosters;
  const ref = s.origins.rosters;
  if (!r || !ref) return [];
  const out: Problem[] = [...duplicateIds(r.bases, (i) => ({ src: ref.src, path: [...ref.path, 'bases', i] }), 'base')];
  const units = s.units.map((u) => u.id);
  const bases = r.bases.map((b) => b.id);
  const seen = new Set<string>();
  r.entries.forEach((e, i) => {
    const sub = { src: ref.src, path: [...ref.path, 'entries', i] };
    if (!units.includes(e.unit)) out.push(at(sub, ['unit'], missing('unit', e.unit, units)));
    if (seen.has(e.unit)) out.push(at(sub, ['unit'], `unit "${e.unit}" has two roster entries`));
    seen.add(e.unit);
    if (!bases.includes(e.base)) out.push(at(sub, ['base'], missing('base', e.base, bases)));
    if (e.hits && !pieceHits(s.charts, e.hits.chart, e.hits.row))
      out.push(
        at(
          sub,
          ['hits'],
          `no hit chart row "${e.hits.row}" in "${e.hits.chart}": it must be a table row with ` +
            'a column of id "destroy" or "figures" (columnIds)',
        ),
      );
  });
  return out;
}
