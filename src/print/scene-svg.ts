import { escapeXml } from './escape.js';
import { FONT_FAMILY } from './fonts.js';
import {
  fmt,
  runsOf,
  visibleItems,
  wholePageSvg,
  type MarksItem,
  type Page,
  type Paint,
  type PathItem,
  type SvgItem,
  type TextItem,
} from './scene.js';

const FACE_ATTRS: Record<TextItem['face'], string> = {
  regular: '',
  bold: ' font-weight="bold"',
  condensed: ` font-family="${FONT_FAMILY} Condensed" font-stretch="condensed"`,
  condensedBold: ` font-family="${FONT_FAMILY} Condensed" font-stretch="condensed" font-weight="bold"`,
  condensedOblique: ` font-family="${FONT_FAMILY} Condensed" font-stretch="condensed" font-style="oblique"`,
};

function pathSvg(p: PathItem, d: string): string {
  return `<path d="${d}"${paintAttrs(p)}/>`;
}

function paintAttrs(p: Paint): string {
  let a = ` fill="${p.fill ?? 'none'}"`;
  if (p.fill && p.opacity !== undefined) a += ` fill-opacity="${p.opacity}"`;
  if (p.stroke) {
    a += ` stroke="${p.stroke}" stroke-width="${fmt(p.width ?? 1)}"`;
    if (p.opacity !== undefined) a += ` stroke-opacity="${p.opacity}"`;
    if (p.dash) a += ` stroke-dasharray="${p.dash.map(fmt).join(' ')}"`;
    if (p.cap) a += ` stroke-linecap="${p.cap}"`;
    if (p.join) a += ` stroke-linejoin="${p.join}"`;
  }
  return a;
}

/**
 * A repeated mark: its path once in <defs> (the first time the page meets it), then a <use> at each copy inside a
 * group that carries the paint, which the copies inherit.
 */
function marksSvg(m: MarksItem, ids: Map<string, string>): string {
  let out = '';
  let id = ids.get(m.mark.d);
  if (!id) {
    id = `st-mark-${ids.size + 1}`;
    ids.set(m.mark.d, id);
    out += `<defs><path id="${id}" d="${m.mark.d}"/></defs>`;
  }
  out += `<g${paintAttrs(m)}>`;
  for (const [x, y] of m.at) out += `<use href="#${id}" x="${fmt(x)}" y="${fmt(y)}"/>`;
  return out + '</g>';
}

function textSvg(t: TextItem, pass?: 'halo' | 'fill'): string {
  let a = `<text x="${fmt(t.x)}" y="${fmt(t.y)}" font-size="${fmt(t.size)}"${FACE_ATTRS[t.face]}`;
  if (t.anchor !== 'start') a += ` text-anchor="${t.anchor}"`;
  a += ` fill="${pass === 'halo' ? 'none' : t.fill}"`;
  if (t.halo && pass !== 'fill')
    a += ` stroke="${t.halo}" stroke-width="${fmt(t.size * 0.22)}" stroke-linejoin="round" paint-order="stroke"`;
  if (t.rotate) a += ` transform="rotate(${fmt(t.rotate)} ${fmt(t.x)} ${fmt(t.y)})"`;
  return a + `>${escapeXml(t.text)}</text>`;
}

/** Markup placed into its box: the root's own position and size give way to the box's. */
function nestedSvg(it: SvgItem): string {
  const b = it.box;
  const place = `<svg x="${fmt(b.x)}" y="${fmt(b.y)}" width="${fmt(b.width)}" height="${fmt(b.height)}"`;
  return it.markup
    .replace(/^\s*(<\?xml[^>]*>\s*)?<svg\b/, place)
    .replace(/(<svg [^>]*?)\s(x|y|width|height)="[^"]*"(?=[^>]*>)/, '$1');
}

/** A whole-page SVG item already is a page's SVG; its size in pt makes a viewer open it at print size. */
function withPhysicalSize(markup: string): string {
  return markup.replace(/^<svg([^>]*?) width="([\d.]+)" height="([\d.]+)"/, '<svg$1 width="$2pt" height="$3pt"');
}

/**
 * Writes a page as SVG text; 1 user unit is 1 pt. `physical` gives width and height in pt so a viewer
 * or printer shows the map at its true size; without it the size is unitless, as sharp wants.
 */
export function pageToSvg(page: Page, opts: { physical?: boolean; title?: string } = {}): string {
  const whole = wholePageSvg(page);
  if (whole) return opts.physical ? withPhysicalSize(whole) : whole;
  const unit = opts.physical ? 'pt' : '';
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(page.width)}${unit}" height="${fmt(page.height)}${unit}"` +
      ` viewBox="0 0 ${fmt(page.width)} ${fmt(page.height)}" font-family="${FONT_FAMILY}">`,
  ];
  if (opts.title) out.push(`<title>${escapeXml(opts.title)}</title>`);
  out.push(`<rect x="0" y="0" width="${fmt(page.width)}" height="${fmt(page.height)}" fill="#ffffff"/>`);
  const marks = new Map<string, string>();
  page.layers.forEach((layer, i) => {
    let close = '';
    if (layer.clip) {
      const c = layer.clip;
      out.push(
        `<clipPath id="clip${i}">` +
          `<rect x="${fmt(c.x)}" y="${fmt(c.y)}" width="${fmt(c.width)}" height="${fmt(c.height)}"/></clipPath>` +
          `<g clip-path="url(#clip${i})">`,
      );
      close += '</g>';
    }
    if (layer.scale !== undefined || layer.dx || layer.dy) {
      out.push(`<g transform="translate(${fmt(layer.dx ?? 0)} ${fmt(layer.dy ?? 0)}) scale(${layer.scale ?? 1})">`);
      close = '</g>' + close;
    }
    for (const run of runsOf(visibleItems(layer)))
      if (run.kind === 'text') out.push(textSvg(run.item, run.pass));
      else if (run.kind === 'svg') out.push(nestedSvg(run.item));
      else if (run.kind === 'marks') out.push(marksSvg(run.item, marks));
      else {
        const d = run.items.length === 1 ? run.items[0].d : run.items.map((i) => i.d).join('');
        out.push(pathSvg(run.items[0], d));
      }
    if (close) out.push(close);
  });
  out.push('</svg>');
  return out.join('\n');
}
