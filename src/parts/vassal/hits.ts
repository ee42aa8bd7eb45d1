import type { Scenario } from '../../model/scenario.js';
import { pieceHits } from '../../load/hit-chart.js';

/** How many hit boxes a miniatures piece carries, and the one that disables it; undefined for a plain counter. */
export function hitBoxesOf(s: Scenario, unitId: string): { boxes: number; disabledAt?: number } | undefined {
  const entry = s.rosters?.entries.find((e) => e.unit === unitId);
  if (!entry) return undefined;
  const fromChart = entry.hits ? pieceHits(s.charts, entry.hits.chart, entry.hits.row) : undefined;
  if (fromChart) return { boxes: fromChart.boxes, disabledAt: fromChart.disabledAt };
  // Without a hit chart row the roster prints one box per strength point.
  const u = s.units.find((x) => x.id === unitId);
  const f = u?.factors;
  const strength = f?.kind === 'strength' ? f.strength : f?.kind === 'combat-move' ? f.combat : undefined;
  return typeof strength === 'number' && strength > 0 ? { boxes: Math.min(strength, 12) } : undefined;
}

/**
 * The hit layer's picture with `hits` of `boxes` ticked: a row of boxes along the piece's foot, the rest of the
 * piece left clear so the face shows through. `size` is the piece's width in pt, `height` its depth (a stand's
 * base), the same for a counter.
 */
export function hitStripSvg(boxes: number, hits: number, size: number, disabledAt?: number, height = size): string {
  const { gap, box } = hitBoxSize(boxes, size);
  const y = height - box - gap;
  const x0 = (size - boxes * box - (boxes - 1) * gap) / 2;
  const cells = Array.from({ length: boxes }, (_, i) => {
    const x = x0 + i * (box + gap);
    const fill = i < hits ? '#c0202a' : i + 1 === disabledAt ? '#c8c8c8' : '#ffffff';
    const f = (v: number) => v.toFixed(2);
    const stroke = `stroke="#000" stroke-width="${f(box * 0.08)}"`;
    return `<rect x="${f(x)}" y="${f(y)}" width="${f(box)}" height="${f(box)}" fill="${fill}" ${stroke}/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${height}">${cells.join('')}</svg>`;
}

/** The side of one hit box and the gap between boxes along a piece `size` pt wide. */
function hitBoxSize(boxes: number, size: number): { gap: number; box: number } {
  const gap = size * 0.02;
  return { gap, box: Math.min(size * 0.16, (size - gap * (boxes + 1)) / boxes) };
}

/** The height (pt) of a strip holding only the row of boxes: a counter's boxes hang below it, clear of its factors. */
export function hitStripHeight(boxes: number, size: number): number {
  const { gap, box } = hitBoxSize(boxes, size);
  return box + 2 * gap;
}
