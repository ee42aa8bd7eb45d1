/**
 * What other kit parts may use of the map: the finished drawing (the same sheet map.pdf prints) with where each
 * hex, sector, area and box lies on it. The VASSAL module draws its board from it and lays its grid over it.
 */
export { drawMap } from './part.js';
export type { MapDrawing, PlacedThing } from './map-drawing.js';
export { capacityChart } from './grid/capacity.js';
export { terrainOfCells } from './grid/terrain-of-cells.js';
