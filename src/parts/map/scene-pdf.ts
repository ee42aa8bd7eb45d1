import { deflateSync } from 'node:zlib';
import { FONT_FILES } from '../../print/fonts.js';
import type { FontFace } from '../../print/text-measure.js';
import { PdfWriter, num, pdfText } from '../../print/pdf/pdf-writer.js';
import { embedType0Font, type GlyphUse } from '../../print/pdf/pdf-type0-font.js';
import { loadTrueType, type TrueTypeFont } from '../../print/pdf/truetype.js';
import { fmt, runsOf, visibleItems, type Page, type PathItem, type TextItem } from './scene.js';
import { channels } from './map-style.js';

export interface PdfMeta {
  title: string;
  subject?: string;
}

const opsCache = new WeakMap<PathItem, string>();
const FAST = /([MLC])([^MLCZ]+)|Z/g;
const OP: Record<string, string> = { M: 'm', L: 'l', C: 'c' };

/**
 * Path data as PDF path operators. The scene writes absolute M, L, C, Q and Z with plain numbers, so the
 * numbers pass through as text; only a quadratic curve needs arithmetic to become a cubic one.
 */
export function pathOps(d: string): string {
  // Most paths have no quadratic curves: one native replace turns them round without parsing a number.
  if (!d.includes('Q')) return d.replace(FAST, (_, op: string | undefined, args: string) => (op ? `${args.trimEnd()} ${OP[op]}\n` : 'h\n'));
  let out = '';
  let cx = 0, cy = 0, sx = 0, sy = 0;
  const re = /([MLCQZ])([^MLCQZ]*)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(d))) {
    const a = m[2].trim().split(/[\s,]+/);
    switch (m[1]) {
      case 'M':
        out += `${a[0]} ${a[1]} m\n`;
        cx = sx = +a[0];
        cy = sy = +a[1];
        break;
      case 'L':
        out += `${a[0]} ${a[1]} l\n`;
        cx = +a[0];
        cy = +a[1];
        break;
      case 'C':
        out += `${a[0]} ${a[1]} ${a[2]} ${a[3]} ${a[4]} ${a[5]} c\n`;
        cx = +a[4];
        cy = +a[5];
        break;
      case 'Q': {
        const qx = +a[0], qy = +a[1], x = +a[2], y = +a[3];
        out += `${fmt(cx + (2 / 3) * (qx - cx))} ${fmt(cy + (2 / 3) * (qy - cy))} ${fmt(x + (2 / 3) * (qx - x))} ${fmt(y + (2 / 3) * (qy - y))} ${a[2]} ${a[3]} c\n`;
        cx = x;
        cy = y;
        break;
      }
      case 'Z':
        out += 'h\n';
        cx = sx;
        cy = sy;
        break;
    }
  }
  return out;
}

function opsOf(p: PathItem): string {
  let ops = opsCache.get(p);
  if (ops === undefined) {
    ops = pathOps(p.d);
    opsCache.set(p, ops);
  }
  return ops;
}

const rgbCache = new Map<string, string>();
function rgb(hex: string): string {
  let v = rgbCache.get(hex);
  if (!v) {
    v = channels(hex).map((c) => num(c / 255)).join(' ');
    rgbCache.set(hex, v);
  }
  return v;
}

const CAP = { butt: 0, round: 1, square: 2 } as const;
const JOIN = { miter: 0, round: 1, bevel: 2 } as const;

/** Fonts and opacity states the pages use, shared by the whole document. */
class Resources {
  fonts = new Map<FontFace, { name: string; font: TrueTypeFont; use: GlyphUse; glyphs: Map<string, { hex: string; adv: number }> }>();
  states = new Map<string, string>();

  font(face: FontFace) {
    let f = this.fonts.get(face);
    if (!f) this.fonts.set(face, (f = { name: `F${this.fonts.size + 1}`, font: loadTrueType(FONT_FILES[face]), use: new Map(), glyphs: new Map() }));
    return f;
  }

  state(alpha: number): string {
    const key = num(alpha);
    let name = this.states.get(key);
    if (!name) this.states.set(key, (name = `GS${this.states.size + 1}`));
    return name;
  }
}

/** One page's content stream, in the scene's own y-down coordinates. */
class PageContent {
  out: string[] = [];
  private alpha = 1;
  constructor(private res: Resources, height: number) {
    this.out.push(`1 0 0 -1 0 ${num(height)} cm\n`);
  }

  private setAlpha(a: number) {
    if (a === this.alpha) return;
    this.alpha = a;
    this.out.push(`/${this.res.state(a)} gs\n`);
  }

  paths(items: readonly PathItem[]) {
    const p = items[0];
    if (!p.fill && !p.stroke) return;
    this.setAlpha(p.opacity ?? 1);
    let head = '';
    if (p.fill) head += `${rgb(p.fill)} rg\n`;
    if (p.stroke) {
      head += `${rgb(p.stroke)} RG ${num(p.width ?? 1)} w ${CAP[p.cap ?? 'butt']} J ${JOIN[p.join ?? 'miter']} j\n`;
      head += p.dash ? `[${p.dash.map(num).join(' ')}] 0 d\n` : '[] 0 d\n';
    }
    this.out.push(head, items.length === 1 ? opsOf(p) : items.map(opsOf).join(''), p.fill && p.stroke ? 'B\n' : p.fill ? 'f\n' : 'S\n');
  }

  /**
   * A label as glyph ids of the whole font (Identity-H), glyph by glyph from the font's cmap: no shaping,
   * no kerning, which at label sizes does not show and keeps 10,000 hex numbers quick.
   */
  text(t: TextItem) {
    const f = this.res.font(t.face);
    let hex = '';
    let adv = 0;
    for (const ch of t.text) {
      let g = f.glyphs.get(ch);
      if (!g) {
        const gid = f.font.glyphOf(ch.codePointAt(0)!);
        f.use.set(gid, ch);
        g = { hex: gid.toString(16).toUpperCase().padStart(4, '0'), adv: f.font.advanceOf(gid) / f.font.unitsPerEm };
        f.glyphs.set(ch, g);
      }
      hex += g.hex;
      adv += g.adv;
    }
    const w = adv * t.size;
    const x = t.anchor === 'start' ? t.x : t.anchor === 'middle' ? t.x - w / 2 : t.x - w;
    this.setAlpha(1);
    let s = '';
    if (t.rotate) {
      const a = (t.rotate * Math.PI) / 180;
      const c = Math.cos(a), sn = Math.sin(a);
      s += `q ${num(c)} ${num(sn)} ${num(-sn)} ${num(c)} ${num(t.x - c * t.x + sn * t.y)} ${num(t.y - sn * t.x - c * t.y)} cm\n`;
    }
    // The page's y axis points down; a text matrix with -1 sets the letters upright again.
    const body = `BT /${f.name} ${num(t.size)} Tf 1 0 0 -1 ${num(x)} ${num(t.y)} Tm`;
    if (t.halo) s += `${rgb(t.halo)} RG ${num(t.size * 0.22)} w 1 j [] 0 d\n${body} 1 Tr <${hex}> Tj ET\n`;
    s += `${rgb(t.fill)} rg\n${body} 0 Tr <${hex}> Tj ET\n`;
    if (t.rotate) s += 'Q\n';
    this.out.push(s);
  }

  layer(l: Page['layers'][number]) {
    this.out.push('q\n');
    if (l.clip) this.out.push(`${num(l.clip.x)} ${num(l.clip.y)} ${num(l.clip.width)} ${num(l.clip.height)} re W n\n`);
    if (l.dx || l.dy) this.out.push(`1 0 0 1 ${num(l.dx ?? 0)} ${num(l.dy ?? 0)} cm\n`);
    if (l.scale !== undefined && l.scale !== 1) this.out.push(`${num(l.scale)} 0 0 ${num(l.scale)} 0 0 cm\n`);
    const saved = this.alpha;
    for (const run of runsOf(visibleItems(l))) {
      if (run.kind === 'paths') this.paths(run.items);
      else this.text(run.item);
    }
    this.out.push('Q\n');
    // Q restores the graphics state, opacity included.
    this.alpha = saved;
  }
}

/**
 * Writes map pages straight to PDF: the scene's paths are already PDF path operators in all but name,
 * and the DejaVu fonts are embedded as subsets with Sandtable's lean writer. Neither pdfkit nor an SVG
 * parser is loaded, which matters as much as the drawing on a cold build of a small map.
 */
export function pagesToPdf(pages: readonly Page[], meta: PdfMeta): Buffer {
  const res = new Resources();
  const contents = pages.map((p) => {
    const c = new PageContent(res, p.height);
    for (const l of p.layers) c.layer(l);
    return c.out.join('');
  });
  const pdf = new PdfWriter();
  const catalog = pdf.alloc();
  const pagesRef = pdf.alloc();
  const fonts = [...res.fonts.values()].map((f) => `/${f.name} ${embedType0Font(pdf, f.font, f.use)} 0 R`).join(' ');
  const states = [...res.states].map(([alpha, name]) => `/${name} << /Type /ExtGState /ca ${alpha} /CA ${alpha} >>`).join(' ');
  const resources = pdf.add(`<< /ProcSet [/PDF /Text] /Font << ${fonts} >> /ExtGState << ${states} >> >>`);
  const kids = pages.map((p, i) => {
    // Fastest deflate: a map's content streams are large and repetitive, and level 1 takes a third of the time.
    const content = pdf.stream(deflateSync(Buffer.from(contents[i], 'latin1'), { level: 1 }), '/Filter /FlateDecode', false);
    return pdf.add(`<< /Type /Page /Parent ${pagesRef} 0 R /MediaBox [0 0 ${num(p.width)} ${num(p.height)}] /Resources ${resources} 0 R /Contents ${content} 0 R >>`);
  });
  pdf.set(pagesRef, `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`);
  pdf.set(catalog, `<< /Type /Catalog /Pages ${pagesRef} 0 R >>`);
  const info = [`/Title ${pdfText(meta.title)}`, '/Author (Sandtable)', '/Creator (Sandtable)'];
  if (meta.subject) info.push(`/Subject ${pdfText(meta.subject)}`);
  return pdf.toBuffer(catalog, pdf.add(`<< ${info.join(' ')} >>`));
}
