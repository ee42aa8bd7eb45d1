import type { Scenario } from '../../../model/scenario.js';
import type { Problem } from '../../../load/problem.js';
import type { Rect } from '../../../geometry/point.js';
import { at } from '../../../load/validate/report.js';
import type { MapDrawing } from '../map-drawing.js';
import type { TilePlan } from './plan-tiles.js';
import { tileId } from './tile-id.js';
import {
  areaNames,
  boxAround,
  cutTiles,
  lineCuts,
  movableWords,
  moveAreaNamesOffCuts,
  namesCut,
  trimLines,
  type TrimLine,
} from './clear-cuts.js';
import type { TileOptions } from './plan-tiles.js';

/** Whether the cuts a drawing's sheets are cut at run through a town's row of marks (its names still move aside). */
export function signsCut(drawing: MapDrawing, tiles: TileOptions): boolean {
  const labels = (drawing.facts.areaLabels ?? []) as { marks: Rect[] }[];
  if (!labels.length) return false;
  const lines = trimLines(cutTiles(drawing, tiles), drawing.width, drawing.height);
  return labels.some((l) => l.marks.some((r) => lines.some((ln) => lineCuts(ln, r))));
}

/**
 * What a row of strategic boxes must let the cuts pass clear of, so that no town's sign is cut (see drawAreaSheet):
 * every area's row of marks and its name (a name moves off a cut only where its area's lines leave it room). Empty
 * when the drawing's own cuts run through no sign.
 */
export function signsToClear(drawing: MapDrawing, tiles: TileOptions): Rect[] {
  const labels = (drawing.facts.areaLabels ?? []) as { name: Rect[]; marks: Rect[] }[];
  if (!labels.length) return [];
  const lines = trimLines(cutTiles(drawing, tiles), drawing.width, drawing.height);
  const cut = (rs: readonly Rect[], ls: readonly TrimLine[]) => rs.some((r) => ls.some((ln) => lineCuts(ln, r)));
  const marksCut = labels.some((l) => cut(l.marks, lines));
  // A name the map part can move off its cut (as it does once labels are placed) is no reason to move the boxes.
  const namesLeft = () => {
    if (!labels.some((l) => cut(l.name, lines))) return false;
    const soft = trimLines(cutTiles(drawing, tiles, movableWords(drawing)), drawing.width, drawing.height);
    return namesCut({ ...drawing, items: moveAreaNamesOffCuts(drawing, soft) }, soft).length > 0;
  };
  return marksCut || namesLeft() ? labels.flatMap((l) => [...l.marks, ...l.name]) : [];
}

/** How many areas' marks or names a drawing's cuts run through. */
export function signsCutCount(drawing: MapDrawing, tiles: TileOptions): number {
  const labels = (drawing.facts.areaLabels ?? []) as { name: Rect[]; marks: Rect[] }[];
  const lines = trimLines(cutTiles(drawing, tiles), drawing.width, drawing.height);
  return labels.filter((l) => [...l.marks, ...l.name].some((r) => lines.some((ln) => lineCuts(ln, r)))).length;
}

/** The plan's trim lines, each with the two sheets it joins. */
function namedLines(plan: TilePlan, width: number, height: number): { line: TrimLine; sheets: string }[] {
  const ys = [0, ...plan.seams.y, height];
  return [
    ...plan.seams.x.flatMap((row, r) =>
      row.map((x, c) => ({
        line: { a: [x, ys[r]!], b: [x, ys[r + 1]!] } as TrimLine,
        sheets: `sheets ${tileId(r + 1, c + 1)}/${tileId(r + 1, c + 2)}`,
      })),
    ),
    ...plan.seams.y.map((y, r) => ({
      line: { a: [0, y], b: [width, y] } as TrimLine,
      sheets: `rows ${tileId(r + 1, 1).replace(/\d+$/, '')}/${tileId(r + 2, 1).replace(/\d+$/, '')}`,
    })),
  ];
}

/**
 * The areas of a tiled area map whose sign a trim line runs through: its row of marks (town, defence, victory
 * points) or its name. A sign cut in two is taped back together under the player's stacks (issue 24: Winterspelt's
 * town mark on letter, sheets E5/E6).
 */
export function signSeamProblems(s: Scenario, drawing: MapDrawing, plan: TilePlan): Problem[] {
  const map = s.map;
  if (drawing.kind !== 'area' || !map || map.kind !== 'area') return [];
  const lines = namedLines(plan, drawing.width, drawing.height);
  const marks = new Map(
    ((drawing.facts.areaLabels ?? []) as { id: string; marks: Rect[] }[]).map((l) => [l.id, l.marks] as const),
  );
  // The names as printed (a name may have moved off a cut since the layout set it).
  const names = new Map<string, Rect[]>();
  for (const g of areaNames(drawing)) {
    const id = drawing.things.find((t) => t.polygon === g.polygon)?.id;
    if (id)
      names.set(
        id,
        g.at.map((i) => (drawing.items[i] as { box: Rect }).box),
      );
  }
  const found: Problem[] = [];
  map.areas.forEach((a, index) => {
    const cut = (rects: readonly Rect[] | undefined) =>
      lines.find((l) => (rects ?? []).some((r) => lineCuts(l.line, r)));
    const byMark = cut(marks.get(a.id));
    const name = names.get(a.id);
    const byName = cut(name?.length ? [boxAround(name)] : undefined);
    if (!byMark && !byName) return;
    const parts =
      byMark === byName
        ? [`the cut between ${byMark!.sheets} runs through its marks and name`]
        : [
            ...(byMark ? [`the cut between ${byMark.sheets} runs through its marks`] : []),
            ...(byName ? [`the cut between ${byName.sheets} runs through its name`] : []),
          ];
    found.push(
      at(
        s.origins.map!,
        ['areas', index],
        `area ${a.id} (${a.name}): ${parts.join(', and ')}, joined across the seam: no cut the sheets and boxes ` +
          'allow passes clear of every sign; another --paper may, and --allow-misfit prints it anyway',
      ),
    );
  });
  return found;
}
