import { glyphMeasure } from '../../../print/text-measure.js';
import type { HexMap, SquareMap } from '../../../model/schema/map.js';
import { expandCells } from '../../../geometry/grid.js';
import type { Point, Rect } from '../../../geometry/point.js';
import { path, rectPath, text, fmt, type Item } from '../../../print/scene.js';
import { sideOf, type DrawContext } from './draw-context.js';
import type { CellGeometry } from './cell-geometry.js';
import type { SeamRanges } from './draw-grid-lines.js';

type Side = 'north' | 'south' | 'east' | 'west';

/** The gutter between grid and frame that edge bands and arrows use; it grows a little with the cells. */
export const edgeGutter = (size: number): number => Math.min(44, Math.max(15, size * 0.36));

export function edgeLabel(e: HexMap['edges'][number], ctx: DrawContext): string {
  const { t } = ctx.texts;
  const roles = e.roles.map((r) => t(`edge.${r}`, r)).join(' & ');
  const side = ctx.texts.name(e.for, sideOf(ctx, e.for).name);
  const composed = t('edge.label', '{side} {roles} edge').replace('{side}', side).replace('{roles}', roles);
  // A locale may name the edge outright ("West edge: Allied supply").
  return ctx.texts.name(e.id, composed);
}

/**
 * Supply and entry edges: a band in the side's colour along the whole edge, or, where only some cells
 * serve (the road hexes), an arrow into each of them. Either way the band is labelled in words.
 */
export function drawEdges(
  map: HexMap | SquareMap,
  geo: CellGeometry,
  ctx: DrawContext,
  offset = 0,
  seams?: SeamRanges,
): Item[] {
  const items: Item[] = [];
  const g = edgeGutter(geo.size);
  const b = geo.bounds;
  const perSide = new Map<Side, number>();
  for (const e of map.edges) {
    const k = perSide.get(e.side) ?? 0;
    perSide.set(e.side, k + 1);
    const { color } = sideOf(ctx, e.for);
    const label = edgeLabel(e, ctx);
    const band = bandRect(e.side, b, g, k, offset, sideCount(map, e.side));
    const vertical = e.side === 'west' || e.side === 'east';
    // Half the band, but never under the least size a name is read at.
    const fs = Math.min(16, Math.max(6, band[vertical ? 'width' : 'height'] * 0.5));
    const cells = e.cells ? expandCells(e.cells, geo.grid).cells : undefined;
    if (!cells) items.push({ ...path(rectPath(band), band, { fill: color, opacity: 0.85 }), band: true });
    else for (const c of cells) items.push(arrowInto(e.side, geo.centre(c), band, color, geo.size));
    const length = vertical ? band.height : band.width;
    const start = vertical ? band.y : band.x;
    const labelLen = glyphMeasure().width(label, fs, 'condensedBold');
    const arrowsAt = (cells ?? []).map((c) => geo.centre(c)[vertical ? 1 : 0] - start).sort((a, b) => a - b);
    // On a tiled sheet the name keeps off the ranges its edge's seams are cut in (issue 24: Remagen's west edge name
    // lay under three trim lines), measured along the edge.
    const keepOff = (vertical ? seams?.y : seams?.x)?.map(([lo, hi]) => [lo - start, hi - start] as [number, number]);
    for (const at of labelPositions(length, labelLen, arrowsAt, geo.size * 0.6, keepOff)) {
      const x = vertical ? band.x + band.width / 2 : band.x + at;
      const y = vertical ? band.y + at : band.y + band.height / 2;
      const rotate = e.side === 'west' ? -90 : e.side === 'east' ? 90 : 0;
      // Baseline shifted by a third of the size so the letters sit centred in the band.
      const [bx, by] = rotate === -90 ? [x + fs * 0.35, y] : rotate === 90 ? [x - fs * 0.35, y] : [x, y + fs * 0.35];
      items.push(
        text(bx, by, label, fs, {
          face: 'condensedBold',
          fill: cells ? color : '#ffffff',
          rotate,
          ...(cells ? { halo: '#ffffff' } : {}),
        }),
      );
    }
  }
  return items;
}

/**
 * Where along an edge its label goes: repeated about every 5 in so each sheet of a tiled map shows it,
 * and only in the gaps between entry arrows that are long enough to hold it.
 */
export function labelPositions(
  length: number,
  labelLen: number,
  arrows: readonly number[],
  arrowReach: number,
  /** Stretches along the edge the name may not cross (a tiled sheet's cut ranges). */
  keepOff: readonly [number, number][] = [],
): number[] {
  const cuts = [0, ...arrows.flatMap((a) => [a - arrowReach, a + arrowReach]), length];
  const gaps: [number, number][] = [];
  for (let i = 0; i + 1 < cuts.length; i += 2)
    if (cuts[i + 1] - cuts[i] >= labelLen + 8) gaps.push([cuts[i], cuts[i + 1]]);
  const out: number[] = [];
  for (const [a, b] of gaps) {
    const n = Math.max(1, Math.round((b - a) / 360));
    for (let i = 0; i < n; i++) out.push(clearOf(a + ((b - a) * (i + 0.5)) / n, labelLen, [a, b], keepOff));
  }
  return out;
}

/** The place nearest `at` for a name `len` long, inside its gap, that covers none of `keepOff` whole (4 pt of air). */
function clearOf(at: number, len: number, gap: [number, number], keepOff: readonly [number, number][]): number {
  const AIR = 4;
  const clear = (c: number) =>
    c - len / 2 >= gap[0] + 4 &&
    c + len / 2 <= gap[1] - 4 &&
    // A range the name covers whole: the seam is cut through it wherever it goes in the range.
    !keepOff.some(([lo, hi]) => c - len / 2 - AIR <= lo && hi <= c + len / 2 + AIR);
  if (!keepOff.length || clear(at)) return at;
  // Either side of each range it meets: the nearest clear one.
  const tries = keepOff.flatMap(([lo, hi]) => [lo - AIR - len / 2 - 0.5, hi + AIR + len / 2 + 0.5]);
  const best = tries.filter(clear).sort((p, q) => Math.abs(p - at) - Math.abs(q - at))[0];
  return best ?? at;
}

/** How many edge bands run along one side. */
const sideCount = (map: HexMap | SquareMap, side: Side) => map.edges.filter((e) => e.side === side).length;

/**
 * A band's place: the first in the gutter, each further one outside it. Three or more on one side share 1.6 gutters,
 * about as much as the gutter and the sheet's margin beyond it hold (issue 24: Veritable's third east band, "Allied
 * exit edge", ran 4 pt past the sheet's edge and its name was cut on every sheet).
 */
function bandRect(side: Side, b: Rect, g: number, k: number, offset: number, n = 1): Rect {
  const w = Math.min(g * 0.62, (g * (1.6 - 0.19)) / n);
  const off = offset + g * 0.19 + k * w;
  switch (side) {
    case 'west':
      return { x: b.x - off - w, y: b.y, width: w, height: b.height };
    case 'east':
      return { x: b.x + b.width + off, y: b.y, width: w, height: b.height };
    case 'north':
      return { x: b.x, y: b.y - off - w, width: b.width, height: w };
    case 'south':
      return { x: b.x, y: b.y + b.height + off, width: b.width, height: w };
  }
}

/** A solid arrow in the gutter, pointing at a cell from outside the map. */
function arrowInto(side: Side, centre: Point, band: Rect, color: string, size: number): Item {
  const h = Math.min(band.width, band.height) * 0.5 + size * 0.05;
  const [dx, dy] = side === 'west' ? [1, 0] : side === 'east' ? [-1, 0] : side === 'north' ? [0, 1] : [0, -1];
  const cx = side === 'west' || side === 'east' ? band.x + band.width / 2 : centre[0];
  const cy = side === 'north' || side === 'south' ? band.y + band.height / 2 : centre[1];
  const tip: Point = [cx + dx * h * 1.1, cy + dy * h * 1.1];
  const back: Point = [cx - dx * h, cy - dy * h];
  const px = -dy,
    py = dx;
  const d =
    `M${fmt(tip[0])} ${fmt(tip[1])}L${fmt(back[0] + px * h)} ${fmt(back[1] + py * h)}` +
    `L${fmt(back[0] + px * h * 0.35 + dx * h * 0.5)} ${fmt(back[1] + py * h * 0.35 + dy * h * 0.5)}` +
    `L${fmt(back[0] - px * h * 0.35 + dx * h * 0.5)} ${fmt(back[1] - py * h * 0.35 + dy * h * 0.5)}` +
    `L${fmt(back[0] - px * h)} ${fmt(back[1] - py * h)}Z`;
  return path(
    d,
    { x: cx - 2 * h, y: cy - 2 * h, width: 4 * h, height: 4 * h },
    { fill: color, stroke: '#ffffff', width: 0.5, join: 'round' },
  );
}
