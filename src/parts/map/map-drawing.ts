import type { Point, Rect } from '../../geometry/point.js';
import type { Item, Page } from '../../print/scene.js';
import type { SpaceFit } from '../../print/footprint.js';
import type { PlacedText } from './place-labels.js';

/** A cell or area as the manifest lists it: the test oracle for where things are drawn. */
export interface PlacedThing {
  id: string;
  name?: string;
  centre: Point;
  polygon?: Point[];
  /** Its printed size against the footprint it must hold, when the game declares its pieces. */
  fit?: SpaceFit;
}

/** A finished map sheet, in memory, with everything the manifest and the tests need to check it. */
export interface MapDrawing {
  kind: 'hex' | 'square' | 'area';
  width: number;
  height: number;
  items: Item[];
  things: PlacedThing[];
  /** Geometry facts for the manifest: hexsides, roads, bridges, connections. */
  facts: Record<string, unknown>;
  /** Where each box of map.yaml (track, reserve, holding box) is drawn on the sheet, by its id. */
  boxes: { id: string; rect: Rect }[];
  /** Pages of their own beside the map: battle boards. */
  boards: { id: string; name: string; page: Page }[];
  /** Things a player should know about this print (cells grown, a river with no shared border). */
  notes: string[];
  /** Every text of the sheet as printed, once the labels are placed. */
  texts?: PlacedText[];
}
