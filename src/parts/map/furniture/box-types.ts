import type { z } from 'zod';
import type { box } from '../../../model/schema/map.js';

/** A box as the map data gives it (track, holding box, battle board). */
export type Box = z.infer<typeof box>;
