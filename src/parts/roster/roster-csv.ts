import { joinSentences } from '../../print/join-sentences.js';
import type { RosterUnit } from './roster-units.js';
import type { SideGroup } from './by-side-and-formation.js';
import { toCsv } from './csv.js';

/** Column names are stable field names, not translated: spreadsheets and scripts key on them. */
const ROSTER_CSV_COLUMNS = [
  'side',
  'formation',
  'unit',
  'name',
  'designation',
  'nationality',
  'type',
  'echelon',
  'pieces',
  'strength',
  'move',
  'stands',
  'figures_per_stand',
  'figures',
  'vehicles',
  'guns',
  'base',
  'base_width_mm',
  'base_depth_mm',
  'arrival',
  'arrival_turn',
  'arrival_when',
  'arrival_location',
  'reserve_box',
  'reserve_cost',
  'abilities',
  'notes',
  'reconstructed',
] as const;

/** One row per unit line, grouped as the printed roster groups them. */
export function rosterCsvRows(sides: SideGroup<RosterUnit>[]): (string | number | undefined)[][] {
  const rows: (string | number | undefined)[][] = [[...ROSTER_CSV_COLUMNS]];
  for (const side of sides)
    for (const f of side.formations)
      for (const u of f.units)
        rows.push([
          side.name,
          f.name,
          u.id,
          u.name,
          u.designation,
          u.nationalityName,
          u.typeName,
          u.echelon,
          u.count,
          u.strength,
          u.move,
          u.stands,
          u.figuresPerStand,
          u.figures,
          u.vehicles,
          u.guns,
          u.base.name,
          u.base.widthMm,
          u.base.depthMm,
          u.arrival.kind,
          u.arrival.turn,
          u.arrival.when,
          u.arrival.locationName,
          u.arrival.boxName,
          u.arrival.cost,
          u.abilities.map((a) => a.name).join('; '),
          joinSentences(u.notes),
          u.reconstructed ? 'yes' : 'no',
        ]);
  return rows;
}

export const rosterCsv = (sides: SideGroup<RosterUnit>[]): string => '\uFEFF' + toCsv(rosterCsvRows(sides));
