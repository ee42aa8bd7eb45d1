import { describe, it, expect } from 'vitest';
import { oddsBeyond, oddsColumnIndex } from '../../../src/assist/crt/odds-column.js';

const COLUMNS = ['1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1', '6-1'];
const column = (a: number, d: number) => COLUMNS[oddsColumnIndex(a, d, COLUMNS).index];

describe('oddsColumnIndex', () => {
  it("rounds in the defender's favour, as the rules' examples do", () => {
    expect(column(13, 6)).toBe('2-1');
    expect(column(31, 8)).toBe('3-1');
    expect(column(6, 7)).toBe('1-2');
    expect(column(24, 8)).toBe('3-1');
    expect(column(29, 10)).toBe('2-1');
  });
  it('clamps to the ends of the table', () => {
    expect(oddsColumnIndex(1, 9, COLUMNS)).toEqual({ index: 0, clamped: 'low' });
    expect(oddsColumnIndex(40, 2, COLUMNS)).toEqual({ index: 7, clamped: 'high' });
    expect(oddsColumnIndex(5, 0, COLUMNS).index).toBe(7);
  });
  it('an exact ratio sits on its own column', () => {
    expect(column(6, 1)).toBe('6-1');
    expect(column(1, 3)).toBe('1-3');
  });
});

describe('oddsBeyond (Remagen Morale Chart: worse than 1-6, better than 6-1)', () => {
  const MORALE = ['1-6', '1-5', '1-4', '1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1', '6-1'];
  it('rounds in the defender’s favour before looking past the ends', () => {
    expect(oddsBeyond(7, 1, MORALE)).toBe('better');
    expect(oddsBeyond(13, 2, MORALE)).toBeUndefined();
    expect(oddsBeyond(14, 2, MORALE)).toBe('better');
    expect(oddsBeyond(1, 6, MORALE)).toBeUndefined();
    expect(oddsBeyond(1, 7, MORALE)).toBe('worse');
    expect(oddsBeyond(2, 13, MORALE)).toBe('worse');
    expect(oddsBeyond(5, 0, MORALE)).toBe('better');
  });
});
