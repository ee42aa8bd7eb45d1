import { z } from 'zod';
import { strict, id, list } from './common.js';
import { unitTypes } from './units.js';

/**
 * One column of a capacity chart and the units that count against it: those of `types`, or with one of
 * `abilities`; a column that names neither takes every unit no earlier column took.
 */
export const capacityColumn = strict({
  /** The chart's effect column (its `effects` key) giving how many of these units a cell of a terrain holds. */
  column: id,
  /** The unit types (units.yaml `type`) that count against this column. */
  types: list(z.enum(unitTypes), 40).default([]),
  /** Or the abilities (game.yaml `abilities[].id`) whose units count against it. */
  abilities: list(id, 20).default([]),
});

/**
 * A capacity by terrain (`movement.stacking.capacity`): a terrain-effects chart gives, for each terrain, how many
 * units of each kind a cell holds; kinds mix in proportion, so a cell holds its units while the shares (count /
 * capacity, per column) add up to at most 1. A terrain with no row is not counted; a column at 0 holds no such
 * unit. E.g. 6 infantry, 3 weapons, 2 vehicles or 1 gun in an open sector.
 */
export const stackingCapacity = strict({
  /** The terrain-effects chart (charts.yaml) with a row per terrain. */
  chart: id,
  /** Which column each unit counts against, the first that takes it. */
  columns: list(capacityColumn, 20).min(1),
});

export type StackingCapacity = z.infer<typeof stackingCapacity>;
