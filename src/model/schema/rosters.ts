import { z } from 'zod';
import { strict, id, provenance } from './common.js';

export const rostersFile = strict({
  scale: z.string(),
  bases: z
    .array(strict({ id, name: z.string(), widthMm: z.number().positive(), depthMm: z.number().positive(), provenance }))
    .min(1),
  entries: z
    .array(
      strict({
        unit: id,
        stands: z.number().int().min(1),
        figuresPerStand: z.number().int().min(0),
        base: id,
        vehicles: z.number().int().min(0).default(0),
        guns: z.number().int().min(0).default(0),
        notes: z.string().optional(),
        provenance,
      }),
    )
    .min(1),
});

export type RostersFile = z.infer<typeof rostersFile>;
