import type { SquareMap } from '../../../model/schema/map.js';
import { expandCells } from '../../../geometry/grid.js';
import { midpoint, type Point } from '../../../geometry/point.js';
import { path, polylinePath, circlePath, boxAround, text, type Item } from '../../../print/scene.js';
import type { MapTexts } from '../map-texts.js';
import type { CellGeometry } from './cell-geometry.js';
import { placeNameSize } from './draw-places.js';

export interface DrawnBridge {
  id: string;
  kind: string;
  points: Point[];
}

/** How wide a bridge of this kind is drawn on cells of `size`: a pontoon site's dashes are the thinner line. */
export function bridgeWidth(kind: string, size: number): number {
  return size * 0.07 * (kind === 'pontoon-site' ? 0.9 : 1.5);
}

/**
 * Bridges across the sectors they span, from one bridgehead to the other: a road deck, a railway with its
 * ties, or a dashed pontoon site. Each bridgehead gets a ring, and the bridge its name.
 */
export function drawBridges(
  map: SquareMap,
  geo: CellGeometry,
  texts: MapTexts,
): { items: Item[]; bridges: DrawnBridge[] } {
  const items: Item[] = [];
  const labels: Item[] = [];
  const bridges: DrawnBridge[] = [];
  const s = geo.size;
  for (const b of map.bridges) {
    const [ha, hb] = b.bridgeheads.map((l) => geo.grid.parse(l));
    const span = expandCells(b.sectors, geo.grid).cells;
    if (!ha || !hb) continue;
    const a = geo.centre(ha);
    const z = geo.centre(hb);
    // Sectors ordered along the way from one bridgehead to the other.
    const mids = span
      .map((c) => geo.centre(c))
      .sort(
        (p, q) =>
          (p[0] - a[0]) * (z[0] - a[0]) +
          (p[1] - a[1]) * (z[1] - a[1]) -
          ((q[0] - a[0]) * (z[0] - a[0]) + (q[1] - a[1]) * (z[1] - a[1])),
      );
    const pts = [a, ...mids, z];
    bridges.push({ id: b.id, kind: b.kind, points: pts });
    const d = polylinePath(pts);
    const box = boxAround(pts, s * 0.1);
    const w = s * 0.07;
    if (b.kind === 'pontoon-site') {
      items.push(
        path(d, box, { stroke: '#1d1d1b', width: bridgeWidth(b.kind, s), dash: [w * 1.2, w * 0.9], cap: 'butt' }),
      );
    } else {
      items.push(path(d, box, { stroke: '#1d1d1b', width: bridgeWidth(b.kind, s), cap: 'butt', join: 'round' }));
      items.push(
        path(
          d,
          box,
          b.kind === 'railway'
            ? { stroke: '#ffffff', width: w * 0.5, dash: [w, w], cap: 'butt' }
            : { stroke: '#d9d2c3', width: w * 0.9, cap: 'butt', join: 'round' },
        ),
      );
    }
    // A name set over a ring would hide where the bridgehead is: labels keep off it.
    for (const p of [a, z])
      items.push({
        ...path(circlePath(p[0], p[1], s * 0.2), boxAround([p], s * 0.22), {
          stroke: '#1d1d1b',
          width: Math.max(0.8, s * 0.018),
          dash: [s * 0.04, s * 0.03],
        }),
        mark: true,
      });
    const mid = mids.length ? mids[Math.floor(mids.length / 2)] : midpoint(a, z);
    labels.push(
      text(mid[0], mid[1] - s * 0.16, texts.name(b.id, b.name), placeNameSize(s) * 0.9, {
        face: 'condensedBold',
        halo: '#ffffff',
        place: 'name',
      }),
    );
  }
  return { items: [...items, ...labels], bridges };
}
