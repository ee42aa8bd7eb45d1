import { describe, it, expect } from 'vitest';
import { fitText } from '../../src/print/fit-text.js';
import { glyphMeasure } from '../../src/print/text-measure.js';

const m = glyphMeasure();
const face = 'condensedBold' as const;
const oneLine = { width: 80, maxLines: 1, lineHeight: 1.05 };

describe('fitText', () => {
  it('keeps the largest size when the text fits', () => {
    expect(fitText('44', oneLine, 18, 0, m, face)).toEqual({ lines: ['44'], size: 18, fits: true });
  });
  it('shrinks a long text to the width', () => {
    const r = fitText('1051st Grenadier Regiment', oneLine, 18, 0, m, face);
    expect(m.width(r.lines[0], r.size, face)).toBeLessThanOrEqual(80.01);
  });
  it('measures Cyrillic with the embedded font, not as missing glyphs', () => {
    expect(m.width('бригада', 1, face)).toBeGreaterThan(m.width('бриг', 1, face));
  });
  it('breaks into a second line only where that prints clearly larger, within the height', () => {
    const two = { width: 60, maxLines: 2, maxHeight: 40, lineHeight: 1.05 };
    const r = fitText('Grenadier Regiment', two, 18, 0, m, face);
    expect(r.lines).toEqual(['Grenadier', 'Regiment']);
    expect(r.lines.length * r.size * 1.05).toBeLessThanOrEqual(40.01);
    expect(fitText('Ab Cd', two, 18, 0, m, face).lines).toEqual(['Ab Cd']);
  });
  it('sets a text that cannot fit at the least size, wrapped, rather than losing it', () => {
    const r = fitText(
      'Supreme Headquarters Allied Expeditionary Force',
      { width: 30, maxLines: 1, lineHeight: 1.1 },
      12,
      6,
      m,
    );
    expect(r.size).toBe(6);
    expect(r.lines.join(' ').replace(/\s+/g, '')).toBe('SupremeHeadquartersAlliedExpeditionaryForce');
  });
});

describe('fitText says when a text cannot fit', () => {
  it('fits is false when even the least size overflows the box, true otherwise', () => {
    const box = { width: 40, maxHeight: 20, lineHeight: 1.1 };
    expect(fitText('Hold', box, 10, 6, m).fits).toBe(true);
    const long = fitText('Every unit may move up to three areas along roads and trails this turn.', box, 10, 6, m);
    expect(long.fits).toBe(false);
    expect(long.size).toBe(6);
  });
});
