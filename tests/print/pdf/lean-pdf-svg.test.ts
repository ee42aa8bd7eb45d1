import { describe, it, expect } from 'vitest';
import { inflateSync } from 'node:zlib';
import { leanPdf, writePdf } from '../../../src/print/pdf/write-pdf.js';
import { UnsupportedSvg } from '../../../src/print/pdf/unsupported.js';
import { svgPage } from '../../../src/print/scene.js';

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100">${body}</svg>`;
const page = (body: string) => svgPage(svg(body), 200, 100);
const leanSvgPagesToPdf = leanPdf;

/** The decompressed streams of a PDF, in order. */
function streams(pdf: Buffer): string[] {
  const out: string[] = [];
  let at = 0;
  for (;;) {
    const head = pdf.indexOf('>>\nstream\n', at);
    if (head < 0) return out;
    const start = head + 3;
    const dict = pdf.subarray(pdf.lastIndexOf('obj\n', start), start).toString('latin1');
    const len = Number(dict.match(/\/Length (\d+)/)![1]);
    const body = pdf.subarray(start + 7, start + 7 + len);
    out.push((dict.includes('FlateDecode') ? inflateSync(body) : body).toString('latin1'));
    at = start + 7 + len;
  }
}

describe('the lean PDF writer drawing SVG items', () => {
  const pdf = leanSvgPagesToPdf(
    [
      page(
        '<rect x="10" y="10" width="20" height="30" fill="#ff0000"/>' +
          '<text x="100" y="50" font-family="DejaVu Sans Condensed" font-weight="bold" font-size="12" ' +
          'text-anchor="middle">2-3-3 Ход</text>',
      ),
      page('<circle cx="50" cy="50" r="10" fill="none" stroke="black"/>'),
    ],
    { title: 'Счётчики' },
  );
  const text = pdf.toString('latin1');

  it('writes one page per SVG, with a cross-reference table that points at each object', () => {
    expect(text.match(/\/Type \/Page /g)).toHaveLength(2);
    const xref = Number(text.match(/startxref\n(\d+)/)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const entries = text
      .slice(xref)
      .split('\n')
      .slice(3)
      .filter((l) => / n $/.test(l));
    entries.forEach((e, i) =>
      expect(text.slice(Number(e.slice(0, 10)), Number(e.slice(0, 10)) + 8)).toBe(
        `${i + 1} 0 obj`.padEnd(8, '\n').slice(0, 8),
      ),
    );
  });

  it('draws in SVG coordinates flipped onto the PDF page', () => {
    const content = streams(pdf).find((s) => s.includes(' re'))!;
    expect(content).toMatch(/^1 0 0 -1 0 100 cm/);
    expect(content).toContain('10 10 20 30 re');
    expect(content).toContain('1 0 0 rg');
  });

  it('embeds the DejaVu subset with a ToUnicode map, Cyrillic included', () => {
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSansCondensed-Bold/);
    expect(text).toContain('/FontFile2');
    const cmap = streams(pdf).find((s) => s.includes('beginbfchar'))!;
    expect(cmap).toContain('<0425>'); // Х
    expect(cmap).toContain('<043E>'); // о
  });

  it('centres text with the font’s own widths', () => {
    const content = streams(pdf).find((s) => s.includes(' Tj'))!;
    const x = Number(content.match(/1 0 0 -1 ([\d.]+) 50 Tm/)![1]);
    expect(x).toBeGreaterThan(60);
    expect(x).toBeLessThan(100);
  });

  it('refuses what it does not draw, and the fallback hands it to the general converter', async () => {
    const gradient = page('<defs><linearGradient id="g"/></defs><rect width="10" height="10" fill="url(#g)"/>');
    expect(() => leanSvgPagesToPdf([gradient], { title: 't' })).toThrow(UnsupportedSvg);
    const why: string[] = [];
    const blurred = [page('<rect width="10" height="10" style="filter: blur(2px)"/>')];
    const out = await writePdf(blurred, { title: 't' }, (w) => why.push(w));
    expect(out.subarray(0, 5).toString()).toBe('%PDF-');
    expect(why[0]).toMatch(/filter/);
  });

  it('hands path data it cannot read to the general converter too', () => {
    expect(() => leanSvgPagesToPdf([page('<path d="M0 0 Q"/>')], { title: 't' })).toThrow(UnsupportedSvg);
  });

  it('clips to a clipPath from <defs>, as the card backs use', () => {
    const clipped = leanPdf(
      [
        page(
          '<defs><clipPath id="c"><rect x="5" y="5" width="50" height="40" rx="4"/></clipPath></defs>' +
            '<path d="M0 0L200 100" stroke="#000" clip-path="url(#c)"/>',
        ),
      ],
      { title: 't' },
    );
    const content = streams(clipped).find((s) => s.includes(' W n'))!;
    // The clip outline (a rounded rectangle as curves), W n, then the stroked line inside the same q … Q.
    expect(content).toMatch(/q 9 5 m\n[^Q]*5 6.791 6.791 5 9 5 c\nh\nW n\nq\n[^Q]*0 0 m\n200 100 l\n/);
    expect(() => leanPdf([page('<path d="M0 0L9 9" clip-path="url(#missing)"/>')], { title: 't' })).toThrow(
      UnsupportedSvg,
    );
  });

  it('spaces letters with Tc and counts the spacing when it centres a word', () => {
    const plain = streams(
      leanPdf([page('<text x="100" y="50" font-size="10" text-anchor="middle">MOVE</text>')], { title: 't' }),
    );
    const spaced = streams(
      leanPdf([page('<text x="100" y="50" font-size="10" text-anchor="middle" letter-spacing="2">MOVE</text>')], {
        title: 't',
      }),
    );
    const xOf = (c: string[]) => Number(c.find((s) => s.includes(' Tj'))!.match(/1 0 0 -1 ([\d.]+) 50 Tm/)![1]);
    expect(spaced.find((s) => s.includes(' Tj'))).toContain('2 Tc');
    expect(xOf(plain) - xOf(spaced)).toBeCloseTo(4, 3); // 4 letters × 2 pt, half of it to the left
  });
});
