import type { Chart } from '../../model/schema/charts.js';
import type { Aid, AidElement } from './aid-model.js';
import type { Translator } from './translator.js';
import { finishAid } from './finish-aid.js';

type Sequence = Extract<Chart, { kind: 'sequence' }>;

const letter = (i: number) => String.fromCharCode(97 + (i % 26));

/** The sequence of play: numbered phases, their steps lettered beneath. */
export function sequenceAid(c: Sequence, t: Translator): Aid {
  const tr = (x: string) => t.chart(c.id, x);
  const items: Extract<AidElement, { kind: 'list' }>['items'] = [];
  c.steps.forEach((s, i) => {
    items.push({ marker: `${i + 1}.`, text: tr(s.text) });
    (s.steps ?? []).forEach((sub, j) => items.push({ marker: `${letter(j)}.`, text: tr(sub.text), indent: 1 }));
  });
  return finishAid(c, [{ kind: 'list', items }], t);
}
