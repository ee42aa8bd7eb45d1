import type { Message, Value } from '../assist/messages.js';
import type { Rules } from '../model/schema/rules.js';

// A report's own words (rules.yaml `says`): an English text written where the step is declared, keyed by its
// place, "<procedure>.says.<where>.<step>", so that a locale file's `words.rules` words it in another language.

export const saysKey = (procedure: string, where: string, step: string): string =>
  [procedure, 'says', where, step].filter((x) => x).join('.');

/** The step said in the data's text, with the values the step gives. */
export const saysMessage = (
  procedure: string,
  where: string,
  step: string,
  text: string,
  values: Record<string, Value>,
): Message => ({ key: saysKey(procedure, where, step), values, text });

/** Every text of a game's own that its rules.yaml writes in place, by key: the words a locale file may give. */
export function saysTexts(rules: Rules | undefined): { key: string; english: string }[] {
  const out: { key: string; english: string }[] = [];
  const add = (procedure: string, where: string, texts: Record<string, string | undefined> | undefined) => {
    for (const [step, text] of Object.entries(texts ?? {}))
      if (text) out.push({ key: saysKey(procedure, where, step), english: text });
  };
  add('movement', 'stacking', rules?.movement?.stacking?.says);
  for (const p of rules?.procedures ?? []) {
    if (p.kind === 'die-table') {
      add(p.id, '', { option: p.option?.says });
      const u = p.unit?.says;
      if (u) {
        const { results, ...steps } = u;
        add(p.id, '', steps);
        for (const [result, r] of Object.entries(results))
          add(p.id, result, { code: r.code, chance: r.chance, rolled: r.rolled });
      }
    }
    if (p.kind === 'work') add(p.id, '', p.work.says);
    if (p.kind === 'salvo') add(p.id, '', p.salvo.says);
    if (p.kind === 'battle') {
      add(p.id, '', p.battle.places?.says);
      add(p.id, '', p.battle.says);
    }
    if (p.kind === 'turn-end' || p.kind === 'reserve') add(p.id, '', p.says);
    if (p.kind === 'turn-choice') {
      add(p.id, '', p.says);
      add(p.id, 'choices', Object.fromEntries(p.choices.map((c) => [c.id, c.says])));
    }
    if (p.kind === 'reserve') for (const e of p.enter) add(p.id, e.side, { enters: e.enters, elsewhere: e.elsewhere });
    if (p.kind === 'setup') {
      add(p.id, '', p.setup.says);
      for (const x of p.setup.instead) add(p.id, x.id, { outside: x.says });
      for (const x of p.setup.prohibited) add(p.id, 'prohibited', { [x.terrain]: x.says });
    }
    if (p.kind === 'hook') add(p.id, '', p.battle?.places?.says);
    if (p.kind === 'hook' || p.kind === 'combat')
      for (const a of [...p.shifts, ...p.drms])
        add(p.id, a.id ?? a.modifier ?? '', typeof a.says === 'string' ? { one: a.says } : a.says);
    if (p.kind === 'hook' || p.kind === 'combat') for (const r of p.refusedAttackers) add(p.id, r.id, { one: r.says });
    if (p.kind === 'hook') for (const m of p.outcome?.testModifiers ?? []) add(p.id, m.id, { one: m.says });
    if (p.kind === 'hook') add(p.id, '', p.battle?.says);
    if (p.kind === 'hook' || p.kind === 'combat') add(p.id, '', p.says);
    if (p.kind === 'combat')
      for (const i of p.inputs) add(p.id, i.id, { refused: i.says, closed: i.closed, most: i.most?.says });
    if (p.kind === 'hook' || p.kind === 'rounds') {
      add(p.id, '', p.rounds?.says);
      for (const n of p.rounds?.notes ?? []) add(p.id, 'notes', { [n.id]: n.says });
      const c = p.rounds?.choice;
      if (c) {
        add(p.id, 'choice', { name: c.name, question: c.question, waits: c.waits });
        add(p.id, 'choice.options', Object.fromEntries(c.options.map((o) => [o.id, o.says])));
      }
    }
    if (p.kind === 'rounds')
      for (const a of [...p.shifts, ...p.drms])
        add(p.id, a.id ?? a.modifier ?? '', typeof a.says === 'string' ? { one: a.says } : a.says);
    if (p.kind === 'victory' && p.tally) {
      add(p.id, 'kept', p.tally.kept?.says);
      for (const pt of p.tally.points) add(p.id, pt.point, pt.says);
    }
    const o = p.kind === 'victory' ? p.objectives : undefined;
    if (o) {
      add(p.id, '', o.says);
      for (const r of o.option?.requires ?? []) for (const x of r.all) add(p.id, x.id, x.says);
    }
    const w = p.kind === 'victory' ? p.tally?.ways : undefined;
    if (!w) continue;
    add(p.id, '', w.says);
    for (const input of w.inputs) add(p.id, input.id, input.says);
    for (const way of w.ways) {
      add(p.id, way.id, way.says);
      for (const band of way.difference?.levels ?? []) add(p.id, way.id, { [`sided.${band.from}`]: band.says });
    }
  }
  return out;
}
