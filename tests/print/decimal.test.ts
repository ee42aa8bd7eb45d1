import { describe, expect, it } from 'vitest';
import { decimalIn } from '../../src/print/decimal.js';
import { fillWords } from '../../src/print/catalogue/index.js';

// A Russian sheet writes "16,3 мм" and "×0,5"; an English one "16.3 mm". Rule sections stay "7.2" in both.
describe('decimal numbers in the sheet’s language', () => {
  it('takes the language’s decimal mark for a number or a toFixed string', () => {
    expect(decimalIn('ru', 0.5)).toBe('0,5');
    expect(decimalIn('ru', '16.3')).toBe('16,3');
    expect(decimalIn('en', 16.3)).toBe('16.3');
    expect(decimalIn('ru', 13)).toBe('13');
    expect(decimalIn('xx-unknown', 2.5)).toBe('2.5');
  });

  it('fills numbers with the mark, but prints a section given as text as it is', () => {
    const t = '{n} мм ({section})';
    expect(fillWords(t, { n: 12.7, section: '7.2' }, 'ru')).toBe('12,7 мм (7.2)');
    expect(fillWords(t, { n: 12.7, section: '7.2' })).toBe('12.7 мм (7.2)');
  });
});
