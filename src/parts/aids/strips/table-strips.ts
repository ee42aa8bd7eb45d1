import type { AidElement } from '../aid-model.js';
import type { TextMeasure, FontFace } from '../../../print/text-measure.js';
import { wrapText } from '../../../print/wrap-text.js';
import { escapeXml } from '../../../print/escape.js';
import { line, rect, svgText } from '../../../print/svg-text.js';
import type { AidStyle } from './aid-style.js';
import type { Strip } from './strip.js';

type TableEl = Extract<AidElement, { kind: 'table' }>;

const words = (text: string) => text.split(/\s+/).filter(Boolean);

interface ColumnMeasure {
  natural: number;
  min: number;
}

function measureColumns(t: TableEl, st: AidStyle, m: TextMeasure): ColumnMeasure[] {
  const cols = measureEachColumn(t, st, m);
  if (!t.group || cols.length < 2) return cols;
  // The group heading spans the result columns: they widen to hold it (on two lines at the least).
  const pad = 2 * st.cell.padX;
  const full = m.width(t.group, st.header.size, 'bold') + pad;
  const half = Math.max(full / 2 + pad, ...words(t.group).map((w) => m.width(w, st.header.size, 'bold') + pad));
  const rest = cols.slice(1);
  const widen = (key: 'natural' | 'min', need: number) => {
    const have = rest.reduce((a, c) => a + c[key], 0);
    if (have < need) for (const c of rest) c[key] += (need - have) / rest.length;
  };
  widen('natural', full);
  widen('min', half);
  for (const c of rest) c.natural = Math.max(c.natural, c.min);
  return cols;
}

type Cell = TableEl['rows'][number]['cells'][number];

/** A cell's swatch as drawn: as high as a line of its text, and the room it takes left of the text. */
function swatchBox(c: Cell | undefined, st: AidStyle): { width: number; height: number; indent: number } {
  if (!c?.swatch) return { width: 0, height: 0, indent: 0 };
  const height = st.cell.size * 1.1;
  const width = (c.swatch.width / c.swatch.height) * height;
  return { width, height, indent: width + st.cell.padX * 0.75 };
}

/** The swatch's markup placed in a box: its root's own size gives way to the box, its viewBox scales the drawing. */
function placedSwatch(svg: string, x: number, y: number, w: number, h: number): string {
  return svg
    .replace(/^<svg\b/, `<svg x="${x.toFixed(2)}" y="${y.toFixed(2)}"`)
    .replace(/(<svg [^>]*?) width="[^"]*" height="[^"]*"/, `$1 width="${w.toFixed(2)}" height="${h.toFixed(2)}"`);
}

function measureEachColumn(t: TableEl, st: AidStyle, m: TextMeasure): ColumnMeasure[] {
  const pad = 2 * st.cell.padX;
  return t.columns.map((col, j) => {
    const face: FontFace = col.rowHeader ? 'bold' : 'regular';
    const cells = t.rows.map((r) => r.cells[j]);
    const indent = (c: Cell | undefined) => swatchBox(c, st).indent;
    const content = Math.max(0, ...cells.map((c) => m.width(c?.text ?? '', st.cell.size, face) + indent(c)));
    const longestWord = Math.max(
      0,
      ...cells.flatMap((c) => words(c?.text ?? '').map((w) => m.width(w, st.cell.size, face) + indent(c))),
    );
    const headerFull = m.width(col.label, st.header.size, 'bold');
    const headerWord = Math.max(0, ...words(col.label).map((w) => m.width(w, st.header.size, 'bold')));
    // A short heading stays on one line; a long one over a narrow column of codes breaks between words.
    const header = headerFull <= Math.max(content * 1.6, 48 * (st.cell.size / 8)) ? headerFull : headerWord;
    if (!col.wrap) return { natural: Math.max(content, header) + pad, min: Math.max(content, headerWord) + pad };
    return {
      natural: Math.min(Math.max(content, header), st.wrapMax) + pad,
      min: Math.min(Math.max(longestWord, headerWord), st.wrapMax) + pad,
    };
  });
}

export function tableNaturalWidth(t: TableEl, st: AidStyle, m: TextMeasure): { natural: number; min: number } {
  const cols = measureColumns(t, st, m);
  return { natural: cols.reduce((a, c) => a + c.natural, 0), min: cols.reduce((a, c) => a + c.min, 0) };
}

/** Column widths that add up to `width`: spare room shared out, a shortfall taken from the wrapping columns. */
function columnWidths(
  t: TableEl,
  width: number,
  st: AidStyle,
  m: TextMeasure,
): { widths: number[]; overflow: boolean } {
  const cols = measureColumns(t, st, m);
  const natural = cols.reduce((a, c) => a + c.natural, 0);
  if (natural <= width) {
    const extra = (width - natural) / cols.length;
    return { widths: cols.map((c) => c.natural + extra), overflow: false };
  }
  const slack = cols.reduce((a, c) => a + (c.natural - c.min), 0);
  const need = natural - width;
  if (slack >= need)
    return { widths: cols.map((c) => c.natural - ((c.natural - c.min) * need) / slack), overflow: false };
  const min = cols.reduce((a, c) => a + c.min, 0);
  return { widths: cols.map((c) => (c.min * width) / min), overflow: true };
}

function textLine(
  x: number,
  y: number,
  text: string,
  size: number,
  opts: { bold?: boolean; anchor?: 'middle' | 'start'; fill?: string; data?: Record<string, string> },
): string {
  const data = Object.entries(opts.data ?? {})
    .map(([k, v]) => `data-${k}="${escapeXml(v)}"`)
    .join(' ');
  return svgText(x, y, text, {
    size,
    face: opts.bold ? 'bold' : 'regular',
    anchor: opts.anchor,
    fill: opts.fill ?? '#111111',
    attrs: data,
  });
}

/**
 * A table as strips: a group heading over the result columns where there is one, the header row, then
 * one strip per row with alternate rows shaded and every cell centred or left-aligned as its column says.
 */
export function tableStrips(
  t: TableEl,
  width: number,
  st: AidStyle,
  m: TextMeasure,
): { strips: Strip[]; overflow: boolean } {
  const { widths, overflow } = columnWidths(t, width, st, m);
  const xs = [0];
  for (const w of widths) xs.push(xs[xs.length - 1] + w);
  const { cell, header } = st;
  const lineStep = (size: number) => size * cell.lineHeight;
  const strips: Strip[] = [];
  const headers: Strip[] = [];

  if (t.group) {
    const gx = xs[1];
    const groupLines = wrapText(t.group, width - gx - 2 * cell.padX + 0.5, header.size, m, 'bold');
    const h = groupLines.length * lineStep(header.size) + 2 * cell.padY - (lineStep(header.size) - header.size);
    headers.push({
      height: h,
      keepWithNext: true,
      draw: (x, y) =>
        rect(x, y, width, h, `fill="${header.fill}"`) +
        rect(x + gx, y, width - gx, h, `fill="${header.group}"`) +
        groupLines
          .map((l, k) =>
            textLine(
              x + gx + (width - gx) / 2,
              y + cell.padY + header.size * 0.8 + k * lineStep(header.size),
              l,
              header.size,
              { bold: true, anchor: 'middle', fill: header.text },
            ),
          )
          .join(''),
    });
  }
  const headerLines = t.columns.map((c, j) =>
    wrapText(c.label, widths[j] - 2 * cell.padX + 0.5, header.size, m, 'bold'),
  );
  const headerRows = Math.max(...headerLines.map((l) => l.length));
  const hh = headerRows * lineStep(header.size) + 2 * cell.padY;
  headers.push({
    height: hh,
    keepWithNext: true,
    draw: (x, y) => {
      const out = [rect(x, y, width, hh, `fill="${header.fill}"`)];
      headerLines.forEach((lines, j) => {
        const top = y + (hh - lines.length * lineStep(header.size)) / 2 + header.size * 0.82;
        const col = t.columns[j];
        const tx = col.align === 'center' ? x + xs[j] + widths[j] / 2 : x + xs[j] + cell.padX;
        lines.forEach((l, k) =>
          out.push(
            textLine(tx, top + k * lineStep(header.size), l, header.size, {
              bold: true,
              anchor: col.align === 'center' ? 'middle' : 'start',
              fill: header.text,
            }),
          ),
        );
        if (j > 0) out.push(line(x + xs[j], y, x + xs[j], y + hh, 'stroke="#ffffff" stroke-width="0.4"'));
      });
      return out.join('');
    },
  });
  strips.push(...headers);

  t.rows.forEach((row, i) => {
    const swatches = t.columns.map((_, j) => swatchBox(row.cells[j], st));
    const lines = t.columns.map((c, j) => {
      const text = row.cells[j]?.text ?? '';
      const room = widths[j] - 2 * cell.padX - swatches[j].indent + 0.5;
      return c.wrap ? wrapText(text, room, cell.size, m, c.rowHeader ? 'bold' : 'regular') : [text];
    });
    const n = Math.max(...lines.map((l) => l.length));
    const h = n * lineStep(cell.size) + 2 * cell.padY;
    const last = i === t.rows.length - 1;
    strips.push({
      height: h,
      repeat: headers,
      draw: (x, y) => {
        const out: string[] = [];
        const fill = row.dark ? cell.dark : i % 2 === 1 ? cell.shade : '#ffffff';
        out.push(rect(x, y, width, h, `fill="${fill}"`));
        lines.forEach((ls, j) => {
          const col = t.columns[j];
          const top = y + (h - ls.length * lineStep(cell.size)) / 2 + cell.size * 0.8;
          const sw = swatches[j];
          const left = x + xs[j] + cell.padX;
          const tx = col.align === 'center' ? x + xs[j] + (widths[j] + sw.indent) / 2 : left + sw.indent;
          const svg = row.cells[j]?.swatch?.svg;
          if (svg) {
            // Centred on the text beside it, so a name wrapped to two lines has its swatch between them.
            const mid = top - cell.size * 0.26 + ((ls.length - 1) * lineStep(cell.size)) / 2;
            const face: FontFace = col.rowHeader ? 'bold' : 'regular';
            const textWidth = Math.max(...ls.map((l) => m.width(l, cell.size, face)));
            const sx = col.align === 'center' ? tx - textWidth / 2 - sw.indent : left;
            out.push(placedSwatch(svg, sx, mid - sw.height / 2, sw.width, sw.height));
          }
          const data = row.cells[j]?.data;
          ls.forEach((l, k) =>
            out.push(
              textLine(tx, top + k * lineStep(cell.size), l, cell.size, {
                bold: col.rowHeader,
                anchor: col.align === 'center' ? 'middle' : 'start',
                data: k === 0 && ls.length === 1 ? data : data && { ...data, line: String(k) },
              }),
            ),
          );
          if (j > 0) out.push(line(x + xs[j], y, x + xs[j], y + h, `stroke="${cell.rule}" stroke-width="0.35"`));
        });
        out.push(line(x, y, x, y + h, `stroke="${cell.rule}" stroke-width="0.5"`));
        out.push(line(x + width, y, x + width, y + h, `stroke="${cell.rule}" stroke-width="0.5"`));
        out.push(line(x, y + h, x + width, y + h, `stroke="${cell.rule}" stroke-width="${last ? 0.7 : 0.25}"`));
        return out.join('');
      },
    });
  });
  return { strips, overflow };
}
