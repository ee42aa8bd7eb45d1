import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { leanPdf } from '../../src/print/pdf/write-pdf.js';
import { pageToSvg } from '../../src/print/scene-svg.js';
import { marks, path, type Item, type Paint } from '../../src/print/scene.js';
import { terrainGlyph, terrainMark, type TerrainPattern } from '../../src/parts/map/terrain-glyphs.js';
import type { Point } from '../../src/geometry/point.js';

/** Every stream of a PDF, inflated where deflated. */
function streams(pdf: Buffer): string[] {
  const s = pdf.toString('latin1');
  const out: string[] = [];
  const re = /<<([\s\S]*?)>>\nstream\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s))) {
    const len = Number(/\/Length (\d+)/.exec(m[1])![1]);
    const body = pdf.subarray(m.index + m[0].length, m.index + m[0].length + len);
    out.push((m[1].includes('FlateDecode') ? inflateSync(body) : body).toString('latin1'));
  }
  return out;
}

/** A scatter like a wood's: a jittered grid, copies never closer than their size. */
const spots = (n: number): Point[] =>
  Array.from({ length: n }, (_, i) => [
    13.337 + (i % 20) * 14 + ((i * 7) % 5) * 0.713,
    11.61 + Math.floor(i / 20) * 14,
  ]);
const BOX = { x: 0, y: 0, width: 300, height: 300 };
const PAINT: Paint = { fill: '#556b2f', opacity: 0.75 };

describe('a mark repeated (marks)', () => {
  it('is written once as a PDF form and placed at every copy, exactly where one path of every copy draws it', () => {
    const at = spots(300);
    const pdf = leanPdf(
      [{ width: 300, height: 300, layers: [{ items: [marks(terrainMark('trees', 10), at, BOX, PAINT)] }] }],
      {
        title: 'Marks',
      },
    );
    const all = streams(pdf);
    const forms = all.filter((c) => !c.includes(' Do\n') && c.endsWith('\nf\n'));
    expect(forms).toHaveLength(1);
    expect(pdf.toString('latin1').match(/\/Subtype \/Form/g)).toHaveLength(1);
    const page = all.find((c) => c.includes(' Do\n'))!;
    const steps = [...page.matchAll(/1 0 0 1 (\S+) (\S+) cm \/Mk1 Do\n/g)];
    expect(steps).toHaveLength(300);
    // Each copy moves on from the last: the sums are the places to the hundredth, with nothing lost on the way.
    let x = 0,
      y = 0;
    steps.forEach((s, i) => {
      x += Math.round(Number(s[1]) * 100);
      y += Math.round(Number(s[2]) * 100);
      expect([x, y]).toEqual([Math.round(at[i][0] * 100), Math.round(at[i][1] * 100)]);
    });
    // The colour and opacity are set once, outside the form, which inherits them.
    expect(page).toContain('/GS1 gs');
    expect(forms[0]).not.toMatch(/ rg\n| gs\n/);
  });

  it('is one <path> in <defs> and a <use> at every copy in SVG, inside a group that carries the paint', () => {
    const mark = terrainMark('hills', 10);
    const items: Item[] = [
      marks(mark, spots(40), BOX, { stroke: '#665544', width: 0.9, cap: 'round', opacity: 0.75 }),
      marks(mark, spots(10), BOX, { stroke: '#223344', width: 0.9 }),
    ];
    const svg = pageToSvg({ width: 300, height: 300, layers: [{ items }] });
    expect(svg.match(/<path id="st-mark-1" d="/g)).toHaveLength(1);
    expect(svg.match(/<use href="#st-mark-1" /g)).toHaveLength(50);
    expect(svg).toContain(
      '<g fill="none" stroke="#665544" stroke-width="0.9" stroke-opacity="0.75" stroke-linecap="round">',
    );
    expect(svg).toContain('<use href="#st-mark-1" x="13.34" y="11.61"/>');
  });

  const hasPoppler = spawnSync('sh', ['-c', 'command -v pdftoppm']).status === 0;
  it.skipIf(!hasPoppler)('prints the same picture as one path of every copy, for every terrain pattern', () => {
    const patterns: TerrainPattern[] = ['trees', 'water', 'marsh', 'hills', 'mountain', 'fortification', 'buildings'];
    const at = spots(280);
    const paints: Paint[] = patterns.map((p) =>
      ['water', 'marsh', 'hills'].includes(p)
        ? { stroke: '#334455', width: 0.9, cap: 'round', join: 'round', opacity: 0.75 }
        : { fill: '#334455', opacity: 0.75 },
    );
    const dir = mkdtempSync(join(tmpdir(), 'marks-'));
    const render = (items: Item[], name: string): PNG => {
      const file = join(dir, `${name}.pdf`);
      writeFileSync(file, leanPdf([{ width: 300, height: 300, layers: [{ items }] }], { title: name }));
      const r = spawnSync('pdftoppm', ['-r', '150', '-png', '-singlefile', file], { maxBuffer: 64 << 20 });
      return PNG.sync.read(r.stdout);
    };
    patterns.forEach((p, k) => {
      let d = '';
      for (const [x, y] of at) d += terrainGlyph(p, x, y, 10);
      const one = render([path(d, BOX, paints[k])], `${p}-path`);
      const many = render([marks(terrainMark(p, 10), at, BOX, paints[k])], `${p}-marks`);
      let far = 0;
      let inked = 0;
      let inkOne = 0;
      let inkMany = 0;
      for (let i = 0; i < one.data.length; i += 4) {
        if (one.data[i] < 250) inked++;
        if (Math.abs(one.data[i] - many.data[i]) > 64) far++;
        inkOne += 255 - one.data[i];
        inkMany += 255 - many.data[i];
      }
      // The marks are there (a blank page would pass), and differ from the one path by anti-aliasing only: a copy
      // stands within 0.005 pt of where the path had it, which can move a thin upright stroke's pixel snapping (marsh
      // reeds: 1.4 % of inked pixels), never the ink.
      expect(inked, p).toBeGreaterThan(2000);
      expect(far, p).toBeLessThan(inked * 0.02);
      expect(Math.abs(inkMany - inkOne), p).toBeLessThan(inkOne * 0.01);
    });
  });
});
