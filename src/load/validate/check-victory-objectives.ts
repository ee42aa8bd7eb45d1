import type { Scenario, SourceRef } from '../../model/scenario.js';
import type { VictoryProcedure } from '../../model/schema/rules.js';
import type { Problem } from '../problem.js';
import { at, missing } from './report.js';
import { heldProblems } from './check-held-groups.js';
import { objectivesSaysProblems } from './check-objectives-says.js';

// A victory's objectives (victory-objectives.ts) against the game: the groups as held-groups are checked, the
// sudden death's line on a grid map whose cells carry its terrain, each count worth a numeric point of the chart,
// the option a game option with the choices its readings name, and each requirement one a reading could meet.
// Every problem names the file, line and field, with the nearest id.

export function objectivesProblems(s: Scenario, ref: SourceRef, p: VictoryProcedure): Problem[] {
  const o = p.objectives;
  if (!o) return [];
  const out: Problem[] = [];
  const here: SourceRef = { ...ref, path: [...ref.path, 'objectives'] };
  out.push(...heldProblems(s, here, { ...o.held, chart: o.chart }));
  const chart = s.charts.find((c) => c.id === o.chart);
  const numeric = chart?.kind === 'victory' ? chart.points.filter((x) => typeof x.value === 'number') : [];
  if (o.held.side !== p.side)
    out.push(at(here, ['held', 'side'], `is "${o.held.side}", but the procedure's side is "${p.side}"`));
  const sd = o.sudden;
  if (sd) {
    const map = s.map;
    if (!map || map.kind === 'area')
      out.push(at(here, ['sudden', 'beyond'], 'a line past a terrain needs a hex or square map, not areas'));
    else {
      // The terrains the map's cells carry: its default, and each terrain it lists cells for.
      const present = new Set([map.terrain.default, ...Object.keys(map.terrain.cells)]);
      if (!present.has(sd.beyond.terrain))
        out.push(
          at(
            here,
            ['sudden', 'beyond', 'terrain'],
            `${missing('terrain on the map', sd.beyond.terrain, present)}: no place could ever be past the line`,
          ),
        );
    }
  }
  const countIds = new Set<string>();
  o.counts.forEach((c, i) => {
    if (countIds.has(c.id)) out.push(at(here, ['counts', i, 'id'], `"${c.id}" is given twice`));
    countIds.add(c.id);
    if (chart?.kind === 'victory' && !numeric.some((x) => x.id === c.point))
      out.push(
        at(
          here,
          ['counts', i, 'point'],
          missing(
            `numeric point of chart "${chart.id}"`,
            c.point,
            numeric.map((x) => x.id),
          ),
        ),
      );
  });
  const opt = o.option;
  if (opt) {
    const option = s.game.options.find((x) => x.id === opt.id);
    if (!option)
      out.push(
        at(
          here,
          ['option', 'id'],
          missing(
            'game option',
            opt.id,
            s.game.options.map((x) => x.id),
          ),
        ),
      );
    const groups = o.held.groups.map((g) => g.point);
    opt.requires.forEach((r, i) => {
      const path = ['option', 'requires', i];
      const choices = option?.choices.map((c) => c.id) ?? [];
      if (option && !choices.includes(r.choice))
        out.push(at(here, [...path, 'choice'], missing(`choice of option "${opt.id}"`, r.choice, choices)));
      r.all.forEach((q, j) => {
        const qp = [...path, 'all', j];
        if (!q.group === !q.count)
          out.push(at(here, qp, 'a requirement is a group held or a count: give one of the two'));
        if (q.group && !groups.includes(q.group))
          out.push(at(here, [...qp, 'group'], missing('held group', q.group, groups)));
        const count = q.count ? o.counts.find((c) => c.id === q.count) : undefined;
        if (q.count && !count) out.push(at(here, [...qp, 'count'], missing('count', q.count, countIds)));
        if (count?.most !== undefined && q.atLeast > count.most)
          out.push(at(here, [...qp, 'atLeast'], `is above the count's most (${count.most}): it could never be met`));
      });
    });
  }
  out.push(...objectivesSaysProblems(here, o));
  return out;
}
