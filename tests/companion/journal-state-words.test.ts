import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { runCli } from '../helpers/run-cli.js';
import { STATE_PLAYS } from '../helpers/state-plays.js';
import {
  HAVE_CHROMIUM,
  SKIPPED,
  buildCompanionIn,
  buildCompanions,
  keepJournal,
  launch,
  openCompanion,
} from './browser.js';

// Issue #20: the companion's journal tab says where the kept game stands in the words `journal show` prints, English
// and Russian: the state's keys and values as each game's hooks word them ("Luftwaffe surges so far", «мост
// Людендорфа: рухнул нет»), sides and units by the game's names; never the state's spelling ("luftwaffeSurges",
// "pontoon-north", "lu"). One function words both (src/rules/journal-words.ts).

const dir = mkdtempSync(join(tmpdir(), 'journal-state-words-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A raw state key: camelCase, a kebab-case value kept as an id, the labour units' "lu". */
const RAW = /\b[a-z]+[A-Z]\w*|\bpontoon-\w+|\bmove-attack\b|\blu\b/;

const GAMES = [
  {
    game: 'veritable',
    en: [
      'Turn 1, Allied',
      'Luftwaffe surges so far: 0',
      'sequence chosen: Allied Move/Attack',
      'towns held: Cleve German, Goch German',
    ],
    ru: [
      'Ход 1, Союзники',
      '«Вылазок Люфтваффе» было: 0',
      'F5: 44-я бригада',
      'владение городами: Клеве немцы, Гох немцы',
    ],
  },
  {
    game: 'remagen',
    en: ['Ludendorff Bridge: collapsed no', 'pontoon bridges: north site (Unkel) labour units 0, completed no'],
    ru: ['мост Людендорфа: рухнул нет', 'понтонные переправы: северная (Ункель) ЕТ 0, достроен нет'],
  },
  {
    // An area game: the area the state keeps by its id named as its map names it.
    game: 'nordwind',
    en: ['Hands: German 0', 'engaged areas: area Lemberg, turn 1'],
    ru: ['На руках: немцы 0', 'районы в сцеплении: район Лемберг, ход 1'],
  },
] as const;

/** `journal show`'s summary lines, between its header and its count of entries, without their indent. */
async function cliSummary(file: string, lang: string): Promise<string[]> {
  const r = await runCli('journal', 'show', file, '--lang', lang);
  expect(r.code).toBe(0);
  const lines = r.out.split('\n');
  const end = lines.findIndex((l) => /^(?:\d+ entr(?:y|ies):|Записей: \d+)$/.test(l));
  return lines.slice(1, end).map((l) => l.trimStart());
}

describe.skipIf(!HAVE_CHROMIUM)(
  `companion journal tab: the state in journal show's words ${HAVE_CHROMIUM ? '' : SKIPPED}`,
  () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launch();
    }, 60_000);
    afterAll(async () => browser?.close());

    for (const g of GAMES)
      it(`${g.game}: English and Russian, line for line as journal show`, async () => {
        const file = join(dir, `${g.game}.json`);
        for (const play of STATE_PLAYS[g.game])
          expect((await runCli(...play, '--journal', file)).code, play.join(' ')).toBe(0);
        const pages = { en: (await buildCompanions([g.game]))[g.game], ru: await buildCompanionIn(g.game, 'ru') };
        for (const lang of ['en', 'ru'] as const) {
          const p = await openCompanion(browser, pages[lang]);
          try {
            await keepJournal(p.page, g.game, readFileSync(file, 'utf8'));
            await p.page.tap('nav [data-tab="journal"]');
            const state = '#journal details[data-part="state"]';
            await p.page.waitForSelector(`${state}:not([hidden])`);
            // Folded under its first line, the turn: the entries stay at hand; a tap opens it.
            expect(await p.page.isVisible(`${state} p`)).toBe(false);
            await p.page.tap(`${state} summary`);
            expect(await p.page.isVisible(`${state} p`)).toBe(true);
            const lines = await p.page.locator(`${state} summary, ${state} p`).allTextContents();
            for (const line of g[lang]) expect(lines, `${lang}: ${line}`).toContain(line);
            expect(lines.filter((l) => RAW.test(l))).toEqual([]);
            expect(lines).toEqual(await cliSummary(file, lang));
            expect(p.errors).toEqual([]);
          } finally {
            await p.close();
          }
        }
      }, 240_000);
  },
);
