import type { RollRange } from './roll-range.js';

/** The ranges a fire table's column covers, from its id: "range-2", "range-6-8", "range-9-up"; else undefined. */
export function rangesOfColumn(columnId: string | undefined): RollRange | undefined {
  const m = columnId?.match(/^range-(\d+)(?:-(\d+|up))?$/);
  if (!m) return undefined;
  return { min: Number(m[1]), max: m[2] === 'up' ? Number.POSITIVE_INFINITY : Number(m[2] ?? m[1]) };
}
