import type { AidElement } from '../aid-model.js';
import type { TextMeasure } from '../../../print/text-measure.js';
import { wrapText } from '../../../print/wrap-text.js';
import { svgText } from '../../../print/svg-text.js';
import type { AidStyle } from './aid-style.js';
import type { Strip } from './strip.js';

type ListEl = Extract<AidElement, { kind: 'list' }>;

function markerColumn(l: ListEl, st: AidStyle, m: TextMeasure, width: number): number {
  const widest = Math.max(0, ...l.items.map((i) => m.width(i.marker, st.list.size, 'bold')));
  return Math.min(widest, width * 0.4) + st.list.gap;
}

export function listNaturalWidth(l: ListEl, st: AidStyle, m: TextMeasure): number {
  const marker = Math.max(0, ...l.items.map((i) => m.width(i.marker, st.list.size, 'bold'))) + st.list.gap;
  return Math.max(0, ...l.items.map((i) => (i.indent ?? 0) * st.list.indent + marker + m.width(i.text, st.list.size)));
}

/** A list (modifiers, result codes, steps of play): a bold marker column, the text wrapped beside it. */
export function listStrips(l: ListEl, width: number, st: AidStyle, m: TextMeasure): Strip[] {
  const { list } = st;
  const mw = markerColumn(l, st, m, width);
  const step = list.size * list.lineHeight;
  return l.items.map((item) => {
    const indent = (item.indent ?? 0) * list.indent;
    const markerLines = wrapText(item.marker, mw - list.gap + 0.5, list.size, m, 'bold');
    const lines = wrapText(item.text, width - indent - mw, list.size, m);
    const n = Math.max(lines.length, markerLines.length);
    const h = n * step + list.itemGap;
    return {
      height: h,
      draw: (x, y) =>
        markerLines
          .map((ml, k) =>
            svgText(x + indent, y + list.size * 0.85 + k * step, ml, { size: list.size, face: 'bold', fill: st.ink }),
          )
          .join('') +
        lines
          .map((ln, k) =>
            svgText(x + indent + mw, y + list.size * 0.85 + k * step, ln, { size: list.size, fill: st.ink }),
          )
          .join(''),
    };
  });
}

export function headingStrip(s: string, st: AidStyle): Strip {
  const { heading } = st;
  const h = heading.gapAbove + heading.size + heading.gapBelow;
  return {
    height: h,
    keepWithNext: true,
    draw: (x, y) =>
      svgText(x, y + heading.gapAbove + heading.size * 0.85, s, { size: heading.size, face: 'bold', fill: '#2f3f52' }),
  };
}

/** A paragraph, one strip per line so that a page may break inside it. */
export function paragraphStrips(s: string, small: boolean, width: number, st: AidStyle, m: TextMeasure): Strip[] {
  const size = small ? st.small.size : st.list.size;
  const step = size * st.list.lineHeight;
  return wrapText(s, width, size, m).map((ln) => ({
    height: step,
    draw: (x, y) => svgText(x, y + size * 0.85, ln, { size, fill: small ? st.small.color : st.ink }),
  }));
}
