import { describe, it, expect } from 'vitest';
import { parseCardSize } from '../../../src/parts/cards/card-size.js';
import { parseBleedMm } from '../../../src/parts/cards/bleed.js';
import { InputError } from '../../../src/util/input-error.js';

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

describe('parseBleedMm', () => {
  it('reads mm with or without the unit and falls back when absent', () => {
    expect(parseBleedMm('3', 0)).toBe(3);
    expect(parseBleedMm('2.5mm', 0)).toBe(2.5);
    expect(parseBleedMm(undefined, 3)).toBe(3);
  });
  it('rejects nonsense', () => {
    expect(() => parseBleedMm('lots', 0)).toThrow(/--bleed/);
    expect(() => parseBleedMm('30', 0)).toThrow(/more than 10/);
  });
});
