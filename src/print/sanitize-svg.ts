import { escapeXml } from './escape.js';
import { parseXml, type XmlElement, type XmlNode } from './pdf/xml-tree.js';

/**
 * Drawing elements, kept with their children. Anything else is dropped with everything inside it: script,
 * foreignObject (HTML, with its own scripts and frames), image and feImage (they fetch files), a (links),
 * animate and set (they can rewrite an href after the check), and whatever SVG adds next.
 */
const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'clipPath',
  'mask',
  'marker',
  'pattern',
  'linearGradient',
  'radialGradient',
  'stop',
  'style',
]);

/** Geometry and presentation. Event handlers (on*) and anything not listed are dropped. */
const ATTRIBUTES = new Set([
  'id',
  'class',
  'style',
  'transform',
  'viewBox',
  'preserveAspectRatio',
  'version',
  'xmlns',
  'xmlns:xlink',
  'xml:space',
  'data-corner',
  'href',
  'xlink:href',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'dx',
  'dy',
  'd',
  'points',
  'width',
  'height',
  'rotate',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'offset',
  'pathLength',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerUnits',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'orient',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-miterlimit',
  'opacity',
  'color',
  'visibility',
  'display',
  'clip-path',
  'clip-rule',
  'mask',
  'marker-start',
  'marker-mid',
  'marker-end',
  'stop-color',
  'stop-opacity',
  'vector-effect',
  'paint-order',
  'shape-rendering',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'letter-spacing',
  'word-spacing',
  'text-decoration',
  'writing-mode',
]);

/** The namespaces an SVG may declare; any other value would only serve content we do not keep. */
const NAMESPACES: Record<string, string> = {
  xmlns: 'http://www.w3.org/2000/svg',
  'xmlns:xlink': 'http://www.w3.org/1999/xlink',
};

/** A reference inside the same document: "#id". */
const LOCAL_REF = /^#[A-Za-z_][\w.-]*$/;

/** Whether every url(…) in a value points inside the document; one that does not read as url(…) does not. */
function urlsAreLocal(value: string): boolean {
  const opening = /url\s*\(/gi;
  for (let m = opening.exec(value); m; m = opening.exec(value)) {
    const close = value.indexOf(')', opening.lastIndex);
    if (close < 0) return false;
    const target = value
      .slice(opening.lastIndex, close)
      .trim()
      .replace(/^(['"])(.*)\1$/, '$2')
      .trim();
    if (!LOCAL_REF.test(target)) return false;
  }
  return true;
}

/**
 * Whether a value is safe to keep: every url(…) in it points inside the document, and it carries no CSS
 * escape (a backslash can spell "url" or "@import" past any check), no script URL and no CSS expression.
 */
function safeValue(value: string): boolean {
  return !/\\|javascript:|expression\s*\(|@import|behavior\s*:|-moz-binding/i.test(value) && urlsAreLocal(value);
}

/** The declarations of a style attribute that are presentation and safe, the rest left out. */
function safeStyle(style: string): string {
  return style
    .split(';')
    .map((d) => d.trim())
    .filter((d) => {
      const colon = d.indexOf(':');
      if (colon <= 0) return false;
      const prop = d.slice(0, colon).trim().toLowerCase();
      return ATTRIBUTES.has(prop) && !prop.startsWith('xmlns') && safeValue(d.slice(colon + 1));
    })
    .join(';');
}

function safeAttributes(attrs: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(attrs)) {
    if (!ATTRIBUTES.has(name)) continue;
    if (name in NAMESPACES) {
      if (value === NAMESPACES[name]) out[name] = value;
      continue;
    }
    if (name === 'href' || name === 'xlink:href') {
      if (LOCAL_REF.test(value.trim())) out[name] = value.trim();
      continue;
    }
    if (name === 'style') {
      const style = safeStyle(value);
      if (style) out[name] = style;
      continue;
    }
    if (safeValue(value)) out[name] = value;
  }
  return out;
}

function textOf(el: XmlElement): string {
  return el.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('');
}

function sanitizeNode(node: XmlNode): XmlNode | undefined {
  if (typeof node === 'string') return node;
  if (!ELEMENTS.has(node.name)) return undefined;
  if (node.name === 'style') {
    const css = textOf(node);
    return safeValue(css) ? { name: 'style', attrs: {}, children: [css] } : undefined;
  }
  return {
    name: node.name,
    attrs: safeAttributes(node.attrs),
    children: node.children.map(sanitizeNode).filter((c): c is XmlNode => c !== undefined),
  };
}

function serialize(node: XmlNode): string {
  if (typeof node === 'string') return escapeXml(node);
  const attrs = Object.entries(node.attrs)
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('');
  return node.children.length
    ? `<${node.name}${attrs}>${node.children.map(serialize).join('')}</${node.name}>`
    : `<${node.name}${attrs}/>`;
}

export interface SafeSvg {
  /** The root element's attributes that survived. */
  attrs: Record<string, string>;
  /** The drawing inside the root, as markup ready to embed in another SVG. */
  inner: string;
}

/**
 * An SVG someone else wrote (a game's insignia), reduced to drawing: rebuilt from an allow-list of elements
 * and attributes, so that what is kept is known rather than what is removed. Scripts, event handlers,
 * foreign HTML, links and references to anything outside the document are gone; a <style> with @import or
 * an outside url() is dropped whole. Throws when the text is not well-formed XML with an <svg> root.
 */
export function sanitizeSvg(text: string): SafeSvg {
  const root = parseXml(text);
  if (root.name !== 'svg') throw new Error(`the root element is <${root.name}>, not <svg>`);
  const clean = sanitizeNode(root) as XmlElement;
  return { attrs: clean.attrs, inner: clean.children.map(serialize).join('').trim() };
}
