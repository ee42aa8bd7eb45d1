// A victory level's range as a chart prints it, read as bounds on a total.

export interface Band {
  min?: number;
  max?: number;
}

/** "1 or less", "2-4", "5 or more", "13+" → bounds; undefined when the range reads as none of them. */
export function levelBand(range: string): Band | undefined {
  const r = range.trim();
  const n = '(-?\\d+(?:\\.\\d+)?)';
  let m = r.match(new RegExp(`^${n}\\s+or\\s+(less|fewer|below)$`, 'i'));
  if (m) return { max: Number(m[1]) };
  m = r.match(new RegExp(`^${n}\\s+or\\s+(more|greater|above)$`, 'i')) ?? r.match(new RegExp(`^${n}\\s*\\+$`));
  if (m) return { min: Number(m[1]) };
  m = r.match(new RegExp(`^${n}\\s*[-–]\\s*${n}$`));
  if (m) return { min: Number(m[1]), max: Number(m[2]) };
  return undefined;
}

export const inBand = (b: Band, v: number) =>
  (b.min === undefined || v >= b.min) && (b.max === undefined || v <= b.max);

/** How a total no level names is read, by the fractions option's choice. */
export const FRACTION_CHOICES = ['draw-between', 'round-down', 'round-up'] as const;
