import { describe, it, expect } from 'vitest';
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
});
