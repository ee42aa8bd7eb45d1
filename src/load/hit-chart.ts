import type { Chart } from '../model/schema/charts.js';

type TableChart = Extract<Chart, { kind: 'table' }>;

/** What one piece can take, read off a hit chart row: the boxes a roster prints for it. */
export interface PieceHits {
  /** Boxes up to destroyed (vehicles and guns) or one per figure (trays). */
  boxes: number;
  /** The box at which the piece is disabled (1-based), when the chart has one. */
  disabledAt?: number;
  /** True when the boxes count figures lost rather than hits taken. */
  figures: boolean;
}

const numeric = (v: string | number | undefined): number | undefined =>
  typeof v === 'number' ? v : v !== undefined && /^\d+$/.test(v.trim()) ? Number(v) : undefined;

/**
 * The hits one piece can take per a hit chart row: the column with id `destroy` (with `disable`) for vehicles and
 * guns, `figures` for trays (the chart's `columnIds`; headings are words, never looked up). Undefined when the
 * chart is not such a table or has no such row; the game's fire procedure reads the same cells.
 */
export function pieceHits(charts: readonly Chart[], chartId: string, row: string): PieceHits | undefined {
  const chart = charts.find((c): c is TableChart => c.id === chartId && c.kind === 'table');
  const cells = chart?.rows.find((r) => r[0] === row);
  if (!chart || !cells) return undefined;
  const col = (id: string) => {
    const i = chart.columnIds?.indexOf(id) ?? -1;
    return i < 0 ? undefined : numeric(cells[i]);
  };
  const destroy = col('destroy');
  if (destroy !== undefined) return { boxes: destroy, disabledAt: col('disable'), figures: false };
  const figures = col('figures');
  if (figures !== undefined) return { boxes: figures, figures: true };
  return undefined;
}
