import { describe, it, expect } from 'vitest';
import { lastTurn, parseInteger } from '../../src/cli/assist-support.js';
import { UsageError } from '../../src/cli/io.js';
import { loadCharts } from '../../src/load/load-scenario.js';

const refusal = (f: () => unknown): unknown => {
  try {
    f();
  } catch (e) {
    return e;
  }
  return undefined;
};

describe('parseInteger: every caller states the bounds', () => {
  it('takes a whole number within the bounds', () => {
    expect(parseInteger('20', '--shift', -20, 20)).toBe(20);
    expect(parseInteger(' -20 ', '--shift', -20, 20)).toBe(-20);
    expect(parseInteger('+3', '--shift', -20, 20)).toBe(3);
  });

  it('a value out of bounds is a usage error naming the flag and the range', () => {
    const e = refusal(() => parseInteger('21', '--shift', -20, 20));
    expect(e).toBeInstanceOf(UsageError);
    expect((e as Error).message).toBe('--shift takes a whole number from -20 to 20, not 21');
    expect(() => parseInteger('-1', '--air-defender', 0, 1)).toThrow('--air-defender takes a whole number from 0 to 1');
    expect(() => parseInteger('99999999999999999999999', '--turn', 1, 8)).toThrow(/from 1 to 8/);
  });

  it('says where a bound comes from when the caller gives the reason', () => {
    expect(() => parseInteger('9', '--turn', 1, 8, 'turns 1 to 7, 8 with optional rule 11.3')).toThrow(
      '--turn takes a whole number from 1 to 8 (turns 1 to 7, 8 with optional rule 11.3), not 9',
    );
  });

  it('what is not a whole number is refused with the same range', () => {
    for (const v of ['1e308', 'NaN', '3.5', '', 'Infinity', '0x10', '1_000']) {
      // A usage mistake in keyed words (its English as before), so a page words it in its language.
      const e = refusal(() => parseInteger(v, '--lu', 0, 30));
      expect(e).toBeInstanceOf(UsageError);
      expect((e as Error).message).toBe(`--lu takes a whole number from 0 to 30, not "${v}"`);
    }
  });
});

describe('lastTurn', () => {
  it('reads each bundled game’s turn track, optional turns included', () => {
    expect(lastTurn(loadCharts('data/veritable'))).toBe(8);
    expect(lastTurn(loadCharts('data/nordwind'))).toBe(21);
    expect(lastTurn(loadCharts('data/remagen'))).toBe(15);
    expect(lastTurn(loadCharts('data/death-of-a-division'))).toBe(10);
  });
});
