import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Browser } from 'playwright-core';
import { HAVE_CHROMIUM, SKIPPED, buildCompanions, launch, openCompanion, resolveOnPage } from './browser.js';
import type { Resolve } from './browser.js';
import { copyGame } from '../helpers/broken-copy.js';

// Issue #20, "Done when": a bundled game's folder copied under a new id and name plays exactly as the original on
// the page too. Each copy's companion page is built as a designer builds it, opened on a phone (390 × 844, touch),
// and a combat (Nordwind's section L, with Heroic Stand asked after the roll, G) and a die table (Death of a
// Division's arrival roll, optional rule 8) are played on it and on the original's page: the same answer and the
// same report, with the copy's id where the original names its own.

const root = mkdtempSync(join(tmpdir(), 'copy-page-'));

/** data/<game> copied as <game>-copy, its title renamed too. */
function renamedCopy(game: string): string {
  const dir = join(root, `${game}-copy`);
  copyGame(join('data', game), dir);
  const file = join(dir, 'game.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: (.*)$/m, 'title: $1 (our copy)'));
  return dir;
}

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
    game: 'death-of-a-division',
    play: { verb: 'arrival', fields: { unit: 'us-14-tank,us-27-aib', turn: '2' }, dice: { dice: '1,6' }, keep: false },
    says: /us-14-tank/,
    answer: { units: [{ arrives: 2 }, { arrives: 4 }] },
  },
];

describe.skipIf(!HAVE_CHROMIUM)(`companion page of a renamed bundled copy ${HAVE_CHROMIUM ? '' : SKIPPED}`, () => {
  let browser: Browser;
  let pages: Record<string, string>;
  const copies = Object.fromEntries(PLAYS.map(({ game }) => [game, renamedCopy(game)]));
  beforeAll(async () => {
    pages = await buildCompanions([...PLAYS.map((p) => p.game), ...Object.values(copies)]);
    browser = await launch();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    rmSync(root, { recursive: true, force: true });
  });

  for (const { game, play, says, answer } of PLAYS)
    it(`${game}: ${play.verb} on the copy's page answers and reports as on the original's`, async () => {
      const played: { json: Record<string, unknown>; report: string; title: string }[] = [];
      for (const file of [pages[game], pages[copies[game]]]) {
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
      const [original, copy] = played;
      expect(original.json).toMatchObject(answer);
      expect(original.report).toMatch(says);
      // The copy is its own game: its own title on the page, and its id wherever the original names its own.
      expect(copy.title).toContain('(our copy)');
      const asCopy = (t: string) =>
        t.replace(new RegExp(`(?<![\\w/.-])${game}(?![\\w/-]|\\.\\w)`, 'g'), `${game}-copy`);
      expect(copy.json).toEqual(JSON.parse(asCopy(JSON.stringify(original.json))));
      // The report's heading names the game by its title: the copy's.
      const title = /^title: (.*)$/m.exec(readFileSync(join('data', game, 'game.yaml'), 'utf8'))![1];
      expect(copy.report).toBe(asCopy(original.report).split(`${title}:`).join(`${title} (our copy):`));
    }, 120_000);
});
