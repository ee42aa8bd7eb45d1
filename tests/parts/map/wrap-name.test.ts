import { describe, it, expect } from 'vitest';
import { wrapName } from '../../../src/parts/map/wrap-name.js';
import { glyphMeasure } from '../../../src/print/text-measure.js';

const m = glyphMeasure();
const SIZE = 8;
const w = (t: string) => m.width(t, SIZE, 'condensedBold');

// Issue 24: Death of a Division's "Schnee Eifel (West Wall)" printed as "Schnee Eifel (West" over "Wall)".
describe('a place name broken into lines', () => {
  it('keeps a bracketed part that fits one line whole, on a line of its own', () => {
    const name = 'Schnee Eifel (West Wall)';
    const width = w('Schnee Eifel (West') + 1;
    expect(wrapName(name, width, SIZE, m, 'condensedBold')).toEqual(['Schnee Eifel', '(West Wall)']);
  });

  it('keeps the bracketed part on the name line where both fit', () => {
    const name = 'Pfaffenhoffen (Moder)';
    expect(wrapName(name, w(name) + 1, SIZE, m, 'condensedBold')).toEqual([name]);
  });

  it('breaks inside a bracketed part wider than a line, as any words', () => {
    const name = 'Olzheim (east foot of the Schnee Eifel)';
    const width = w('(east foot of the') + 1;
    const lines = wrapName(name, width, SIZE, m, 'condensedBold');
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join(' ')).toBe(name);
    for (const l of lines) expect(w(l)).toBeLessThanOrEqual(width);
  });

  it('still breaks after a dash and never inside a word', () => {
    const name = 'Krewinkel–Afst–Weckerath';
    expect(wrapName(name, w('Krewinkel–Afst–') + 1, SIZE, m, 'condensedBold')).toEqual([
      'Krewinkel–Afst–',
      'Weckerath',
    ]);
  });
});
