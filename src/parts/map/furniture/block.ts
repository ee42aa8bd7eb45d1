import type { TextMeasure, FontFace } from '../../../print/text-measure.js';
import { wrapText } from '../../../print/wrap-text.js';
import { path, rectPath, text, type Item } from '../../../print/scene.js';
import { INK, isDark } from '../map-style.js';
import type { MapTexts } from '../map-texts.js';
import { LEAST_SIZE } from '../place-labels.js';

/** A piece of map furniture (legend, track, box) that knows its size and draws itself anywhere. */
export interface Block {
  id: string;
  width: number;
  height: number;
  draw(x: number, y: number): Item[];
  /**
   * The same block laid out to fill a larger room, where one would be idle beside it: a holding box or a numbered
   * track, whose spaces then take pieces more easily, or the title as a larger cartouche. Absent for the legend.
   */
  grow?(width: number, height: number): Block;
}

/** What furniture blocks share: words, the font metrics, a size scale for very large sheets, the counter size. */
export interface FurnitureContext {
  texts: MapTexts;
  measure: TextMeasure;
  /** 1 on an ordinary sheet; larger on a table-sized one so the furniture is read from a chair. */
  scale: number;
  /** Side of the square a counter needs, pt. */
  counterSpace: number;
  /** The widest a track or box may grow, pt: on a tiled sheet, a column between two seams. */
  bandWidth?: number;
}

/** The most spaces of `space` to a row of a box with padding `pad` that the band's width allows, up to `most`. */
export function perRowWithin(f: FurnitureContext, most: number, space: number, pad: number): number {
  return f.bandWidth ? Math.max(1, Math.min(most, Math.floor((f.bandWidth - 2 * pad) / space))) : most;
}

export const titleBarHeight = (f: FurnitureContext): number => 13 * f.scale;

/** A framed box with a title bar in `color`: the common look of every track and holding box. */
export function framedBox(
  x: number,
  y: number,
  w: number,
  h: number,
  title: string,
  color: string,
  f: FurnitureContext,
): Item[] {
  const bar = titleBarHeight(f);
  const fg = isDark(color) ? '#ffffff' : INK;
  return [
    path(
      rectPath({ x, y, width: w, height: h }),
      { x, y, width: w, height: h },
      { fill: '#ffffff', stroke: INK, width: 0.9 * f.scale },
    ),
    path(
      rectPath({ x, y, width: w, height: bar }),
      { x, y, width: w, height: bar },
      { fill: color, stroke: INK, width: 0.9 * f.scale },
    ),
    ...titleText(x + 4 * f.scale, y, bar, w - 8 * f.scale, title, fg, f),
  ];
}

/**
 * A box's title on its bar, whole: set smaller to fit the bar's width, down to 6 pt, and beyond that on two lines
 * of the bar rather than cut short.
 */
function titleText(x: number, y: number, bar: number, width: number, title: string, fill: string, f: FurnitureContext) {
  const full = 7.5 * f.scale;
  const wide = f.measure.width(title, full, 'condensedBold');
  const size = Math.max(6 * f.scale, Math.min(full, (full * width) / wide));
  const lines = wrapText(title, width, size, f.measure, 'condensedBold');
  // Two lines share the bar at a name's least size (6 pt fills a 13 pt bar); never smaller.
  const small = lines.length > 1 ? Math.max(6, Math.min(size, bar / (lines.length * 1.05))) : size;
  const lh = small * 1.05;
  const top = y + bar / 2 - (lines.length * lh) / 2;
  return lines.map((l, i) =>
    text(x, top + (i + 0.8) * lh, l, small, { anchor: 'start', face: 'condensedBold', fill, reads: 'name' }),
  );
}

/** Lines of wrapped text as items, top-left at (x, y); returns the items and the height used. */
export function textLines(
  x: number,
  y: number,
  s: string,
  width: number,
  size: number,
  f: FurnitureContext,
  opts: {
    face?: FontFace;
    fill?: string;
    anchor?: 'start' | 'middle';
    lineHeight?: number;
    maxLines?: number;
    /** What the lines are read for (see LEAST_SIZE in place-labels.ts): a note unless said. */
    reads?: 'name' | 'number' | 'note';
  } = {},
): { items: Item[]; height: number } {
  const face = opts.face ?? 'condensed';
  const reads = opts.reads ?? 'note';
  let lines = wrapText(s, width, size, f.measure, face);
  // Too many lines: smaller type down to the least legible size, then every line anyway (the box grows): never "…".
  const least = Math.min(size, LEAST_SIZE[reads] * f.scale);
  while (opts.maxLines && lines.length > opts.maxLines && size > least + 1e-9) {
    size = Math.max(least, size * 0.92);
    lines = wrapText(s, width, size, f.measure, face);
  }
  const lh = size * (opts.lineHeight ?? 1.22);
  const items = lines.map((l, i) =>
    text(opts.anchor === 'middle' ? x + width / 2 : x, y + size + i * lh, l, size, {
      anchor: opts.anchor ?? 'start',
      face,
      fill: opts.fill ?? INK,
      reads,
    }),
  );
  return { items, height: lines.length ? size * 0.25 + lines.length * lh : 0 };
}

/** The block's title as one line, measured, to size a box no narrower than its name. */
export function titleWidth(title: string, f: FurnitureContext): number {
  return f.measure.width(title, 7.5 * f.scale, 'condensedBold') + 10 * f.scale;
}
