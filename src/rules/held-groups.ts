import type { Scenario } from '../model/scenario.js';
import type { HeldGroups } from '../model/schema/held-groups.js';
import { declaredPart, hookDeclaration } from '../model/hook-numbers.js';
import { requireChart } from './shared/chart-lookup.js';

// Groups of places held alone, as rules.yaml declares them (a hook's `held`): a group counts for the side while
// one of its units stands in some place of the group and no unit of another side stands in any; its value is the
// victory chart's point. The hook says which sides stand where; the engine judges each group.

export interface GroupHeld {
  point: string;
  places: readonly string[];
  held: boolean;
  value: number;
}

/** The `held` groups the hook `hook` declares in this game's rules.yaml. */
export const declaredHeld = (s: Scenario, hook: string): HeldGroups =>
  declaredPart(s, hookDeclaration(s, hook), 'held');

/** Each group, in the order declared, held alone or not; `sidesAt` gives the sides with a unit in a place. */
export function groupsHeld(
  s: Scenario,
  decl: HeldGroups,
  sidesAt: (place: string) => ReadonlySet<string>,
): GroupHeld[] {
  const chart = requireChart(s, decl.chart, 'victory');
  return decl.groups.map((g) => {
    const sides = g.places.map(sidesAt);
    const held = sides.some((x) => x.has(decl.side)) && !sides.some((x) => [...x].some((side) => side !== decl.side));
    const value = chart.points.find((p) => p.id === g.point)?.value;
    return { point: g.point, places: g.places, held, value: typeof value === 'number' ? value : 0 };
  });
}
