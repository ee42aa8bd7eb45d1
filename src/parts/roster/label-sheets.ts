import { mmToPt } from '../../print/units.js';
import type { LabelGroup } from './base-labels.js';
import type { TextMeasure } from '../../print/text-measure.js';
import { baseLabelSvg, layoutBaseLabel } from './base-label-svg.js';
import { svgText } from '../../print/svg-text.js';

/** Room for two cuts between neighbours: a label cut on one side does not nick the next. */
const GAP = mmToPt(2);
const CAPTION = 7;
const CAPTION_HEIGHT = CAPTION + 5;

export interface LabelSheet {
  /** SVG fragment in content coordinates (top-left 0, 0). */
  body: string;
  labels: number;
  reconstructed: boolean;
}

/**
 * Places labels row by row at their true size, each group under a caption; a group that runs over a
 * page repeats its caption on the next one.
 */
export function labelSheets(
  groups: LabelGroup[],
  width: number,
  height: number,
  m: TextMeasure,
  continuedWord: string,
): LabelSheet[] {
  const sheets: LabelSheet[] = [];
  let sheet: LabelSheet = { body: '', labels: 0, reconstructed: false };
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  const newSheet = () => {
    sheets.push(sheet);
    sheet = { body: '', labels: 0, reconstructed: false };
    x = 0;
    y = 0;
    rowHeight = 0;
  };
  const caption = (text: string) => {
    sheet.body += svgText(0, y + CAPTION, text, { size: CAPTION, face: 'bold', fill: '#333333' });
    y += CAPTION_HEIGHT;
  };
  for (const g of groups) {
    const title = `${g.sideName} · ${g.base.name} · ${g.base.widthMm} × ${g.base.depthMm} mm`;
    const layouts = g.labels.map((l) => layoutBaseLabel(l, m));
    if (!layouts.length) continue;
    if (x > 0 || rowHeight > 0) y += rowHeight + GAP;
    x = 0;
    rowHeight = 0;
    if (y > 0 && y + CAPTION_HEIGHT + layouts[0].height > height) newSheet();
    caption(title);
    g.labels.forEach((l, i) => {
      const lay = layouts[i];
      if (x > 0 && x + lay.width > width) {
        x = 0;
        y += rowHeight + GAP;
        rowHeight = 0;
      }
      if (y + lay.height > height) {
        newSheet();
        caption(`${title} (${continuedWord})`);
      }
      sheet.body += baseLabelSvg(l, lay, x, y);
      sheet.labels += 1;
      sheet.reconstructed ||= l.unit.reconstructed;
      x += lay.width + GAP;
      rowHeight = Math.max(rowHeight, lay.height);
    });
  }
  if (sheet.labels) sheets.push(sheet);
  return sheets;
}
