import type { Aid, AidElement } from './aid-model.js';
import type { TextMeasure } from '../../print/text-measure.js';
import { aidStyle } from './strips/aid-style.js';
import type { AidLayout, Strip } from './strips/strip.js';
import { tableNaturalWidth, tableStrips } from './strips/table-strips.js';
import { headingStrip, listNaturalWidth, listStrips, paragraphStrips } from './strips/text-strips.js';
import { trackNaturalWidth, trackStrips } from './strips/track-strips.js';
import { tagStrip, titleStrip } from './strips/title-strips.js';

export interface AidWords {
  night: string;
  continued: string;
}

/**
 * Measures an aid and cuts it into strips at a width no more than maxWidth: as wide as its widest table
 * or track needs (lists wrap to that), or as its text needs when it has neither.
 */
export function layoutAid(aid: Aid, maxWidth: number, scale: number, m: TextMeasure, words: AidWords): AidLayout {
  const st = aidStyle(scale);
  const tables = new Map<AidElement, { natural: number; min: number }>();
  let grid = 0;
  let minGrid = 0;
  let text = 0;
  for (const e of aid.elements) {
    if (e.kind === 'table') {
      const w = tableNaturalWidth(e, st, m);
      tables.set(e, w);
      grid = Math.max(grid, w.natural);
      minGrid = Math.max(minGrid, w.min);
    } else if (e.kind === 'track') grid = Math.max(grid, trackNaturalWidth(e.boxes, st));
    else if (e.kind === 'list') text = Math.max(text, listNaturalWidth(e, st, m));
    else if (e.kind === 'text') text = Math.max(text, m.width(e.text, e.small ? st.small.size : st.list.size));
  }
  const title = m.width(aid.title, st.title.size, 'bold');
  const wanted = Math.max(grid, text, title);
  const width = Math.min(maxWidth, Math.max(wanted, st.minWidth));
  let overflow = minGrid > maxWidth + 0.5;

  const strips: Strip[] = [titleStrip(aid.title, width, st, m)];
  if (aid.tag) strips.push(tagStrip(aid.tag, width, st, m));
  aid.elements.forEach((e, i) => {
    const gap = i > 0 && e.kind !== 'heading' && aid.elements[i - 1].kind !== 'heading' ? st.elementGap : 0;
    const before = strips.length;
    if (e.kind === 'table') {
      // A table keeps its own width under wider text, as on a printed chart, unless it nearly fills the aid.
      const natural = tables.get(e)!.natural;
      const t = tableStrips(e, natural < width * 0.75 ? Math.max(natural, st.minWidth) : width, st, m);
      overflow ||= t.overflow;
      strips.push(...t.strips);
    } else if (e.kind === 'list') strips.push(...listStrips(e, width, st, m));
    else if (e.kind === 'text') strips.push(...paragraphStrips(e.text, !!e.small, width, st, m));
    else if (e.kind === 'heading') strips.push(headingStrip(e.text, st));
    else if (e.kind === 'track') strips.push(...trackStrips(e.boxes, width, words.night, st, m));
    if (gap && strips.length > before) {
      const first = strips[before];
      strips[before] = { ...first, height: first.height + gap, draw: (x, y) => first.draw(x, y + gap) };
    }
  });
  const continued = titleStrip(`${aid.title} (${words.continued})`, width, st, m);
  return { width, strips, continued, overflow };
}
