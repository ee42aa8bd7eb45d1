import { describe, it, expect } from 'vitest';
import { flowAids, orderToFill, pageFills, type FlowBlock } from '../../../src/parts/aids/flow-pages.js';

const area = { portrait: { width: 500, height: 700 }, landscape: { width: 700, height: 500 } };
const block = (width: number, heights: number[], extra: Partial<FlowBlock> = {}): FlowBlock => ({
  width,
  strips: heights.map((height) => ({ height })),
  continuedHeight: 20,
  ...extra,
});

describe('flowAids', () => {
  it('sets narrow aids side by side and wide ones below', () => {
    const pages = flowAids([block(200, [100]), block(200, [150]), block(450, [100])], area, 10);
    expect(pages).toHaveLength(1);
    expect(pages[0].pieces.map((p) => [p.x, p.y])).toEqual([
      [0, 0],
      [210, 0],
      [0, 160],
    ]);
  });

  it('starts a new page for an aid that does not fit the space left', () => {
    const pages = flowAids([block(450, [400]), block(450, [400])], area, 10);
    expect(pages).toHaveLength(2);
    expect(pages[1].pieces[0]).toMatchObject({ block: 1, y: 0, continued: false });
  });

  it('fills the room an aid left on an earlier page when it moved to the next (first fit)', () => {
    // A 200-high aid, then one too tall for what is left (moves to page 2), then a small one: it goes back to page 1.
    const pages = flowAids([block(450, [200]), block(450, [600]), block(450, [150])], area, 10);
    expect(pages).toHaveLength(2);
    expect(pages[0].pieces.map((p) => [p.block, p.y])).toEqual([
      [0, 0],
      [2, 210],
    ]);
    expect(pages[1].pieces.map((p) => p.block)).toEqual([1]);
  });

  it('breaks an aid taller than a page between strips, repeating the table header', () => {
    const strips = [
      { height: 30, keepWithNext: true },
      { height: 20, keepWithNext: true },
      ...Array.from({ length: 60 }, () => ({ height: 20, repeat: [1] })),
    ];
    const pages = flowAids([{ width: 450, strips, continuedHeight: 25 }], area, 10);
    expect(pages.length).toBe(2);
    const [a, b] = [pages[0].pieces[0], pages[1].pieces[0]];
    expect(a.height).toBeLessThanOrEqual(700);
    expect(b.continued).toBe(true);
    expect(b.strips[0]).toBe(1);
    const printed = [...a.strips, ...b.strips.slice(1)];
    expect(printed).toEqual(strips.map((_, i) => i));
  });

  it('never leaves a heading last on a page', () => {
    const strips = [{ height: 650 }, { height: 30, keepWithNext: true }, { height: 40 }];
    const pages = flowAids([{ width: 450, strips, continuedHeight: 25 }], area, 10);
    expect(pages[0].pieces[0].strips).toEqual([0]);
    expect(pages[1].pieces[0].strips).toEqual([1, 2]);
  });

  it('gives an aid too wide for portrait a landscape page', () => {
    const pages = flowAids([block(450, [100]), block(650, [100], { landscape: true })], area, 10);
    expect(pages.map((p) => p.landscape)).toEqual([false, true]);
  });
});

// Issue 24 (paper): no aids sheet mostly blank where another order of the aids avoids it. Nordwind's Victory chart
// before its set-up table left the table's last page a third used.
describe('orderToFill', () => {
  it('moves an aid so a table broken over pages does not end on a mostly blank one', () => {
    const blocks = [block(450, [400]), block(300, [350]), block(450, Array(22).fill(50))];
    const given = flowAids(blocks, area, 10);
    expect(given).toHaveLength(4);
    expect(pageFills(given, area).at(-1)).toBeLessThan(0.3);
    const order = orderToFill(blocks, area, 10);
    const pages = flowAids(
      order.map((i) => blocks[i]),
      area,
      10,
    );
    expect(pages.length).toBeLessThan(given.length);
    expect(Math.min(...pageFills(pages, area))).toBeGreaterThanOrEqual(0.6);
    expect([...order].sort()).toEqual([0, 1, 2]);
  });

  it('keeps the given order when no move helps', () => {
    const blocks = [block(200, [100]), block(200, [150]), block(450, [100])];
    expect(orderToFill(blocks, area, 10)).toEqual([0, 1, 2]);
  });
});
