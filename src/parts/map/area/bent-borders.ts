import type { Rect } from '../../../geometry/point.js';
import type { AreaShape } from '../../../geometry/area/area-shapes.js';
import { planarMapOf } from '../../../geometry/area/planar-map.js';
import { wobbledFaces } from '../../../geometry/area/wobble.js';
import { mmToPt } from '../../../print/units.js';

/**
 * Generated areas with their inner borders gently bent instead of ruled straight, the same bend on both sides
 * of each border. Maps with areas drawn from given polygons keep every shape as it is: a given border need
 * not meet a generated one corner for corner.
 */
export function bentBorders(shapes: AreaShape[], frame: Rect): AreaShape[] {
  if (!shapes.length || shapes.some((x) => !x.generated || x.polygon.length < 3)) return shapes;
  const net = planarMapOf(
    shapes.map((x) => x.polygon),
    frame,
    1e-3,
  );
  const bent = wobbledFaces(net, net.points, mmToPt(4), mmToPt(6));
  return shapes.map((x, i) => ({ ...x, polygon: bent[i] }));
}
