import { describe, it, expect } from 'vitest';
import { FONT_FILES } from '../../../src/print/fonts.js';
import { loadTrueType, parseTrueType } from '../../../src/print/pdf/truetype.js';
import { subsetTrueType } from '../../../src/print/pdf/truetype-subset.js';

const font = loadTrueType(FONT_FILES.condensedBold);

describe('TrueType reading', () => {
  it('maps Latin and Cyrillic code points to glyphs and widths', () => {
    for (const ch of 'A1-я') expect(font.glyphOf(ch.codePointAt(0)!)).toBeGreaterThan(0);
    expect(font.glyphOf(0x10ffff)).toBe(0);
    expect(font.advanceOf(font.glyphOf(0x4d))).toBeGreaterThan(font.advanceOf(font.glyphOf(0x69))); // M wider than i
    expect(font.unitsPerEm).toBe(2048);
    expect(font.postscriptName).toBe('DejaVuSansCondensed-Bold');
  });
});

describe('subsetTrueType', () => {
  it('keeps the used glyphs and the parts of composite ones, renumbered from .notdef', () => {
    const used = ['A', 'я', 'é'].map((c) => font.glyphOf(c.codePointAt(0)!));
    const { data, newId } = subsetTrueType(font, used);
    const sub = parseTrueType(data);
    expect(newId.get(0)).toBe(0);
    // é is built from e and an accent in DejaVu: both parts come along.
    expect(sub.numGlyphs).toBeGreaterThan(used.length + 1);
    expect(sub.numGlyphs).toBe(newId.size);
    for (const g of used) {
      const n = newId.get(g)!;
      expect(sub.advanceOf(n)).toBe(font.advanceOf(g));
      expect(sub.glyphRange(n).length).toBe(font.glyphRange(g).length + ((4 - (font.glyphRange(g).length % 4)) % 4));
    }
    expect(newId.has(font.glyphOf('Z'.codePointAt(0)!))).toBe(false);
  });
  it('is far smaller than the font', () => {
    expect(subsetTrueType(font, [font.glyphOf(65)]).data.length).toBeLessThan(font.data.length / 20);
  });
});
