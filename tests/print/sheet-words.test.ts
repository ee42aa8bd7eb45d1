import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FOOTER_WORDS } from '../../src/print/page-furniture.js';
import { MAP_WORDS } from '../../src/parts/map/map-words.js';
import { AID_STRINGS } from '../../src/parts/aids/aid-strings.js';
import { ROSTER_STRINGS } from '../../src/parts/roster/roster-words.js';
import { RU } from '../../src/print/catalogue/ru.js';

// A printed sheet speaks to a player at the table, who may never open a terminal: no sheet's words (its foot, its
// reconstruction notes) tell them to type a command. Every printed word set: English, the Russian catalogue's printed
// parts and Veritable's own Russian locale.
const strings = (o: unknown): string[] =>
  typeof o === 'string' ? [o] : o && typeof o === 'object' ? Object.values(o).flatMap(strings) : [];

describe('printed sheets carry no command line', () => {
  it('no footer, map, aid or roster words, in any language, name a sandtable command', () => {
    const russian = [RU.footer, RU.map, RU.aids, RU.roster, RU.counters, RU.cards];
    const printed = [FOOTER_WORDS, MAP_WORDS, AID_STRINGS, ROSTER_STRINGS, ...russian].flatMap(strings);
    expect(printed.length).toBeGreaterThan(100);
    expect(printed.filter((t) => /sandtable [a-z]/.test(t))).toEqual([]);
    const locale = readFileSync(join(process.cwd(), 'data', 'veritable', 'locales', 'ru.yaml'), 'utf8');
    expect(locale.split('\n').filter((l) => /sandtable sources/.test(l))).toEqual([]);
  });
});
