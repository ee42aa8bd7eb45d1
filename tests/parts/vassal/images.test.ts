import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import { ImageSet } from '../../../src/parts/vassal/images.js';
import { boardTiles, REGION_PX } from '../../../src/parts/vassal/board-tiles.js';
import { pageToSvg } from '../../../src/print/scene-svg.js';
import type { Item } from '../../../src/print/scene.js';

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

describe('the board drawn in pieces', () => {
  // 2600 × 2300 pt at 72 dpi: four pieces, with seams at x = 2000 and y = 2000.
  const [W, H] = [2600, 2300];
  const box = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });
  const items: Item[] = [
    { kind: 'path', d: `M0 0L${W} 0L${W} ${H}L0 ${H}Z`, fill: '#f4efe0', box: box(0, 0, W, H) },
    // A thick line across both seams; a round-capped stroke whose box stops short of a seam its ink crosses.
    {
      kind: 'path',
      d: 'M1000 1000L1998 1000',
      stroke: '#802020',
      width: 12,
      cap: 'round',
      box: box(1000, 1000, 998, 0),
    },
    // A name with a halo on each seam.
    { kind: 'path', d: 'M1500 1500L2500 2200', stroke: '#203080', width: 9, box: box(1500, 1500, 1000, 700) },
    ...[
      [1990, 1200],
      [1400, 2004],
      [1996, 1998],
    ].map(
      ([x, y]): Item => ({
        kind: 'text',
        x: x!,
        y: y!,
        text: 'Ludendorff',
        size: 24,
        anchor: 'middle',
        face: 'bold',
        fill: '#111111',
        halo: '#ffffff',
        box: box(x! - 70, y! - 20, 140, 26),
      }),
    ),
    {
      kind: 'marks',
      mark: { d: 'M-4 -4L4 -4L4 4L-4 4Z', box: box(-4, -4, 8, 8) },
      at: Array.from({ length: 60 }, (_, i) => [40 + i * 42, 1980 + (i % 5) * 9] as const),
      fill: '#2a5a2a',
      opacity: 0.75,
      box: box(36, 1976, 2530, 48),
    },
    // A mark of curves and two outlines, as trees and hills are drawn: its copies as one path land where the
    // copies of a <use> do.
    {
      kind: 'marks',
      mark: {
        d: 'M-10 -4Q0 -14 10 -4C12 2 6 8 0 8ZM-2 10L2 10L2 16L-2 16Z',
        box: box(-12, -10, 24, 26),
      },
      at: Array.from({ length: 40 }, (_, i) => [1900 + (i % 8) * 30.37, 1900 + Math.floor(i / 8) * 40.21] as const),
      fill: '#1a3a1a',
      box: box(1888, 1890, 237, 187),
    },
  ];

  it('cuts the board into pieces of at most one renderer region that cover it once', () => {
    const tiles = boardTiles(items, W, H, 72);
    expect(tiles.map((t) => [t.x, t.y, t.width, t.height])).toEqual([
      [0, 0, REGION_PX, REGION_PX],
      [REGION_PX, 0, W - REGION_PX, REGION_PX],
      [0, REGION_PX, REGION_PX, H - REGION_PX],
      [REGION_PX, REGION_PX, W - REGION_PX, H - REGION_PX],
    ]);
    // Each piece draws only the copies of a repeated mark that reach into it, as one path with a move to each.
    const copies = tiles.map((t) => (/<path d="([^"]*)" fill="#2a5a2a"/.exec(t.svg)?.[1] ?? '').split('M').length - 1);
    expect(copies.every((n) => n > 0 && n < 60)).toBe(true);
    // The name drawn three times alike is one stamp, placed in each piece it reaches, never drawn as text there.
    expect(new Set(tiles.flatMap((t) => t.stamps.map((s) => s.id))).size).toBe(1);
    expect(tiles.every((t) => !t.svg.includes('>Ludendorff<'))).toBe(true);
    expect(tiles.map((t) => t.svg.split('<use href="#st-stamp-').length - 1)).toEqual([3, 2, 2, 1]);
  });

  it('reads an unchanged board back from the cache, and draws a board whose words changed again', async () => {
    const board = async (list: readonly Item[]) => {
      const images = new ImageSet();
      images.addTiled('board.png', boardTiles(list, W, H, 72), W, H, 72);
      await images.render();
      return Buffer.from(images.files.get('board.png')!);
    };
    const first = await board(items);
    expect((await board(items)).equals(first)).toBe(true);
    // The same size and dpi, one name stamped three times renamed: a key of the size alone would hand back `first`.
    const renamed = items.map((it): Item => (it.kind === 'text' ? { ...it, text: 'Remagen' } : it));
    expect((await board(renamed)).equals(first)).toBe(false);
  });

  it('joins the pieces into the picture the whole board drawn at once gives', async () => {
    const images = new ImageSet();
    images.addTiled('board.png', boardTiles(items, W, H, 72), W, H, 72);
    await images.render();
    const pieces = await sharp(images.files.get('board.png')!).raw().toBuffer({ resolveWithObject: true });
    const whole = await sharp(Buffer.from(pageToSvg({ width: W, height: H, layers: [{ items }] })), { density: 72 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([pieces.info.width, pieces.info.height, pieces.info.channels]).toEqual([W, H, 3]);
    let visible = 0;
    for (let i = 0; i < whole.data.length; i++) if (Math.abs(whole.data[i]! - pieces.data[i]!) > 48) visible++;
    expect(visible).toBe(0);
    // The seams are drawn: the line's ink is there on both sides of x = 2000.
    const at = (x: number, y: number) => pieces.data[(y * W + x) * 3]!;
    const lineY = (x: number) => Math.round(1500 + ((x - 1500) * 700) / 1000);
    expect([at(1999, lineY(1999)), at(2000, lineY(2000))].every((v) => v < 200)).toBe(true);
    expect(at(2002, 1000)).toBeLessThan(200);
  });
});
