import { describe, it, expect } from 'vitest';
import { fitText } from '../../../src/parts/counters/fit-face-text.js';
import { textWidthEm } from '../../../src/parts/counters/face-text-width.js';

const o = { family: 'DejaVu Sans Condensed', bold: true };

describe('fitText', () => {
  it('keeps the largest size when the text fits', () => {
    expect(fitText('44', { ...o, width: 80, maxSize: 18, maxLines: 1 })).toEqual({ lines: ['44'], size: 18 });
  });
  it('shrinks a long text to the width', () => {
    const r = fitText('1051st Grenadier Regiment', { ...o, width: 80, maxSize: 18, maxLines: 1 });
    expect(textWidthEm(r.lines[0], o.family, true) * r.size).toBeLessThanOrEqual(80.01);
  });
  it('measures Cyrillic with the embedded font, not as missing glyphs', () => {
    expect(textWidthEm('бригада', o.family, true)).toBeGreaterThan(textWidthEm('бриг', o.family, true));
  });
});
