import { describe, it, expect, beforeAll } from 'vitest';
import { loadTextMeasure, type TextMeasure } from '../../src/print/text-measure.js';
import { wrapText } from '../../src/print/wrap-text.js';
import { fitText } from '../../src/print/fit-text.js';

let m: TextMeasure;
beforeAll(async () => {
  m = await loadTextMeasure();
});

describe('wrapText', () => {
  it('breaks at spaces so that no line is wider than the box', () => {
    const text = 'Move every unit you own up to three areas; units stop on entering an area that holds enemy units.';
    const lines = wrapText(text, 120, 9, m);
    expect(lines.length).toBeGreaterThan(2);
    for (const l of lines) expect(m.width(l, 9)).toBeLessThanOrEqual(120);
    expect(lines.join(' ')).toBe(text);
  });
  it('cuts a word longer than the line rather than overflowing', () => {
    for (const l of wrapText('Panzergrenadierregimentskommandeur', 40, 9, m))
      expect(m.width(l, 9)).toBeLessThanOrEqual(40);
  });
  it('measures Cyrillic with the embedded font', () => {
    expect(m.width('Бросок', 10)).toBeGreaterThan(20);
  });
});

describe('fitText', () => {
  it('shrinks text until it fits the height, down to the least size', () => {
    const long = 'word '.repeat(80).trim();
    const fit = fitText(long, { width: 150, maxHeight: 100, lineHeight: 1.2 }, 10, 6, m);
    expect(fit.size).toBeLessThan(10);
    expect(fit.lines.length * fit.size * 1.2).toBeLessThanOrEqual(100 + 1e-6);
  });
});
