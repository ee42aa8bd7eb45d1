import type { Crt } from '../../model/schema/charts.js';
import type { Aid, AidElement } from './aid-model.js';
import type { Translator } from './translator.js';
import { finishAid } from './finish-aid.js';
import { dagger, isReconstructed } from './reconstructed.js';

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** How a modifier reads in the list under the table: "+1 column", "−1 to the die roll". */
export function modifierEffect(m: { shift?: number; drm?: number }, t: Translator): string {
  const parts: string[] = [];
  if (m.shift !== undefined)
    parts.push(`${signed(m.shift)} ${Math.abs(m.shift) === 1 ? t.str('column') : t.str('columns')}`);
  if (m.drm !== undefined) parts.push(`${signed(m.drm)} ${t.str('drm')}`);
  return parts.join(', ');
}

/**
 * A combat results table as printed beside the map: die rolls down, odds or differential columns across,
 * every cell exactly the data's cell (it carries data-row/data-col so a test can read it back), then the
 * modifiers, the result codes explained and the chart's notes.
 */
export function crtAid(c: Crt, t: Translator): Aid {
  const tr = (x: string) => t.chart(c.id, x);
  const elements: AidElement[] = [
    {
      kind: 'table',
      group: t.str(c.method === 'odds' ? 'odds' : 'differential'),
      columns: [
        { label: t.str('dieRoll'), align: 'center', rowHeader: true },
        ...c.columns.map((label) => ({ label: tr(label), align: 'center' as const })),
      ],
      rows: c.rows.map((r, i) => ({
        cells: [
          { text: String(r.roll) },
          ...r.results.map((cell, j) => ({ text: tr(cell), data: { chart: c.id, row: String(i), col: String(j) } })),
        ],
      })),
    },
  ];
  if (c.modifiers.length) {
    elements.push({ kind: 'heading', text: t.str('modifiers') });
    elements.push({
      kind: 'list',
      items: c.modifiers.map((m) => ({
        marker: modifierEffect(m, t) || '•',
        text: dagger(tr(m.text), isReconstructed(m.provenance)),
        reconstructed: isReconstructed(m.provenance),
      })),
    });
  }
  elements.push({ kind: 'heading', text: t.str('results') });
  if (c.split) elements.push({ kind: 'text', text: t.str('resultsSplit', { split: c.split }), small: true });
  elements.push({
    kind: 'list',
    items: c.results.map((r) => ({
      marker: tr(r.code),
      text:
        tr(r.meaning) + (r.for === 'either' ? '' : ` (${t.str(r.for === 'attacker' ? 'forAttacker' : 'forDefender')})`),
    })),
  });
  return finishAid(
    c,
    elements,
    t,
    c.modifiers.map((m) => m.provenance),
  );
}
