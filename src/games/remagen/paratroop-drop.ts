import type { DieTable } from '../../model/schema/charts.js';
import type { Scenario } from '../../model/scenario.js';
import type { GridMapIndex } from '../../assist/map/grid-map-index.js';
import { dieTableRow } from '../../assist/crt/die-table-row.js';
import { cellKey } from '../../geometry/grid.js';
import { KeyedRefusal } from '../../assist/messages.js';
import { msg } from './messages.js';
import type { PlacedUnit } from '../../rules/shared/placed-unit.js';
import { requireChart } from '../../rules/shared/chart-lookup.js';
import type { CrtOutcome } from '../../assist/crt/resolve-crt.js';

export interface DropState {
  turn: number;
  centre: string;
  blocked: boolean;
}

export interface DropSector {
  sector: string;
  terrain: string;
  germanHeld: boolean;
  /** Trays of infantry the sector holds, by the capacity chart. */
  room: number;
}

export interface DropReport {
  turn: number;
  dice: [number, number];
  centre: string;
  sectors: DropSector[];
  blocked: boolean;
  trays: number;
  steps: string[];
}

/**
 * The turns a drop may be tried: the paratroops' arrival turn, and the turn after it if the first
 * attempt found no room.
 */
export function dropTurns(s: Scenario): { unit: string; trays: number; first: number } {
  const para = s.units.find((u) => u.abilities.includes('paratroop') && u.setup?.turn !== undefined);
  if (!para) throw new KeyedRefusal(msg('remagen.refused.noParatroop', { game: s.id }));
  return { unit: para.id, trays: para.count, first: para.setup!.turn! };
}

/**
 * The paratroop drop (rules: Paratroop Drop): two dice on the drop table give a row and a column;
 * the trays land in that sector or any of its eight neighbours, land only. If the Germans hold every
 * one of them, the drop may be tried again next turn.
 */
export function paratroopDrop(
  s: Scenario,
  index: GridMapIndex,
  table: DieTable,
  input: { turn: number; dice: [number, number]; germans: PlacedUnit[]; previous?: DropState },
): DropReport {
  const { unit, trays, first } = dropTurns(s);
  const { turn, previous } = input;
  if (previous && !previous.blocked)
    throw new KeyedRefusal(msg('remagen.refused.dropped', { turn: previous.turn, at: previous.centre }));
  // Without a journal the first attempt is unknown, so a second-turn drop is taken on the players' word.
  if (turn === first + 1 && previous && previous.turn === first + 1)
    throw new KeyedRefusal(msg('remagen.refused.secondDrop', { turn }));
  if (turn !== first && turn !== first + 1)
    throw new KeyedRefusal(msg('remagen.refused.dropTurn', { first, second: first + 1, turn }));
  const rowOf = dieTableRow(table, input.dice[0]);
  const colOf = dieTableRow(table, input.dice[1]);
  const rowLetter = String(rowOf.effects.row ?? rowOf.results[0]);
  const column = String(colOf.effects.column ?? colOf.results[1]);
  const centreCell = index.cell(`${rowLetter}${column}`);
  const centre = index.grid.label(centreCell);
  const capacity = requireChart(s, 'capacity', 'terrain-effects');
  const water = new Set(index.map.terrainTypes.filter((t) => t.pattern === 'water').map((t) => t.id));
  const german = new Set(input.germans.map((g) => cellKey(g.cell)));
  for (const g of input.germans)
    if (g.unit.side === s.units.find((u) => u.id === unit)!.side)
      throw new KeyedRefusal(msg('remagen.refused.notGerman', { ref: g.ref }));
  const sectors: DropSector[] = [centreCell, ...index.grid.neighbours(centreCell)]
    .filter((c) => !water.has(index.terrainAt(c)))
    .map((c) => {
      const terrain = index.terrainAt(c);
      return {
        sector: index.grid.label(c),
        terrain,
        germanHeld: german.has(cellKey(c)),
        room: Number(capacity.rows.find((r) => r.terrain === terrain)?.effects.infantry ?? 0),
      };
    });
  const blocked = sectors.every((x) => x.germanHeld);
  const free = sectors.filter((x) => !x.germanHeld);
  const room = free.reduce((n, x) => n + x.room, 0);
  const place = index.placeAt(centreCell);
  const steps = [
    `Turn ${turn}: ${trays} paratroop trays (${unit}) may drop east of the Rhine; ` +
      `their ${trays} Combat Values come off this turn's replacement quota`,
    `Dice ${input.dice[0]} and ${input.dice[1]}: row ${rowLetter}, column ${column}: ` +
      `the drop sector is ${centre}${place ? ` (${place})` : ''}, ` +
      `each of the ${table.rows.length * table.rows.length} centres being equally likely`,
    'Landing sectors (the centre and its land neighbours): ' +
      `${sectors.map((x) => `${x.sector} ${x.terrain}${x.germanHeld ? ' German-held' : ''}`).join(', ')}`,
  ];
  if (blocked)
    steps.push(
      turn === first
        ? `All ${sectors.length} sectors are German-held: no drop; try again on turn ${first + 1}`
        : `All ${sectors.length} sectors are German-held: the drop fails`,
    );
  else {
    steps.push(
      `Place the ${trays} trays in ${free.map((x) => x.sector).join(', ')}: ` +
        `room for ${room} trays of infantry${room < trays ? `; ${trays - room} find no room` : ''}`,
    );
    steps.push(
      'After landing the paratroops may make one full infantry move; ' +
        'landing next to Germans is allowed, but then they may not move and must attack from there',
    );
  }
  return { turn, dice: input.dice, centre, sectors, blocked, trays, steps };
}

/**
 * Before the two drop dice: every pair of faces, the sector it names, and whether the Germans hold all its
 * landing sectors; the chance of landing and of finding no room.
 */
export function dropChances(
  s: Scenario,
  index: GridMapIndex,
  table: DieTable,
  input: { turn: number; germans: PlacedUnit[]; previous?: DropState },
): { outcomes: CrtOutcome[]; centres: string[]; blocked: string[] } {
  const sides = Number(table.dice.match(/d(\d+)$/)?.[1] ?? 6);
  let held = 0;
  const centres = new Set<string>();
  const blocked = new Set<string>();
  for (let a = 1; a <= sides; a++)
    for (let b = 1; b <= sides; b++) {
      const r = paratroopDrop(s, index, table, { ...input, dice: [a, b] });
      centres.add(r.centre);
      if (r.blocked) held++, blocked.add(r.centre);
    }
  const all = sides * sides;
  const outcomes: CrtOutcome[] = [
    {
      code: 'lands',
      meaning: 'at least one landing sector is free',
      probability: (all - held) / all,
      fraction: `${all - held}/${all}`,
    },
    {
      code: 'no room',
      meaning: 'all the landing sectors are German-held',
      probability: held / all,
      fraction: `${held}/${all}`,
    },
  ].filter((o) => o.probability > 0);
  return { outcomes, centres: [...centres], blocked: [...blocked] };
}
