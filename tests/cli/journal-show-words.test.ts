import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';
import { STATE_PLAYS } from '../helpers/state-plays.js';

// Issue #24: `journal show` reads as a wargamer's words for every bundled game, in English and Russian: the state's
// keys and values in the words each game's hooks give them ("Luftwaffe surges so far", "Führer’s interference"),
// never as the state spells them ("luftwaffe surges", "fuhrer", "lu"). `--json` keeps the state as it is stored.

const dir = mkdtempSync(join(tmpdir(), 'journal-show-words-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function played(name: string, plays: readonly (readonly string[])[]): Promise<string> {
  const file = join(dir, `${name}.json`);
  for (const play of plays) expect((await runCli(...play, '--journal', file)).code, play.join(' ')).toBe(0);
  return file;
}

/** The summary, before the entries (which keep the commands and refs the player typed). */
async function summary(file: string, lang: string): Promise<string> {
  const r = await runCli('journal', 'show', file, '--lang', lang);
  expect(r.code).toBe(0);
  return r.out.split(/^(?:\d+ entr(?:y|ies):|Записей: \d+)$/m)[0];
}

/** A raw state key: camelCase, snake_case, the state's "fuhrer", and the labour units' "lu". */
const RAW = /\b[a-z]+[A-Z]\w*|\b\w+_\w+\b|fuhrer|\blu\b/;

const GAMES: { game: string; plays: readonly (readonly string[])[]; en: string[]; ru: string[] }[] = [
  {
    game: 'veritable',
    plays: STATE_PLAYS.veritable,
    // 4.1's surges, 6.1's sequence, 6.2.1's movement, 9.1's towns, 11.2's Führer.
    en: [
      'Luftwaffe surges so far: 0',
      'sequence chosen: Allied Move/Attack',
      'player turn: moved yes, fought no, movement 44-bde MP 3, ZOC yes',
      'Führer’s interference (11.2): last asked on turn 0',
      'towns held: Cleve German, Goch German',
    ],
    ru: [
      '«Вылазок Люфтваффе» было: 0',
      'выбрана очерёдность: союзники Движение/Атака',
      'Вмешательство фюрера (11.2): последний запрос на ход 0',
      'владение городами: Клеве немцы, Гох немцы',
    ],
  },
  {
    game: 'remagen',
    plays: STATE_PLAYS.remagen,
    en: ['Ludendorff Bridge: collapsed no', 'pontoon bridges: north site (Unkel) labour units 0, completed no'],
    ru: ['мост Людендорфа: рухнул нет', 'понтонные переправы: северная (Ункель) ЕТ 0, достроен нет'],
  },
  {
    game: 'nordwind',
    plays: STATE_PLAYS.nordwind,
    en: ['engaged areas: area Lemberg, turn 1'],
    ru: ['районы в сцеплении: район Лемберг, ход 1'],
  },
  {
    game: 'death-of-a-division',
    plays: [['arrival', 'death-of-a-division', '--unit', 'us-14-tank,us-27-aib', '--dice', '1,6', '--turn', '2']],
    en: [
      'Turn 2, US reinforcements',
      'This turn (2): United States',
      'reinforcements arrive (turn): us-14-tank 2, us-27-aib 4',
    ],
    ru: [
      'Ход 2, подкрепления американцев',
      'В этот ход (2): американцы',
      'подкрепления прибывают (ход): us-14-tank 2, us-27-aib 4',
    ],
  },
];

describe('journal show in a wargamer’s words (issue #24)', () => {
  for (const g of GAMES)
    it(`${g.game}: the state's keys and values in the game's words, English and Russian`, async () => {
      const file = await played(g.game, g.plays);
      for (const [lang, expected] of [
        ['en', g.en],
        ['ru', g.ru],
      ] as const) {
        const lines = (await summary(file, lang)).split('\n');
        for (const line of expected) expect(lines, `${lang}: ${line}`).toContain(line);
        // The header's start time and seed aside, no line prints a key as the state spells it.
        expect(
          lines.slice(1).filter((l) => RAW.test(l)),
          lang,
        ).toEqual([]);
      }
      // The stored journal is unchanged: --json prints the state's own keys.
      const json = await runCli('journal', 'show', file, '--json');
      expect(JSON.parse(json.out).game).toBe(g.game);
    });
});
