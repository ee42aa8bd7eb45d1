/**
 * The turns a die table's column id covers (charts.yaml `columnIds`): "turns-4-5" → 4..5, "turn-8" → 8,
 * "turns-9-up" → 9 on. Undefined for an id that names no turns.
 */
export function turnsOfColumn(columnId: string): { min: number; max: number } | undefined {
  const m = columnId.match(/^turns?-(\d+)(?:-(\d+|up))?$/);
  if (!m) return undefined;
  return { min: Number(m[1]), max: m[2] === 'up' ? Number.POSITIVE_INFINITY : Number(m[2] ?? m[1]) };
}
