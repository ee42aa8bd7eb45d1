import type { Cell, HexGridShape, GridShape, HexLabelScheme } from './types.js';
import { formatHexLabel, parseHexLabel } from './hex/hex-label.js';
import { hexesAdjacent, hexNeighbours } from './hex/hex-neighbours.js';
import { formatSectorLabel, parseSectorLabel } from './square/sector-label.js';
import { sectorsAdjacent, sectorNeighbours } from './square/sector-neighbours.js';
import { onGrid } from './on-grid.js';

/** What the loader, the assist and the renderers need from a hex or square map, whatever its numbering. */
export interface Grid {
  kind: 'hex' | 'square';
  shape: GridShape;
  /** Reads a label in the primary scheme or any alternate; undefined if it is not on the map. */
  parse(label: string): Cell | undefined;
  label(cell: Cell): string;
  labelIn(cell: Cell, scheme: string): string;
  adjacent(a: Cell, b: Cell): boolean;
  neighbours(cell: Cell): Cell[];
  onEdge(cell: Cell, side: 'north' | 'south' | 'east' | 'west'): boolean;
  cells(): Cell[];
}

export interface HexGridSpec extends HexGridShape {
  labels: { primary: HexLabelScheme; alternates: { id: string; scheme: HexLabelScheme }[] };
}

function onEdge(cell: Cell, shape: GridShape, side: 'north' | 'south' | 'east' | 'west'): boolean {
  if (side === 'west') return cell.col === 1;
  if (side === 'east') return cell.col === shape.columns;
  if (side === 'north') return cell.row === 1;
  return cell.row === shape.rows;
}

function allCells(shape: GridShape): Cell[] {
  const out: Cell[] = [];
  for (let col = 1; col <= shape.columns; col++) for (let row = 1; row <= shape.rows; row++) out.push({ col, row });
  return out;
}

export function hexGrid(spec: HexGridSpec): Grid {
  const schemes = [spec.labels.primary, ...spec.labels.alternates.map((a) => a.scheme)];
  const byId = new Map(spec.labels.alternates.map((a) => [a.id, a.scheme] as const));
  return {
    kind: 'hex',
    shape: spec,
    parse(label) {
      for (const s of schemes) {
        const c = parseHexLabel(label, s);
        if (c && onGrid(c, spec)) return c;
      }
      return undefined;
    },
    label: (cell) => formatHexLabel(cell, spec.labels.primary),
    labelIn: (cell, scheme) => formatHexLabel(cell, byId.get(scheme) ?? (scheme as HexLabelScheme)),
    adjacent: (a, b) => hexesAdjacent(a, b, spec),
    neighbours: (c) => hexNeighbours(c, spec),
    onEdge: (c, side) => onEdge(c, spec, side),
    cells: () => allCells(spec),
  };
}

export function squareGrid(shape: GridShape): Grid {
  return {
    kind: 'square',
    shape,
    parse(label) {
      const c = parseSectorLabel(label);
      return c && onGrid(c, shape) ? c : undefined;
    },
    label: formatSectorLabel,
    labelIn: formatSectorLabel,
    adjacent: sectorsAdjacent,
    neighbours: (c) => sectorNeighbours(c, shape),
    onEdge: (c, side) => onEdge(c, shape, side),
    cells: () => allCells(shape),
  };
}

/**
 * Expands a cell list as written in the data: single labels, or runs "F3..F9" along one column or row.
 * Entries that do not read as cells on this map come back in `bad`.
 */
export function expandCells(
  list: readonly string[],
  grid: Grid,
): { cells: Cell[]; bad: { index: number; text: string; why: string }[] } {
  const cells: Cell[] = [];
  const bad: { index: number; text: string; why: string }[] = [];
  list.forEach((text, index) => {
    const parts = text.split('..');
    if (parts.length === 1) {
      const c = grid.parse(text);
      if (c) cells.push(c);
      else bad.push({ index, text, why: 'is not a cell on this map' });
      return;
    }
    const [a, b] = parts.map((p) => grid.parse(p));
    if (parts.length !== 2 || !a || !b) {
      bad.push({ index, text, why: 'is not a run "X..Y" between two cells on this map' });
      return;
    }
    if (a.col === b.col)
      for (let r = Math.min(a.row, b.row); r <= Math.max(a.row, b.row); r++) cells.push({ col: a.col, row: r });
    else if (a.row === b.row)
      for (let c = Math.min(a.col, b.col); c <= Math.max(a.col, b.col); c++) cells.push({ col: c, row: a.row });
    else bad.push({ index, text, why: 'runs must stay in one column or one row' });
  });
  return { cells, bad };
}

export const cellKey = (c: Cell): string => `${c.col},${c.row}`;
