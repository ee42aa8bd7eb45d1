import type { z } from 'zod';
import { strict, id, name, text, int, list, provenance, sizeMm, LIMITS } from './common.js';

export const rostersFile = strict({
  scale: name,
  bases: list(strict({ id, name, widthMm: sizeMm, depthMm: sizeMm, provenance }), 100).min(1),
  entries: list(
    strict({
      unit: id,
      stands: int(1, 100),
      figuresPerStand: int(0, 100),
      base: id,
      vehicles: int(0, 100).default(0),
      guns: int(0, 100).default(0),
      notes: text.optional(),
      /**
       * The row of a hit chart (a table whose columnIds include `destroy` and `disable`, or `figures`) that gives
       * each piece its hit boxes, as the game's fire procedure reads it; absent means one box per strength point.
       */
      hits: strict({ chart: id, row: name }).optional(),
      provenance,
    }),
    LIMITS.pieces,
  ).min(1),
});

export type RostersFile = z.infer<typeof rostersFile>;
