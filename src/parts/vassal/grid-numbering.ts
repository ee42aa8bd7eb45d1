/**
 * VASSAL's grid numbering, as map/boardPicker/board/mapgrid/RegularGridNumbering, HexGridNumbering and
 * SquareGridNumbering compute it, with the raw row and column of HexGrid and SquareGrid: from a point on the board
 * to the location name VASSAL reports. The module's numbering attributes are chosen so that this names every drawn
 * hex and sector as the data does; the tests run every cell through it.
 */
export interface Numbering {
  /** 'H': column name first ("I9"); 'V': row name first ("D18"). */
  first: 'H' | 'V';
  sep: string;
  hType: 'A' | 'N';
  hLeading: number;
  hOff: number;
  vType: 'A' | 'N';
  vLeading: number;
  vOff: number;
  /** HexGridNumbering only: odd raw columns count their rows one on. Our data never staggers. */
  stagger: boolean;
}

export interface HexGridSpec {
  kind: 'hex';
  /** Pointy-topped hexes: VASSAL's "sideways" grid, rows and columns swapped. */
  sideways: boolean;
  /** Centre of raw column 0, row 0, in board pixels (x and y swapped when sideways); an integer point. */
  x0: number;
  y0: number;
  /** Distance between rows (across flats) and between columns, pixels. */
  dy: number;
  dx: number;
}

export interface SquareGridSpec {
  kind: 'square';
  x0: number;
  y0: number;
  dx: number;
  dy: number;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** RegularGridNumbering.getName(int, char, int): A, B, … Z, AA, BB, …; numbers padded by `leading` zeros. */
export function numberingName(value: number, type: 'A' | 'N', leading: number): string {
  let out = value < 0 ? '-' : '';
  let v = Math.abs(value);
  if (type === 'A') {
    do {
      out += ALPHABET[v % 26];
      v -= 26;
    } while (v >= 0);
    return out;
  }
  for (let l = leading; l > 0 && v < 10 ** l; l--) out += '0';
  return out + v;
}

/** RegularGridNumbering.getName(row, column). */
export function gridLocationName(n: Numbering, row: number, column: number): string {
  const rowName = numberingName(row + n.vOff, n.vType, n.vLeading);
  const colName = numberingName(column + n.hOff, n.hType, n.hLeading);
  return n.first === 'H' ? colName + n.sep + rowName : rowName + n.sep + colName;
}

/** Java's (int) cast and Math.round on the values these formulas see. */
const trunc = Math.trunc;
const javaRound = (v: number) => Math.floor(v + 0.5);

/** HexGrid.getRawColumn / getRawRow, then HexGridNumbering.getRow's stagger (descending numbering unused). */
export function hexRowColumn(g: HexGridSpec, n: Numbering, px: number, py: number): { row: number; column: number } {
  const [x, y] = g.sideways ? [py, px] : [px, py];
  // HexGrid keeps its origin in the rotated frame of a sideways grid: it is never swapped.
  const [ox, oy] = [g.x0, g.y0];
  const column = Math.floor((trunc(x) - ox) / g.dx + 0.5);
  const nx = trunc(javaRound((x - ox) / g.dx));
  let row = nx % 2 === 0 ? trunc(javaRound((y - oy) / g.dy)) : trunc(javaRound((y - oy - g.dy / 2) / g.dy));
  if (n.stagger && column % 2 !== 0) row++;
  return { row, column };
}

/** SquareGridNumbering.getColumn / getRow. */
export function squareRowColumn(g: SquareGridSpec, px: number, py: number): { row: number; column: number } {
  return { column: Math.floor((px - g.x0) / g.dx + 0.5), row: trunc((py - g.y0) / g.dy + 0.5) };
}

/** The name VASSAL gives a board point (an integer pixel, as VASSAL's Point is) on a numbered grid. */
export function locationName(g: HexGridSpec | SquareGridSpec, n: Numbering, px: number, py: number): string {
  const p = [Math.round(px), Math.round(py)] as const;
  const rc = g.kind === 'hex' ? hexRowColumn(g, n, p[0], p[1]) : squareRowColumn(g, p[0], p[1]);
  return gridLocationName(n, rc.row, rc.column);
}
