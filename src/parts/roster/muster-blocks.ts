import type { Muster, MusterCounts } from './muster.js';
import { capitalise, type RosterWords } from './roster-words.js';
import type { TextMeasure } from '../../print/text-measure.js';
import { wrapText } from '../../print/wrap-text.js';
import type { Block } from './paginate.js';
import { svgText, line, rect } from '../../print/svg-text.js';

const SIZE = 8;
const ROW = 14;

type Cell = string | number;

const LINE = 10;

/**
 * A table row: the first cells left-aligned text, the numbers right-aligned in their columns. With `wrap`,
 * a text cell wider than its column (`wrap.widths[i]`) breaks into lines and the row grows to hold them.
 */
function row(
  cells: Cell[],
  xs: number[],
  ends: number[],
  width: number,
  opts: { bold?: boolean; shade?: boolean; rule?: boolean; wrap?: { widths: number[]; m: TextMeasure } } = {},
): Block {
  const face = opts.bold ? 'bold' : 'regular';
  const lines = cells.map((c, i) =>
    typeof c === 'number' || i >= xs.length || !opts.wrap
      ? [String(c)]
      : wrapText(c, opts.wrap.widths[i], SIZE, opts.wrap.m, face),
  );
  const height = ROW + (Math.max(...lines.map((l) => l.length)) - 1) * LINE;
  return {
    height,
    draw: (x, y) => {
      const out = [opts.shade ? rect(x, y, width, height, 'fill="#eeeeee"') : ''];
      cells.forEach((c, i) => {
        // Columns past the text columns hold numbers, their headings right-aligned above them.
        if (typeof c === 'number' || i >= xs.length)
          out.push(svgText(x + ends[i], y + 10, String(c), { size: SIZE, face, anchor: 'end' }));
        else lines[i].forEach((l, k) => out.push(svgText(x + xs[i], y + 10 + k * LINE, l, { size: SIZE, face })));
      });
      if (opts.rule) out.push(line(x, y + height, x + width, y + height, 'stroke="#000000" stroke-width="0.6"'));
      return out.join('');
    },
  };
}

const heading = (text: string): Block => ({
  height: 22,
  keepWithNext: true,
  draw: (x, y) => svgText(x, y + 16, text, { size: 11, face: 'bold' }),
});
const counts = (c: MusterCounts): number[] => [c.units, c.pieces, c.stands, c.figures, c.vehicles, c.guns];

/**
 * The muster list: figures, vehicles and guns by nationality and type with subtotals, then the bases to
 * cut by size. Text that would overrun its column wraps, and its row grows.
 */
export function musterBlocks(mu: Muster, width: number, m: TextMeasure, w: RosterWords, run: string): Block[] {
  const out: Block[] = [];
  const numW = 52;
  const textW = width - 6 * numW;
  const xs = [0, textW * 0.45];
  const ends = [0, 0, ...Array.from({ length: 6 }, (_, i) => textW + (i + 1) * numW - 4)];
  const wrap = { widths: [textW * 0.45 - 6, textW * 0.55 - 6], m };
  const wrapBases = { widths: [textW * 0.55 - 6, textW * 0.45 - 6], m };
  out.push(
    row(
      [
        w.str('nationality'),
        w.str('type'),
        ...(['units', 'pieces', 'stands', 'figures', 'vehicles', 'guns'] as const).map((k) => capitalise(w.str(k))),
      ],
      xs,
      ends,
      width,
      { bold: true, rule: true },
    ),
  );
  for (const nat of mu.nationalities) {
    const lines = mu.lines.filter((l) => l.nationality === nat.nationality);
    lines.forEach((l, i) =>
      out.push(row([i === 0 ? l.nationalityName : '', l.typeName, ...counts(l)], xs, ends, width, { wrap })),
    );
    out.push(
      row([w.str('totalFor', { name: nat.nationalityName }), '', ...counts(nat)], xs, ends, width, {
        bold: true,
        shade: true,
        wrap: { widths: [textW - 6, 0], m },
      }),
    );
  }
  out.push(row([w.str('total'), '', ...counts(mu.total)], xs, ends, width, { bold: true, rule: true }));

  const bxs = [0, textW * 0.55];
  const bends = [0, 0, textW + numW - 4, textW + 2 * numW - 4];
  out.push({ height: 14, draw: () => '' });
  out.push(heading(w.str('bases')));
  out.push(
    row([w.str('base'), w.str('size'), w.str('count'), capitalise(w.str('units'))], bxs, bends, textW + 2 * numW, {
      bold: true,
      rule: true,
    }),
  );
  for (const b of mu.bases)
    out.push(
      row([b.base.name, `${b.base.widthMm} × ${b.base.depthMm}`, b.stands, b.units], bxs, bends, textW + 2 * numW, {
        wrap: wrapBases,
      }),
    );
  out.push(
    row(
      [w.str('total'), '', mu.bases.reduce((n, b) => n + b.stands, 0), mu.total.units],
      bxs,
      bends,
      textW + 2 * numW,
      { bold: true, rule: true },
    ),
  );
  // Only worth a table when two base types share a size.
  if (mu.sizes.length < mu.bases.filter((b) => b.stands > 0).length) {
    out.push({ height: 14, draw: () => '' });
    out.push(heading(w.str('bySize')));
    out.push(row([w.str('size'), '', w.str('count')], bxs, bends, textW + numW, { bold: true, rule: true }));
    for (const z of mu.sizes) out.push(row([`${z.widthMm} × ${z.depthMm}`, '', z.stands], bxs, bends, textW + numW));
  }
  return out.map((b) => ({ ...b, run, breakBefore: false }));
}
