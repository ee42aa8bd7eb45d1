import type { Chart } from '../../../model/schema/charts.js';
import type { Scenario } from '../../../model/scenario.js';
import { cellKey } from '../../../geometry/grid.js';
import { text, textBox, type Item } from '../../../print/scene.js';
import { NUMBER_AIR, type SeamRanges } from './draw-grid-lines.js';
import { LABEL_INK } from '../map-style.js';
import type { CellGeometry } from './cell-geometry.js';
import { zoneLineWidth } from './draw-lines.js';

type TerrainEffects = Extract<Chart, { kind: 'terrain-effects' }>;

/**
 * The chart that limits what a cell holds, as the rules declare it (`movement.stacking.capacity.chart`): the marks
 * print what the referee checks each move against, and a chart the rules do not name marks nothing.
 */
export function capacityChart(s: Scenario): TerrainEffects | undefined {
  const id = s.rules?.movement?.stacking?.capacity?.chart;
  return s.charts.find((c): c is TerrainEffects => c.kind === 'terrain-effects' && c.id === id);
}

/**
 * A reminder of the cell's capacity in its lower corner ("6·3·2·1"), read with the capacity table in the
 * legend: on a miniatures board the players check it at every move.
 */
export function drawCapacityMarks(
  chart: TerrainEffects,
  geo: CellGeometry,
  terrainByCell: Map<string, string>,
  seams: SeamRanges = { x: [], y: [] },
): Item[] {
  const byTerrain = new Map(chart.rows.map((r) => [r.terrain, r.cells.join('·')]));
  const size = Math.min(16, Math.max(4, geo.size * 0.06));
  const items: Item[] = [];
  // Half a zone's border reaches into the cell, and its halo a point beyond.
  const inset = zoneLineWidth(geo) / 2 + 1;
  for (const c of geo.grid.cells()) {
    const reminder = byTerrain.get(terrainByCell.get(cellKey(c)) ?? '');
    if (!reminder) continue;
    const o = geo.outline(c);
    const right = Math.max(...o.map((p) => p[0]));
    const bottom = Math.max(...o.map((p) => p[1]));
    // Set at the cell's lower right, clear of a zone's dashed border along the cell's edges (issue 24: Remagen's
    // figures sat on the US assembly area's); a reminder covering the whole of a seam's cut range (where every cut
    // would run through it) moves left, clear of the range.
    let x = right - size * 0.4 - inset;
    const y = bottom - size * 0.45 - inset;
    const box = textBox(x, y, reminder, size, 'end', 0, 'condensedBold');
    for (const [lo, hi] of seams.x) if (box.x <= lo && box.x + box.width >= hi) x = Math.min(x, lo - NUMBER_AIR - 1);
    items.push(
      text(x, y, reminder, size, {
        anchor: 'end',
        face: 'condensedBold',
        fill: LABEL_INK,
        halo: '#ffffff',
        fine: true,
      }),
    );
  }
  return items;
}
