import { describe, it, expect } from 'vitest';
import { backPlacement, backPosition, parseBackOffset, parseDuplex } from '../../src/print/duplex.js';
import { mmToPt } from '../../src/print/units.js';

const front = { x: 50, y: 100, width: 180, height: 250 };

describe('backPosition', () => {
  it('long edge: x mirrors across the page, y stays', () => {
    expect(backPosition(front, 612, 792, 'long')).toEqual({ x: 612 - 50 - 180, y: 100, width: 180, height: 250 });
  });
  it('short edge: y mirrors, x stays', () => {
    expect(backPosition(front, 612, 792, 'short')).toEqual({ x: 50, y: 792 - 100 - 250, width: 180, height: 250 });
  });
  it('fold: mirrored across the fold at half height', () => {
    const b = backPosition(front, 612, 792, 'fold');
    expect((front.y + front.height + b.y) / 2).toBeCloseTo(396);
  });
  it('adds the back offset', () => {
    const b = backPosition(front, 612, 792, 'long', parseBackOffset('1,-0.5'));
    expect(b.x).toBeCloseTo(612 - 50 - 180 + mmToPt(1));
    expect(b.y).toBeCloseTo(100 - mmToPt(0.5));
  });
});

describe('backPlacement', () => {
  const front = { x: 50, y: 100, width: 45, height: 45 };
  const none = { x: 0, y: 0 };
  it('long edge: x_back = page width − x − width, same y, upright', () => {
    expect(backPlacement(front, 612, 792, 'long', none)).toEqual({
      x: 517,
      y: 100,
      width: 45,
      height: 45,
      rotation: 0,
    });
  });
  it('short edge: the mirror in y, turned 180°', () => {
    expect(backPlacement(front, 612, 792, 'short', none)).toEqual({
      x: 50,
      y: 647,
      width: 45,
      height: 45,
      rotation: 180,
    });
  });
  it('fold: mirrored across the fold at half height, on the same page', () => {
    expect(backPlacement(front, 612, 792, 'fold', none)).toMatchObject({ x: 50, y: 647, rotation: 180 });
  });
  it('adds the back offset after mirroring', () => {
    expect(backPlacement(front, 612, 792, 'long', { x: 3, y: -2 })).toMatchObject({ x: 520, y: 98 });
    expect(backPlacement(front, 612, 792, 'short', { x: 3, y: -2 })).toMatchObject({ x: 53, y: 645 });
  });
});

describe('duplex options', () => {
  it('parse and reject', () => {
    expect(parseDuplex(undefined)).toBe('long');
    expect(parseDuplex('fold')).toBe('fold');
    expect(() => parseDuplex('both')).toThrow(/--duplex "both"/);
    expect(() => parseBackOffset('1')).toThrow(/X,Y/);
    expect(() => parseBackOffset('40,0')).toThrow(/more than 20/);
  });
});
