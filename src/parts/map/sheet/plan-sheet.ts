import type { Rect } from '../../../geometry/point.js';
import { packBlocks, type Packed } from '../furniture/pack-blocks.js';
import type { Block } from '../furniture/block.js';
import type { Scenario } from '../../../model/scenario.js';
import { ScenarioError } from '../../../load/problem.js';
import { at } from '../../../load/validate/report.js';
import { ptToMm } from '../../../print/units.js';

export type BandSide = 'bottom' | 'right';

/**
 * Where map.yaml puts the title, legend and tracks: `auto` lets the plan choose; `below` and `beside` set them
 * under or to the right of the map; `inside` keeps the sheet to the printed size and sets them in the room the
 * map leaves; `none` prints the map alone.
 */
export type FurniturePlace = 'auto' | 'below' | 'beside' | 'inside' | 'none';

export interface SheetPlan {
  width: number;
  height: number;
  /** Cell size chosen: hex across flats or sector side, pt. */
  cell: number;
  /** Where the map body (grid and its gutters) goes. */
  body: Rect;
  side: BandSide;
  /** True when the furniture sits on the printed map; false when it is set beside it and the sheet is larger. */
  inside: boolean;
  blocks: { block: Block; x: number; y: number }[];
  /** True when the cells had to grow past what the printed size allows, and the sheet with them. */
  grown: boolean;
}

export interface PlanInput {
  width: number;
  height: number;
  /** Size of the map body for a cell size; grows with it. */
  bodyAt(cell: number): { width: number; height: number };
  /** The furniture for a band on this side (a legend lays out differently under the map than beside it). */
  blocksFor(side: BandSide): Block[];
  margin: number;
  gap: number;
  /** Least cell size: counters must fit. */
  minCell?: number;
  /**
   * Size of the playing surface alone (the cells, without the gutters for edge marks and labels): the printed
   * size is the surface's, and gutters, margins and furniture go around it.
   */
  surfaceAt?(cell: number): { width: number; height: number };
  /** map.yaml's `furniture`; auto when absent. */
  place?: FurniturePlace;
}

/** `furniture: inside` would shrink the cells below what the pieces need. */
export class FurnitureDoesNotFit extends Error {
  constructor(
    readonly cellPt: number,
    readonly needPt: number,
  ) {
    super('the furniture does not fit inside the printed map');
  }
}

/**
 * The furniture never takes room from the playing surface: the cells are sized for the pieces that stand on them,
 * so a title or legend goes on the map only where the cells stay as large as the printed size allows alone.
 */
const KEEP_SHARE = 1 - 1e-9;
/** Least length of a furniture band set beside a small map, pt (7.5 in, a Letter page's printable width). */
const BAND_MIN = 540;

const BOTH = ['bottom', 'right'] as const;

function largestCell(bodyAt: PlanInput['bodyAt'], w: number, h: number): number {
  let lo = 0;
  let hi = 4000;
  for (let i = 0; i < 50; i++) {
    const mid = (lo + hi) / 2;
    const b = bodyAt(mid);
    if (b.width <= w && b.height <= h) lo = mid;
    else hi = mid;
  }
  return lo;
}

interface Candidate {
  side: BandSide;
  inside: boolean;
  blocks: Block[];
  packed: Packed;
  cell: number;
  width: number;
  height: number;
  /** The map's own part of the sheet, where the body is centred. */
  region: Rect;
}

/**
 * Shares a sheet of the printed size between the map body and its furniture (title, legend, tracks).
 * The furniture goes on the map, under it or beside it, when the cells stay nearly as large as the
 * printed size allows; otherwise it is set beside the printed map and the sheet grows. Counters that
 * need larger cells grow the sheet too.
 */
export function planSheet(p: PlanInput): SheetPlan {
  const m = p.margin;
  const alone = p.surfaceAt
    ? largestCell(p.surfaceAt, p.width, p.height)
    : largestCell(p.bodyAt, p.width - 2 * m, p.height - 2 * m);
  const want = Math.max(alone, p.minCell ?? 0);
  const place = p.place ?? 'auto';
  const candidates: Candidate[] = [];
  const sides =
    place === 'below' || place === 'none' ? (['bottom'] as const) : place === 'beside' ? (['right'] as const) : BOTH;
  for (const side of sides) {
    const blocks = place === 'none' ? [] : p.blocksFor(side);
    const vertical = side === 'right';
    // On the map: the band takes its room from the printed size.
    const packedIn = packBlocks(blocks, vertical ? p.height - 2 * m : p.width - 2 * m, p.gap, vertical);
    const bandIn = (n: number) => (blocks.length ? n + p.gap : 0);
    const inRegion = vertical
      ? { x: m, y: m, width: p.width - 2 * m - bandIn(packedIn.width), height: p.height - 2 * m }
      : { x: m, y: m, width: p.width - 2 * m, height: p.height - 2 * m - bandIn(packedIn.height) };
    const inCell = largestCell(p.bodyAt, Math.max(0, inRegion.width), Math.max(0, inRegion.height));
    candidates.push({
      side,
      inside: true,
      blocks,
      packed: packedIn,
      cell: inCell,
      width: p.width,
      height: p.height,
      region: inRegion,
    });
    // Beside the map: the printed map keeps its size (or grows for the counters) and the band is added.
    const body = p.bodyAt(want);
    const mapW = Math.max(p.width, body.width + 2 * m);
    const mapH = Math.max(p.height, body.height + 2 * m);
    // A small map may be narrower than its furniture: the band then gets at least a page's width to wrap in.
    const packedOut = packBlocks(blocks, Math.max(BAND_MIN, vertical ? mapH - 2 * m : mapW - 2 * m), p.gap, vertical);
    // A band and the gap before it; nothing at all where there is no band.
    const band = (n: number) => (blocks.length ? n + p.gap : 0);
    const width = vertical ? mapW + band(packedOut.width) : Math.max(mapW, packedOut.width + 2 * m);
    const height = vertical ? Math.max(mapH, packedOut.height + 2 * m) : mapH + band(packedOut.height);
    candidates.push({
      side,
      inside: false,
      blocks,
      packed: packedOut,
      cell: want,
      width,
      height,
      region: { x: m, y: m, width: mapW - 2 * m, height: mapH - 2 * m },
    });
  }
  // Told `inside`, the furniture stays on the printed size even where the cells shrink for it, down to what the
  // pieces need; told `none`, the map alone fills a sheet of its printed size, its edge marks and labels within
  // it, and grows only where the pieces need larger cells.
  const keep = place === 'inside' || place === 'none' ? 0 : KEEP_SHARE * alone;
  const inside = candidates
    .filter((c) => c.inside && c.cell >= keep && c.cell >= (p.minCell ?? 0))
    .sort((a, b) => b.cell - a.cell);
  if (place === 'inside' && !inside.length) {
    const best = Math.max(...candidates.filter((c) => c.inside).map((c) => c.cell));
    throw new FurnitureDoesNotFit(best, p.minCell ?? 0);
  }
  // Beside the map, the smaller sheet wins, a long strip counting as larger than it is.
  const cost = (c: Candidate) => c.width * c.height * Math.sqrt(Math.max(c.width / c.height, c.height / c.width));
  const outside = candidates.filter((c) => !c.inside).sort((a, b) => cost(a) - cost(b));
  const best = inside[0] ?? outside[0];
  const body = p.bodyAt(best.cell);
  const bodyRect = {
    x: best.region.x + (best.region.width - body.width) / 2,
    y: best.region.y + (best.region.height - body.height) / 2,
    width: body.width,
    height: body.height,
  };
  const vertical = best.side === 'right';
  const bandX = vertical ? best.width - m - best.packed.width : m + (best.width - 2 * m - best.packed.width) / 2;
  const bandY = vertical ? m + (best.height - 2 * m - best.packed.height) / 2 : best.height - m - best.packed.height;
  return {
    width: best.width,
    height: best.height,
    cell: best.cell,
    body: bodyRect,
    side: best.side,
    inside: best.inside,
    blocks: best.blocks.map((block, i) => ({ block, x: bandX + best.packed.at[i].x, y: bandY + best.packed.at[i].y })),
    grown: best.cell > alone + 1e-6,
  };
}

/**
 * `furniture: none` prints no band, so a box with no `position` would not be printed at all: refused, naming
 * the box, rather than left out.
 */
export function unplacedWithoutBand(
  s: Scenario,
  boxes: readonly { id: string; kind?: string; position?: unknown }[],
): void {
  const map = s.map;
  if (map?.furniture !== 'none' || !s.origins.map) return;
  const problems = boxes.flatMap((b, i) =>
    b.position || b.kind === 'battle-board'
      ? []
      : [
          at(
            s.origins.map!,
            ['boxes', i],
            `box "${b.id}" has no position, and furniture: none prints nothing beside the map: give it a ` +
              '`position` (and `size`) on the map, or choose furniture: below, beside or inside',
          ),
        ],
  );
  if (problems.length) throw new ScenarioError(problems);
}

/** planSheet, with `furniture: inside` that leaves the pieces too little room said at map.yaml's line. */
export function planSheetFor(s: Scenario, p: PlanInput): SheetPlan {
  try {
    return planSheet(p);
  } catch (e) {
    if (!(e instanceof FurnitureDoesNotFit) || !s.origins.map) throw e;
    throw new ScenarioError([
      at(
        s.origins.map,
        ['furniture'],
        `furniture: inside leaves cells of ${ptToMm(e.cellPt).toFixed(1)} mm, and the pieces need ` +
          `${ptToMm(e.needPt).toFixed(1)} mm: choose furniture: below or beside, or a larger printedSize`,
      ),
    ]);
  }
}
