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
  /** The side's id, which units, formations, phases and procedures name (`allied`, `german`). */
  id,
  /** The side as the rules and the printed aids name it ("Allied", "German"). */
  name,
  /** The side's colour on the map's markers and the companion page, as #rrggbb. */
  color: color.optional(),
});

export const nationality = strict({
  /** The nationality's id, which units and formations name (`british`, `canadian`). */
  id,
  /** The nationality as the roster prints it. */
  name,
  /** The side (a `sides[].id`) its units fight for. */
  side: id,
  /** Counter background, per the convention that nationality sets the background. */
  background: color,
  /** The colour of the counter's printed text and symbol over that background, as #rrggbb. */
  text: color.default('#000000'),
});

export const formation = strict({
  /** The formation's id, which units name in `formation` (a division, a corps, a battle group). */
  id,
  /** The formation as the roster and the counters' band name it ("43rd (Wessex) Infantry Division"). */
  name,
  /** The side (a `sides[].id`) it belongs to. */
  side: id,
  /** Its nationality (a `nationalities[].id`), when all its units share one. */
  nationality: id.optional(),
  /** Symbol or band colour where the game colour-codes divisions. */
  color: color.optional(),
  /** The formation it is part of (another `formations[].id`): a brigade's division, a division's corps. */
  parent: id.optional(),
  provenance,
});

export const ability = strict({
  /** The ability's id, which units list in `abilities` and rules conditions test with `has(id)`. */
  id,
  /** The ability as the aids and the roster name it ("Engineer", "Outpost"). */
  name,
  /** Our own wording of what the ability does. */
  text,
  /** Numbers the game's procedures read, e.g. { retreatValue: 5, defenceAlone: 1 }. */
  effects: effects.default({}),
  provenance,
});

export const option = strict({
  /** The option's id, given on the command line as `--option id=choice` and named by rules conditions. */
  id,
  /** The option as the aids and the companion page title it. */
  title: name,
  /** Why the option exists: the contradiction or the optional rule it covers. */
  why: text,
  /** The readings the players may agree on (2–50), each with its id, its wording and where it comes from. */
  choices: list(
    strict({
      /** The choice's id, as `--option OPTION=id` gives it (`on`, `off`, `published`). */
      id,
      /** What this reading means at the table, in our words. */
      text,
      provenance,
    }),
    50,
  ).min(2),
  /** The choice (a `choices[].id`) played when the players agree on none. */
  default: id,
  /** Why that choice is the default, for the aids' option list. */
  defaultReason: text,
});

export const source = strict({
  /** The source's id, which a value's `provenance.source` names. */
  id,
  /** The rules, module or book as published ("Operation Veritable rules, 2nd edition"). */
  title: name,
  /** The source's file in the game folder, if it is kept there (a PDF of the rules). */
  file: name.optional(),
  /** The language the source is written in, as a language code (`en`, `ru`). */
  language: name.default('en'),
  /** Anything a reader should know about the source: its edition, errata applied, what is missing from it. */
  note: text.optional(),
});

export const game = strict({
  /**
   * The game's id: letters, digits, "-", "_", "." (`my-game`); the journal and the kit's files are named by it. A
   * bundled game's id is refused for a folder of one's own.
   */
  id,
  /** The game's title as the kit prints it on every sheet (≤ 200 characters). */
  title: name,
  /** A line under the title: the battle, the place and the dates. */
  subtitle: name.optional(),
  /** The game's designer, as published. */
  designer: name.optional(),
  /** The year the game was published. */
  year: int(1000, 9999).optional(),
  /** The game's publisher, as published. */
  publisher: name.optional(),
  /** A paragraph about the game (≤ 2000 characters), for the kit's cover and the companion page. */
  description: text,
  /** The map's grid: `hex` (map.yaml's hexes), `square` (sectors) or `area` (areas and their links). */
  mapKind: z.enum(['hex', 'square', 'area']),
  /**
   * The dice the game rolls, as NdM: N dice (1–10) of M faces (2–100), summed (`1d6`, `2d6`, `1d10`). Each chart's
   * rows must cover every total these dice can make.
   */
  dice: diceSpec,
  /** What one hex, square or turn stands for ("1 hex = 1.5 km; 1 turn = 2 days"), printed on the map. */
  scale: name.optional(),
  /** The languages of the game's locale files (`ru` for locales/ru.yaml), besides English. */
  locales: list(name, 100).default([]),
  /** The published rules and other sources the values come from (at least one); provenance names them by id. */
  sources: list(source, 100).min(1),
  /** The sides that play (2–20). */
  sides: list(side, 20).min(2),
  /** The nationalities of the units (at least one); each sets its counters' colours. */
  nationalities: list(nationality, 100).min(1),
  /** The formations units belong to (divisions, corps), for the roster and the counters' bands. */
  formations: list(formation, LIMITS.pieces).default([]),
  /** Named unit abilities (engineer, outpost, air) that rules conditions and effects read. */
  abilities: list(ability).default([]),
  /** Optional rules and readings of unclear rules the players agree on before play (≤ 200). */
  options: list(option, 200).default([]),
  /**
   * The provenance of every value that gives none of its own. A designer's own game says
   * `{ original: "Their Name" }` here, so that nothing of theirs is printed as Sandtable's reconstruction.
   */
  defaultProvenance: provenanceKinds.optional(),
  provenance,
});

export type Game = z.infer<typeof game>;
