import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { KeyedRefusal, KeyedUsage, gameWords, render } from '../../src/assist/messages.js';
import { EN as NORDWIND_EN } from '../../src/games/nordwind/messages.js';
import { EN as REMAGEN_EN } from '../../src/games/remagen/messages.js';
import { EN as DOAD_EN } from '../../src/games/death-of-a-division/messages.js';
import { REFUSALS_EN } from '../../src/assist/messages-refusals.js';
import { RU } from '../../src/print/catalogue/ru.js';
import { DiceBox } from '../../src/assist/dice/dice-box.js';
import { parseInteger } from '../../src/assist/table/session.js';
import { handFaces } from '../../src/assist/table/hand-dice.js';
import { checkListedOnce } from '../../src/rules/shared/listed-once.js';
import { columnIndex, requireChart } from '../../src/rules/shared/chart-lookup.js';
import { parseJournal, readJournal } from '../../src/assist/journal/journal.js';
import { readPositionText } from '../../src/assist/position/position-text.js';
import { parseOddsFlag } from '../../src/assist/table/crt-reader.js';
import { chartById } from '../../src/assist/table/session.js';

// Issue #20: the generic engine's refusals (declared combat, moves, dice, the journal's pending choice, the
// flags) are keys with values: the Russian catalogue words every one, and none of the rules' modules, the
// engine's shared checks or the journal's undo throws a sentence of its own.

/** Two Latin-letter words in a row: an English phrase (ids such as b-2 and flags such as --fill are not). */
const ENGLISH = /(?<![\w-])[A-Za-z]{2,}[,:;]? +[A-Za-z]{2,}(?![\w-])/;
const ru: Record<string, string> = RU.rules;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

function russian(f: () => unknown): { en: string; ru: string } {
  let e: unknown;
  try {
    f();
  } catch (x) {
    e = x;
  }
  expect(e instanceof KeyedRefusal || e instanceof KeyedUsage, String(e)).toBe(true);
  const r = e as KeyedRefusal;
  // The words are checked with every name and number left out: those are values, worded on their own.
  expect(
    render(r.why, ru, () => '0'),
    render(r.why, ru),
  ).not.toMatch(ENGLISH);
  return { en: r.message, ru: render(r.why, ru) };
}

describe('generic refusals keyed', () => {
  it('src/rules, the journal, position files, the dice and the crt reader throw no InputError or UsageError', () => {
    const scanned = [
      ...files('src/rules'),
      ...files('src/assist/journal'),
      ...files('src/assist/position'),
      ...files('src/assist/dice'),
      'src/assist/table/hand-dice.ts',
      'src/assist/table/option-choice.ts',
      'src/assist/table/crt-reader.ts',
      'src/assist/table/session.ts',
      // A bundled game's hooks, done so far: Nordwind's.
      ...files('src/games/nordwind'),
    ];
    const plain = scanned.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((l) => (/new (InputError|UsageError)\(/.test(l) ? [`${f}: ${l.trim()}`] : [])),
    );
    // A game's own absence check (a unit not yet arrived, withdrawn) hands back a keyed message too.
    expect(plain).toEqual([]);
  });

  it('every refusal of the engine has Russian words, none of them an English phrase', () => {
    const keys = Object.keys(REFUSALS_EN);
    expect(keys.filter((k) => !(k in ru))).toEqual([]);
    // A command line is typed as it is written ("sandtable journal undo FILE"): the pending choice quotes two.
    const words = (k: string) => ru[k].replace(/\{\w+\}/g, '0').replace(/sandtable [\w -]+/g, '');
    expect(keys.filter((k) => ENGLISH.test(words(k)))).toEqual([]);
  });

  it('hand dice, whole-number flags and a unit named twice, in Russian', () => {
    const box = new DiceBox({ int: () => 1, state: () => ({}) } as never, { fill: false, hand: true });
    const few = russian(() => box.faces('--dice', 3, [4]));
    expect(few.en).toBe(
      '3 dice are rolled here; --dice gave 1: roll the rest by hand, or add --fill to let the machine roll them',
    );
    expect(few.ru).toBe(
      'здесь бросается кубиков: 3; --dice дал 1: ' +
        'бросьте остальные вручную или добавьте --fill, чтобы их бросило устройство',
    );
    expect(russian(() => parseInteger('40', '--turn', 1, 7)).en).toBe(
      '--turn takes a whole number from 1 to 7, not 40',
    );
    expect(russian(() => handFaces('7', '--dice')).en).toBe('--dice: a d6 shows 1 to 6; 7 cannot be rolled');
    expect(russian(() => checkListedOnce([{ ref: 'b-2' }, { ref: 'b-2' }]))).toEqual({
      en: 'b-2 is listed twice',
      ru: 'b-2 указан дважды',
    });
  });

  it('a journal, a position file, the crt flags and a chart not there, in Russian', () => {
    expect(russian(() => readJournal('/nonexistent/j.json'))).toEqual({
      en: '/nonexistent/j.json: no such journal',
      ru: '/nonexistent/j.json: такого журнала нет',
    });
    expect(russian(() => parseJournal('j.json', '[1]'))).toEqual({
      en: 'j.json: not a Sandtable journal (it holds a list, not an object)',
      ru: 'j.json: это не журнал Sandtable (в нём список, а не объект)',
    });
    expect(
      russian(() => parseJournal('j.json', '{"version":1,"game":"x","created":"","state":{},"entries":[]}', 'y')),
    ).toEqual({ en: 'j.json is the journal of "x", not "y"', ru: 'j.json — журнал игры «x», а не «y»' });
    expect(russian(() => readPositionText('p.yaml', 'units: 3\n', {} as never))).toEqual({
      en: 'p.yaml:1: units: must be a list of "UNIT@PLACE" or { unit, at, hits }',
      ru: 'p.yaml:1: units: должно быть списком «ОТРЯД@МЕСТО» или { unit: …, at: …, hits: … }',
    });
    expect(russian(() => readPositionText('p.yaml', 'units:\n  - { unti: a }\n', {} as never)).en).toBe(
      'p.yaml:2: units[0].unti: unknown field "unti" (did you mean "unit"?)',
    );
    expect(russian(() => parseOddsFlag('3:0')).en).toBe(
      '--odds takes attack:defence totals of 1 to 9999 each, such as 24:8; not "3:0"',
    );
    const book = { id: 'g', charts: [{ id: 'crt', kind: 'crt' }] } as never;
    expect(russian(() => chartById(book, 'weather', 'crt')).en).toBe('g has no chart "weather"; it has: crt');
    expect(russian(() => chartById(book, 'crt', 'table' as never))).toEqual({
      en: 'chart "crt" is a crt, not a table',
      ru: 'таблица «crt» вида crt, а не table',
    });
    expect(russian(() => requireChart(book, 'air', 'table')).en).toBe('g: charts.yaml needs a table chart "air"');
    expect(russian(() => columnIndex({ id: 'fire', columnIds: ['r1', 'r2'] }, 'r9')).en).toBe(
      'chart "fire" has no column id "r9" (its columnIds: r1, r2)',
    );
  });

  it('the bundled games’ keyed refusals (absences, Nordwind’s hooks) have Russian, none an English phrase', () => {
    const words = gameWords('ru');
    const keys = [...Object.keys(NORDWIND_EN), ...Object.keys(REMAGEN_EN), ...Object.keys(DOAD_EN)].filter((k) =>
      /\.(refused|absent)\./.test(k),
    );
    expect(keys.length).toBeGreaterThan(35);
    expect(keys.filter((k) => !(k in words))).toEqual([]);
    expect(keys.filter((k) => ENGLISH.test(words[k].replace(/\{\w+\}/g, '0')))).toEqual([]);
  });
});
