import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { HAVE_CHROMIUM, SKIPPED, buildCompanions, launch, openCompanion, resolveOnPage } from './browser.js';
import { runCli } from '../helpers/run-cli.js';

// Remagen's paratroop drop (Paratroop Drop) is the engine's die table with a place, declared in rules.yaml: the
// page's form comes from the declaration, and its answer is the CLI's, value for value.
const G = 'remagen';
describe.skipIf(!HAVE_CHROMIUM)(`companion page: the drop of ${G} ${HAVE_CHROMIUM ? '' : SKIPPED}`, () => {
  let browser: Browser;
  let pages: Record<string, string>;
  beforeAll(async () => {
    pages = await buildCompanions([G]);
    browser = await launch();
  }, 180_000);
  afterAll(async () => browser?.close());

  it('Paratroop Drop: the drop sector and its neighbours on the page as on the CLI', async () => {
    const p = await openCompanion(browser, pages[G]);
    try {
      const german = 'de-kg-rifles#1@H13,de-kg-rifles#2@I13';
      const drop = await resolveOnPage(p.page, {
        verb: 'drop',
        fields: { turn: '8', german },
        dice: { dice: '3,4' },
        keep: false,
      });
      const cli = await runCli('drop', G, '--turn', '8', '--german', german, '--dice', '3,4', '--json');
      expect(drop).toEqual(JSON.parse(cli.out));
      expect(drop).toMatchObject({ centre: 'I14', blocked: false });
      const lines = await p.page.textContent('form[data-procedure="drop"] pre.report');
      expect(lines).toContain('H13 woods (German)');
      expect(p.errors).toEqual([]);
    } finally {
      await p.close();
    }
  }, 90_000);
});
