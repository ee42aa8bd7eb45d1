import { z } from 'zod';
import {
  strict,
  id,
  name,
  text,
  int,
  list,
  provenance,
  provenanceKinds,
  color,
  diceSpec,
  effects,
  LIMITS,
} from './common.js';

export const side = strict({
  id,
  name,
  color: color.optional(),
});

export const nationality = strict({
  id,
  name,
  side: id,
  /** Counter background, per the convention that nationality sets the background. */
  background: color,
  text: color.default('#000000'),
});

export const formation = strict({
  id,
  name,
  side: id,
  nationality: id.optional(),
  /** Symbol or band colour where the game colour-codes divisions. */
  color: color.optional(),
  parent: id.optional(),
  provenance,
});

export const ability = strict({
  id,
  name,
  /** Our own wording of what the ability does. */
  text,
  /** Numbers the game's procedures read, e.g. { retreatValue: 5, defenceAlone: 1 }. */
  effects: effects.default({}),
  provenance,
});

export const option = strict({
  id,
  title: name,
  /** Why the option exists: the contradiction or the optional rule it covers. */
  why: text,
  choices: list(strict({ id, text, provenance }), 50).min(2),
  default: id,
  defaultReason: text,
});

export const source = strict({
  id,
  title: name,
  file: name.optional(),
  language: name.default('en'),
  note: text.optional(),
});

export const game = strict({
  id,
  title: name,
  subtitle: name.optional(),
  designer: name.optional(),
  /** The year the game was published. */
  year: int(1000, 9999).optional(),
  publisher: name.optional(),
  description: text,
  mapKind: z.enum(['hex', 'square', 'area']),
  dice: diceSpec,
  scale: name.optional(),
  locales: list(name, 100).default([]),
  sources: list(source, 100).min(1),
  sides: list(side, 20).min(2),
  nationalities: list(nationality, 100).min(1),
  formations: list(formation, LIMITS.pieces).default([]),
  abilities: list(ability).default([]),
  options: list(option, 200).default([]),
  /**
   * The provenance of every value that gives none of its own. A designer's own game says
   * `{ original: "Their Name" }` here, so that nothing of theirs is printed as Sandtable's reconstruction.
   */
  defaultProvenance: provenanceKinds.optional(),
  provenance,
});

export type Game = z.infer<typeof game>;
