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
