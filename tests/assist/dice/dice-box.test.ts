import { describe, it, expect } from 'vitest';
import { DiceBox } from '../../../src/assist/dice/dice-box.js';
import { seededSource } from '../../../src/assist/dice/random-source.js';
import { parseDice } from '../../../src/model/dice-spec.js';

const box = (opts: { fill?: boolean; hand?: boolean; preview?: boolean } = {}) =>
  new DiceBox(seededSource('box'), { fill: !!opts.fill, hand: !!opts.hand, preview: opts.preview });

describe('DiceBox: hand dice complete, or filled and marked', () => {
  it('keeps every die in draw order, hand and machine apart', () => {
    const b = box({ hand: true, fill: true });
    b.faces('--dice', 3, [5, 4]);
    b.roll('--roll', parseDice('2d6'), 7);
    expect(b.rolls.map((r) => [r.spec, r.entered])).toEqual([
      ['2d6', true],
      ['1d6', false],
      ['2d6', true],
    ]);
    expect(b.machineDice).toBe(1);
  });

  it('refuses too few hand dice without --fill, too many always, and machine dice once any were by hand', () => {
    expect(() => box({ hand: true }).faces('--dice', 3, [5, 4])).toThrow(/--dice gave 2: roll the rest by hand/);
    expect(() => box({ hand: true, fill: true }).faces('--dice', 2, [5, 4, 4])).toThrow(/2 dice are rolled here/);
    expect(() => box({ hand: true }).faces('--hit-dice', 2, undefined)).toThrow(/--hit-dice is needed/);
    expect(box().faces('--dice', 2, undefined)).toHaveLength(2);
  });

  it('a die feed refuses entered dice never used, and a preview never rolls', () => {
    const b = box({ hand: true });
    const feed = b.faceFeed('--hit-dice', [3, 3, 2]);
    feed.next();
    expect(() => feed.finish()).toThrow(/--hit-dice gave 3 dice; only 1 was needed/);
    expect(() => box({ preview: true }).faces('--dice', 1, undefined)).toThrow(/preview/);
  });
});
