import type { Rect } from '../../geometry/point.js';
import type { Item, TextItem } from '../../print/scene.js';
import { boxesOverlap } from './place-labels.js';
import { glyphBox } from './grid/draw-terrain.js';
import type { MapDrawing } from './map-drawing.js';

/** Air kept between a name's letters and a terrain symbol left beside it, pt. */
export const NAME_GLYPH_AIR = 0.75;

/** A name printed on the map body: a place, zone or line label, or one letter of a name lettered along a river. */
export const isMapName = (it: Item): it is TextItem => it.kind === 'text' && (it.place === 'name' || !!it.along);

const grown = (r: Rect, a: number): Rect => ({
  x: r.x - a,
  y: r.y - a,
  width: r.width + 2 * a,
  height: r.height + 2 * a,
});

/**
 * Terrain symbols under a name are left out, as a cartographer masks the pattern behind lettering: where a river
 * runs through flooded ground every spot near it has waves ("Waal" and "Rhine" were lettered over them), and the
 * front-line names sit among them. The cell keeps its colour and its other symbols. Runs once every label is placed.
 */
export function clearSymbolsUnderNames(d: MapDrawing): MapDrawing {
  const names = d.items.filter(isMapName).map((t) => grown(t.box, NAME_GLYPH_AIR));
  if (!names.length) return d;
  const covered = (g: Rect) => names.some((n) => boxesOverlap(n, g));
  let changed = false;
  const items = d.items.map((it) => {
    if (it.kind !== 'marks') return it;
    const size = it.box.width;
    const at = it.at.filter(([x, y]) => !covered(glyphBox(x, y, size)));
    if (at.length === it.at.length) return it;
    changed = true;
    return { ...it, at };
  });
  if (!changed) return d;
  const marks = d.facts.terrainMarks as { cell: string; box: Rect }[] | undefined;
  const facts = marks ? { ...d.facts, terrainMarks: marks.filter((m) => !covered(m.box)) } : d.facts;
  return { ...d, items, facts };
}
