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

const baseline = (name: string, v: string): SvgStyle['baseline'] => {
  if (v === 'middle' || v === 'central') return v;
  if (v === 'auto' || v === 'alphabetic' || v === 'baseline') return 'alphabetic';
  throw new UnsupportedSvg(`${name}="${v}"`);
};

/**
 * What each attribute a style reads sets, by its name: the one list of them, so an element whose attributes set
 * nothing keeps its parent's style (ownStyle) and a new one is read wherever it is written. `clip-path` is read as
 * nothing (the clip is the sheet's own), so it is not here: as any name not here, it changes no style.
 */
const SETTERS = new Map<string, (s: SvgStyle, v: string, name: string) => void>([
  ['fill', (s, v, name) => (s.fill = paint(name, v))],
  ['fill-opacity', (s, v, name) => (s.fillOpacity = number(name, v))],
  ['fill-rule', (s, v) => (s.fillRule = v === 'evenodd' ? 'evenodd' : 'nonzero')],
  ['stroke', (s, v, name) => (s.stroke = paint(name, v))],
  ['stroke-opacity', (s, v, name) => (s.strokeOpacity = number(name, v))],
  ['stroke-width', (s, v, name) => (s.strokeWidth = number(name, v))],
  [
    'stroke-dasharray',
    (s, v, name) => {
      const dash =
        v === 'none'
          ? null
          : v
              .split(/[\s,]+/)
              .filter(Boolean)
              .map((x) => number(name, x));
      s.dash = dash?.every((d) => d === 0) ? null : dash;
    },
  ],
  ['stroke-dashoffset', (s, v, name) => (s.dashOffset = number(name, v))],
  ['stroke-linecap', (s, v) => (s.linecap = v === 'round' ? 1 : v === 'square' ? 2 : 0)],
  ['stroke-linejoin', (s, v) => (s.linejoin = v === 'round' ? 1 : v === 'bevel' ? 2 : 0)],
  ['stroke-miterlimit', (s, v, name) => (s.miterLimit = number(name, v))],
  ['font-family', (s, v) => (s.fontFamily = v)],
  ['font-size', (s, v, name) => (s.fontSize = number(name, v))],
  ['font-weight', (s, v) => (s.bold = v === 'bold' || v === 'bolder' || Number(v) >= 600)],
  [
    'font-style',
    (_s, v) => {
      if (v !== 'normal') throw new UnsupportedSvg(`font-style="${v}"`);
    },
  ],
  ['text-anchor', (s, v) => (s.textAnchor = v === 'middle' ? 'middle' : v === 'end' ? 'end' : 'start')],
  ['dominant-baseline', (s, v, name) => (s.baseline = baseline(name, v))],
  ['alignment-baseline', (s, v, name) => (s.baseline = baseline(name, v))],
  ['opacity', (s, v, name) => (s.opacity = number(name, v))],
  ['letter-spacing', (s, v, name) => (s.letterSpacing = v === 'normal' ? 0 : number(name, v))],
  ['display', (s, v) => (s.display = v !== 'none')],
  [
    'visibility',
    (s, v) => {
      if (v !== 'visible') s.display = false;
    },
  ],
]);

function apply(s: SvgStyle, name: string, v: string): void {
  if (v === 'inherit') return;
  const set = SETTERS.get(name);
  if (set) set(s, v, name);
  else if (UNSUPPORTED.has(name)) throw new UnsupportedSvg(`${name}`);
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

function ownStyle(attrs: Record<string, string>, parent: SvgStyle): SvgStyle {
  // Made only when an attribute sets something: most of a sheet's elements are paths whose d, x or transform style
  // nothing, and a copy of the parent for each was a large share of a PDF's drawing.
  let s: SvgStyle | undefined;
  for (const k in attrs) {
    if (!SETTERS.has(k)) {
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
