import type { Scenario } from '../model/scenario.js';
import type { Cell } from '../geometry/types.js';
import { gridOf } from '../load/validate/map-grid.js';
import { renumberCells } from '../util/renumber.js';

/**
 * How a sheet in one language names the map's cells: the map's numbering for that language (an alternate
 * label scheme whose id is the language, as Veritable's "ru" numbers hexes 0603), else its primary one.
 * The map, the aids and the rosters all go through this, so a note never says "F3" beside a map that
 * prints 0603.
 */
export interface PlaceNames {
  /** A cell as this language's map prints it. */
  cell(cell: Cell): string;
  /** The text with every cell reference of the map's primary numbering rewritten in this language's. */
  inText(text: string): string;
  /** Each cell's primary label → this language's, for the cells whose labels differ; none if none differ. */
  cells?: Readonly<Record<string, string>>;
}

export function placeNames(s: Scenario, lang: string): PlaceNames {
  const map = s.map;
  const grid = map && (map.kind === 'hex' || map.kind === 'square') ? gridOf(map) : undefined;
  const own = map?.kind === 'hex' && map.labels.alternates.some((a) => a.id === lang);
  if (!grid || !own) return { cell: (c) => grid?.label(c) ?? `${c.col}.${c.row}`, inText: (t) => t };
  // Only a word in the primary numbering that names a cell on this map: "RAF" or "1945" stay as they are.
  const cells: Record<string, string> = {};
  for (const c of grid.cells()) {
    const [from, to] = [grid.label(c), grid.labelIn(c, lang)];
    if (from !== to) cells[from] = to;
  }
  return { cell: (c) => grid.labelIn(c, lang), inText: (text) => renumberCells(text, cells), cells };
}
