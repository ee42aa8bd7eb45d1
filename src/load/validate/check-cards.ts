import type { Scenario } from '../../model/scenario.js';
import type { Problem } from '../problem.js';
import { at, duplicateIds, missing } from './report.js';
import { lookupTemplate, templateDirs, withExtension } from '../find-template.js';
import { OWN_FILES_ONLY } from '../game-file.js';

/** Card types and sides exist, and the counts add up to the deck size. */
export function checkCards(s: Scenario): Problem[] {
  const deck = s.cards;
  const size = deck?.deck.size;
  const ref = s.origins.cards;
  if (!deck || !ref) return [];
  const sub = (...p: (string | number)[]) => ({ src: ref.src, path: [...ref.path, ...p] });
  const out: Problem[] = [
    ...duplicateIds(deck.cards, (i) => sub('cards', i), 'card'),
    ...duplicateIds(deck.types, (i) => sub('types', i), 'card type'),
  ];
  const types = deck.types.map((t) => t.id);
  const sides = s.game.sides.map((x) => x.id);
  deck.cards.forEach((c, i) => {
    if (!types.includes(c.type)) out.push(at(sub('cards', i), ['type'], missing('card type', c.type, types)));
    c.sides.forEach(
      (x, j) => sides.includes(x) || out.push(at(sub('cards', i), ['sides', j], missing('side', x, sides))),
    );
  });
  const dirs = templateDirs(s);
  deck.types.forEach((t, i) => {
    if (!t.template) return;
    const found = lookupTemplate(t.template, dirs);
    if (found.refused)
      out.push(
        at(sub('types', i), ['template'], `the template ${found.refused.file} ${found.refused.why}; ${OWN_FILES_ONLY}`),
      );
    else if (!found.file)
      out.push(
        at(
          sub('types', i),
          ['template'],
          `no template "${withExtension(t.template)}" in the game's templates/ folder or Sandtable's`,
        ),
      );
  });
  deck.handSizes.forEach(
    (h, i) => sides.includes(h.side) || out.push(at(sub('handSizes', i), ['side'], missing('side', h.side, sides))),
  );
  const total = deck.cards.reduce((n, c) => n + c.count, 0);
  if (total !== size)
    out.push(at(sub('deck'), ['size'], `the deck has ${size} cards, but the card counts add up to ${total}`));
  return out;
}
