import type { Scenario } from '../model/scenario.js';
import type { DieTable } from '../model/schema/charts.js';
import type { DieTableProcedure } from '../model/schema/rules.js';
import type { TablePlace } from '../model/schema/rules-place.js';
import { parseDice } from '../model/dice-spec.js';
import { sumDistribution } from '../assist/dice/sum-distribution.js';
import { compassStep } from '../geometry/compass-step.js';
import { rowForRoll } from '../assist/crt/row-for-roll.js';
import { gridMapIndex, type GridMapIndex } from '../assist/map/grid-map-index.js';
import { cellKey } from '../geometry/grid.js';
import type { Cell } from '../geometry/types.js';
import type { Session } from '../assist/table/session.js';
import type { PositionEntry } from '../assist/position/position-entries.js';
import { KeyedRefusal, msg, type Message } from '../assist/messages.js';
import type { Chance, RuleReport } from './report.js';

// A die table whose roll names a place on the map (rules.yaml's `place`): one die for each effect of `label`,
// each die's row giving a part of a cell's label. The cell and those around it (but the terrains left out) are
// where the units land; the units of the holding side standing in every one of them block the roll. The journal
// keeps `{ turn, centre, blocked }` under `state`, which other rules read (a unit that has landed is on the board).

/** What the journal keeps of the roll. */
export interface PlaceKept {
  turn: number;
  centre: string;
  blocked: boolean;
}

export interface PlaceRequest {
  turn: number;
  /** The dice as rolled by hand, one per effect of `label`, in order. */
  faces?: number[];
  /** The holding side's units the player names, each where it stands. */
  held: readonly PositionEntry[];
  /** With `scatter`: the cell aimed at, and the roll's total as rolled by hand. */
  from?: string;
  roll?: number;
}

interface LandingCell {
  cell: string;
  terrain: string;
  held: boolean;
  room: number;
}

/** The map as a grid: validate refuses a place on an area map, so none reaches here. */
function indexOf(s: Scenario): GridMapIndex {
  if (!s.map || s.map.kind === 'area') throw new Error(`${s.id}: validate let a place through without a grid map`);
  return gridMapIndex(s.map);
}

/** The cell a set of faces names: each die's row, its effect, joined. */
export function cellOfFaces(chart: DieTable, label: readonly string[], faces: readonly number[]): string {
  const labels = chart.rows.map((r) => r.roll);
  return label.map((effect, i) => String(chart.rows[rowForRoll(labels, faces[i]).index].effects[effect])).join('');
}

/** Where a scatter lands: `distance` steps toward `direction` from the cell aimed at, stopping at the edge. */
function scattered(index: GridMapIndex, from: Cell, direction: string, distance: number) {
  let at = from;
  let steps = 0;
  for (; steps < distance; steps++) {
    const next = compassStep(index.grid, at, direction);
    if (!next) break;
    at = next;
  }
  return { cell: at, edge: steps < distance };
}

/** The cell and the cells within `around` steps of it, but those of the terrains left out. */
function landing(index: GridMapIndex, place: TablePlace, centre: Cell): Cell[] {
  const seen = new Map<string, Cell>([[cellKey(centre), centre]]);
  let ring = [centre];
  for (let step = 0; step < place.around; step++) {
    const next: Cell[] = [];
    for (const c of ring)
      for (const n of index.grid.neighbours(c)) if (!seen.has(cellKey(n))) seen.set(cellKey(n), n), next.push(n);
    ring = next;
  }
  return [...seen.values()].filter((c) => !place.except.includes(index.terrainAt(c)));
}

/** Every way the dice can fall: each set of faces, in order. */
function everyFaces(sides: number, count: number): number[][] {
  let out: number[][] = [[]];
  for (let i = 0; i < count; i++) out = out.flatMap((f) => Array.from({ length: sides }, (_, k) => [...f, k + 1]));
  return out;
}

export function rollPlace(
  s: Scenario,
  chart: DieTable,
  p: DieTableProcedure & { place: TablePlace },
  rq: PlaceRequest,
  session: Session,
  report: RuleReport,
): RuleReport {
  const place = p.place;
  const { turn } = rq;
  const index = indexOf(s);
  const previous = session.state<PlaceKept | undefined>(place.state, undefined);
  if (previous && !previous.blocked)
    throw new KeyedRefusal(
      msg('table.placeKept', { title: p.title, turn: previous.turn, centre: previous.centre, section: place.section }),
    );
  const held = place.held;
  const sideName = (id: string) => s.game.sides.find((x) => x.id === id)?.name ?? id;
  const eliminated = session.state<string[]>('eliminated', []);
  for (const u of rq.held) {
    if (held && u.unit.side !== held.side)
      throw new KeyedRefusal(
        msg('table.placeHeldSide', { ref: u.ref, side: sideName(held.side), section: held.section }),
      );
    if (eliminated.includes(u.ref) || eliminated.includes(u.unit.id))
      throw new KeyedRefusal(msg('refused.eliminated', { ref: u.ref, section: held?.section ?? place.section }));
  }
  const heldCells = new Set(rq.held.map((u) => cellKey(index.cell(u.at))));
  const roomChart = place.room ? s.charts.find((c) => c.id === place.room!.chart) : undefined;
  const roomOf = (terrain: string): number => {
    if (roomChart?.kind !== 'terrain-effects') return 0;
    return Number(roomChart.rows.find((r) => r.terrain === terrain)?.effects[place.room!.effect] ?? 0);
  };
  const cellsAround = (label: string): LandingCell[] =>
    landing(index, place, index.cell(label)).map((c) => ({
      cell: index.grid.label(c),
      terrain: index.terrainAt(c),
      held: heldCells.has(cellKey(c)),
      room: roomOf(index.terrainAt(c)),
    }));
  const dice = parseDice(chart.dice);
  const labels = chart.rows.map((r) => r.roll);
  const rowOf = (total: number) => chart.rows[rowForRoll(labels, total).index];
  const scatter = place.scatter;
  const aim = scatter ? index.cell(rq.from ?? '') : undefined;
  const scatterOf = (total: number) => {
    const row = rowOf(total);
    const direction = String(row.effects[scatter!.direction]);
    const distance = Number(row.effects[scatter!.distance] ?? 0);
    return { row, direction, distance, ...scattered(index, aim!, direction, distance) };
  };
  // Every way the dice can fall, with its weight: each die a part of the label, or the scatter roll's totals.
  const count = place.label?.length ?? 1;
  const ways: { centre: string; weight: number }[] = scatter
    ? [...sumDistribution(dice).ways].map(([t, w]) => ({ centre: index.grid.label(scatterOf(t).cell), weight: w }))
    : everyFaces(dice.sides, count).map((f) => ({
        centre: index.grid.label(index.cell(cellOfFaces(chart, place.label!, f))),
        weight: 1,
      }));
  const outcomesAll = ways.reduce((n, w) => n + w.weight, 0);
  const centres = new Set<string>();
  const blockedAt = new Set<string>();
  let blockedWays = 0;
  for (const w of ways) {
    centres.add(w.centre);
    if (cellsAround(w.centre).every((x) => x.held)) (blockedWays += w.weight), blockedAt.add(w.centre);
  }
  const side = held ? sideName(held.side) : '';
  const last = p.turns?.to ?? turn;
  const units = place.units ? s.units.filter((u) => u.setup?.location === place.units!.location) : [];
  const trays = units.reduce((n, u) => n + u.count, 0);
  if (place.units && units.length)
    report.before.push(
      msg('table.placeUnits', {
        turn,
        count: trays,
        name: units.map((u) => u.name).join(', '),
        unit: units.map((u) => u.id).join(', '),
        text: place.units.text,
        section: place.section,
      }),
    );
  report.before.push(
    aim
      ? msg('table.placeAim', { from: index.grid.label(aim), cells: centres.size, section: place.section })
      : msg('table.placeDice', { dice: count, cells: centres.size, section: place.section }),
  );
  if (blockedAt.size) report.before.push(msg('table.placeHeldAll', { side, cells: [...blockedAt].join(', ') }));
  // The English meaning for --json, as the other tables give it; the keyed one for each front end's words.
  // The code is keyed too ("lands" reads «высадка» in Russian); the JSON keeps the English code.
  const outcome = (code: 'lands' | 'blocked', meaning: string, said: Message, ways: number): Chance =>
    Object.defineProperty(
      { code, meaning, probability: ways / outcomesAll, fraction: `${ways}/${outcomesAll}` },
      'said',
      { value: { code: msg(`table.placeCode.${code}`), meaning: said }, enumerable: false },
    );
  const outcomes = [
    outcome('lands', 'at least one cell is free', msg('table.placeLands'), outcomesAll - blockedWays),
    outcome('blocked', 'every cell is held', msg('table.placeBlockedMeaning', { side }), blockedWays),
  ].filter((o) => o.probability > 0);
  report.chances = { heading: msg(session.preview ? 'table.placeChancesPreview' : 'table.placeChances'), outcomes };
  Object.assign(report.data, { centres: [...centres], blocked: [...blockedAt], chances: outcomes });
  if (session.preview) return report;
  let centre: string;
  let faces: number[] | undefined;
  let total: number | undefined;
  let box: ReturnType<Session['dice']>;
  if (aim) {
    box = session.dice(rq.roll !== undefined);
    total = box.roll('--roll', dice, rq.roll).total;
    const r = scatterOf(total);
    centre = index.grid.label(r.cell);
    const named = index.placeAt(r.cell);
    report.after.push(
      msg('table.placeScatter', {
        roll: total,
        row: String(r.row.roll),
        from: index.grid.label(aim),
        distance: r.distance,
        direction: r.direction,
        centre,
        name: named ? msg('table.placeName', { name: named }) : '',
        edge: r.edge ? msg('table.placeEdge') : '',
      }),
    );
  } else {
    box = session.dice(rq.faces !== undefined);
    faces = box.faces('--dice', count, rq.faces, dice.sides);
    const rows = faces.map((f) => rowOf(f));
    centre = index.grid.label(index.cell(cellOfFaces(chart, place.label!, faces)));
    const said = rows
      .map((r, i) => msg('table.cell', { column: chart.columns[i] ?? chart.columns[0], result: r.results[i] ?? '' }))
      .reduce((a, b) => msg('table.cells', { a, b }));
    const named = index.placeAt(index.cell(centre));
    report.after.push(
      msg('table.placeRoll', {
        faces: faces.join(', '),
        cells: said,
        centre,
        name: named ? msg('table.placeName', { name: named }) : '',
      }),
    );
  }
  const cells = cellsAround(centre);
  const blocked = cells.every((x) => x.held);
  report.after.push(
    msg('table.placeCells', {
      except: place.except.length ? msg('table.placeExcept', { terrains: place.except.join(', ') }) : '',
      cells: cells
        .map((x) =>
          x.held
            ? msg('table.placeCellHeld', { cell: x.cell, terrain: x.terrain, side })
            : msg('table.placeCell', { cell: x.cell, terrain: x.terrain }),
        )
        .reduce((a, b) => msg('table.cells', { a, b })),
    }),
  );
  const free = cells.filter((x) => !x.held);
  const room = free.reduce((n, x) => n + x.room, 0);
  if (blocked)
    report.after.push(
      turn < last
        ? msg('table.placeAgain', { count: cells.length, side, next: turn + 1, section: place.section })
        : msg('table.placeFails', { count: cells.length, side, section: place.section }),
    );
  else {
    const roomSaid = !place.room
      ? ''
      : room < trays
        ? msg('table.placeShort', { room, text: place.room.text, short: trays - room })
        : msg('table.placeRoom', { room, text: place.room.text });
    report.after.push(
      msg('table.placeFree', { cells: free.map((x) => x.cell).join(', '), room: roomSaid, section: place.section }),
    );
    for (const text of place.after) report.after.push(msg('table.placeAfter', { text, section: place.section }));
  }
  report.chances!.rolled = blocked ? 'blocked' : 'lands';
  const kept: PlaceKept = { turn, centre, blocked };
  session.record(
    {
      command: p.id,
      inputs: {
        turn,
        ...(aim && scatter ? { [scatter.from.id]: index.grid.label(aim) } : {}),
        ...(held ? { [held.id]: rq.held.map((u) => `${u.ref}@${u.at}`) } : {}),
      },
      result: { centre, blocked },
      turn,
    },
    {
      turn,
      ...(p.side ? { phase: `${sideName(p.side)}: ${p.title}` } : {}),
      [place.state]: kept,
    },
  );
  report.rolls = box.rolls;
  Object.assign(report.data, {
    ...(faces ? { faces } : { roll: total }),
    centre,
    cells,
    blocked,
    units: units.map((u) => u.id),
    count: trays,
    room,
    kept,
  });
  return report;
}
