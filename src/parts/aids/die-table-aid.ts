import type { DieTable } from '../../model/schema/charts.js';
import type { Aid, AidElement } from './aid-model.js';
import type { Translator } from './translator.js';
import { finishAid } from './finish-aid.js';
import { rangeFigure, rollFigure } from '../../print/figures.js';

/** A die table (air power, weather, bridge demolition…): the roll and its result in each column. */
export function dieTableAid(c: DieTable, t: Translator): Aid {
  const tr = (x: string) => t.chart(c.id, x);
  const elements: AidElement[] = [
    {
      kind: 'table',
      columns: [
        {
          label: `${t.str('dieRoll')} (${c.dice.replace(/d/i, t.str('diceLetter'))})`,
          align: 'center',
          rowHeader: true,
        },
        // A heading that names turns or rolls prints its range as the rows do: "German turns 4–5".
        ...c.columns.map((label) => ({ label: rangeFigure(tr(label)), align: 'center' as const, wrap: true })),
      ],
      rows: c.rows.map((r, i) => ({
        cells: [
          { text: rollFigure(r.roll) },
          ...r.results.map((cell, j) => ({ text: tr(cell), data: { chart: c.id, row: String(i), col: String(j) } })),
        ],
      })),
    },
  ];
  return finishAid(c, elements, t);
}
