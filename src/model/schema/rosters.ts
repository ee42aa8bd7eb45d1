import type { z } from 'zod';
import { strict, id, name, text, int, list, provenance, sizeMm, LIMITS } from './common.js';

export const rostersFile = strict({
  /** The figures' scale the roster is for (`15mm`). */
  scale: name,
  bases: list(
    strict({
      /** The base's id, which entries name in `base` (`inf-tray`). */
      id,
      /** The base as the roster prints it ("Infantry tray"). */
      name,
      /** The base's width in mm, across its front. */
      widthMm: sizeMm,
      /** The base's depth in mm, front to back. */
      depthMm: sizeMm,
      provenance,
    }),
    100,
  ).min(1),
  entries: list(
    strict({
      /** The unit (a `units[].id` of units.yaml) these stands make up. */
      unit: id,
      /** How many stands (bases) the unit is made of (1–100). */
      stands: int(1, 100),
      /** Figures on each stand (0 for a vehicle or gun alone). */
      figuresPerStand: int(0, 100),
      /** The base each stand uses (a `bases[].id`). */
      base: id,
      /** Vehicle models the unit fields besides its stands. */
      vehicles: int(0, 100).default(0),
      /** Gun models the unit fields besides its stands. */
      guns: int(0, 100).default(0),
      /** Anything a player building the unit should know, in our words. */
      notes: text.optional(),
      /**
       * The row of a hit chart (a table whose columnIds include `destroy` and `disable`, or `figures`) that gives
       * each piece its hit boxes, as the game's fire procedure reads it; absent means one box per strength point.
       */
      hits: strict({
        /** The hit chart (charts.yaml `kind: table`) that gives the hit boxes. */
        chart: id,
        /** Its row for this unit (the row's first cell, `Infantry`). */
        row: name,
      }).optional(),
      provenance,
    }),
    LIMITS.pieces,
  ).min(1),
});

export type RostersFile = z.infer<typeof rostersFile>;
