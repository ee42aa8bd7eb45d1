import { describe, it, expect } from 'vitest';
import {
  parseCardSize,
  parseCounterSize,
  parseLengthMm,
  readKitOptions,
  parseBackOffset,
} from '../../src/print/options.js';
import { InputError } from '../../src/util/input-error.js';

describe('parseCounterSize', () => {
  it('reads the inch sizes wargames use, 5/8 by default', () => {
    expect(parseCounterSize(undefined)).toEqual({ label: '5/8in', pt: 45 });
    expect(parseCounterSize('1/2').pt).toBe(36);
    expect(parseCounterSize('3/4"').pt).toBe(54);
    expect(parseCounterSize('1in').pt).toBe(72);
  });
  it('reads any size in mm', () => {
    expect(parseCounterSize('16mm').pt).toBeCloseTo((16 * 72) / 25.4, 6);
    expect(parseCounterSize('12.5 mm').label).toBe('12.5mm');
  });
  it('reads the size syntax of the data files: 0.7in, 18mm, 7/8, 0.625"', () => {
    expect(parseCounterSize('0.7in').pt).toBeCloseTo(0.7 * 72, 6);
    expect(parseCounterSize('18mm').pt).toBeCloseTo((18 / 25.4) * 72, 6);
    expect(parseCounterSize('7/8').pt).toBeCloseTo(0.875 * 72, 6);
    expect(parseCounterSize('0.625"').pt).toBeCloseTo(45, 6);
    expect(parseCounterSize('2cm').label).toBe('2cm');
  });
  it('rejects what it cannot read or cut', () => {
    expect(() => parseCounterSize('big')).toThrow(/is not a counter size; give a number with a unit/);
    expect(() => parseCounterSize('0.7')).toThrow(/is not a counter size/);
    expect(() => parseCounterSize('5mm')).toThrow(/smaller than 8 mm/);
  });
});

describe('parseCardSize', () => {
  it('defaults to poker and knows the named sizes in mm', () => {
    expect(parseCardSize(undefined)).toMatchObject({ name: 'poker', widthMm: 63, heightMm: 88 });
    expect(parseCardSize('bridge')).toMatchObject({ widthMm: 57, heightMm: 89 });
    expect(parseCardSize('MINI')).toMatchObject({ widthMm: 44, heightMm: 63 });
  });
  it('reads WxH in mm', () => {
    expect(parseCardSize('70x120')).toMatchObject({ name: '70x120', widthMm: 70, heightMm: 120 });
    expect(parseCardSize('70 × 120mm')).toMatchObject({ widthMm: 70, heightMm: 120 });
  });
  it('rejects what is not a size, naming the option', () => {
    expect(() => parseCardSize('tarot')).toThrow(InputError);
    expect(() => parseCardSize('tarot')).toThrow(/--card-size "tarot"/);
    expect(() => parseCardSize('5x5')).toThrow(/20 to 200 mm/);
  });
});

describe('lengths in mm', () => {
  it('reads mm with or without the unit, in any case, undefined when absent', () => {
    expect(parseLengthMm('gutter', undefined)).toBeUndefined();
    expect(parseLengthMm('gutter', '2.5mm')).toBe(2.5);
    expect(parseLengthMm('bleed', '3')).toBe(3);
    expect(parseLengthMm('bleed', '3MM')).toBe(3);
  });
  it('bounds each length and names the flag', () => {
    expect(() => parseLengthMm('bleed', '30')).toThrow(/--bleed 30: at most 10 mm/);
    expect(() => parseLengthMm('gutter', '21')).toThrow(/--gutter 21: at most 20 mm/);
    expect(() => parseLengthMm('bleed', 'lots')).toThrow(/--bleed "lots"/);
  });
  it('reads a back offset X,Y in mm into pt, bounded', () => {
    expect(parseBackOffset('0.5,-1').y).toBeCloseTo(-72 / 25.4, 6);
    expect(() => parseBackOffset('30,0')).toThrow(/more than 20/);
  });
});

describe('readKitOptions: one reading of every kit flag for every part', () => {
  it('gives the defaults a bare build uses', () => {
    const k = readKitOptions({});
    expect(k).toMatchObject({
      paper: 'letter',
      lang: 'en',
      formats: ['pdf', 'svg'],
      tile: 'auto',
      cardLayout: 'sheet',
    });
    expect(k.counterSize).toBeUndefined();
    expect(k.bleedMm).toBeUndefined();
    expect(k.duplex).toBeUndefined();
  });
  it('reads --bleed 3MM the same way whichever part uses it (it was refused for cards once)', () => {
    expect(readKitOptions({ bleed: '3MM' }).bleedMm).toBe(3);
  });
  it('refuses a bad value of any flag with the flag named, as bad input', () => {
    for (const [flag, value, msg] of [
      ['paper', 'b5', /--paper/],
      ['format', 'gif', /format "gif"/],
      ['duplex', 'sideways', /--duplex/],
      ['tile', 'maybe', /--tile/],
      ['cardLayout', 'fan', /--card-layout/],
      ['counterSize', '7/9ft', /--counter-size/],
    ] as const) {
      expect(() => readKitOptions({ [flag]: value })).toThrow(InputError);
      expect(() => readKitOptions({ [flag]: value })).toThrow(msg);
    }
  });
});
