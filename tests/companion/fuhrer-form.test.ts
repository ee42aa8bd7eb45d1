import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { HAVE_CHROMIUM, SKIPPED, buildCompanions, launch, openCompanion } from './browser.js';

// Veritable's Führer roll (11.2) is made for German reserve units only (rules.yaml `unit: { side, reserve }`):
// its form on the phone page offers those units and no other, derived from the declaration.

const reserve = (
  parse(readFileSync('data/veritable/units.yaml', 'utf8')).units as { id: string; side: string; reserve?: boolean }[]
)
  .filter((u) => u.side === 'german' && u.reserve)
  .map((u) => u.id);

describe.skipIf(!HAVE_CHROMIUM)(`the Führer form offers the German reserve alone (11.2) ${SKIPPED}`, () => {
  let browser: Browser;
  let file: string;
  beforeAll(async () => {
    browser = await launch();
    file = (await buildCompanions(['veritable'])).veritable;
  }, 60_000);
  afterAll(() => browser?.close());

  it('11.2: the unit list and the chips name exactly the German reserve units, at 390 × 844', async () => {
    const p = await openCompanion(browser, file);
    try {
      await p.page.tap('.picker [data-pick="fuhrer"]');
      const form = p.page.locator('form[data-procedure="fuhrer"]');
      const select = form.locator('.units select');
      await select.focus();
      const offered = await select
        .locator('option')
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
      expect(reserve.length).toBeGreaterThan(0);
      expect(offered.sort()).toEqual([...reserve].sort());
      await form.locator('details.chips summary').tap();
      await form.locator('details.chips [data-unit]').first().waitFor();
      const chips = await form
        .locator('details.chips [data-unit]')
        .evaluateAll((bs) => bs.map((b) => b.getAttribute('data-unit') ?? ''));
      expect(chips.sort()).toEqual([...reserve].sort());
      await p.page.screenshot({ path: '/tmp/wording-fuhrer-form.png', fullPage: false });
      expect(p.errors).toEqual([]);
    } finally {
      await p.close();
    }
  }, 60_000);
});
