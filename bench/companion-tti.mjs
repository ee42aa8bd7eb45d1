// Time to interactive of the companion pages, as a phone would see them: Debian's Chromium through
// playwright-core at 390 × 844 with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate). The page marks
// itself ready (body[data-ready], data-ready-at = ms from navigation start) once every screen is drawn and wired.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM, launchChromium } from '../tests/helpers/chromium.mjs';

/** An expression's value in the page's main world, awaited (no script of Playwright's is injected for it). */
async function inPage(cdp, expression) {
  const r = await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
  if (r.exceptionDetails) throw new Error(`in the page: ${r.exceptionDetails.exception?.description ?? expression}`);
  return r.result.value;
}

/** Once the page marks itself ready: the centre of the target of the first tap, and the ready time. */
const READY_AND_TARGET = `new Promise((done) => {
  const go = () => {
    const t =
      document.querySelector('.picker [data-pick]:nth-child(2)') ?? document.querySelector('nav [data-tab="journal"]');
    const r = t.getBoundingClientRect();
    done([r.x + r.width / 2, r.y + r.height / 2, Number(document.body.dataset.readyAt)]);
  };
  if (document.body?.dataset.ready) return go();
  new MutationObserver((_, o) => {
    if (document.body?.dataset.ready) o.disconnect(), go();
  }).observe(document.documentElement, { attributes: true, subtree: true });
})`;

/** Once the page has drawn the frame that answers the first tap: its time from navigation start. */
const FIRST_TAP = `new Promise((done) => {
  const go = () => done(Number(document.body.dataset.firstTapAt));
  if (document.body.dataset.firstTapAt) return go();
  new MutationObserver((_, o) => {
    if (document.body.dataset.firstTapAt) o.disconnect(), go();
  }).observe(document.body, { attributes: true });
})`;

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
      const { ms, tap } = await openTimes(browser, file, runs);
      out.push({ game: g, bytes: readFileSync(file).length, ms, tap });
    }
    return { games: out };
  } finally {
    await browser.close();
    rmSync(root, { recursive: true, force: true });
  }
}

/** The ready and first-tap times of `runs` first opens of one page. */
export async function openTimes(browser, file, runs) {
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
    await page.goto(pathToFileURL(file).href, { waitUntil: 'domcontentloaded' });
    // Ready, and where the tap goes, asked in the page's own world through the DevTools protocol: Playwright's
    // selectors would first inject its own script into the page, and at 4× CPU that alone takes a second or
    // more, which the page's figures would then carry.
    const [x, y, readyAt] = await inPage(cdp, READY_AND_TARGET);
    ms.push(readyAt);
    // The first tap, as soon as the page is ready: the second procedure's screen (or the journal tab),
    // handled when its frame is drawn; the page marks that time from navigation start.
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    tap.push(await inPage(cdp, FIRST_TAP));
    await context.close();
  }
  return { ms, tap };
}
