import { mmToPt } from '../../print/units.js';
import type { LabelGroup } from './base-labels.js';
import type { TextMeasure } from '../../print/text-measure.js';
import { baseLabelSvg, layoutBaseLabel, type LabelLayout } from './base-label-svg.js';
import { svgLines } from '../../print/svg-text.js';
import { wrapText } from '../../print/wrap-text.js';

/** Room for two cuts between neighbours: a label cut on one side does not nick the next. */
const GAP = mmToPt(2);
const CAPTION = 6.5;

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
}

/**
 * The labels on the fewest sheets: at the largest of LABEL_SCALES that reaches that fewest, as long as every label
 * still prints whole with its designation at LEGIBLE_MAIN points or more (the base's own size always qualifies, and
 * a base too small for its label there is refused as before). Returns the sheets and the scale they print at.
 */
export function packedLabelSheets(
  groups: LabelGroup[],
  width: number,
  height: number,
  m: TextMeasure,
  continuedWord: string,
  firstHeight = height,
): { sheets: LabelSheet[]; scale: number } {
  let best = { sheets: labelSheets(groups, width, height, m, continuedWord, firstHeight), scale: 1 };
  for (const scale of LABEL_SCALES.slice(1)) {
    const scaled = groups.map((g) => ({
      ...g,
      labels: g.labels.map((l) => ({ ...l, widthMm: l.widthMm * scale, depthMm: l.depthMm * scale })),
    }));
    const legible = scaled.every((g) =>
      g.labels.every((l) => {
        try {
          return layoutBaseLabel(l, m).main.size >= LEGIBLE_MAIN;
        } catch {
          return false;
        }
      }),
    );
    if (!legible) break;
    const sheets = labelSheets(scaled, width, height, m, continuedWord, firstHeight);
    if (sheets.length < best.sheets.length) best = { sheets, scale };
  }
  return best;
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
): LabelSheet[] {
  // Groups of one base size run together, smallest first: a row of 30 mm trays beside a 60 mm vehicle base leaves
  // a hole the depth of the difference under every tray. Within a size the groups keep their order (by side).
  groups = [...groups].sort((a, b) => a.base.depthMm - b.base.depthMm || a.base.widthMm - b.base.widthMm);
  // Each group's caption, longest first: the caption printed is the first that fits its room on one line.
  const titles = groups.map((g) => {
    const size = `${g.base.widthMm} × ${g.base.depthMm} mm`;
    // The base's name tells two groups of one size apart; the side is on every label's colour too.
    return [`${g.sideName} · ${g.base.name} · ${size}`, `${g.base.name} · ${size}`, `${g.sideName} · ${size}`, size];
  });
  const rows: RowItem[][] = [];
  let row: RowItem[] = [];
  let x = 0;
  groups.forEach((g, gi) =>
    g.labels.forEach((l) => {
      const lay = layoutBaseLabel(l, m);
      if (x > 0 && x + lay.width > width) {
        rows.push(row);
        row = [];
        x = 0;
      }
      row.push({ group: gi, label: l, lay, x });
      x += lay.width + GAP;
    }),
  );
  if (row.length) rows.push(row);

  const sheets: LabelSheet[] = [];
  let sheet: LabelSheet = { body: '', labels: 0, reconstructed: false };
  let y = 0;
  const started = new Set<number>();
  for (const r of rows) {
    // Runs of one group within the row, each under its own caption.
    const runs: { group: number; x: number; right: number }[] = [];
    for (const it of r) {
      const last = runs.at(-1);
      if (last && last.group === it.group) last.right = it.x + it.lay.width;
      else runs.push({ group: it.group, x: it.x, right: it.x + it.lay.width });
    }
    // A caption where a group begins, and over every run at the top of a page; a row that only carries a group
    // on needs none, so its labels pack close under the row before.
    const captionsFor = (top: boolean) => {
      const shown = runs.filter((run) => top || !started.has(run.group));
      return shown.map((run, k) => {
        const forms = titles[run.group]!.map((t) => (started.has(run.group) ? `${t} (${continuedWord})` : t));
        // The room up to the next caption in the row, or the sheet's edge: a caption may run on over the labels of
        // a group carried on from the row before, which print none.
        const room = (shown[k + 1]?.x ?? width + GAP) - GAP - run.x;
        return { x: run.x, ...oneLine(forms, room, m), group: run.group };
      });
    };
    const bandOf = (cs: ReturnType<typeof captionsFor>) =>
      cs.length ? Math.max(...cs.map((c) => c.lines.length * c.size)) * 1.2 + 4 : 0;
    let captions = captionsFor(y === 0);
    let band = bandOf(captions);
    const rowHeight = Math.max(...r.map((it) => it.lay.height));
    if (y > 0 && y + band + rowHeight > (sheets.length ? height : firstHeight)) {
      sheets.push(sheet);
      sheet = { body: '', labels: 0, reconstructed: false };
      y = 0;
      captions = captionsFor(true);
      band = bandOf(captions);
    }
    for (const c of captions) {
      sheet.body += svgLines(c.x, y, c.lines, { size: c.size, face: 'bold', fill: '#333333' }, 1.2);
      started.add(c.group);
    }
    for (const it of r) {
      sheet.body += baseLabelSvg(it.label, it.lay, it.x, y + band);
      sheet.labels += 1;
      sheet.reconstructed ||= it.label.unit.reconstructed;
    }
    y += band + rowHeight + GAP;
  }
  if (sheet.labels) sheets.push(sheet);
  return sheets;
}

/** The least size a caption shrinks to before it is shortened: the size a map's notes are read at. */
const LEAST_CAPTION = 5.5;

/**
 * A group's caption on one line in `room` pt (issue 24: "Germany · Vehicle base · 30 × 60 mm" wrapped onto three
 * lines over a single 30 mm label): each form, longest first, at its size and then smaller, down to LEAST_CAPTION,
 * before the next shorter form is tried. Only when even the shortest cannot fit is it wrapped, so nothing is cut.
 */
function oneLine(forms: readonly string[], room: number, m: TextMeasure): { lines: string[]; size: number } {
  for (const form of forms)
    for (let size = CAPTION; size >= LEAST_CAPTION - 1e-9; size -= 0.5)
      if (m.width(form, size, 'bold') <= room) return { lines: [form], size };
  const last = forms[forms.length - 1]!;
  return { lines: wrapText(last, room, LEAST_CAPTION, m, 'bold'), size: LEAST_CAPTION };
}
