import type { Chart } from '../../model/schema/charts.js';
import { decimalIn } from '../../print/decimal.js';
import type { Aid, AidElement } from './aid-model.js';
import type { Translator } from './translator.js';
import { finishAid } from './finish-aid.js';
import { dagger, isReconstructed } from './reconstructed.js';
import { rollFigure } from '../../print/figures.js';

type Victory = Extract<Chart, { kind: 'victory' }>;

/** Victory points (what scores, and how much) and victory levels (which total wins what). */
export function victoryAid(c: Victory, t: Translator): Aid {
  const tr = (x: string) => t.chart(c.id, x);
  // A score is a figure in the sheet's language: a true minus (as the CRT's "−1 column") and its decimal mark
  // ("−0,5" on a Russian sheet); a word ("required", "German win") is chart text.
  const score = (v: string | number) =>
    typeof v === 'number' ? decimalIn(t.lang, v < 0 ? `−${-v}` : String(v)) : tr(v);
  const elements: AidElement[] = [];
  if (c.points.length) {
    elements.push({ kind: 'heading', text: t.str('victoryPoints') });
    elements.push({
      kind: 'table',
      columns: [
        { label: t.str('condition'), align: 'left', wrap: true },
        { label: t.str('points'), align: 'center' },
      ],
      rows: c.points.map((p, i) => ({
        reconstructed: isReconstructed(p.provenance),
        cells: [
          { text: dagger(tr(p.text), isReconstructed(p.provenance)) },
          { text: score(p.value), data: { chart: c.id, row: String(i), col: 'points' } },
        ],
      })),
    });
  }
  if (c.levels.length) {
    const withText = c.levels.some((l) => l.text);
    elements.push({ kind: 'heading', text: t.str('victoryLevels') });
    elements.push({
      kind: 'table',
      columns: [
        { label: t.str('range'), align: 'center', rowHeader: true, wrap: true },
        { label: t.str('result'), align: 'left', wrap: true },
        ...(withText ? [{ label: t.str('note'), align: 'left' as const, wrap: true }] : []),
      ],
      rows: c.levels.map((l) => ({
        reconstructed: isReconstructed(l.provenance),
        cells: [
          { text: rollFigure(tr(l.range)) },
          { text: dagger(tr(l.result), isReconstructed(l.provenance)) },
          ...(withText ? [{ text: l.text ? tr(l.text) : '' }] : []),
        ],
      })),
    });
  }
  return finishAid(c, elements, t, [...c.points.map((p) => p.provenance), ...c.levels.map((l) => l.provenance)]);
}
