import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../src/load/load-scenario.js';
import { resolveGameFolder } from '../../src/load/bundled.js';
import { placeNames } from '../../src/print/place-name.js';
import { catalogueWords } from '../../src/print/catalogue/index.js';
import { ROSTER_STRINGS } from '../../src/parts/roster/roster-words.js';
import { AID_STRINGS } from '../../src/parts/aids/aid-strings.js';
import { joinSentences } from '../../src/print/join-sentences.js';

const veritable = loadScenario(resolveGameFolder('veritable'));

describe('a note names cells as the sheet’s map numbers them', () => {
  it('rewrites Veritable’s F3 to F9 in the Russian numbering, 0603 to 0609', () => {
    const ru = placeNames(veritable, 'ru');
    expect(ru.cell({ col: 6, row: 3 })).toBe('0603');
    expect(ru.inText('so that together they cover F3 to F9; any left over')).toBe(
      'so that together they cover 0603 to 0609; any left over',
    );
  });

  it('leaves what is not a cell of this map alone: rule sections, designations, years, cells off the map', () => {
    const ru = placeNames(veritable, 'ru');
    for (const t of ['(6.5.2, 6.5.3)', 'RAF', 'KG 1945', 'Z99', 'F3x', '0603']) expect(ru.inText(t)).toBe(t);
  });

  it('keeps the primary numbering in English and for a language the map has no numbering of', () => {
    expect(placeNames(veritable, 'en').inText('F3 to F9')).toBe('F3 to F9');
    expect(placeNames(veritable, 'en').cell({ col: 6, row: 3 })).toBe('F3');
  });
});

describe('the Russian word catalogue', () => {
  it('has every fixed word of the roster and the aids, so a locale need translate only its own game', () => {
    const roster = catalogueWords('ru', 'roster');
    expect(Object.keys(ROSTER_STRINGS).filter((k) => !roster[k])).toEqual([]);
    const aids = catalogueWords('ru', 'aids');
    expect(Object.keys(AID_STRINGS).filter((k) => !aids[k])).toEqual([]);
  });
});

describe('notes joined into one line', () => {
  it('drop a full stop before the semicolon, keep the last one, skip empty notes', () => {
    expect(joinSentences(['Arrives by road.', '', 'Counts double.'])).toBe('Arrives by road; Counts double.');
    expect(joinSentences(['one', undefined, 'two'])).toBe('one; two');
    expect(joinSentences([])).toBe('');
  });
});
