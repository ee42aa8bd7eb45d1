import type { Scenario, SourceRef } from '../../model/scenario.js';
import type { HeldGroups } from '../../model/schema/held-groups.js';
import type { PathPart, Problem } from '../problem.js';
import { at, missing } from './report.js';
import { placeProblems } from './check-rules.js';

// A hook's declared groups held alone (issue #20) against the game: the chart is a victory chart, each group's
// point is one of its numeric points (a point given twice is refused), the side is the game's, and every place is
// a cell or area of the map. Each problem names the file, line and field, with the nearest id.

export function heldProblems(s: Scenario, ref: SourceRef, decl: HeldGroups): Problem[] {
  const out: Problem[] = [];
  const base: PathPart[] = ['held'];
  const sides = s.game.sides.map((x) => x.id);
  if (!sides.includes(decl.side)) out.push(at(ref, [...base, 'side'], missing('side', decl.side, sides)));
  const chart = s.charts.find((c) => c.id === decl.chart);
  const victories = s.charts.filter((c) => c.kind === 'victory').map((c) => c.id);
  if (chart?.kind !== 'victory') out.push(at(ref, [...base, 'chart'], missing('victory chart', decl.chart, victories)));
  const numeric = chart?.kind === 'victory' ? chart.points.filter((p) => typeof p.value === 'number') : [];
  const seen = new Set<string>();
  decl.groups.forEach((g, i) => {
    if (chart?.kind === 'victory' && !numeric.some((p) => p.id === g.point))
      out.push(
        at(
          ref,
          [...base, 'groups', i, 'point'],
          missing(
            `numeric point of chart "${chart.id}"`,
            g.point,
            numeric.map((p) => p.id),
          ),
        ),
      );
    if (seen.has(g.point)) out.push(at(ref, [...base, 'groups', i, 'point'], `"${g.point}" is counted twice`));
    seen.add(g.point);
    g.places.forEach((place, j) => out.push(...placeProblems(s, ref, [...base, 'groups', i, 'places', j], place)));
  });
  return out;
}
