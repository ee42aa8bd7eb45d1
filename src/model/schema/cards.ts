import type { z } from 'zod';
import { strict, id, name, text, int, list, copies, provenance, color, effects, LIMITS } from './common.js';

/**
 * A template named by a game: a file in its templates/ folder (or Sandtable's), so a relative path that
 * never climbs out with "..", never absolute.
 */
const templateName = name.regex(
  /^(?![\\/])(?![A-Za-z]:)(?!.*(^|[\\/])\.\.([\\/]|$))[^\0]+$/,
  'a template is named by its file in the templates/ folder (e.g. "event" or "event.svg.hbs"), ' +
    'without ".." or an absolute path',
);

export const cardsFile = strict({
  deck: strict({
    size: int(1, LIMITS.cards),
    backTitle: name,
    backColor: color.default('#2b3a55'),
    provenance,
  }),
  types: list(strict({ id, name, color, template: templateName.optional() }), 100).min(1),
  cards: list(
    strict({
      id,
      type: id,
      title: name,
      /** Sides that may play the card. */
      sides: list(id, 20).min(1),
      value: int(-LIMITS.factor, LIMITS.factor).optional(),
      count: copies,
      /** Our own wording of the card's effect. */
      text,
      effects: effects.default({}),
      provenance,
    }),
    LIMITS.cards,
  ).min(1),
  handSizes: list(
    strict({
      side: id,
      from: name,
      to: name.optional(),
      size: int(0, 100),
      note: text.optional(),
      provenance,
    }),
    100,
  ).default([]),
});

export type CardsFile = z.infer<typeof cardsFile>;
