import { describe, it, expect } from 'vitest';
import { paginate, type Block } from '../../../src/parts/roster/paginate.js';

const b = (height: number, extra: Partial<Block> = {}): Block => ({ height, draw: () => '', ...extra });

describe('paginate', () => {
  it('never leaves a heading at the foot of a page', () => {
    const heading = b(10, { keepWithNext: true });
    const pages = paginate([b(80), heading, b(30)], 100);
    expect(pages).toHaveLength(2);
    expect(pages[1].placed[0].block).toBe(heading);
  });

  it('repeats a continuation heading when a run breaks across pages', () => {
    const cont = b(5);
    const pages = paginate([b(60, { continuation: cont }), b(60, { continuation: cont })], 100);
    expect(pages).toHaveLength(2);
    expect(pages[1].placed.map((p) => p.block)).toEqual([cont, expect.anything()]);
    expect(pages[1].placed[1].y).toBe(5);
  });

  it('starts a new page for each run (side) and keeps every block', () => {
    const blocks = [b(10, { run: 'A' }), b(10, { run: 'A' }), b(10, { run: 'B', breakBefore: true })];
    const pages = paginate(blocks, 100);
    expect(pages.map((p) => p.run)).toEqual(['A', 'B']);
    expect(pages.flatMap((p) => p.placed).length).toBe(3);
  });
});

describe('paginate in columns', () => {
  it('fills a page column after column before opening the next page', () => {
    const pages = paginate([b(60), b(60), b(60), b(60)], 100, 0, 3, 200);
    expect(pages).toHaveLength(2);
    expect(pages[0].placed.map((p) => [p.x ?? 0, p.y])).toEqual([
      [0, 0],
      [200, 0],
      [400, 0],
    ]);
    expect(pages[1].placed.map((p) => [p.x ?? 0, p.y])).toEqual([[0, 0]]);
  });

  it("repeats a block's column continuation atop a new column, and its page continuation atop a new page", () => {
    const page = b(5);
    const col = b(3);
    const row = () => b(60, { continuation: page, columnContinuation: col });
    const pages = paginate([row(), row(), row()], 100, 0, 2, 200);
    expect(pages).toHaveLength(2);
    expect(pages[0].placed.map((p) => p.block)[1]).toBe(col);
    expect(pages[0].placed[2]).toMatchObject({ x: 200, y: 3 });
    expect(pages[1].placed.map((p) => p.block)[0]).toBe(page);
  });
});
