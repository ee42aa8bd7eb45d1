import { pdfFontFor } from '../fonts.js';
import { num } from './pdf-writer.js';
import type { Rgb } from './css-color.js';
import { parsePathData, type PathOp } from './svg-path-data.js';
import { parseTransform, type Matrix } from './svg-transform.js';
import { INITIAL_STYLE, styleOf, type SvgStyle } from './svg-style.js';
import type { XmlElement } from './xml-tree.js';
import { UnsupportedSvg } from './unsupported.js';
import type { PdfResources } from './pdf-resources.js';
import type { Rect } from '../../geometry/point.js';

const IGNORED = new Set(['title', 'desc', 'metadata']);
const KAPPA = 0.5522847498;

const rgb = (c: Rgb) => c.map((v) => num(v)).join(' ');
const attrNum = (el: XmlElement, name: string, fallback = 0): number => {
  const v = el.attrs[name];
  if (v === undefined) return fallback;
  const n = parseFloat(v);
  if (!Number.isFinite(n) || /%|em|ex|in|cm|mm/.test(v)) throw new UnsupportedSvg(`${name}="${v}" on <${el.name}>`);
  return n;
};

/** Matrices keep 6 decimals: a scale rounded to 3 would shift a counter's far edge by a visible amount. */
const matrixText = (m: Matrix) =>
  m.map((v) => (Number.isInteger(v) ? String(v) : v.toFixed(6).replace(/\.?0+$/, ''))).join(' ');

function pathOps(ops: PathOp[]): string {
  let out = '';
  for (const o of ops) {
    if (o[0] === 'M') out += `${num(o[1])} ${num(o[2])} m\n`;
    else if (o[0] === 'L') out += `${num(o[1])} ${num(o[2])} l\n`;
    else if (o[0] === 'C') out += `${num(o[1])} ${num(o[2])} ${num(o[3])} ${num(o[4])} ${num(o[5])} ${num(o[6])} c\n`;
    else out += 'h\n';
  }
  return out;
}

function ellipseOps(cx: number, cy: number, rx: number, ry: number): string {
  const kx = rx * KAPPA,
    ky = ry * KAPPA;
  return pathOps([
    ['M', cx + rx, cy],
    ['C', cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry],
    ['C', cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy],
    ['C', cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry],
    ['C', cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy],
    ['Z'],
  ]);
}

function rectOps(x: number, y: number, w: number, h: number, rxIn: number, ryIn: number): string {
  if (!rxIn && !ryIn) return `${num(x)} ${num(y)} ${num(w)} ${num(h)} re\n`;
  const rx = Math.min(rxIn || ryIn, w / 2),
    ry = Math.min(ryIn || rxIn, h / 2);
  const kx = rx * KAPPA,
    ky = ry * KAPPA;
  return pathOps([
    ['M', x + rx, y],
    ['L', x + w - rx, y],
    ['C', x + w - rx + kx, y, x + w, y + ry - ky, x + w, y + ry],
    ['L', x + w, y + h - ry],
    ['C', x + w, y + h - ry + ky, x + w - rx + kx, y + h, x + w - rx, y + h],
    ['L', x + rx, y + h],
    ['C', x + rx - kx, y + h, x, y + h - ry + ky, x, y + h - ry],
    ['L', x, y + ry],
    ['C', x, y + ry - ky, x + rx - kx, y, x + rx, y],
    ['Z'],
  ]);
}

function points(el: XmlElement): number[] {
  const p = (el.attrs.points ?? '')
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  if (p.some((n) => !Number.isFinite(n))) throw new UnsupportedSvg(`points on <${el.name}>`);
  return p;
}

/** Viewport transform of an <svg> element: viewBox to x/y/width/height, per preserveAspectRatio. */
export function viewportMatrix(el: XmlElement, x: number, y: number, w: number, h: number): Matrix {
  const vb = el.attrs.viewBox
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (!vb) return [1, 0, 0, 1, x, y];
  if (vb.length !== 4 || vb.some((n) => !Number.isFinite(n)) || vb[2] <= 0 || vb[3] <= 0)
    throw new UnsupportedSvg(`viewBox="${el.attrs.viewBox}"`);
  const par = (el.attrs.preserveAspectRatio ?? 'xMidYMid meet').trim();
  let sx = w / vb[2],
    sy = h / vb[3];
  let tx = x,
    ty = y;
  if (par !== 'none') {
    const m = par.match(/^(xMin|xMid|xMax)(YMin|YMid|YMax)(?:\s+(meet|slice))?$/);
    if (!m) throw new UnsupportedSvg(`preserveAspectRatio="${par}"`);
    const s = m[3] === 'slice' ? Math.max(sx, sy) : Math.min(sx, sy);
    sx = sy = s;
    const fx = m[1] === 'xMin' ? 0 : m[1] === 'xMid' ? 0.5 : 1;
    const fy = m[2] === 'YMin' ? 0 : m[2] === 'YMid' ? 0.5 : 1;
    tx += (w - vb[2] * s) * fx;
    ty += (h - vb[3] * s) * fy;
  }
  return [sx, 0, 0, sy, tx - vb[0] * sx, ty - vb[1] * sy];
}

/** A shape element's outline as path operators; '' for a shape with nothing to draw, undefined for a non-shape. */
function geometry(el: XmlElement): string | undefined {
  switch (el.name) {
    case 'path':
      return el.attrs.d?.trim() ? pathOps(parsePathData(el.attrs.d)) : '';
    case 'rect': {
      const w = attrNum(el, 'width'),
        h = attrNum(el, 'height');
      return w > 0 && h > 0
        ? rectOps(attrNum(el, 'x'), attrNum(el, 'y'), w, h, attrNum(el, 'rx'), attrNum(el, 'ry'))
        : '';
    }
    case 'circle': {
      const r = attrNum(el, 'r');
      return r > 0 ? ellipseOps(attrNum(el, 'cx'), attrNum(el, 'cy'), r, r) : '';
    }
    case 'ellipse': {
      const rx = attrNum(el, 'rx'),
        ry = attrNum(el, 'ry');
      return rx > 0 && ry > 0 ? ellipseOps(attrNum(el, 'cx'), attrNum(el, 'cy'), rx, ry) : '';
    }
    case 'line':
      return (
        `${num(attrNum(el, 'x1'))} ${num(attrNum(el, 'y1'))} m ` +
        `${num(attrNum(el, 'x2'))} ${num(attrNum(el, 'y2'))} l\n`
      );
    case 'polyline':
    case 'polygon': {
      const p = points(el);
      if (p.length < 4) return '';
      const ops: PathOp[] = [['M', p[0], p[1]]];
      for (let i = 2; i + 1 < p.length; i += 2) ops.push(['L', p[i], p[i + 1]]);
      if (el.name === 'polygon') ops.push(['Z']);
      return pathOps(ops);
    }
    default:
      return undefined;
  }
}

/** A property given in a style="" attribute, for the few read outside the style cascade. */
function styleValue(style: string | undefined, name: string): string | undefined {
  if (!style) return undefined;
  for (const decl of style.split(';')) {
    const i = decl.indexOf(':');
    if (i > 0 && decl.slice(0, i).trim() === name) return decl.slice(i + 1).trim();
  }
  return undefined;
}

/** Turns one SVG element tree into PDF content-stream operators, in the SVG's own y-down coordinates. */
export class ContentBuilder {
  out: string[] = [];
  constructor(private res: PdfResources) {}

  /** Clip paths by id, from every <clipPath> of the document being drawn. */
  private clips = new Map<string, XmlElement>();

  /** Sets colours and line state; returns the painting operator, or undefined when nothing would show. */
  private paint(s: SvgStyle, closedShape = true): string | undefined {
    const fillA = s.fillOpacity * s.opacity,
      strokeA = s.strokeOpacity * s.opacity;
    const fill = closedShape && s.fill !== 'none' && fillA > 0;
    const stroke = s.stroke !== 'none' && s.strokeWidth > 0 && strokeA > 0;
    if (!fill && !stroke) return undefined;
    if ((fill && fillA < 1) || (stroke && strokeA < 1))
      this.out.push(`/${this.res.state(fill ? fillA : 1, stroke ? strokeA : 1)} gs\n`);
    if (fill) this.out.push(`${rgb(s.fill as Rgb)} rg\n`);
    if (stroke) {
      this.out.push(
        `${rgb(s.stroke as Rgb)} RG ${num(s.strokeWidth)} w ${s.linecap} J ${s.linejoin} j ${num(s.miterLimit)} M\n`,
      );
      if (s.dash)
        this.out.push(
          `[${(s.dash.length % 2 ? [...s.dash, ...s.dash] : s.dash).map(num).join(' ')}] ${num(s.dashOffset)} d\n`,
        );
    }
    const even = s.fillRule === 'evenodd' ? '*' : '';
    return fill && stroke ? `B${even}` : fill ? `f${even}` : 'S';
  }

  private shape(geometry: string, s: SvgStyle, closed = true): void {
    this.out.push('q\n');
    const op = this.paint(s, closed);
    if (op) this.out.push(geometry, op, '\nQ\n');
    else this.out.pop();
  }

  private text(el: XmlElement, s: SvgStyle): void {
    if (el.children.some((c) => typeof c !== 'string'))
      throw new UnsupportedSvg('<tspan> and other elements inside <text>');
    for (const a of ['x', 'y', 'dx', 'dy'])
      if (el.attrs[a] && /[\s,]/.test(el.attrs[a].trim())) throw new UnsupportedSvg(`a list of positions in ${a}`);
    const text = (el.children as string[]).join('').replace(/\s+/g, ' ').trim();
    if (!text) return;
    const f = this.res.font(pdfFontFor(s.fontFamily, s.bold));
    let width = 0;
    let hex = '';
    for (const ch of text) {
      const g = this.res.glyph(f, ch);
      width += g.adv * s.fontSize + s.letterSpacing;
      hex += g.hex;
    }
    const x =
      attrNum(el, 'x') +
      attrNum(el, 'dx') -
      (s.textAnchor === 'middle' ? width / 2 : s.textAnchor === 'end' ? width : 0);
    const y =
      attrNum(el, 'y') +
      attrNum(el, 'dy') +
      (s.baseline === 'central' ? 0.346 * s.fontSize : s.baseline === 'middle' ? 0.27 * s.fontSize : 0);
    this.out.push('q\n');
    const op = this.paint(s);
    if (!op) {
      this.out.pop();
      return;
    }
    const mode = op.startsWith('B') ? 2 : op === 'S' ? 1 : 0;
    // Tc adds the spacing after every letter, as SVG's letter-spacing does; the width above counts it too.
    const spacing = s.letterSpacing ? `${num(s.letterSpacing)} Tc ` : '';
    this.out.push(
      `BT /${f.name} ${num(s.fontSize)} Tf ${spacing}${mode} Tr 1 0 0 -1 ${num(x)} ${num(y)} Tm <${hex}> Tj ET\nQ\n`,
    );
  }

  /** Draws children of a container element. */
  private children(el: XmlElement, s: SvgStyle): void {
    for (const c of el.children) if (typeof c !== 'string') this.element(c, s);
  }

  element(el: XmlElement, parent: SvgStyle): void {
    if (IGNORED.has(el.name)) return;
    const s = styleOf(el.attrs, parent);
    if (!s.display) return;
    const transform = el.attrs.transform ? parseTransform(el.attrs.transform) : undefined;
    const clip = this.clipOps(el.attrs['clip-path'] ?? styleValue(el.attrs.style, 'clip-path'));
    const open = transform || clip ? `q ${transform ? matrixText(transform) + ' cm\n' : ''}${clip}` : '';
    if (open) this.out.push(open);
    switch (el.name) {
      case 'g':
        if (s.opacity < 1) throw new UnsupportedSvg('group opacity');
        this.children(el, s);
        break;
      case 'svg':
        this.nestedSvg(el, s);
        break;
      case 'defs':
        for (const c of el.children)
          if (typeof c !== 'string' && c.name !== 'clipPath') throw new UnsupportedSvg(`<${c.name}> in <defs>`);
        break;
      case 'clipPath':
        break;
      case 'path':
      case 'rect':
      case 'circle':
      case 'ellipse':
      case 'line':
      case 'polyline':
      case 'polygon': {
        const g = geometry(el);
        if (g) this.shape(g, s, el.name !== 'line');
        break;
      }
      case 'text':
        this.text(el, s);
        break;
      case 'image':
        this.image(el);
        break;
      default:
        throw new UnsupportedSvg(`<${el.name}>`);
    }
    if (open) this.out.push('Q\n');
  }

  /**
   * A PNG or JPEG given inline (the template helper {{image}} writes it so), fitted into its box keeping its
   * proportions, centred (SVG's default preserveAspectRatio). An image fetched from a file or URL is never drawn.
   */
  private image(el: XmlElement): void {
    const href = el.attrs.href ?? el.attrs['xlink:href'] ?? '';
    const img = this.res.image(href);
    const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((a) => attrNum(el, a, NaN));
    if (![x, y, w, h].every(Number.isFinite)) throw new UnsupportedSvg('an <image> without x, y, width and height');
    const par = (el.attrs.preserveAspectRatio ?? 'xMidYMid meet').trim();
    let [dw, dh] = [w, h];
    if (par !== 'none') {
      const k = Math.min(w / img.width, h / img.height);
      [dw, dh] = [img.width * k, img.height * k];
    }
    const dx = x + (w - dw) / 2;
    const dy = y + (h - dh) / 2;
    // The image space is the unit square, y up; the page is drawn y down.
    this.out.push(`q ${num(dw)} 0 0 ${num(-dh)} ${num(dx)} ${num(dy + dh)} cm /${img.name} Do Q\n`);
  }

  /** Clip operators for clip-path="url(#id)": the union of the clip path's shapes, in the element's space. */
  private clipOps(ref: string | undefined): string {
    if (!ref || ref === 'none') return '';
    const id = ref.match(/^url\(\s*#([^)\s]+)\s*\)$/)?.[1];
    const clip = id ? this.clips.get(id) : undefined;
    if (!clip) throw new UnsupportedSvg(`clip-path="${ref}"`);
    if (clip.attrs.clipPathUnits === 'objectBoundingBox') throw new UnsupportedSvg('clipPathUnits="objectBoundingBox"');
    let ops = '';
    for (const c of clip.children) {
      if (typeof c === 'string') continue;
      if (c.attrs.transform) throw new UnsupportedSvg('a transform inside <clipPath>');
      const g = geometry(c);
      if (g === undefined) throw new UnsupportedSvg(`<${c.name}> inside <clipPath>`);
      ops += g;
    }
    // An empty clip path hides the element entirely, as SVG says.
    return ops ? `${ops}W n\n` : '0 0 m h W n\n';
  }

  private collectClips(el: XmlElement): void {
    for (const c of el.children) {
      if (typeof c === 'string') continue;
      if (c.name === 'clipPath' && c.attrs.id) this.clips.set(c.attrs.id, c);
      else this.collectClips(c);
    }
  }

  /**
   * An <svg> root drawn into a box of a y-down page, as a nested viewport (clipped to the box). `mayClip` false says
   * the markup has no <clipPath> anywhere, so the tree is not walked a second time to find none (a sheet's tree has
   * thousands of elements, and most sheets clip nothing).
   */
  placed(root: XmlElement, box: Rect, mayClip = true): string {
    if (root.name !== 'svg') throw new UnsupportedSvg(`a root <${root.name}>`);
    if (mayClip) this.collectClips(root);
    const { x, y, width, height } = box;
    this.out.push(`q\n${num(x)} ${num(y)} ${num(width)} ${num(height)} re W n\n`);
    this.out.push(`${matrixText(viewportMatrix(root, x, y, width, height))} cm\n`);
    this.children(root, styleOf(root.attrs, INITIAL_STYLE));
    this.out.push('Q\n');
    return this.out.join('');
  }

  private nestedSvg(el: XmlElement, s: SvgStyle): void {
    const x = attrNum(el, 'x'),
      y = attrNum(el, 'y');
    const w = attrNum(el, 'width', NaN),
      h = attrNum(el, 'height', NaN);
    if (!Number.isFinite(w) || !Number.isFinite(h)) throw new UnsupportedSvg('a nested <svg> without width and height');
    this.out.push('q\n');
    // SVG clips a nested viewport to its box unless told otherwise.
    if (el.attrs.overflow !== 'visible') this.out.push(`${num(x)} ${num(y)} ${num(w)} ${num(h)} re W n\n`);
    this.out.push(`${matrixText(viewportMatrix(el, x, y, w, h))} cm\n`);
    this.children(el, s);
    this.out.push('Q\n');
  }
}
