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
  /** The deck as a whole: its size and what its backs print. */
  deck: strict({
    /** Cards in the deck, all copies counted (1–1000): checked against the cards listed. */
    size: int(1, LIMITS.cards),
    /** The title printed on every card's back. */
    backTitle: name,
    backColor: color.default('#2b3a55'),
    provenance,
  }),
  /** The kinds of card (events, combat cards…), each with its colour and card template (at least one). */
  types: list(
    strict({
      /** The type's id, which cards name in `type`. */
      id,
      /** The type as printed on its cards ("Event"). */
      name,
      color,
      template: templateName.optional(),
    }),
    100,
  ).min(1),
  cards: list(
    strict({
      /** The card's id, which the journal's hands and `hand --set` name. */
      id,
      /** The card's type (a `types[].id`). */
      type: id,
      /** The card's title as printed. */
      title: name,
      /** Sides that may play the card. */
      sides: list(id, 20).min(1),
      /** A number printed on the card that procedures read (a movement card's areas, a combat card's shift). */
      value: int(-LIMITS.factor, LIMITS.factor).optional(),
      count: copies,
      /** Our own wording of the card's effect. */
      text,
      effects: effects.default({}),
      provenance,
    }),
    LIMITS.cards,
  ).min(1),
  /** How many cards each side holds, turn by turn (≤ 100 entries). */
  handSizes: list(
    strict({
      /** The side (game.yaml `sides[].id`) whose hand it is. */
      side: id,
      /** The first turn the size holds, as the turn track labels it. */
      from: name,
      /** The last turn it holds; none, to the end of the game. */
      to: name.optional(),
      /** Cards in the hand (0–100). */
      size: int(0, 100),
      /** Anything more the rules say about the hand, in our words. */
      note: text.optional(),
      provenance,
    }),
    100,
  ).default([]),
});

export type CardsFile = z.infer<typeof cardsFile>;
