import { z } from 'zod';
import { suggest } from '../../util/suggest.js';

/**
 * A strict object: any key the designer typed that the format does not know is an error,
 * and the message offers the nearest known key, because a typo is the likeliest cause.
 */
export function strict<T extends z.ZodRawShape>(shape: T) {
  const known = Object.keys(shape);
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code !== 'unrecognized_keys') return undefined;
      return issue.keys
        .map((key) => {
          const near = suggest(key, known);
          return `unknown field "${key}"${near ? ` (did you mean "${near}"?)` : ''}`;
        })
        .join('; ');
    },
  });
}

export const id = z
  .string({
    error: (i) =>
      typeof i.input === 'number'
        ? 'expected an id in quotes; a bare number here loses its leading zeros (write "0603", not 0603)'
        : undefined,
  })
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'ids use letters, digits, "-", "_" and "." only');

/** Where a value comes from. Exactly one of the three keys. */
export const provenance = z.union(
  [
    strict({ rules: z.string().min(1), source: z.string().optional(), note: z.string().optional() }),
    strict({ history: z.string().min(1), note: z.string().optional() }),
    strict({ reconstructed: z.string().min(1), note: z.string().optional() }),
  ],
  {
    error:
      'provenance needs exactly one of: rules (with the section), history (with a reference), ' +
      'reconstructed (with the reasoning)',
  },
);

export const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'colours are written #rrggbb');

/** A length with its unit, e.g. "8in", "203mm", "36pt". */
export const length = z
  .string()
  .regex(/^\d+(\.\d+)?(mm|cm|in|pt)$/, 'a length is a number with a unit: mm, cm, in or pt (e.g. "8in")');

export const diceSpec = z.string().regex(/^[1-9]\d*d([2-9]|[1-9]\d+)$/, 'dice are written NdM, e.g. 1d6 or 2d6');

/** Free-form numeric or text effects read by game procedures, e.g. { defenceMultiplier: 2 }. */
export const effects = z.record(z.string(), z.union([z.number(), z.string(), z.boolean()]));
export type Provenance = z.infer<typeof provenance>;
