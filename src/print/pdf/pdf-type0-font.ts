import { createHash } from 'node:crypto';
import type { PdfWriter } from './pdf-writer.js';
import { num } from './pdf-writer.js';
import type { TrueTypeFont } from './truetype.js';
import { subsetTrueType } from './truetype-subset.js';

/** Glyphs a document used from one font, with the text each stands for (for copy-paste and search). */
export type GlyphUse = Map<number, string>;

const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

function utf16Hex(s: string): string {
  return Buffer.from(s, 'utf16le').swap16().toString('hex').toUpperCase();
}

function toUnicodeCMap(use: GlyphUse): string {
  const entries = [...use].sort((a, b) => a[0] - b[0]);
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    blocks.push(
      `${chunk.length} beginbfchar\n${chunk.map(([g, t]) => `<${hex4(g)}> <${utf16Hex(t)}>`).join('\n')}\nendbfchar`,
    );
  }
  return `/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
/CMapName /Adobe-Identity-UCS def
/CMapType 2 def
1 begincodespacerange
<0000> <FFFF>
endcodespacerange
${blocks.join('\n')}
endcmap
CMapName currentdict /CMapResource defineresource pop
end
end`;
}

/**
 * Embeds the used glyphs of a TrueType font as a Type0/CIDFontType2 font with Identity-H encoding:
 * text is written as 2-byte glyph ids of the whole font, a CIDToGIDMap points them into the subset,
 * widths come from the font, ToUnicode keeps the text extractable.
 */
export function embedType0Font(pdf: PdfWriter, font: TrueTypeFont, use: GlyphUse): number {
  const scale = 1000 / font.unitsPerEm;
  const glyphs = [...use.keys()].sort((a, b) => a - b);
  const tag = createHash('sha1')
    .update(font.postscriptName + glyphs.join(','))
    .digest()
    .subarray(0, 6)
    .reduce((s, b) => s + String.fromCharCode(65 + (b % 26)), '');
  const name = `${tag}+${font.postscriptName.replace(/[^A-Za-z0-9-]/g, '')}`;
  const subset = subsetTrueType(font, glyphs);
  const file = pdf.stream(subset.data, `/Length1 ${subset.data.length}`);
  // Text is written with the font's own glyph ids as CIDs; this map sends each to its id in the subset.
  const cidToGid = Buffer.alloc((glyphs[glyphs.length - 1] + 1) * 2);
  for (const g of glyphs) cidToGid.writeUInt16BE(subset.newId.get(g)!, g * 2);
  const gidMap = pdf.stream(cidToGid);
  const [x1, y1, x2, y2] = font.bbox.map((v) => Math.round(v * scale));
  const descriptor = pdf.add(
    `<< /Type /FontDescriptor /FontName /${name} /Flags 32 /FontBBox [${x1} ${y1} ${x2} ${y2}]` +
      ` /ItalicAngle ${num(font.italicAngle)}` +
      ` /Ascent ${Math.round(font.ascent * scale)} /Descent ${Math.round(font.descent * scale)}` +
      ` /CapHeight ${Math.round(font.capHeight * scale)}` +
      ` /StemV 80 /FontFile2 ${file} 0 R >>`,
  );
  const widths = glyphs.map((g) => `${g} [${num(font.advanceOf(g) * scale)}]`).join(' ');
  const cid = pdf.add(
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name}` +
      ' /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >>' +
      ` /FontDescriptor ${descriptor} 0 R /W [${widths}] /CIDToGIDMap ${gidMap} 0 R >>`,
  );
  const toUnicode = pdf.stream(toUnicodeCMap(use));
  return pdf.add(
    `<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H` +
      ` /DescendantFonts [${cid} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
  );
}
