import type { HexMap, SquareMap } from '../../../model/schema/map.js';
import { expandCells, cellKey } from '../../../geometry/grid.js';
import type { Cell } from '../../../geometry/types.js';
import { path, polygonPath, polylinePath, boxAround, text, type Item } from '../../../print/scene.js';
import { FRONT_LINE } from '../map-style.js';
import type { MapTexts } from '../map-texts.js';
import type { CellGeometry } from './cell-geometry.js';
import { cellSetOutline, inset, segmentKey } from './cell-set-outline.js';

export const LINE_STYLE = {
  'front-line': { stroke: FRONT_LINE, dash: undefined },
  boundary: { stroke: '#222222', dash: [4, 2.5] },
  other: { stroke: '#6a3d9a', dash: [1.5, 2] },
} as const;

/**
 * Printed lines are rows of cells the rules name (the front line F3 to F9): each cell gets a coloured
 * border just inside its outline, which leaves its terrain, its number and its counters in view.
 */
export function drawLines(map: HexMap | SquareMap, geo: CellGeometry): Item[] {
  const items: Item[] = [];
  const w = Math.max(1.2, geo.size * 0.045);
  for (const line of map.lines) {
    const style = LINE_STYLE[line.style];
    for (const c of expandCells(line.cells, geo.grid).cells) {
      const o = inset(geo.outline(c), geo.centre(c), w * 0.9);
      items.push(
        path(polygonPath(o), boxAround(o, w), {
          stroke: style.stroke,
          width: w,
          join: 'round',
          opacity: 0.9,
          ...(style.dash ? { dash: style.dash.map((v) => v * w) } : {}),
        }),
      );
    }
  }
  return items;
}

const ZONE_COLORS = ['#6a3d9a', '#b15928', '#1f78b4', '#33a02c', '#e7298a', '#d95f02', '#666666', '#a6761d'];

/** How much of its top row's width a zone's name may take: the rest is air at either end. */
const ZONE_NAME_SHARE = 0.9;

/** Each zone its own colour, in the order the data lists them, so the legend tells them apart. */
export const zoneColor = (i: number): string => ZONE_COLORS[i % ZONE_COLORS.length];

/** A zone's dashed border's width, pt: centred on its cells' edges, it reaches half of it into each cell. */
export const zoneLineWidth = (geo: CellGeometry): number => Math.max(1, geo.size * 0.035);

/**
 * Zones (replacement sectors, set-up areas) as a dashed border in the zone's colour around their cells.
 * Only the border inside the map is drawn: the map's own edge needs no second line. Each piece of the zone carries
 * its name (zoneName).
 */
export function drawZones(map: HexMap | SquareMap, geo: CellGeometry, texts: MapTexts): Item[] {
  const items: Item[] = [];
  const zones = map.zones
    .map((z, i) => ({ z, i, cells: z.cells ? expandCells(z.cells, geo.grid).cells : [] }))
    .filter((x) => x.cells.length);
  if (!zones.length) return items;
  const w = zoneLineWidth(geo);
  const mapEdge = new Set(cellSetOutline(geo.grid.cells().map((c) => geo.outline(c))).map(segmentKey));
  const placed = new Set(map.places.flatMap((p) => geo.grid.parse(p.at) ?? []).map(cellKey));
  for (const { z, i, cells } of zones) {
    const color = zoneColor(i);
    const segs = cellSetOutline(cells.map((c) => geo.outline(c))).filter((s) => !mapEdge.has(segmentKey(s)));
    if (segs.length) {
      const d = segs.map((s) => polylinePath(s)).join('');
      items.push(path(d, boxAround(segs.flat(), w), { stroke: color, width: w, dash: [w * 3, w * 2], cap: 'butt' }));
    }
    // Each separate piece of a zone carries its name: Remagen's four replacement sectors lie apart along the east
    // edge, and only the first was named, so H18, M18 and R18 read as outlines of nothing (issue 24).
    for (const piece of pieces(cells, geo)) items.push(...zoneName(piece, z.id, z.name, color, placed, geo, texts));
  }
  return items;
}

/** A zone's cells split into pieces that touch, each piece in the zone's order. */
function pieces(cells: readonly Cell[], geo: CellGeometry): Cell[][] {
  const left = new Map(cells.map((c) => [cellKey(c), c]));
  const out: Cell[][] = [];
  for (const c of cells) {
    if (!left.delete(cellKey(c))) continue;
    const piece = [c];
    for (let k = 0; k < piece.length; k++)
      for (const n of geo.grid.neighbours(piece[k]!)) {
        const found = left.get(cellKey(n));
        if (found && left.delete(cellKey(n))) piece.push(found);
      }
    out.push(piece);
  }
  return out;
}

/**
 * The zone's name on one piece of it, on the piece's top-left cell, except where the piece is one or two cells that
 * already carry a place name.
 */
function zoneName(
  cells: readonly Cell[],
  id: string,
  fallback: string,
  color: string,
  placed: ReadonlySet<string>,
  geo: CellGeometry,
  texts: MapTexts,
): Item[] {
  const named = cells.length <= 2 && cells.every((c) => placed.has(cellKey(c)));
  if (named) return [];
  // On a sector board, over the middle of the zone's top row, so a long name spans the zone rather than its left
  // edge and beyond; a hex zone's top row zigzags, so its name stays on its top-left hex.
  const topRow = Math.min(...cells.map((c) => c.row));
  const top = [...cells].sort((a, b) => a.row - b.row || a.col - b.col)[0];
  const row = geo.grid.kind === 'square' ? cells.filter((c) => c.row === topRow).map((c) => geo.centre(c)) : [];
  const [x, y] = row.length ? [row.reduce((sum, p) => sum + p[0], 0) / row.length, row[0][1]] : geo.centre(top);
  // As large as the top row's width holds it (Remagen's "German replacement sectors" over its one top-row sector
  // D18, at the board's edge, ran past the grid), and kept inside the zone's own cells wherever the placer sets it.
  const topCells = geo.grid.kind === 'square' ? cells.filter((c) => c.row === topRow) : [top];
  const span = boxAround(
    topCells.flatMap((c) => geo.outline(c)),
    0,
  );
  const name = texts.name(id, fallback);
  const opts = { face: 'condensedBold', fill: color, halo: '#ffffff', place: 'name' } as const;
  const full = Math.max(5, Math.min(22, geo.size * 0.1));
  const wide = text(x, y - geo.size * 0.12, name, full, opts).box.width;
  const size = Math.max(5, Math.min(full, (full * span.width * ZONE_NAME_SHARE) / wide));
  return [
    text(x, y - geo.size * 0.12, name, size, {
      ...opts,
      within: boxAround(
        cells.flatMap((c) => geo.outline(c)),
        0,
      ),
    }),
  ];
}
