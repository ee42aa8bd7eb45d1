import { escapeXml } from '../../print/escape.js';
import { FONT_FAMILY } from '../../print/fonts.js';
import { fmt, runsOf, visibleItems, type Page, type PathItem, type TextItem } from './scene.js';

const FACE_ATTRS: Record<TextItem['face'], string> = {
  regular: '',
  bold: ' font-weight="bold"',
  condensed: ` font-family="${FONT_FAMILY} Condensed" font-stretch="condensed"`,
  condensedBold: ` font-family="${FONT_FAMILY} Condensed" font-stretch="condensed" font-weight="bold"`,
};

function pathSvg(p: PathItem, d: string): string {
  let a = `<path d="${d}" fill="${p.fill ?? 'none'}"`;
  if (p.fill && p.opacity !== undefined) a += ` fill-opacity="${p.opacity}"`;
  if (p.stroke) {
    a += ` stroke="${p.stroke}" stroke-width="${fmt(p.width ?? 1)}"`;
    if (p.opacity !== undefined) a += ` stroke-opacity="${p.opacity}"`;
    if (p.dash) a += ` stroke-dasharray="${p.dash.map(fmt).join(' ')}"`;
    if (p.cap) a += ` stroke-linecap="${p.cap}"`;
    if (p.join) a += ` stroke-linejoin="${p.join}"`;
  }
  return a + '/>';
}

function textSvg(t: TextItem): string {
  let a = `<text x="${fmt(t.x)}" y="${fmt(t.y)}" font-size="${fmt(t.size)}"${FACE_ATTRS[t.face]}`;
  if (t.anchor !== 'start') a += ` text-anchor="${t.anchor}"`;
  a += ` fill="${t.fill}"`;
  if (t.halo) a += ` stroke="${t.halo}" stroke-width="${fmt(t.size * 0.22)}" stroke-linejoin="round" paint-order="stroke"`;
  if (t.rotate) a += ` transform="rotate(${fmt(t.rotate)} ${fmt(t.x)} ${fmt(t.y)})"`;
  return a + `>${escapeXml(t.text)}</text>`;
}

/**
 * Writes a page as SVG text; 1 user unit is 1 pt. `physical` gives width and height in pt so a viewer
 * or printer shows the map at its true size; without it the size is unitless, as sharp wants.
 */
export function pageToSvg(page: Page, opts: { physical?: boolean; title?: string } = {}): string {
  const unit = opts.physical ? 'pt' : '';
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(page.width)}${unit}" height="${fmt(page.height)}${unit}" viewBox="0 0 ${fmt(page.width)} ${fmt(page.height)}" font-family="${FONT_FAMILY}">`,
  ];
  if (opts.title) out.push(`<title>${escapeXml(opts.title)}</title>`);
  out.push(`<rect x="0" y="0" width="${fmt(page.width)}" height="${fmt(page.height)}" fill="#ffffff"/>`);
  page.layers.forEach((layer, i) => {
    let close = '';
    if (layer.clip) {
      const c = layer.clip;
      out.push(`<clipPath id="clip${i}"><rect x="${fmt(c.x)}" y="${fmt(c.y)}" width="${fmt(c.width)}" height="${fmt(c.height)}"/></clipPath><g clip-path="url(#clip${i})">`);
      close += '</g>';
    }
    if (layer.scale !== undefined || layer.dx || layer.dy) {
      out.push(`<g transform="translate(${fmt(layer.dx ?? 0)} ${fmt(layer.dy ?? 0)}) scale(${layer.scale ?? 1})">`);
      close = '</g>' + close;
    }
    for (const run of runsOf(visibleItems(layer)))
      out.push(run.kind === 'text' ? textSvg(run.item) : pathSvg(run.items[0], run.items.length === 1 ? run.items[0].d : run.items.map((i) => i.d).join('')));
    if (close) out.push(close);
  });
  out.push('</svg>');
  return out.join('\n');
}
