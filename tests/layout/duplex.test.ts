import { describe, it, expect } from 'vitest';
import { backPosition, parseBackOffset, parseDuplex } from '../../src/layout/duplex.js';
import { mmToPt } from '../../src/layout/units.js';

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

describe('duplex options', () => {
  it('parse and reject', () => {
    expect(parseDuplex(undefined)).toBe('long');
    expect(parseDuplex('fold')).toBe('fold');
    expect(() => parseDuplex('both')).toThrow(/--duplex "both"/);
    expect(() => parseBackOffset('1')).toThrow(/X,Y/);
    expect(() => parseBackOffset('40,0')).toThrow(/more than 20/);
  });
});
