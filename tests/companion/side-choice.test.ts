import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { HAVE_CHROMIUM, SKIPPED, buildCompanionIn, buildCompanions, launch, openCompanion } from './browser.js';

// Issue 24: Veritable's supply screen, drawn from the engine's declaration, offered its side choice as the ids
// "allied" and "german". A player picks a side by the name the game gives it, in the page's language; the value the
// page sends stays the id the CLI takes.
describe.skipIf(!HAVE_CHROMIUM)(
  `companion page: a choice of side names the side ${HAVE_CHROMIUM ? '' : SKIPPED}`,
  () => {
    let browser: Browser;
    const pages: Record<string, string> = {};
    beforeAll(async () => {
      pages.en = (await buildCompanions(['veritable'])).veritable!;
      pages.ru = await buildCompanionIn('veritable', 'ru');
      browser = await launch();
    }, 120_000);
    afterAll(async () => browser?.close());

    it.each([
      ['en', ['Allied', 'German']],
      ['ru', ['Союзники', 'Немцы']],
    ])(
      'Veritable supply (%s): the side buttons read the sides names',
      async (lang, names) => {
        const p = await openCompanion(browser, pages[lang]!);
        try {
          await p.page.tap('nav [data-tab="procedures"]');
          await p.page.tap('.picker [data-pick="supply"]');
          const form = 'form[data-procedure="supply"]';
          const buttons = await p.page.$$eval(`${form} .segmented button[data-value]`, (bs) =>
            bs.map((b) => [b.getAttribute('data-value'), b.textContent?.trim()]),
          );
          const sides = buttons.filter(([v]) => v === 'allied' || v === 'german');
          expect(sides).toEqual([
            ['allied', names[0]],
            ['german', names[1]],
          ]);
          // Nor does the field's label list the ids (the command line's help does, for --side).
          const group = p.page.locator(`${form} .segmented`).filter({ has: p.page.locator('[data-value="allied"]') });
          expect(await group.getAttribute('aria-label')).not.toMatch(/allied|german/);
          expect(p.errors).toEqual([]);
        } finally {
          await p.close();
        }
      },
      60_000,
    );
  },
);
