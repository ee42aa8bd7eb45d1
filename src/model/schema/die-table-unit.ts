import { z } from 'zod';
import { strict, id, name, list } from './common.js';

// rules.yaml: a die table rolled for one named unit (a reserve unit asked for, a unit that tries to rally), its
// result kept per unit in the journal's state, and a table that is rolled only while a game option is chosen.

const section = name.min(1).max(40);

/**
 * One roll for the unit named (`--unit`): the result read (in the turn's column with `column: turn`) is kept
 * in the journal's state under `state` as `{ <unit>: { result, turn } }`, where the game's other procedures
 * and hooks read it. A unit is rolled for once a turn; after a `final` result never again.
 */
export const unitRoll = strict({
  /** The unit must be this side's. */
  side: id.optional(),
  /** The unit must be one of the reserve (units.yaml `reserve`). */
  reserve: z.boolean().default(false),
  state: id,
  /** Results (the chart's cells) that hold for the rest of the game: the unit may not be rolled for again. */
  final: list(name.min(1), 20).default([]),
  /** What each result means, in the game's words: shown beside its chance. */
  meanings: z.record(name.min(1), name.min(1)).default({}),
  section,
});

/** The table is rolled only while the game option `id` is set to `choice`; otherwise the roll is refused. */
export const tableOption = strict({
  id,
  choice: id,
  section,
});

export type UnitRoll = z.infer<typeof unitRoll>;
export type TableOption = z.infer<typeof tableOption>;
