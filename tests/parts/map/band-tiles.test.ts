import { describe, it, expect } from 'vitest';
import { packAcrossSeams } from '../../../src/parts/map/sheet/band-tiles.js';

// The band under a tiled map: each seam keeps a gutter somewhere in its cut range, and no block crosses it.
describe('packAcrossSeams', () => {
  const gap = 10;
  const blocks = [
    { width: 150, height: 80 },
    { width: 220, height: 60 },
    { width: 60, height: 40 },
    { width: 140, height: 50 },
  ];

  it('keeps every block clear of a gutter inside each cut range', () => {
    const seams: [number, number][] = [
      [160, 240],
      [420, 440],
    ];
    const p = packAcrossSeams(blocks, 0, 600, gap, seams)!;
    expect(p.gutters).toHaveLength(2);
    p.gutters.forEach((g, k) => {
      expect(g).toBeGreaterThanOrEqual(seams[k][0]);
      expect(g).toBeLessThanOrEqual(seams[k][1]);
      p.at.forEach((a, i) => {
        const crosses = a.x - gap / 2 < g && g < a.x + blocks[i].width + gap / 2;
        expect(crosses, `block ${i} across gutter ${k}`).toBe(false);
      });
    });
    // Blocks never overlap one another.
    for (let i = 0; i < blocks.length; i++)
      for (let j = i + 1; j < blocks.length; j++) {
        const [a, b] = [p.at[i], p.at[j]];
        const apart =
          a.x + blocks[i].width <= b.x ||
          b.x + blocks[j].width <= a.x ||
          a.y + blocks[i].height <= b.y ||
          b.y + blocks[j].height <= a.y;
        expect(apart, `blocks ${i} and ${j}`).toBe(true);
      }
  });

  it('moves the gutter within its range so that the band is as low as it can be', () => {
    // One seam anywhere from 100 to 500: 150 + 220 side by side, then the rest, on a 600 wide band.
    const p = packAcrossSeams(blocks, 0, 600, gap, [[100, 500]])!;
    expect(p.height).toBeLessThan(80 + gap + 60 + gap + 50);
  });

  it('refuses a block wider than every column between the seams', () => {
    expect(
      packAcrossSeams([{ width: 300, height: 20 }], 0, 600, gap, [
        [190, 210],
        [390, 410],
      ]),
    ).toBeUndefined();
  });
});
