import type { TextMeasure } from '../../print/text-measure.js';
import { escapeXml } from '../../print/escape.js';
import { fitText } from '../../print/fit-text.js';
import { cardFrame, r2, type CardGeometry } from './card-geometry.js';

function mix(hex: string, toward: number, amount: number): string {
  const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return (
    '#' +
    c
      .map((v) =>
        Math.round(v + (toward - v) * amount)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** What a back template draws: the deck's colour and title, and a lattice in the inner panel. */
export function backContext(i: {
  title: string;
  color: string;
  width: number;
  height: number;
  bleed: number;
  geometry: CardGeometry;
  measure: TextMeasure;
  /** A pale back spares the ink of a full-bleed colour page on a home printer. */
  light?: boolean;
}) {
  const { width: w, height: h, bleed: b, geometry: g } = i;
  const inset = g.frame + 3 * g.scale;
  const inner = { x: inset, y: inset, width: w - 2 * inset, height: h - 2 * inset };
  const step = 11 * g.scale;
  // Diagonals both ways across the inner panel; the template clips them to it.
  const d: string[] = [];
  for (let k = -inner.height; k <= inner.width; k += step) {
    d.push(`M${r2(inner.x + k)} ${r2(inner.y)}l${r2(inner.height)} ${r2(inner.height)}`);
    d.push(`M${r2(inner.x + inner.width - k)} ${r2(inner.y)}l${r2(-inner.height)} ${r2(inner.height)}`);
  }
  const plateW = inner.width * 0.84;
  const title = fitText(
    i.title,
    { width: plateW - 16 * g.scale, maxHeight: 60 * g.scale, maxLines: 3, lineHeight: 1.15 },
    15 * g.scale,
    8 * g.scale,
    i.measure,
    'bold',
  );
  const plateH = title.lines.length * title.size * 1.15 + 18 * g.scale;
  const plateY = h / 2 - plateH / 2;
  return {
    ...cardFrame(w, h, b),
    // Light backs: the same design in pale tints of the deck colour, the title in its dark shade.
    color: i.light ? mix(i.color, 255, 0.82) : i.color,
    light: i.light ? mix(i.color, 255, 0.55) : mix(i.color, 255, 0.35),
    dark: i.light ? mix(i.color, 255, 0.93) : mix(i.color, 0, 0.35),
    titleColor: i.light ? mix(i.color, 0, 0.35) : '#ffffff',
    radius: r2(g.radius),
    inner: { x: r2(inner.x), y: r2(inner.y), width: r2(inner.width), height: r2(inner.height) },
    lattice: d.join(''),
    lineWidth: r2(0.8 * g.scale),
    plate: { x: r2(w / 2 - plateW / 2), y: r2(plateY), width: r2(plateW), height: r2(plateH) },
    title: {
      x: r2(w / 2),
      size: r2(title.size),
      text: escapeXml(i.title),
      lines: title.lines.map((t, n) => ({
        text: escapeXml(t),
        y: r2(plateY + 9 * g.scale + title.size * 0.88 + n * title.size * 1.15),
      })),
    },
    scale: r2(g.scale),
  };
}
