import { describe, it, expect } from 'vitest';
import { inflateSync } from 'node:zlib';
import { leanSvgPagesToPdf } from '../../../src/print/pdf/lean-svg-pages-to-pdf.js';
import { svgPagesToPdfFast } from '../../../src/print/pdf/pdf-with-fallback.js';
import { UnsupportedSvg } from '../../../src/print/pdf/unsupported.js';

const page = (body: string) => ({ svg: `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100">${body}</svg>`, width: 200, height: 100 });

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

describe('leanSvgPagesToPdf', () => {
  const pdf = leanSvgPagesToPdf(
    [page('<rect x="10" y="10" width="20" height="30" fill="#ff0000"/><text x="100" y="50" font-family="DejaVu Sans Condensed" font-weight="bold" font-size="12" text-anchor="middle">2-3-3 Ход</text>'), page('<circle cx="50" cy="50" r="10" fill="none" stroke="black"/>')],
    { title: 'Счётчики' },
  );
  const text = pdf.toString('latin1');

  it('writes one page per SVG, with a cross-reference table that points at each object', () => {
    expect(text.match(/\/Type \/Page /g)).toHaveLength(2);
    const xref = Number(text.match(/startxref\n(\d+)/)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const entries = text.slice(xref).split('\n').slice(3).filter((l) => / n $/.test(l));
    entries.forEach((e, i) => expect(text.slice(Number(e.slice(0, 10)), Number(e.slice(0, 10)) + 8)).toBe(`${i + 1} 0 obj`.padEnd(8, '\n').slice(0, 8)));
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
    const out = await svgPagesToPdfFast([page('<rect width="10" height="10" style="filter: blur(2px)"/>')], { title: 't' }, (w) => why.push(w));
    expect(out.subarray(0, 5).toString()).toBe('%PDF-');
    expect(why[0]).toMatch(/filter/);
  });

  it('hands path data it cannot read to the general converter too', () => {
    expect(() => leanSvgPagesToPdf([page('<path d="M0 0 Q"/>')], { title: 't' })).toThrow(UnsupportedSvg);
  });
});
