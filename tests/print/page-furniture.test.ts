import { describe, it, expect } from 'vitest';
import { calibrationMarks, footerText } from '../../src/print/page-furniture.js';

describe('page furniture', () => {
  it('draws the calibration squares at true size: 1 in = 72 pt, 25 mm = 70.866 pt, unscaled', () => {
    const svg = calibrationMarks(10, 20);
    const rects = [...svg.matchAll(/<rect [^>]*width="([\d.]+)" height="([\d.]+)"/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    expect(rects).toEqual([
      [72, 72],
      [70.866, 70.866],
    ]);
    expect(svg).not.toMatch(/scale\(/);
    expect(svg).toContain('Print at 100%');
  });

  // Issue 24 look: the Russian counter sheet's instruction broke "25 мм" over two lines, leaving "мм" alone.
  for (const lang of ['en', 'ru'])
    it(`never parts a figure from its unit in the instruction beside the squares (${lang})`, () => {
      const lines = [
        ...calibrationMarks(0, 0, { lang }).matchAll(/<text x="[\d.]+" y="\d+"[^>]*>([^<]*)<\/text>/g),
      ].map((m) => m[1]);
      expect(lines.length).toBeGreaterThan(1);
      for (const l of lines) {
        expect(l).not.toMatch(/^(мм|mm|in|дюйм|%)(?!\p{L})/u);
        expect(l).not.toMatch(/\d$/);
      }
    });

  it('writes the footer in the sheet’s language, with the reconstruction note only where needed', () => {
    expect(footerText({ game: 'G', part: 'map', page: 2, pages: 5, reconstructed: false, gameId: 'g' })).toEqual([
      'G · map · sheet 2 of 5',
    ]);
    const ru = footerText({
      game: 'G',
      part: 'карта',
      page: 1,
      pages: 1,
      reconstructed: true,
      gameId: 'g',
      lang: 'ru',
    });
    expect(ru[0]).toBe('G · карта · лист 1 из 1');
    // The note speaks to a reader: in Russian, with no command line to type.
    expect(ru[1]).toContain('восстановлена Sandtable');
    expect(ru[1]).not.toMatch(/sandtable [a-z]/);
  });
});
