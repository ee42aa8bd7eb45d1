import type { AreaMap } from '../../../model/schema/map.js';
import type { Point, Rect } from '../../../geometry/point.js';

export type Area = AreaMap['areas'][number];

/** An area placed on the sheet: an operational cell or a strategic box, in pt. */
export interface PlacedArea {
  area: Area;
  polygon: Point[];
  centre: Point;
  /** Strategic areas are boxes around the operational map. */
  box?: Rect;
}
