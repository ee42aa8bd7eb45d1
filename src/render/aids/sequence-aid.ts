import type { Chart } from '../../model/schema/charts.js';
import type { Aid, AidElement } from './aid-model.js';
import type { Translator } from './translator.js';
import { provenanceTag } from './reconstructed.js';

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
  const elements: AidElement[] = [{ kind: 'list', items }];
  if (c.notes.length) elements.push({ kind: 'list', items: c.notes.map((n) => ({ marker: '•', text: tr(n) })) });
  const { tag, reconstructed } = provenanceTag(c.provenance, [], t);
  return { id: c.id, title: t.name(c.id, c.name), tag, reconstructed, elements };
}
