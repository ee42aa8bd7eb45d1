import type { MapDrawing } from './map-drawing.js';
import { overlappingTexts } from './place-labels.js';
import { tilesHolding, usedFraction, type TilePlan } from './tiles/plan-tiles.js';

const r2 = (v: number) => Math.round(v * 100) / 100;

/**
 * Every number in a value to 0.01, its arrays and objects copied in their order. Written as loops: a cold Death of a
 * Division map rounds some 100,000 values for map.layout.json, and the pairs of Object.entries were most of it.
 */
function roundDeep(v: unknown): unknown {
  if (typeof v === 'number') return r2(v);
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) if (i in v) out[i] = roundDeep(v[i]);
    return out;
  }
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v)) {
      const x = roundDeep((v as Record<string, unknown>)[k]);
      // A key named __proto__ is kept as a key (as Object.fromEntries would), not taken for the prototype.
      if (k === '__proto__')
        Object.defineProperty(out, k, { value: x, enumerable: true, writable: true, configurable: true });
      else out[k] = x;
    }
    return out;
  }
  return v;
}

export interface ManifestInput {
  game: string;
  mapName: string;
  lang: string;
  paper: string;
  drawing: MapDrawing;
  /** The resolution map.png was drawn at, by the one rule for map PNGs. */
  png?: { dpi: number; rule: string; limited: boolean };
  /** How the PDF prints the map. */
  printing: {
    mode: 'tiled' | 'single' | 'full';
    plan?: TilePlan;
    minOverlap?: number;
    pages: number;
    /** Of a map printed on one sheet, how much of the room the sheet keeps for it the map fills. */
    used?: number;
  };
}

/**
 * map.layout.json: every hex, sector or area with its centre in map pt (origin top-left, y down) and,
 * when tiled, the tiles that show it; the tile windows; the drawn hexsides, roads and connections.
 * The tests read it as the oracle for what the map shows where.
 */
export function buildManifest(m: ManifestInput): string {
  const { drawing, printing } = m;
  const plan = printing.plan;
  const things = drawing.things.map((t) => ({
    ...t,
    ...(plan ? { tiles: tilesHolding(plan, t.centre[0], t.centre[1]) } : {}),
  }));
  const out = {
    game: m.game,
    map: m.mapName,
    kind: drawing.kind,
    lang: m.lang,
    units: 'pt',
    size: { width: drawing.width, height: drawing.height },
    printing: {
      mode: printing.mode,
      paper: m.paper,
      pages: printing.pages,
      ...(printing.used !== undefined ? { used: printing.used } : {}),
      ...(plan
        ? {
            orientation: plan.orientation,
            page: { width: plan.pageWidth, height: plan.pageHeight },
            windowOnPage: { x: plan.windowX, y: plan.windowY },
            minOverlap: printing.minOverlap,
            overlap: { x: plan.overlapX, y: plan.overlapY },
            // Where each seam is cut (map pt): the sheet right of or below it is trimmed there.
            seams: plan.seams,
            rows: plan.rows,
            cols: plan.cols,
            // A tile left blank is not printed: it has no page, and its id is listed in `blank`.
            ...(plan.blank ? { blank: plan.blank } : {}),
            tiles: plan.tiles
              .filter((t) => !plan.blank?.includes(t.id))
              .map((t, i) => ({
                id: t.id,
                row: t.row,
                col: t.col,
                page: i + 2,
                ...t.window,
                used: usedFraction(plan, t),
              })),
          }
        : {}),
    },
    ...(m.png ? { png: m.png } : {}),
    ...drawing.facts,
    // Every box the map prints, where its data places it or in the band: what a sheet's use is measured from.
    boxes: drawing.boxes,
    // Boxes in mm, as a player measures the sheet; what the print tests read for overprinted or cut-off text.
    texts: {
      units: 'mm',
      overlaps: overlappingTexts(drawing.texts ?? []).map(([a, b]) => [a.text, b.text]),
      truncated: (drawing.texts ?? []).filter((t) => t.truncated).length,
      placed: drawing.texts ?? [],
    },
    [drawing.kind === 'area' ? 'areas' : drawing.kind === 'hex' ? 'hexes' : 'sectors']: things,
  };
  return JSON.stringify(roundDeep(out), null, 1) + '\n';
}
