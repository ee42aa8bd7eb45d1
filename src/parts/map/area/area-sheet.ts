import type { Scenario } from '../../../model/scenario.js';
import type { AreaMap } from '../../../model/schema/map.js';
import { rectCorners, rectHolds, type Point, type Rect } from '../../../geometry/point.js';
import { areaShapes, type AreaShape, type AreaSite } from '../../../geometry/area/area-shapes.js';
import { pointInPolygon } from '../../../geometry/area/polygon.js';
import { lengthToPt, mmToPt, ptToMm } from '../../../print/units.js';
import type { TextMeasure } from '../../../print/text-measure.js';
import { path, polygonPath, rectPath, type Item } from '../../../print/scene.js';
import { INK, PAPER_TINT } from '../map-style.js';
import type { MapDrawing } from '../map-drawing.js';
import { mapTexts } from '../map-texts.js';
import { legendBlock } from '../furniture/legend-block.js';
import { titleBlock } from '../furniture/title-block.js';
import { boxBlock } from '../furniture/box-block.js';
import { packBlocks } from '../furniture/pack-blocks.js';
import { fillColumns } from '../sheet/band-tiles.js';
import { packColumns } from '../sheet/band-tiles.js';
import { unplacedWithoutBand } from '../sheet/plan-sheet.js';
import type { Block, FurnitureContext } from '../furniture/block.js';
import { sideColours, furnitureScale, reconstructedNote } from '../sheet/map-context.js';
import { unplacedBlocks, placedBoxes, placedBoxRects, boardPages, sheetFrame } from '../sheet/place-boxes.js';
import { mmPoint } from '../sheet/mm.js';
import type { DrawContext } from '../grid/draw-context.js';
import type { PlacedArea } from './area-model.js';
import { operationalOutline } from './operational-outline.js';
import { strategicBoxRects, strategicOffCuts } from './strategic-boxes.js';
import { CUT_AIR, airSpans, cutsPassClear, placeBetweenCuts, rowCutsClearOf, type RowCuts } from '../tiles/cut-room.js';
import type { TileOptions } from '../tiles/plan-tiles.js';
import { signsCut, signsCutCount, signsToClear } from '../tiles/sign-seam-check.js';
import { drawAreas, drawGivenOverGenerated } from './draw-areas.js';
import { drawRivers } from './draw-rivers.js';
import { drawAreaRiverNames } from './draw-river-names.js';
import { scaleBlock } from '../furniture/scale-block.js';
import { drawConnections, type DrawnConnection } from './draw-connections.js';
import { drawnConnectionProblems, MIN_AREA_WIDTH_MM, NARROW_RUN_MM, runLongerThan } from './drawn-check.js';
import {
  labelAs,
  labelChoice,
  strategicBox,
  entryArrows,
  entryArrowLines,
  labelRadius,
  junctionRadius,
  drawnAsLine,
} from './draw-area-labels.js';
import { areaLegend } from './area-legend.js';
import { markedEntry } from './entry-marks.js';
import { drawSupplyRoads } from './draw-supply-roads.js';
import { footprintOf, gameCounterSize, largestStacks, spaceFit } from '../../../print/footprint.js';
import { polygonArea } from '../../../geometry/area/polygon.js';
import { packs } from './fit-layout.js';
import { cachedAreaLayout, cachedNotches } from './layout-cache.js';
import { frozenOr, gameDataDigest, keepsGeometry, recordingGeometry } from './frozen-geometry.js';
import { bentBorders } from './bent-borders.js';
import { drawnShapes } from '../../../geometry/area/drawn-borders.js';
import { placeInside } from './inside-furniture.js';
import { chooseNotches, notchedOutline, notchShape, type Notch } from '../../../geometry/area/notches.js';
import { innermostPoint } from '../../../geometry/area/polygon.js';
import { ScenarioError } from '../../../load/problem.js';
import { at } from '../../../load/validate/report.js';

/** A road, trail or border between two areas is drawn across at least this much shared border, mm. */
const MIN_LINK_BORDER_MM = 12;
/** A furniture block keeps this far inside a tile column, pt: off the seam and its trim line. */
const SEAM_PAD = mmToPt(2);

/**
 * `furniture: inside` with a block that finds no empty room on the printed map: said at map.yaml's furniture line
 * when the map came from a file.
 */
function furnitureMisfit(s: Scenario, block: Block): Error {
  const message =
    `furniture: inside finds no empty room for the ${block.id} (${ptToMm(block.width).toFixed(0)} × ` +
    `${ptToMm(block.height).toFixed(0)} mm) on the printed map: its areas, names, roads and arrows fill it; ` +
    'choose furniture: below or beside, or a larger printedSize';
  return s.origins.map ? new ScenarioError([at(s.origins.map, ['furniture'], message)]) : new Error(message);
}

/** The pairs of operational areas the data links, by their index among the operational areas. */
function opLinks(map: AreaMap, operational: readonly AreaMap['areas'][number][]): [number, number][] {
  const index = new Map(operational.map((a, i) => [a.id, i]));
  return map.connections.flatMap((c) => {
    const [a, b] = [index.get(c.between[0]), index.get(c.between[1])];
    return a !== undefined && b !== undefined ? [[a, b] as [number, number]] : [];
  });
}

/** An unfilled path of straight strokes only (a road, a link, an arrow's shaft), as its points and width. */
function ruledLine(it: Item): { points: Point[]; width: number } | undefined {
  if (it.kind !== 'path' || (it.fill && it.fill !== 'none') || !/^[ML][-\d.\s MLe]*$/.test(it.d)) return undefined;
  const nums = it.d
    .split(/[\sML]+/)
    .filter(Boolean)
    .map(Number);
  if (/M.*M/.test(it.d)) return undefined;
  const points: Point[] = [];
  for (let i = 0; i + 1 < nums.length; i += 2) points.push([nums[i]!, nums[i + 1]!]);
  return points.length > 1 ? { points, width: (it.width ?? 1) + 2 } : undefined;
}

export interface AreaSheetOptions {
  lang: string;
  measure: TextMeasure;
  counterPt?: number;
  /** The tile columns a sheet of this size prints on: the band's blocks keep off the seams between them. */
  columns?: (width: number, height: number) => { x: number; width: number }[];
  /** How a sheet too large for the paper is tiled: `furniture: inside` keeps its boxes and blocks off the cuts. */
  tiles?: TileOptions;
  /**
   * Which of the least moves that clear a row of strategic boxes off those cuts to take (0: the least; see
   * drawAreaSheet).
   */
  rowTry?: number;
  /** Signs (marks and names) a row of strategic boxes lets the cuts pass clear of too (see drawAreaSheet). */
  signs?: readonly Rect[];
}

/** The side of the operational frame where `furniture: inside` keeps a band empty, and its thickness, pt. */
export interface Band {
  side: 'bottom' | 'right' | 'top' | 'left';
  thickness: number;
  /** The legend's rows in that band: a band under the map wants a wide, low legend. */
  legendRows: number;
}

/** A frame with its band taken off. */
export function bandedFrame(r: Rect, band: Band | undefined): Rect {
  if (!band) return r;
  const t = band.thickness;
  if (band.side === 'bottom') return { ...r, height: r.height - t };
  if (band.side === 'top') return { ...r, y: r.y + t, height: r.height - t };
  if (band.side === 'right') return { ...r, width: r.width - t };
  return { ...r, x: r.x + t, width: r.width - t };
}

/**
 * Room kept along the foot of the sheet for the blocks before the map is laid out, pt: the map above it (its areas,
 * strategic boxes and the boxes it places over the band's stretch) is drawn squeezed into the rest of the sheet, so
 * that the areas are laid out around the room, not pushed out of it afterwards.
 */
export interface Reserve {
  band: Rect;
  /** The legend's rows for the band. */
  legendRows: number;
}

/**
 * What placeInside's grid of room (1.5 mm cells) may add to a gap or take from the air beside a cut, pt: a block it
 * sets stands on the cell nearest the spot asked for, and keeps its gap from the next in whole cells.
 */
const CELL_SLACK = mmToPt(3);
/** Edges that cross a notch are cut this often before they are pushed out of it, pt. */
const NOTCH_STEP = mmToPt(2);
/** What stands in for the block when the corners have no room for the blocks (the band is tried next). */
const titleless: Block = { id: 'title', width: 0, height: 0, draw: () => [] };

/** The affine map that takes one rectangle onto another. */
const affine =
  (from: Rect, to: Rect) =>
  ([x, y]: Point): Point => [
    to.x + ((x - from.x) * to.width) / from.width,
    to.y + ((y - from.y) * to.height) / from.height,
  ];

/** A shape a block may take in a notch, pt; a legend's says how many rows it has. */
interface BlockShape {
  width: number;
  height: number;
  rows?: number;
}

/** A drawing whose `inside` furniture found no room, with what it takes to try again with a band kept empty. */
interface Misfit {
  misfit: Block;
  /** The band on a side that would hold every block, with the legend's rows for it; undefined if none would. */
  bandFor: (side: Band['side']) => Band | undefined;
  /** The operational frame the band is taken from, pt. */
  frame: Rect;
  /** The blocks' sizes, pt: each block's shapes, its own first (the legend's others with their rows). */
  sizes: BlockShape[][];
  /** The room along the foot of the sheet that would hold every block, clear of the boxes the data sets there. */
  reserveFor?: () => Reserve | undefined;
}

/**
 * An area map at its printed size: operational areas from their polygons or as Voronoi cells of their
 * positions inside the operational frame, strategic areas as boxes around it, connections, rivers and
 * marks; the tracks the data places on the map; title, legend and the other boxes in a band below.
 *
 * With `furniture: inside` the blocks go in the room the drawn map leaves empty; where its areas fill the sheet,
 * notches are cut out of the areas for them, at the operational frame's corners or along its sides; failing
 * that, the area layout keeps a band along one side of the frame empty, sized from the blocks, and lays the
 * areas out in the rest (squeezed into it, or laid out again for their stacks): the thinnest band whose areas
 * still hold their stacks and whose blocks find room.
 */
export function drawAreaSheet(s: Scenario, asGiven: AreaMap, opts: AreaSheetOptions): MapDrawing {
  const holdsAll = (d: MapDrawing | Misfit): d is MapDrawing =>
    !('misfit' in d) && d.things.every((t) => !t.fit || t.fit.fits);
  // A row of strategic boxes moved off the cuts between columns of sheets (stratRowsBetweenCuts) may take its arrows
  // through an area they do not join: the next least move is tried, and failing three, the row as given.
  // So may it leave a cut no room but through a town's sign (issue 24: Rimling on letter): the next move is tried.
  const astrayOrCut = (d: MapDrawing) =>
    drawnConnectionProblems(s, d).length > 0 || (!!opts.tiles && signsCut(d, opts.tiles));
  // Which drawing rowTries kept, as the options it was drawn with beyond `opts` (JSON, to be kept in the game's
  // map.geometry.json): a first build reads it back and draws that one alone, not every move tried before it (issue
  // 24: Nordwind on letter drew a whole map with the least move and threw it away, half a second).
  type RowChoice = { rowTry?: number; signs?: Rect[]; untiled?: true };
  const chosen = (c: RowChoice): AreaSheetOptions =>
    c.untiled
      ? { ...opts, tiles: undefined }
      : c.signs
        ? { ...opts, signs: c.signs, rowTry: c.rowTry }
        : c.rowTry !== undefined
          ? { ...opts, rowTry: c.rowTry }
          : opts;
  const rowTries = (draw: (o: AreaSheetOptions) => MapDrawing | Misfit, site: string): MapDrawing | Misfit => {
    let kept: MapDrawing | Misfit | undefined;
    const search = (): RowChoice => {
      let choice: RowChoice = {};
      let d = draw(opts);
      const firstTry = d;
      for (let t = 1; t < 3 && holdsAll(d) && d.facts.strategicRowMoved && astrayOrCut(d); t++) {
        d = draw(chosen({ rowTry: t }));
        choice = { rowTry: t };
      }
      // No move clears the signs: the first whose arrows reach their areas is kept.
      if (
        holdsAll(d) &&
        holdsAll(firstTry) &&
        d !== firstTry &&
        astrayOrCut(d) &&
        !drawnConnectionProblems(s, firstTry).length
      ) {
        d = firstTry;
        choice = {};
      }
      if (holdsAll(d) && d.facts.strategicRowMoved && drawnConnectionProblems(s, d).length) {
        d = draw(chosen({ untiled: true }));
        choice = { untiled: true };
      }
      // Cuts the rows of boxes allow may all run through a town's sign (issue 24: Nordwind's Soucht on tabloid, pinned
      // between box B and sheet A1's width, and Baerenthal on A3): the rows are moved again so that the cuts can also
      // pass clear of every town's marks and name, and the drawing kept if it cuts fewer signs.
      const signs =
        opts.tiles && holdsAll(d) && !drawnConnectionProblems(s, d).length ? signsToClear(d, opts.tiles) : [];
      for (let t = 0; t < 6 && signs.length; t++) {
        const again = draw(chosen({ signs, rowTry: t }));
        if (!holdsAll(again) || drawnConnectionProblems(s, again).length) continue;
        if (signsCutCount(again, opts.tiles!) < signsCutCount(d as MapDrawing, opts.tiles!)) {
          d = again;
          choice = { signs, rowTry: t };
        }
        break;
      }
      kept = d;
      return choice;
    };
    // Without seams no row moves: there is nothing to choose.
    if (!opts.tiles) return (search(), kept!);
    const inputs = { data: gameDataDigest(s.dir), site, lang: opts.lang, counterPt: opts.counterPt, tiles: opts.tiles };
    const choice = frozenOr(s.dir, 'rows', inputs, search);
    return kept ?? draw(chosen(choice));
  };
  let firstTry: MapDrawing | Misfit | undefined;
  const drawFirst = () => (firstTry ??= rowTries((o) => drawWith(s, asGiven, o), 'first'));
  // Whether the first try leaves the furniture no room, and then the shapes its blocks may take in a notch (all the
  // notched try reads of it): a bundled game keeps them in its map.geometry.json, and a first build draws the notched
  // map alone (Death of a Division drew a whole first try to throw it away, a tenth of its cold map).
  const keptSizes = keepsGeometry(s.dir)
    ? frozenOr(
        s.dir,
        'misfit',
        { data: gameDataDigest(s.dir), lang: opts.lang, counterPt: opts.counterPt, tiles: opts.tiles },
        () => {
          const d = drawFirst();
          return 'misfit' in d ? d.sizes : null;
        },
      )
    : undefined;
  if (!keptSizes) {
    const d = drawFirst();
    if (!('misfit' in d)) return d;
  }
  const sizes = keptSizes ?? (drawFirst() as Misfit).sizes;
  // First notches at the frame's corners or along its sides, cut where the areas there can spare the room; then a
  // band along a side.
  // A notch may still bend a road out of its areas (a road is drawn through its areas' border, not straight): the
  // roads the drawn-map check finds astray are kept clear of every notch, and the notches chosen again.
  const astray: (readonly [Point, Point])[] = [];
  for (let round = 0; round < 4; round++) {
    const notched = drawWith(s, asGiven, opts, undefined, sizes, astray);
    if (!holdsAll(notched)) break;
    const drawn = (notched.facts.connections ?? []) as DrawnConnection[];
    const roads = drawnConnectionProblems(s, notched).flatMap((p) => {
      const k = p.path[0] === 'map' && p.path[1] === 'connections' ? Number(p.path[2]) : Number.NaN;
      const between = asGiven.connections[k]?.between;
      const road = between && drawn.find((c) => c.between[0] === between[0] && c.between[1] === between[1]);
      return road ? road.route.slice(1).map((q, i) => [road.route[i]!, q] as const) : [];
    });
    if (!roads.length) return notched;
    astray.push(...roads);
  }
  // The kept sizes said the first try is a misfit: it is drawn now, for the bands and the room at the foot.
  const first = drawFirst();
  if (!('misfit' in first)) return first;
  const depth = (side: Band['side']) => (side === 'bottom' || side === 'top' ? first.frame.height : first.frame.width);
  const bands = (['bottom', 'right', 'top', 'left'] as const)
    .map((side) => first.bandFor(side))
    .filter((b): b is Band => !!b && b.thickness < depth(b.side) * 0.7)
    .sort((a, b) => a.thickness / depth(a.side) - b.thickness / depth(b.side));
  for (const band of bands) {
    const drawn = drawWith(s, asGiven, opts, band);
    if (holdsAll(drawn)) return drawn;
  }
  // Failing those (Nordwind: its frame is ringed by strategic boxes whose links cross every side, and a band taken
  // off the frame alone starves its middle areas), room is kept along the foot of the whole sheet before the map is
  // laid out: the areas, their strategic boxes and links are drawn over the rest, each squeezed a little.
  const reserve = first.reserveFor?.();
  if (reserve) {
    const drawn = rowTries((o) => drawWith(s, asGiven, o, undefined, undefined, [], reserve), 'reserve');
    if (holdsAll(drawn) && !drawnConnectionProblems(s, drawn).length) return drawn;
  }
  throw furnitureMisfit(s, first.misfit);
}

/**
 * The map squeezed up the sheet towards its top margin (`top`, pt), as little as lets everything over the stretch of
 * the room kept at its foot stand clear above that room: the areas' places with the room their frame keeps round
 * them (`pad`), the strategic boxes and the boxes the data sets there. What stands beside the room (a column of
 * tracks) keeps its place. Undefined when nothing could be squeezed enough.
 */
function squeezedAbove(
  map: AreaMap,
  reserve: Reserve,
  top: number,
  boxRects: readonly Rect[],
  stratRects: readonly Rect[],
  pad: number,
  gap: number,
): AreaMap | undefined {
  const { band } = reserve;
  const over = (r: Rect) => r.x < band.x + band.width && band.x < r.x + r.width;
  const limit = band.y - gap;
  let k = 1;
  // An item anchored at `anchor` that reaches `below` further down must end above the room.
  const need = (anchor: number, below: number) => {
    if (anchor > top) k = Math.min(k, (limit - below - top) / (anchor - top));
  };
  const positioned = map.boxes.filter((b) => b.position && b.kind !== 'battle-board');
  const boxMoves = new Set(positioned.filter((_, i) => over(boxRects[i]!)));
  positioned.forEach((_, i) => {
    const r = boxRects[i]!;
    if (over(r)) need(r.y, r.height);
  });
  const strategic = map.areas.filter((a) => a.zone === 'strategic');
  const stratMoves = new Set(strategic.filter((_, i) => over(stratRects[i]!)));
  strategic.forEach((_, i) => {
    const r = stratRects[i]!;
    if (over(r)) need(r.y + r.height / 2, r.height / 2);
  });
  for (const a of map.areas)
    if (a.zone !== 'strategic') {
      if (a.position) need(mmToPt(a.position[1]), pad);
      for (const p of a.polygon ?? []) need(mmToPt(p[1]), 0);
    }
  if (k <= 0.5) return undefined;
  const y = (mm: number) => ptToMm(top + (mmToPt(mm) - top) * k);
  const moved = (p: readonly [number, number]): [number, number] => [p[0], y(p[1])];
  return {
    ...map,
    areas: map.areas.map((a) =>
      a.zone === 'strategic' && !stratMoves.has(a)
        ? a
        : {
            ...a,
            ...(a.position ? { position: moved(a.position) } : {}),
            ...(a.polygon ? { polygon: a.polygon.map(moved) } : {}),
          },
    ),
    boxes: map.boxes.map((b) => (boxMoves.has(b) && b.position ? { ...b, position: moved(b.position) } : b)),
  };
}

/**
 * The map itself, before its title, legend and band: the same for the printed map, the VASSAL board and the
 * companion's map, which differ only in where those blocks go (the printed one keeps them off its tile seams). It is
 * drawn once a build for each way the map is tried (band, notches), and each drawing takes its own copy of the lists.
 */
function drawWith(
  s: Scenario,
  asGiven: AreaMap,
  opts: AreaSheetOptions,
  band?: Band,
  notchFor?: readonly (readonly BlockShape[])[],
  avoidToo: readonly (readonly [Point, Point])[] = [],
  reserve?: Reserve,
): MapDrawing | Misfit {
  const key = JSON.stringify([
    opts.lang,
    opts.counterPt ?? null,
    band ?? null,
    notchFor ?? null,
    avoidToo,
    ...(reserve ? [reserve] : []),
    ...(reserve || asGiven.areas.some((a) => a.zone === 'strategic')
      ? [opts.tiles?.paper ?? null, opts.rowTry ?? 0, ...(opts.signs ? [opts.signs] : [])]
      : []),
  ]);
  const kept = bodies.get(s) ?? new Map<string, { asGiven: AreaMap; measure: TextMeasure; body: Body | Misfit }>();
  bodies.set(s, kept);
  let entry = kept.get(key);
  if (!entry || entry.asGiven !== asGiven || entry.measure !== opts.measure) {
    entry = { asGiven, measure: opts.measure, body: drawBody(s, asGiven, opts, band, notchFor, avoidToo, reserve) };
    kept.set(key, entry);
  }
  if ('misfit' in entry.body) return entry.body;
  return drawBand(s, opts, band, notchFor, entry.body);
}

/**
 * drawnShapes, kept for the last corners and frame it was asked for: the first try of a map and its notched try
 * (and the companion's and the module's drawings of it) bend the same borders.
 */
function drawnShapesOnce(dir: string, given: readonly (readonly Point[])[], frame: Rect): Point[][] {
  const key = JSON.stringify([dir, given, frame]);
  // Bending every border is a tenth of a cold build of a map of 56 areas, from a few corners an area and the frame:
  // a bundled game keeps the bent shapes in its geometry file.
  if (lastDrawn?.key !== key || recordingGeometry())
    lastDrawn = { key, shapes: frozenOr(dir, 'shapes', { given, frame }, () => drawnShapes(given, frame)) };
  return lastDrawn.shapes;
}

let lastDrawn: { key: string; shapes: Point[][] } | undefined;

/**
 * The areas' cells with their borders bent, kept a build for the sites, frame and links they were cut from: the
 * tries of a map's strategic rows and the module's and companion's board often lay out the same cells (Nordwind's
 * three drawings of one build, a third of a second each). Each caller gets its own copy, as it cuts notches into it.
 */
function cellsOnce(
  s: Scenario,
  sites: readonly AreaSite[],
  outline: Rect,
  links: readonly (readonly [number, number])[],
): AreaShape[] {
  const key = JSON.stringify([sites, outline, links]);
  const kept = keptCells.get(s) ?? new Map<string, AreaShape[]>();
  keptCells.set(s, kept);
  let shapes = kept.get(key);
  if (!shapes) {
    shapes = bentBorders(
      areaShapes(sites, outline, Infinity, { links, minBorder: mmToPt(MIN_LINK_BORDER_MM) }),
      outline,
    );
    kept.set(key, shapes);
  }
  return structuredClone(shapes);
}

const keptCells = new WeakMap<Scenario, Map<string, AreaShape[]>>();

const bodies = new WeakMap<Scenario, Map<string, { asGiven: AreaMap; measure: TextMeasure; body: Body | Misfit }>>();

type Body = Exclude<ReturnType<typeof drawBody>, Misfit>;

/** The corners have no room for the blocks: a band is tried next. */
const noNotches = (frame: Rect): Misfit => ({ misfit: titleless, bandFor: () => undefined, frame, sizes: [] });

function drawBody(
  s: Scenario,
  asGiven: AreaMap,
  opts: AreaSheetOptions,
  band?: Band,
  notchFor?: readonly (readonly BlockShape[])[],
  avoidToo: readonly (readonly [Point, Point])[] = [],
  reserve?: Reserve,
) {
  const footprint = footprintOf(s, opts.counterPt);
  const givenW = lengthToPt(asGiven.printedSize.width);
  const givenH = lengthToPt(asGiven.printedSize.height);
  const givenScale = furnitureScale(givenW, givenH);
  const stack = largestStacks(s, opts.counterPt).map((p) => ({ width: p.widthMm, depth: p.depthMm }));
  // Inside, a map laid out for its stacks fills its printed size (less the band), rather than shrinking to them.
  const gm = 12 * givenScale;
  const room =
    asGiven.furniture === 'inside'
      ? bandedFrame({ x: gm, y: gm, width: givenW - 2 * gm, height: givenH - 2 * gm }, band)
      : undefined;
  const fitted =
    footprint?.kind === 'area'
      ? cachedAreaLayout(
          asGiven,
          footprint.areaMm2,
          ptToMm(gm),
          stack,
          room && {
            sheet: { width: ptToMm(givenW), height: ptToMm(givenH) },
            frame: { x: ptToMm(room.x), y: ptToMm(room.y), width: ptToMm(room.width), height: ptToMm(room.height) },
          },
        )
      : undefined;
  let map = fitted?.map ?? asGiven;
  const texts = mapTexts(s, opts.lang);
  const ctx: DrawContext = { texts, sides: sideColours(s) };
  const W = lengthToPt(map.printedSize.width);
  const H = lengthToPt(map.printedSize.height);
  const scale = furnitureScale(W, H);
  const f: FurnitureContext = {
    texts,
    measure: opts.measure,
    scale,
    counterSpace: (opts.counterPt ?? gameCounterSize(s).pt) + 3,
  };
  const m = 12 * scale;
  const notes: string[] = [];

  const boxRectsOf = (map: AreaMap): Rect[] =>
    map.boxes
      .filter((b) => b.position && b.kind !== 'battle-board')
      .map((b) => {
        const [x, y] = mmPoint(b.position!);
        if (b.size) return { x, y, width: mmToPt(b.size[0]), height: mmToPt(b.size[1]) };
        const block = boxBlock(b, s, '#000000', f);
        return { x, y, width: block?.width ?? 0, height: block?.height ?? 0 };
      });
  const stratRectsOf = (map: AreaMap): Rect[] =>
    strategicBoxRects(
      map.areas
        .filter((a) => a.zone === 'strategic')
        .map((a) => (a.position ? mmPoint(a.position) : mmPoint(a.polygon![0]))),
    );
  const sheetInner: Rect = { x: m, y: m, width: W - 2 * m, height: H - 2 * m };
  // Room kept at the sheet's foot: the map over its stretch is squeezed up into the rest (a map laid out for its
  // stacks already keeps its band).
  const squeezed =
    reserve && !fitted?.frame
      ? squeezedAbove(map, reserve, sheetInner.y, boxRectsOf(map), stratRectsOf(map), mmToPt(24), 10 * scale)
      : undefined;
  if (reserve && !squeezed) return noNotches(sheetInner);
  if (squeezed) map = squeezed;
  // Tiled, the cuts between rows of sheets pass between the boxes the data sets (a column of tracks) where they can,
  // often a narrow stretch: the strategic boxes squeezed up keep out of it (issue 23: Nordwind's Sarre-Union and
  // Hatten stood across the only 15 pt between its time record track and German reserve).
  const rowCuts =
    squeezed && opts.tiles ? rowCutsClearOf(W, H, [...boxRectsOf(map), reserve!.band], opts.tiles) : undefined;
  if (squeezed && rowCuts) map = stratOffCuts(map, rowCuts, stratRectsOf(map), reserve!.band, sheetInner, 10 * scale);
  // Tiled, a row of strategic boxes along an edge stands so that every cut between columns of sheets can pass between
  // two of them (issue 23: Nordwind's five start areas, 397 pt apart, left one of them under a cut on letter and A4).
  let rowMoved = false;
  if (opts.tiles && map.areas.some((a) => a.zone === 'strategic')) {
    const rows = stratRowsBetweenCuts(
      map,
      W,
      H,
      opts.tiles,
      boxRectsOf(map),
      sheetInner,
      rowCuts,
      reserve?.band,
      opts.rowTry,
      opts.signs,
    );
    [map, rowMoved] = [rows.map, rows.moved];
  }
  const boxRects = boxRectsOf(map);
  const strategic = map.areas.filter((a) => a.zone === 'strategic');
  const operational = map.areas.filter((a) => a.zone !== 'strategic');
  const stratRects = stratRectsOf(map);
  // The areas' frame keeps above the room kept at the foot.
  const opSheet = squeezed ? { ...sheetInner, height: reserve!.band.y - 10 * scale - sheetInner.y } : sheetInner;
  const framed = strategic.length > 0 || boxRects.length > 0;
  const fittedFrame = fitted?.frame;
  // A band given to a map with no layout of its own squeezes the given corners into the banded frame and bends their
  // borders there (below): unless a frame is fitted round them, the borders bent as given are read by nothing.
  const squeezing = !!band && !fittedFrame;
  // Areas given by their corners with `borders: drawn` are drawn with every inner border bent like ground
  // between its corners (the data stores a few corners an area; the line between them costs a millisecond).
  const drawn =
    map.borders === 'drawn' && (!squeezing || framed)
      ? drawnShapesOnce(
          s.dir,
          operational.map((a) => a.polygon ?? []),
          { x: ptToMm(m), y: ptToMm(m), width: ptToMm(W - 2 * m), height: ptToMm(H - 2 * m) },
        )
      : undefined;
  let sites = operational.map((a, i) => ({
    id: a.id,
    position: a.position ? mmPoint(a.position) : undefined,
    polygon: a.polygon && (drawn?.[i] ?? a.polygon).map(mmPoint),
  }));
  const opPoints: Point[] = sites.flatMap((x) => [...(x.position ? [x.position] : []), ...(x.polygon ?? [])]);
  const fullOutline = fittedFrame
    ? {
        x: mmToPt(fittedFrame.x),
        y: mmToPt(fittedFrame.y),
        width: mmToPt(fittedFrame.width),
        height: mmToPt(fittedFrame.height),
      }
    : framed
      ? operationalOutline(opPoints, [...stratRects, ...boxRects], opSheet, mmToPt(24), mmToPt(5))
      : sheetInner;
  // A layout laid out for its stacks already left the band; given places and corners are squeezed out of it.
  const outline = fittedFrame ? fullOutline : bandedFrame(fullOutline, band);
  if (squeezing) {
    const squeeze = affine(fullOutline, outline);
    const toMm = ([x, y]: Point): Point => [ptToMm(x), ptToMm(y)];
    const squeezed =
      map.borders === 'drawn'
        ? drawnShapes(
            operational.map((a) => (a.polygon ?? []).map((p) => toMm(squeeze(mmPoint(p))))),
            (([x0, y0], [x1, y1]) => ({ x: x0, y: y0, width: x1 - x0, height: y1 - y0 }))(
              toMm(squeeze([sheetInner.x, sheetInner.y])),
              toMm(squeeze([sheetInner.x + sheetInner.width, sheetInner.y + sheetInner.height])),
            ),
          )
        : undefined;
    sites = operational.map((a, i) => ({
      id: a.id,
      position: a.position ? squeeze(mmPoint(a.position)) : undefined,
      polygon: a.polygon && (squeezed?.[i]?.map(mmPoint) ?? a.polygon.map((p) => squeeze(mmPoint(p)))),
    }));
  }
  // A map laid out for its stacks brings its drawn shapes; otherwise the areas are the Voronoi cells of their
  // positions, filling the operational map to its frame, their inner borders bent as a pen would draw them.
  const cells = () => cellsOnce(s, sites, outline, opLinks(map, operational));
  let shapes = fitted?.shapes
    ? sites.map((x) => ({
        id: x.id,
        polygon: fitted.shapes!.get(x.id)!.map(mmPoint),
        centre: x.position!,
        generated: true,
      }))
    : cells();
  // Squeezed for the room at the foot, an area whose cell no longer holds its stack (Nordwind's Lemberg, a wedge
  // between larger neighbours) has its neighbours' places stepped away from its own, a little at a time, until it
  // does: the map's places move a few millimetres, never its links.
  if (squeezed && footprint?.kind === 'area') {
    const toMm = (poly: readonly Point[]) => poly.map(([x, y]): Point => [ptToMm(x), ptToMm(y)]);
    const holds = (poly: readonly Point[]) =>
      Math.abs(polygonArea(toMm(poly))) >= footprint.areaMm2 * 1.05 && packs(toMm(poly), stack);
    for (let round = 0; round < 12; round++) {
      const short = shapes.flatMap((x, i) => (sites[i]!.position && !holds(x.polygon) ? [i] : []));
      if (!short.length) break;
      const step = mmToPt(1.5);
      const at = sites.map((x) => x.position && [x.position[0], x.position[1]]);
      for (const i of short) {
        const p = sites[i]!.position!;
        const near = sites
          .map((x, j) => ({ j, d: x.position && j !== i ? Math.hypot(x.position[0] - p[0], x.position[1] - p[1]) : 0 }))
          .filter((n) => n.d > 0)
          .sort((a, b) => a.d - b.d)
          .slice(0, 6);
        for (const { j, d } of near) {
          const q = sites[j]!.position!;
          at[j]![0] += ((q[0] - p[0]) / d) * step;
          at[j]![1] += ((q[1] - p[1]) / d) * step;
        }
      }
      sites = sites.map((x, i) => (at[i] ? { ...x, position: [at[i][0]!, at[i][1]!] as Point } : x));
      shapes = cells();
    }
  }
  // Inside, with the blocks' sizes: notches at the frame's corners or along its sides hold them, cut out of the
  // areas there.
  let notches: Notch[] | undefined;
  /** Where each block stands in its notch, top left: where `placeInside` looks first. */
  let notchSpots: Point[] | undefined;
  let notchRows: number | undefined;
  if (notchFor && footprint?.kind === 'area') {
    // The links from strategic boxes to their operational areas, centre to centre, as they will be drawn.
    const centreOf = new Map<string, Point>([
      ...strategic.map((a, i): [string, Point] => {
        const r = stratRects[i]!;
        return [a.id, [r.x + r.width / 2, r.y + r.height / 2]];
      }),
      ...operational.map((a, i): [string, Point] => [a.id, shapes[i]!.centre]),
    ]);
    // And the roads between two operational areas: a notch cut under one would bend the road out of its areas.
    const isStrategic = new Set(strategic.map((a) => a.id));
    const links = map.connections.flatMap((c) => {
      const [a, b] = [centreOf.get(c.between[0]), centreOf.get(c.between[1])];
      return a && b && !(isStrategic.has(c.between[0]) && isStrategic.has(c.between[1])) ? [[a, b] as const] : [];
    });
    const toMm = (poly: readonly Point[]) => poly.map(([x, y]): Point => [ptToMm(x), ptToMm(y)]);
    // Packing the stack is the dear part: a shape whose surface alone does no better than `floor` is not packed.
    // A notch that leaves a shape a strip along its edge (a border meeting the frame just beside it) is no place
    // for it either: the drawn-map check would refuse the strip.
    const strip = (poly: readonly Point[]) =>
      runLongerThan(poly, mmToPt(MIN_AREA_WIDTH_MM), mmToPt(1), mmToPt(NARROW_RUN_MM));
    // The surface in mm², as polygonArea(toMm(poly)) reckons it, without the copy.
    const room = (poly: readonly Point[]) => {
      let a = 0;
      for (let i = 0, j = poly.length - 1; i < poly.length; j = i++)
        a += ptToMm(poly[j]![0]) * ptToMm(poly[i]![1]) - ptToMm(poly[i]![0]) * ptToMm(poly[j]![1]);
      return Math.abs(a / 2) / footprint.areaMm2;
    };
    const holds = (poly: readonly Point[], floor: number) => {
      const mm = toMm(poly);
      const score = Math.abs(polygonArea(mm)) / footprint.areaMm2;
      return score >= 1 && score > floor && packs(mm, stack) && !strip(poly) ? score : undefined;
    };
    // Each block keeps its gap from the notch's edges, and as much again for the frame line.
    const margin = 20 * scale;
    const args = [
      notchFor,
      outline,
      shapes.map((x) => x.polygon),
      margin,
      NOTCH_STEP,
      holds,
      [...links, ...avoidToo],
      columnCuts(opts, W, H),
      room,
    ] as const;
    const plan = cachedNotches(s.dir, { need: footprint.areaMm2, stack }, () => chooseNotches(...args), ...args);
    if (!plan) return noNotches(outline);
    notches = plan.notches;
    notchSpots = plan.at;
    notchRows = plan.shape.map((k, i) => notchFor[i]![k]!.rows).find((r) => r !== undefined);
    for (const x of shapes) {
      x.polygon = notchShape(x.polygon, outline, notches, NOTCH_STEP);
      if (!pointInPolygon(x.centre, x.polygon)) x.centre = innermostPoint(x.polygon);
    }
  }
  const frameCorners = notches ? notchedOutline(outline, notches) : rectCorners(outline);
  const framePath = notches ? polygonPath(frameCorners) : rectPath(outline);
  const placed = new Map<string, PlacedArea>();
  operational.forEach((a, i) => {
    const shape = shapes[i];
    if (!shape.polygon.length || (shape.generated && !pointInPolygon(shape.centre, shape.polygon)))
      notes.push(`area ${a.id} lies outside the operational frame; move its position in map.yaml`);
    placed.set(a.id, { area: a, polygon: shape.polygon, centre: shape.centre });
  });
  strategic.forEach((a, i) => {
    const r = stratRects[i];
    placed.set(a.id, {
      area: a,
      box: r,
      centre: [r.x + r.width / 2, r.y + r.height / 2],
      polygon: rectCorners(r),
    });
  });
  // A band that leaves an area unable to hold its stack is given up before its names, roads and rivers are drawn
  // (the same test the drawing's `fit` makes): a refused `inside` says so sooner.
  if (band && footprint) {
    const fits = (p: PlacedArea) =>
      spaceFit(
        footprint,
        Math.abs(polygonArea(p.polygon)),
        packs(
          p.polygon.map(([x, y]): Point => [ptToMm(x), ptToMm(y)]),
          stack,
        ),
      ).fits;
    if (![...placed.values()].every(fits))
      return { misfit: titleless, bandFor: () => undefined, frame: outline, sizes: [] };
  }
  const opPlaced = [...placed.values()].filter((p) => !p.box && p.polygon.length);
  const stPlaced = [...placed.values()].filter((p) => p.box);

  if (fitted && fitted.scale > 1)
    notes.push(
      `areas sized for ${footprint!.holds}: the map is ${map.printedSize.width} × ${map.printedSize.height} ` +
        `instead of ${asGiven.printedSize.width} × ${asGiven.printedSize.height}`,
    );
  // The names, roads and rivers are drawn only when the drawing is asked for them: a first try whose blocks find
  // no room (Death of a Division, whose areas fill the sheet) is refused from its shapes alone, and the notched
  // try that follows draws the map once.
  const paint = () => {
    const rivers = drawRivers(map, placed);
    const conns = drawConnections(map, placed, outline, rivers.borders, boxRects, s.dir);
    notes.push(...rivers.notes, ...conns.notes);
    notes.push('no scale bar: areas are drawn to hold their stacks, not to one ground scale; a north arrow is drawn');

    const items: Item[] = [];
    items.push(path(framePath, outline, { fill: PAPER_TINT }));
    const givenIds = new Set(shapes.filter((x) => !x.generated).map((x) => x.id));
    const generated = opPlaced.filter((p) => !givenIds.has(p.area.id));
    const given = opPlaced.filter((p) => givenIds.has(p.area.id));
    const areaItems = [
      ...drawAreas(map, generated, ctx, labelRadius(f)),
      ...drawGivenOverGenerated(map, given, ctx, labelRadius(f)),
    ];
    items.push(...areaItems);
    items.push(...rivers.items);
    const supply = drawSupplyRoads(opPlaced, outline, ctx, 6 * f.scale);
    items.push(...supply.under, ...conns.under);
    for (const a of stPlaced) items.push(...strategicBox(a, map, ctx, f));
    const frameLine = path(framePath, outline, { stroke: INK, width: 2.2 });
    items.push(frameLine);
    // An entry arrow keeps off the roads and supply roads that leave its area towards the frame.
    const roads = [
      ...conns.connections.filter((c) => c.kind !== 'entry' && drawnAsLine(c)).map((c) => c.route),
      ...supply.routes.map((r) => r.route),
    ];
    // A name keeps off the roads, trails and arrows drawn through its town.
    const drawnLines = [
      ...conns.connections.filter(drawnAsLine).map((c) => c.route),
      ...supply.routes.map((r) => r.route),
      // A name keeps off a notch's edges too (the frame's own edges are the sheet's; only notches come inland).
      ...(notches ? [[...frameCorners, frameCorners[0]!]] : []),
    ];
    // Where each name goes is a search over dozens of places, sizes and wraps for every area, a pure function of the
    // shapes, the lines drawn and the game's words: a bundled game keeps what it came to (a tenth of a cold Death of
    // a Division map). The inputs are hashed only where there is a file to look in.
    const search = () => opPlaced.map((a) => labelChoice(a, ctx, f, drawnLines, outline));
    const choices = keepsGeometry(s.dir)
      ? frozenOr(
          s.dir,
          'labels',
          {
            data: gameDataDigest(s.dir),
            lang: opts.lang,
            scale: f.scale,
            areas: opPlaced.map((a) => [a.area.id, a.polygon, a.centre]),
            lines: drawnLines,
            outline,
          },
          search,
        )
      : search();
    const labelled = opPlaced.map((a, i) => ({ id: a.area.id, ...labelAs(a, ctx, f, choices[i]!) }));
    // An entry arrow keeps off the names as set.
    const nameBoxes = labelled.flatMap((l) => l.name.flatMap((it) => (it.kind === 'text' ? [it.box] : [])));
    const arrows = opPlaced.flatMap((a) => entryArrowLines(a, outline, f, roads, nameBoxes));
    items.push(...entryArrows(arrows, ctx));
    items.push(...conns.over, ...supply.over);
    const labels = labelled.flatMap((l) => [...l.name, ...l.marks]);
    items.push(...labels);
    items.push(...placedBoxes(map.boxes, s, ctx, f));
    // River names go along their course, clear of the area names and marks and of every other word drawn.
    const words = items.flatMap((it) => (it.kind === 'text' ? [it.box] : []));
    items.push(
      ...drawAreaRiverNames(map, rivers.borders, texts, 11 * f.scale, mmToPt(250) * f.scale, [
        ...words,
        ...labels.map((it) => it.box),
      ]),
    );
    return { rivers, conns, supply, labelled, areaItems, frameLine, items, arrows };
  };
  let painted: ReturnType<typeof paint> | undefined;

  return {
    footprint,
    stack,
    map,
    texts,
    ctx,
    W,
    H,
    scale,
    f,
    m,
    boxRects,
    sheetInner,
    outline,
    frameCorners,
    placed,
    opPlaced,
    stPlaced,
    /** The map's areas, names, roads and rivers, drawn on first asking; `notes` then holds what they said. */
    paint: () => (painted ??= paint()),
    notes,
    notchSpots,
    notchRows,
    reserve: squeezed ? reserve : undefined,
    rowCuts,
    rowMoved,
  };
}

/** The title, legend and other blocks of a drawn map body, placed for the sheet (and its tile columns). */
function drawBand(
  s: Scenario,
  opts: AreaSheetOptions,
  band: Band | undefined,
  notchFor: readonly (readonly BlockShape[])[] | undefined,
  body: Body,
): MapDrawing | Misfit {
  const {
    footprint,
    stack,
    map,
    texts,
    ctx,
    W,
    H,
    scale,
    f,
    m,
    boxRects,
    sheetInner,
    outline,
    frameCorners,
    placed,
    opPlaced,
    stPlaced,
    notchSpots,
    notchRows,
    reserve,
    rowMoved,
    rowCuts,
  } = body;
  // The drawn map, copied for this sheet's blocks: asked for only once the blocks are to be placed among its lines.
  let sheetItems: Item[] | undefined;
  const items = () => (sheetItems ??= [...body.paint().items]);
  // Title, legend and the boxes with no place on the map go in a band under the printed map.
  const note = reconstructedNote(s, texts.t);
  // On a tiled sheet the legend must fit one tile column: it takes more rows (and fewer columns) until it does.
  // The strategic areas whose way into an area that meets no side of the frame is marked in it, not drawn.
  const marked = [
    ...new Set(
      map.connections.flatMap((c) => {
        const [a, b] = [placed.get(c.between[0]), placed.get(c.between[1])];
        if (c.kind !== 'entry' || !a || !b || !a.box === !b.box) return [];
        const [box, area] = a.box ? [a, b] : [b, a];
        return markedEntry(area, outline) ? [box.area.id] : [];
      }),
    ),
  ];
  const entries = areaLegend(map, ctx, marked);
  const legendRows = band?.legendRows ?? reserve?.legendRows ?? notchRows ?? 8;
  let legend = legendBlock(entries, f, legendRows);
  const legendBlockSize = (rows: number) => {
    const b = legendBlock(entries, f, rows);
    return { width: b.width, height: b.height };
  };
  const inside = map.furniture === 'inside';
  // The columns are those of the sheet this legend makes: a taller legend may turn the sheets and change them.
  const colRoom = (h: number) => {
    // Inside, the sheet keeps its printed size (and room kept at its foot places its blocks between the cuts
    // itself); below, the band adds to it.
    if (map.furniture === 'beside' || (inside && reserve)) return Infinity;
    const cols = opts.columns?.(W, inside ? H : H + h + m);
    return cols && cols.length > 1 ? Math.min(...cols.map((c) => c.width)) - 2 * SEAM_PAD : Infinity;
  };
  // A legend too wide for one tile column takes the lowest shape that fits it, its columns ending where it comes
  // out narrowest (Death of a Division: 7 rows, 107 mm tall, the long labels in one column, where 10 rows stood
  // 146 mm and the map took a seventh row of portrait sheets).
  if (legend.width > colRoom(legend.height)) {
    let fit: typeof legend | undefined;
    for (let rows = 1; !fit && rows <= entries.length; rows++) {
      const b = legendBlock(entries, f, rows, true);
      if (b.width <= colRoom(b.height)) fit = b;
    }
    legend = fit ?? legendBlock(entries, f, entries.length);
  }
  // Inside, on a tiled sheet, the title too keeps within a column of sheets.
  const titleRoom = inside ? colRoom(0) : Infinity;
  const blocks = [
    titleBlock(
      {
        mapName: texts.name('map', map.name),
        gameTitle: texts.name(s.id, s.game.title),
        facts: [texts.t('title.areas', '{n} areas').replace('{n}', String(map.areas.length))],
        note,
        steadyHeight: inside,
      },
      Number.isFinite(titleRoom) ? { ...f, bandWidth: titleRoom } : f,
    ),
    legend,
    scaleBlock(undefined, () => 0, 'square', f),
    // A track or box wider than a tile column takes fewer spaces to a row.
    ...unplacedBlocks(
      map.boxes.filter((b) => b.kind !== 'battle-board'),
      s,
      ctx,
      Number.isFinite(colRoom(legend.height)) ? { ...f, bandWidth: colRoom(legend.height) } : f,
    ),
  ];
  const gap = 10 * scale;
  // map.yaml's furniture: below (the default), beside (a column to the right) or none (the map alone).
  unplacedWithoutBand(s, map.boxes);
  if (map.furniture === 'none') blocks.length = 0;
  if (inside) {
    // Inside: the sheet keeps the printed size, and the blocks go in the room the drawn map leaves empty.
    let covered: Parameters<typeof placeInside>[1] | undefined;
    const coveredNow = () => {
      if (covered) return covered;
      const { frameLine, areaItems } = body.paint();
      const skip = new Set<Item>([items()[0]!, frameLine, ...areaItems]);
      const frameEdges: Rect[] = frameCorners.map(([x0, y0], i) => {
        const [x1, y1] = frameCorners[(i + 1) % frameCorners.length]!;
        return {
          x: Math.min(x0, x1) - 2,
          y: Math.min(y0, y1) - 2,
          width: Math.abs(x1 - x0) + 4,
          height: Math.abs(y1 - y0) + 4,
        };
      });
      const drawnItems = items().filter((it) => !skip.has(it));
      const lines = drawnItems.map(ruledLine);
      return (covered = {
        polygons: opPlaced.map((p) => p.polygon),
        rects: [...drawnItems.filter((_, i) => !lines[i]).map((it) => it.box), ...frameEdges],
        lines: lines.filter((l) => !!l),
      });
    };
    // Where the areas leave less room on the sheet than the largest block needs (a map whose areas fill its frame),
    // no block can find room, and the grid of room is not laid down to learn it: the largest is the one that fails
    // first, as placeInside tries the largest first.
    const free =
      sheetInner.width * sheetInner.height - opPlaced.reduce((sum, p) => sum + Math.abs(polygonArea(p.polygon)), 0);
    const place = (bs: readonly Block[], targets?: readonly Point[]): ReturnType<typeof placeInside> => {
      const largest = bs.reduce((k, b, i) => (b.width * b.height > bs[k]!.width * bs[k]!.height ? i : k), 0);
      if (!targets && bs.length && free < bs[largest]!.width * bs[largest]!.height) return { misfit: largest };
      // The grid of room (every area, line and box marked on it) is most of the cost, and it and the search are a pure
      // function of these inputs: a bundled game keeps the answer in its geometry file.
      const covered = coveredNow();
      const inputs = { blocks: bs.map((b) => [b.width, b.height]), covered, region: sheetInner, gap, targets };
      return frozenOr(s.dir, 'furniture', inputs, () => placeInside(bs, covered, sheetInner, gap, targets));
    };
    let room = place(
      blocks,
      reserve
        ? ((rowCuts &&
            spotsBetweenCuts(blocks, reserve.band, gap, rowCuts, [...boxRects, ...stPlaced.map((p) => p.box!)], W)) ??
            reservedSpots(blocks, reserve.band, gap, opts.columns?.(W, H)))
        : notchSpots,
    );
    // The room kept at the foot holds every block, or the map is refused.
    if (reserve && !('misfit' in room)) {
      const out = room.at.findIndex(([x, y], i) => !contains(reserve.band, { x, y, ...size(blocks[i]!) }));
      if (out >= 0) room = { misfit: out };
    }
    // A legend that finds no room tries a taller, narrower shape (more rows, fewer columns) before giving up.
    const li = blocks.indexOf(legend);
    for (let rows = 9; !band && !notchFor && 'misfit' in room && li >= 0 && rows <= entries.length; rows++) {
      const taller = legendBlock(entries, f, rows);
      if (taller.width >= blocks[li]!.width) continue;
      blocks[li] = taller;
      room = place(blocks);
    }
    if ('misfit' in room) {
      // Each block's shape for a notch; the legend offers its other shapes too (a low one finds a place between
      // the roads where its own does not).
      // The legend's own is in as many rows as it was first drawn with (the taller ones tried above are others).
      const sizes: BlockShape[][] = blocks.map((b) => [{ width: b.width, height: b.height }]);
      if (li >= 0) sizes[li] = [{ ...legendBlockSize(legendRows), rows: legendRows }];
      for (let rows = 1; li >= 0 && rows <= entries.length; rows++) {
        const other = legendBlock(entries, f, rows);
        const had = sizes[li]!;
        if (!had.some((z) => Math.abs(z.width - other.width) < 1 && Math.abs(z.height - other.height) < 1))
          had.push({ width: other.width, height: other.height, rows });
      }
      // The band that would hold the blocks on each side: the legend in as many rows as keeps it thinnest, the
      // blocks packed along it, with a gap each side and the frame's margin for the arrows that cross it.
      const bandFor = (side: Band['side']): Band | undefined => {
        const along = side === 'bottom' || side === 'top';
        const limit = (along ? outline.width : outline.height) - 2 * gap;
        let best: Band | undefined;
        for (let rows = 1; li >= 0 && rows <= entries.length; rows++) {
          const bs = blocks.map((b, i) => (i === li ? legendBlock(entries, f, rows) : b));
          if (bs.some((b) => (along ? b.width : b.height) > limit)) continue;
          const p = packBlocks(bs, limit, gap, !along);
          const thickness = (along ? p.height : p.width) + 2 * gap + m;
          if (!best || thickness < best.thickness) best = { side, thickness, legendRows: rows };
        }
        return best;
      };
      // The room along the foot of the whole sheet: the thinnest band (in as many legend rows as keeps it so) along
      // the longest stretch of the foot that the boxes the data sets there leave free. Those boxes keep their
      // place, so the band is worked out again for the stretch they leave, until it no longer changes.
      const reserveFor = (): Reserve | undefined => {
        const foot = sheetInner.y + sheetInner.height;
        let span: [number, number] = [sheetInner.x, sheetInner.x + sheetInner.width];
        let found: Reserve | undefined;
        for (let round = 0; round < 4; round++) {
          const limit = span[1] - span[0];
          let best: { height: number; rows: number } | undefined;
          for (let rows = li >= 0 ? 1 : 0; rows <= (li >= 0 ? entries.length : 0); rows++) {
            const bs = blocks.map((b, i) => (i === li ? legendBlock(entries, f, rows) : b));
            if (bs.some((b) => b.width > limit)) continue;
            const p = packBlocks(bs, limit, gap);
            // Between bands as thin, the legend in more rows: as tall as the title beside it, not a long strip.
            if (!best || p.height <= best.height + 1e-6) best = { height: p.height, rows };
          }
          if (!best) return undefined;
          const top = foot - best.height - gap;
          const next = { band: { x: span[0], y: top, width: limit, height: foot - top }, legendRows: best.rows };
          if (found && JSON.stringify(found) === JSON.stringify(next)) return found;
          found = next;
          span = freeStretch(
            [sheetInner.x, sheetInner.x + sheetInner.width],
            boxRects.filter((r) => r.y + r.height > top - gap).map((r) => [r.x - gap, r.x + r.width + gap] as const),
          );
        }
        return undefined;
      };
      return { misfit: blocks[room.misfit]!, bandFor, frame: outline, sizes, reserveFor };
    }
    const furniture = blocks.map((b, i) => ({
      id: b.id,
      rect: { x: room.at[i]![0], y: room.at[i]![1], width: b.width, height: b.height },
    }));
    blocks.forEach((b, i) => items().push(...b.draw(room.at[i]![0], room.at[i]![1])));
    const boxIds = new Set(map.boxes.map((b) => b.id));
    return finish(
      W,
      H,
      furniture,
      furniture.filter((b) => boxIds.has(b.id)),
    );
  }
  const beside = map.furniture === 'beside';
  const packed = packBlocks(blocks, beside ? H - 2 * m : W - 2 * m, gap, beside);
  // Over several sheets, the band's blocks are shelved into the tile columns, each where it leaves the band lowest
  // (a box below the turn track rather than a column of its own), so the fewest sheets of the bottom row hold them.
  const bandCols =
    !beside && blocks.length > 1 ? opts.columns?.(Math.max(W, packed.width + 2 * m), H + packed.height + m) : undefined;
  const shelved =
    bandCols && bandCols.length > 1 && !boxRects.some((r) => r.x + r.width > W - m - W * 0.25)
      ? packColumns(
          blocks,
          bandCols.map((c) => ({ x0: Math.max(c.x, m) + SEAM_PAD, x1: Math.min(c.x + c.width, W - m) - SEAM_PAD })),
          gap,
          true,
        )
      : undefined;
  const useShelves = !!shelved && shelved.height <= packed.height + 1e-6;
  if (useShelves) {
    packed.at = shelved!.at.map((a) => ({ x: a.x - m, y: a.y }));
    packed.height = shelved!.height;
  }
  const height = !blocks.length ? H : beside ? Math.max(H, packed.height + 2 * m) : H + packed.height + m;
  // A small map's band can be wider than the map (a block is never narrower than its words): the sheet widens.
  const width = !blocks.length ? W : beside ? W + packed.width + m : Math.max(W, packed.width + 2 * m);
  // A map whose data sets boxes in a column at its right edge (Nordwind's tracks and holding boxes) leaves the
  // foot of that column empty: the band goes under it, so the last sheet of the bottom row holds the band's
  // boxes instead of a sliver of the column. Otherwise the band is centred.
  const rightColumn = !beside && boxRects.some((r) => r.x + r.width > W - m - W * 0.25);
  // A wide map printed over many sheets with its band in one short row would leave the bottom row's outer
  // sheets blank below the map. On one sheet the blocks are spread along the whole width; over several they stay
  // packed from the left into the fewest tile columns, and the bottom row's sheets that then hold nothing are not
  // printed (printPages: Death of a Division's bottom row of seven sheets prints four).
  const oneRow = !useShelves && packed.at.every((p) => p.y === 0);
  const tiledBand =
    useShelves || (!beside && oneRow && blocks.length > 0 && (opts.columns?.(width, height).length ?? 1) > 1);
  const bandX = beside ? W : rightColumn ? width - m - packed.width : tiledBand ? m : (width - packed.width) / 2;
  const bandY = beside ? m : H;
  if (!beside && !rightColumn && !tiledBand && oneRow && blocks.length > 1 && packed.width < 0.6 * (width - 2 * m)) {
    const spare = (width - 2 * m - blocks.reduce((sum, b) => sum + b.width, 0)) / (blocks.length - 1);
    let x = m - bandX;
    packed.at.forEach((p, i) => {
      p.x = x;
      x += blocks[i].width + spare;
    });
  }
  // On a tiled sheet no block may straddle a seam (a player would tape the legend together): a block that crosses
  // one moves, left to right, to the start of the next tile column, clear of the block before it.
  const columns = !beside && oneRow && blocks.length ? opts.columns?.(width, height) : undefined;
  if (columns && columns.length > 1) {
    const pad = SEAM_PAD;
    let end = m;
    packed.at.forEach((p, i) => {
      const w = blocks[i].width;
      let x = Math.max(bandX + p.x, end);
      const inside = (c: { x: number; width: number }) => x >= c.x + pad && x + w <= c.x + c.width - pad;
      if (!columns.some(inside)) {
        const next = columns.find((c) => c.x + pad >= x && c.x + pad + w <= c.x + c.width - pad);
        const here = columns.find((c) => c.x + c.width - pad - w >= end && c.x + c.width - pad - w <= x);
        if (here) x = Math.max(here.x + pad, here.x + here.width - pad - w);
        else if (next) x = next.x + pad;
      }
      p.x = x - bandX;
      end = x + w + gap;
    });
    // Pushed past the sheet's right edge: the same from right to left, each block ending in a column of its own.
    if (end - gap > width - m) {
      let start = width - m;
      for (let i = blocks.length - 1; i >= 0; i--) {
        const w = blocks[i].width;
        const x = Math.min(bandX + packed.at[i].x, start - w);
        const fits = columns
          .map((c) => Math.min(x, c.x + c.width - pad - w))
          .filter((cx, k) => cx >= columns[k].x + pad);
        const best = fits.length ? Math.max(...fits) : x;
        packed.at[i].x = best - bandX;
        start = best - gap;
      }
    }
  }
  // A holding box alone in its column of sheets fills the column down to the band's foot (issue 24: Nordwind's
  // sheet C5 held the Allied losses box at 79 × 49 mm, the rest of the sheet bare paper).
  if (columns && columns.length > 1 && !useShelves) {
    // SEAM_PAD clear of each cut between columns; the sheet's own edges keep their margin.
    const cols = columns.map((c, i) => ({
      x0: i === 0 ? m : c.x + SEAM_PAD,
      x1: i === columns.length - 1 ? width - m : c.x + c.width - SEAM_PAD,
    }));
    const placedHere = blocks.map((block, i) => ({ block, x: bandX + packed.at[i].x, y: bandY + packed.at[i].y }));
    fillColumns(placedHere, cols, bandY, bandY + packed.height, gap).forEach((b, i) => {
      blocks[i] = b.block;
      packed.at[i] = { x: b.x - bandX, y: b.y - bandY };
    });
  }
  const furniture = blocks.map((b, i) => ({
    id: b.id,
    rect: { x: bandX + packed.at[i].x, y: bandY + packed.at[i].y, width: b.width, height: b.height },
  }));
  blocks.forEach((b, i) => items().push(...b.draw(bandX + packed.at[i].x, bandY + packed.at[i].y)));
  const boxIds = new Set(map.boxes.map((b) => b.id));
  const bandBoxes = blocks.flatMap((b, i) =>
    boxIds.has(b.id)
      ? [{ id: b.id, rect: { x: bandX + packed.at[i].x, y: bandY + packed.at[i].y, width: b.width, height: b.height } }]
      : [],
  );
  return finish(width, height, furniture, bandBoxes);

  function finish(
    width: number,
    height: number,
    furniture: { id: string; rect: Rect }[],
    bandBoxes: { id: string; rect: Rect }[],
  ): MapDrawing {
    const { conns, rivers, supply, labelled, arrows } = body.paint();
    // Whether each space holds its largest stack: packing it is a search, kept in a bundled game's folder.
    const shapes = [...placed.values()].map((p) => p.polygon);
    const packed = footprint
      ? frozenOr(s.dir, 'packs', { shapes, stack }, () =>
          shapes.map((poly) =>
            packs(
              poly.map(([x, y]): Point => [ptToMm(x), ptToMm(y)]),
              stack,
            ),
          ),
        )
      : [];
    return {
      kind: 'area',
      width,
      height,
      items: [...sheetFrame(width, height, scale), ...items()],
      things: [...placed.values()].map((p, i) => ({
        id: p.area.id,
        name: texts.name(p.area.id, p.area.name),
        centre: p.centre,
        polygon: p.polygon,
        ...(footprint ? { fit: spaceFit(footprint, Math.abs(polygonArea(p.polygon)), packed[i]!) } : {}),
      })),
      facts: {
        operationalFrame: outline,
        strategicBoxes: stPlaced.map((p) => ({ id: p.area.id, ...p.box! })),
        ...(rowMoved ? { strategicRowMoved: true } : {}),
        connections: conns.connections,
        riverBorders: rivers.borders,
        supplyRoads: supply.routes,
        // The entry arrows of the operational areas (`entryFor`), tail to tip: the arrow-on-road check reads them.
        entryArrows: arrows,
        // Each area's name and marks as drawn: the drawn-connection check keeps roads off other towns and names.
        areaLabels: labelled.map(({ id, name, marks, town }) => ({
          id,
          centre: placed.get(id)!.centre,
          junction: junctionRadius(f),
          name: name.map((it) => it.box),
          marks: marks.map((it) => it.box),
          // The town's mark, on the point where its roads meet (the sign check holds the roads to it).
          town: town ?? null,
        })),
        furniture,
      },
      boxes: [...placedBoxRects(map.boxes, s, f), ...bandBoxes],
      boards: boardPages(map.boxes, s, ctx, f),
      notes: [...body.notes],
    };
  }
}

/**
 * On a sheet printed over several columns of sheets, the stretch of x a block may not reach across at each cut
 * between two columns: a block left of its end lies in the left column, one right of its start in the right one
 * (SEAM_PAD inside each), and one across the whole stretch in neither.
 */
function columnCuts(opts: AreaSheetOptions, W: number, H: number): [number, number][] {
  const cols = opts.columns?.(W, H) ?? [];
  return cols.slice(1).map((c, i) => [c.x + SEAM_PAD, cols[i]!.x + cols[i]!.width - SEAM_PAD]);
}

const size = (b: { width: number; height: number }) => ({ width: b.width, height: b.height });
const contains = rectHolds;

/** The longest stretch of `[from, to]` that none of the `taken` ranges covers. */
function freeStretch(
  whole: readonly [number, number],
  taken: readonly (readonly [number, number])[],
): [number, number] {
  let best: [number, number] = [whole[0], whole[0]];
  let at = whole[0];
  for (const [a, b] of [...taken].sort((p, q) => p[0] - q[0])) {
    if (a > at && Math.min(a, whole[1]) - at > best[1] - best[0]) best = [at, Math.min(a, whole[1])];
    at = Math.max(at, b);
  }
  if (whole[1] - at > best[1] - best[0]) best = [at, whole[1]];
  return best;
}

/**
 * Where each block stands in the room kept at the foot of the sheet, top left: on a tiled sheet shelved into the
 * tile columns, clear of the seams, when that keeps within the room; otherwise in one row spread along it (or in the
 * rows it packs into), each block's foot on the room's foot.
 */
function reservedSpots(
  blocks: readonly Block[],
  room: Rect,
  gap: number,
  columns: { x: number; width: number }[] | undefined,
): Point[] {
  const foot = room.y + room.height;
  if (columns && columns.length > 1) {
    const cols = columns
      .map((c) => ({
        x0: Math.max(c.x, room.x) + SEAM_PAD,
        x1: Math.min(c.x + c.width, room.x + room.width) - SEAM_PAD,
      }))
      .filter((c) => c.x1 > c.x0);
    const shelved = packColumns(blocks, cols, gap, false);
    if (shelved && shelved.height <= room.height - gap + 1e-6)
      return shelved.at.map((a) => [a.x, foot - shelved.height + a.y]);
  }
  const packed = packBlocks(blocks, room.width, gap);
  const oneRow = packed.at.every((p) => p.y === 0);
  if (!oneRow) return packed.at.map((p) => [room.x + p.x, foot - packed.height + p.y]);
  const spare =
    blocks.length > 1 ? (room.width - blocks.reduce((sum, b) => sum + b.width, 0)) / (blocks.length - 1) : 0;
  let x = room.x;
  return blocks.map((b) => {
    const at: Point = [x, foot - b.height];
    x += b.width + spare;
    return at;
  });
}

/**
 * The map with its strategic boxes moved off the stretches where the cuts between rows of sheets must pass (see
 * strategicOffCuts): where the boxes already leave a cut room somewhere in its stretch, that room is kept (the others
 * moving may not close it); otherwise they keep clear of the stretch's middle. A box over the room kept at the foot
 * ends `gap` above it, as the squeeze left it.
 */
function stratOffCuts(
  map: AreaMap,
  cuts: RowCuts,
  rects: readonly Rect[],
  room: Rect,
  inner: Rect,
  gap: number,
): AreaMap {
  const free = (y: number) => !rects.some((r) => r.y - CUT_AIR < y && y < r.y + r.height + CUT_AIR);
  // Each stretch keeps clear its longest run the boxes leave free already, or else its middle.
  const zones = cuts.rows.flatMap((z): [number, number][] => {
    if (!z) return [];
    let best: [number, number] | undefined;
    let run: number | undefined;
    for (let y = z[0]; y <= z[1] + 0.25; y += 0.5) {
      if (free(y) && y <= z[1]) run ??= y;
      else if (run !== undefined) {
        if (!best || y - 0.5 - run > best[1] - best[0]) best = [run, y - 0.5];
        run = undefined;
      }
    }
    const [a, b] = best ?? z;
    const [mid, half] = [(a + b) / 2, Math.min((b - a) / 2, 4)];
    return [[mid - half, mid + half]];
  });
  if (!zones.length) return map;
  const strategic = map.areas.filter((a) => a.zone === 'strategic');
  const at = strategic.map((a) => (a.position ? mmPoint(a.position) : mmPoint(a.polygon![0])));
  const over = (r: Rect) => r.x < room.x + room.width && room.x < r.x + r.width;
  const moved = strategicOffCuts(at, zones, CUT_AIR, inner.y, (i) =>
    over(rects[i]!) ? room.y - gap : inner.y + inner.height,
  );
  const dy = new Map(strategic.map((a, i) => [a, ptToMm(moved[i]![1] - at[i]![1])]));
  const shift = (p: readonly [number, number], d: number): [number, number] => [p[0], p[1] + d];
  return {
    ...map,
    areas: map.areas.map((a) => {
      const d = dy.get(a);
      if (!d) return a;
      return {
        ...a,
        ...(a.position ? { position: shift(a.position, d) } : {}),
        ...(a.polygon ? { polygon: a.polygon.map((p) => shift(p, d)) } : {}),
      };
    }),
  };
}

/**
 * Where each block stands in the room kept at the foot of a tiled sheet, top left: in one row along the room's foot,
 * each between two column cuts of the bottom row of sheets that pass clear of the blocks and of everything else that
 * row holds (`others`: the boxes the data sets, the strategic boxes). Undefined when they cannot all stand so.
 */
function spotsBetweenCuts(
  blocks: readonly Block[],
  room: Rect,
  gap: number,
  cuts: RowCuts,
  others: readonly Rect[],
  width: number,
): Point[] | undefined {
  const last = cuts.rows.length ? cuts.rows[cuts.rows.length - 1] : ([0, 0] as [number, number]);
  if (!last) return undefined;
  const fixed = others.filter((r) => r.y + r.height > last[0]).map((r): [number, number] => [r.x, r.x + r.width]);
  const side = { len: width, win: cuts.plan.tiles[0]!.window.width, n: cuts.plan.cols };
  const xs = placeBetweenCuts(
    blocks.map((b) => b.width),
    room.x,
    room.x + room.width,
    gap + CELL_SLACK,
    SEAM_PAD + CELL_SLACK / 2,
    side,
    fixed,
  );
  const foot = room.y + room.height;
  return xs?.map((x, i) => [x, foot - blocks[i]!.height]);
}

/**
 * The map with each row of its strategic boxes (boxes at one height, side by side) set so that the cuts between
 * columns of sheets can all pass clear of them and of what else that row of sheets holds (`boxes`: the boxes the data
 * sets, and the other strategic boxes). A row the cuts already pass is left as it is. Otherwise two neighbours of the
 * row (neither heading a column of boxes) move the least they must, each box's move weighed by its arrows and lines
 * to the map: closer together (each box is as wide as the spacing lets it, so the two grow narrower, to share one
 * sheet) or along the row. `skip`: how many pairs' least moves to pass over (drawAreaSheet tries the next when one
 * draws an arrow astray). A row no such move clears is left as it is.
 */
function stratRowsBetweenCuts(
  map: AreaMap,
  W: number,
  H: number,
  tiles: TileOptions,
  boxes: readonly Rect[],
  inner: Rect,
  rowCuts?: RowCuts,
  room?: Rect,
  skip = 0,
  signs: readonly Rect[] = [],
): { map: AreaMap; moved: boolean } {
  const cuts = rowCuts ?? rowCutsClearOf(W, H, boxes, tiles);
  if (!cuts || cuts.plan.cols < 2) return { map, moved: false };
  const strategic = map.areas.filter((a) => a.zone === 'strategic');
  const at = strategic.map((a) => (a.position ? mmPoint(a.position) : mmPoint(a.polygon![0])));
  const rectsAt = (xs: readonly number[]) => strategicBoxRects(at.map((p, i): Point => [xs[i]!, p[1]]));
  const win = cuts.plan.tiles[0]!.window;
  const side = { len: W, win: win.width, n: cuts.plan.cols };
  // The stretch of the sheet's height a row of sheets holding `y0`–`y1` may take, its row cuts wherever they may pass.
  const sheetRow = (y0: number, y1: number): [number, number] => {
    let [lo, hi] = [Math.max(0, y1 - win.height), Math.min(H, y0 + win.height)];
    for (const z of cuts.rows) {
      if (!z) continue;
      if (z[1] <= y0) lo = Math.max(lo, z[0]);
      else if (z[0] >= y1) hi = Math.min(hi, z[1]);
    }
    return [lo, hi];
  };
  let xs = at.map((p) => p[0]);
  const start = rectsAt(xs);
  const rows: number[][] = [];
  for (const [i, r] of start.entries()) {
    const row = rows.find((g) => Math.abs(start[g[0]!]!.y - r.y) < 1 && Math.abs(start[g[0]!]!.height - r.height) < 1);
    if (row) row.push(i);
    else rows.push([i]);
  }
  const least = mmToPt(42) / 0.88 + 1;
  const step = 6;
  // A moved row leaves its cuts more room than a box's frame needs: the names near the row weigh on them too.
  let air = CUT_AIR;
  for (const row of rows.filter((g) => g.length > 1)) {
    row.sort((a, b) => xs[a]! - xs[b]!);
    const { y, height } = start[row[0]!]!;
    const [s0, s1] = sheetRow(y, y + height);
    const inRow = (r: Rect) => r.y < s1 && s0 < r.y + r.height;
    // The row of sheets over the room kept at the foot: the blocks there are set between its cuts (spotsBetweenCuts).
    if (room && inRow(room)) continue;
    const level = (r: Rect) => r.y < y + height && y < r.y + r.height;
    const others = boxes.filter(inRow);
    // The signs in the row, widened for the cuts and in order, made once for each air the row is tried with.
    const signSpans = new Map<number, (readonly [number, number])[]>();
    const signsAt = (air: number) => {
      let spans = signSpans.get(air);
      if (!spans)
        signSpans.set(
          air,
          (spans = airSpans(
            // A sign needs only a hair of air, not a box frame's.
            signs.filter(inRow).map((r): [number, number] => [r.x + air - 2, r.x + r.width - air + 2]),
            air,
          )),
        );
      return spans;
    };
    const clear = (rs: readonly Rect[]) => {
      const mine = row.map((j) => rs[j]!);
      if (mine.some((r) => r.x < inner.x - 0.01 || r.x + r.width > inner.x + inner.width + 0.01)) return false;
      const rest = [...others, ...rs.filter((r, j) => !row.includes(j) && inRow(r))];
      const meet = (a: Rect, b: Rect) => level(b) && a.x < b.x + b.width + CUT_AIR && b.x < a.x + a.width + CUT_AIR;
      if (mine.some((a) => rest.some((b) => meet(a, b)))) return false;
      return cutsPassClear(
        [...rest, ...mine].map((r): [number, number] => [r.x, r.x + r.width]),
        side,
        air,
        signsAt(air),
      );
    };
    if (clear(rectsAt(xs))) continue;
    air = 12;
    const tries: { cost: number; i: number; j: number; xi: number; xj: number }[] = [];
    // A box with more arrows and lines to the map weighs more: moved, each of them is drawn anew.
    const weight = strategic.map(
      (a) => 1 + map.connections.filter((c) => c.kind !== 'strategic' && c.between.includes(a.id)).length,
    );
    // A box at the head of a column of boxes (one above another, centred alike) keeps the column aligned.
    const heads = new Set(row.filter((i) => xs.some((x, j) => !row.includes(j) && Math.abs(x - xs[i]!) < 1)));
    for (let p = 0; p + 1 < row.length; p++) {
      const [i, j] = [row[p]!, row[p + 1]!];
      if (heads.has(i) || heads.has(j)) continue;
      const [a, b] = [xs[i]!, xs[j]!];
      for (let dx = b - a; dx >= least; dx -= step)
        for (let s = -200; s <= 200; s += step) {
          const m = (a + b) / 2 + s;
          const [xi, xj] = [m - dx / 2, m + dx / 2];
          tries.push({ cost: Math.abs(xi - a) * weight[i]! + Math.abs(xj - b) * weight[j]!, i, j, xi, xj });
        }
    }
    tries.sort((u, v) => u.cost - v.cost);
    // The least move of each pair, the pairs in the order of their least moves: `skip` of them are passed over.
    // Moved for the signs too, the next moves of one pair are tried as well (a pair's least move may send an arrow
    // astray).
    const tried = new Set<number>();
    for (const [k, t] of tries.entries()) {
      if (tried.has(signs.length ? k : t.i)) continue;
      const next = [...xs];
      [next[t.i], next[t.j]] = [t.xi, t.xj];
      if (!clear(rectsAt(next))) continue;
      tried.add(signs.length ? k : t.i);
      if (tried.size <= skip) continue;
      xs = next;
      break;
    }
  }
  const dx = new Map(strategic.map((a, i) => [a, ptToMm(xs[i]! - at[i]![0])]));
  if (![...dx.values()].some((d) => d)) return { map, moved: false };
  const shift = (p: readonly [number, number], d: number): [number, number] => [p[0] + d, p[1]];
  const moved = {
    ...map,
    areas: map.areas.map((a) => {
      const d = dx.get(a);
      if (!d) return a;
      return {
        ...a,
        ...(a.position ? { position: shift(a.position, d) } : {}),
        ...(a.polygon ? { polygon: a.polygon.map((p) => shift(p, d)) } : {}),
      };
    }),
  };
  return { map: moved, moved: true };
}
