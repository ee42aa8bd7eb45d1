import type { RosterBase, RosterUnit } from './roster-units.js';
import type { SideGroup } from './by-side-and-formation.js';

/** One label to glue under one stand. */
export interface BaseLabel {
  unit: RosterUnit;
  /** 1-based number of this stand within its unit line, and how many the line has. */
  index: number;
  of: number;
  widthMm: number;
  depthMm: number;
}

export interface LabelGroup {
  /** The side's id: a row of labels holds one side's only. */
  side: string;
  sideName: string;
  base: RosterBase;
  labels: BaseLabel[];
}

/**
 * A label per stand, the size of its base. Grouped by side and then by base, as a player cuts one side's labels
 * together and bases of one size together: each group packs into even rows. Within a group labels keep the roster's
 * formation order, and each label names its formation.
 */
export function baseLabels(sides: SideGroup<RosterUnit>[], bases: RosterBase[]): LabelGroup[] {
  return sides.flatMap((side) => {
    const units = side.formations.flatMap((f) => f.units);
    return (
      bases
        .map((base) => ({
          side: side.id,
          sideName: side.name,
          base,
          labels: units
            .filter((u) => u.base.id === base.id)
            .flatMap((u) =>
              Array.from({ length: u.stands }, (_, i) => ({
                unit: u,
                index: i + 1,
                of: u.stands,
                widthMm: base.widthMm,
                depthMm: base.depthMm,
              })),
            ),
        }))
        .filter((g) => g.labels.length)
        // Within a side, bases of one depth run on in the same rows: a short label beside a tall one wastes the gap.
        .sort((a, b) => a.base.depthMm - b.base.depthMm)
    );
  });
}
