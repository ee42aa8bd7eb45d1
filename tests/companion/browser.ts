import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM, launchChromium } from '../helpers/chromium.mjs';
import { runCli } from '../helpers/run-cli.js';

export { CHROMIUM } from '../helpers/chromium.mjs';
export const HAVE_CHROMIUM = existsSync(CHROMIUM);
export const SKIPPED = `(skipped: ${CHROMIUM} is missing; apt-get install chromium)`;

export const launch = (): Promise<Browser> => launchChromium();

/**
 * The scenario a page carries, as its rules read it: unpacked by the page's own reader (the page keeps it packed,
 * off the first screen), so a test sees what the page's rules see.
 */
export const pageScenario = <T = { units: { id: string }[] }>(page: Page): Promise<T> =>
  page.evaluate(() => (globalThis as unknown as { __sandtableScenario: () => T }).__sandtableScenario());

/** Builds each game's companion.html as a user does, into a fresh folder; returns where each one is. */
export async function buildCompanions(games: readonly string[]): Promise<Record<string, string>> {
  const root = mkdtempSync(join(tmpdir(), 'companion-'));
  const out: Record<string, string> = {};
  for (const g of games) {
    const r = await runCli('build', g, '--only', 'companion', '--out', join(root, g));
    if (r.code !== 0) throw new Error(`build ${g}: ${r.err}`);
    out[g] = join(root, g, 'companion.html');
  }
  return out;
}

/** One game's companion.html in another language, built as a user builds it; returns where it is. */
export async function buildCompanionIn(game: string, lang: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), `companion-${lang}-`));
  const r = await runCli('build', game, '--only', 'companion', '--lang', lang, '--out', dir);
  if (r.code !== 0) throw new Error(`build ${game} --lang ${lang}: ${r.err}`);
  return join(dir, `companion-${lang}.html`);
}

export interface OpenPage {
  page: Page;
  /** Every request the page made other than for its own file. */
  requests: string[];
  errors: string[];
  close(): Promise<void>;
}

/** The game's journal as the page keeps it in the browser's storage (its key names the page's own path). */
export const storedJournal = (page: Page, game: string): Promise<string | null> =>
  page.evaluate((g) => localStorage.getItem(`sandtable:${g}:${location.pathname}:journal`), game);

/** A journal put where the page keeps it, and the page opened again on it. */
export async function keepJournal(page: Page, game: string, journal: string): Promise<void> {
  await page.evaluate(
    ([g, j]) => localStorage.setItem(`sandtable:${g}:${location.pathname}:journal`, j),
    [game, journal],
  );
  await page.reload();
  // The page looks in its storage once its first screen is drawn: a question the journal waits on opens then.
  await page.waitForSelector('body[data-journal-read="true"]');
}

/**
 * A phone: 390 × 844, touch; every request is routed to fail and noted, the page opened from file://. `before`
 * runs in the page ahead of its own script (a storage that refuses, say).
 */
export async function openCompanion(browser: Browser, file: string, before?: () => void): Promise<OpenPage> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    acceptDownloads: true,
  });
  const url = pathToFileURL(file).href;
  const requests: string[] = [];
  const errors: string[] = [];
  const note = (u: string) => {
    if (u !== url && !requests.includes(u)) requests.push(u);
  };
  await context.route('**/*', (route) => {
    note(route.request().url());
    return route.request().url() === url ? route.continue() : route.abort();
  });
  if (before) await context.addInitScript(before);
  const page = await context.newPage();
  page.on('request', (r) => note(r.url()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]');
  return { page, requests, errors, close: () => context.close() };
}

export interface Resolve {
  verb: string;
  fields: Record<string, string>;
  /** Dice entered by hand, by field. */
  dice?: Record<string, string>;
  /** Keep the result in the page's journal (the default), or resolve a one-off example. */
  keep?: boolean;
  answers?: string[];
}

/** Taps through one procedure screen: fields, hand dice, roll, each choice answered; returns the page's JSON. */
export async function resolveOnPage(page: Page, r: Resolve): Promise<Record<string, unknown>> {
  const form = `form[data-procedure="${r.verb}"]`;
  await pick(page, r.verb);
  if (r.dice) await page.tap(`#hand-${r.verb}`);
  if (r.keep === false) await page.tap(`#keep-${r.verb}`);
  for (const [k, v] of Object.entries(r.fields)) await fillField(page, r.verb, k, v);
  for (const [k, v] of Object.entries(r.dice ?? {})) await page.fill(`#f-${r.verb}-${k}`, v);
  const report = `${form} pre.report`;
  const before = await page.$eval(report, (e) => e.getAttribute('data-json')).catch(() => null);
  const changed = async (old: string | null) =>
    page.waitForFunction(
      ([sel, prev]) => {
        const e = document.querySelector(sel as string);
        return (e && e.getAttribute('data-json') !== prev) || document.querySelector('.output .error');
      },
      [report, old],
    );
  await page.tap(`${form} [data-action="roll"]`);
  await changed(before);
  for (const a of r.answers ?? []) {
    const input = `#answer-${r.verb}`;
    await page.waitForSelector(input, { state: 'attached' });
    const prev = await page.$eval(report, (e) => e.getAttribute('data-json'));
    await page.tap(`${form} details.typed summary`);
    await page.fill(input, a);
    await page.tap(`${form} [data-action="typed"]`);
    await changed(prev);
  }
  const error = await page.$(`${form} .error`);
  if (error) throw new Error(`the page refused: ${await error.textContent()}`);
  return JSON.parse((await page.$eval(report, (e) => e.getAttribute('data-json')))!);
}

/** Opens a procedure's screen from the game's list of procedures. */
export async function pick(page: Page, verb: string): Promise<void> {
  if (await page.$(`.picker [data-pick="${verb}"]`)) await page.tap(`.picker [data-pick="${verb}"]`);
}

/**
 * One field filled as the screen offers it: a few choices are buttons (the select behind them is hidden), else
 * the select or the text box.
 */
export async function fillField(page: Page, verb: string, key: string, value: string): Promise<void> {
  const sel = `#f-${verb}-${key}`;
  const kind = await page.$eval(sel, (e) => (e.classList.contains('shadow') ? 'buttons' : e.tagName));
  if (kind === 'buttons') await page.tap(`form[data-procedure="${verb}"] .segmented [data-value="${value}"]`);
  else if (kind === 'SELECT') await page.selectOption(sel, value);
  else await page.fill(sel, value);
}
