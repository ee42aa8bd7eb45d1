import { z } from 'zod';
import { strict, id, provenance, color, diceSpec, effects } from './common.js';

export const side = strict({
  id,
  name: z.string(),
  color: color.optional(),
});

export const nationality = strict({
  id,
  name: z.string(),
  side: id,
  /** Counter background, per the convention that nationality sets the background. */
  background: color,
  text: color.default('#000000'),
});

export const formation = strict({
  id,
  name: z.string(),
  side: id,
  nationality: id.optional(),
  /** Symbol or band colour where the game colour-codes divisions. */
  color: color.optional(),
  parent: id.optional(),
  provenance,
});

export const ability = strict({
  id,
  name: z.string(),
  /** Our own wording of what the ability does. */
  text: z.string(),
  /** Numbers the game's procedures read, e.g. { columnShift: 1, retreatValue: 5, defenceAlone: 1 }. */
  effects: effects.default({}),
  provenance,
});

export const option = strict({
  id,
  title: z.string(),
  /** Why the option exists: the contradiction or the optional rule it covers. */
  why: z.string(),
  choices: z.array(strict({ id, text: z.string(), provenance })).min(2),
  default: id,
  defaultReason: z.string(),
});

export const source = strict({
  id,
  title: z.string(),
  file: z.string().optional(),
  language: z.string().default('en'),
  note: z.string().optional(),
});

export const game = strict({
  id,
  title: z.string(),
  subtitle: z.string().optional(),
  designer: z.string().optional(),
  year: z.number().int().optional(),
  publisher: z.string().optional(),
  description: z.string(),
  mapKind: z.enum(['hex', 'square', 'area']),
  dice: diceSpec,
  scale: z.string().optional(),
  locales: z.array(z.string()).default([]),
  sources: z.array(source).min(1),
  sides: z.array(side).min(2),
  nationalities: z.array(nationality).min(1),
  formations: z.array(formation).default([]),
  abilities: z.array(ability).default([]),
  options: z.array(option).default([]),
  provenance,
});

export type Game = z.infer<typeof game>;
