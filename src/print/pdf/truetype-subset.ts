import type { TrueTypeFont } from './truetype.js';

/** Glyph ids a composite glyph is built from (TrueType glyf, composite flags). */
function componentsOf(font: TrueTypeFont, glyph: number): number[] {
  const { offset, length } = font.glyphRange(glyph);
  if (length === 0 || font.data.readInt16BE(offset) >= 0) return [];
  const out: number[] = [];
  let p = offset + 10;
  for (;;) {
    const flags = font.data.readUInt16BE(p);
    out.push(font.data.readUInt16BE(p + 2));
    p += 4 + (flags & 0x0001 ? 4 : 2);
    if (flags & 0x0008) p += 2;
    else if (flags & 0x0040) p += 4;
    else if (flags & 0x0080) p += 8;
    if (!(flags & 0x0020)) return out;
  }
}

function checksum(buf: Buffer): number {
  let sum = 0;
  for (let i = 0; i < buf.length; i += 4) sum = (sum + buf.readUInt32BE(i)) >>> 0;
  return sum;
}

const pad4 = (b: Buffer) => (b.length % 4 ? Buffer.concat([b, Buffer.alloc(4 - (b.length % 4))]) : b);

/** A subset font and where each original glyph id went in it. */
export interface TrueTypeSubset {
  data: Buffer;
  /** Original glyph id → glyph id in the subset. */
  newId: Map<number, number>;
}

/**
 * A TrueType font holding only the given glyphs (plus .notdef and the parts of composite glyphs),
 * renumbered from 0. Keeps the tables a PDF viewer needs to draw a CIDFontType2: head, hhea, maxp,
 * hmtx, loca, glyf and the hinting programs.
 */
export function subsetTrueType(font: TrueTypeFont, used: Iterable<number>): TrueTypeSubset {
  const keep = new Set<number>([0]);
  const queue = [...used];
  while (queue.length) {
    const g = queue.pop()!;
    if (keep.has(g) || g >= font.numGlyphs) continue;
    keep.add(g);
    queue.push(...componentsOf(font, g));
  }
  const order = [...keep].sort((a, b) => a - b);
  const newId = new Map(order.map((g, i) => [g, i]));

  const parts: Buffer[] = [];
  const loca = Buffer.alloc((order.length + 1) * 4);
  const hmtx = Buffer.alloc(order.length * 4);
  let at = 0;
  order.forEach((g, i) => {
    loca.writeUInt32BE(at, i * 4);
    hmtx.writeUInt16BE(font.advanceOf(g), i * 4);
    hmtx.writeInt16BE(font.leftBearingOf(g), i * 4 + 2);
    const { offset, length } = font.glyphRange(g);
    if (!length) return;
    const glyph = pad4(Buffer.from(font.data.subarray(offset, offset + length)));
    if (glyph.readInt16BE(0) < 0) renumberComponents(glyph, newId);
    parts.push(glyph);
    at += glyph.length;
  });
  loca.writeUInt32BE(at, order.length * 4);

  const copy = (tag: string) => {
    const r = font.tables.get(tag);
    return r ? Buffer.from(font.data.subarray(r.offset, r.offset + r.length)) : undefined;
  };
  const head = copy('head')!;
  head.writeUInt32BE(0, 8); // checkSumAdjustment, set below
  head.writeInt16BE(1, 50); // long loca offsets
  const hhea = copy('hhea')!;
  hhea.writeUInt16BE(order.length, 34); // every glyph has its own metric
  const maxp = copy('maxp')!;
  maxp.writeUInt16BE(order.length, 4);
  const tables: [string, Buffer][] = (
    [
      ['cvt ', copy('cvt ')],
      ['fpgm', copy('fpgm')],
      ['glyf', Buffer.concat(parts)],
      ['head', head],
      ['hhea', hhea],
      ['hmtx', hmtx],
      ['loca', loca],
      ['maxp', maxp],
      ['prep', copy('prep')],
    ] as [string, Buffer | undefined][]
  ).filter((e): e is [string, Buffer] => !!e[1]);

  const n = tables.length;
  const entrySelector = Math.floor(Math.log2(n));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + n * 16);
  header.writeUInt32BE(0x00010000, 0);
  header.writeUInt16BE(n, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(n * 16 - searchRange, 10);
  let offset = header.length;
  const bodies: Buffer[] = [];
  tables.forEach(([tag, data], i) => {
    const padded = pad4(data);
    const rec = 12 + i * 16;
    header.write(tag, rec, 'latin1');
    header.writeUInt32BE(checksum(padded), rec + 4);
    header.writeUInt32BE(offset, rec + 8);
    header.writeUInt32BE(data.length, rec + 12);
    bodies.push(padded);
    offset += padded.length;
  });
  const out = Buffer.concat([header, ...bodies]);
  const headAt = header.readUInt32BE(12 + tables.findIndex(([t]) => t === 'head') * 16 + 8);
  out.writeUInt32BE((0xb1b0afba - checksum(out)) >>> 0, headAt + 8);
  return { data: out, newId };
}

/** Points a composite glyph's components at their new ids, in place. */
function renumberComponents(glyph: Buffer, newId: Map<number, number>): void {
  let p = 10;
  for (;;) {
    const flags = glyph.readUInt16BE(p);
    glyph.writeUInt16BE(newId.get(glyph.readUInt16BE(p + 2)) ?? 0, p + 2);
    p += 4 + (flags & 0x0001 ? 4 : 2);
    if (flags & 0x0008) p += 2;
    else if (flags & 0x0040) p += 4;
    else if (flags & 0x0080) p += 8;
    if (!(flags & 0x0020)) return;
  }
}
