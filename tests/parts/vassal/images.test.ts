import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import { ImageSet } from '../../../src/parts/vassal/images.js';

const square = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="36" height="36"><rect width="36" height="36" fill="${fill}"/></svg>`;

describe('the module image set', () => {
  it('starts rendering each image as it is added, so the board rasterises while the rest is prepared', async () => {
    const images = new ImageSet();
    const name = images.addAs('board.png', square('#c00'), 72);
    for (let i = 0; i < 200 && !images.files.has(name); i++) await new Promise((r) => setTimeout(r, 10));
    expect(
      Buffer.from(images.files.get(name) ?? [])
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('renders an SVG drawn twice once, under one name', async () => {
    const images = new ImageSet();
    const a = images.add('face', square('#0a0'), 72);
    const b = images.add('face', square('#0a0'), 72);
    images.add('face', square('#00a'), 72);
    await images.render();
    expect(a).toBe(b);
    expect(images.files.size).toBe(2);
  });

  it('reports an image that fails to render when the set is awaited', async () => {
    const images = new ImageSet();
    images.addAs('broken.png', '<svg', 72);
    await expect(images.render()).rejects.toThrow();
  });

  it('cuts pictures drawn on one sheet apart: each its own size and colours, none bleeding into another', async () => {
    const images = new ImageSet();
    const fills = ['#c00000', '#0000c0', '#00a000'];
    // 36 pt at 100 dpi is 50 px; a stroke to the very edge would show a neighbour's colour at a shared border.
    const names = fills.map((f) =>
      images.add(
        'face',
        `<svg xmlns="http://www.w3.org/2000/svg" width="36" height="36"><rect width="36" height="36" fill="${f}" ` +
          `stroke="${f}" stroke-width="4"/></svg>`,
        100,
      ),
    );
    // A picture that names something (an id) is drawn alone, and is there all the same.
    const named = images.add(
      'face',
      '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect id="r" width="20" height="10"/></svg>',
      72,
    );
    await images.render();
    for (const [i, name] of names.entries()) {
      const { data, info } = await sharp(images.files.get(name)!).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([50, 50]);
      const want = [1, 3, 5].map((at) => Number.parseInt(fills[i]!.slice(at, at + 2), 16));
      for (let p = 0; p < data.length; p += info.channels) expect([data[p], data[p + 1], data[p + 2]]).toEqual(want);
    }
    const alone = await sharp(images.files.get(named)!).metadata();
    expect([alone.width, alone.height]).toEqual([20, 10]);
  });
});
