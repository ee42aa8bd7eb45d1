import type { Scenario, SourceRef } from '../../model/scenario.js';
import type { AreaMap, GameMap, HexMap, SquareMap } from '../../model/schema/map.js';
import type { Problem, PathPart } from '../problem.js';
import { expandCells } from '../../geometry/grid.js';
import { gridOf } from './map-grid.js';
import { at, duplicateIds, duplicateKeys, idsSharedAcross, missing } from './report.js';

export function checkMap(s: Scenario): Problem[] {
  const map = s.map;
  const ref = s.origins.map;
  if (!map || !ref) return [];
  const sides = s.game.sides.map((x) => x.id);
  const out: Problem[] = [];
  if (map.kind !== s.game.mapKind)
    out.push(at(ref, ['kind'], `game.yaml says the map is "${s.game.mapKind}" but map.yaml draws a "${map.kind}" map`));
  const sub = (...p: PathPart[]): SourceRef => ({ src: ref.src, path: [...ref.path, ...p] });
  const sideCheck = (value: string | undefined, r: SourceRef, field: string) =>
    value !== undefined && !sides.includes(value) && out.push(at(r, [field], missing('side', value, sides)));
  map.boxes.forEach((b, i) => sideCheck(b.for, sub('boxes', i), 'for'));
  out.push(...duplicateIds(map.boxes, (i) => sub('boxes', i), 'box'));
  out.push(...duplicateIds(map.terrainTypes, (i) => sub('terrainTypes', i), 'terrain type'));
  out.push(...sharedLocationIds(map, sub));
  if (map.kind === 'area') out.push(...checkAreaMap(map, sub, sides));
  else out.push(...checkGridMap(map, sub, sides));
  return out;
}

/** A set-up or an arrival names its place by id alone, so no two kinds of place may share one. */
function sharedLocationIds(map: GameMap, sub: (...p: PathPart[]) => SourceRef): Problem[] {
  const group = (items: readonly { id: string }[], field: string, what: string) => ({
    items,
    refOf: (i: number) => sub(field, i),
    what,
  });
  const purpose = 'a set-up location must name one place';
  if (map.kind === 'area')
    return idsSharedAcross([group(map.areas, 'areas', 'area'), group(map.boxes, 'boxes', 'box')], purpose);
  return idsSharedAcross(
    [
      group(map.boxes, 'boxes', 'box'),
      group(map.zones, 'zones', 'zone'),
      group(map.edges, 'edges', 'edge'),
      group(map.lines, 'lines', 'line'),
    ],
    purpose,
  );
}

function checkGridMap(map: HexMap | SquareMap, sub: (...p: PathPart[]) => SourceRef, sides: string[]): Problem[] {
  const out: Problem[] = [
    ...duplicateIds(map.lineFeatures, (i) => sub('lineFeatures', i), 'line feature'),
    ...duplicateIds(map.edges, (i) => sub('edges', i), 'edge'),
    ...duplicateIds(map.lines, (i) => sub('lines', i), 'line'),
    ...duplicateIds(map.zones, (i) => sub('zones', i), 'zone'),
    ...duplicateKeys(
      map.places,
      (p) => JSON.stringify([p.name, p.at]),
      (i) => sub('places', i),
      'place',
      ['name'],
      (k) => {
        const [name, cell] = JSON.parse(k) as [string, string];
        return `"${name}" at ${cell}`;
      },
    ),
  ];
  if (map.kind === 'hex')
    out.push(...duplicateIds(map.labels.alternates, (i) => sub('labels', 'alternates', i), 'label scheme'));
  else out.push(...duplicateIds(map.bridges, (i) => sub('bridges', i), 'bridge'));
  const grid = gridOf(map);
  const terrains = map.terrainTypes.map((t) => t.id);
  const features = map.lineFeatures.map((f) => f.id);
  const cellsOk = (list: readonly string[], r: SourceRef, field: PathPart) => {
    const { cells, bad } = expandCells(list, grid);
    bad.forEach((b) =>
      out.push(at(r, [field, b.index], `"${b.text}" ${b.why} (${map.columns} columns × ${map.rows} rows)`)),
    );
    return cells;
  };
  if (!terrains.includes(map.terrain.default))
    out.push(at(sub('terrain'), ['default'], missing('terrain type', map.terrain.default, terrains)));
  for (const [t, list] of Object.entries(map.terrain.cells)) {
    if (!terrains.includes(t)) out.push(at(sub('terrain', 'cells'), [t], missing('terrain type', t, terrains)));
    cellsOk(list, sub('terrain', 'cells'), t);
  }
  map.places.forEach(
    (p, i) => grid.parse(p.at) || out.push(at(sub('places', i), ['at'], `"${p.at}" is not a cell on this map`)),
  );
  map.roads.forEach((road, i) => {
    if (!features.includes(road.kind))
      out.push(at(sub('roads', i), ['kind'], missing('line feature', road.kind, features)));
    const cells = cellsOk(road.cells, sub('roads', i), 'cells');
    for (let k = 1; k < cells.length; k++)
      if (!grid.adjacent(cells[k - 1], cells[k]))
        out.push(
          at(
            sub('roads', i),
            ['cells', k],
            'a road runs between neighbouring cells, ' +
              `but ${grid.label(cells[k - 1])} and ${grid.label(cells[k])} do not touch`,
          ),
        );
  });
  map.edges.forEach((e, i) => {
    if (!sides.includes(e.for)) out.push(at(sub('edges', i), ['for'], missing('side', e.for, sides)));
    if (e.cells) {
      const cells = cellsOk(e.cells, sub('edges', i), 'cells');
      cells.forEach(
        (c) =>
          grid.onEdge(c, e.side) ||
          out.push(at(sub('edges', i), ['cells'], `${grid.label(c)} is not on the ${e.side} edge`)),
      );
    }
  });
  map.lines.forEach((l, i) => cellsOk(l.cells, sub('lines', i), 'cells'));
  map.zones.forEach((z, i) => z.cells && cellsOk(z.cells, sub('zones', i), 'cells'));
  if (map.kind === 'hex') {
    const seen = new Set<string>();
    map.hexsides.forEach((h, i) => {
      const r = sub('hexsides', i);
      if (!features.includes(h.feature)) out.push(at(r, ['feature'], missing('line feature', h.feature, features)));
      const [a, b] = h.between.map((x) => grid.parse(x));
      if (!a || !b) {
        h.between.forEach(
          (x, j) => grid.parse(x) || out.push(at(r, ['between', j], `"${x}" is not a hex on this map`)),
        );
        return;
      }
      if (!grid.adjacent(a, b))
        out.push(
          at(r, ['between'], `${h.between[0]} and ${h.between[1]} are not neighbours, so no hexside joins them`),
        );
      const key = [grid.label(a), grid.label(b)].sort().join('|') + '|' + h.feature;
      if (seen.has(key))
        out.push(at(r, ['between'], `the ${h.feature} hexside ${h.between.join('–')} is listed twice`));
      seen.add(key);
    });
  } else {
    map.bridges.forEach((b, i) => {
      cellsOk(b.sectors, sub('bridges', i), 'sectors');
      cellsOk(b.bridgeheads, sub('bridges', i), 'bridgeheads');
    });
  }
  return out;
}

function checkAreaMap(map: AreaMap, sub: (...p: PathPart[]) => SourceRef, sides: string[]): Problem[] {
  const out: Problem[] = [
    ...duplicateIds(map.areas, (i) => sub('areas', i), 'area'),
    ...duplicateIds(map.rivers, (i) => sub('rivers', i), 'river'),
  ];
  const ids = map.areas.map((a) => a.id);
  const terrains = map.terrainTypes.map((t) => t.id);
  map.areas.forEach((a, i) => {
    const r = sub('areas', i);
    if (!terrains.includes(a.terrain)) out.push(at(r, ['terrain'], missing('terrain type', a.terrain, terrains)));
    a.approaches.forEach(
      (ap, j) =>
        terrains.includes(ap.terrain) ||
        out.push(at(r, ['approaches', j, 'terrain'], missing('terrain type', ap.terrain, terrains))),
    );
    if (!a.position && !a.polygon)
      out.push(at(r, ['id'], `area "${a.id}" has neither a position nor a polygon, so it cannot be drawn`));
    for (const f of ['control', 'startFor', 'supplyFor'] as const) {
      const v = a[f];
      if (v !== undefined && !sides.includes(v)) out.push(at(r, [f], missing('side', v, sides)));
    }
    a.entryFor.forEach((v, j) => sides.includes(v) || out.push(at(r, ['entryFor', j], missing('side', v, sides))));
  });
  const seen = new Set<string>();
  map.connections.forEach((c, i) => {
    const r = sub('connections', i);
    c.between.forEach((x, j) => ids.includes(x) || out.push(at(r, ['between', j], missing('area', x, ids))));
    if (c.between[0] === c.between[1])
      out.push(at(r, ['between'], `a connection joins two different areas, not "${c.between[0]}" to itself`));
    const key = [...c.between].sort().join('|') + '|' + c.kind;
    if (seen.has(key)) out.push(at(r, ['between'], `the ${c.kind} ${c.between.join('–')} is listed twice`));
    seen.add(key);
    if (c.river && !map.rivers.some((rv) => rv.id === c.river))
      out.push(
        at(
          r,
          ['river'],
          missing(
            'river',
            c.river,
            map.rivers.map((x) => x.id),
          ),
        ),
      );
  });
  map.rivers.forEach((rv, i) =>
    rv.borders.forEach((pair, j) =>
      pair.forEach(
        (x, k) => ids.includes(x) || out.push(at(sub('rivers', i), ['borders', j, k], missing('area', x, ids))),
      ),
    ),
  );
  return out;
}
