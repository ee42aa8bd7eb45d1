import type { Scenario, SourceRef } from '../../model/scenario.js';
import type { VictoryProcedure } from '../../model/schema/rules.js';
import type { PathPart, Problem } from '../problem.js';
import { at, missing } from './report.js';
import { waySaysProblems } from './check-way-says.js';

/**
 * A tally's ways to win: each names one of the chart's levels by its range, inputs of the kind it reads, a place
 * of the map, and an option with the choices it reads; each way reads one thing; no input is declared twice.
 */
export function waysProblems(s: Scenario, ref: SourceRef, p: VictoryProcedure): Problem[] {
  const t = p.tally;
  const w = t?.ways;
  if (!t || !w) return [];
  const out: Problem[] = [];
  const path = (...xs: PathPart[]): PathPart[] => ['tally', 'ways', ...xs];
  if (t.points.length)
    out.push(at(ref, ['tally', 'points'], 'a tally reads either points or ways: leave out points with ways'));
  const chart = s.charts.find((c) => c.id === t.chart);
  if (chart?.kind !== 'victory') return out; // the tally's own check names the chart
  const ranges = chart.levels.map((l) => l.range);
  const level = (range: string, sub: PathPart[]) => {
    if (!ranges.includes(range)) out.push(at(ref, sub, missing(`level of chart "${chart.id}"`, range, ranges)));
  };
  const sides = s.game.sides.map((x) => x.id);
  const seen = new Set<string>();
  w.inputs.forEach((x, i) => {
    if (seen.has(x.id)) out.push(at(ref, path('inputs', i, 'id'), `input "${x.id}" is declared twice`));
    seen.add(x.id);
    if (x.side !== undefined && !sides.includes(x.side))
      out.push(at(ref, path('inputs', i, 'side'), missing('side', x.side, sides)));
  });
  const input = (id: string, kind: string, sub: PathPart[]) => {
    const x = w.inputs.find((y) => y.id === id);
    const of = w.inputs.filter((y) => y.kind === kind).map((y) => y.id);
    if (!x) out.push(at(ref, sub, missing(`${kind} input`, id, of)));
    else if (x.kind !== kind) out.push(at(ref, sub, `input "${id}" is a ${x.kind}, not a ${kind}`));
  };
  const map = s.map;
  const areas = map?.kind === 'area' ? map.areas.map((a) => a.id) : [];
  w.ways.forEach((way, i) => {
    const reads = [way.reach, way.bands, way.difference].filter((x) => x !== undefined).length;
    if (reads !== 1) out.push(at(ref, path('ways', i), 'a way reads one thing: give one of reach, bands, difference'));
    if (way.held) {
      input(way.held.input, 'places', path('ways', i, 'held', 'input'));
      if (way.held.unless) input(way.held.unless, 'check', path('ways', i, 'held', 'unless'));
      if (map?.kind === 'area' && !areas.includes(way.held.place))
        out.push(at(ref, path('ways', i, 'held', 'place'), missing('area', way.held.place, areas)));
    }
    if (way.reach) {
      input(way.reach.count, 'count', path('ways', i, 'reach', 'count'));
      level(way.reach.level, path('ways', i, 'reach', 'level'));
    }
    if (way.bands) {
      const b = way.bands;
      input(b.count, 'count', path('ways', i, 'bands', 'count'));
      b.levels.forEach((l, j) => level(l.level, path('ways', i, 'bands', 'levels', j, 'level')));
      if (b.gap) {
        const g = b.gap;
        const o = s.game.options.find((x) => x.id === g.option);
        if (!o)
          out.push(
            at(
              ref,
              path('ways', i, 'bands', 'gap', 'option'),
              missing(
                'game option',
                g.option,
                s.game.options.map((x) => x.id),
              ),
            ),
          );
        const has = o?.choices.map((c) => c.id) ?? [];
        for (const [choice, range] of Object.entries(g.choices)) {
          if (o && !has.includes(choice))
            out.push(
              at(
                ref,
                path('ways', i, 'bands', 'gap', 'choices', choice),
                missing(`choice of "${g.option}"`, choice, has),
              ),
            );
          level(range, path('ways', i, 'bands', 'gap', 'choices', choice));
        }
      }
    }
    if (way.difference) {
      const d = way.difference;
      input(d.places, 'places', path('ways', i, 'difference', 'places'));
      if (map?.kind !== 'area')
        out.push(
          at(ref, path('ways', i, 'difference'), 'a difference counts the areas of an area map; this map has none'),
        );
      const zones = ['operational', 'strategic'];
      d.among.outside.forEach((z, j) => {
        if (!zones.includes(z))
          out.push(at(ref, path('ways', i, 'difference', 'among', 'outside', j), missing('zone', z, zones)));
      });
      d.levels.forEach((l, j) => level(l.level, path('ways', i, 'difference', 'levels', j, 'level')));
    }
  });
  out.push(...waySaysProblems(ref, w, path));
  return out;
}
