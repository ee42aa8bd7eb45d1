/** An inclusive range of modified die results; open ends are infinite. */
export interface RollRange {
  min: number;
  max: number;
}

/**
 * Reads a die-row label as printed: 3, "3", "1-2", "-4 or less", "-4 (or less)", "≤-4", "16+", "16 or more".
 * Returns undefined for anything else.
 */
export function parseRollLabel(label: string | number): RollRange | undefined {
  if (typeof label === 'number') return Number.isInteger(label) ? { min: label, max: label } : undefined;
  const s = label.trim().replace(/\s+/g, ' ');
  let m = s.match(/^(-?\d+)$/);
  if (m) return { min: Number(m[1]), max: Number(m[1]) };
  m = s.match(/^(-?\d+) ?(?:\(or less\)|or less)$/) ?? s.match(/^(?:≤|<=) ?(-?\d+)$/) ?? s.match(/^(-?\d+)-$/);
  if (m) return { min: -Infinity, max: Number(m[1]) };
  m = s.match(/^(-?\d+) ?(?:\+|\(or more\)|or more)$/) ?? s.match(/^(?:≥|>=) ?(-?\d+)$/);
  if (m) return { min: Number(m[1]), max: Infinity };
  m = s.match(/^(-?\d+) ?(?:-|–|to) ?(-?\d+)$/);
  if (m && Number(m[1]) <= Number(m[2])) return { min: Number(m[1]), max: Number(m[2]) };
  return undefined;
}

export function inRange(r: RollRange, n: number): boolean {
  return n >= r.min && n <= r.max;
}
