import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { HAVE_CHROMIUM, SKIPPED, buildCompanionIn, launch, openCompanion } from './browser.js';

// Issue #20: Remagen Bridgehead's companion page built in Russian shows every procedure screen in Russian: its
// titles with the rules' sections they cite («Работы на понтонной переправе (Сапёры)»), the fields' labels and
// hints, and the game options' choices. Only unit refs and the game's published title stay Latin.
const G = 'remagen';
describe.skipIf(!HAVE_CHROMIUM)(`companion page: ${G} in Russian ${HAVE_CHROMIUM ? '' : SKIPPED}`, () => {
  let browser: Browser;
  let file: string;
  beforeAll(async () => {
    file = await buildCompanionIn(G, 'ru');
    browser = await launch();
  }, 180_000);
  afterAll(async () => browser?.close());

  it('Engineers, Fire Chart, Morale Chart: every screen’s heading, labels and choices in Russian', async () => {
    const p = await openCompanion(browser, file);
    try {
      const seen: Record<string, string[]> = {};
      const headings: string[] = [];
      const count = await p.page.$$eval('#procedures nav button, #procedures > div button', (bs) => bs.length);
      for (let i = 0; i < count; i++) {
        const buttons = await p.page.$$('#procedures nav button, #procedures > div button');
        await buttons[i]!.click();
        const form = await p.page.waitForSelector('form.procedure:not([hidden])');
        const text = (await form.textContent()) ?? '';
        headings.push(...(await form.$$eval('h2, h3', (hs) => hs.map((h) => h.textContent ?? ''))));
        const words = text.replace(/Remagen Bridgehead/g, '').match(/[A-Za-z][\w-]*/g) ?? [];
        if (words.length) seen[headings.at(-1) ?? String(i)] = words;
      }
      expect(headings.length).toBeGreaterThanOrEqual(9);
      expect(seen).toEqual({});
      expect(headings).toContain('Работы на понтонной переправе (Сапёры)');
      expect(headings).toContain('Огонь (Таблица огня)');
      expect(p.errors).toEqual([]);
    } finally {
      await p.close();
    }
  }, 90_000);
});
