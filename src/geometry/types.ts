/** A grid cell by 1-based column and row, as printed on the map. */
export interface Cell {
  col: number;
  row: number;
}

export interface GridShape {
  columns: number;
  rows: number;
}

export interface HexGridShape extends GridShape {
  orientation: 'flat' | 'pointy';
  shifted: 'odd' | 'even';
}

export type HexLabelScheme = 'letter-number' | 'ccrr' | 'number-number';
