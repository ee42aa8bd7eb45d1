import type { Scenario } from '../../model/scenario.js';
import type { WorkProcedure } from '../../model/schema/work-procedure.js';
import { workPlaces } from '../../model/work-places.js';
import type { Aid, AidElement } from './aid-model.js';
import type { Translator } from './translator.js';

// The aid of work declared in rules.yaml (`kind: work`): printed from the declaration the referee rolls by, so the
// dice per unit, the amount that completes the work, the halving and the hits on the sheet are what is judged.

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

export function workAid(s: Scenario, p: WorkProcedure, t: Translator): Aid {
  const tr = (x: string) => t.chart(p.id, x);
  const w = p.work;
  const die = (n: number) => `${n}${t.str('diceLetter')}${w.sides}`;
  const elements: AidElement[] = [
    { kind: 'heading', text: t.str('dice') },
    {
      kind: 'list',
      items: w.dice.map((d) => ({ marker: die(d.dice), text: `${tr(d.text ?? d.unit)} (${d.section})` })),
    },
    { kind: 'text', text: `${fill(t.str('workUnits'), w.units)} (${w.units.section})` },
    { kind: 'text', text: `${fill(t.str('workComplete'), { at: w.complete.at })} (${w.complete.section})` },
  ];
  if (w.cap) elements.push({ kind: 'text', text: `${fill(t.str('workCap'), { at: w.cap.at })} (${w.cap.section})` });
  const h = w.halve;
  if (h) {
    const when = [
      ...(h.night ? [t.str('workHalvedNight')] : []),
      ...(h.text ? [tr(h.text)] : h.when ? [h.when] : []),
      ...(h.each ? [fill(t.str('workHalvedEach'), h.each)] : []),
    ].join('; ');
    elements.push({ kind: 'text', text: `${fill(t.str('workHalved'), { when })} (${h.section})` });
  }
  if (w.oncePerTurn) elements.push({ kind: 'text', text: `${t.str('workOnce')} (${w.oncePerTurn.section})` });
  if (w.stay) elements.push({ kind: 'text', text: `${t.str('workStay')} (${w.stay.section})` });
  if (w.damage) elements.push({ kind: 'text', text: `${t.str('workDamage')} (${w.damage.section})` });
  elements.push({ kind: 'heading', text: t.str('workPlaces') });
  elements.push({
    kind: 'list',
    items: workPlaces(s, p).map((x) => ({ marker: x.cells.join(', '), text: `${tr(x.name)} (${x.section})` })),
  });
  return { id: p.id, title: `${t.name(p.id, p.title)} (${p.section})`, reconstructed: false, elements };
}
