import { unitTypes } from '../../model/schema/units.js';
import type { RosterBase, RosterUnit } from './roster-units.js';

export interface MusterCounts {
  units: number;
  pieces: number;
  stands: number;
  figures: number;
  vehicles: number;
  guns: number;
}

export interface MusterLine extends MusterCounts {
  nationality: string;
  nationalityName: string;
  type: RosterUnit['type'];
  typeName: string;
}

export interface BaseCount {
  base: RosterBase;
  /** Bases of this size to cut: one per stand. */
  stands: number;
  units: number;
}

export interface Muster {
  /** By nationality (in the order units first name them) and unit type (in the schema's order). */
  lines: MusterLine[];
  /** Totals per nationality, in the same order as the lines. */
  nationalities: (MusterCounts & { nationality: string; nationalityName: string })[];
  /** Every base the roster defines, with how many to cut (0 for one no unit uses). */
  bases: BaseCount[];
  /** Bases to cut by size, widest first: two base types of one size are cut together. */
  sizes: { widthMm: number; depthMm: number; stands: number }[];
  total: MusterCounts;
}

const zero = (): MusterCounts => ({ units: 0, pieces: 0, stands: 0, figures: 0, vehicles: 0, guns: 0 });

function add(to: MusterCounts, u: RosterUnit): void {
  to.units += 1;
  to.pieces += u.count;
  to.stands += u.stands;
  to.figures += u.figures;
  to.vehicles += u.vehicles;
  to.guns += u.guns;
}

/** What a player has to buy, paint and base: every count is a plain sum over the unit lines. */
export function musterOf(units: RosterUnit[], bases: RosterBase[]): Muster {
  const lines = new Map<string, MusterLine>();
  const nationalities = new Map<string, MusterCounts & { nationality: string; nationalityName: string }>();
  const total = zero();
  for (const u of units) {
    const key = `${u.nationality}\u0000${u.type}`;
    if (!lines.has(key))
      lines.set(key, {
        nationality: u.nationality,
        nationalityName: u.nationalityName,
        type: u.type,
        typeName: u.typeName,
        ...zero(),
      });
    if (!nationalities.has(u.nationality))
      nationalities.set(u.nationality, { nationality: u.nationality, nationalityName: u.nationalityName, ...zero() });
    add(lines.get(key)!, u);
    add(nationalities.get(u.nationality)!, u);
    add(total, u);
  }
  const natOrder = [...nationalities.keys()];
  const sorted = [...lines.values()].sort(
    (a, b) =>
      natOrder.indexOf(a.nationality) - natOrder.indexOf(b.nationality) ||
      unitTypes.indexOf(a.type) - unitTypes.indexOf(b.type),
  );
  const baseCounts = bases.map((base) => {
    const using = units.filter((u) => u.base.id === base.id);
    return { base, stands: using.reduce((n, u) => n + u.stands, 0), units: using.length };
  });
  const sizes = new Map<string, { widthMm: number; depthMm: number; stands: number }>();
  for (const b of baseCounts) {
    const key = `${b.base.widthMm}x${b.base.depthMm}`;
    if (!sizes.has(key)) sizes.set(key, { widthMm: b.base.widthMm, depthMm: b.base.depthMm, stands: 0 });
    sizes.get(key)!.stands += b.stands;
  }
  const bySize = [...sizes.values()]
    .filter((x) => x.stands > 0)
    .sort((a, b) => b.widthMm * b.depthMm - a.widthMm * a.depthMm);
  return { lines: sorted, nationalities: [...nationalities.values()], bases: baseCounts, sizes: bySize, total };
}
