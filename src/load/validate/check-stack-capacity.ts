import type { Scenario, SourceRef } from '../../model/scenario.js';
import type { MovementRules } from '../../model/schema/rules.js';
import type { Problem } from '../problem.js';
import { at, missing } from './report.js';

// A capacity by terrain (rules.yaml `movement.stacking.capacity`) against the game: its chart is a terrain-effects
// chart of charts.yaml, every column is one of that chart's effects, every ability one of game.yaml's, and only the
// last column may take every unit. Each problem names the file, line and field, with the nearest id.

export function stackCapacityProblems(
  ref: SourceRef,
  st: NonNullable<MovementRules['stacking']>,
  s: Scenario,
): Problem[] {
  const cap = st.capacity;
  if (!cap) return [];
  const out: Problem[] = [];
  const here = (path: (string | number)[], message: string) =>
    out.push(at(ref, ['stacking', 'capacity', ...path], message));
  const chart = s.charts.find((c) => c.id === cap.chart);
  if (!chart)
    here(
      ['chart'],
      missing(
        'terrain-effects chart',
        cap.chart,
        s.charts.filter((c) => c.kind === 'terrain-effects').map((c) => c.id),
      ),
    );
  else if (chart.kind !== 'terrain-effects')
    here(['chart'], `chart "${cap.chart}" is a ${chart.kind}; a capacity reads a terrain-effects chart`);
  const effects =
    chart?.kind === 'terrain-effects' ? [...new Set(chart.rows.flatMap((r) => Object.keys(r.effects)))] : [];
  const abilities = s.game.abilities.map((a) => a.id);
  cap.columns.forEach((c, i) => {
    if (chart?.kind === 'terrain-effects' && !effects.includes(c.column))
      here(['columns', i, 'column'], `chart "${cap.chart}" has ${missing('column', c.column, effects)}`);
    c.abilities.forEach(
      (a, j) => abilities.includes(a) || here(['columns', i, 'abilities', j], missing('ability', a, abilities)),
    );
    if (!c.types.length && !c.abilities.length && i < cap.columns.length - 1)
      here(
        ['columns', i],
        'a column naming no types or abilities takes every unit, so the columns after it are never used: put it last',
      );
  });
  return out;
}
