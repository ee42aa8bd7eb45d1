import type { Grid } from '../../../geometry/grid.js';
import type { Cell } from '../../../geometry/types.js';
import { rectCorners, type Point, type Rect } from '../../../geometry/point.js';
import type { HexLayout } from '../../../geometry/hex/hex-layout.js';
import type { SectorLayout } from '../../../geometry/square/sector-layout.js';

/** What the grid renderers need of a hex or square layout, so terrain, roads and places draw alike on both. */
export interface CellGeometry {
  grid: Grid;
  /** Hex across flats, or sector side, in pt. */
  size: number;
  /** The grid's bounding box on the sheet. */
  bounds: Rect;
  centre(c: Cell): Point;
  outline(c: Cell): Point[];
  /** Baseline point for the cell's number, at the top of the cell where counters and terrain marks are not. */
  numberAt(c: Cell, fontSize: number): Point;
}

export function hexGeometry(grid: Grid, layout: HexLayout, origin: Point): CellGeometry {
  const flat = layout.shape.orientation === 'flat';
  return {
    grid,
    size: layout.acrossFlats,
    bounds: { x: origin[0], y: origin[1], width: layout.width, height: layout.height },
    centre: (c) => layout.centre(c),
    outline: (c) => layout.corners(c),
    numberAt(c, fontSize) {
      const [x, y] = layout.centre(c);
      // A pointy hex narrows towards its top corner: the number sits a little lower there.
      const top = flat ? y - layout.acrossFlats / 2 : y - layout.radius * 0.72;
      return [x, top + fontSize * 1.12];
    },
  };
}

export function squareGeometry(grid: Grid, layout: SectorLayout): CellGeometry {
  return {
    grid,
    size: layout.size,
    bounds: {
      x: layout.rect({ col: 1, row: 1 }).x,
      y: layout.rect({ col: 1, row: 1 }).y,
      width: layout.width,
      height: layout.height,
    },
    centre: (c) => layout.centre(c),
    outline: (c) => rectCorners(layout.rect(c)),
    numberAt(c, fontSize) {
      const r = layout.rect(c);
      return [r.x + fontSize * 0.4, r.y + fontSize * 1.15];
    },
  };
}
