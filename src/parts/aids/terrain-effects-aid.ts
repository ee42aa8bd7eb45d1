import type { Chart } from '../../model/schema/charts.js';
import type { GameMap } from '../../model/schema/map.js';
import type { Aid, AidElement } from './aid-model.js';
import type { Translator } from './translator.js';
import { finishAid } from './finish-aid.js';
import { dagger, isReconstructed } from './reconstructed.js';
import { cellMarked } from '../../provenance/marks.js';
import { terrainSwatch } from '../map/api-swatch.js';

type TerrainEffects = Extract<Chart, { kind: 'terrain-effects' }>;

/** Nominal swatch height in pt; the table scales it to its rows' text. */
const SWATCH_PT = 10;

/**
 * The terrain effects chart: one row per terrain type or map feature, named as the map key names it, with a swatch
 * of it as the map draws it so a player matches a colour on the sheet to its row.
 */
export function terrainEffectsAid(c: TerrainEffects, t: Translator, map: GameMap | undefined): Aid {
  const tr = (x: string) => t.chart(c.id, x);
  const names = new Map<string, string>();
  for (const tt of map?.terrainTypes ?? []) names.set(tt.id, tt.name);
  if (map && 'lineFeatures' in map) for (const f of map.lineFeatures) names.set(f.id, f.name);
  const elements: AidElement[] = [
    {
      kind: 'table',
      columns: [
        { label: t.str('terrain'), align: 'left', rowHeader: true, wrap: true },
        ...c.columns.map((label) => ({ label: tr(label), align: 'center' as const, wrap: true })),
      ],
      rows: c.rows.map((r, i) => ({
        reconstructed: isReconstructed(r.provenance) || !!r.reconstructedCells?.length,
        cells: [
          {
            text: dagger(t.name(r.terrain, names.get(r.terrain) ?? r.terrain), isReconstructed(r.provenance)),
            swatch: terrainSwatch(map, r.terrain, SWATCH_PT),
          },
          // A row the rules give in part carries its dagger on the cells that are ours.
          ...r.cells.map((cell, j) => ({
            text: dagger(tr(cell), cellMarked(r, j)),
            data: { chart: c.id, row: String(i), col: String(j) },
          })),
        ],
      })),
    },
  ];
  return finishAid(
    c,
    elements,
    t,
    c.rows.map((r) => (r.reconstructedCells?.length ? { reconstructed: 'some cells' } : r.provenance)),
  );
}
