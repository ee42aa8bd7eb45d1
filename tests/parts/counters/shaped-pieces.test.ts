import { describe, it, expect, afterAll } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import sharp from 'sharp';
import { writeNewGame } from '../../../src/load/scaffold.js';
import { runCli } from '../../helpers/run-cli.js';

// issue 23: "Counters are square only." A unit or marker of its own shape (a 1 × ½ in leader) is printed at that
// shape, its back where duplex printing puts it, in PDF, SVG and PNG.
const root = mkdtempSync(join(tmpdir(), 'sandtable-shaped-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
function game(size: string): string {
  const dir = join(root, `g${++n}`);
  writeNewGame(dir, { map: 'hex' });
  const file = join(dir, 'units.yaml');
  // The first unit (blue-1) becomes a leader, the turn marker a wide marker.
  const text = readFileSync(file, 'utf8')
    .replace('  - id: blue-1\n', `  - id: blue-1\n    size: ${size}\n`)
    .replace('    name: Turn\n', '    name: Turn\n    size: 1in x 0.5in\n');
  writeFileSync(file, text);
  return dir;
}

interface Placed {
  page: number;
  side: 'front' | 'back';
  id: string;
  copy: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

describe('pieces of their own shape', () => {
  it('prints a 1 × ½ in leader at its size, backs that line up, squares beside it unchanged', async () => {
    const dir = game('1in x 0.5in');
    const out = join(dir, 'kit');
    const r = await runCli('build', dir, '--only', 'counters', '--format', 'pdf,svg,png', '--out', out);
    expect(r.code, r.err).toBe(0);
    const layout = JSON.parse(readFileSync(join(out, 'counters.layout.json'), 'utf8'));
    const placed = layout.pieces as Placed[];
    const front = (id: string) => placed.find((p) => p.id === id && p.side === 'front')!;
    expect([front('blue-1').width, front('blue-1').height]).toEqual([72, 36]);
    expect([front('turn').width, front('turn').height]).toEqual([72, 36]);
    expect([front('blue-2').width, front('blue-2').height]).toEqual([36, 36]);
    // Long-edge duplex: each back is its front mirrored across the page's width, same size and height.
    const W = layout.page.width;
    for (const p of placed.filter((x) => x.side === 'front')) {
      const b = placed.find((x) => x.side === 'back' && x.id === p.id && x.copy === p.copy)!;
      expect(b.x, p.id).toBeCloseTo(W - p.x - p.width, 3);
      expect([b.y, b.width, b.height], p.id).toEqual([p.y, p.width, p.height]);
    }
    // No two fronts overlap, bleed included, and all are on the page.
    const fronts = placed.filter((p) => p.side === 'front');
    const bleed = layout.bleed;
    for (const [i, a] of fronts.entries()) {
      expect(a.x - bleed).toBeGreaterThanOrEqual(0);
      expect(a.x + a.width + bleed).toBeLessThanOrEqual(W);
      for (const b of fronts.slice(i + 1)) {
        const apart =
          a.x + a.width + bleed <= b.x - bleed + 1e-6 ||
          b.x + b.width + bleed <= a.x - bleed + 1e-6 ||
          a.y + a.height + bleed <= b.y - bleed + 1e-6 ||
          b.y + b.height + bleed <= a.y - bleed + 1e-6;
        expect(apart, `${a.id} and ${b.id}`).toBe(true);
      }
    }
    // The leader's face is drawn in its box, 100 units on its short side: scale ½ in / 100.
    const svg = readFileSync(join(out, 'counters-sheet1-front.svg'), 'utf8');
    const x = front('blue-1')
      .x.toFixed(4)
      .replace(/\.?0+$/, '');
    expect(svg).toMatch(new RegExp(`translate\\(${x.replace('.', '\\.')},[\\d.]+\\) scale\\(0\\.36\\)`));
    expect(svg).toMatch(/<rect x="-[\d.]+" y="-[\d.]+" width="2\d\d\.\d+" height="1\d\d\.\d+"/);
    // The PNG sheet shows the leader's blue across its whole width: the pixel half an inch right of its left edge.
    const png = sharp(join(out, 'counters-sheet1-front.png'));
    const { width: pw } = await png.metadata();
    const k = pw! / W;
    const px = await png
      .extract({
        left: Math.round((front('blue-1').x + 66) * k),
        top: Math.round((front('blue-1').y + 30) * k),
        width: 1,
        height: 1,
      })
      .raw()
      .toBuffer();
    const left = await sharp(join(out, 'counters-sheet1-front.png'))
      .extract({
        left: Math.round((front('blue-1').x + 6) * k),
        top: Math.round((front('blue-1').y + 30) * k),
        width: 1,
        height: 1,
      })
      .raw()
      .toBuffer();
    expect([...px.subarray(0, 3)]).toEqual([...left.subarray(0, 3)]);
    expect(px[2]).toBeGreaterThan(px[0] + 40);
    expect(existsSync(join(out, 'counters.pdf'))).toBe(true);
  });

  it('refuses a size that is not "width x height" or outside ¼–4 in, naming the file, line and field', async () => {
    for (const [size, why] of [
      ['1in by 0.5in', /units\[0\]\.size: a piece size is width x height/],
      ['10in x 1in', /units\[0\]\.size: each side of a piece is from 1\/4 in/],
    ] as const) {
      const dir = game(size);
      const line = readFileSync(join(dir, 'units.yaml'), 'utf8').split('\n').indexOf(`    size: ${size}`) + 1;
      const r = await runCli('validate', dir);
      expect(r.code, size).toBe(1);
      expect(r.err, size).toMatch(new RegExp(`units\\.yaml:${line}:\\d+: `));
      expect(r.err, size).toMatch(why);
    }
  });
});
