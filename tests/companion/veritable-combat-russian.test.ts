import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../src/load/load-scenario.js';
import { veritableCombat } from '../../src/games/veritable/table.js';
import { cryptoSource, seededSource } from '../../src/assist/dice/random-source.js';
import { linesText, type Line, type TableContext } from '../../src/assist/table/procedure.js';
import { RU } from '../../src/print/catalogue/ru.js';
import { gameWords } from '../../src/assist/messages.js';
import { localeTexts } from '../../src/load/locale-texts.js';
import { keyedLine, type ReportWords } from '../../src/parts/companion/page/report-words.js';

// Issue #20: Veritable's combat (6.5: strengths 6.5.1, shifts 5.2/6.1.2/6.5.1/8.2/8.3, losses and retreat tests
// 6.5.2/6.5.3, the advance 6.5.4) reports keyed lines. The Russian page words every one of them from the
// catalogue: no English sentence reaches it, and nothing reads the CLI's English back.

const s = loadScenario('data/veritable');
const ru = s.locales.ru!;
const page: ReportWords = {
  // Only the catalogue's own words and the game's locale: no "report.KEY" frames, so no English is read back.
  words: Object.fromEntries(Object.entries(RU.companion).filter(([k]) => !/^report\.(?!word\.)/.test(k))),
  texts: localeTexts(s, 'ru').texts,
  // The page's ids: zones and the game's own, not units (a player types 71-bde).
  ids: Object.fromEntries(Object.entries(ru.names).filter(([id]) => !s.units.some((u) => u.id === id))),
  // The catalogue's rules words, the game's own its hooks module registers, and its locale's, as the page has them.
  rules: { ...gameWords('ru'), ...RU.rules, ...ru.words.rules },
};
const ctx: TableContext = { scenario: s, env: { sources: { crypto: cryptoSource, seeded: seededSource } } };

/** A line holding an English phrase: two Latin-letter words in a row (unit ids such as 71-bde are not words). */
const ENGLISH = /(?<![\w-])[A-Za-z]{2,}[,:;]? +[A-Za-z]{2,}(?![\w-])/;

/** The game's name as the Russian locale gives it, which keeps the published English title. */
const GAME_NAME = ru.names[s.id]!;

async function combat(flags: Record<string, unknown>): Promise<Line[]> {
  const out = await veritableCombat.run(ctx, { airAttacker: '0', airDefender: '0', ...flags }, flags);
  return out.lines;
}

function english(lines: readonly Line[]): string[] {
  return lines
    .filter((l) => typeof l !== 'string' || !/^\s*(Answer: sandtable |No journal keeps th)/.test(l))
    .map((l) => keyedLine(l, page))
    .filter((l) => ENGLISH.test(l.replaceAll(GAME_NAME, '')));
}

describe('Veritable combat on the Russian page (6.5)', () => {
  it('the preview and the roll to a loss question (6.5.1, 6.5.3) show no English line', async () => {
    const given = { attacker: ['71-bde@H8'], defender: ['gr-1051@I9'] };
    const preview = await combat({ ...given, preview: true });
    const rolled = await combat({ ...given, roll: '3', retreatRolls: '1,1' });
    expect(linesText(rolled)).toContain('  Shift 1L: an Allied unit attacks across the Siegfried Line (6.5.1)');
    expect(rolled.map((l) => keyedLine(l, page))).toContain(
      '  Сдвиг на 1 влево: часть союзников атакует через Линию Зигфрида (6.5.1)',
    );
    expect(english(preview)).toEqual([]);
    expect(english(rolled)).toEqual([]);
  });

  it('a retreat test, an elimination and air units (5.2, 6.5.2, 6.5.3, 8.2) show no English line', async () => {
    const rolled = await combat({
      attacker: ['71-bde@H8', '44-bde@H9'],
      defender: ['gr-1051@I9'],
      airAttacker: '1',
      roll: '6',
      retreatRolls: '6',
      choose: 'gr-1051=J9',
    });
    const russian = rolled.map((l) => keyedLine(l, page)).join('\n');
    expect(russian).toContain('маркеров ВВС у атакующего: 1 (5.2)');
    expect(russian).toMatch(
      /gr-1051 \(I9\): проверка при отступлении 6 > 3: не пройдена, часть уничтожена \(6\.5\.3\)/,
    );
    expect(english(rolled)).toEqual([]);
  });

  it('the check fails on an English sentence', () => {
    expect(english(['  Supply as said on the command line'])).toHaveLength(1);
  });
});
