import { z } from 'zod';
import { strict, id, provenance, color, effects } from './common.js';

export const cardsFile = strict({
  deck: strict({
    size: z.number().int().min(1),
    backTitle: z.string(),
    backColor: color.default('#2b3a55'),
    provenance,
  }),
  types: z.array(strict({ id, name: z.string(), color, template: z.string().optional() })).min(1),
  cards: z
    .array(
      strict({
        id,
        type: id,
        title: z.string(),
        /** Sides that may play the card. */
        sides: z.array(id).min(1),
        value: z.number().int().optional(),
        count: z.number().int().min(1),
        /** Our own wording of the card's effect. */
        text: z.string(),
        effects: effects.default({}),
        provenance,
      }),
    )
    .min(1),
  handSizes: z
    .array(
      strict({
        side: id,
        from: z.string(),
        to: z.string().optional(),
        size: z.number().int().min(0),
        note: z.string().optional(),
        provenance,
      }),
    )
    .default([]),
});

export type CardsFile = z.infer<typeof cardsFile>;
