import type { HexMap, SquareMap } from '../../model/schema/map.js';
import { hexGrid, squareGrid, type Grid } from '../../geometry/grid.js';

/** The grid behind a hex or square map. */
export function gridOf(map: HexMap | SquareMap): Grid {
  return map.kind === 'hex' ? hexGrid(map) : squareGrid(map);
}
