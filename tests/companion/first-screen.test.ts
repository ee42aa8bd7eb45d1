import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadScenario } from '../../src/load/load-scenario.js';
import { localeTexts } from '../../src/load/locale-texts.js';
import {
  HAVE_CHROMIUM,
  SKIPPED,
  buildCompanionIn,
  buildCompanions,
  fillField,
  launch,
  openCompanion,
  pick,
} from './browser.js';

// The page's first screen is drawn by its own small script from the procedures' descriptions the build gives;
// the rules engine is packed text in the page, started only when something first needs it (a roll, a preview,
// the journal) or when the phone is idle after the first tap. The page must still play every procedure as the
// engine describes it: the build's descriptions and the engine's own are the same.

describe.skipIf(!HAVE_CHROMIUM)(
  `the companion's first screen, before its rules engine ${HAVE_CHROMIUM ? '' : SKIPPED}`,
  () => {
    let browser: Browser;
    let pages: Record<string, string>;
    beforeAll(async () => {
      browser = await launch();
      pages = await buildCompanions(['veritable', 'nordwind']);
    }, 180_000);
    afterAll(async () => {
      await browser?.close();
    });

    it('keeps the engine, map and YAML readers packed; the first screen is drawn without the engine', async () => {
      const html = readFileSync(pages.veritable, 'utf8');
      for (const id of ['sandtable-engine', 'map-source', 'sandtable-yaml', 'sandtable-scenario', 'aids-source'])
        expect(html).toMatch(new RegExp(`id="${id}" data-packed="deflate">[A-Za-z0-9+/=]+</script>`));
      // ASCII alone (asciiPage): the title's dash is a character reference, read back as the dash.
      expect(html).not.toMatch(/[\u0080-\uffff]/);
      expect(html).toContain('&#x2014;');
      // The page's own script comes before every packed text, so the parser reaches it (and the first screen is
      // drawn) without tokenizing them; the one-line script after the engine's texts releases a tap made earlier.
      const own = html.indexOf('<script>(function');
      expect(own).toBeGreaterThan(html.indexOf('id="sandtable-data"'));
      for (const id of ['sandtable-inflate', 'sandtable-engine', 'sandtable-scenario', 'aids-source', 'map-source'])
        expect(html.indexOf(`id="${id}"`)).toBeGreaterThan(own);
      expect(html.indexOf('__sandtableParsed?.()')).toBeGreaterThan(html.indexOf('id="sandtable-scenario"'));
      // What the page holds the moment it marks itself ready, noted then by a script run ahead of the page's own
      // (on a loaded machine the test's first look can come after the engine's idle start, 1.5 s later).
      const p = await openCompanion(browser, pages.veritable, () => {
        new MutationObserver((_, o) => {
          if (!document.body?.dataset.ready) return;
          o.disconnect();
          (globalThis as unknown as { __atReady: unknown }).__atReady = {
            engine: '__sandtableEngine' in globalThis,
            // Unpacking the scenario or building the aids takes its text out of the page; at ready the parser
            // has not reached it yet (it comes after the page's script).
            scenario: !!document.getElementById('sandtable-scenario') || document.readyState === 'loading',
            aids: document.querySelectorAll('#aids details').length,
            picks: [...document.querySelectorAll('.picker [data-pick]')].map((b) => b.getAttribute('data-pick')),
            form: document.querySelector('form[data-procedure]')?.getAttribute('data-procedure'),
          };
        }).observe(document, { attributes: true, subtree: true });
      });
      try {
        const at = (await p.page.evaluate(() => (globalThis as unknown as { __atReady: unknown }).__atReady)) as {
          engine: boolean;
          scenario: boolean;
          aids: number;
          picks: string[];
          form: string;
        };
        expect(at.engine).toBe(false);
        expect(at.scenario).toBe(true);
        expect(at.aids).toBe(0);
        expect(at.picks).toContain('combat');
        expect(at.form).toBe(at.picks[0]);
        expect(await p.page.title()).toMatch(/^Operation: Veritable \u2014 /);
        // A preview needs the rules: the engine starts, and answers as it always did.
        await p.page.tap('.picker [data-pick="combat"]');
        await p.page.tap('form[data-procedure="combat"] [data-action="preview"]');
        await p.page.waitForSelector('form[data-procedure="combat"] .output :is(.error, table, pre)');
        expect(await p.page.evaluate(() => '__sandtableEngine' in globalThis)).toBe(true);
        // The map's drawing, unpacked when the map is first shown.
        await p.page.tap('nav [data-tab="map"]');
        expect(await p.page.locator('#map-svg [data-space="E5"]').count()).toBe(1);
        // The aids, built when their tab first opens.
        await p.page.tap('nav [data-tab="aids"]');
        expect(await p.page.locator('#aids details').count()).toBeGreaterThan(2);
        expect(await p.page.locator('#aids-source').count()).toBe(0);
        expect(p.errors).toEqual([]);
        expect(p.requests).toEqual([]);
      } finally {
        await p.close();
      }
    }, 120_000);

    // The page's script runs before the parser reaches the engine's texts: a tap in between, which needs the engine
    // (the journal), is held until they are parsed and then handled as it would have been, with no error. The parser
    // is held here by a script the test serves late, placed where those texts begin.
    it('a tap made before the engine texts are parsed is handled once they are', async () => {
      const html = readFileSync(pages.veritable, 'utf8');
      const at = html.indexOf('<script type="text/plain" id="sandtable-inflate">');
      expect(at).toBeGreaterThan(0);
      const file = join(mkdtempSync(join(tmpdir(), 'held-')), 'companion.html');
      writeFileSync(file, `${html.slice(0, at)}<script src="late.js"></script>\n${html.slice(at)}`);
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
      });
      let release = () => {};
      const gate = new Promise<void>((r) => {
        release = r;
      });
      await context.route('**/late.js', async (r) => {
        await gate;
        await r.fulfill({ body: '', contentType: 'text/javascript' });
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const loaded = page.goto(pathToFileURL(file).href);
      try {
        await page.waitForSelector('body[data-ready="true"]');
        expect(await page.evaluate(() => [document.readyState, !!document.getElementById('sandtable-engine')])).toEqual(
          ['loading', false],
        );
        await page.tap('nav [data-tab="journal"]');
        await page.waitForTimeout(300);
        expect(await page.locator('#journal').isHidden()).toBe(true);
        release();
        await loaded;
        await page.waitForSelector('#journal:not([hidden]) [data-action="undo"]');
        expect(await page.locator('#journal .error').count()).toBe(0);
        expect(errors).toEqual([]);
      } finally {
        release();
        await context.close();
      }
    }, 120_000);

    // The locale's texts and the rules' words (Russian Veritable: some 105 KB of Cyrillic, twice that escaped) are
    // packed and read when a report first needs them; the first screen keeps its own words inline, so it is in
    // Russian from its first frame, and a report after the unpacking is in Russian too.
    it('Russian Veritable: the first screen in Russian before the packed words are read, a report after', async () => {
      const file = await buildCompanionIn('veritable', 'ru');
      const html = readFileSync(file, 'utf8');
      expect(html).toMatch(/id="sandtable-words" data-packed="deflate">[A-Za-z0-9+/=]+<\/script>/);
      const s = loadScenario('data/veritable');
      const { names, texts } = localeTexts(s, 'ru');
      const p = await openCompanion(browser, file, () => {
        new MutationObserver((_, o) => {
          if (!document.body?.dataset.ready) return;
          o.disconnect();
          (globalThis as unknown as { __atReady: unknown }).__atReady = {
            // Not yet read: still in the page, or not yet parsed (it comes after the page's script).
            words: !!document.getElementById('sandtable-words') || document.readyState === 'loading',
            // biome-ignore lint/performance/useDomNodeTextContent: the text a player reads, as laid out
            text: document.body.innerText,
          };
        }).observe(document, { attributes: true, subtree: true });
      });
      try {
        const at = (await p.page.evaluate(() => (globalThis as unknown as { __atReady: unknown }).__atReady)) as {
          words: boolean;
          text: string;
        };
        expect(at.words).toBe(true);
        // The game's name, the first procedure's options (their titles and choices) in the locale's words.
        expect(at.text).toContain(names.veritable);
        const option = s.game.options[0]!;
        expect(at.text).toContain(names[option.id] ?? texts[option.title]);
        expect(at.text).toContain(texts[option.choices[0]!.text]);
        expect(at.text).not.toContain(option.title);
        // A procedure's report: the rules' keyed lines in Russian, read from the words once unpacked.
        const setup = readFileSync(join(import.meta.dirname, '../../data/veritable/examples/setup.yaml'), 'utf8');
        await pick(p.page, 'setup');
        await fillField(p.page, 'setup', 'position', setup);
        await p.page.tap('form[data-procedure="setup"] [data-action="roll"]');
        await p.page.waitForSelector('form[data-procedure="setup"] .output > *');
        // biome-ignore lint/performance/useDomNodeTextContent: the text a player reads
        expect(await p.page.innerText('form[data-procedure="setup"] .output')).toMatch(/Расстановка правильная/);
        expect(await p.page.locator('#sandtable-words').count()).toBe(0);
        expect(p.errors).toEqual([]);
      } finally {
        await p.close();
      }
    }, 180_000);

    for (const game of ['veritable', 'nordwind'])
      it(`${game}: the build's descriptions of the procedures are the engine's own`, async () => {
        const p = await openCompanion(browser, pages[game]);
        try {
          const [sketches, engine] = await p.page.evaluate(async () => {
            const data = JSON.parse(document.getElementById('sandtable-data')!.textContent!);
            // The engine's script, started as the page starts it on first use (the journal tab needs it).
            (document.querySelector('nav [data-tab="journal"]') as HTMLElement).click();
            const e = (
              globalThis as unknown as Record<
                string,
                { pageProcedures: (s: unknown) => Promise<never[]>; declared: WeakSet<object> }
              >
            ).__sandtableEngine;
            const scenario = (globalThis as unknown as { __sandtableScenario: () => unknown }).__sandtableScenario();
            const list = await e.pageProcedures(scenario);
            const said = (x: { game: string; verb: string; title: string; rule: string; fields: unknown }) =>
              JSON.stringify([x.game, x.verb, x.title, x.rule, x.fields]);
            return [
              data.procedures.map(
                (x: { declared: boolean } & Parameters<typeof said>[0]) => `${said(x)} ${x.declared}`,
              ),
              list.map((x: Parameters<typeof said>[0]) => `${said(x)} ${e.declared.has(x)}`),
            ];
          });
          expect(sketches.length).toBeGreaterThan(3);
          expect(sketches).toEqual(engine);
        } finally {
          await p.close();
        }
      }, 120_000);
  },
);
