/**
 * What other kit parts may use of the map: the finished drawing (the same sheet map.pdf prints) with where each
 * hex, sector, area and box lies on it. The VASSAL module draws its board from it and lays its grid over it; the
 * companion page shows it on a phone.
 */
import type { Scenario } from '../../model/scenario.js';
import { pageToSvg } from '../../print/scene-svg.js';
import type { BuildOptions } from '../part.js';
import { drawMap } from './part.js';
import type { PlacedThing } from './map-drawing.js';

export { drawMap } from './part.js';
export type { MapDrawing, PlacedThing } from './map-drawing.js';
export { capacityChart } from './grid/capacity.js';
export { terrainOfCells } from './grid/terrain-of-cells.js';
/** A terrain's or line feature's swatch as the map draws it, for a chart row that names it. */
export { terrainSwatch, SWATCH_ASPECT, type Swatch } from './api-swatch.js';

/** The map as one screen drawing: the sheet as SVG (1 unit = 1 pt) and where each hex, sector or area lies on it. */
export interface ScreenMap {
  kind: 'hex' | 'square' | 'area';
  width: number;
  height: number;
  svg: string;
  things: PlacedThing[];
}

/**
 * The game's map drawn for a screen, the same drawing the printed sheet carries without its fine texture (the
 * terrain stipple is most of the bytes and unreadable at phone size); undefined for a game without one. Given the
 * kit's counter size and paper it is the very drawing the map part prints, drawn once for both (issue 21).
 */
export function screenMap(
  s: Scenario,
  lang: string,
  counterPt?: number,
  paper?: BuildOptions['paper'],
): ScreenMap | undefined {
  if (!s.map) return undefined;
  const d = drawMap(s, lang, counterPt, paper);
  const svg = pageToSvg(
    { width: d.width, height: d.height, layers: [{ items: d.items, coarse: true }] },
    { title: s.game.title },
  );
  return { kind: d.kind, width: d.width, height: d.height, svg, things: d.things };
}
