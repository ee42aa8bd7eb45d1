import { decimalIn } from '../../print/decimal.js';
import type { Crt } from '../../model/schema/charts.js';
import type { Rules } from '../../model/schema/rules.js';
import type { Aid, AidElement } from './aid-model.js';
import type { Translator } from './translator.js';
import { finishAid } from './finish-aid.js';
import { dagger, isReconstructed } from './reconstructed.js';
import { differentialFigure, rollFigure } from '../../print/figures.js';

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** How a modifier reads in the list under the table: "+1 column", "−1 to the die roll". */
export function modifierEffect(m: { shift?: number; drm?: number }, t: Translator): string {
  const parts: string[] = [];
  if (m.shift !== undefined)
    parts.push(`${signed(m.shift)} ${Math.abs(m.shift) === 1 ? t.str('column') : t.str('columns')}`);
  if (m.drm !== undefined) parts.push(`${signed(m.drm)} ${t.str('drm')}`);
  return parts.join(', ');
}

/** One line of the modifier list: its effect, its words, whether its number is reconstructed. */
interface ModifierItem {
  marker: string;
  text: string;
  reconstructed: boolean;
}

/**
 * The modifiers a game's rules.yaml declares for combat on this chart, as the referee applies them: each shift and
 * die modifier (the chart's own words and number where it names one, else the declaration's, with its section),
 * and each multiplier on a side's total. A modifier the chart prints and no procedure applies is left out, so the
 * aid and the referee cannot disagree. A rule hook that declares the chart (`charts`) lists the multipliers,
 * shifts and modifiers it declares, which are the numbers it reads. Undefined when no declared procedure reads
 * this chart.
 */
export function declaredModifiers(c: Crt, rules: Rules | undefined, t: Translator): ModifierItem[] | undefined {
  const procedures = (rules?.procedures ?? []).filter(
    (p) =>
      (p.kind === 'combat' && p.chart === c.id) ||
      ((p.kind === 'hook' || p.kind === 'rounds') && p.charts.includes(c.id)),
  );
  if (!procedures.length) return undefined;
  const tr = (x: string) => t.chart(c.id, x);
  const items: ModifierItem[] = [];
  const seen = new Set<string>();
  for (const p of procedures) {
    if (p.kind !== 'combat' && p.kind !== 'hook' && p.kind !== 'rounds') continue;
    // A hook's declared totals are the numbers it reads, as a combat's are (e.g. ×0.5 out of supply).
    for (const m of (p.kind === 'rounds' ? undefined : p.totals)?.multipliers ?? []) {
      const side = t.str(m.side === 'attacker' ? 'forAttacker' : 'forDefender');
      const text = `${tr(m.text ?? m.id)} (${side}, ${m.section})`;
      const marker = `×${decimalIn(t.lang, m.by)}`;
      if (seen.has(`${marker} ${text}`)) continue;
      seen.add(`${marker} ${text}`);
      items.push({ marker, text, reconstructed: false });
    }
    for (const [what, list] of [
      ['shift', p.shifts],
      ['drm', p.drms],
    ] as const)
      for (const a of list) {
        const printed = a.modifier ? c.modifiers.find((m) => m.id === a.modifier) : undefined;
        const value = printed ? printed[what] : a[what];
        const words = printed ? tr(printed.text) : `${tr(a.text ?? a.id ?? '')}${a.section ? ` (${a.section})` : ''}`;
        const key = `${what}:${a.modifier ?? a.id ?? a.text}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const reconstructed = isReconstructed(printed?.provenance);
        items.push({
          marker: modifierEffect(what === 'shift' ? { shift: value } : { drm: value }, t) || '',
          text: dagger(words, reconstructed),
          reconstructed,
        });
      }
  }
  return items;
}

/**
 * A combat results table as printed beside the map: die rolls down, odds or differential columns across,
 * every cell exactly the data's cell (it carries data-row/data-col so a test can read it back), then the
 * modifiers, the result codes explained and the chart's notes.
 */
export function crtAid(c: Crt, t: Translator, rules?: Rules): Aid {
  const tr = (x: string) => t.chart(c.id, x);
  const elements: AidElement[] = [
    {
      kind: 'table',
      group: t.str(c.method === 'odds' ? 'odds' : 'differential'),
      columns: [
        { label: t.str('dieRoll'), align: 'center', rowHeader: true },
        ...c.columns.map((label) => ({
          label: c.method === 'differential' ? differentialFigure(tr(label)) : tr(label),
          align: 'center' as const,
        })),
      ],
      rows: c.rows.map((r, i) => ({
        cells: [
          { text: rollFigure(r.roll) },
          ...r.results.map((cell, j) => ({ text: tr(cell), data: { chart: c.id, row: String(i), col: String(j) } })),
        ],
      })),
    },
  ];
  // A game whose rules.yaml declares this chart's combat lists what the referee applies; otherwise the chart's own.
  // A modifier with no number of its own (it cancels another, or states a limit) leaves its value column blank:
  // its words say what it does, and a bullet there read as a stray value.
  const modifiers =
    declaredModifiers(c, rules, t) ??
    c.modifiers.map((m) => ({
      marker: modifierEffect(m, t) || '',
      text: dagger(tr(m.text), isReconstructed(m.provenance)),
      reconstructed: isReconstructed(m.provenance),
    }));
  if (modifiers.length) {
    elements.push({ kind: 'heading', text: t.str('modifiers') });
    // A list with no number at all (Remagen's odds limits) is a plain bulleted list.
    const plain = modifiers.every((x) => x.marker === '');
    elements.push({ kind: 'list', items: plain ? modifiers.map((x) => ({ ...x, marker: '•' })) : modifiers });
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
