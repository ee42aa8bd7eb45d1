import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { HAVE_CHROMIUM, SKIPPED, buildCompanions, launch, openCompanion, resolveOnPage } from './browser.js';
import { runCli } from '../helpers/run-cli.js';

// Ash Valley (tests/fixtures/rules-area), an area game written only in data, on its companion page: a retreat's
// areas (7.5) and a dice pool's hits (7.9) are the owner's to choose after the roll, offered as taps; supply (8.0)
// is traced over the area links on the page as on the CLI.
const G = 'tests/fixtures/rules-area';

/** Taps the question's answer and waits for the report that settles it. */
async function answer(page: Page, form: string): Promise<Record<string, unknown>> {
  const before = await page.$eval(`${form} pre.report`, (e) => e.getAttribute('data-json'));
  await page.tap(`${form} .question [data-action="answer"]`);
  await page.waitForFunction(
    ([sel, prev]) => document.querySelector(sel as string)?.getAttribute('data-json') !== prev,
    [`${form} pre.report`, before],
  );
  return JSON.parse((await page.$eval(`${form} pre.report`, (e) => e.getAttribute('data-json')))!);
}

describe.skipIf(!HAVE_CHROMIUM)(`companion page: an area game's choices ${HAVE_CHROMIUM ? '' : SKIPPED}`, () => {
  let browser: Browser;
  let pages: Record<string, string>;
  beforeAll(async () => {
    pages = await buildCompanions([G]);
    browser = await launch();
  }, 120_000);
  afterAll(async () => browser?.close());

  it('7.5: the retreat area is tapped from the legal ones; armour on its one road goes unasked', async () => {
    const p = await openCompanion(browser, pages[G]);
    try {
      const form = 'form[data-procedure="combat"]';
      const asked = await resolveOnPage(p.page, {
        verb: 'combat',
        fields: { attacker: 'b-1@ford,b-2@ford,b-3@church', defender: 'r-1@mill,r-2@mill' },
        dice: { roll: '3' },
        keep: false,
      });
      expect(asked).toMatchObject({ result: 'DR', question: { rule: '7.5' } });
      const values = await p.page.$$eval(`${form} .question button[data-item="r-1"]`, (bs) =>
        bs.map((b) => b.getAttribute('data-value')),
      );
      expect(values).toEqual(['orchard', 'quarry']);
      await p.page.tap(`${form} .question [data-item="r-1"][data-value="quarry"]`);
      const done = await answer(p.page, form);
      expect(done).toMatchObject({
        retreated: [
          { ref: 'r-1', from: 'mill', to: 'quarry' },
          { ref: 'r-2', from: 'mill', to: 'orchard' },
        ],
      });
      expect(p.errors).toEqual([]);
    } finally {
      await p.close();
    }
  }, 60_000);

  it('7.9: the owner taps how many of the fire’s hits each unit takes', async () => {
    const p = await openCompanion(browser, pages[G]);
    try {
      const form = 'form[data-procedure="fire"]';
      const asked = await resolveOnPage(p.page, {
        verb: 'fire',
        fields: { target: 'r-1@mill,r-2@mill', strength: '4' },
        dice: { dice: '6,6,3,6' },
        keep: false,
      });
      expect(asked).toMatchObject({ hits: 3, question: { rule: '7.9', picks: { mode: 'count', total: 3 } } });
      const text = (await p.page.textContent(`${form} .question`))!;
      expect(text).toContain('Red takes 3 hits: which of r-1, r-2 take them? (7.9)');
      expect(await p.page.isDisabled(`${form} .question [data-action="answer"]`)).toBe(true);
      if (process.env.SANDTABLE_SHOTS) {
        await p.page.locator(`${form} .question`).scrollIntoViewIfNeeded();
        await p.page.screenshot({ path: `${process.env.SANDTABLE_SHOTS}/ash-valley-fire-question.png` });
      }
      await p.page.tap(`${form} .question [data-item="r-1"][data-value="1"]`);
      await p.page.tap(`${form} .question [data-item="r-2"][data-value="2"]`);
      const done = await answer(p.page, form);
      expect(done).toMatchObject({ landed: { 'r-1': 1, 'r-2': 2 }, eliminated: ['r-2'] });
      expect(await p.page.textContent(`${form} pre.report`)).toContain('r-2 in mill is eliminated (7.9)');
      expect(p.errors).toEqual([]);
    } finally {
      await p.close();
    }
  }, 60_000);

  it('8.1–8.3: supply traced on the page equals the CLI’s, a contested area blocking the line', async () => {
    const p = await openCompanion(browser, pages[G]);
    try {
      const units = 'r-1@mill,b-2@orchard,r-4@orchard,r-3@wood,b-1@ford,b-3@church';
      const page = await resolveOnPage(p.page, { verb: 'supply', fields: { units, side: 'red' } });
      const cli = await runCli('supply', G, '--units', units, '--side', 'red', '--json');
      expect(cli.code, cli.err).toBe(0);
      expect(page).toEqual(JSON.parse(cli.out));
      expect((page.lines as { ref: string; supplied: boolean }[]).map((l) => `${l.ref}:${l.supplied}`)).toEqual([
        'r-1:false',
        'r-4:true',
        'r-3:false',
      ]);
      const text = await p.page.textContent('form[data-procedure="supply"] pre.report');
      expect(text).toContain('r-4 in Orchard: in supply, 1 link to Farm: Orchard → Farm (8.3)');
      expect(p.errors).toEqual([]);
    } finally {
      await p.close();
    }
  }, 60_000);
});
