import type { Scenario, SourceRef } from '../../model/scenario.js';
import type { Chart, Crt } from '../../model/schema/charts.js';
import type { PathPart, Problem } from '../problem.js';
import { parseDice, diceRange } from '../../model/dice-spec.js';
import { parseCrtColumns } from '../../model/crt-columns.js';
import { rollCoverage } from './roll-coverage.js';
import { at, duplicateIds, duplicateKeys, missing } from './report.js';

export function checkCharts(s: Scenario): Problem[] {
  const out: Problem[] = [...duplicateIds(s.charts, (i) => s.origins.charts[i], 'chart')];
  s.charts.forEach((c, i) =>
    out.push(...checkChart(c, s.origins.charts[i], s), ...markedParts(c, s.origins.charts[i])),
  );
  return out;
}

/** A note or an event marked reconstructed must exist, or its dagger would be lost and the value printed bare. */
function markedParts(c: Chart, ref: SourceRef): Problem[] {
  const out: Problem[] = [];
  const beyond = (marks: readonly number[] | undefined, count: number, path: PathPart[], what: string) =>
    marks?.forEach((n, i) => {
      if (n >= count) out.push(at(ref, [...path, i], `marks ${what} ${n} (from 0), but there are only ${count}`));
    });
  beyond(c.reconstructedNotes, c.notes.length, ['reconstructedNotes'], 'note');
  if (c.kind === 'turn-track')
    c.turns.forEach((t, i) =>
      beyond(t.reconstructedEvents, t.events.length, ['turns', i, 'reconstructedEvents'], 'event'),
    );
  return out;
}

/** Die rows that read as rolls and cover every total the chart's dice can make. */
function coverage(c: { dice: string; rows: readonly { roll: string | number }[] }, ref: SourceRef): Problem[] {
  const dice = diceRange(parseDice(c.dice));
  return rollCoverage(
    c.rows.map((r) => r.roll),
    dice,
  ).map((iss) => at(ref, iss.row === undefined ? ['rows'] : ['rows', iss.row, 'roll'], iss.message));
}

function checkChart(c: Chart, ref: SourceRef, s: Scenario): Problem[] {
  const out: Problem[] = [];
  const sub = (...p: PathPart[]): SourceRef => ({ src: ref.src, path: [...ref.path, ...p] });
  // One id a column, each once: a hook reading a column by id must find exactly one.
  if ('columnIds' in c && c.columnIds) {
    if (c.columnIds.length !== c.columns.length)
      out.push(at(ref, ['columnIds'], `has ${c.columnIds.length} ids for ${c.columns.length} columns`));
    c.columnIds.forEach((x, i) => {
      if (c.columnIds!.indexOf(x) !== i) out.push(at(ref, ['columnIds', i], `column id "${x}" is given twice`));
    });
  }
  switch (c.kind) {
    case 'crt':
      return checkCrt(c, ref);
    case 'die-table': {
      out.push(...coverage(c, ref));
      c.rows.forEach((r, i) => {
        if (r.results.length !== c.columns.length)
          out.push(
            at(
              ref,
              ['rows', i, 'results'],
              `has ${r.results.length} results for ${c.columns.length} columns (${c.columns.join(', ')})`,
            ),
          );
      });
      return out;
    }
    case 'terrain-effects': {
      const known = s.map
        ? [
            ...s.map.terrainTypes.map((t) => t.id),
            ...('lineFeatures' in s.map ? s.map.lineFeatures.map((f) => f.id) : []),
          ]
        : undefined;
      c.rows.forEach((r, i) => {
        if (r.cells.length !== c.columns.length)
          out.push(at(ref, ['rows', i, 'cells'], `has ${r.cells.length} cells for ${c.columns.length} columns`));
        if (known && !known.includes(r.terrain))
          out.push(at(ref, ['rows', i, 'terrain'], missing('terrain type or map feature', r.terrain, known)));
      });
      return out;
    }
    case 'table':
      c.rows.forEach(
        (r, i) =>
          r.length !== c.columns.length &&
          out.push(at(ref, ['rows', i], `has ${r.length} cells for ${c.columns.length} columns`)),
      );
      return out;
    case 'victory':
      return duplicateIds(c.points, (i) => sub('points', i), 'victory point');
    case 'turn-track':
      c.turns.forEach(
        (t, i) =>
          t.turn !== i + 1 &&
          out.push(
            at(ref, ['turns', i, 'turn'], `turns are numbered in order from 1; expected ${i + 1}, got ${t.turn}`),
          ),
      );
      return out;
    default:
      return out;
  }
}

/** One result per column in every row, rows that cover every roll, and only result codes the chart explains. */
export function checkCrt(c: Crt, ref: SourceRef): Problem[] {
  const sub = (...p: PathPart[]): SourceRef => ({ src: ref.src, path: [...ref.path, ...p] });
  const out: Problem[] = [
    // A code may mean one thing for the attacker and another for the defender, but only one thing for each.
    ...duplicateKeys(
      c.results,
      (r) => JSON.stringify([r.code, r.for]),
      (i) => sub('results', i),
      'result code',
      ['code'],
      (k) => {
        const [code, side] = JSON.parse(k) as [string, string];
        return `"${code}"${side === 'either' ? '' : ` for the ${side}`}`;
      },
    ),
    ...duplicateIds(c.modifiers, (i) => sub('modifiers', i), 'modifier'),
  ];
  const { bad } = parseCrtColumns(c.method, c.columns);
  bad.forEach((i) =>
    out.push(
      at(
        ref,
        ['columns', i],
        `"${c.columns[i]}" is not ` +
          `${c.method === 'odds' ? 'an odds column such as "3-1"' : 'a differential such as "+3"'}`,
      ),
    ),
  );
  out.push(...coverage(c, ref));
  const codes = c.results.map((r) => r.code);
  for (const end of ['worse', 'better'] as const) {
    const code = c.ends?.[end];
    if (code !== undefined && !codes.includes(code))
      out.push(at(ref, ['ends', end], `${missing('result code', code, codes)} in the results list`));
  }
  if (c.ends && c.method !== 'odds') out.push(at(ref, ['ends'], 'a chart read by differential has no odds ends'));
  c.rows.forEach((r, i) => {
    if (r.results.length !== c.columns.length)
      out.push(
        at(
          ref,
          ['rows', i, 'results'],
          `roll ${r.roll} has ${r.results.length} results, but the table has ${c.columns.length} columns`,
        ),
      );
    r.results.forEach((cell, j) => {
      const parts = c.split ? cell.split(c.split) : [cell];
      if (c.split && parts.length !== 2)
        out.push(at(ref, ['rows', i, 'results', j], `"${cell}" should be attacker${c.split}defender`));
      for (const part of parts)
        if (!codes.includes(part))
          out.push(at(ref, ['rows', i, 'results', j], `${missing('result code', part, codes)} in the results list`));
    });
  });
  return out;
}
