import type { HexMap, SquareMap } from '../../../model/schema/map.js';
import { path, text, circlePath, fmt, type Item } from '../../../print/scene.js';
import { INK } from '../map-style.js';
import type { MapTexts } from '../map-texts.js';
import type { CellGeometry } from './cell-geometry.js';

type PlaceKind = HexMap['places'][number]['kind'];

/** A small sign for each kind of place, s pt across. */
export function placeSymbol(kind: PlaceKind, x: number, y: number, s: number): string {
  const h = s / 2;
  switch (kind) {
    case 'city':
      return (
        `M${fmt(x - h)} ${fmt(y - h)}L${fmt(x + h)} ${fmt(y - h)}` +
        `L${fmt(x + h)} ${fmt(y + h)}L${fmt(x - h)} ${fmt(y + h)}Z`
      );
    case 'town':
      return circlePath(x, y, h * 0.8);
    case 'village':
      return circlePath(x, y, h * 0.5);
    case 'landmark':
      return `M${fmt(x)} ${fmt(y - h)}L${fmt(x + h)} ${fmt(y + h * 0.7)}L${fmt(x - h)} ${fmt(y + h * 0.7)}Z`;
    case 'house':
      return (
        `M${fmt(x - h * 0.8)} ${fmt(y)}L${fmt(x)} ${fmt(y - h)}L${fmt(x + h * 0.8)} ${fmt(y)}` +
        `L${fmt(x + h * 0.8)} ${fmt(y + h)}L${fmt(x - h * 0.8)} ${fmt(y + h)}Z`
      );
    case 'bridge':
      return (
        `M${fmt(x - h)} ${fmt(y - h * 0.4)}L${fmt(x + h)} ${fmt(y - h * 0.4)}` +
        `L${fmt(x + h)} ${fmt(y + h * 0.4)}L${fmt(x - h)} ${fmt(y + h * 0.4)}Z`
      );
    case 'river':
      return '';
    case 'other':
      return `M${fmt(x)} ${fmt(y - h)}L${fmt(x + h)} ${fmt(y)}L${fmt(x)} ${fmt(y + h)}L${fmt(x - h)} ${fmt(y)}Z`;
  }
}

export const placeNameSize = (size: number): number =>
  size > 150 ? Math.min(26, size * 0.1) : Math.min(11, Math.max(5.5, size * 0.15));

/** Town and landmark names in their cells, with a sign, over everything but the counters' own space. */
export function drawPlaces(map: HexMap | SquareMap, geo: CellGeometry, texts: MapTexts): Item[] {
  const symbols: Item[] = [];
  const names: Item[] = [];
  const size = placeNameSize(geo.size);
  for (const p of map.places) {
    if (p.kind === 'river') continue;
    const c = geo.grid.parse(p.at);
    if (!c) continue;
    const [cx, cy] = geo.centre(c);
    const s = geo.size * (p.kind === 'city' ? 0.16 : 0.13);
    const sy = cy + geo.size * 0.06;
    symbols.push({
      ...path(
        placeSymbol(p.kind, cx, sy, s),
        { x: cx - s, y: sy - s, width: 2 * s, height: 2 * s },
        { fill: INK, stroke: '#ffffff', width: 0.6 },
      ),
      mark: true,
    });
    const big = p.kind === 'city' || p.kind === 'town';
    names.push(
      text(cx, cy + geo.size * 0.36, texts.name(p.name, p.name), big ? size : size * 0.88, {
        face: big ? 'condensedBold' : 'condensed',
        halo: '#ffffff',
        place: 'name',
        sign: [cx, sy],
      }),
    );
  }
  return [...symbols, ...names];
}
