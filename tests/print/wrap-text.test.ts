import { describe, it, expect, beforeAll } from 'vitest';
import { glyphMeasure, loadTextMeasure, type FontFace, type TextMeasure } from '../../src/print/text-measure.js';
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
  it('gives the same lines again, whatever a caller did to the lines it was given before', () => {
    const text = 'Each unit may move once per turn, then attack one adjacent enemy area.';
    const first = wrapText(text, 100, 9, m);
    const kept = [...first];
    first.push('changed');
    first[0] = '';
    expect(wrapText(text, 100, 9, m)).toEqual(kept);
    expect(wrapText(text, 60, 9, m)).not.toEqual(kept);
  });
  it('never breaks at a no-break space, so an order of battle\'s "· 1" stays on its line', () => {
    const text = 'Division "Götz von Berlichingen"\u00a0·\u00a01';
    const w = m.width('Division "Götz von Berlichingen" ·', 7);
    const lines = wrapText(text, w + 1, 7, m);
    expect(lines).toEqual(['Division "Götz von', 'Berlichingen"\u00a0·\u00a01']);
    expect(wrapText('a b c', m.width('a b', 7) + 0.1, 7, m)).toEqual(['a b', 'c']);
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

describe('wrapText on hostile lengths', () => {
  const counting = () => {
    const m = glyphMeasure();
    let calls = 0;
    let letters = 0;
    return {
      measure: {
        width: (t: string, size: number, face?: FontFace) => {
          calls++;
          letters += t.length;
          return m.width(t, size, face);
        },
      },
      work: () => ({ calls, letters }),
    };
  };

  it('measures a 10,000-letter word a bounded number of letters per letter, and loses none', () => {
    const c = counting();
    const word = 'Ab'.repeat(5000);
    const lines = wrapText(word, 100, 8, c.measure);
    expect(lines.join('')).toBe(word);
    for (const l of lines) expect(glyphMeasure().width(l, 8)).toBeLessThanOrEqual(100.001);
    // Re-measuring ever shorter prefixes read about n²/2 = 50 million letters here; one pass reads a few n.
    expect(c.work().letters).toBeLessThan(5 * word.length);
  });

  it('keeps the work linear in the length of a long title of many words', () => {
    const c = counting();
    const title = 'Operation Veritable '.repeat(500);
    wrapText(title, 200, 10, c.measure);
    expect(c.work().letters).toBeLessThan(5 * title.length);
  });
});
