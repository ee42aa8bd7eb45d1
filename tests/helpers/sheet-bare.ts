/**
 * How much of each printed map sheet is bare paper once trimmed, from map.layout.json: what a player tapes together
 * and lays on the table (issue 24: "the furniture packed so no sheet is mostly blank").
 */

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The parts of map.layout.json the measure reads. */
export interface SheetManifest {
  size: { width: number; height: number };
  /** A grid map's cells. */
  grid?: Rect;
  /** An area map's areas as drawn, and the boxes of its strategic zone. */
  areas?: { polygon: [number, number][] }[];
  strategicBoxes?: Rect[];
  furniture?: { rect: Rect }[];
  /** Every box the map prints, on it or in its band. */
  boxes?: { rect: Rect }[];
  printing: {
    mode: string;
    rows?: number;
    cols?: number;
    seams?: { x: number[][]; y: number[] };
    tiles?: ({ id: string; row: number; col: number } & Rect)[];
  };
}

/** Side of the measuring cell, pt: a block or area edge is counted to within it. */
const CELL = 4;

/**
 * Each printed tile's share of bare paper (0 to 1) in the part of it kept once trimmed: from the cut on its left
 * (or its own left edge) to the cut on its right, from the cut above it to the cut below it. Everything the map
 * prints counts as used: the grid, every area and strategic box, every block of furniture and every box.
 */
export function bareBySheet(m: SheetManifest): { id: string; bare: number }[] {
  const p = m.printing;
  if (p.mode !== 'tiled' || !p.tiles || !p.seams) return [];
  const cols = Math.ceil(m.size.width / CELL);
  const rows = Math.ceil(m.size.height / CELL);
  const used = new Uint8Array(cols * rows);
  const fillRect = (r: Rect) => {
    const x0 = Math.max(0, Math.round(r.x / CELL));
    const x1 = Math.min(cols, Math.round((r.x + r.width) / CELL));
    const y0 = Math.max(0, Math.round(r.y / CELL));
    const y1 = Math.min(rows, Math.round((r.y + r.height) / CELL));
    for (let y = y0; y < y1; y++) used.fill(1, y * cols + x0, y * cols + Math.max(x0, x1));
  };
  // A polygon by scanlines through the middle of each row of cells: the cells whose middles lie inside.
  const fillPolygon = (poly: readonly [number, number][]) => {
    for (let row = 0; row < rows; row++) {
      const y = (row + 0.5) * CELL;
      const xs: number[] = [];
      poly.forEach(([ax, ay], i) => {
        const [bx, by] = poly[(i + 1) % poly.length]!;
        if (ay <= y !== by <= y) xs.push(ax + ((y - ay) / (by - ay)) * (bx - ax));
      });
      xs.sort((a, b) => a - b);
      for (let k = 0; k + 1 < xs.length; k += 2) {
        const x0 = Math.max(0, Math.round(xs[k]! / CELL));
        const x1 = Math.min(cols, Math.round(xs[k + 1]! / CELL));
        if (x1 > x0) used.fill(1, row * cols + x0, row * cols + x1);
      }
    }
  };
  if (m.grid) fillRect(m.grid);
  for (const a of m.areas ?? []) fillPolygon(a.polygon);
  for (const r of m.strategicBoxes ?? []) fillRect(r);
  for (const f of [...(m.furniture ?? []), ...(m.boxes ?? [])]) fillRect(f.rect);
  const last = { row: p.rows ?? 1, col: p.cols ?? 1 };
  return p.tiles.map((t) => {
    const cuts = p.seams!.x[t.row - 1]!;
    const left = t.col > 1 ? cuts[t.col - 2]! : t.x;
    const right = t.col < last.col ? cuts[t.col - 1]! : t.x + t.width;
    const top = t.row > 1 ? p.seams!.y[t.row - 2]! : t.y;
    const foot = t.row < last.row ? p.seams!.y[t.row - 1]! : t.y + t.height;
    const [x0, x1] = [Math.round(left / CELL), Math.min(cols, Math.round(right / CELL))];
    const [y0, y1] = [Math.round(top / CELL), Math.min(rows, Math.round(foot / CELL))];
    let n = 0;
    let bare = 0;
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) {
        n++;
        if (!used[y * cols + x]) bare++;
      }
    return { id: t.id, bare: n ? bare / n : 0 };
  });
}
