import type { Cell } from './types.js';

// Units set up anywhere in a zone, spread over its cells: shared by the VASSAL module's at-start stacks and a
// game's referee starting a kept game from the scenario's own set-up, so that both stand the same units alike.

/** How much of a space one unit fills, 1 being a full space; a marker fills none. */
export type SpaceShare = (unitId: string, cell: Cell) => number;

/** `k` of the cells, spread evenly through the zone's list. */
const evenly = <T>(cells: readonly T[], k: number): T[] =>
  Array.from({ length: k }, (_, i) => cells[Math.floor(((i + 0.5) * cells.length) / k)]);

/**
 * Units set up anywhere in a zone, spread over its cells: within the stacking limit in the fewest stacks, on cells
 * spread evenly through the zone and filled evenly. When the zone cannot hold them all (Remagen's replacement
 * sectors, filled "up to their capacity" from the reserve), every cell is filled to its limit and the rest are
 * returned as `over`. With no declared limit, one stack a formation, which the rules let stand together.
 */
export function spreadOverZone(
  ids: readonly string[],
  cells: readonly Cell[],
  share: SpaceShare | undefined,
  formationOf: (id: string) => string,
): { stacks: { cell: Cell; ids: string[] }[]; over: string[] } {
  if (!cells.length) return { stacks: [], over: [...ids] };
  if (!share) {
    const groups = new Map<string, string[]>();
    for (const id of ids) groups.set(formationOf(id), [...(groups.get(formationOf(id)) ?? []), id]);
    const stacks = evenly(cells, Math.min(groups.size, cells.length)).map((cell) => ({ cell, ids: [] as string[] }));
    [...groups.values()].forEach((g, i) => stacks[i % stacks.length].ids.push(...g));
    return { stacks, over: [] };
  }
  const usable = cells.filter((c) => ids.some((id) => share(id, c) <= 1));
  const biggest = [...ids].sort((a, b) => share(b, usable[0] ?? cells[0]) - share(a, usable[0] ?? cells[0]));
  // Largest first, each into the least full cell it fits: few stacks, evenly filled. A zone too small takes the
  // smallest first, so that as many units as may stand there start on the board.
  const fill = (chosen: readonly Cell[], order = biggest) => {
    const bins = chosen.map((cell) => ({ cell, ids: [] as string[], fill: 0 }));
    const over: string[] = [];
    for (const id of order) {
      const fits = bins.filter((b) => b.fill + share(id, b.cell) <= 1 + 1e-9);
      if (!fits.length) {
        over.push(id);
        continue;
      }
      const bin = fits.reduce((a, b) => (b.fill < a.fill ? b : a));
      bin.ids.push(id);
      bin.fill += share(id, bin.cell);
    }
    return { stacks: bins.filter((b) => b.ids.length).map(({ cell, ids }) => ({ cell, ids })), over };
  };
  // Every cell, largest first, is tried too before the fallback: a zone whose units all fit only when each cell
  // is used (Remagen's German set-up, two guns a sector each beside the House) must not lose its largest units.
  for (let k = 1; k <= usable.length; k++) {
    const tried = fill(evenly(usable, k));
    if (!tried.over.length) return tried;
  }
  return fill(usable, [...biggest].reverse());
}
