import type { Rect } from '../geometry/point.js';
import type { Page } from './scene.js';
import { pdfFontFor } from './fonts.js';
import { glyphMeasure } from './text-measure.js';
import { parseItemXml, type XmlElement } from './pdf/xml-tree.js';
import { multiply, parseTransform, type Matrix } from './pdf/svg-transform.js';
import { INITIAL_STYLE, styleOf, type SvgStyle } from './pdf/svg-style.js';
import { viewportMatrix } from './pdf/svg-to-pdf-content.js';
import { MIN_MARGIN_PT } from './paper.js';

/** One line of text as printed: its box on the page in pt (y down) and its type size. */
export interface PlacedText extends Rect {
  text: string;
  size: number;
}

/** What a layout manifest records of one printed page. */
export interface PageTextLayout {
  page: number;
  /** Share of the printable area (the page inside the least margin) that the content's bounding box covers. */
  used: number;
  texts: PlacedText[];
  /** Pairs of texts (indices into `texts`) whose boxes overlap: one prints over the other. */
  overlaps: [number, number][];
  /** Texts cut short with an ellipsis. */
  truncated: number;
}

/** Of a text's size, how far the letters reach above the baseline and below it (DejaVu's caps and descenders). */
const ASCENT = 0.76;
const DESCENT = 0.24;
/** Boxes that touch or share less than this many pt either way do not overprint. */
const OVERLAP_TOLERANCE = 0.3;
/** The footer group: page furniture, left out of the page's used share (the calibration squares count: they print). */
const FURNITURE = /\bfurniture\b/;

const apply = (m: Matrix, x: number, y: number): [number, number] => [
  m[0] * x + m[2] * y + m[4],
  m[1] * x + m[3] * y + m[5],
];

/** The box around a rectangle's four corners once transformed, worked out without arrays: it runs for every text. */
function transformed(m: Matrix, r: Rect): Rect {
  const x1 = r.x + r.width;
  const y1 = r.y + r.height;
  const [ax, ay] = apply(m, r.x, r.y);
  const [bx, by] = apply(m, x1, r.y);
  const [cx, cy] = apply(m, r.x, y1);
  const [dx, dy] = apply(m, x1, y1);
  const x = Math.min(ax, bx, cx, dx);
  const y = Math.min(ay, by, cy, dy);
  return { x, y, width: Math.max(ax, bx, cx, dx) - x, height: Math.max(ay, by, cy, dy) - y };
}

const num = (el: XmlElement, a: string) => {
  const v = Number.parseFloat(el.attrs[a] ?? '');
  return Number.isFinite(v) ? v : 0;
};

interface Walk {
  texts: PlacedText[];
  content: Rect[];
}

/** Whether an element can add nothing to the walk: no text, box or viewport, and nothing inside it. */
const isBareLeaf = (el: XmlElement): boolean =>
  el.name !== 'text' && el.name !== 'rect' && el.name !== 'svg' && el.children.every((c) => typeof c === 'string');

function walk(el: XmlElement, m: Matrix, parent: SvgStyle, furniture: boolean, out: Walk): void {
  // Most of a page's elements are the paths of symbols and outlines: no style or transform is worked out for them.
  if (isBareLeaf(el)) return;
  let s: SvgStyle;
  try {
    s = styleOf(el.attrs, parent);
  } catch {
    s = parent;
  }
  if (!s.display || el.name === 'defs' || el.name === 'clipPath') return;
  const own = el.attrs.transform ? multiply(m, parseTransform(el.attrs.transform)) : m;
  const inFurniture = furniture || FURNITURE.test(el.attrs.class ?? '');
  if (el.name === 'svg') {
    const w = num(el, 'width');
    const h = num(el, 'height');
    if (w > 0 && h > 0) {
      const vp = multiply(own, viewportMatrix(el, num(el, 'x'), num(el, 'y'), w, h));
      for (const c of el.children) if (typeof c !== 'string') walk(c, vp, s, inFurniture, out);
      return;
    }
  }
  if (el.name === 'text') {
    const text = el.children
      .map((c) => (typeof c === 'string' ? c : ''))
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    if (!text) return;
    const width =
      glyphMeasure().width(text, s.fontSize, pdfFontFor(s.fontFamily, s.bold)) + s.letterSpacing * text.length;
    const x =
      num(el, 'x') + num(el, 'dx') - (s.textAnchor === 'middle' ? width / 2 : s.textAnchor === 'end' ? width : 0);
    const shift = s.baseline === 'central' ? 0.346 * s.fontSize : s.baseline === 'middle' ? 0.27 * s.fontSize : 0;
    const baseline = num(el, 'y') + num(el, 'dy') + shift;
    const box = transformed(own, {
      x,
      y: baseline - ASCENT * s.fontSize,
      width,
      height: (ASCENT + DESCENT) * s.fontSize,
    });
    // The size as printed: a counter face drawn at a quarter of its template's size prints its 40 as 10 pt.
    const scale = Math.sqrt(Math.abs(own[0] * own[3] - own[1] * own[2]));
    // Named, not spread: a spread of the box was the walk's costliest line.
    const size = Math.round(s.fontSize * scale * 100) / 100;
    out.texts.push({ x: box.x, y: box.y, width: box.width, height: box.height, text, size });
    if (!inFurniture) out.content.push(box);
    return;
  }
  if (el.name === 'rect' && !inFurniture)
    out.content.push(
      transformed(own, { x: num(el, 'x'), y: num(el, 'y'), width: num(el, 'width'), height: num(el, 'height') }),
    );
  for (const c of el.children) if (typeof c !== 'string') walk(c, own, s, inFurniture, out);
}

/** Every line of text a page prints, with its box, read from the page as the PDF writer draws it. */
function readPage(page: Page): Walk {
  const out: Walk = { texts: [], content: [] };
  for (const layer of page.layers) {
    const k = layer.scale ?? 1;
    const base: Matrix = [k, 0, 0, k, layer.dx ?? 0, layer.dy ?? 0];
    for (const it of layer.items) {
      if (it.kind === 'text') {
        const b = transformed(base, it.box);
        out.texts.push({ x: b.x, y: b.y, width: b.width, height: b.height, text: it.text, size: it.size * k });
        out.content.push(b);
      } else if (it.kind === 'svg') {
        let root: XmlElement | undefined;
        try {
          const doc = parseItemXml(it);
          root =
            doc.name === 'svg'
              ? doc
              : doc.children.find((c): c is XmlElement => typeof c !== 'string' && c.name === 'svg');
        } catch {
          root = undefined;
        }
        if (!root) continue;
        const vp = multiply(base, viewportMatrix(root, it.box.x, it.box.y, it.box.width, it.box.height));
        for (const c of root.children)
          if (typeof c !== 'string') walk(c, vp, styleOf(root.attrs, INITIAL_STYLE), false, out);
      } else out.content.push(transformed(base, it.box));
    }
  }
  return out;
}

/** Pairs of boxes that overlap by more than the tolerance both ways, found by a sweep along x. */
export function overlappingPairs(boxes: readonly Rect[]): [number, number][] {
  const order = boxes.map((_, i) => i).sort((a, b) => boxes[a].x - boxes[b].x);
  const pairs: [number, number][] = [];
  for (let i = 0; i < order.length; i++) {
    const a = boxes[order[i]];
    for (let j = i + 1; j < order.length; j++) {
      const b = boxes[order[j]];
      if (b.x >= a.x + a.width - OVERLAP_TOLERANCE) break;
      const dx = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const dy = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (dx > OVERLAP_TOLERANCE && dy > OVERLAP_TOLERANCE)
        pairs.push([order[i], order[j]].sort((p, q) => p - q) as [number, number]);
    }
  }
  return pairs;
}

const r2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A page's texts and how full it is, for a part's layout manifest: the boxes a test checks for overprinting
 * and truncation, and the used share that tells a near-empty sheet.
 */
export function pageTextLayout(page: Page, index: number): PageTextLayout {
  const { texts, content } = readPage(page);
  const printable = (page.width - 2 * MIN_MARGIN_PT) * (page.height - 2 * MIN_MARGIN_PT);
  // The white ground under the whole sheet is not content.
  const drawn = content.filter((r) => r.width * r.height < 0.9 * page.width * page.height && r.width > 0);
  let used = 0;
  if (drawn.length) {
    const x0 = Math.min(...drawn.map((r) => r.x));
    const y0 = Math.min(...drawn.map((r) => r.y));
    const x1 = Math.max(...drawn.map((r) => r.x + r.width));
    const y1 = Math.max(...drawn.map((r) => r.y + r.height));
    used = Math.min(1, ((x1 - x0) * (y1 - y0)) / printable);
  }
  return {
    page: index + 1,
    used: r2(used),
    texts: texts.map((t) => ({
      text: t.text,
      size: t.size,
      x: r2(t.x),
      y: r2(t.y),
      width: r2(t.width),
      height: r2(t.height),
    })),
    overlaps: overlappingPairs(texts),
    truncated: texts.filter((t) => t.text.endsWith('…')).length,
  };
}

/** A part's pages as its layout manifest records them, with the totals a test asserts on. */
export function textLayoutManifest(pages: readonly Page[]): {
  overlaps: number;
  truncated: number;
  leastUsed: number;
  pages: PageTextLayout[];
} {
  const laid = pages.map((p, i) => pageTextLayout(p, i));
  return {
    overlaps: laid.reduce((n, p) => n + p.overlaps.length, 0),
    truncated: laid.reduce((n, p) => n + p.truncated, 0),
    leastUsed: laid.length ? Math.min(...laid.map((p) => p.used)) : 1,
    pages: laid,
  };
}
