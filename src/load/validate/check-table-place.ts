import type { Scenario, SourceRef } from '../../model/scenario.js';
import type { Procedure } from '../../model/schema/rules.js';
import type { PathPart, Problem } from '../problem.js';
import { compassPoints } from '../../geometry/compass-step.js';
import { at, missing } from './report.js';
import { gridOf } from './map-grid.js';
import { parseDice } from '../../model/dice-spec.js';
import { inRange, parseRollLabel } from '../../model/roll-range.js';

// A die table whose roll names a place on the map (`place`): every cell its dice can name is on the map, and the
// effects, terrains, side, chart and set-up location it reads exist, each with "did you mean".

type DieTableProcedure = Extract<Procedure, { kind: 'die-table' }>;
type DieTableChart = Extract<Scenario['charts'][number], { kind: 'die-table' }>;

export function tablePlaceProblems(s: Scenario, p: DieTableProcedure, chart: DieTableChart, ref: SourceRef): Problem[] {
  const place = p.place;
  if (!place) return [];
  const out: Problem[] = [];
  // A place is the roll's whole result: nothing else reads its row.
  for (const field of ['each', 'ends', 'column'] as const)
    if (p[field] !== undefined) out.push(at(ref, [field], 'a roll that names a place does not take ' + field));
  for (const field of ['record', 'grants', 'drms', 'counters'] as const)
    if (p[field].length) out.push(at(ref, [field], 'a roll that names a place does not take ' + field));
  const keys = [...new Set(chart.rows.flatMap((r) => Object.keys(r.effects)))];
  const label = place.label ?? [];
  if (!place.label && !place.scatter) out.push(at(ref, ['place'], 'a place is named by its label or by a scatter'));
  if (place.label && place.scatter) out.push(at(ref, ['place', 'scatter'], 'give label or scatter, not both'));
  const effect = (k: string, path: PathPart[]) => {
    if (!keys.includes(k))
      return (out.push(at(ref, path, `${missing('effect', k, keys)} in the rows of chart "${chart.id}"`)), false);
    const without = chart.rows.find((r) => r.effects[k] === undefined);
    if (without) return (out.push(at(ref, path, `row ${without.roll} of chart "${chart.id}" gives no ${k}`)), false);
    return true;
  };
  const labelled = label.map((k, i) => effect(k, ['place', 'label', i])).every(Boolean);
  const sc = place.scatter;
  const scattered = sc ? [effect(sc.direction, ['place', 'scatter', 'direction'])] : [];
  if (sc && effect(sc.distance, ['place', 'scatter', 'distance']))
    for (const r of chart.rows) {
      const d = r.effects[sc.distance];
      if (!Number.isInteger(d) || (d as number) < 0 || (d as number) > 99)
        out.push(
          at(ref, ['place', 'scatter', 'distance'], `row ${r.roll} of chart "${chart.id}" gives ${d}, not 0 to 99`),
        );
    }
  if (sc && place.held && sc.from.id === place.held.id)
    out.push(at(ref, ['place', 'scatter', 'from', 'id'], `is the id of held too: give each its own option`));
  const map = s.map;
  if (!map || map.kind === 'area') {
    out.push(at(ref, ['place'], 'a roll that names a cell needs a hex or square map'));
    return out;
  }
  const grid = gridOf(map);
  if (sc && scattered.every(Boolean)) {
    const points = compassPoints(grid);
    for (const r of chart.rows) {
      const d = String(r.effects[sc.direction]);
      if (!points.includes(d))
        out.push(
          at(
            ref,
            ['place', 'scatter', 'direction'],
            `row ${r.roll} of chart "${chart.id}": ${missing('direction', d, points)} on this map: ` +
              points.join(', '),
          ),
        );
    }
  }
  // Every cell the dice can name: one die a part of the label, each face on its row.
  if (place.label && labelled) {
    const { sides } = parseDice(chart.dice);
    const rowOf = (face: number) =>
      chart.rows.find((r) => {
        const range = parseRollLabel(r.roll);
        return !!range && inRange(range, face);
      });
    const parts = label.map((k) => [
      ...new Set(
        Array.from({ length: sides }, (_, f) => rowOf(f + 1)).flatMap((r) => (r ? [String(r.effects[k])] : [])),
      ),
    ]);
    let names = [''];
    for (const part of parts) names = names.flatMap((n) => part.map((x) => n + x));
    const off = names.filter((n) => !grid.parse(n));
    if (off.length)
      out.push(
        at(
          ref,
          ['place', 'label'],
          `the dice can name ${off
            .slice(0, 3)
            .map((n) => `"${n}"`)
            .join(', ')}${off.length > 3 ? ', …' : ''}, ` + 'not a cell of the map',
        ),
      );
  }
  const terrains = map.terrainTypes.map((t) => t.id);
  place.except.forEach(
    (t, i) => terrains.includes(t) || out.push(at(ref, ['place', 'except', i], missing('terrain', t, terrains))),
  );
  const sides = s.game.sides.map((x) => x.id);
  if (place.held && !sides.includes(place.held.side))
    out.push(at(ref, ['place', 'held', 'side'], missing('side', place.held.side, sides)));
  if (place.room) {
    const charts = s.charts.map((c) => c.id);
    const room = s.charts.find((c) => c.id === place.room!.chart);
    if (!room) out.push(at(ref, ['place', 'room', 'chart'], missing('chart', place.room.chart, charts)));
    else if (room.kind !== 'terrain-effects')
      out.push(
        at(ref, ['place', 'room', 'chart'], `chart "${room.id}" is a ${room.kind}, not a terrain-effects chart`),
      );
    else {
      const effects = [...new Set(room.rows.flatMap((r) => Object.keys(r.effects ?? {})))];
      if (!effects.includes(place.room.effect))
        out.push(
          at(
            ref,
            ['place', 'room', 'effect'],
            `${missing('effect', place.room.effect, effects)} in the rows of chart "${room.id}"`,
          ),
        );
    }
  }
  if (place.units) {
    const locations = [...new Set(s.units.flatMap((u) => (u.setup?.location ? [u.setup.location] : [])))];
    if (!locations.includes(place.units.location))
      out.push(
        at(
          ref,
          ['place', 'units', 'location'],
          `${missing('set-up location', place.units.location, locations)} among the units' set-ups`,
        ),
      );
  }
  return out;
}
