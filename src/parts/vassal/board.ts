import type { Scenario } from '../../model/scenario.js';
import type { HexMap, SquareMap } from '../../model/schema/map.js';
import type { Point } from '../../geometry/point.js';
import { rectCorners } from '../../geometry/point.js';
import { gridOf } from '../../load/validate/map-grid.js';
import type { HexLabelScheme } from '../../geometry/types.js';
import type { MapDrawing } from '../map/api.js';
import type { HexGridSpec, Numbering, SquareGridSpec } from './grid-numbering.js';

/** A named outline on the board: an area, or a box (reserve, eliminated units, a track) of the map sheet. */
export interface ZonePlan {
  name: string;
  /** Board pixels, integers, as VASSAL's Zone path stores them. */
  path: Point[];
  kind: 'area' | 'box';
}

/** The board image's size and what VASSAL lays over it to snap pieces and name locations. */
export interface BoardPlan {
  width: number;
  height: number;
  /** Pixels per pt of the drawing. */
  scale: number;
  grid?: { spec: HexGridSpec | SquareGridSpec; numbering: Numbering };
  zones: ZonePlan[];
  /** Every hex, sector or area, its label in the data and its drawn centre in board pixels: the tests' oracle. */
  places: { label: string; centre: Point }[];
}

const px = (v: number, k: number) => Math.round(v * k);
const toPath = (points: readonly Point[], k: number): Point[] => points.map(([x, y]) => [px(x, k), px(y, k)]);

/** The numbering that names a hex map's cells in one of the data's label schemes. */
function hexNumbering(scheme: HexLabelScheme, sideways: boolean, firstRawIsOurFirst: boolean): Numbering {
  // Our first column (row, when sideways) sits at raw index 0 or, when it is the shifted one, at raw index 1.
  const shift = firstRawIsOurFirst ? 0 : 1;
  const col = {
    type: scheme === 'letter-number' ? ('A' as const) : ('N' as const),
    leading: scheme === 'ccrr' ? 1 : 0,
    off: (scheme === 'letter-number' ? 0 : 1) - shift,
  };
  const row = { type: 'N' as const, leading: scheme === 'ccrr' ? 1 : 0, off: 1 };
  // A sideways grid counts VASSAL's columns down the board: our rows. Its rows are our columns.
  const [h, v] = sideways ? [row, col] : [col, row];
  return {
    first: sideways ? 'V' : 'H',
    sep: scheme === 'number-number' ? '.' : '',
    hType: h.type,
    hLeading: h.leading,
    hOff: h.off,
    vType: v.type,
    vLeading: v.leading,
    vOff: v.off,
    stagger: false,
  };
}

function hexGridPlan(map: HexMap, drawing: MapDrawing, k: number, lang: string): BoardPlan['grid'] {
  const grid = gridOf(map);
  const acrossFlats = drawing.facts.cellSize as number;
  const sideways = map.orientation === 'pointy';
  const centre = (col: number, row: number): Point => {
    const t = drawing.things.find((x) => x.id === grid.label({ col, row }))!;
    return [t.centre[0] * k, t.centre[1] * k];
  };
  const dy = acrossFlats * k;
  const dx = (dy * Math.sqrt(3)) / 2;
  // VASSAL shifts its odd raw columns (rows, sideways) half a hex down (right); ours are the even or the odd ones.
  const firstRawIsOurFirst = map.shifted === 'even';
  const [cx, cy] = centre(1, 1);
  const [along, across] = sideways ? [cy, cx] : [cx, cy];
  const x0 = firstRawIsOurFirst ? along : along - dx;
  const y0 = firstRawIsOurFirst ? across : across - dy / 2;
  const alternate = map.labels.alternates.find((a) => a.id === lang);
  const scheme = alternate?.scheme ?? map.labels.primary;
  return {
    spec: { kind: 'hex', sideways, x0: Math.round(x0), y0: Math.round(y0), dx, dy },
    numbering: hexNumbering(scheme, sideways, firstRawIsOurFirst),
  };
}

function squareGridPlan(drawing: MapDrawing, k: number): BoardPlan['grid'] {
  const size = (drawing.facts.cellSize as number) * k;
  const a1 = drawing.things.find((t) => t.id === 'A1')!;
  return {
    spec: { kind: 'square', x0: Math.round(a1.centre[0] * k), y0: Math.round(a1.centre[1] * k), dx: size, dy: size },
    // Sectors are named row letter, then column number: "D18".
    numbering: {
      first: 'V',
      sep: '',
      hType: 'N',
      hLeading: 0,
      hOff: 1,
      vType: 'A',
      vLeading: 0,
      vOff: 0,
      stagger: false,
    },
  };
}

/**
 * The board for a map drawing rendered at `scale` pixels per pt: a numbered hex or square grid whose names are the
 * data's labels (in the alternate scheme of `lang` when the map has one, e.g. Veritable's Russian "0909"), zones
 * for the areas of an area map, and a zone for every box the sheet draws (reserves, eliminated units, tracks).
 */
export function planBoard(s: Scenario, drawing: MapDrawing, scale: number, lang: string): BoardPlan {
  const map = s.map!;
  const k = scale;
  const names = new Map(map.boxes.map((b) => [b.id, b.name]));
  const boxZones: ZonePlan[] = drawing.boxes.map((b) => ({
    name: names.get(b.id) ?? b.id,
    path: toPath(rectCorners(b.rect), k),
    kind: 'box',
  }));
  const common = { width: Math.round(drawing.width * k), height: Math.round(drawing.height * k), scale: k };
  if (map.kind === 'area') {
    const areaZones: ZonePlan[] = drawing.things
      .filter((t) => t.polygon?.length)
      .map((t) => ({ name: t.name ?? t.id, path: toPath(t.polygon!, k), kind: 'area' }));
    return {
      ...common,
      zones: [...boxZones, ...areaZones],
      places: drawing.things.map((t) => ({ label: t.name ?? t.id, centre: [t.centre[0] * k, t.centre[1] * k] })),
    };
  }
  const grid = map.kind === 'hex' ? hexGridPlan(map, drawing, k, lang) : squareGridPlan(drawing, k);
  const g = gridOf(map as HexMap | SquareMap);
  const alternate = map.kind === 'hex' && map.labels.alternates.some((a) => a.id === lang);
  return {
    ...common,
    grid,
    zones: boxZones,
    places: drawing.things.map((t) => {
      const cell = g.parse(t.id)!;
      return { label: alternate ? g.labelIn(cell, lang) : t.id, centre: [t.centre[0] * k, t.centre[1] * k] };
    }),
  };
}
