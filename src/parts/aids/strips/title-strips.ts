import type { TextMeasure } from '../../../print/text-measure.js';
import { wrapText } from '../../../print/wrap-text.js';
import { line, rect, svgText } from '../../../print/svg-text.js';
import type { AidStyle } from './aid-style.js';
import type { Strip } from './strip.js';

/** The aid's title over a rule, as on a printed chart. */
export function titleStrip(title: string, width: number, st: AidStyle, m: TextMeasure): Strip {
  const size = st.title.size;
  const lines = wrapText(title, width, size, m, 'bold');
  const h = lines.length * size * 1.15 + st.title.gapBelow + 1;
  return {
    height: h,
    keepWithNext: true,
    draw: (x, y, rule = width) =>
      lines
        .map((l, k) =>
          svgText(x, y + size * 0.86 + k * size * 1.15, l, {
            size,
            face: 'bold',
            fill: '#1b2838',
            attrs: 'class="aid-title"',
          }),
        )
        .join('') +
      line(
        x,
        y + h - st.title.gapBelow / 2,
        x + Math.max(width, rule),
        y + h - st.title.gapBelow / 2,
        'stroke="#1b2838" stroke-width="1"',
      ),
  };
}

/** The provenance tag right under the title: a reconstructed chart says so on the chart itself. */
export function tagStrip(tag: string, width: number, st: AidStyle, m: TextMeasure): Strip {
  const size = st.tag.size;
  const lines = wrapText(tag, width - 8, size, m, 'bold');
  const h = lines.length * size * 1.2 + 5;
  const w = Math.min(width, Math.max(...lines.map((l) => m.width(l, size, 'bold'))) + 8);
  return {
    height: h + 2,
    keepWithNext: true,
    draw: (x, y) =>
      rect(x, y + 1, w, h, `rx="2" fill="#fbeee9" stroke="${st.tag.color}" stroke-width="0.6" class="aid-tag"`) +
      lines
        .map((l, k) =>
          svgText(x + 4, y + 3.5 + size * 0.82 + k * size * 1.2, l, {
            size,
            face: 'bold',
            fill: st.tag.color,
            attrs: 'class="aid-tag"',
          }),
        )
        .join(''),
  };
}
