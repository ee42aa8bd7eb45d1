import type { Chart } from '../../../model/schema/charts.js';
import type { Box as MapBox } from './box-types.js';
import { path, rectPath, type Item } from '../../../print/scene.js';
import { INK } from '../map-style.js';
import { framedBox, textLines, titleBarHeight, titleWidth, type Block, type FurnitureContext } from './block.js';
import { fitSpaces, naturalSpaces, spaceRects, type SpaceGrid } from './space-grid.js';

type TurnTrack = Extract<Chart, { kind: 'turn-track' }>;

/**
 * The turn record track: a space per turn big enough for the turn marker, with the turn's label above the
 * marker's place and its events (reinforcements, weather) in small print below. Night turns are shaded.
 */
export function turnTrackBlock(
  box: MapBox,
  chart: TurnTrack | undefined,
  color: string,
  f: FurnitureContext,
  fixed?: { width: number; height: number },
): Block {
  const tr = (x: string) => (chart ? f.texts.chart(chart.id, x) : x);
  const turns =
    chart?.turns ??
    Array.from({ length: 10 }, (_, i) => ({ turn: i + 1, label: String(i + 1), night: false, events: [] as string[] }));
  const title = f.texts.name(box.id, box.name);
  const pad = 5 * f.scale;
  const bar = titleBarHeight(f);
  const hasEvents = turns.some((t) => t.events.length);
  const ratio = hasEvents ? 1.75 : 1.3;
  const grid: SpaceGrid = fixed
    ? fitSpaces(turns.length, fixed.width - 2 * pad, fixed.height - bar - 2 * pad, ratio, f.counterSpace * 2)
    : naturalSpaces(turns.length, f.counterSpace * 1.08, ratio, 12);
  const width = fixed?.width ?? Math.max(2 * pad + grid.perRow * grid.width, titleWidth(title, f));
  const height = fixed?.height ?? bar + 2 * pad + grid.rows * grid.height;
  return {
    id: box.id,
    width,
    height,
    draw(x, y) {
      const items: Item[] = framedBox(x, y, width, height, title, color, f);
      const spaces = spaceRects(grid, turns.length, x, y + bar + pad, width);
      turns.forEach((t, i) => {
        const r = spaces[i];
        items.push(path(rectPath(r), r, { fill: t.night ? '#d5dbe8' : '#f7f3e6', stroke: INK, width: 0.6 * f.scale }));
        const size = Math.min(7 * f.scale, grid.width * 0.16);
        items.push(
          ...textLines(r.x + 2, r.y + 1, tr(t.label), grid.width - 4, size, f, {
            face: 'condensedBold',
            anchor: 'middle',
            maxLines: 2,
          }).items,
        );
        const notes = [...(t.night ? [f.texts.t('night', 'Night')] : []), ...t.events.map(tr)].join('; ');
        if (notes) {
          const small = Math.min(5.2 * f.scale, grid.width * 0.11);
          const lines = textLines(r.x + 2, 0, notes, grid.width - 4, small, f, {
            face: 'condensed',
            anchor: 'middle',
            maxLines: 4,
            fill: '#333333',
          });
          const top = r.y + grid.height - lines.height - 2;
          items.push(
            ...textLines(r.x + 2, top, notes, grid.width - 4, small, f, {
              face: 'condensed',
              anchor: 'middle',
              maxLines: 4,
              fill: '#333333',
            }).items,
          );
        }
      });
      return items;
    },
  };
}
