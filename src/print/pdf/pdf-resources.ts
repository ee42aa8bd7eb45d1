import { FONT_FILES } from '../fonts.js';
import type { FontFace } from '../text-measure.js';
import { num, type PdfWriter } from './pdf-writer.js';
import { embedType0Font, type GlyphUse } from './pdf-type0-font.js';
import { loadTrueType, type TrueTypeFont } from './truetype.js';
import { decodeImage, writeImage, type PdfImage } from './pdf-image.js';
import { pathOps } from './path-ops.js';
import type { Mark } from '../scene.js';

export interface EmbeddedFont {
  name: string;
  font: TrueTypeFont;
  use: GlyphUse;
  /** Glyph id (4 hex digits) and advance in em of each character met, so a repeated label costs no lookups. */
  glyphs: Map<string, { hex: string; adv: number }>;
}

/**
 * A mark's form: its path and painting operator, and no colour, width or opacity of its own, so that each copy
 * inherits the paint of the place it is drawn (a form starts from the graphics state at its Do). Its box is the
 * mark's with room for a stroke.
 */
function writeMark(pdf: PdfWriter, mark: Mark, op: string): number {
  const b = mark.box;
  const pad = 4;
  const bbox = [b.x - pad, b.y - pad, b.x + b.width + pad, b.y + b.height + pad].map(num).join(' ');
  return pdf.stream(pathOps(mark.d) + op, `/Type /XObject /Subtype /Form /BBox [${bbox}]`);
}

/** Fonts and opacity states a document's pages use: one resource dictionary shared by every page. */
export class PdfResources {
  fonts = new Map<FontFace, EmbeddedFont>();
  /** Form XObjects by name, with the object each is written to. */
  forms = new Map<string, number>();
  /** Repeated marks as form XObjects, by path data and painting operator. */
  private marks = new Map<string, { name: string; mark: Mark; op: string }>();
  private states = new Map<string, { name: string; fill: number; stroke: number }>();
  /** Images by their data URI: one XObject however many counters show the same picture. */
  private images = new Map<string, { name: string; image: PdfImage }>();

  /** The XObject name of an inline PNG or JPEG, decoded once. */
  image(href: string): { name: string; width: number; height: number } {
    let i = this.images.get(href);
    if (!i) this.images.set(href, (i = { name: `Im${this.images.size + 1}`, image: decodeImage(href) }));
    return { name: i.name, width: i.image.width, height: i.image.height };
  }

  font(face: FontFace): EmbeddedFont {
    let f = this.fonts.get(face);
    if (!f) {
      f = { name: `F${this.fonts.size + 1}`, font: loadTrueType(FONT_FILES[face]), use: new Map(), glyphs: new Map() };
      this.fonts.set(face, f);
    }
    return f;
  }

  /** A character's glyph in a font, recorded as used (for the subset and the ToUnicode map). */
  glyph(f: EmbeddedFont, ch: string): { hex: string; adv: number } {
    let g = f.glyphs.get(ch);
    if (!g) {
      const gid = f.font.glyphOf(ch.codePointAt(0)!);
      f.use.set(gid, ch);
      g = { hex: gid.toString(16).toUpperCase().padStart(4, '0'), adv: f.font.advanceOf(gid) / f.font.unitsPerEm };
      f.glyphs.set(ch, g);
    }
    return g;
  }

  /** The XObject name of a repeated mark painted with `op` (f, S or B): a form holding its path. */
  mark(mark: Mark, op: string): string {
    const key = `${op}${mark.d}`;
    let m = this.marks.get(key);
    if (!m) this.marks.set(key, (m = { name: `Mk${this.marks.size + 1}`, mark, op }));
    return m.name;
  }

  /** The name of an ExtGState with these fill and stroke opacities. */
  state(fill: number, stroke = fill): string {
    const key = `${num(fill)}/${num(stroke)}`;
    let s = this.states.get(key);
    if (!s) this.states.set(key, (s = { name: `GS${this.states.size + 1}`, fill, stroke }));
    return s.name;
  }

  /** Embeds the font subsets and writes the resource dictionary; call once, after every page is drawn. */
  write(pdf: PdfWriter, ref = pdf.alloc()): number {
    const fonts = [...this.fonts.values()].map((f) => `/${f.name} ${embedType0Font(pdf, f.font, f.use)} 0 R`);
    const states = [...this.states.values()].map(
      (s) => `/${s.name} << /Type /ExtGState /ca ${num(s.fill)} /CA ${num(s.stroke)} >>`,
    );
    const forms = [
      ...[...this.forms].map(([name, form]) => `/${name} ${form} 0 R`),
      ...[...this.images.values()].map((i) => `/${i.name} ${writeImage(pdf, i.image)} 0 R`),
      ...[...this.marks.values()].map((m) => `/${m.name} ${writeMark(pdf, m.mark, m.op)} 0 R`),
    ];
    const xobjects = forms.length ? ` /XObject << ${forms.join(' ')} >>` : '';
    const procs = this.images.size ? '/PDF /Text /ImageB /ImageC /ImageI' : '/PDF /Text';
    return pdf.set(
      ref,
      `<< /ProcSet [${procs}] /Font << ${fonts.join(' ')} >> /ExtGState << ${states.join(' ')} >>${xobjects} >>`,
    );
  }
}
