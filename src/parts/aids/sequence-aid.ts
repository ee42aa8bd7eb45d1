import type { Chart } from '../../model/schema/charts.js';
import type { Aid, AidElement } from './aid-model.js';
import type { Translator } from './translator.js';
import { finishAid } from './finish-aid.js';

type Sequence = Extract<Chart, { kind: 'sequence' }>;

/** The marker is the aid's: a step's text that numbers itself ("1. German supply check") would print it twice. */
const OWN_NUMBER = /^\s*\d+[.)]\s+/;

/** The sequence of play: numbered phases, their steps lettered beneath. */
export function sequenceAid(c: Sequence, t: Translator): Aid {
  const tr = (x: string) => t.chart(c.id, x);
  // Sub-steps are lettered in the sheet's alphabet: a, b, c in English, а, б, в in Russian.
  const letters = [...t.str('stepLetters')];
  const letter = (i: number) => letters[i % letters.length];
  const items: Extract<AidElement, { kind: 'list' }>['items'] = [];
  c.steps.forEach((s, i) => {
    items.push({ marker: `${i + 1}.`, text: tr(s.text).replace(OWN_NUMBER, '') });
    (s.steps ?? []).forEach((sub, j) => items.push({ marker: `${letter(j)}.`, text: tr(sub.text), indent: 1 }));
  });
  return finishAid(c, [{ kind: 'list', items }], t);
}
