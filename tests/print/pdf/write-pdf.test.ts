import { describe, it, expect } from 'vitest';
import { inflateSync } from 'node:zlib';
import { leanPdf as pagesToPdf } from '../../../src/print/pdf/write-pdf.js';
import { path, text, circlePath, type Item } from '../../../src/print/scene.js';
import { terrainGlyph, type TerrainPattern } from '../../../src/parts/map/terrain-glyphs.js';

const ARGS: Record<string, number> = { m: 2, l: 2, c: 6, re: 4 };

/** The page content streams of a PDF, inflated. */
function contents(pdf: Buffer): string[] {
  const out: string[] = [];
  const s = pdf.toString('latin1');
  const re = /\/Filter \/FlateDecode[^>]*>>\nstream\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s))) {
    const len = Number(/\/Length (\d+)/.exec(s.slice(s.lastIndexOf('<<', m.index), m.index + m[0].length))![1]);
    const start = m.index + m[0].length;
    out.push(inflateSync(pdf.subarray(start, start + len)).toString('latin1'));
  }
  return out;
}

describe('pagesToPdf', () => {
  it('writes every path operator with its numbers, for every terrain mark and label', () => {
    const patterns: TerrainPattern[] = ['trees', 'buildings', 'water', 'marsh', 'hills', 'mountain', 'fortification'];
    const items: Item[] = patterns.map((p, i) =>
      path(
        terrainGlyph(p, 20 + i * 30, 40, 20),
        { x: 0, y: 0, width: 300, height: 100 },
        { stroke: '#000000', width: 0.5 },
      ),
    );
    items.push(
      path(circlePath(50, 80, 10), { x: 40, y: 70, width: 20, height: 20 }, { fill: '#336699', opacity: 0.5 }),
    );
    items.push(text(100, 90, 'Клеве & Goch', 9, { halo: '#ffffff', rotate: 30 }));
    const pdf = pagesToPdf([{ width: 300, height: 120, layers: [{ items }] }], { title: 'Test' });
    const page = contents(pdf).find((c) => c.includes(' Tf'))!;
    expect(page).toBeDefined();
    let checked = 0;
    for (const line of page.split('\n')) {
      const words = line.trim().split(/\s+/);
      const op = words[words.length - 1];
      if (ARGS[op] === undefined) continue;
      if (words.some((w) => /^[A-Za-z]+$/.test(w) && w !== op)) continue;
      expect(words.length - 1, line).toBe(ARGS[op]);
      expect(
        words.slice(0, -1).every((w) => Number.isFinite(Number(w))),
        line,
      ).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
    expect(pdf.toString('latin1')).toMatch(/\/FontFile2/);
  });
});

describe('tiles of one drawing', () => {
  it('draw the drawing once, as a form every tile clips, not once per tile', () => {
    const items: Item[] = Array.from({ length: 50 }, (_, i) =>
      path(`M${i * 10} 0L${i * 10 + 5} 400`, { x: i * 10, y: 0, width: 5, height: 400 }, { stroke: '#000000' }),
    );
    const tile = (x: number) => ({
      width: 200,
      height: 200,
      layers: [{ items, window: { x, y: 0, width: 200, height: 200 }, clip: { x: 0, y: 0, width: 200, height: 200 } }],
    });
    const pdf = pagesToPdf([tile(0), tile(150), tile(300)], { title: 'tiles' });
    const text = pdf.toString('latin1');
    expect(text.match(/\/Subtype \/Form/g)).toHaveLength(1);
    const pages = contents(pdf).filter((c) => c.startsWith('1 0 0 -1'));
    expect(pages).toHaveLength(3);
    for (const c of pages) {
      expect(c).toContain('/Fm1 Do');
      expect(c).not.toContain(' l\n');
    }
  });
});
