import { readFileSync } from 'node:fs';

/** The parts of a TrueType font that PDF embedding and text measuring need. */
export interface TrueTypeFont {
  data: Buffer;
  tables: Map<string, { offset: number; length: number }>;
  postscriptName: string;
  unitsPerEm: number;
  numGlyphs: number;
  ascent: number;
  descent: number;
  capHeight: number;
  bbox: [number, number, number, number];
  italicAngle: number;
  /** Glyph id for a code point; 0 (the .notdef box) when the font has none. */
  glyphOf(codePoint: number): number;
  /** Advance width in font units. */
  advanceOf(glyph: number): number;
  /** Left side bearing in font units. */
  leftBearingOf(glyph: number): number;
  /** Byte range of a glyph's outline inside the glyf table (length 0 for an empty glyph). */
  glyphRange(glyph: number): { offset: number; length: number };
}

function readTables(data: Buffer): Map<string, { offset: number; length: number }> {
  const count = data.readUInt16BE(4);
  const tables = new Map<string, { offset: number; length: number }>();
  for (let i = 0; i < count; i++) {
    const rec = 12 + i * 16;
    tables.set(data.toString('latin1', rec, rec + 4), {
      offset: data.readUInt32BE(rec + 8),
      length: data.readUInt32BE(rec + 12),
    });
  }
  return tables;
}

/** Unicode cmap: format 12 when present (full range), else format 4 (BMP). Looked up by binary search, not expanded. */
function readCmap(data: Buffer, at: number): (cp: number) => number {
  const n = data.readUInt16BE(at + 2);
  let f4 = -1,
    f12 = -1;
  for (let i = 0; i < n; i++) {
    const rec = at + 4 + i * 8;
    const platform = data.readUInt16BE(rec);
    const encoding = data.readUInt16BE(rec + 2);
    const sub = at + data.readUInt32BE(rec + 4);
    const format = data.readUInt16BE(sub);
    if (format === 12 && (platform === 3 || platform === 0)) f12 = sub;
    if (format === 4 && ((platform === 3 && encoding === 1) || platform === 0)) f4 = sub;
  }
  if (f12 >= 0) {
    const groups = data.readUInt32BE(f12 + 12);
    return (cp) => {
      let lo = 0,
        hi = groups - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const rec = f12 + 16 + mid * 12;
        if (cp < data.readUInt32BE(rec)) hi = mid - 1;
        else if (cp > data.readUInt32BE(rec + 4)) lo = mid + 1;
        else return data.readUInt32BE(rec + 8) + cp - data.readUInt32BE(rec);
      }
      return 0;
    };
  }
  if (f4 < 0) throw new Error('font has no Unicode cmap');
  const segX2 = data.readUInt16BE(f4 + 6);
  const ends = f4 + 14,
    starts = ends + segX2 + 2,
    deltas = starts + segX2,
    offsets = deltas + segX2;
  return (cp) => {
    if (cp > 0xffff) return 0;
    let lo = 0,
      hi = segX2 / 2 - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (data.readUInt16BE(ends + mid * 2) < cp) lo = mid + 1;
      else hi = mid;
    }
    const s = lo * 2;
    const start = data.readUInt16BE(starts + s);
    if (cp < start || cp > data.readUInt16BE(ends + s)) return 0;
    const delta = data.readInt16BE(deltas + s),
      ro = data.readUInt16BE(offsets + s);
    if (ro === 0) return (cp + delta) & 0xffff;
    const g = data.readUInt16BE(offsets + s + ro + (cp - start) * 2);
    return g === 0 ? 0 : (g + delta) & 0xffff;
  };
}

function readPostscriptName(data: Buffer, at: number): string {
  const count = data.readUInt16BE(at + 2);
  const strings = at + data.readUInt16BE(at + 4);
  for (let i = 0; i < count; i++) {
    const rec = at + 6 + i * 12;
    if (data.readUInt16BE(rec + 6) !== 6) continue;
    const platform = data.readUInt16BE(rec);
    const len = data.readUInt16BE(rec + 8),
      off = strings + data.readUInt16BE(rec + 10);
    const raw = data.subarray(off, off + len);
    return platform === 1 ? raw.toString('latin1') : Buffer.from(raw).swap16().toString('utf16le').replace(/\0/g, '');
  }
  return 'Font';
}

export function parseTrueType(data: Buffer): TrueTypeFont {
  const tables = readTables(data);
  const t = (tag: string) => {
    const r = tables.get(tag);
    if (!r) throw new Error(`font has no ${tag} table`);
    return r.offset;
  };
  const head = t('head'),
    hhea = t('hhea'),
    maxp = t('maxp'),
    hmtx = t('hmtx'),
    loca = t('loca'),
    glyf = t('glyf');
  const unitsPerEm = data.readUInt16BE(head + 18);
  const longLoca = data.readInt16BE(head + 50) === 1;
  const numGlyphs = data.readUInt16BE(maxp + 4);
  const numHMetrics = data.readUInt16BE(hhea + 34);
  const os2 = tables.get('OS/2');
  const post = tables.get('post');
  const nameTable = tables.get('name');
  const postscriptName = nameTable ? readPostscriptName(data, nameTable.offset) : 'Font';
  // A subset written for PDF has no cmap: it is addressed by glyph id.
  const cmap = tables.get('cmap');
  const glyphOf = cmap ? readCmap(data, cmap.offset) : () => 0;
  const locaAt = (g: number) => (longLoca ? data.readUInt32BE(loca + g * 4) : data.readUInt16BE(loca + g * 2) * 2);
  return {
    data,
    tables,
    postscriptName,
    unitsPerEm,
    numGlyphs,
    ascent: data.readInt16BE(hhea + 4),
    descent: data.readInt16BE(hhea + 6),
    capHeight: os2 && os2.length >= 90 ? data.readInt16BE(os2.offset + 88) : Math.round(unitsPerEm * 0.7),
    bbox: [
      data.readInt16BE(head + 36),
      data.readInt16BE(head + 38),
      data.readInt16BE(head + 40),
      data.readInt16BE(head + 42),
    ],
    italicAngle: post ? data.readInt32BE(post.offset + 4) / 65536 : 0,
    glyphOf,
    advanceOf: (g) => data.readUInt16BE(hmtx + Math.min(g, numHMetrics - 1) * 4),
    leftBearingOf: (g) =>
      g < numHMetrics
        ? data.readInt16BE(hmtx + g * 4 + 2)
        : data.readInt16BE(hmtx + numHMetrics * 4 + (g - numHMetrics) * 2),
    glyphRange: (g) => {
      const start = locaAt(g);
      return { offset: glyf + start, length: locaAt(g + 1) - start };
    },
  };
}

const cache = new Map<string, TrueTypeFont>();

/** Parsed once per process: counters measure text with the same fonts the PDF embeds. */
export function loadTrueType(file: string): TrueTypeFont {
  let f = cache.get(file);
  if (!f) cache.set(file, (f = parseTrueType(readFileSync(file))));
  return f;
}
