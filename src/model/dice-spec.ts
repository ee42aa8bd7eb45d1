export interface DiceSpec {
  count: number;
  sides: number;
}

export function parseDice(spec: string): DiceSpec {
  const m = spec.match(/^(\d+)d(\d+)$/);
  if (!m) throw new Error(`not a dice spec: ${spec}`);
  return { count: Number(m[1]), sides: Number(m[2]) };
}

export function diceRange(d: DiceSpec): { min: number; max: number } {
  return { min: d.count, max: d.count * d.sides };
}
