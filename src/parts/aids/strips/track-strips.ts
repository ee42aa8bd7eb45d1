import type { TrackBox } from '../aid-model.js';
import type { TextMeasure } from '../../../print/text-measure.js';
import { wrapText } from '../../../print/wrap-text.js';
import { rect, svgText, type TextStyle } from '../../../print/svg-text.js';
import type { AidStyle } from './aid-style.js';
import type { Strip } from './strip.js';

export function trackNaturalWidth(boxes: TrackBox[], st: AidStyle): number {
  return boxes.length * st.track.box;
}

/**
 * The turn record track: boxes big enough for a marker, left to right and on to the next row,
 * night turns shaded, each with its number, date and the events that happen in it.
 */
export function trackStrips(
  boxes: TrackBox[],
  width: number,
  nightWord: string,
  st: AidStyle,
  m: TextMeasure,
): Strip[] {
  const { track } = st;
  const fits = Math.max(1, Math.floor(width / track.box));
  // Rows of equal length read better than a full row and a stub.
  const perRow = Math.ceil(boxes.length / Math.ceil(boxes.length / fits));
  const bw = Math.min(width / perRow, track.box * 1.4);
  const inner = bw - 6 * (track.label / 6.8);
  const laid = boxes.map((b) => ({
    b,
    label: wrapText(b.label, inner, track.label, m, 'bold'),
    events: b.events.flatMap((e) => wrapText(e, inner, track.event, m)),
  }));
  const h = Math.max(
    track.minHeight,
    ...laid.map(
      // A night box keeps a line of its own for the word "night" at its foot, below the last event.
      (l) =>
        track.number * 1.3 +
        l.label.length * track.label * 1.2 +
        (l.events.length + (l.b.night ? 1 : 0)) * track.event * 1.2 +
        6,
    ),
  );
  const rows: (typeof laid)[] = [];
  for (let i = 0; i < laid.length; i += perRow) rows.push(laid.slice(i, i + perRow));
  const t = (x: number, y: number, s: string, style: TextStyle) => svgText(x, y, s, { ...style, anchor: 'middle' });
  return rows.map((row, ri) => ({
    height: h + (ri < rows.length - 1 ? 3 : 0),
    draw: (x, y) =>
      row
        .map(({ b, label, events }, k) => {
          const bx = x + k * bw;
          const cx = bx + bw / 2;
          let cy = y + track.number * 1.05;
          const out = [
            rect(bx, y, bw, h, `fill="${b.night ? track.night : '#ffffff'}" stroke="#2f3f52" stroke-width="0.7"`),
          ];
          out.push(t(cx, cy, b.number, { size: track.number, face: 'bold', fill: '#2f3f52' }));
          cy += track.label * 1.3;
          for (const l of label) {
            out.push(t(cx, cy, l, { size: track.label, face: 'bold', fill: st.ink }));
            cy += track.label * 1.2;
          }
          for (const e of events) {
            out.push(t(cx, cy, e, { size: track.event, fill: '#333333' }));
            cy += track.event * 1.2;
          }
          if (b.night) out.push(t(cx, y + h - 3, nightWord, { size: track.event, fill: '#2f3f52' }));
          return out.join('');
        })
        .join(''),
  }));
}
