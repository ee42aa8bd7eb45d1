import type { Chart } from '../../model/schema/charts.js';
import type { Provenance } from '../../model/schema/common.js';
import type { Aid, AidElement } from './aid-model.js';
import type { Translator } from './translator.js';
import { provenanceTag } from './reconstructed.js';

/**
 * What every chart's aid ends alike: the chart's notes listed under its own elements, its title, and the
 * tag saying whether the chart, or some of its rows (`parts`), are our reconstruction.
 */
export function finishAid(
  c: Chart,
  elements: AidElement[],
  t: Translator,
  parts: (Provenance | undefined)[] = [],
): Aid {
  if (c.notes.length)
    elements.push({ kind: 'list', items: c.notes.map((n) => ({ marker: '•', text: t.chart(c.id, n) })) });
  const { tag, reconstructed } = provenanceTag(c.provenance, parts, t);
  return { id: c.id, title: t.name(c.id, c.name), tag, reconstructed, elements };
}
