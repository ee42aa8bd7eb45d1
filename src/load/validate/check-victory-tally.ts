import type { Scenario, SourceRef } from '../../model/scenario.js';
import type { VictoryProcedure } from '../../model/schema/rules.js';
import type { PathPart, Problem } from '../problem.js';
import { at, missing } from './report.js';
import { gridOf } from './map-grid.js';
import { FRACTION_CHOICES, levelBand } from '../../model/level-band.js';
import { keptProblems, outOfSupplyProblems } from './check-kept-journal.js';

/** A victory tally's references: its chart and points, places, sides, options and formations, and its levels. */
export function tallyProblems(s: Scenario, ref: SourceRef, p: VictoryProcedure): Problem[] {
  const t = p.tally;
  if (!t) return [];
  const out: Problem[] = [];
  const path = (...xs: PathPart[]): PathPart[] => ['tally', ...xs];
  const sides = s.game.sides.map((x) => x.id);
  const side = (id: string, sub: PathPart[]) => {
    if (!sides.includes(id)) out.push(at(ref, sub, missing('side', id, sides)));
  };
  if (p.levels.length || p.capture || p.points.length)
    out.push(
      at(ref, path(), 'a tally reads its points and levels from the chart: leave out points, levels and capture'),
    );
  const chart = s.charts.find((c) => c.id === t.chart);
  const victories = s.charts.filter((c) => c.kind === 'victory').map((c) => c.id);
  if (chart?.kind !== 'victory') {
    out.push(at(ref, path('chart'), missing('victory chart', t.chart, victories)));
    return out;
  }
  // Ways name the levels they read by their printed range; a points total reads the range as numbers.
  chart.levels.forEach((l) => {
    if (!t.ways && !levelBand(l.range))
      out.push(
        at(
          ref,
          path('chart'),
          `chart "${chart.id}": level range "${l.range}" reads as none of "N or less", "A-B", "N+", "N or more"`,
        ),
      );
  });
  const numeric = chart.points.filter((x) => typeof x.value === 'number').map((x) => x.id);
  const places = s.map?.kind === 'hex' ? s.map.places.map((x) => x.name) : [];
  if (!t.points.length && !t.ways) out.push(at(ref, path('points'), 'a tally counts points or reads ways: give one'));
  t.points.forEach((pt, i) => {
    if (!numeric.includes(pt.point))
      out.push(at(ref, path('points', i, 'point'), missing(`numeric point of chart "${chart.id}"`, pt.point, numeric)));
    const ways = [pt.held, pt.eliminated, pt.exited, pt.entered, pt.outOfSupply, pt.unused, pt.hook].filter(
      (x) => x !== undefined,
    ).length;
    if (ways !== 1)
      out.push(
        at(
          ref,
          path('points', i),
          'a tally line counts one thing: give one of held, eliminated, exited, entered, outOfSupply, unused, hook',
        ),
      );
    out.push(...outOfSupplyProblems(s, ref, t, pt, path('points', i)));
    pt.held?.forEach((place, j) => {
      const map = s.map;
      const known =
        !map ||
        (map.kind === 'area'
          ? map.areas.some((a) => a.id === place)
          : places.includes(place) || !!gridOf(map).parse(place));
      if (!known)
        out.push(
          at(
            ref,
            path('points', i, 'held', j),
            missing('place', place, map?.kind === 'area' ? map.areas.map((a) => a.id) : places),
          ),
        );
    });
    if (pt.eliminated) side(pt.eliminated, path('points', i, 'eliminated'));
    if (pt.exited) side(pt.exited, path('points', i, 'exited'));
    if (pt.entered) {
      side(pt.entered.side, path('points', i, 'entered', 'side'));
      // The common journal keeps no reserve entries: only a game's state hook knows them.
      if (!t.state && !t.kept)
        out.push(
          at(
            ref,
            path('points', i, 'entered'),
            'units brought in from a reserve are known only to a kept journal (kept) or a state hook',
          ),
        );
      const also = pt.entered.also;
      if (also) {
        out.push(...optionProblems(s, ref, path('points', i, 'entered', 'also'), also.option, [also.choice]));
        const formations = s.game.formations.map((f) => f.id);
        if (!formations.includes(also.formation))
          out.push(
            at(
              ref,
              path('points', i, 'entered', 'also', 'formation'),
              missing('formation', also.formation, formations),
            ),
          );
      }
    }
  });
  out.push(...keptProblems(s, ref, p, path('kept')));
  const f = t.levels.fractions;
  if (f) out.push(...optionProblems(s, ref, path('levels', 'fractions'), f.option, FRACTION_CHOICES));
  return out;
}

/** An option that must exist and offer each of `choices`. */
function optionProblems(
  s: Scenario,
  ref: SourceRef,
  sub: PathPart[],
  option: string,
  choices: readonly string[],
): Problem[] {
  const o = s.game.options.find((x) => x.id === option);
  const ids = s.game.options.map((x) => x.id);
  if (!o) return [at(ref, [...sub, 'option'], missing('game option', option, ids))];
  const has = o.choices.map((c) => c.id);
  return choices
    .filter((c) => !has.includes(c))
    .map((c) => at(ref, [...sub, 'option'], `option "${option}" has no choice "${c}" (it has ${has.join(', ')})`));
}
