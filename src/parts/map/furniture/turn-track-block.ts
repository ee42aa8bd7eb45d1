import type { Chart } from '../../../model/schema/charts.js';
import type { Box as MapBox } from './box-types.js';
import { path, rectPath, type Item } from '../../../print/scene.js';
import { INK } from '../map-style.js';
import {
  framedBox,
  perRowWithin,
  textLines,
  titleBarHeight,
  titleWidth,
  type Block,
  type FurnitureContext,
} from './block.js';
import { fitSpaces, naturalSpaces, spaceRects, type SpaceGrid } from './space-grid.js';
import { labelAfterNumber } from '../../../print/turn-label.js';
import { joinSentences } from '../../../print/join-sentences.js';
import { eventMarked } from '../../../provenance/marks.js';

type TurnTrack = Extract<Chart, { kind: 'turn-track' }>;

/**
 * Air between a turn's label and its space's lines, pt: left and right, and above. A date set 2 pt in ran into the
 * lines of Nordwind's Time Record Track ("Jan 1, 1945" filled its space edge to edge).
 */
const LABEL_SIDE = 3.5;
const LABEL_TOP = 2.5;

/**
 * The turn record track: a space per turn big enough for the turn marker, with the turn's label above the
 * marker's place and its events (reinforcements, weather) in small print below. Night turns are shaded.
 */
export function turnTrackBlock(
  box: MapBox,
  chart: TurnTrack | undefined,
  color: string,
  f: FurnitureContext,
  fixed?: { width: number; height: number },
): Block {
  const tr = (x: string) => (chart ? f.texts.chart(chart.id, x) : x);
  const turns =
    chart?.turns ??
    Array.from({ length: 10 }, (_, i) => ({ turn: i + 1, label: String(i + 1), night: false, events: [] as string[] }));
  const title = f.texts.name(box.id, box.name);
  const pad = 5 * f.scale;
  const bar = titleBarHeight(f);
  // Every note is printed whole at a legible size: the spaces grow to hold the longest, never cut it short.
  // Sized by the space, which is sized by the counter: the least legible sizes hold on a table-sized sheet too.
  // A folded track's widened spaces keep the print size of its unfolded ones (sizeOf), so their notes wrap less.
  let sizeOf = Number.POSITIVE_INFINITY;
  const labelSize = (w: number) => Math.max(6, Math.min(7 * f.scale, Math.min(w, sizeOf) * 0.16));
  const noteSize = (w: number) => Math.max(5.5, Math.min(6.2 * f.scale, Math.min(w, sizeOf) * 0.12));
  // The turn's number is printed large in the marker's place unless the label is that number; the label then
  // drops its own leading number ("12 - Night 4" reads "Night 4", on one line like the others).
  const numbered = (t: (typeof turns)[number]) => tr(t.label).trim() !== String(t.turn);
  const labelOf = (t: (typeof turns)[number]) => (numbered(t) ? labelAfterNumber(tr(t.label), t.turn) : tr(t.label));
  const night = f.texts.t('night', 'Night');
  // A night turn says so in its notes, unless its label does already.
  // An event Sandtable reconstructed carries its dagger here as on the aids' track (the sheet's note says why).
  const eventText = (t: (typeof turns)[number], e: string, i: number) =>
    chart && 'reconstructedEvents' in t && eventMarked(chart, t, i) ? `${tr(e)} †` : tr(e);
  const notesOf = (t: (typeof turns)[number]) =>
    joinSentences([
      ...(t.night && !labelOf(t).toLowerCase().includes(night.toLowerCase()) ? [night] : []),
      ...t.events.map((e, i) => eventText(t, e, i)),
    ]);
  // Asked once for each way of folding the track, most of them at the same capped width: measured once a width.
  const needs = new Map<string, number>();
  const need = (w: number) => {
    const key = `${w}|${sizeOf}`;
    let known = needs.get(key);
    if (known === undefined) needs.set(key, (known = measureNeed(w)));
    return known;
  };
  const measureNeed = (w: number) =>
    Math.max(
      ...turns.map((t) => {
        const label = textLines(0, 0, labelOf(t), w - 2 * LABEL_SIDE, labelSize(w), f, {
          face: 'condensedBold',
          reads: 'name',
        }).height;
        const notes = notesOf(t) ? textLines(0, 0, notesOf(t), w - 4, noteSize(w), f, {}).height : 0;
        return LABEL_TOP + label + f.counterSpace * 0.9 + notes + 3;
      }),
    );
  const longestWord = (w: number) =>
    Math.max(
      ...turns.flatMap((t) => [
        ...labelOf(t)
          .split(/\s+/)
          .map((x) => f.measure.width(x, labelSize(w), 'condensedBold')),
        ...notesOf(t)
          .split(/\s+/)
          .map((x) => f.measure.width(x, noteSize(w), 'condensed')),
      ]),
    );
  const hasEvents = turns.some((t) => t.events.length);
  const ratio = hasEvents ? 1.75 : 1.3;
  let grid: SpaceGrid;
  if (fixed) {
    // The arrangement of the largest spaces whose notes fit the box; failing any, the one that overflows least.
    const innerW = fixed.width - 2 * pad;
    const innerH = fixed.height - bar - 2 * pad;
    // Spaces narrower than a counter are passed over before their words are measured (need sets every turn's).
    const options = Array.from({ length: turns.length }, (_, i) => i + 1)
      .filter((perRow) => Math.min(f.counterSpace * 2.4, innerW / perRow) >= f.counterSpace)
      .map((perRow) => {
        const rows = Math.ceil(turns.length / perRow);
        const w = Math.min(f.counterSpace * 2.4, innerW / perRow);
        const h = Math.max(need(w), Math.min(w * ratio, innerH / rows));
        return { perRow, rows, width: w, height: h, over: Math.max(0, rows * h - innerH) };
      });
    const fitting = options.filter((o) => o.over === 0).sort((p, q) => q.width - p.width);
    grid =
      fitting[0] ?? options.sort((p, q) => p.over - q.over)[0] ?? fitSpaces(turns.length, innerW, innerH, ratio, 1e9);
  } else {
    grid = naturalSpaces(turns.length, f.counterSpace * 1.08, ratio, perRowWithin(f, 12, f.counterSpace * 1.08, pad));
    // A track the band's width folds into rows widens its spaces to that width (up to the fixed box's widest), so
    // its notes wrap less and the folded track stands lower: Death of a Division's ten turns in two rows of five.
    const folded = f.bandWidth && grid.rows > 1 && grid.rows > Math.ceil(turns.length / 12);
    if (folded) {
      for (let k = 0; k < 2; k++) grid = { ...grid, width: Math.max(grid.width, longestWord(grid.width) + 6) };
      sizeOf = grid.width;
      grid = {
        ...grid,
        width: Math.max(grid.width, Math.min(f.counterSpace * 2.4, (f.bandWidth! - 2 * pad) / grid.perRow - 0.5)),
      };
    }
    // Wide enough for the longest word of any label or note, so a word is never broken across lines.
    for (let k = 0; k < 2; k++) grid = { ...grid, width: Math.max(grid.width, longestWord(grid.width) + 6) };
    grid = { ...grid, height: Math.max(grid.height, need(grid.width)) };
  }
  const width = fixed?.width ?? Math.max(2 * pad + grid.perRow * grid.width, titleWidth(title, f));
  const height = Math.max(fixed?.height ?? 0, bar + 2 * pad + grid.rows * grid.height);
  return {
    id: box.id,
    width,
    height,
    draw(x, y) {
      const items: Item[] = framedBox(x, y, width, height, title, color, f);
      const spaces = spaceRects(grid, turns.length, x, y + bar + pad, width);
      turns.forEach((t, i) => {
        const r = spaces[i];
        items.push(path(rectPath(r), r, { fill: t.night ? '#d5dbe8' : '#f7f3e6', stroke: INK, width: 0.6 * f.scale }));
        const label = textLines(
          r.x + LABEL_SIDE,
          r.y + LABEL_TOP,
          labelOf(t),
          grid.width - 2 * LABEL_SIDE,
          labelSize(grid.width),
          f,
          {
            face: 'condensedBold',
            anchor: 'middle',
            reads: 'name',
          },
        );
        items.push(...label.items);
        // A label that is a date does not say which turn it is: the turn's number goes, large and pale, in the
        // marker's place, as a published track prints it (the marker covers it when it stands there).
        if (numbered(t)) {
          const size = Math.min(f.counterSpace * 0.5, grid.width * 0.45);
          const mid = r.y + LABEL_TOP + label.height + (f.counterSpace * 0.9) / 2;
          items.push(
            ...textLines(r.x + 2, mid - size * 0.45, String(t.turn), grid.width - 4, size, f, {
              face: 'bold',
              anchor: 'middle',
              fill: '#b9b09a',
              reads: 'number',
            }).items,
          );
        }
        const notes = notesOf(t);
        if (notes) {
          const opts = { face: 'condensed', anchor: 'middle', fill: '#333333' } as const;
          const small = noteSize(grid.width);
          const lines = textLines(r.x + 2, 0, notes, grid.width - 4, small, f, opts);
          items.push(
            ...textLines(r.x + 2, r.y + grid.height - lines.height - 2, notes, grid.width - 4, small, f, opts).items,
          );
        }
      });
      return items;
    },
  };
}
