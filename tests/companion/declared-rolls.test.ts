import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { HAVE_CHROMIUM, SKIPPED, buildCompanions, launch, openCompanion, resolveOnPage } from './browser.js';
import { runCli } from '../helpers/run-cli.js';

// Death of a Division's arrival roll (optional rule 8) and turn-1 surprise (9) are declared in rules.yaml and run
// by the rules engine: the page's forms come from the declarations, and its answers are the CLI's, value for value.
const G = 'death-of-a-division';
describe.skipIf(!HAVE_CHROMIUM)(`companion page: declared rolls of ${G} ${HAVE_CHROMIUM ? '' : SKIPPED}`, () => {
  let browser: Browser;
  let pages: Record<string, string>;
  beforeAll(async () => {
    pages = await buildCompanions([G]);
    browser = await launch();
  }, 180_000);
  afterAll(async () => browser?.close());

  it('8 and 9: arrival and surprise rolled on the page as on the CLI', async () => {
    const p = await openCompanion(browser, pages[G]);
    try {
      const arrival = await resolveOnPage(p.page, {
        verb: 'arrival',
        fields: { unit: 'us-14-tank,us-27-aib', turn: '2' },
        dice: { dice: '1,6' },
        keep: false,
      });
      const rolled = ['--unit', 'us-14-tank,us-27-aib', '--turn', '2', '--dice', '1,6', '--json'];
      const cli = await runCli('arrival', G, ...rolled);
      expect(arrival).toEqual(JSON.parse(cli.out));
      expect((arrival.units as { arrives: number }[]).map((u) => u.arrives)).toEqual([2, 4]);
      const surprise = await resolveOnPage(p.page, {
        verb: 'surprise',
        fields: { area: 'auw,winterspelt' },
        dice: { germanDice: '4,1', usDice: '4,2' },
        keep: false,
      });
      const args = ['--area', 'auw,winterspelt', '--german-dice', '4,1', '--us-dice', '4,2', '--json'];
      expect(surprise).toEqual(JSON.parse((await runCli('surprise', G, ...args)).out));
      const lines = await p.page.textContent('form[data-procedure="surprise"] pre.report');
      expect(lines).toContain('Auw: German 4, United States 4: surprise; no US defensive fire in the area this turn');
      expect(p.errors).toEqual([]);
    } finally {
      await p.close();
    }
  }, 90_000);
});
