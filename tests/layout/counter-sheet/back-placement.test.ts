import { describe, it, expect } from 'vitest';
import { backPlacement } from '../../../src/layout/counter-sheet/back-placement.js';

const front = { x: 50, y: 100, width: 45, height: 45 };
const none = { x: 0, y: 0 };

describe('backPlacement', () => {
  it('long edge: x_back = page width − x − width, same y, upright', () => {
    expect(backPlacement(front, 612, 792, 'long', none)).toEqual({ x: 517, y: 100, width: 45, height: 45, rotation: 0 });
  });
  it('short edge: the mirror in y, turned 180°', () => {
    expect(backPlacement(front, 612, 792, 'short', none)).toEqual({ x: 50, y: 647, width: 45, height: 45, rotation: 180 });
  });
  it('fold: mirrored across the fold at half height, on the same page', () => {
    expect(backPlacement(front, 612, 792, 'fold', none)).toMatchObject({ x: 50, y: 647, rotation: 180 });
  });
  it('adds the back offset after mirroring', () => {
    expect(backPlacement(front, 612, 792, 'long', { x: 3, y: -2 })).toMatchObject({ x: 520, y: 98 });
    expect(backPlacement(front, 612, 792, 'short', { x: 3, y: -2 })).toMatchObject({ x: 53, y: 645 });
  });
});
