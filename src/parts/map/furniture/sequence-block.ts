import type { Chart } from '../../../model/schema/charts.js';
import type { Box as MapBox } from './box-types.js';
import type { Item } from '../../../print/scene.js';
import { framedBox, textLines, titleBarHeight, titleWidth, type Block, type FurnitureContext } from './block.js';

type Sequence = Extract<Chart, { kind: 'sequence' }>;

/** The turn sequence printed on the map: numbered steps, sub-steps lettered, wrapped to the box's width. */
export function sequenceBlock(
  box: MapBox,
  chart: Sequence | undefined,
  color: string,
  f: FurnitureContext,
  fixed?: { width: number; height: number },
): Block {
  const title = f.texts.name(box.id, box.name);
  const pad = 5 * f.scale;
  const bar = titleBarHeight(f);
  const width = fixed?.width ?? Math.max(titleWidth(title, f), 215 * f.scale);
  const size = 6.6 * f.scale;
  const lines: { text: string; indent: number; bold: boolean }[] = [];
  (chart?.steps ?? []).forEach((s, i) => {
    const tr = (x: string) => f.texts.chart(chart!.id, x);
    lines.push({ text: `${i + 1}. ${tr(s.text)}`, indent: 0, bold: true });
    (s.steps ?? []).forEach((sub, j) =>
      lines.push({ text: `${String.fromCharCode(97 + j)}. ${tr(sub.text)}`, indent: 9 * f.scale, bold: false }),
    );
  });
  const layout = (x: number, y: number) => {
    const items: Item[] = [];
    let yy = y;
    for (const l of lines) {
      const r = textLines(x + l.indent, yy, l.text, width - 2 * pad - l.indent, size, f, {
        face: l.bold ? 'condensedBold' : 'condensed',
      });
      items.push(...r.items);
      yy += r.height + size * 0.2;
    }
    return { items, height: yy - y };
  };
  const bodyH = lines.length ? layout(0, 0).height : f.counterSpace * 1.2;
  const height = fixed?.height ?? bar + 2 * pad + bodyH;
  return {
    id: box.id,
    width,
    height,
    draw(x, y) {
      return [...framedBox(x, y, width, height, title, color, f), ...layout(x + pad, y + bar + pad).items];
    },
  };
}
