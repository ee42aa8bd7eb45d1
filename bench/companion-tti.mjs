// Time to interactive of the companion pages, as a phone would see them: Debian's Chromium through
// playwright-core at 390 × 844 with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate). The page marks
// itself ready (body[data-ready], data-ready-at = ms from navigation start) once every screen is drawn and wired.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM, launchChromium } from '../tests/helpers/chromium.mjs';

/** Per game: bytes and the load times of `runs` navigations; or the reason it could not be measured. */
export async function companionTimes(bin, games, runs) {
  if (!existsSync(CHROMIUM)) return { skipped: `${CHROMIUM} is missing (apt-get install chromium)` };
  const root = mkdtempSync(join(tmpdir(), 'bench-companion-'));
  const browser = await launchChromium();
  try {
    const out = [];
    for (const g of games) {
      const dir = join(root, g);
      const r = spawnSync(process.execPath, [bin, 'build', g, '--only', 'companion', '--out', dir], {
        encoding: 'utf8',
      });
      if (r.status !== 0) throw new Error(`build ${g} --only companion: ${r.stderr}`);
      const file = join(dir, 'companion.html');
      // Every open is a first open: a fresh context (no cache, no storage), not a reload of a warm page.
      const ms = [];
      const tap = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          hasTouch: true,
          isMobile: true,
        });
        await context.route('**/*', (r) => (r.request().url().startsWith('file:') ? r.continue() : r.abort()));
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(pathToFileURL(file).href);
        await page.waitForSelector('body[data-ready="true"]');
        ms.push(Number(await page.getAttribute('body', 'data-ready-at')));
        // The first tap, as soon as the page is ready: the second procedure's screen (or the journal tab),
        // handled when its frame is drawn; the page marks that time from navigation start.
        const target = (await page.$('.picker [data-pick]:nth-child(2)'))
          ? '.picker [data-pick]:nth-child(2)'
          : 'nav [data-tab="journal"]';
        await page.tap(target);
        await page.waitForSelector('body[data-first-tap-at]');
        tap.push(Number(await page.getAttribute('body', 'data-first-tap-at')));
        await context.close();
      }
      out.push({ game: g, bytes: readFileSync(file).length, ms, tap });
    }
    return { games: out };
  } finally {
    await browser.close();
    rmSync(root, { recursive: true, force: true });
  }
}
