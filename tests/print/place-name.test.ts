import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../src/load/load-scenario.js';
import { resolveGameFolder } from '../../src/load/bundled.js';
import { placeNames } from '../../src/print/place-name.js';
import { catalogueWords } from '../../src/print/catalogue/index.js';
import { ROSTER_STRINGS } from '../../src/parts/roster/roster-words.js';
import { AID_STRINGS } from '../../src/parts/aids/aid-strings.js';
import { joinNames, joinSentences } from '../../src/print/join-sentences.js';

const veritable = loadScenario(resolveGameFolder('veritable'));

describe('a note names cells as the sheet’s map numbers them', () => {
  // A map may give a language a numbering of its own (map.yaml labels.alternates, id = the language): mini-hex's
  // Russian sheet prints C3 as 0303.
  const mini = loadScenario(resolveGameFolder('tests/fixtures/mini-hex'));

  it('rewrites cells into the numbering the map gives the language, C3 to 0303', () => {
    const ru = placeNames(mini, 'ru');
    expect(ru.cell({ col: 3, row: 3 })).toBe('0303');
    expect(ru.inText('so that together they cover C3 to C4; any left over')).toBe(
      'so that together they cover 0303 to 0304; any left over',
    );
  });

  it('leaves what is not a cell of this map alone: rule sections, designations, years, cells off the map', () => {
    const ru = placeNames(mini, 'ru');
    for (const t of ['(6.5.2, 6.5.3)', 'RAF', 'KG 1945', 'Z99', 'C3x', '0303']) expect(ru.inText(t)).toBe(t);
  });

  it('keeps the primary numbering in English and for a language the map has no numbering of', () => {
    expect(placeNames(mini, 'en').inText('C3 to C4')).toBe('C3 to C4');
    expect(placeNames(mini, 'en').cell({ col: 3, row: 3 })).toBe('C3');
  });

  // Veritable's Russian copy numbers hexes 0603, but the journal and the referee keep F3: the Russian map prints
  // the hexes as the English one does (map.yaml), so two players at one table name a hex alike.
  it('Veritable names its hexes alike in English and Russian: F3 to F9, the front line (8.4)', () => {
    const ru = placeNames(veritable, 'ru');
    expect(ru.cell({ col: 6, row: 3 })).toBe('F3');
    expect(ru.inText('so that together they cover F3 to F9')).toBe('so that together they cover F3 to F9');
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
    expect(joinSentences(['Arrives by road.', '', 'counts double.'])).toBe('Arrives by road; counts double.');
    expect(joinSentences(['Night', 'German hand 10 cards.'])).toBe('Night; German hand 10 cards.');
    expect(joinSentences(['one', undefined, 'two'])).toBe('one; two');
    expect(joinSentences([])).toBe('');
  });

  // Issue 24: Veritable's map track read "play starts with the Allied player turn; No reserves may enter."
  it('keep two whole sentences as sentences, never "; No"', () => {
    expect(joinSentences(['Arrives by road.', '', 'Counts double.'])).toBe('Arrives by road. Counts double.');
    expect(joinSentences(['Enters in D (reconstructed set-up). †', 'Allied hand rises to 9.'])).toBe(
      'Enters in D (reconstructed set-up). † Allied hand rises to 9.',
    );
  });
});

describe('ability names listed in a roster line (issue 24)', () => {
  it('capitalise only the first, as a sentence does, and keep abbreviations and proper names', () => {
    expect(joinNames(['Loses figures', 'May enter the House', 'Infantry weapon'])).toBe(
      'Loses figures, may enter the House, infantry weapon',
    );
    expect(joinNames(['Road march', 'Dig in (optional rule 10)'])).toBe('Road march, dig in (optional rule 10)');
    expect(joinNames(['Road march', 'StuG support', 'AT gun', 'A'])).toBe('Road march, StuG support, AT gun, a');
    expect(joinNames(['Марш', 'Окапывание'])).toBe('Марш, окапывание');
    expect(joinNames([])).toBe('');
  });
});
