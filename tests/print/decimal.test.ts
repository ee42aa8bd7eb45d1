import { describe, expect, it } from 'vitest';
import { decimalIn } from '../../src/print/decimal.js';
import { catalogueWords, fillWords } from '../../src/print/catalogue/index.js';
import { msg, render } from '../../src/assist/messages.js';

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

  it('writes a report’s numbers with the same mark as the sheets, in a language the catalogue lacks too', () => {
    // The CLI and the companion page render keyed messages with the rules' words; the mark in them is the sheets'.
    const line = (lang: string) =>
      render(msg('combat.addendTimes', { ref: '158-bde', factor: 3, by: 0.5 }), catalogueWords(lang, 'rules'));
    expect(line('ru')).toBe(`158-bde 3×${decimalIn('ru', 0.5)}`);
    expect(line('ru')).toBe('158-bde 3×0,5');
    expect(line('de')).toBe('158-bde 3×0,5');
    expect(line('en')).toBe('158-bde 3×0.5');
  });
});
