import { z } from 'zod';
import { strict } from './common.js';

export const localeFile = strict({
  language: z.string().min(2),
  /** Names by id: units, formations, places, areas, charts, terrain types. */
  names: z.record(z.string(), z.string()).default({}),
  /** Headings and fixed words: chart column headings, legend entries, labels. */
  strings: z.record(z.string(), z.string()).default({}),
  /** Chart cells translated, by chart id then the English text. */
  chartText: z.record(z.string(), z.record(z.string(), z.string())).default({}),
});

export type LocaleFile = z.infer<typeof localeFile>;
