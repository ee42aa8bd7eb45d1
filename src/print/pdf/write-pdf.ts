import { deflateSync } from 'node:zlib';
import { pathOps } from './path-ops.js';
import { PdfWriter, num, pdfText } from './pdf-writer.js';
import { PdfResources } from './pdf-resources.js';
import { parseColor } from './css-color.js';
import { ContentBuilder } from './svg-to-pdf-content.js';
import { parseItemXml } from './xml-tree.js';
import { UnsupportedSvg } from './unsupported.js';
import { pdfInfoEntries, pdfTrimBox, type PdfInfo } from './pdf-info.js';
import { pageToSvg } from '../scene-svg.js';
import {
  fmtHundredths,
  runsOf,
  visibleItems,
  type Item,
  type MarksItem,
  type Page,
  type Paint,
  type PathItem,
  type SvgItem,
  type TextItem,
} from '../scene.js';

export type { PdfInfo } from './pdf-info.js';
export { pathOps } from './path-ops.js';

const opsCache = new WeakMap<PathItem, string>();

function opsOf(p: PathItem): string {
  let ops = opsCache.get(p);
  if (ops === undefined) {
    ops = pathOps(p.d);
    opsCache.set(p, ops);
  }
  return ops;
}

const rgbCache = new Map<string, string>();
function rgb(colour: string): string {
  let v = rgbCache.get(colour);
  if (!v) {
    const c = parseColor(colour);
    v = c && c !== 'none' ? c.map(num).join(' ') : '0 0 0';
    rgbCache.set(colour, v);
  }
  return v;
}

/** How a path is painted: fill and stroke, fill, or stroke. */
function paintOp(p: Paint): string {
  return p.fill && p.stroke ? 'B\n' : p.fill ? 'f\n' : 'S\n';
}

const CAP = { butt: 0, round: 1, square: 2 } as const;
const JOIN = { miter: 0, round: 1, bevel: 2 } as const;

/** One page's content stream, in the scene's own y-down coordinates. */
class PageContent {
  out: string[] = [];
  private alpha = 1;
  /** A page flips its y axis once; a form drawn into a page is already in the page's y-down space. */
  constructor(
    private res: PdfResources,
    height: number | undefined,
    private forms?: Forms,
  ) {
    if (height !== undefined) this.out.push(`1 0 0 -1 0 ${num(height)} cm\n`);
  }

  private setAlpha(a: number) {
    if (a === this.alpha) return;
    this.alpha = a;
    this.out.push(`/${this.res.state(a)} gs\n`);
  }

  paths(items: readonly PathItem[]) {
    const p = items[0];
    if (!p.fill && !p.stroke) return;
    const ops = items.length === 1 ? opsOf(p) : items.map(opsOf).join('');
    this.out.push(this.paint(p), ops, paintOp(p));
  }

  /** Sets the opacity and returns the colour, width, cap, join and dash operators of a paint. */
  private paint(p: Paint): string {
    this.setAlpha(p.opacity ?? 1);
    let head = '';
    if (p.fill) head += `${rgb(p.fill)} rg\n`;
    if (p.stroke) {
      head += `${rgb(p.stroke)} RG ${num(p.width ?? 1)} w ${CAP[p.cap ?? 'butt']} J ${JOIN[p.join ?? 'miter']} j\n`;
      head += p.dash ? `[${p.dash.map(num).join(' ')}] 0 d\n` : '[] 0 d\n';
    }
    return head;
  }

  /**
   * A repeated mark: its form (path and painting operator) is written once per document and inherits the paint set
   * here; each copy moves the origin on from the last one, in whole hundredths so no rounding adds up.
   */
  marks(m: MarksItem) {
    if ((!m.fill && !m.stroke) || m.at.length === 0) return;
    const name = this.res.mark(m.mark, paintOp(m));
    let s = `${this.paint(m)}q\n`;
    let px = 0,
      py = 0;
    for (const [x, y] of m.at) {
      const hx = Math.round(x * 100),
        hy = Math.round(y * 100);
      s += `1 0 0 1 ${fmtHundredths(hx - px)} ${fmtHundredths(hy - py)} cm /${name} Do\n`;
      px = hx;
      py = hy;
    }
    this.out.push(s, 'Q\n');
  }

  /**
   * A label as glyph ids of the whole font (Identity-H), glyph by glyph from the font's cmap: no shaping,
   * no kerning, which at label sizes does not show and keeps 10,000 hex numbers quick.
   */
  text(t: TextItem, pass?: 'halo' | 'fill') {
    const f = this.res.font(t.face);
    let hex = '';
    let adv = 0;
    for (const ch of t.text) {
      const g = this.res.glyph(f, ch);
      hex += g.hex;
      adv += g.adv;
    }
    const w = adv * t.size;
    const x = t.anchor === 'start' ? t.x : t.anchor === 'middle' ? t.x - w / 2 : t.x - w;
    this.setAlpha(1);
    let s = '';
    if (t.rotate) {
      const a = (t.rotate * Math.PI) / 180;
      const c = Math.cos(a),
        sn = Math.sin(a);
      const tx = t.x - c * t.x + sn * t.y;
      const ty = t.y - sn * t.x - c * t.y;
      s += `q ${num(c)} ${num(sn)} ${num(-sn)} ${num(c)} ${num(tx)} ${num(ty)} cm\n`;
    }
    // The page's y axis points down; a text matrix with -1 sets the letters upright again.
    const body = `BT /${f.name} ${num(t.size)} Tf 1 0 0 -1 ${num(x)} ${num(t.y)} Tm`;
    if (t.halo && pass !== 'fill')
      s += `${rgb(t.halo)} RG ${num(t.size * 0.22)} w 1 j [] 0 d\n${body} 1 Tr <${hex}> Tj ET\n`;
    if (pass !== 'halo') s += `${rgb(t.fill)} rg\n${body} 0 Tr <${hex}> Tj ET\n`;
    if (t.rotate) s += 'Q\n';
    this.out.push(s);
  }

  items(items: readonly Item[]) {
    for (const run of runsOf(items)) {
      if (run.kind === 'paths') this.paths(run.items);
      else if (run.kind === 'text') this.text(run.item, run.pass);
      else if (run.kind === 'marks') this.marks(run.item);
      else this.svg(run.item);
    }
  }

  /** Markup from a template or a sheet builder, drawn by the SVG reader into its box. */
  svg(item: SvgItem) {
    const mayClip = item.markup.includes('<clipPath');
    this.out.push(new ContentBuilder(this.res).placed(parseItemXml(item), item.box, mayClip));
  }

  layer(l: Page['layers'][number]) {
    this.out.push('q\n');
    if (l.clip) this.out.push(`${num(l.clip.x)} ${num(l.clip.y)} ${num(l.clip.width)} ${num(l.clip.height)} re W n\n`);
    if (l.dx || l.dy) this.out.push(`1 0 0 1 ${num(l.dx ?? 0)} ${num(l.dy ?? 0)} cm\n`);
    if (l.scale !== undefined && l.scale !== 1) this.out.push(`${num(l.scale)} 0 0 ${num(l.scale)} 0 0 cm\n`);
    const saved = this.alpha;
    if (l.window && this.forms) {
      // A tile of a large drawing: the drawing is written once as a form and each tile shows it clipped.
      this.setAlpha(1);
      this.out.push(`/${this.forms.nameFor(l.items, !!l.coarse)} Do\n`);
    } else this.items(visibleItems(l));
    this.out.push('Q\n');
    // Q restores the graphics state, opacity included.
    this.alpha = saved;
  }
}

/**
 * Drawings shown through several windows (a map's tiles): each is drawn once, as a form XObject, and every
 * tile clips it. Without it a map of 88 tiles deflated its tiles' overlapping content 88 times.
 */
class Forms {
  private byItems = new Map<readonly Item[], Map<boolean, string>>();
  private list: { name: string; items: readonly Item[]; coarse: boolean }[] = [];

  nameFor(items: readonly Item[], coarse: boolean): string {
    let variants = this.byItems.get(items);
    if (!variants) this.byItems.set(items, (variants = new Map()));
    let name = variants.get(coarse);
    if (!name) {
      name = `Fm${this.list.length + 1}`;
      variants.set(coarse, name);
      this.list.push({ name, items, coarse });
    }
    return name;
  }

  /** Writes every form; their content needs the fonts, so call before the resources are written. */
  write(pdf: PdfWriter, res: PdfResources, resourcesRef: number): void {
    for (const f of this.list) {
      const items = f.coarse ? f.items.filter((it) => !it.fine) : f.items;
      const content = new PageContent(res, undefined);
      content.items(items);
      const box = items.reduce(
        (b, it) => [
          Math.min(b[0], it.box.x),
          Math.min(b[1], it.box.y),
          Math.max(b[2], it.box.x + it.box.width),
          Math.max(b[3], it.box.y + it.box.height),
        ],
        [0, 0, 0, 0],
      );
      const bbox = box.map((v, i) => num(i < 2 ? v - 10 : v + 10)).join(' ');
      const data = deflateSync(Buffer.from(content.out.join(''), 'latin1'), { level: 1 });
      const dict = `/Type /XObject /Subtype /Form /BBox [${bbox}] /Resources ${resourcesRef} 0 R /Filter /FlateDecode`;
      res.forms.set(f.name, pdf.stream(data, dict, false));
    }
  }
}

/**
 * Scene pages → PDF with Sandtable's own writer: paths pass through as PDF path operators, SVG items are
 * read by a small SVG reader, and the DejaVu fonts are embedded as subsets. Neither pdfkit nor fontkit is
 * loaded. Throws UnsupportedSvg when an SVG item uses something the reader does not draw.
 */
export function leanPdf(pages: readonly Page[], info: PdfInfo): Buffer {
  const res = new PdfResources();
  const forms = new Forms();
  const contents = pages.map((p, i) => {
    const c = new PageContent(res, p.height, forms);
    try {
      for (const l of p.layers) c.layer(l);
    } catch (e) {
      // XML or path data the reader cannot parse: the general converter is more forgiving.
      if (e instanceof UnsupportedSvg) throw e;
      throw new UnsupportedSvg(`page ${i + 1} (${(e as Error).message})`);
    }
    return c.out.join('');
  });
  const pdf = new PdfWriter();
  const catalog = pdf.alloc();
  const pagesRef = pdf.alloc();
  const resources = pdf.alloc();
  forms.write(pdf, res, resources);
  res.write(pdf, resources);
  const kids = pages.map((p, i) => {
    // Fastest deflate: content streams are large and repetitive, and level 1 takes a third of the time.
    const content = pdf.stream(
      deflateSync(Buffer.from(contents[i], 'latin1'), { level: 1 }),
      '/Filter /FlateDecode',
      false,
    );
    const box = pdfTrimBox(p);
    const trim = box ? ` /TrimBox [${box.map(num).join(' ')}]` : '';
    const media = `/MediaBox [0 0 ${num(p.width)} ${num(p.height)}]${trim}`;
    return pdf.add(
      `<< /Type /Page /Parent ${pagesRef} 0 R ${media} /Resources ${resources} 0 R /Contents ${content} 0 R >>`,
    );
  });
  pdf.set(pagesRef, `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`);
  pdf.set(catalog, `<< /Type /Catalog /Pages ${pagesRef} 0 R >>`);
  const meta = Object.entries({ ...pdfInfoEntries(info), Producer: 'Sandtable' }).map(
    ([k, v]) => `/${k} ${pdfText(v)}`,
  );
  return pdf.toBuffer(catalog, pdf.add(`<< ${meta.join(' ')} >>`));
}

/**
 * The one way a part writes a PDF: the lean writer, or, for an SVG item it cannot draw (a designer's own
 * template using filters, say), pdfkit with svg-to-pdfkit over the same pages' SVG. `report` hears why, so
 * the build can say why it got slower; no bundled game takes that road (a test holds it).
 */
export async function writePdf(
  pages: readonly Page[],
  info: PdfInfo,
  report?: (message: string) => void,
): Promise<Buffer> {
  try {
    return leanPdf(pages, info);
  } catch (e) {
    if (!(e instanceof UnsupportedSvg)) throw e;
    report?.(`PDF: ${e.message}, so the slower general converter (pdfkit) draws it`);
    const { pdfkitPdf } = await import('./pdfkit-fallback.js');
    return pdfkitPdf(
      pages.map((p) => ({ svg: pageToSvg(p), width: p.width, height: p.height, trim: p.trim })),
      info,
    );
  }
}
