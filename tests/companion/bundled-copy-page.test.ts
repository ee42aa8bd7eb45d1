import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { inflateRawSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { HAVE_CHROMIUM, SKIPPED, buildCompanions, launch, openCompanion, resolveOnPage } from './browser.js';
import type { Resolve } from './browser.js';
import { renamedCopy } from '../helpers/renamed-copy.js';
import { runCli } from '../helpers/run-cli.js';

// Issue #20, "Done when": a bundled game's folder copied under a new id and name plays exactly as the original on
// the page too. Each copy's companion page is built as a designer builds it, in English and in Russian, and is the
// original's page byte for byte once its id and names are read as the original's: every procedure's form, the
// rules and charts the page's script reads, the aids. Then the pages are opened on a phone (390 × 844, touch), and
// a combat (Nordwind's section L, with Heroic Stand asked after the roll, G), die tables (Death of a Division's
// arrival roll, optional rule 8; Veritable's air power, 5.1) and Remagen's paratroop drop are played on the copy's
// page and on the original's: the same answer and the same report, with the copy's id where the original names its
// own.

const root = mkdtempSync(join(tmpdir(), 'copy-page-'));

const PLAYS: { game: string; play: Resolve; says: RegExp; answer: Record<string, unknown> }[] = [
  {
    game: 'nordwind',
    play: {
      verb: 'combat',
      fields: {
        area: 'rimling',
        ...{ attacker: '4', attackerArmour: '1', defender: '2', defenderArmour: '1' },
        ...{ attackerCards: 'air,air', defenderCards: 'artillery' },
      },
      dice: { rolls: '8' },
      keep: false,
      answers: ['none'],
    },
    says: /Rimling/,
    answer: { column: '+3', row: 7, result: 'D1', outcome: 'defender-retreats' },
  },
  {
    game: 'veritable',
    play: { verb: 'air', fields: { turn: '3', surges: '0' }, dice: { roll: '5' }, keep: false },
    says: /Luftwaffe Surge|air units/i,
    answer: { table: 'air-power', turn: 3 },
  },
  {
    game: 'remagen',
    play: {
      verb: 'drop',
      fields: { turn: '8', german: 'de-kg-rifles#1@H13,de-kg-rifles#2@I13' },
      dice: { dice: '3,4' },
      keep: false,
    },
    says: /H13 woods \(German\)/,
    answer: { centre: 'I14', blocked: false },
  },
  {
    game: 'death-of-a-division',
    play: { verb: 'arrival', fields: { unit: 'us-14-tank,us-27-aib', turn: '2' }, dice: { dice: '1,6' }, keep: false },
    says: /us-14-tank/,
    answer: { units: [{ arrives: 2 }, { arrives: 4 }] },
  },
];

/** A built page as its reader gets it: the packed parts (the rules, the map, the aids) unpacked, entities read. */
const unpacked = (html: string): string =>
  html
    .replace(
      /(data-packed="deflate">)([A-Za-z0-9+/=]+)/g,
      (_, open: string, b64: string) => open + inflateRawSync(Buffer.from(b64, 'base64')).toString('utf8'),
    )
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/\\u([0-9a-f]{4})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('companion page of a renamed bundled copy, as built', () => {
  const built = mkdtempSync(join(tmpdir(), 'copy-built-'));
  afterAll(() => rmSync(built, { recursive: true, force: true }));
  for (const game of ['veritable', 'remagen', 'nordwind', 'death-of-a-division'])
    it(`${game}: the copy's page in each language is the original's, but for the copy's id and names`, async () => {
      const copy = renamedCopy(game, built);
      const langs = existsSync(join('data', game, 'locales', 'ru.yaml')) ? ['en', 'ru'] : ['en'];
      for (const lang of langs) {
        const page = async (where: string, out: string) => {
          const r = await runCli('build', where, '--only', 'companion', '--lang', lang, '--out', join(built, out));
          expect(r.code, r.err).toBe(0);
          const file = join(built, out, lang === 'en' ? 'companion.html' : `companion-${lang}.html`);
          return unpacked(readFileSync(file, 'utf8'));
        };
        const original = await page(game, `${game}-${lang}`);
        const copied = copy.asOriginal(await page(copy.dir, `${copy.id}-${lang}`));
        // The page's own data (the procedures' forms, the rules it runs), not an empty shell.
        expect(original.includes('id="sandtable-data"') && original.includes('"verb":'), lang).toBe(true);
        // Compared piece by piece so that a difference shows where it is, not as one 2 MB string.
        const pieces = (t: string) => t.split(/(?<=[;,{}>\n])/);
        const [a, b] = [pieces(original), pieces(copied)];
        const first = a.findIndex((x, i) => x !== b[i]);
        expect(first < 0 ? '' : b.slice(first, first + 5).join(''), `${lang}`).toBe(
          first < 0 ? '' : a.slice(first, first + 5).join(''),
        );
        expect(b.length).toBe(a.length);
      }
    }, 240_000);
});

describe.skipIf(!HAVE_CHROMIUM)(`companion page of a renamed bundled copy ${HAVE_CHROMIUM ? '' : SKIPPED}`, () => {
  let browser: Browser;
  let pages: Record<string, string>;
  const copies = Object.fromEntries(PLAYS.map(({ game }) => [game, renamedCopy(game, root)]));
  beforeAll(async () => {
    pages = await buildCompanions([...PLAYS.map((p) => p.game), ...Object.values(copies).map((c) => c.dir)]);
    browser = await launch();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    rmSync(root, { recursive: true, force: true });
  });

  for (const { game, play, says, answer } of PLAYS)
    it(`${game}: ${play.verb} on the copy's page answers and reports as on the original's`, async () => {
      const played: { json: Record<string, unknown>; report: string; title: string }[] = [];
      for (const file of [pages[game], pages[copies[game].dir]]) {
        const p = await openCompanion(browser, file);
        try {
          const json = await resolveOnPage(p.page, play);
          const report = (await p.page.textContent(`form[data-procedure="${play.verb}"] pre.report`)) ?? '';
          played.push({ json, report, title: await p.page.title() });
          expect(p.errors, file).toEqual([]);
          expect(p.requests, file).toEqual([]);
        } finally {
          await p.close();
        }
      }
      const [original, copied] = played;
      expect(original.json).toMatchObject(answer);
      expect(original.report).toMatch(says);
      // The copy is its own game: its own title on the page, and its id and name wherever the original names its own.
      const copy = copies[game];
      expect(copied.title).toContain(copy.title);
      expect(copy.leaks(`${copied.title}\n${copied.report}\n${JSON.stringify(copied.json)}`)).toEqual([]);
      expect(JSON.parse(copy.asOriginal(JSON.stringify(copied.json)))).toEqual(original.json);
      expect(copy.asOriginal(copied.report)).toBe(original.report);
    }, 120_000);
});
