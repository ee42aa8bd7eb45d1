import type { HexMap } from '../../../model/schema/map.js';
import type { HexLayout } from '../../../geometry/hex/hex-layout.js';
import { sharedHexside } from '../../../geometry/hex/hexside.js';
import type { Grid } from '../../../geometry/grid.js';
import type { Point } from '../../../geometry/point.js';
import { mmToPt } from '../../../print/units.js';
import { path, polylinePath, boxAround, type Item } from '../../../print/scene.js';

export interface DrawnHexside {
  between: [string, string];
  feature: string;
  segment: [Point, Point];
}

/**
 * Hexside features drawn on the hexside itself: the edge the two hexes share, not a line between their
 * centres. Returns the segments too, for the manifest and the tests. The loader has already refused
 * hexsides between hexes that do not touch.
 */
export function drawHexsides(map: HexMap, grid: Grid, layout: HexLayout): { items: Item[]; sides: DrawnHexside[] } {
  const features = new Map(map.lineFeatures.map((f) => [f.id, f]));
  const sides: DrawnHexside[] = [];
  for (const h of map.hexsides) {
    const a = grid.parse(h.between[0]);
    const b = grid.parse(h.between[1]);
    const seg = a && b && sharedHexside(a, b, layout);
    if (!seg) continue;
    sides.push({ between: [grid.label(a), grid.label(b)], feature: h.feature, segment: seg });
  }
  // Drawn feature by feature, so each feature is one path and wider ones (major rivers) sit under narrower.
  const order = [...new Set(sides.map((s) => s.feature))].sort(
    (x, y) => (features.get(y)?.widthMm ?? 1) - (features.get(x)?.widthMm ?? 1),
  );
  const items: Item[] = [];
  for (const id of order) {
    const f = features.get(id);
    if (!f) continue;
    const w = mmToPt(f.widthMm);
    const paint = {
      stroke: f.color,
      width: w,
      cap: 'round' as const,
      ...(f.dash ? { dash: [w * 1.6, w * 1.2], cap: 'butt' as const } : {}),
    };
    for (const s of sides.filter((x) => x.feature === id))
      items.push(path(polylinePath(s.segment), boxAround(s.segment, w), paint));
  }
  return { items, sides };
}
