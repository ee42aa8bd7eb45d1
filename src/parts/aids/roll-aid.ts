import type { DicePoolProcedure, SuccessRollProcedure } from '../../model/schema/rules.js';
import type { Aid, AidElement } from './aid-model.js';
import type { Translator } from './translator.js';

// The aid of a dice pool or a success roll declared in rules.yaml: printed from the same declaration the referee
// rolls by, so the dice, the face that hits, the target and every modifier on the sheet are what is adjudicated.

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

export function rollAid(p: DicePoolProcedure | SuccessRollProcedure, t: Translator): Aid {
  const tr = (x: string) => t.chart(p.id, x);
  const dice = (spec: string) => spec.replace(/d/i, t.str('diceLetter'));
  const elements: AidElement[] = [];
  if (p.kind === 'dice-pool') {
    elements.push({ kind: 'heading', text: t.str('dice') });
    elements.push({
      kind: 'list',
      items: [
        ...p.dice.map((d) => ({
          marker: d.per ? `${d.dice === 1 ? '' : `${d.dice} × `}${d.per.replace(/^input\./, '')}` : `+${d.dice}`,
          text: `${tr(d.text ?? d.id)} (${d.section})`,
        })),
        // A unit's fire: its own dice, and the dice the declared support adds.
        ...(p.firer ? [{ marker: '•', text: `${t.str('firerDice')} (${p.firer.section})` }] : []),
        ...(p.support
          ? [
              {
                marker: '+',
                text:
                  `${fill(t.str('supportDice'), { what: tr(p.support.label), reach: p.support.reach })} ` +
                  `(${p.support.section})`,
              },
            ]
          : []),
      ],
    });
    const sides = dice(`1d${p.sides}`);
    elements.push({
      kind: 'text',
      text: `${fill(t.str('hitsOn'), { face: p.hitOn.atLeast })}, ${sides} (${p.hitOn.section})`,
    });
    if (p.modifiers.length) {
      elements.push({ kind: 'heading', text: t.str('hitModifiers') });
      elements.push({
        kind: 'list',
        items: p.modifiers.map((m) => ({
          marker: signed(m.by),
          text: `${tr(m.text ?? m.id)}${m.applies === 'firer' ? `, ${t.str('firerOnly')}` : ''} (${m.section})`,
        })),
      });
    }
    if (p.allocate) {
      const who = (by: 'owner' | 'firer') => t.str(by === 'owner' ? 'allocateOwner' : 'allocateFirer');
      elements.push({ kind: 'text', text: `${who(p.allocate.by)} (${p.allocate.section})` });
      // An option that gives the choice to the other player: its section names it.
      for (const u of p.allocate.unless) elements.push({ kind: 'text', text: `${who(u.by)} (${u.section})` });
    }
  } else {
    const target = p.target.value ?? p.target.per?.replace(/^input\./, '') ?? '';
    const need = t.str(p.succeed === 'atLeast' ? 'successAtLeast' : 'successAtMost');
    elements.push({ kind: 'text', text: `${fill(need, { dice: dice(p.dice), target })} (${p.target.section})` });
    if (p.drms.length) {
      elements.push({ kind: 'heading', text: t.str('modifiers') });
      elements.push({
        kind: 'list',
        items: p.drms.map((a) => ({
          marker: `${signed(a.drm ?? 0)}${a.per ? ` × ${a.per.replace(/^input\./, '')}` : ''} ${t.str('drm')}`,
          text: `${tr(a.text ?? a.id ?? '')} (${a.section ?? p.section})`,
        })),
      });
    }
    elements.push({
      kind: 'list',
      items: [
        { marker: t.str('success'), text: tr(p.success.text) },
        { marker: t.str('failure'), text: tr(p.failure.text) },
      ],
    });
  }
  return { id: p.id, title: `${t.name(p.id, p.title)} (${p.section})`, reconstructed: false, elements };
}
