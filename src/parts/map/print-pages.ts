import { rectHolds, rectsOverlap, type Rect } from '../../geometry/point.js';
import { orientedPage, type TilePlan, type Tile } from './tiles/plan-tiles.js';
import type { PaperSize } from '../../print/paper.js';
import { PT_PER_IN, ptToMm } from '../../print/units.js';
import { CALIBRATION_SQUARES_WIDTH } from '../../print/page-furniture.js';
import {
  path,
  rectPath,
  circlePath,
  polylinePath,
  text,
  type Item,
  type Page,
  type TextItem,
} from '../../print/scene.js';
import { boxesOverlap } from './place-labels.js';
import { INK } from './map-style.js';
import type { MapTexts } from './map-texts.js';
import { calibrationSquares } from './furniture/calibration-squares.js';
import { glyphMeasure } from '../../print/text-measure.js';
import { MIN_MARGIN_PT } from '../../print/paper.js';

const MARK_INK = '#d0127a';

function footerItems(x: number, y: number, lines: string[]): Item[] {
  return lines.map((l, i) => text(x, y + i * 8.5, l, 6.5, { anchor: 'start', fill: '#333333' }));
}

/**
 * Registration marks on every seam, in map coordinates, so the same marks print on both sheets of a seam. Each
 * slides along its seam, a little either way, to a spot where it covers none of the map's words (`words`).
 */
export function seamMarks(plan: TilePlan, mapWidth: number, mapHeight: number, words: readonly Rect[] = []): Item[] {
  const items: Item[] = [];
  const r = 7;
  const clear = (x: number, y: number) =>
    !words.some((w) => boxesOverlap(w, { x: x - 1.6 * r, y: y - 1.6 * r, width: 3.2 * r, height: 3.2 * r }));
  const along = (f: number, at: (f: number) => [number, number]) =>
    [0, 0.03, -0.03, 0.06, -0.06, 0.09, -0.09].map((d) => at(f + d)).find(([x, y]) => clear(x, y)) ?? at(f);
  const mark = (x: number, y: number) => {
    const d =
      circlePath(x, y, r) +
      polylinePath([
        [x - r * 1.6, y],
        [x + r * 1.6, y],
      ]) +
      polylinePath([
        [x, y - r * 1.6],
        [x, y + r * 1.6],
      ]);
    items.push(path(d, { x: x - 2 * r, y: y - 2 * r, width: 4 * r, height: 4 * r }, { stroke: MARK_INK, width: 0.5 }));
  };
  const cols = plan.tiles.filter((t) => t.row === 1);
  const rows = plan.tiles.filter((t) => t.col === 1);
  for (const t of cols.slice(1))
    rows.forEach((row, r) => {
      // Along the part of the seam this row of sheets keeps once trimmed, between the cuts above and below it.
      const top = r ? plan.seams.y[r - 1] : row.window.y;
      const bottom = r < rows.length - 1 ? plan.seams.y[r] : row.window.y + row.window.height;
      const x = plan.seams.x[r][t.col - 2];
      for (const f of [0.12, 0.5, 0.88]) mark(...along(f, (g) => [x, top + (bottom - top) * g]));
    });
  for (const t of rows.slice(1)) {
    const y = plan.seams.y[t.row - 2];
    // Along the part of the cut each sheet below it keeps once trimmed, between its own vertical cuts: spread over the
    // windows, which overlap, two sheets' marks fell a few mm apart and printed as one blurred double ring.
    const xs = [0, ...plan.seams.x[t.row - 1], mapWidth];
    for (let c = 0; c + 1 < xs.length; c++)
      for (const f of [0.12, 0.5, 0.88]) mark(...along(f, (g) => [xs[c] + (xs[c + 1] - xs[c]) * g, y]));
  }
  // Keep marks that land off the map (a narrow last column) from widening any box.
  return items.filter((it) => it.box.x < mapWidth && it.box.y < mapHeight);
}

/**
 * A trim note set along its line (`at(k)`, k from 0 to 1 along it) at the spot nearest the middle where it covers no
 * word or sign of the map, whole inside the sheet's window; where every spot covers some, the one that covers least.
 */
function clearSpot(at: (k: number) => TextItem, words: readonly Rect[], within: Rect): TextItem {
  let best: { t: TextItem; covered: number } | undefined;
  for (let n = 0; n <= 30; n++) {
    const k = 0.5 + (n % 2 ? 1 : -1) * Math.ceil(n / 2) * 0.03;
    const t = at(k);
    const b = t.box;
    const inside =
      b.x >= within.x &&
      b.y >= within.y &&
      b.x + b.width <= within.x + within.width &&
      b.y + b.height <= within.y + within.height;
    if (!inside) continue;
    // Two points of air, so the note does not read as one line with a word beside it.
    const air = { x: b.x - 2, y: b.y - 2, width: b.width + 4, height: b.height + 4 };
    const covered = words.reduce((sum, w) => sum + overlapArea(w, air), 0);
    if (covered === 0) return t;
    if (covered < (best?.covered ?? Infinity)) best = { t, covered };
  }
  return best?.t ?? at(0.5);
}

function overlapArea(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

const holds = rectHolds;

/** One word as the tiles print it: a text, or every letter of a name lettered along a line, with their box. */
export interface EdgeWord {
  items: TextItem[];
  box: Rect;
}

/**
 * The map's items as its tiles print them: the words that the edge of some sheet's window runs through are set apart
 * (`edge`), and the rest (`shared`, one array for every tile, drawn once as a form) printed as before. A word stands
 * whole inside the part of the map one sheet keeps once trimmed, so each sheet whose window holds it whole prints it
 * and the others leave it out, rather than print it cut at their edge, in the strip a player trims away or covers
 * (issue 24: "Allied entry edg" at the top of Veritable's sheet B1). A word no window holds whole is printed as before.
 */
export function edgeWords(plan: TilePlan, items: readonly Item[]): { shared: Item[]; edge: EdgeWord[] } {
  const windows = plan.tiles.filter((t) => !plan.blank?.includes(t.id)).map((t) => t.window);
  // The letters of a name lettered along a line go together: a sheet prints all of them or none.
  const words = new Map<string | TextItem, TextItem[]>();
  for (const it of items) if (it.kind === 'text') words.set(it.along ?? it, [...(words.get(it.along ?? it) ?? []), it]);
  const edge: EdgeWord[] = [];
  const apart = new Set<Item>();
  for (const group of words.values()) {
    const x0 = Math.min(...group.map((t) => t.box.x));
    const y0 = Math.min(...group.map((t) => t.box.y));
    const x1 = Math.max(...group.map((t) => t.box.x + t.box.width));
    const y1 = Math.max(...group.map((t) => t.box.y + t.box.height));
    const box = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
    if (!windows.some((w) => rectsOverlap(w, box) && !holds(w, box)) || !windows.some((w) => holds(w, box))) continue;
    edge.push({ items: group, box });
    for (const t of group) apart.add(t);
  }
  return { shared: apart.size ? items.filter((it) => !apart.has(it)) : [...items], edge };
}

const wordsOfItems = new WeakMap<readonly Item[], Item[]>();

/** The map's words and signs (texts and marked paths), picked out once for all its sheets. */
function wordsOf(mapItems: readonly Item[]): Item[] {
  let words = wordsOfItems.get(mapItems);
  if (!words) {
    words = mapItems.filter((it) => it.kind === 'text' || (it.kind === 'path' && it.mark));
    wordsOfItems.set(mapItems, words);
  }
  return words;
}

/** The map's items seen through one tile's window, with the seam marks and the trim lines over it. */
export function tilePage(
  plan: TilePlan,
  tile: Tile,
  mapItems: readonly Item[],
  marks: readonly Item[],
  texts: MapTexts,
  footer: string[],
  /** The words some sheet's edge runs through (see edgeWords): printed here only where this window holds them whole. */
  edge: readonly EdgeWord[] = [],
  /** A playing field a player would expect whole (fieldOverSheet): a trim line across it says the field runs on. */
  field?: Rect,
): Page {
  const win = tile.window;
  const clip: Rect = { x: plan.windowX, y: plan.windowY, width: win.width, height: win.height };
  const dx = plan.windowX - win.x;
  const dy = plan.windowY - win.y;
  const over: Item[] = [path(rectPath(clip), clip, { stroke: '#9a968a', width: 0.4 })];
  const trim = { stroke: MARK_INK, width: 0.6, dash: [4, 3] };
  // The map's words and signs on this sheet, and the seam's own ⊕ marks (the notes ran through the middle one of every
  // seam), in page coordinates: the trim notes keep off them.
  const whole = edge.filter((w) => holds(win, w.box)).flatMap((w) => w.items);
  // Those off this sheet are passed over before a moved box is made for them (a tiled map has dozens of sheets).
  const words = [...wordsOf(mapItems), ...whole, ...marks]
    .filter(({ box: b }) => {
      const [x, y] = [b.x + dx, b.y + dy];
      return x < clip.x + clip.width && clip.x < x + b.width && y < clip.y + clip.height && clip.y < y + b.height;
    })
    .map((it) => ({ ...it.box, x: it.box.x + dx, y: it.box.y + dy }));
  if (tile.col > 1) {
    const x = plan.seams.x[tile.row - 1][tile.col - 2] + dx;
    over.push(
      path(
        polylinePath([
          [x, clip.y],
          [x, clip.y + clip.height],
        ]),
        clip,
        trim,
      ),
    );
    over.push(
      clearSpot(
        (k) =>
          text(
            x + 3,
            clip.y + clip.height * k,
            acrossX(plan, tile, field)
              ? texts.t(
                  'tiles.trim-left-field',
                  '✂ trim here, lay over the sheet to the left: the playing area runs on, line up its cells',
                )
              : texts.t('tiles.trim-left', '✂ trim here, lay over the sheet to the left'),
            6,
            {
              anchor: 'middle',
              rotate: 90,
              fill: MARK_INK,
              halo: '#ffffff',
            },
          ),
        words,
        clip,
      ),
    );
  }
  if (tile.row > 1) {
    const y = plan.seams.y[tile.row - 2] + dy;
    over.push(
      path(
        polylinePath([
          [clip.x, y],
          [clip.x + clip.width, y],
        ]),
        clip,
        trim,
      ),
    );
    over.push(
      clearSpot(
        (k) =>
          text(
            clip.x + clip.width * k,
            y - 3,
            acrossY(plan, tile, field)
              ? texts.t(
                  'tiles.trim-top-field',
                  '✂ trim here, lay over the sheet above: the playing area runs on, line up its cells',
                )
              : texts.t('tiles.trim-top', '✂ trim here, lay over the sheet above'),
            6,
            { anchor: 'middle', fill: MARK_INK, halo: '#ffffff' },
          ),
        words,
        clip,
      ),
    );
  }
  const id = tile.id;
  // A neighbour left blank (not printed) is not named: there is no sheet to join.
  const near = (word: string, row: number, col: number) => {
    const id = row >= 1 && row <= plan.rows && col >= 1 && col <= plan.cols ? idAt(plan, row, col) : undefined;
    return id && !plan.blank?.includes(id) ? `${word} ${id}` : '';
  };
  const neighbours = [
    near(texts.t('tiles.left', 'left'), tile.row, tile.col - 1),
    near(texts.t('tiles.right', 'right'), tile.row, tile.col + 1),
    near(texts.t('tiles.above', 'above'), tile.row - 1, tile.col),
    near(texts.t('tiles.below', 'below'), tile.row + 1, tile.col),
  ].filter(Boolean);
  const label = sheetLabel(
    plan,
    tile,
    clip,
    `${texts.t('tiles.sheet', 'Map sheet')} ${id} · ${neighbours.join(' · ')}`,
    footer,
  );
  return {
    width: plan.pageWidth,
    height: plan.pageHeight,
    layers: [
      { items: mapItems, window: win, clip, dx, dy },
      ...(whole.length ? [{ items: whole, clip, dx, dy }] : []),
      { items: marks, window: win, clip, dx, dy },
      { items: [...over, ...label] },
    ],
  };
}

/** The part of the map a row of sheets keeps once trimmed, top to bottom. */
function rowBand(plan: TilePlan, row: number): [number, number] {
  const left = plan.tiles.filter((t) => t.col === 1);
  const t = left[row - 1]!;
  return [
    row > 1 ? plan.seams.y[row - 2]! : t.window.y,
    row < left.length ? plan.seams.y[row - 1]! : t.window.y + t.window.height,
  ];
}

/** Whether the cut on a tile's left runs through the field (more than a hair inside it). */
function acrossX(plan: TilePlan, tile: Tile, field: Rect | undefined): boolean {
  if (!field || tile.col < 2) return false;
  const x = plan.seams.x[tile.row - 1]![tile.col - 2]!;
  const [top, bottom] = rowBand(plan, tile.row);
  return x > field.x + 1 && x < field.x + field.width - 1 && top < field.y + field.height - 1 && bottom > field.y + 1;
}

/** Whether the cut along a tile's top runs through the field, within the part of the cut this sheet keeps. */
function acrossY(plan: TilePlan, tile: Tile, field: Rect | undefined): boolean {
  if (!field || tile.row < 2) return false;
  const y = plan.seams.y[tile.row - 2]!;
  const xs = plan.seams.x[tile.row - 1]!;
  const left = tile.col > 1 ? xs[tile.col - 2]! : tile.window.x;
  const right = tile.col <= xs.length ? xs[tile.col - 1]! : tile.window.x + tile.window.width;
  return y > field.y + 1 && y < field.y + field.height - 1 && left < field.x + field.width - 1 && right > field.x + 1;
}

/**
 * What the overview says of a field that runs on across cuts (see fieldOverSheet): its size, the room one sheet
 * prints, and the sheets each such cut joins ("A1 and B1").
 */
export function fieldCutNote(
  plan: TilePlan,
  field: Rect & { room?: { width: number; height: number } },
  texts: MapTexts,
): string | undefined {
  const printed = plan.tiles.filter((t) => !plan.blank?.includes(t.id));
  const pairs: string[] = [];
  const pair = (a: Tile, b: Tile) =>
    texts.t('tiles.field-pair', '{a} and {b}').replace('{a}', a.id).replace('{b}', b.id);
  for (const t of printed) {
    const left = printed.find((o) => o.row === t.row && o.col === t.col - 1);
    const above = printed.find((o) => o.col === t.col && o.row === t.row - 1);
    if (left && acrossX(plan, t, field)) pairs.push(pair(left, t));
    if (above && acrossY(plan, t, field)) pairs.push(pair(above, t));
  }
  if (!pairs.length) return undefined;
  const mm = (v: number) => ptToMm(v).toFixed(0);
  return texts
    .t(
      'tiles.field',
      'The playing area ({fw} × {fh} mm) is larger than one sheet of this paper prints ({rw} × {rh} mm): it runs on ' +
        'across the cut between {sheets}. Line its cells up there before you tape.',
    )
    .replace('{fw}', mm(field.width))
    .replace('{fh}', mm(field.height))
    .replace('{rw}', mm((field.room ?? plan.room).width))
    .replace('{rh}', mm((field.room ?? plan.room).height))
    .replace('{sheets}', pairs.join('; '));
}

/**
 * The strip under a tile's window: its name large, where it joins, the footer, and the locator at the right, each
 * in a column of its own so nothing prints over anything else or over the map.
 */
function sheetLabel(plan: TilePlan, tile: Tile, clip: Rect, joins: string, footer: string[]): Item[] {
  const measure = glyphMeasure();
  const top = clip.y + clip.height + 3;
  const room = plan.pageHeight - MIN_MARGIN_PT - top;
  const idSize = Math.min(16, room * 0.75);
  const idWidth = measure.width(tile.id, idSize, 'condensedBold');
  const lines = [joins, ...footer];
  const lineGap = Math.min(8, room / lines.length);
  const lineSize = Math.min(6.5, lineGap - 1);
  // The locator keeps the proportions of the sheet grid and the height of the strip.
  const cellH = Math.min(7, (room - 2) / plan.rows);
  const cellW = Math.min(9, cellH * 1.3);
  const locX = clip.x + clip.width - plan.cols * cellW;
  const textX = clip.x + idWidth + 6;
  const wide = Math.max(...lines.map((l, i) => measure.width(l, lineSize, i ? 'condensed' : 'condensedBold')));
  const size = textX + wide > locX - 6 ? (lineSize * (locX - 6 - textX)) / wide : lineSize;
  return [
    text(clip.x, top + idSize * 0.85, tile.id, idSize, { anchor: 'start', face: 'condensedBold' }),
    ...lines.map((l, i) =>
      text(textX, top + lineGap * (i + 0.8), l, size, {
        anchor: 'start',
        face: i ? 'condensed' : 'condensedBold',
        fill: i ? '#333333' : INK,
      }),
    ),
    ...locator(plan, tile, locX, top + 1, cellW, cellH),
  ];
}

function idAt(plan: TilePlan, row: number, col: number): string {
  return plan.tiles.find((t) => t.row === row && t.col === col)!.id;
}

/** A small grid of the sheets with this one filled: which piece of the puzzle is in hand. */
function locator(plan: TilePlan, tile: Tile, x: number, y: number, w: number, h: number): Item[] {
  const items: Item[] = [];
  for (const t of plan.tiles) {
    // A sheet left blank has no place to show.
    if (plan.blank?.includes(t.id)) continue;
    const r = { x: x + (t.col - 1) * w, y: y + (t.row - 1) * h, width: w * 0.85, height: h * 0.85 };
    items.push(path(rectPath(r), r, t.id === tile.id ? { fill: INK } : { stroke: '#777777', width: 0.4 }));
  }
  return items;
}

/**
 * The first page of a tiled map: the whole map drawn small with each sheet's outline and name, the
 * overlap, and how to join the sheets; and the two squares that check the print scale.
 */
export function overviewPage(
  plan: TilePlan,
  mapWidth: number,
  mapHeight: number,
  mapItems: readonly Item[],
  texts: MapTexts,
  title: string,
  footer: string[],
  wrap: (text: string, width: number, size: number) => string[],
  /** Said after how to join the sheets: where the playing field runs on across a cut (fieldCutNote). */
  fieldNote?: string,
): Page {
  const m = plan.windowX;
  const pw = plan.pageWidth;
  const ph = plan.pageHeight;
  const head: Item[] = [];
  let y = m + 14;
  for (const l of wrap(title, pw - 2 * m, 14)) {
    head.push(text(m, y, l, 14, { anchor: 'start', face: 'condensedBold' }));
    y += 17;
  }
  const overlap = ptToMm(Math.max(plan.overlapX, plan.overlapY)).toFixed(0);
  const howto = texts
    .t(
      'tiles.howto',
      '{n} sheets, {rows} rows × {cols} columns, overlapping by {mm} mm. Print at 100 % (actual size). ' +
        'Trim each sheet along its dashed magenta line on the left and top, ' +
        'lay it over its neighbour so the ⊕ marks meet, and tape it from behind. ' +
        'Start with A1 and work right, then down.',
    )
    .replace('{n}', String(plan.tiles.length - (plan.blank?.length ?? 0)))
    .replace('{rows}', String(plan.rows))
    .replace('{cols}', String(plan.cols))
    .replace('{mm}', overlap);
  const blankWords = 'Sheets {ids} would hold nothing and are not printed: leave their places empty.';
  const blankNote = plan.blank?.length
    ? ` ${texts.t('tiles.blank', blankWords).replace('{ids}', plan.blank.join(', '))}`
    : '';
  for (const l of wrap(howto + blankNote + (fieldNote ? ` ${fieldNote}` : ''), pw - 2 * m, 7.5)) {
    head.push(text(m, y, l, 7.5, { anchor: 'start' }));
    y += 9.5;
  }
  const inch = PT_PER_IN;
  const cy = ph - m - inch;
  const top = y + 6;
  const bottom = cy - 12;
  const availW = pw - 2 * m;
  const availH = bottom - top;
  const scale = Math.min(availW / mapWidth, availH / mapHeight);
  const ox = m + (availW - mapWidth * scale) / 2;
  const oy = top + (availH - mapHeight * scale) / 2;
  const outlines: Item[] = [];
  for (const t of plan.tiles) {
    // A sheet left blank is not outlined: nothing is printed for it.
    if (plan.blank?.includes(t.id)) continue;
    const r = {
      x: ox + t.window.x * scale,
      y: oy + t.window.y * scale,
      width: t.window.width * scale,
      height: t.window.height * scale,
    };
    outlines.push(path(rectPath(r), r, { stroke: MARK_INK, width: 0.9 }));
    const size = Math.min(28, r.width * 0.3, r.height * 0.35);
    outlines.push(
      text(r.x + r.width / 2, r.y + r.height / 2 + size * 0.35, t.id, size, {
        face: 'condensedBold',
        fill: MARK_INK,
        halo: '#ffffff',
      }),
    );
  }
  const tx = m + CALIBRATION_SQUARES_WIDTH + 10;
  const cal: Item[] = [
    ...calibrationSquares(m, cy, 'bottom', texts.t),
    ...wrap(
      texts.t('print.check', 'Print at 100 % (actual size): these squares measure 1 in and 25 mm.'),
      pw - m - tx,
      7.5,
    ).map((l, i) => text(tx, cy + 12 + i * 9.5, l, 7.5, { anchor: 'start' })),
    ...footerItems(tx, cy + inch - 16, footer),
  ];
  return {
    width: pw,
    height: ph,
    layers: [
      { items: head },
      {
        items: mapItems,
        scale,
        dx: ox,
        dy: oy,
        coarse: true,
        clip: { x: ox, y: oy, width: mapWidth * scale, height: mapHeight * scale },
      },
      { items: [...outlines, ...cal] },
    ],
  };
}

/**
 * The whole map on one page of its own size (the print shop's file, `--tile full`), with the footer every tiled sheet
 * carries in a band below it: what a dagger on its tracks means is said on the page that prints the dagger.
 */
export function ownSizePage(
  width: number,
  height: number,
  mapItems: readonly Item[],
  margin: number,
  footerH: number,
  footer: string[],
): Page {
  return {
    width,
    height: height + footerH,
    layers: [{ items: mapItems }, { items: footerItems(margin, height + 10, footer) }],
  };
}

/** A map that fits the paper: one page, the map centred above the footer. */
export function singlePage(
  paper: PaperSize,
  orientation: 'portrait' | 'landscape',
  margin: number,
  footerH: number,
  width: number,
  height: number,
  mapItems: readonly Item[],
  footer: string[],
): Page {
  const { width: pw, height: ph } = orientedPage(paper, orientation);
  const dx = (pw - width) / 2;
  const dy = margin + (ph - 2 * margin - footerH - height) / 2;
  return {
    width: pw,
    height: ph,
    layers: [{ items: mapItems, dx, dy }, { items: footerItems(margin, ph - margin - footerH + 12, footer) }],
  };
}
