import type { Chart } from '../../model/schema/charts.js';
import type { Aid, AidElement } from './aid-model.js';
import type { Translator } from './translator.js';
import { finishAid } from './finish-aid.js';
import { rangeFigure } from '../../print/figures.js';

type Table = Extract<Chart, { kind: 'table' }>;

/** Any other chart the rules print as a plain table (fire chart, morale chart, movement costs…). */
export function tableAid(c: Table, t: Translator): Aid {
  const tr = (x: string) => t.chart(c.id, x);
  // A column of figures is centred; a dash standing for "none" (—) keeps it a column of figures.
  const numeric = c.columns.map((_, j) => c.rows.every((r) => /^[\s\d+\-–—−/:×x.,%]*$/.test(String(r[j] ?? ''))));
  const elements: AidElement[] = [
    {
      kind: 'table',
      columns: c.columns.map((label, j) => ({
        // A heading naming a span prints it as the rows' figures do: "Range 6–8".
        label: rangeFigure(tr(label)),
        align: numeric[j] ? ('center' as const) : ('left' as const),
        wrap: !numeric[j],
        rowHeader: j === 0,
      })),
      rows: c.rows.map((r, i) => ({
        cells: r.map((cell, j) => ({ text: tr(String(cell)), data: { chart: c.id, row: String(i), col: String(j) } })),
      })),
    },
  ];
  return finishAid(c, elements, t);
}
