import { escapeXml } from './escape.js';
import { forbiddenCharacter } from '../load/text-characters.js';
import { parseXml, type XmlElement, type XmlNode } from './pdf/xml-tree.js';
import { parsePathData } from './pdf/svg-path-data.js';

/**
 * Drawing elements, kept with their children. Anything else is dropped with everything inside it: script,
 * foreignObject (HTML, with its own scripts and frames), image and feImage (they fetch files), a (links),
 * animate and set (they can rewrite an href after the check), style (its rules reach the whole sheet the mark
 * is drawn on, and CSS can fetch in more ways than any check keeps up with), pattern and marker (a tiny tile
 * or a marker on every vertex multiplies a small file into hours of drawing), and whatever SVG adds next.
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
  'linearGradient',
  'radialGradient',
  'stop',
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
 * The functions a value may call: colours and transforms. image-set(), image(), cross-fade(), element(), src(),
 * var() and whatever CSS adds next can fetch or reach outside, so a value calling anything else is dropped.
 */
const FUNCTIONS = new Set([
  'url',
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'translate',
  'rotate',
  'scale',
  'matrix',
  'skewx',
  'skewy',
]);

function callsOnlyKnownFunctions(value: string): boolean {
  const call = /([a-z_-][\w-]*)?\s*\(/gi;
  for (let m = call.exec(value); m; m = call.exec(value)) if (!FUNCTIONS.has((m[1] ?? '').toLowerCase())) return false;
  return true;
}

/**
 * Whether a value is safe to keep: every url(…) in it points inside the document, it calls no function but
 * colours and transforms, and it carries no CSS escape (a backslash can spell "url" or "@import" past any
 * check), no script URL and no CSS expression.
 */
function safeValue(value: string): boolean {
  return (
    !/\\|javascript:|expression\s*\(|@import|behavior\s*:|-moz-binding/i.test(value) &&
    callsOnlyKnownFunctions(value) &&
    urlsAreLocal(value)
  );
}

/** A dash pattern of hairlines turns one stroke into millions of dashes: kept only when it is a real pattern. */
function sensibleDashes(value: string): boolean {
  const n = value.match(/-?[\d.]+(?:e-?\d+)?/gi)?.map(Number) ?? [];
  return n.length <= 20 && n.every((x) => Number.isFinite(x) && x >= 0) && n.reduce((a, b) => a + b, 0) >= 1;
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
      const value = d.slice(colon + 1);
      if (prop === 'stroke-dasharray' && !sensibleDashes(value)) return false;
      return ATTRIBUTES.has(prop) && !prop.startsWith('xmlns') && safeValue(value);
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
    if (name === 'stroke-dasharray' && !sensibleDashes(value)) continue;
    if (safeValue(value)) out[name] = value;
  }
  return out;
}

function sanitizeNode(node: XmlNode): XmlNode | undefined {
  if (typeof node === 'string') return node;
  if (!ELEMENTS.has(node.name)) return undefined;
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
  let root: XmlElement;
  try {
    root = parseXml(text);
  } catch (e) {
    // A character reference past U+10FFFF ("&#x110000;") is no character: said as a reading error like the rest.
    if (e instanceof RangeError) throw new Error(`it refers to a character that does not exist (${e.message})`);
    throw e;
  }
  if (root.name !== 'svg') throw new Error(`the root element is <${root.name}>, not <svg>`);
  const clean = sanitizeNode(root) as XmlElement;
  checkDrawingWork(clean);
  return { attrs: clean.attrs, inner: clean.children.map(serialize).join('').trim() };
}

/**
 * What one insignia may ask the PDF writer and the rasteriser to draw, on every card: elements and path
 * coordinates counted as drawn, each <use> and url(#id) counting its target again, and text. The bundled
 * marks use under 10 elements and 100 coordinates; a mark a hundred times richer still fits.
 */
export const SVG_BUDGET = { elements: 2_000, numbers: 20_000, text: 2_000, crossings: 5_000 } as const;

/** A drawing past SVG_BUDGET, or one that cannot be drawn at all (a <use> of itself). */
export class SvgTooCostly extends Error {}

interface Work {
  elements: number;
  numbers: number;
  text: number;
  /** Edge crossings a rasteriser can expect (see crossingsOf): its work grows with their square, not the size. */
  crossings: number;
}

/**
 * The edge crossings one path or polygon asks the rasteriser to resolve, estimated from its edges: n edges of total
 * length L scattered over an area A cross about L² / (πA) times (Buffon). A traced outline of 2,000 short edges
 * crosses itself a few dozen times; issue 25's 205 KB mark, 20,000 coordinates zig-zagging across the box, about
 * nine million times, and librsvg took minutes a card. Curves count by their control polygon.
 */
function crossingsOf(points: [number, number][][]): number {
  let length = 0;
  let edges = 0;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const run of points)
    for (let i = 0; i < run.length; i++) {
      const [x, y] = run[i]!;
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
      if (i) {
        length += Math.hypot(x - run[i - 1]![0], y - run[i - 1]![1]);
        edges++;
      }
    }
  const area = Math.max(1, (x1 - x0) * (y1 - y0));
  // n edges cross at most n(n-1)/2 times: a long straight line in a thin box crosses nothing.
  const most = (edges * (edges - 1)) / 2;
  return Number.isFinite(length) ? Math.min(most, (length * length) / (Math.PI * area)) : Infinity;
}

/** A `d` or `points` attribute as runs of points (its control polygon); [] where it does not parse. */
function pointRuns(name: string, value: string): [number, number][][] {
  if (name === 'points') {
    const n = (value.match(/[-+]?(?:\d*\.\d+|\d+)(?:e[-+]?\d+)?/gi) ?? []).map(Number);
    const run: [number, number][] = [];
    for (let i = 0; i + 1 < n.length; i += 2) run.push([n[i]!, n[i + 1]!]);
    return [run];
  }
  let ops: ReturnType<typeof parsePathData>;
  try {
    ops = parsePathData(value);
  } catch {
    return [];
  }
  const runs: [number, number][][] = [];
  let run: [number, number][] = [];
  for (const op of ops) {
    if (op[0] === 'M') {
      if (run.length) runs.push(run);
      run = [[op[1], op[2]]];
    } else if (op[0] === 'L') run.push([op[1], op[2]]);
    else if (op[0] === 'C') run.push([op[1], op[2]], [op[3], op[4]], [op[5], op[6]]);
    else if (run.length) run.push(run[0]!);
  }
  if (run.length) runs.push(run);
  return runs;
}

const REF = /url\(\s*['"]?#([^'")\s]+)/g;

/**
 * Counts the drawing as a renderer expands it, refusing it once a count passes the budget: a 2.4 KB chain of
 * <use> doubling at each level is a billion elements drawn, though the file holds fifty.
 */
function checkDrawingWork(root: XmlElement): void {
  const ids = new Map<string, XmlElement>();
  const index = (el: XmlElement) => {
    if (el.attrs.id && !ids.has(el.attrs.id)) ids.set(el.attrs.id, el);
    for (const c of el.children) if (typeof c !== 'string') index(c);
  };
  index(root);
  const done = new Map<XmlElement, Work>();
  const open = new Set<XmlElement>();
  const over = (w: Work) =>
    w.elements > SVG_BUDGET.elements ||
    w.numbers > SVG_BUDGET.numbers ||
    w.text > SVG_BUDGET.text ||
    w.crossings > SVG_BUDGET.crossings;
  const add = (a: Work, b: Work) => {
    a.elements += b.elements;
    a.numbers += b.numbers;
    a.text += b.text;
    a.crossings += b.crossings;
    // Stop counting once past the budget: the sums could otherwise outgrow any number.
    if (over(a)) throw new SvgTooCostly(costlyWords(a));
  };
  const cost = (el: XmlElement): Work => {
    const known = done.get(el);
    if (known) return known;
    if (open.has(el)) throw new SvgTooCostly(`<${el.name} id="${el.attrs.id}"> refers back to itself through <use>`);
    open.add(el);
    const w: Work = { elements: 1, numbers: 0, text: 0, crossings: 0 };
    for (const [name, value] of Object.entries(el.attrs)) {
      const bad = forbiddenCharacter(value);
      if (bad) throw new SvgTooCostly(`the attribute ${name} holds the character ${bad.code}`);
      if (name === 'd' || name === 'points') {
        w.numbers += value.match(/[-+]?(?:\d*\.\d+|\d+)(?:e[-+]?\d+)?/gi)?.length ?? 0;
        // Counted only once the coordinates are within budget: parsing is then cheap.
        if (w.numbers <= SVG_BUDGET.numbers) w.crossings += crossingsOf(pointRuns(name, value));
      }
      const targets =
        name === 'href' || name === 'xlink:href' ? [value.slice(1)] : [...value.matchAll(REF)].map((m) => m[1]);
      for (const id of targets) {
        const target = ids.get(id);
        if (target) add(w, cost(target));
      }
    }
    for (const c of el.children) {
      if (typeof c === 'string') {
        const bad = forbiddenCharacter(c);
        if (bad) throw new SvgTooCostly(`its text holds the character ${bad.code}`);
        add(w, { elements: 0, numbers: 0, text: c.trim().length, crossings: 0 });
      } else add(w, cost(c));
    }
    open.delete(el);
    done.set(el, w);
    return w;
  };
  if (over(cost(root))) throw new SvgTooCostly(costlyWords(cost(root)));
}

function costlyWords(w: Work): string {
  const n = (x: number) => x.toLocaleString('en');
  if (w.elements > SVG_BUDGET.elements)
    return (
      `draws more than ${n(SVG_BUDGET.elements)} elements once its <use> are expanded; ` +
      `an insignia may draw at most ${n(SVG_BUDGET.elements)}`
    );
  if (w.numbers > SVG_BUDGET.numbers)
    return `draws more than ${n(SVG_BUDGET.numbers)} path coordinates once its <use> are expanded; at most that`;
  if (w.crossings > SVG_BUDGET.crossings)
    return (
      `draws paths whose edges cross each other about ${n(Math.round(w.crossings))} times, ` +
      `which takes the rasteriser seconds to minutes on every card; at most ${n(SVG_BUDGET.crossings)}: ` +
      'draw it with fewer, shorter edges'
    );
  return `draws more than ${n(SVG_BUDGET.text)} characters of text; at most that`;
}
