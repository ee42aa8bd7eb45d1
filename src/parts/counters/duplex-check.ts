import { backPosition, type DuplexMode, type Offset } from '../../print/duplex.js';
import { glyphMeasure } from '../../print/text-measure.js';
import { wrapText } from '../../print/wrap-text.js';
import { escapeXml } from '../../print/escape.js';
import { FONT_FAMILY } from '../../print/fonts.js';
import { mmToPt, ptToMm } from '../../print/units.js';
import { MIN_MARGIN_PT } from '../../print/paper.js';
import { DUPLEX_WORDS, type DuplexWords } from './counter-words.js';

const f = (n: number) => n.toFixed(2);
const MM = mmToPt(1);

function text(x: number, y: number, size: number, s: string, anchor = 'start'): string {
  return (
    `<text x="${f(x)}" y="${f(y)}" font-family="${FONT_FAMILY}" font-size="${size}" text-anchor="${anchor}"` +
    ` fill="#000000">${escapeXml(s)}</text>`
  );
}

function cross(x: number, y: number): string {
  return (
    `<path d="M${f(x - 14)} ${f(y)}H${f(x + 14)}M${f(x)} ${f(y - 14)}V${f(y + 14)}"` +
    ' stroke="#000000" stroke-width="0.4" fill="none"/>' +
    `<circle cx="${f(x)}" cy="${f(y)}" r="4" fill="none" stroke="#000000" stroke-width="0.4"/>`
  );
}

/**
 * A mm grid (−6…+6 on both axes) centred where the front's cross should show through, labelled every
 * 3 mm along the top (X) and the left (Y): the cross's place on the grid reads off as X,Y. Labels 2 mm apart ran
 * together along the top ("+2+4+6"): a signed label is wider than 2 mm at a legible size.
 */
function scales(x: number, y: number, axis: string): string {
  const n = 6;
  const fine: string[] = [];
  const labels: string[] = [];
  for (let i = -n; i <= n; i++) {
    if (i !== 0)
      fine.push(
        `M${f(x + i * MM)} ${f(y - n * MM)}V${f(y + n * MM)}M${f(x - n * MM)} ${f(y + i * MM)}H${f(x + n * MM)}`,
      );
    if (i % 3 === 0) {
      // A true minus, as the aids print a negative figure.
      const label = i > 0 ? `+${i}` : String(i).replace('-', '−');
      labels.push(
        text(x + i * MM, y - n * MM - 2, 4, label, 'middle'),
        text(x - n * MM - 2, y + i * MM + 1.4, 4, label, 'end'),
      );
    }
  }
  const axes = `M${f(x - n * MM)} ${f(y)}H${f(x + n * MM)}M${f(x)} ${f(y - n * MM)}V${f(y + n * MM)}`;
  return (
    `<path d="${fine.join('')}" stroke="#999999" stroke-width="0.2" fill="none"/>` +
    `<path d="${axes}" stroke="#000000" stroke-width="0.4" fill="none"/>` +
    labels.join('') +
    text(x, y - n * MM - 8, 5, axis, 'middle') +
    text(x - n * MM - 12, y + 1.6, 5, 'Y', 'end')
  );
}

/**
 * A two-page check of how a duplex printer lines up the back side. The front carries crosses; the back
 * carries mm scales where those crosses should land. Held to a light, the crosses show through and the
 * scales give the shift to pass as --back-offset.
 */
export function duplexCheckPages(
  width: number,
  height: number,
  mode: Exclude<DuplexMode, 'none' | 'fold'>,
  offset: Offset,
  game: string,
  words: DuplexWords = DUPLEX_WORDS,
): { front: string; back: string } {
  const m = MIN_MARGIN_PT;
  const points = [
    [width / 2, height / 2],
    [width * 0.25, height * 0.3],
    [width * 0.75, height * 0.3],
    [width * 0.25, height * 0.75],
    [width * 0.75, height * 0.75],
  ];
  const head = (title: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${f(width)}" height="${f(height)}"` +
    ` viewBox="0 0 ${f(width)} ${f(height)}">` +
    `<rect width="${f(width)}" height="${f(height)}" fill="#ffffff"/>${text(m, m + 14, 12, title)}`;
  const current = `${ptToMm(offset.x).toFixed(1)},${ptToMm(offset.y).toFixed(1)}`;
  const edge = mode === 'long' ? words['duplex.long'] : words['duplex.short'];
  // Each sentence wraps at the margin with the embedded font's widths: a longer language never runs off the page.
  const paragraph = (sentences: string[]) =>
    sentences
      .flatMap((t) => wrapText(t, width - 2 * m, 8, glyphMeasure()))
      .map((line, i) => text(m, m + 30 + i * 11, 8, line))
      .join('');
  const fill = (t: string, vars: Record<string, string>) => t.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);
  const front =
    head(fill(words['duplex.front'], { game })) +
    paragraph([fill(words['duplex.print'], { edge }), words['duplex.turn']]) +
    points.map(([x, y]) => cross(x, y)).join('') +
    '</svg>';
  const back =
    head(fill(words['duplex.back'], { game })) +
    paragraph([words['duplex.hold'], words['duplex.read'], fill(words['duplex.add'], { current })]) +
    points
      .map(([x, y]) => {
        const b = backPosition({ x, y, width: 0, height: 0 }, width, height, mode, offset);
        return scales(b.x, b.y, words['duplex.axis']);
      })
      .join('') +
    '</svg>';
  return { front, back };
}
