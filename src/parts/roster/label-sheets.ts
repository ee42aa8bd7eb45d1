import { mmToPt } from '../../print/units.js';
import type { LabelGroup } from './base-labels.js';
import type { TextMeasure } from '../../print/text-measure.js';
import { baseLabelSvg, layoutBaseLabel, type LabelLayout } from './base-label-svg.js';
import { svgLines } from '../../print/svg-text.js';
import { wrapText } from '../../print/wrap-text.js';

/**
 * Room between neighbours, preferred first: 2 mm leaves room for two cuts, so a label cut on one side does not nick
 * the next; none butts the labels so neighbours share their outline as one cut, as counter sheets do, and is used
 * only where it saves a sheet (Remagen's 195 labels: 5 sheets with the gap, 4 without).
 */
export const LABEL_GAPS = [mmToPt(2), 0] as const;
const CAPTION = 6.5;
/** Room over a caption that starts below a row of labels. */
const CAPTION_LEAD = mmToPt(1.5);

/**
 * The sizes a label may print at, as a share of its base: glued under the base, a label a little smaller than it is
 * hidden just as well, and saves paper. Never below 80 %, nor below a designation of LEGIBLE_MAIN points.
 */
export const LABEL_SCALES = [1, 0.9, 0.8] as const;
/** The least size of a label's designation once shrunk, read off a stand lifted from the table. */
const LEGIBLE_MAIN = 8;

export interface LabelSheet {
  /** SVG fragment in content coordinates (top-left 0, 0). */
  body: string;
  labels: number;
  reconstructed: boolean;
}

/** Labels placed in a row, with the group each belongs to. */
interface RowItem {
  group: number;
  label: LabelGroup['labels'][number];
  lay: LabelLayout;
  x: number;
  /** Below the row's top: a label stacked under another in a deeper row. */
  y: number;
}

/**
 * The labels on the fewest sheets: at the largest of LABEL_SCALES that reaches that fewest, and at that scale with
 * the sides in the game's order where that does and the widest of LABEL_GAPS that does, as long as every label still
 * prints whole with its designation at LEGIBLE_MAIN points or more (the base's own size always qualifies, and a base
 * too small for its label there is refused as before). Returns the sheets, the scale they print at and the gap
 * between labels.
 */
export function packedLabelSheets(
  groups: LabelGroup[],
  width: number,
  height: number,
  m: TextMeasure,
  continuedWord: string,
  firstHeight = height,
): { sheets: LabelSheet[]; scale: number; gap: number } {
  // The tries are counted without drawing their sheets; the one kept is drawn at the end.
  let best: { count: number; ordered: LabelGroup[]; scale: number; gap: number } | undefined;
  // Each side's labels start a fresh row, so the row a side ends short is lost: the sides in the game's order, and
  // in the reverse where that ends the short rows where they cost no sheet (Death of a Division: 3 sheets, not 4).
  const sides = [...new Set(groups.map((g) => g.side))];
  const orders = [sides, [...sides].reverse()];
  const tryAt = (at: LabelGroup[], scale: number) => {
    for (const order of orders) {
      const ordered = order.flatMap((side) => at.filter((g) => g.side === side));
      for (const gap of LABEL_GAPS) {
        const count = labelSheets(ordered, width, height, m, continuedWord, firstHeight, gap, false).length;
        if (!best || count < best.count) best = { count, ordered, scale, gap };
      }
    }
  };
  tryAt(groups, 1);
  for (const scale of LABEL_SCALES.slice(1)) {
    const scaled = groups.map((g) => ({
      ...g,
      labels: g.labels.map((l) => ({ ...l, widthMm: l.widthMm * scale, depthMm: l.depthMm * scale })),
    }));
    const legible = scaled.every((g) =>
      g.labels.every((l) => {
        try {
          return layoutOf(l, m).main.size >= LEGIBLE_MAIN;
        } catch {
          return false;
        }
      }),
    );
    if (!legible) break;
    tryAt(scaled, scale);
  }
  const { ordered, scale, gap } = best!;
  return { sheets: labelSheets(ordered, width, height, m, continuedWord, firstHeight, gap), scale, gap };
}

/** Each label's layout, by the label and the measure: packedLabelSheets lays the same labels out in up to 12 tries. */
const layouts = new WeakMap<LabelGroup['labels'][number], { m: TextMeasure; lay: LabelLayout }>();

/** layoutBaseLabel, once for a label (its layout reads only the label and the measure). */
function layoutOf(l: LabelGroup['labels'][number], m: TextMeasure): LabelLayout {
  const known = layouts.get(l);
  if (known?.m === m) return known.lay;
  const lay = layoutBaseLabel(l, m);
  layouts.set(l, { m, lay });
  return lay;
}

/**
 * Places labels row by row at the size each asks for (its base's, or that shrunk by packedLabelSheets). A group
 * runs on in the row the last one left off, so a group of two no longer leaves half a row (and, over a game, whole
 * pages) empty; each group's run of labels carries its caption above it where the group begins, wrapped to the
 * run's width, and a group carried over to a new page repeats it there, marked continued; rows that only carry a
 * group on have no caption band.
 */
export function labelSheets(
  groups: LabelGroup[],
  width: number,
  height: number,
  m: TextMeasure,
  continuedWord: string,
  /** The first sheet's height when it differs (it carries the how-to lines the others leave out). */
  firstHeight = height,
  /** Room between neighbouring labels and rows: one of LABEL_GAPS. */
  gap: number = LABEL_GAPS[0],
  /** Whether to draw the sheets' bodies, or only count the sheets and their labels (a try that may not be kept). */
  draw = true,
): LabelSheet[] {
  // One side's labels first, then the next side's from a fresh row, so a player cuts one side's labels together
  // (issue 24: a US gun ran on among the German guns). Within a side, groups of one base size run together, deepest
  // first, so a row's first label is its deepest: a group that runs on into a deeper row stacks its labels in
  // columns under one another (two 30 mm trays fill the depth of a 60 mm vehicle base) instead of leaving a hole
  // under each. Within a size the groups keep their order.
  const sides = [...new Set(groups.map((g) => g.side))];
  groups = [...groups].sort(
    (a, b) =>
      sides.indexOf(a.side) - sides.indexOf(b.side) ||
      b.base.depthMm - a.base.depthMm ||
      b.base.widthMm - a.base.widthMm,
  );
  // Each group's caption, longest first, as its parts: the caption printed is the first that fits its room on one
  // line, else on two broken between parts. Every form names the side: a size alone ("40 × 80 mm" over Remagen's
  // LVT, "45 × 60 mm (continued)" at the top of a page) did not say whose labels, or which, and a base alone ("Gun
  // base · 45 × 60 mm" over the 310th's gun among the US vehicles of label sheet 10) did not say whose (issue 24).
  // Where another of the side's bases has the same size, the size alone does not say which base a caption is over
  // (Death of a Division's lone 434th label read "United States · 40 × 60 mm" among vehicle and mechanized stands
  // of 40 × 60 mm, issue 24): such a caption keeps its base's name, shortened to its first word where that still
  // tells it from the others ("Vehicle").
  const titles = groups.map((g) => {
    const size = `${g.base.widthMm} × ${g.base.depthMm} mm`;
    const twins = groups.filter(
      (o) =>
        o.side === g.side &&
        o.base.name !== g.base.name &&
        o.base.widthMm === g.base.widthMm &&
        o.base.depthMm === g.base.depthMm,
    );
    const first = g.base.name.split(' ')[0]!;
    const short = twins.some((o) => o.base.name.split(' ')[0] === first) ? g.base.name : first;
    return [
      [g.sideName, g.base.name, size],
      ...(!twins.length ? [[g.sideName, size]] : short === g.base.name ? [] : [[g.sideName, short, size]]),
    ];
  });
  const rows: RowItem[][] = [];
  let row: RowItem[] = [];
  let x = 0;
  let rowDepth = 0;
  // The row's last column: a label of its group and width stacks under it while the row's depth has room.
  let column: { group: number; x: number; width: number; bottom: number } | undefined;
  groups.forEach((g, gi) =>
    g.labels.forEach((l) => {
      const lay = layoutOf(l, m);
      const stacks =
        column?.group === gi &&
        Math.abs(column.width - lay.width) < 0.01 &&
        column.bottom + gap + lay.height <= rowDepth + 0.01;
      if (column && stacks) {
        row.push({ group: gi, label: l, lay, x: column.x, y: column.bottom + gap });
        column.bottom += gap + lay.height;
        return;
      }
      if (x > 0 && (x + lay.width > width || groups[row.at(-1)!.group]!.side !== g.side)) {
        rows.push(row);
        row = [];
        x = 0;
        rowDepth = 0;
      }
      row.push({ group: gi, label: l, lay, x, y: 0 });
      column = { group: gi, x, width: lay.width, bottom: lay.height };
      rowDepth = Math.max(rowDepth, lay.height);
      x += lay.width + gap;
    }),
  );
  if (row.length) rows.push(row);
  // Labels stacked two deep were placed down each column (1/9 over 2/9, then 3/9 over 4/9); a player reads and
  // counts a sheet across, so each group's places in a row take its labels in reading order, the top line first
  // (issue 24: Remagen's infantry trays).
  for (const r of rows)
    for (const gi of new Set(r.map((it) => it.group))) {
      const run = r.filter((it) => it.group === gi);
      if (!run.some((it) => it.y > 0)) continue;
      const places = run.map((it) => ({ x: it.x, y: it.y })).sort((a, b) => a.y - b.y || a.x - b.x);
      run.forEach((it, k) => Object.assign(it, places[k]));
    }

  const sheets: LabelSheet[] = [];
  let sheet: LabelSheet = { body: '', labels: 0, reconstructed: false };
  let y = 0;
  const started = new Set<number>();
  for (const r of rows) {
    // Runs of one group within the row, each under its own caption.
    const runs: { group: number; x: number; right: number }[] = [];
    for (const it of r) {
      const last = runs.at(-1);
      if (last && last.group === it.group) last.right = Math.max(last.right, it.x + it.lay.width);
      else runs.push({ group: it.group, x: it.x, right: it.x + it.lay.width });
    }
    // A caption where a group begins, and over every run at the top of a page; a row that only carries a group
    // on needs none, so its labels pack close under the row before. A row where a group begins has its caption band
    // anyway, and a run carried on in it gets its own caption there, marked continued: otherwise it reads as part of
    // the new group (issue 24: Remagen's second 30 × 60 mm gun tractor under the infantry-tray caption).
    const captionsFor = (top: boolean) => {
      const shown = top || runs.some((run) => !started.has(run.group)) ? runs : [];
      return shown.map((run, k) => {
        const own = titles[run.group]!;
        // A run carried on says so where it fits, and names its side and base where it does not.
        const forms = started.has(run.group)
          ? [...own.map((t) => [...t.slice(0, -1), `${t.at(-1)} (${continuedWord})`]), ...own]
          : own;
        // The room up to the next caption in the row, or the sheet's edge: a caption may run on over the labels of
        // a group carried on from the row before, which print none.
        // A word's space at least between two captions, so that butted runs' captions do not read as one line.
        const room = (shown[k + 1]?.x ?? width + gap) - Math.max(gap, CAPTION_AIR) - run.x;
        return { x: run.x, ...captionLines(forms, room, m), group: run.group };
      });
    };
    // Butted labels leave no gap over a caption band: a lead keeps the caption off the row above.
    const leadAt = (top: number) => (top > 0 ? Math.max(0, CAPTION_LEAD - gap) : 0);
    const bandOf = (cs: ReturnType<typeof captionsFor>, top: number) =>
      cs.length ? leadAt(top) + Math.max(...cs.map((c) => c.lines.length * c.size)) * 1.2 + 4 : 0;
    let captions = captionsFor(y === 0);
    let band = bandOf(captions, y);
    const rowHeight = Math.max(...r.map((it) => it.y + it.lay.height));
    if (y > 0 && y + band + rowHeight > (sheets.length ? height : firstHeight)) {
      sheets.push(sheet);
      sheet = { body: '', labels: 0, reconstructed: false };
      y = 0;
      captions = captionsFor(true);
      band = bandOf(captions, y);
    }
    for (const c of captions) {
      if (draw)
        sheet.body += svgLines(c.x, y + leadAt(y), c.lines, { size: c.size, face: 'bold', fill: '#333333' }, 1.2);
      started.add(c.group);
    }
    for (const it of r) {
      if (draw) sheet.body += baseLabelSvg(it.label, it.lay, it.x, y + band + it.y);
      sheet.labels += 1;
      sheet.reconstructed ||= it.label.unit.reconstructed;
    }
    y += band + rowHeight + gap;
  }
  if (sheet.labels) sheets.push(sheet);
  return sheets;
}

/** The least size a caption shrinks to before it is shortened: the size a map's notes are read at. */
const LEAST_CAPTION = 5.5;

/** Between the parts of a caption. */
const SEP = ' · ';

/** Least room between two captions of one band, pt. */
const CAPTION_AIR = 6;

/**
 * A group's caption in `room` pt, from `forms` (each a list of parts, longest first): at its size the longest form
 * that fits one line (issue 24: "Germany · Vehicle base · 30 × 60 mm" wrapped onto three lines over a single 30 mm
 * label), then the longest that fits two lines broken between its parts, then the same a size smaller, down to
 * LEAST_CAPTION, so captions keep the size of their neighbours (Remagen's label sheet 10: "United States · 40 × 80
 * mm" at 5.5 pt ran into the next caption). Only when even the shortest cannot fit so is it wrapped at spaces, so
 * nothing is cut.
 */
function captionLines(forms: readonly string[][], room: number, m: TextMeasure): { lines: string[]; size: number } {
  const fits = (t: string, size: number) => m.width(t, size, 'bold') <= room;
  for (let size = CAPTION; size >= LEAST_CAPTION - 1e-9; size -= 0.5) {
    for (const form of forms) if (fits(form.join(SEP), size)) return { lines: [form.join(SEP)], size };
    for (const form of forms)
      for (let k = 1; k < form.length; k++) {
        const lines = [`${form.slice(0, k).join(SEP)} ·`, form.slice(k).join(SEP)];
        if (lines.every((l) => fits(l, size))) return { lines, size };
      }
  }
  const last = forms[forms.length - 1]!.join(SEP);
  return { lines: wrapText(last, room, LEAST_CAPTION, m, 'bold'), size: LEAST_CAPTION };
}
