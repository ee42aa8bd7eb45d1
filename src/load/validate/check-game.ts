import type { Scenario } from '../../model/scenario.js';
import type { Problem } from '../problem.js';
import { at, duplicateIds, duplicateKeys, missing } from './report.js';

/**
 * Sides, nationalities, formations, abilities, options and sources each have unique ids and refer to each
 * other correctly.
 */
export function checkGame(s: Scenario): Problem[] {
  const g = s.game;
  const ref = s.origins.game;
  const sub = (...p: (string | number)[]) => ({ src: ref.src, path: [...ref.path, ...p] });
  const out: Problem[] = [
    ...duplicateIds(g.sides, (i) => sub('sides', i), 'side'),
    ...duplicateIds(g.nationalities, (i) => sub('nationalities', i), 'nationality'),
    ...duplicateIds(g.formations, (i) => sub('formations', i), 'formation'),
    ...duplicateIds(g.abilities, (i) => sub('abilities', i), 'ability'),
    ...duplicateIds(g.options, (i) => sub('options', i), 'option'),
    ...duplicateIds(g.sources, (i) => sub('sources', i), 'source'),
    ...duplicateKeys(
      g.locales,
      (l) => l,
      (i) => sub('locales', i),
      'locale',
      [],
    ),
    ...g.options.flatMap((o, i) => duplicateIds(o.choices, (j) => sub('options', i, 'choices', j), 'choice')),
  ];
  const sides = g.sides.map((x) => x.id);
  const nats = g.nationalities.map((x) => x.id);
  const forms = g.formations.map((x) => x.id);
  g.nationalities.forEach(
    (n, i) => sides.includes(n.side) || out.push(at(sub('nationalities', i), ['side'], missing('side', n.side, sides))),
  );
  g.formations.forEach((f, i) => {
    if (!sides.includes(f.side)) out.push(at(sub('formations', i), ['side'], missing('side', f.side, sides)));
    if (f.nationality && !nats.includes(f.nationality))
      out.push(at(sub('formations', i), ['nationality'], missing('nationality', f.nationality, nats)));
    if (f.parent && !forms.includes(f.parent))
      out.push(at(sub('formations', i), ['parent'], missing('formation', f.parent, forms)));
  });
  g.options.forEach((o, i) => {
    const choices = o.choices.map((c) => c.id);
    if (!choices.includes(o.default))
      out.push(at(sub('options', i), ['default'], missing('choice', o.default, choices)));
  });
  return out;
}
