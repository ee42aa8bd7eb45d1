import { parseColor, type Rgb } from './css-color.js';
import { UnsupportedSvg } from './unsupported.js';

/** The presentation properties the lean writer draws with, after inheritance. */
export interface SvgStyle {
  fill: Rgb | 'none';
  fillOpacity: number;
  fillRule: 'nonzero' | 'evenodd';
  stroke: Rgb | 'none';
  strokeOpacity: number;
  strokeWidth: number;
  dash: number[] | null;
  dashOffset: number;
  linecap: 0 | 1 | 2;
  linejoin: 0 | 1 | 2;
  miterLimit: number;
  fontFamily: string;
  fontSize: number;
  bold: boolean;
  textAnchor: 'start' | 'middle' | 'end';
  baseline: 'alphabetic' | 'middle' | 'central';
  /** Extra space after each letter, in user units. */
  letterSpacing: number;
  /** Not inherited: the element's own opacity. */
  opacity: number;
  display: boolean;
}

export const INITIAL_STYLE: SvgStyle = {
  fill: [0, 0, 0],
  fillOpacity: 1,
  fillRule: 'nonzero',
  stroke: 'none',
  strokeOpacity: 1,
  strokeWidth: 1,
  dash: null,
  dashOffset: 0,
  linecap: 0,
  linejoin: 0,
  miterLimit: 4,
  fontFamily: 'sans-serif',
  fontSize: 16,
  letterSpacing: 0,
  bold: false,
  textAnchor: 'start',
  baseline: 'alphabetic',
  opacity: 1,
  display: true,
};

/** Properties that change what is drawn and that the lean writer cannot draw: the general converter takes over. */
const UNSUPPORTED = new Set([
  'mask',
  'filter',
  'marker-start',
  'marker-mid',
  'marker-end',
  'word-spacing',
  'text-decoration',
  'writing-mode',
  'paint-order',
  'vector-effect',
  'baseline-shift',
  'font-variant',
  'textLength',
  'rotate',
]);

const number = (name: string, v: string): number => {
  const n = parseFloat(v);
  if (!Number.isFinite(n) || !/^\s*[-+]?[\d.]+(e[-+]?\d+)?(px|pt)?\s*$/i.test(v))
    throw new UnsupportedSvg(`${name}="${v}"`);
  // Sandtable's SVG unit is the point; a "pt" suffix means the same here.
  return n;
};

/** Colours as read, by their text: a sheet repeats a few colours thousands of times. Never changed once read. */
const colours = new Map<string, Rgb | 'none'>();

const paint = (name: string, v: string): Rgb | 'none' => {
  let c = colours.get(v);
  if (c) return c;
  c = parseColor(v);
  if (!c) throw new UnsupportedSvg(`${name}="${v}"`);
  if (colours.size < 10_000) colours.set(v, c);
  return c;
};

function apply(s: SvgStyle, name: string, v: string): void {
  if (v === 'inherit') return;
  switch (name) {
    case 'fill':
      s.fill = paint(name, v);
      break;
    case 'fill-opacity':
      s.fillOpacity = number(name, v);
      break;
    case 'fill-rule':
      s.fillRule = v === 'evenodd' ? 'evenodd' : 'nonzero';
      break;
    case 'stroke':
      s.stroke = paint(name, v);
      break;
    case 'stroke-opacity':
      s.strokeOpacity = number(name, v);
      break;
    case 'stroke-width':
      s.strokeWidth = number(name, v);
      break;
    case 'stroke-dasharray':
      s.dash =
        v === 'none'
          ? null
          : v
              .split(/[\s,]+/)
              .filter(Boolean)
              .map((x) => number(name, x));
      if (s.dash?.every((d) => d === 0)) s.dash = null;
      break;
    case 'stroke-dashoffset':
      s.dashOffset = number(name, v);
      break;
    case 'stroke-linecap':
      s.linecap = v === 'round' ? 1 : v === 'square' ? 2 : 0;
      break;
    case 'stroke-linejoin':
      s.linejoin = v === 'round' ? 1 : v === 'bevel' ? 2 : 0;
      break;
    case 'stroke-miterlimit':
      s.miterLimit = number(name, v);
      break;
    case 'font-family':
      s.fontFamily = v;
      break;
    case 'font-size':
      s.fontSize = number(name, v);
      break;
    case 'font-weight':
      s.bold = v === 'bold' || v === 'bolder' || Number(v) >= 600;
      break;
    case 'font-style':
      if (v !== 'normal') throw new UnsupportedSvg(`font-style="${v}"`);
      break;
    case 'text-anchor':
      s.textAnchor = v === 'middle' ? 'middle' : v === 'end' ? 'end' : 'start';
      break;
    case 'dominant-baseline':
    case 'alignment-baseline':
      if (v === 'middle' || v === 'central') s.baseline = v;
      else if (v === 'auto' || v === 'alphabetic' || v === 'baseline') s.baseline = 'alphabetic';
      else throw new UnsupportedSvg(`${name}="${v}"`);
      break;
    case 'opacity':
      s.opacity = number(name, v);
      break;
    case 'letter-spacing':
      s.letterSpacing = v === 'normal' ? 0 : number(name, v);
      break;
    case 'clip-path':
      break;
    case 'display':
      s.display = v !== 'none';
      break;
    case 'visibility':
      if (v !== 'visible') s.display = false;
      break;
    default:
      if (UNSUPPORTED.has(name)) throw new UnsupportedSvg(`${name}`);
  }
}

/**
 * Each element's style as last worked out, with the parent style it was worked out under. The PDF writer and the
 * text layout manifest walk the same parsed trees (parseItemXml) from the same initial style, so the second walk
 * finds every style the first made; a style is never changed once made.
 */
const styles = new WeakMap<Record<string, string>, { parent: SvgStyle; style: SvgStyle }>();

/** The style of an element: its parent's inherited properties, then its attributes, then its style="". */
export function styleOf(attrs: Record<string, string>, parent: SvgStyle): SvgStyle {
  const known = styles.get(attrs);
  if (known?.parent === parent) return known.style;
  const style = ownStyle(attrs, parent);
  styles.set(attrs, { parent, style });
  return style;
}

/** The attributes apply() reads into a style; any other attribute is either unsupported or changes nothing. */
const STYLE_NAMES = new Set([
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-opacity',
  'stroke-width',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'opacity',
  'letter-spacing',
  'display',
  'visibility',
]);

function ownStyle(attrs: Record<string, string>, parent: SvgStyle): SvgStyle {
  // Made only when an attribute sets something: most of a sheet's elements are paths whose d, x or transform style
  // nothing, and a copy of the parent for each was a large share of a PDF's drawing.
  let s: SvgStyle | undefined;
  for (const k in attrs) {
    if (!STYLE_NAMES.has(k)) {
      if (UNSUPPORTED.has(k) && attrs[k].trim() !== 'inherit') throw new UnsupportedSvg(`${k}`);
      continue;
    }
    apply((s ??= { ...parent, opacity: 1, display: true }), k, attrs[k].trim());
  }
  if (attrs.style) {
    s ??= { ...parent, opacity: 1, display: true };
    for (const decl of attrs.style.split(';')) {
      const i = decl.indexOf(':');
      if (i > 0) apply(s, decl.slice(0, i).trim(), decl.slice(i + 1).trim());
    }
  }
  // Opacity and display are not inherited: a parent that sets neither is the style itself.
  if (!s) s = parent.opacity === 1 && parent.display ? parent : { ...parent, opacity: 1, display: true };
  return s;
}
