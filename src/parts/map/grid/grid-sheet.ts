import { decimalIn } from '../../../print/decimal.js';
import type { Scenario } from '../../../model/scenario.js';
import type { HexMap, SquareMap } from '../../../model/schema/map.js';
import { gridOf } from '../../../load/validate/map-grid.js';
import { expandCells } from '../../../geometry/grid.js';
import { hexLayout, hexGridAspect } from '../../../geometry/hex/hex-layout.js';
import { sectorLayout } from '../../../geometry/square/sector-layout.js';
import { lengthToPt, mmToPt, ptToMm } from '../../../print/units.js';
import type { Cell } from '../../../geometry/types.js';
import type { TextMeasure } from '../../../print/text-measure.js';
import type { Item } from '../../../print/scene.js';
import type { MapDrawing } from '../map-drawing.js';
import { mapTexts } from '../map-texts.js';
import { legendBlock, legendParts } from '../furniture/legend-block.js';
import { titleBlock } from '../furniture/title-block.js';
import { scaleBlock } from '../furniture/scale-block.js';
import type { Block, FurnitureContext } from '../furniture/block.js';
import { planSheetFor, unplacedWithoutBand } from '../sheet/plan-sheet.js';
import { bandOnTiles, cutRanges } from '../sheet/band-tiles.js';
import type { TilePlan } from '../tiles/plan-tiles.js';
import { sideColours, furnitureScale, reconstructedNote } from '../sheet/map-context.js';
import { unplacedBlocks, placedBoxes, placedBoxRects, boardPages, sheetFrame } from '../sheet/place-boxes.js';
import { hexGeometry, squareGeometry, type CellGeometry } from './cell-geometry.js';
import type { DrawContext } from './draw-context.js';
import { drawGridBody } from './draw-grid-body.js';
import { gridLegend } from './grid-legend.js';
import { capacityChart } from './capacity.js';
import { effectsTableBlock } from '../furniture/effects-table-block.js';
import { edgeGutter } from './draw-edges.js';
import { sectorLabelBand } from './draw-sector-labels.js';
import { footprintOf, gameCounterSize, leastCellPt, spaceFit, HEX_MARGIN_MM } from '../../../print/footprint.js';

/**
 * The least cell the pieces stand in, pt: the cells hold what the game puts on them; without pieces data a hex still
 * holds the counter in use. Undefined for a square map without pieces data.
 */
export function leastCell(s: Scenario, map: HexMap | SquareMap, counterPt?: number): number | undefined {
  const counter = counterPt ?? gameCounterSize(s).pt;
  const footprint = footprintOf(s, counter);
  return footprint ? leastCellPt(footprint) : map.kind === 'hex' ? counter + mmToPt(HEX_MARGIN_MM) : undefined;
}

export interface GridSheetOptions {
  lang: string;
  measure: TextMeasure;
  /** Counter side in pt, when the player named one: cells grow to hold it. */
  counterPt?: number;
  /** The tiles a sheet of this size prints on, when it is larger than the paper: the band keeps off their seams. */
  tiles?: (width: number, height: number) => TilePlan | undefined;
}

/**
 * A hex or square map as one sheet of its printed size: the grid as large as the sheet allows beside its
 * title, legend and the boxes the rules ask for, or larger where the counters need it.
 */
export function drawGridSheet(s: Scenario, map: HexMap | SquareMap, opts: GridSheetOptions): MapDrawing {
  const grid = gridOf(map);
  const texts = mapTexts(s, opts.lang);
  const ctx: DrawContext = { texts, sides: sideColours(s) };
  const altScheme = map.kind === 'hex' && map.labels.alternates.some((a) => a.id === opts.lang);
  const labelOf = (c: Cell) => (altScheme ? grid.labelIn(c, opts.lang) : grid.label(c));
  const W = lengthToPt(map.printedSize.width);
  const H = lengthToPt(map.printedSize.height);
  const scale = furnitureScale(W, H);
  const counter = opts.counterPt ?? gameCounterSize(s).pt;
  const footprint = footprintOf(s, counter);
  const f: FurnitureContext = { texts, measure: opts.measure, scale, counterSpace: counter + 3 };
  const sample = labelOf({ col: Math.min(6, map.columns), row: Math.min(3, map.rows) });

  const aspect = map.kind === 'hex' ? hexGridAspect(map) : { width: map.columns, height: map.rows };
  const border = (cell: number) => edgeGutter(cell) + (map.kind === 'square' ? sectorLabelBand(cell) : 0);
  const bodyAt = (cell: number) => ({
    width: aspect.width * cell + 2 * border(cell),
    height: aspect.height * cell + 2 * border(cell),
  });
  const minCell = leastCell(s, map, opts.counterPt);

  const facts = (cell: number): string[] => {
    const mm = decimalIn(opts.lang, ptToMm(cell).toFixed(1));
    const first =
      map.kind === 'hex'
        ? texts
            .t('title.hexes', '{cols} × {rows} hexes, {mm} mm across flats: counters up to {counter} mm fit.')
            .replace('{counter}', Math.floor(ptToMm(cell) - HEX_MARGIN_MM).toFixed(0))
        : texts.t('title.sectors', '{cols} × {rows} sectors, {mm} mm square.');
    return [first.replace('{cols}', String(map.columns)).replace('{rows}', String(map.rows)).replace('{mm}', mm)];
  };
  const note = reconstructedNote(s, texts.t);
  const unplaced = map.boxes.filter((b) => !b.position && b.kind !== 'battle-board');
  const legendEntries = gridLegend(map, ctx, sample);
  const capacity = capacityChart(s);
  const terrainName = (id: string) => texts.name(id, map.terrainTypes.find((t) => t.id === id)?.name ?? id);
  // The title's facts depend on the cell size, which depends on the furniture: size them with a stand-in first.
  let cellForTitle = 54;
  // Each block laid out once for its furniture context (and the title for its cell size, the legend for its rows):
  // the band on tiles tries many legend shapes and scales, each asking for the whole band again.
  const laid = new Map<string, Block[]>();
  const once = (key: unknown[], f: FurnitureContext, lay: () => Block[]): Block[] => {
    const k = JSON.stringify([...key, f.scale, f.counterSpace, f.bandWidth ?? null]);
    let kept = laid.get(k);
    if (!kept) laid.set(k, (kept = lay()));
    return kept;
  };
  const build = (f: FurnitureContext, legendRows: number, legendSplit = 1): Block[] => [
    ...once(['title', cellForTitle], f, () => [
      titleBlock(
        {
          mapName: texts.name('map', map.name),
          gameTitle: texts.name(s.id, s.game.title),
          facts: facts(cellForTitle),
          note,
        },
        f,
      ),
    ]),
    ...once(['legend', legendRows, legendSplit], f, () =>
      legendSplit > 1
        ? legendParts(legendEntries, f, legendRows, legendSplit)
        : [legendBlock(legendEntries, f, legendRows)],
    ),
    scaleBlock(map.ground, () => cellForTitle, map.kind, f),
    ...once(['effects'], f, () => (capacity ? [effectsTableBlock(capacity, terrainName, f)] : [])),
    ...once(['unplaced'], f, () => unplacedBlocks(unplaced, s, ctx, f)),
  ];
  const blocksFor = (side: 'bottom' | 'right'): Block[] => build(f, side === 'bottom' ? 7 : 40);
  // The printed size is the playing surface's: the grid fills it, and its gutters and furniture go around it.
  const surfaceAt = (cell: number) => ({ width: aspect.width * cell, height: aspect.height * cell });
  const sheetInput = {
    width: W,
    height: H,
    bodyAt,
    surfaceAt,
    blocksFor,
    margin: 12 * scale,
    gap: 10 * scale,
    minCell,
    place: map.furniture,
  };
  unplacedWithoutBand(s, map.boxes);
  let plan = planSheetFor(s, sheetInput);
  cellForTitle = plan.cell;
  plan = planSheetFor(s, sheetInput);
  // Printed over several sheets, the band under the map is packed so that no block straddles a seam.
  const band =
    opts.tiles && plan.side === 'bottom' && !plan.inside && plan.blocks.length
      ? bandOnTiles(
          {
            width: plan.width,
            height: plan.height,
            top: Math.min(...plan.blocks.map((b) => b.y)),
            margin: sheetInput.margin,
            gap: sheetInput.gap,
          },
          f,
          (fb, rows, parts) => build(fb, rows ?? 7, parts),
          opts.tiles,
          s.dir,
        )
      : undefined;
  if (band) plan = { ...plan, height: band.height, blocks: band.blocks };
  // A cell number that covers the whole of a seam's cut range would be cut wherever the seam goes: it moves aside.
  const tiled = opts.tiles?.(plan.width, plan.height);

  const cell = plan.cell;
  cellForTitle = cell;
  const inset = border(cell);
  const origin = [plan.body.x + inset, plan.body.y + inset] as const;
  const hex = map.kind === 'hex' ? hexLayout(map, cell, origin) : undefined;
  const geo: CellGeometry = hex
    ? hexGeometry(grid, hex, origin)
    : squareGeometry(grid, sectorLayout(map, cell, origin));
  const body = drawGridBody(map, geo, ctx, labelOf, hex, capacity, tiled ? cutRanges(tiled) : undefined);

  const items: Item[] = [...sheetFrame(plan.width, plan.height, scale), ...body.items];
  items.push(...placedBoxes(map.boxes, s, ctx, f));
  for (const b of plan.blocks) items.push(...b.block.draw(b.x, b.y));
  const boxIds = new Set(map.boxes.map((b) => b.id));
  const bandBoxes = plan.blocks
    .filter((b) => boxIds.has(b.block.id))
    .map((b) => ({ id: b.block.id, rect: { x: b.x, y: b.y, width: b.block.width, height: b.block.height } }));

  const notes: string[] = [...body.notes];
  if (!map.ground)
    notes.push("no scale bar: map.yaml gives no ground size for a cell ('ground'), only a north arrow is drawn");
  const sheetSize = `${ptToMm(plan.width).toFixed(0)} × ${ptToMm(plan.height).toFixed(0)} mm`;
  const printedSize = `${map.printedSize.width} × ${map.printedSize.height}`;
  if (plan.grown)
    notes.push(
      `cells enlarged to ${ptToMm(cell).toFixed(1)} mm for ${ptToMm(counter).toFixed(0)} mm counters: ` +
        `the sheet is ${sheetSize} instead of ${printedSize}`,
    );
  else if (!plan.inside && map.furniture !== 'none')
    notes.push(
      `the title, legend and boxes are set beside the ${printedSize} playing surface: the sheet is ${sheetSize}`,
    );
  const fit = footprint ? spaceFit(footprint, cell) : undefined;
  return {
    kind: map.kind,
    width: plan.width,
    height: plan.height,
    items,
    things: grid.cells().map((c) => ({
      id: grid.label(c),
      centre: geo.centre(c),
      ...(altScheme ? { name: labelOf(c) } : {}),
      ...(fit ? { fit } : {}),
    })),
    facts: {
      cellSize: cell,
      orientation: map.kind === 'hex' ? map.orientation : undefined,
      grid: { x: geo.bounds.x, y: geo.bounds.y, width: geo.bounds.width, height: geo.bounds.height },
      // The cells the rules name on the map (a printed line such as Veritable's front line F3..F9, a town, a
      // village): a seam the sheets force through the field keeps off them where it can (see seamCosts).
      namedCells: namedCells(map, grid),
      // Every block of the band (title, legend, scale, boxes) where it is drawn: the seam tests read them.
      furniture: plan.blocks.map((b) => ({
        id: b.block.id,
        rect: { x: b.x, y: b.y, width: b.block.width, height: b.block.height },
      })),
      ...body.facts,
    },
    boxes: [...placedBoxRects(map.boxes, s, f), ...bandBoxes],
    boards: boardPages(map.boxes, s, ctx, f),
    notes,
  };
}

/** The labels of the cells a printed line or a place names (a river's name is a label, not a place), each once. */
function namedCells(map: HexMap | SquareMap, grid: ReturnType<typeof gridOf>): string[] {
  const cells = [
    ...map.lines.flatMap((l) => expandCells(l.cells, grid).cells),
    ...map.places.flatMap((p) => (p.kind === 'river' ? [] : (grid.parse(p.at) ?? []))),
  ];
  return [...new Set(cells.map((c) => grid.label(c)))];
}
