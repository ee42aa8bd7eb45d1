// Time to interactive of the companion pages, as a phone would see them: Debian's Chromium through
// playwright-core at 390 × 844 with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate). The page marks
// itself ready (body[data-ready], data-ready-at = ms from navigation start) once every screen is drawn and wired.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
      const { ms, tap, work } = await openTimes(browser, file, runs);
      // One open more, traced: tracing slows the page a little, so its times are not among the figures.
      const { cpu } = await openTimes(browser, file, 1, true);
      out.push({ game: g, bytes: readFileSync(file).length, ms, tap, work, cpu });
    }
    // The floor under those figures on this machine now: an empty page, opened and tapped the same way. On a
    // loaded machine both rise together, and the page's own cost is the difference (and its thread time).
    const empty = join(root, 'empty.html');
    writeFileSync(
      empty,
      '<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head>' +
        '<body><nav><button type="button" data-tab="journal">Journal</button></nav><script>' +
        "document.body.dataset.readyAt = performance.now().toFixed(1); document.body.dataset.ready = 'true';" +
        "document.addEventListener('click', () => requestAnimationFrame(() => " +
        '{ document.body.dataset.firstTapAt = performance.now().toFixed(1); }), { once: true });' +
        '</script></body></html>',
    );
    const base = await openTimes(browser, empty, runs);
    const { cpu } = await openTimes(browser, empty, 1, true);
    return { games: out, empty: { ms: base.ms, tap: base.tap, work: base.work, cpu } };
  } finally {
    await browser.close();
    rmSync(root, { recursive: true, force: true });
  }
}

/**
 * The page's main-thread work so far, in ms of that thread's CPU time (CDP Performance metrics, thread ticks): every
 * task, and of it the script, layout and style. Thread time, not wall: on a loaded machine a wall time carries
 * whatever else ran, this only the page's own work (slowed 4×, as the page was).
 */
async function threadWork(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map((x) => [x.name, x.value * 1000]));
  return {
    task: m.TaskDuration,
    script: m.ScriptDuration,
    layout: m.LayoutDuration,
    style: m.RecalcStyleDuration,
    own: m.ScriptDuration + m.LayoutDuration + m.RecalcStyleDuration,
  };
}

/** The ready and first-tap times of `runs` first opens of one page, with the main thread's CPU time to each. */
export async function openTimes(browser, file, runs, traced = false) {
  // Every open is a first open: a fresh context (no cache, no storage), not a reload of a warm page.
  const ms = [];
  const tap = [];
  const cpu = [];
  const work = [];
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
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const trace = traced ? await startTrace(cdp) : undefined;
    await page.goto(pathToFileURL(file).href, { waitUntil: 'domcontentloaded' });
    // Ready, and where the tap goes, asked in the page's own world through the DevTools protocol: Playwright's
    // selectors would first inject its own script into the page, and at 4× CPU that alone takes a second or
    // more, which the page's figures would then carry.
    const [x, y, readyAt] = await inPage(cdp, READY_AND_TARGET);
    ms.push(readyAt);
    const atReady = await threadWork(cdp);
    // The first tap, as soon as the page is ready: the second procedure's screen (or the journal tab),
    // handled when its frame is drawn; the page marks that time from navigation start.
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    tap.push(await inPage(cdp, FIRST_TAP));
    work.push({ ready: atReady, tap: await threadWork(cdp) });
    if (trace) cpu.push(threadTimes(await trace.stop(), readyAt, tap.at(-1)));
    await context.close();
  }
  return { ms, tap, cpu, work };
}

/**
 * A performance trace of the page's renderer, read back as the main thread's own time (thread time, not wall
 * time: what the page's work cost the CPU, whatever else the machine was doing). Slowed 4×, as the page was.
 */
async function startTrace(cdp) {
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['devtools.timeline', 'v8', 'disabled-by-default-devtools.timeline'] },
    transferMode: 'ReportEvents',
  });
  return {
    stop: async () => {
      const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
      await cdp.send('Tracing.end');
      await done;
      return events;
    },
  };
}

/** Kinds of work the page's main thread did, in thread ms, up to ready and from ready to the first tap drawn. */
const KINDS = {
  ParseHTML: 'html',
  EvaluateScript: 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'v8.run': 'script',
  FunctionCall: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
};

export function threadTimes(events, readyAt, tapAt) {
  // The page's main thread: the renderer's CrRendererMain that parsed the document.
  const main = events.find((e) => e.name === 'ParseHTML' && e.ph === 'X') ?? events.find((e) => e.name === 'ParseHTML');
  if (!main) return undefined;
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid) ?? { ts: main.ts };
  const own = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.tdur !== undefined);
  // Top-level slices only: a slice inside another of the same thread is counted in its parent.
  own.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const out = { toReady: { total: 0 }, toTap: { total: 0 } };
  const bucketAt = (e) => {
    const at = (e.ts - nav.ts) / 1000;
    return at < readyAt ? out.toReady : at < tapAt ? out.toTap : undefined;
  };
  // The total: the thread's top-level tasks. The kinds: the outermost slice of a kind named above (a script
  // that lays the page out counts its layout under layout, not twice).
  let end = -1;
  for (const e of own) {
    if (e.ts < end) continue;
    end = e.ts + e.dur;
    const bucket = bucketAt(e);
    if (bucket) bucket.total += e.tdur / 1000;
  }
  // Each kind its own time: a parse that runs a script gives the script's time to the script, a script that
  // compiles gives the compile's to the compile (a kind's time less that of the kinds inside it).
  const stack = [];
  const credit = (e, ms) => {
    const bucket = bucketAt(e);
    if (bucket) bucket[KINDS[e.name]] = (bucket[KINDS[e.name]] ?? 0) + ms;
  };
  for (const e of own.filter((x) => KINDS[x.name])) {
    while (stack.length && stack.at(-1).end <= e.ts) stack.pop();
    if (stack.length) credit(stack.at(-1).e, -e.tdur / 1000);
    credit(e, e.tdur / 1000);
    stack.push({ e, end: e.ts + e.dur });
  }
  for (const b of Object.values(out)) for (const k of Object.keys(b)) b[k] = Math.round(b[k]);
  return out;
}
