import type { HexMap, SquareMap } from '../../../model/schema/map.js';
import { cellKey } from '../../../geometry/grid.js';
import type { Item, TextItem } from '../../../print/scene.js';
import type { Point, Rect } from '../../../geometry/point.js';
import { boxesOverlap } from '../place-labels.js';
import { mmToPt } from '../../../print/units.js';
import { glyphMeasure } from '../../../print/text-measure.js';
import { darken } from '../map-style.js';
import type { MapTexts } from '../map-texts.js';
import { chainSegments, letterAlong, lineLength, nearestAlong, smoothLine } from '../letter-along.js';
import type { CellGeometry } from './cell-geometry.js';
import type { DrawnHexside } from './draw-hexsides.js';
import { isWaterColor } from './draw-roads.js';
import type { StrokedSegment } from '../../../geometry/segment.js';
import type { SeamRanges } from './draw-grid-lines.js';
import { nearIndex } from './near-index.js';

/** Whether a stroked segment (half its width as pad) touches a rectangle: sampled along its length. */
function segmentCrosses(line: { seg: readonly [Point, Point]; pad: number }, r: Rect): boolean {
  const [a, b] = line.seg;
  const n = Math.max(2, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / 1.5));
  for (let k = 0; k <= n; k++) {
    const x = a[0] + ((b[0] - a[0]) * k) / n;
    const y = a[1] + ((b[1] - a[1]) * k) / n;
    if (x > r.x - line.pad && x < r.x + r.width + line.pad && y > r.y - line.pad && y < r.y + r.height + line.pad)
      return true;
  }
  return false;
}

/**
 * Whether a stroked segment's bounding box, widened by its pad, meets a rectangle: false means segmentCrosses is
 * false for every rectangle inside it, since every point it samples lies in that box.
 */
function segmentNear(line: { seg: readonly [Point, Point]; pad: number }, r: Rect): boolean {
  const [a, b] = line.seg;
  return (
    Math.max(a[0], b[0]) > r.x - line.pad &&
    Math.min(a[0], b[0]) < r.x + r.width + line.pad &&
    Math.max(a[1], b[1]) > r.y - line.pad &&
    Math.min(a[1], b[1]) < r.y + r.height + line.pad
  );
}

/** A rectangle holding every one of some rectangles. */
function unionBox(boxes: readonly Rect[]): Rect {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const b of boxes) {
    x0 = Math.min(x0, b.x);
    y0 = Math.min(y0, b.y);
    x1 = Math.max(x1, b.x + b.width);
    y1 = Math.max(y1, b.y + b.height);
  }
  // A hair wider, so that rounding in the width never leaves out a rectangle that meets one of them.
  return { x: x0 - 1e-6, y: y0 - 1e-6, width: x1 - x0 + 2e-6, height: y1 - y0 + 2e-6 };
}

/**
 * How many neighbouring letters of a name lettered along a line stand closer than most of their advance, or turn
 * sharply from each other: on a tight bend the letters pile up or tip over (Veritable's "Niers" printed as "Nis").
 */
function crowded(letters: readonly TextItem[]): number {
  const m = glyphMeasure();
  let n = 0;
  for (let i = 1; i < letters.length; i++) {
    const a = letters[i - 1];
    const b = letters[i];
    const adv = (m.width(a.text, a.size, a.face) + m.width(b.text, b.size, b.face)) / 2;
    // A letter turned far from its neighbour reads as another letter (the Niers' "N" on a hexside corner as "Λ").
    const turn = Math.abs((((((b.rotate ?? 0) - (a.rotate ?? 0)) % 360) + 540) % 360) - 180);
    if (Math.hypot(b.x - a.x, b.y - a.y) < adv * 0.6 || turn > 25) n++;
  }
  return n;
}

/** A stroked segment's box, widened by its pad: what segmentNear tests a rectangle against. */
const padBox = (line: { seg: readonly [Point, Point]; pad: number }): Rect => {
  const [a, b] = line.seg;
  const x = Math.min(a[0], b[0]) - line.pad;
  const y = Math.min(a[1], b[1]) - line.pad;
  return { x, y, width: Math.max(a[0], b[0]) + line.pad - x, height: Math.max(a[1], b[1]) + line.pad - y };
};

/** A long river carries its name again about every this many cells, so each sheet of a tiled map names it. */
const REPEAT_CELLS = 9;

/**
 * River names (places of kind river) lettered along the water hexside line nearest their cell, in the river's
 * colour and in italic, beside the line on the side of that cell, and again along a long river.
 */
export function drawRiverNames(
  map: HexMap,
  geo: CellGeometry,
  sides: readonly DrawnHexside[],
  texts: MapTexts,
  avoid: readonly Rect[],
  glyphs: readonly Rect[] = [],
  roads: readonly StrokedSegment[] = [],
): { items: Item[]; notes: string[] } {
  const features = new Map(map.lineFeatures.map((f) => [f.id, f]));
  const courses = [...new Set(sides.map((s) => s.feature))]
    .filter((id) => isWaterColor(features.get(id)?.color ?? '#000000'))
    .flatMap((id) =>
      chainSegments(sides.filter((s) => s.feature === id).map((s) => s.segment)).map((line) => ({
        feature: features.get(id)!,
        line: smoothLine(line, geo.size * 0.1, geo.size * 0.9),
      })),
    );
  const items: Item[] = [];
  const notes: string[] = [];
  const size = Math.max(6.5, Math.min(14, geo.size * 0.2));
  // Each word or mark to keep off, with half a point of air round it, so that a letter never touches a cell number.
  const kept = avoid.map((r) => ({ x: r.x - 0.5, y: r.y - 0.5, width: r.width + 1, height: r.height + 1 }));
  const lines = sides.map((x) => ({ seg: x.segment, pad: mmToPt(features.get(x.feature)?.widthMm ?? 0.5) / 2 + 0.5 }));
  // A road across the letters hides them worse than the river's own zigzag does (Veritable's "Niers" read "Nis").
  const roadLines = roads.map((r) => ({ seg: [r.a, r.b] as const, pad: r.width / 2 + 0.5 }));
  const keptBy = nearIndex(kept, (r) => r, geo.size);
  const linesBy = nearIndex(lines, padBox, geo.size);
  const roadsBy = nearIndex(roadLines, padBox, geo.size);
  const glyphsBy = nearIndex(glyphs, (r) => r, geo.size);
  for (const p of map.places.filter((x) => x.kind === 'river')) {
    const c = geo.grid.parse(p.at);
    if (!c) continue;
    const centre = geo.centre(c);
    const near = courses
      .map((k) => ({ ...k, ...nearestAlong(k.line, centre) }))
      .sort((a, b) => a.distance - b.distance)[0];
    const name = texts.name(p.name, p.name);
    if (!near || near.distance > geo.size * 2.5) {
      notes.push(`river name ${p.name} at ${p.at}: no water line within two and a half hexes to letter it along`);
      continue;
    }
    const total = lineLength(near.line);
    const step = geo.size * REPEAT_CELLS;
    const spots = [near.along];
    for (let d = near.along + step; d < total - step * 0.4; d += step) spots.push(d);
    for (let d = near.along - step; d > step * 0.4; d -= step) spots.push(d);
    // Each copy goes where its letters cover no cell number or name, no drawn hexside line (the river's own
    // stroke zigzags about the smoothed line the letters follow) and no terrain symbol: first on the named
    // cell's side of the river, then on the other, further off, then up or down the river, then a size smaller.
    // Where no spot is clear, the one covering least: a word over a word first of all never.
    // Each letter is tested only against what comes near the whole name (the same sums: nothing else can touch
    // a letter): a spot tries 162 placements, and the map's every number, hexside and symbol for each letter of
    // each cost Veritable's map a fifth of its drawing time.
    const badness = (letters: TextItem[]) => {
      let b = crowded(letters) * 500;
      const u = unionBox(letters.map((l) => l.box));
      const keptNear = keptBy(u).filter((r) => boxesOverlap(u, r));
      const linesNear = linesBy(u).filter((seg) => segmentNear(seg, u));
      const roadsNear = roadsBy(u).filter((seg) => segmentNear(seg, u));
      const glyphsNear = glyphsBy(u).filter((r) => boxesOverlap(u, r));
      for (const l of letters) {
        if (keptNear.some((r) => boxesOverlap(l.box, r))) b += 1000;
        b += 10 * linesNear.filter((seg) => segmentCrosses(seg, l.box)).length;
        b += 30 * roadsNear.filter((seg) => segmentCrosses(seg, l.box)).length;
        b += 3 * glyphsNear.filter((r) => boxesOverlap(l.box, r)).length;
      }
      return b;
    };
    spots.forEach((at, i) => {
      let best: { letters: TextItem[]; bad: number } | undefined;
      for (const sz of [size, size * 0.85, Math.max(6.5, size * 0.72)])
        for (const shift of [0, 1, -1, 2, -2, 3, -3, 4, -4].map((k) => k * sz * 1.5))
          for (const off of [1, 1.5, 2])
            for (const side of [near.side, -near.side]) {
              if (best && best.bad < 1e-9) break;
              const letters = letterAlong(near.line, name, at + shift, {
                size: sz,
                face: 'condensedOblique',
                fill: darken(near.feature.color, 0.25),
                offset: side * (mmToPt(near.feature.widthMm) / 2 + sz * 0.45) * off,
                group: `${p.name}#${i + 1}`,
              });
              if (!letters) continue;
              // A smaller size costs as much as a few letters over terrain symbols: full size where it reads.
              const bad = badness(letters) + (1 - sz / size) * 40;
              if (!best || bad < best.bad) best = { letters, bad };
            }
      if (best) items.push(...best.letters);
    });
  }
  return { items, notes };
}

/**
 * On a sector board a water body gets its name again about every this many sectors, on alternate sides of its
 * middle: a wide river spans two columns of printed tiles, and each tile it crosses should name it.
 */
const REPEAT_SECTORS = 1.5;

/**
 * On a square (sector) map a river is drawn as sectors of water terrain, not as a line: each such terrain (pattern
 * water) whose sectors run a course at least three sectors long gets its name lettered along a line through the
 * middle of its sectors, in italic and a darker shade of the water, again every few sectors along a long one. Each
 * copy goes where its letters cover no other text or mark (a bridge, a place sign), trying spots up and down the
 * course and to either side of its middle; the label placer then keeps every movable label off it.
 */
export function drawWaterSectorNames(
  map: SquareMap,
  geo: CellGeometry,
  terrainByCell: ReadonlyMap<string, string>,
  texts: MapTexts,
  avoid: readonly Rect[],
  /** A tiled sheet's cut ranges: a letter there may fall under a trim line (Remagen's "e" of "Rhine", issue 24). */
  seams?: SeamRanges,
): Item[] {
  const items: Item[] = [];
  const size = Math.max(6.5, Math.min(40, geo.size * 0.15));
  const AIR = 3;
  const onSeam = (r: Rect) =>
    !!seams &&
    (seams.x.some(([lo, hi]) => r.x - AIR < hi && lo < r.x + r.width + AIR) ||
      seams.y.some(([lo, hi]) => r.y - AIR < hi && lo < r.y + r.height + AIR));
  for (const t of map.terrainTypes.filter((x) => x.pattern === 'water')) {
    const cells = geo.grid.cells().filter((c) => terrainByCell.get(cellKey(c)) === t.id);
    if (!cells.length) continue;
    const span = (k: 'row' | 'col') => new Set(cells.map((c) => c[k])).size;
    // The course runs along the longer way of the water: a point per row (or column), the middle of its sectors.
    const along: 'row' | 'col' = span('row') >= span('col') ? 'row' : 'col';
    if (span(along) < 3) continue;
    const byStep = new Map<number, Point[]>();
    for (const c of cells) byStep.set(c[along], [...(byStep.get(c[along]) ?? []), geo.centre(c)]);
    // A course down the sheet is walked from the bottom up, so its name reads upwards, as a map letters a river
    // running north and south; one across the sheet reads left to right.
    const course = [...byStep.entries()]
      .sort((a, b) => (along === 'row' ? b[0] - a[0] : a[0] - b[0]))
      .map(
        ([, ps]): Point => [ps.reduce((s, p) => s + p[0], 0) / ps.length, ps.reduce((s, p) => s + p[1], 0) / ps.length],
      );
    const line = smoothLine(course, geo.size * 0.1, geo.size * 1.5);
    const total = lineLength(line);
    const name = texts.name(t.id, t.name);
    const copies = Math.max(1, Math.round(total / (geo.size * REPEAT_SECTORS)));
    const clear = (letters: TextItem[]) =>
      letters.every((l) => !onSeam(l.box) && !avoid.some((r) => boxesOverlap(l.box, r)));
    for (let i = 0; i < copies; i++) {
      const at = (total * (i + 0.5)) / copies;
      let chosen: TextItem[] | undefined;
      // A fifth of a sector off the middle line: clear of the grid line there and of the waves drawn mid-sector.
      for (const shift of [0, 1, -1, 2, -2, 3, -3, 4, -4].map((k) => k * geo.size * 0.15))
        for (const side of [0.2, -0.2, 0, 0.5, -0.5].map((k) => (i % 2 ? -k : k) * geo.size)) {
          if (chosen) break;
          const letters = letterAlong(line, name, at + shift, {
            size,
            face: 'condensedOblique',
            fill: darken(t.color, 0.35),
            offset: side,
            group: `${t.id}#${i + 1}`,
          });
          if (letters && clear(letters)) chosen = letters;
        }
      // A copy with no clear spot is left out rather than printed over another word.
      if (chosen) items.push(...chosen);
    }
  }
  return items;
}
