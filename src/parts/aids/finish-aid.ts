import type { Chart } from '../../model/schema/charts.js';
import type { Provenance } from '../../model/schema/common.js';
import type { Aid, AidElement } from './aid-model.js';
import type { Translator } from './translator.js';
import { dagger, provenanceTag } from './reconstructed.js';
import { noteMarked } from '../../provenance/marks.js';

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
  // A reconstructed note in a chart of the rules' values carries a dagger, as a reconstructed row does.
  const marked = (i: number) => noteMarked(c, i);
  if (c.notes.length)
    elements.push({
      kind: 'list',
      items: c.notes.map((n, i) => ({
        marker: '•',
        text: dagger(t.chart(c.id, n), marked(i)),
        reconstructed: marked(i),
      })),
    });
  const notesMarked = c.notes.some((_, i) => marked(i));
  const { tag, reconstructed } = provenanceTag(
    c.provenance,
    notesMarked ? [...parts, { reconstructed: 'some notes' }] : parts,
    t,
  );
  return { id: c.id, title: t.name(c.id, c.name), tag, reconstructed, elements };
}
