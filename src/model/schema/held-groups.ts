import type { z } from 'zod';
import { strict, id, name, list } from './common.js';

// Groups of places held alone (issue #20): an objective made of several cells or areas counts for a side while
// one of its units stands in some place of the group and no unit of another side stands in any. Declared as a
// rule hook's `held` in rules.yaml, each group naming the victory chart's point whose value and words it is, and
// judged by src/rules/held-groups.ts; the hook says where units stand and what the total means.

const section = name.min(1).max(40);

export const heldGroups = strict({
  /** The victory chart (charts.yaml, kind victory) whose points the groups are. */
  chart: id,
  /** The side that holds them. */
  side: id,
  /** Each group: the chart's point (its value, a number) and the places that make it up. */
  groups: list(
    strict({
      /** The victory chart's point (its `points[].id`) the group is worth while held alone. */
      point: id,
      /** The cells or areas that make up the group (1–100): a unit in one and no enemy in any holds it. */
      places: list(name.min(1), 100).min(1),
    }),
    100,
  ).min(1),
  section,
});

export type HeldGroups = z.infer<typeof heldGroups>;
