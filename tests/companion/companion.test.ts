import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { runCli } from '../helpers/run-cli.js';
import { NORDWIND_SECTION_L } from '../helpers/examples.js';
import {
  buildCompanionIn,
  buildCompanions,
  fillField,
  HAVE_CHROMIUM,
  launch,
  openCompanion,
  pageScenario,
  pick,
  resolveOnPage,
  SKIPPED,
  storedJournal,
} from './browser.js';
import { HEKKEN, HEKKEN_ANSWERS, HEKKEN_DICE, hekkenCli } from './hekken.js';

// The table companion in a real browser, a phone's viewport, the network refused: each example is tapped through
// on the page and run through the CLI with the same inputs, and the two answers must be the same JSON.

const GAMES = ['veritable', 'nordwind', 'remagen', 'death-of-a-division'] as const;
const tmp = () => mkdtempSync(join(tmpdir(), 'companion-cli-'));

/**
 * Words in Latin script on a Russian screen, less those a Russian player reads as they are: unit designations
 * (typed into the fields and the answers), hex labels (the map's own), dice such as 1d6, the game's title, the
 * program's name and the command that lists its sources, and the answer words the rules' parser takes.
 */
function englishWords(text: string, units: readonly string[]): string[] {
  const kept = new Set([...units, 'Operation', 'Veritable', 'Sandtable', 'sandtable', 'sources', 'veritable']);
  // Typed answers: "loss" for a unit taken as a loss, "none" for no advance (the CLI's --choose words).
  for (const typed of ['loss', 'none']) kept.add(typed);
  const latin = text
    .split(/[\s,;:()«»"'=.]+/)
    .filter((w) => /[A-Za-z]/.test(w))
    .filter((w) => !kept.has(w) && !/^[A-Z]{1,2}\d{1,2}$/.test(w) && !/^\d+d\d+$/.test(w))
    .filter((w) => !w.split(/[@,]/).every((x) => kept.has(x) || /^[A-Z]{1,2}\d{1,2}$/.test(x) || !/[A-Za-z]/.test(x)));
  return [...new Set(latin)];
}

/** Every folded working opened, as a reader taps them open: the text then reads as a whole. */
async function openFolded(page: Page): Promise<void> {
  await page.$$eval('details.more', (ds) => {
    for (const d of ds) (d as HTMLDetailsElement).open = true;
  });
}

async function cliJson(...args: string[]): Promise<Record<string, unknown>> {
  const r = await runCli(...args, '--json');
  if (r.code !== 0) throw new Error(r.err);
  return JSON.parse(r.out);
}

const FIRE = {
  firer: 'de-11pz-pz4#1@L18,de-11pz-armored-cars#1@L18',
  target: 'us-27aib-rifles#1@L16,us-27aib-mg#1@L16,us-paratroops#1@L16,us-paratroops#2@L16,us-paratroops#3@L16',
};
const OVERRUN = {
  movers: 'de-294-vgr@losheim,de-18-ag@losheim,de-18-mobile@losheim',
  into: 'krewinkel',
  defenders: 'us-18-cav-c@krewinkel',
  assign: 'de-18-mobile=1',
  turn: '1',
};
const OVERRUN_ARGS = ['--movers', OVERRUN.movers, '--into', 'krewinkel', '--defenders', OVERRUN.defenders];

describe.skipIf(!HAVE_CHROMIUM)(`the table companion in Chromium ${HAVE_CHROMIUM ? '' : SKIPPED}`, () => {
  let browser: Browser;
  let pages: Record<string, string>;
  beforeAll(async () => {
    [pages, browser] = await Promise.all([buildCompanions(GAMES), launch()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('opens from file:// refusing requests, asks for nothing, every tab fits 390 px, names every control', async () => {
    for (const g of GAMES) {
      const p = await openCompanion(browser, pages[g]);
      try {
        expect(p.requests, g).toEqual([]);
        expect(p.errors, g).toEqual([]);
        // The watch is not blind: a request the page did make would be caught and refused.
        if (g === 'veritable') {
          const fetched = await p.page.evaluate(() =>
            fetch('https://example.org/x').then(
              () => 'ok',
              () => 'refused',
            ),
          );
          expect(fetched).toBe('refused');
          expect(p.requests).toEqual(['https://example.org/x']);
          p.requests.length = 0;
        }
        const wide = await p.page.evaluate(() => document.documentElement.scrollWidth);
        expect(wide, g).toBeLessThanOrEqual(390);
        const unnamed = await p.page.evaluate(() =>
          [...document.querySelectorAll('button, input, select, a.button')]
            .filter((e) => (e as HTMLElement).offsetParent !== null)
            .filter((e) => {
              const labelled = (e as HTMLInputElement).labels?.length;
              return !labelled && !e.getAttribute('aria-label') && !e.textContent?.trim();
            })
            .map((e) => e.outerHTML.slice(0, 80)),
        );
        expect(unnamed, g).toEqual([]);
        const small = await p.page.evaluate(() =>
          [...document.querySelectorAll('main button, main select, main input[type="text"]')]
            .filter((e) => (e as HTMLElement).offsetParent !== null)
            .filter((e) => e.getBoundingClientRect().height < 44)
            .map((e) => e.outerHTML.slice(0, 80)),
        );
        expect(small, g).toEqual([]);
        // Every tab, not just the first screen: the journal's file input once made the page 402 px wide.
        const tabs = await p.page.$$eval('nav [data-tab]', (es) => es.map((e) => e.getAttribute('data-tab')!));
        expect(tabs, g).toContain('journal');
        for (const tab of tabs) {
          await p.page.tap(`nav [data-tab="${tab}"]`);
          const [scroll, client] = await p.page.evaluate(() => [
            document.documentElement.scrollWidth,
            document.documentElement.clientWidth,
          ]);
          expect(scroll, `${g} ${tab}: scrolls sideways`).toBeLessThanOrEqual(client);
          if (tab !== 'journal') continue;
          // Fitted, not shrunk: the file input keeps the touch height the page's other controls have.
          const file = await p.page.locator('#journal input[type="file"]').boundingBox();
          expect(file?.height, `${g}: the journal's file input`).toBeGreaterThanOrEqual(44);
        }
      } finally {
        await p.close();
      }
    }
  }, 60_000);

  it('the Hekken example (6.5), its dice entered by hand, equals the CLI', async () => {
    const p = await openCompanion(browser, pages.veritable);
    try {
      const page = await resolveOnPage(p.page, {
        verb: 'combat',
        fields: HEKKEN,
        dice: HEKKEN_DICE,
        keep: false,
        answers: HEKKEN_ANSWERS,
      });
      const cli = await hekkenCli();
      expect(page).toMatchObject({ column: '1-1', result: '1/1' });
      expect(page).toEqual(cli);
      const lines = await p.page.textContent('form[data-procedure="combat"] pre.report');
      expect(lines).toMatch(/I9 is vacated: 46-bde, 227-bde, 30-armd-bde may advance/);
      // The chance of every result is shown as a table, the rolled result marked.
      expect(await p.page.textContent('form[data-procedure="combat"] table.chances tr.rolled th')).toBe('1/1');
    } finally {
      await p.close();
    }
  }, 60_000);

  it('Nordwind section L, Heroic Stand asked after the roll, equals the CLI', async () => {
    const p = await openCompanion(browser, pages.nordwind);
    try {
      const page = await resolveOnPage(p.page, {
        verb: 'combat',
        fields: {
          area: 'rimling',
          attacker: '4',
          attackerArmour: '1',
          defender: '2',
          defenderArmour: '1',
          attackerCards: 'air,air',
          defenderCards: 'artillery',
        },
        dice: { rolls: '8' },
        keep: false,
        answers: ['none'],
      });
      const cli = await cliJson('combat', 'nordwind', ...NORDWIND_SECTION_L, '--rolls', '8', '--choose', 'none');
      expect(page).toMatchObject({ column: '+3', row: 7, result: 'D1', outcome: 'defender-retreats' });
      expect(page).toEqual(cli);
    } finally {
      await p.close();
    }
  }, 60_000);

  it('Remagen fire (13 pips / 3 = 4 hits), kept in the journal, equals the CLI and its journal', async () => {
    const p = await openCompanion(browser, pages.remagen);
    try {
      const page = await resolveOnPage(p.page, {
        verb: 'fire',
        fields: FIRE,
        dice: { dice: '5,4,4', hitDice: '3,3,2,3' },
      });
      const file = join(tmp(), 'game.json');
      const fireArgs = ['--firer', FIRE.firer, '--target', FIRE.target, '--dice', '5,4,4', '--hit-dice', '3,3,2,3'];
      const cli = await cliJson('fire', 'remagen', ...fireArgs, '--journal', file);
      expect(page).toMatchObject({ total: 13, hits: 4 });
      expect(page).toEqual(cli);
      const stored = await storedJournal(p.page, 'remagen');
      expect(JSON.parse(stored!).state).toEqual(JSON.parse(readFileSync(file, 'utf8')).state);
    } finally {
      await p.close();
    }
  }, 60_000);

  it('a Death of a Division overrun, exported from the page, replays in the CLI and goes on there', async () => {
    const p = await openCompanion(browser, pages['death-of-a-division']);
    try {
      const page = await resolveOnPage(p.page, {
        verb: 'overrun',
        fields: OVERRUN,
        dice: { roll: '4', partingDice: '6,1' },
      });
      const dir = tmp();
      const cliFile = join(dir, 'cli.json');
      const cli = await cliJson(
        'overrun',
        'death-of-a-division',
        ...OVERRUN_ARGS,
        '--roll',
        '4',
        '--parting-dice',
        '6,1',
        '--assign',
        'de-18-mobile=1',
        '--turn',
        '1',
        '--journal',
        cliFile,
      );
      expect(page).toMatchObject({ odds: '6-1', success: true, partingHits: 1, removed: ['us-18-cav-c'] });
      expect(page).toEqual(cli);

      await p.page.tap('nav [data-tab="journal"]');
      expect(await p.page.textContent('#journal ol.entries')).toContain('overrun death-of-a-division');
      const [download] = await Promise.all([p.page.waitForEvent('download'), p.page.tap('[data-action="export"]')]);
      const exported = join(dir, 'page.json');
      await download.saveAs(exported);
      const replay = await runCli('journal', 'replay', exported);
      expect(replay.code, replay.err).toBe(0);
      expect(JSON.parse(readFileSync(exported, 'utf8')).state).toEqual(JSON.parse(readFileSync(cliFile, 'utf8')).state);
      // The game goes on in the CLI from the page's state: the cavalry the page overran is gone.
      const next = await runCli(
        'overrun',
        'death-of-a-division',
        '--movers',
        'de-294-vgr@krewinkel',
        '--into',
        'krewinkel',
        '--defenders',
        'us-18-cav-c@krewinkel',
        '--roll',
        '4',
        '--journal',
        exported,
      );
      expect(next.code).toBe(1);
      expect(next.err).toMatch(/us-18-cav-c has been eliminated/);
    } finally {
      await p.close();
    }
  }, 60_000);

  it('a journal the CLI wrote imports into the page, which goes on from its state; undo takes it back', async () => {
    const file = join(tmp(), 'game.json');
    const fireArgs = ['--firer', FIRE.firer, '--target', FIRE.target, '--dice', '5,4,4', '--hit-dice', '3,3,2,3'];
    await cliJson('fire', 'remagen', ...fireArgs, '--journal', file, '--turn', '8');
    const copy = join(tmp(), 'copy.json');
    writeFileSync(copy, readFileSync(file));
    const p = await openCompanion(browser, pages.remagen);
    try {
      await p.page.tap('nav [data-tab="journal"]');
      await p.page.setInputFiles('#import', file);
      await p.page.waitForSelector('#journal ol.entries li');
      const shown = await runCli('journal', 'show', file);
      const entry = (await p.page.textContent('#journal ol.entries li'))!;
      expect(shown.out).toContain(entry);
      await p.page.tap('nav [data-tab="procedures"]');
      // The weapon tray lost two men in the CLI's salvo; the page's next salvo, a turn on (the tank has fired in
      // turn 8: Fire 1, 3), knows it.
      const salvo = { firer: 'de-11pz-pz4#1@L18', target: 'us-27aib-mg#1@L16', turn: '10' };
      const page = await resolveOnPage(p.page, { verb: 'fire', fields: salvo, dice: { dice: '2,1', hitDice: '1' } });
      const cli = await cliJson(
        'fire',
        'remagen',
        '--firer',
        salvo.firer,
        '--target',
        salvo.target,
        '--dice',
        '2,1',
        '--hit-dice',
        '1',
        '--turn',
        '10',
        '--journal',
        copy,
      );
      expect((page.outcomes as unknown[])[0]).toMatchObject({ status: 'eliminated', before: 2 });
      expect(page).toEqual(cli);
      await p.page.tap('nav [data-tab="journal"]');
      expect(await p.page.locator('#journal ol.entries li').count()).toBe(2);
      expect(await p.page.textContent('#journal')).toContain('2 entries');
      // Undo asks first, then takes the entry back.
      await p.page.tap('[data-action="undo"]');
      await p.page.tap('[data-action="undo-yes"]');
      expect(await p.page.locator('#journal ol.entries li').count()).toBe(1);
      expect(await p.page.textContent('#journal')).toContain('1 entry');
      // Kept across a reload: the browser's storage holds the journal.
      await p.page.reload();
      await p.page.waitForSelector('body[data-ready="true"]');
      await p.page.tap('nav [data-tab="journal"]');
      expect(await p.page.locator('#journal ol.entries li').count()).toBe(1);
      expect(p.requests).toEqual([]);
    } finally {
      await p.close();
    }
  }, 60_000);

  it('the CRT reader on the page reads as `sandtable crt` does, the hand roll kept in the journal', async () => {
    const p = await openCompanion(browser, pages.veritable);
    try {
      await p.page.tap('nav [data-tab="crt"]');
      await p.page.fill('#crt-base', '24:8');
      await p.page.fill('#crt-shift', '-2');
      await p.page.fill('#crt-roll', '3');
      await p.page.tap('#crt [data-action="roll"]');
      await p.page.waitForSelector('#crt pre.report', { state: 'attached' });
      const page = JSON.parse((await p.page.getAttribute('#crt pre.report', 'data-json'))!);
      const cli = await cliJson('crt', 'veritable', '--odds', '24:8', '--shift', '-2', '--roll', '3');
      expect(page).toMatchObject({ column: '1-1', result: '1/1' });
      expect(page).toEqual(cli);
      await p.page.tap('nav [data-tab="journal"]');
      expect(await p.page.textContent('#journal ol.entries')).toMatch(/crt: table crt.*by hand/);
    } finally {
      await p.close();
    }
  }, 60_000);

  it('Veritable in Russian: the page, the aids and the map speak the printed kit’s catalogue', async () => {
    const dir = tmp();
    const r = await runCli('build', 'veritable', '--only', 'companion', '--lang', 'ru', '--out', dir);
    expect(r.code, r.err).toBe(0);
    // A Russian build names its language into the file, beside the English one.
    const p = await openCompanion(browser, join(dir, 'companion-ru.html'));
    try {
      expect(await p.page.getAttribute('html', 'lang')).toBe('ru');
      expect(await p.page.textContent('nav [data-tab="journal"]')).toBe('Журнал');
      // Longer words, the same phone: nothing wider than the screen.
      expect(await p.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await pick(p.page, 'combat');
      expect(await p.page.textContent('#f-combat-attacker ~ select option')).toBe('Добавить часть');
      expect(await p.page.textContent('label[for="f-combat-attacker"]')).toBe('Атакующие части');
      expect(await p.page.textContent('[data-pick="combat"]')).toBe('Бой');
      // The combat preview and the Hekken result, read as a player reads them: no English word on the screen.
      const page = await resolveOnPage(p.page, {
        verb: 'combat',
        fields: HEKKEN,
        dice: HEKKEN_DICE,
        keep: false,
        answers: HEKKEN_ANSWERS,
      });
      expect(page).toMatchObject({ column: '1-1', result: '1/1' });
      // The working folded under the outcome, opened as a reader opens it.
      await p.page.tap('form[data-procedure="combat"] details.more summary');
      // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is the text a reader sees
      const result = await p.page.innerText('body');
      expect(result).toMatch(/Бросок 3: 1\/1 \(1-1\)/);
      // Hexes named as the map prints them in both languages: I9, not the Russian copy's 0909.
      expect(result).toMatch(/I9 освобождено: 46-bde, 227-bde, 30-armd-bde могут наступить/);
      expect(result).toContain('Оборона в I9 (Хеккен)');
      expect(result).not.toMatch(/\b0909\b/);
      const report = 'form[data-procedure="combat"] pre.report';
      const before = await p.page.getAttribute(report, 'data-json');
      await p.page.tap('form[data-procedure="combat"] [data-action="preview"]');
      await p.page.waitForFunction(
        ([sel, old]) => document.querySelector(sel!)?.getAttribute('data-json') !== old,
        [report, before],
      );
      await openFolded(p.page);
      // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is the text a reader sees
      const preview = await p.page.innerText('body');
      expect(preview).toMatch(/Соотношение 24:8 = 3,00, округлено в пользу обороняющегося: колонка 3-1/);
      const units = (await pageScenario(p.page)).units.map((u) => u.id);
      expect(englishWords(preview, units)).toEqual([]);
      expect(englishWords(result, units)).toEqual([]);
      // Air power's chances too: RAF is a name the Russian kit keeps.
      await pick(p.page, 'air');
      await p.page.fill('#f-air-turn', '3');
      await p.page.tap('#keep-air');
      await p.page.tap('form[data-procedure="air"] [data-action="preview"]');
      await p.page.waitForSelector('form[data-procedure="air"] pre.report', { state: 'attached' });
      await openFolded(p.page);
      // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is the text a reader sees
      const air = await p.page.innerText('body');
      expect(air).toMatch(/«Вылазок Люфтваффе» дано до этого броска: 0 из 2 \(5\.1\)/);
      expect(englishWords(air, [...units, 'RAF'])).toEqual([]);
      await p.page.tap('nav [data-tab="aids"]');
      expect(await p.page.textContent('#aids')).toMatch(/Бросок/);
      expect(p.requests).toEqual([]);
    } finally {
      await p.close();
    }
  }, 60_000);

  // Every Veritable screen on the Russian page, run empty (its error) and with the shipped set-up kept in the
  // journal (its report), the common mistakes among them, then the journal tab: no English word anywhere.
  it('Veritable in Russian: every screen, its errors and the journal tab read in Russian', async () => {
    const setup = readFileSync(join(import.meta.dirname, '../../data/veritable/examples/setup.yaml'), 'utf8');
    const p = await openCompanion(browser, await buildCompanionIn('veritable', 'ru'));
    const english: Record<string, string[]> = {};
    try {
      const { page } = p;
      const units = (await pageScenario(page)).units.map((u) => u.id);
      // RAF is a name the Russian kit keeps; vp-fractions an option's id, typed as the command line takes it;
      // "nobody" the unknown unit this test types, which the error names back as typed.
      const allowed = [...units, 'RAF', 'vp-fractions', 'nobody'];
      const read = async (what: string) => {
        await openFolded(page);
        // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is the text a reader sees
        const text = await page.innerText('body');
        const found = englishWords(text, allowed);
        if (found.length) english[what] = found;
        return text;
      };
      /** One screen: its fields filled, the journal kept or not, Roll tapped; the text it then shows. */
      const run = async (verb: string, fields: Record<string, string>, keep: boolean, what: string) => {
        const form = `form[data-procedure="${verb}"]`;
        await pick(page, verb);
        if ((await page.isChecked(`#keep-${verb}`)) !== keep) await page.tap(`#keep-${verb}`);
        for (const [k, v] of Object.entries(fields)) await fillField(page, verb, k, v);
        await page.$eval(`${form} .output`, (e) => e.replaceChildren());
        await page.tap(`${form} [data-action="roll"]`);
        await page.waitForSelector(`${form} .output > *`);
        return read(`${verb}: ${what}`);
      };
      const verbs = await page.$$eval('.picker [data-pick]', (es) => es.map((e) => e.getAttribute('data-pick')!));
      expect(verbs).toEqual([
        'setup',
        'combat',
        'air',
        'fuhrer',
        'sequence',
        'move',
        'end-turn',
        'reserve',
        'supply',
        'victory',
      ]);
      for (const verb of verbs) await run(verb, {}, false, 'empty');
      // The mistakes: no journal yet, then an unknown unit, a hex given wrong, reserves on turn 1.
      expect.soft(await run('victory', {}, true, 'no game')).toMatch(/партии ещё нет/);
      // A set-up with three units, one out of its zone: each problem on its own line, in Russian.
      const wrong = 'units:\n  - 71-bde@E7\n  - gr-1051@B2\n  - 129-bde@E8\n';
      expect.soft(await run('setup', { position: wrong }, false, 'problems')).toMatch(/не расставлена/);
      expect
        .soft(await run('setup', { position: setup }, true, 'the shipped set-up'))
        .toMatch(/Расстановка правильная/);
      expect.soft(await run('move', { units: '71-bde@D7' }, true, 'before the sequence')).toMatch(/не выбрал/);
      expect.soft(await run('sequence', { side: 'allied', order: 'move-attack' }, true, 'allied')).toMatch(/Ход 1/);
      expect.soft(await run('move', { units: 'nobody@D7' }, true, 'unknown unit')).toMatch(/нет части «nobody»/);
      expect.soft(await run('move', { units: '71-bde' }, true, 'no hex')).toMatch(/ОТРЯД@КЛЕТКА/);
      await run('move', { units: '71-bde@Z99' }, true, 'wrong hex');
      expect.soft(await run('move', { units: '71-bde@D7' }, true, 'a move')).toMatch(/движение, ход 1/);
      expect.soft(await run('reserve', { units: '130-bde@A1' }, true, 'turn 1')).toMatch(/со 2-го хода/);
      await run('supply', { side: 'allied' }, true, 'allied');
      await run('supply', { side: 'german' }, true, 'german');
      expect.soft(await run('victory', {}, true, 'interim')).toMatch(/Итого: -?\d+ ПО/);
      await run('air', { turn: '2' }, true, 'turn 2');
      await run('fuhrer', { unit: 'nobody' }, true, 'unknown unit');
      // A result kept by the CRT reader too, then the journal tab lists every entry in Russian.
      await page.tap('nav [data-tab="crt"]');
      await page.fill('#crt-base', '3:1');
      await page.fill('#crt-roll', '4');
      await page.tap('#crt [data-action="roll"]');
      await page.waitForSelector('#crt pre.report', { state: 'attached' });
      await read('crt');
      if (process.env.SANDTABLE_SHOTS) {
        await page.tap('nav [data-tab="procedures"]');
        await pick(page, 'supply');
        await page.$eval('form[data-procedure="supply"] .output', (e) => e.scrollIntoView());
        await page.screenshot({ path: join(process.env.SANDTABLE_SHOTS, 'ru-supply.png') });
      }
      await page.tap('nav [data-tab="journal"]');
      const journal = await read('journal');
      // A value that repeats its key's word is said once, and an empty list is left out (it read «уходят нет»).
      expect.soft(journal).toMatch(/#1 ход 1 \| Проверка расстановки: расстановка \|/);
      expect.soft(journal).toMatch(/Движение: части 71-bde@\S+ \| без кубиков/);
      expect.soft(journal).toMatch(/Таблица результатов боя: .* \| кубики 1d6 = 4 \(вручную\)/);
      if (process.env.SANDTABLE_SHOTS)
        await page.screenshot({ path: join(process.env.SANDTABLE_SHOTS, 'ru-journal.png') });
      expect(english).toEqual({});
      expect(p.errors).toEqual([]);
    } finally {
      await p.close();
    }
  }, 120_000);

  // A player taps Roll on any screen with nothing filled in and no journal kept: every procedure must answer with
  // what it needs (an InputError or UsageError, shown), never fail inside (which the page logs as a console error).
  it.each(GAMES)(
    '%s: every procedure, run empty without a journal, says what it needs and never breaks',
    async (g) => {
      const p = await openCompanion(browser, pages[g]);
      const broken: string[] = [];
      p.page.on('console', (m) => {
        if (m.type() === 'error') broken.push(m.text());
      });
      try {
        const verbs = await p.page.$$eval('.picker [data-pick]', (es) => es.map((e) => e.getAttribute('data-pick')!));
        expect(verbs.length).toBeGreaterThan(1);
        // Victory rolls no die in any game: its button works the count out rather than offering to roll.
        const victory = 'form[data-procedure="victory"] [data-action="roll"]';
        await pick(p.page, 'victory');
        expect(await p.page.textContent(victory)).toBe('Work it out');
        for (const verb of verbs) {
          await pick(p.page, verb);
          const form = `form[data-procedure="${verb}"]`;
          if (await p.page.isChecked(`#keep-${verb}`).catch(() => false)) await p.page.tap(`#keep-${verb}`);
          await p.page.tap(`${form} [data-action="roll"]`);
          await p.page.waitForSelector(`${form} .output .error, ${form} pre.report`, { state: 'attached' });
          expect(broken, `${g} ${verb}`).toEqual([]);
        }
        expect(p.errors).toEqual([]);
      } finally {
        await p.close();
      }
    },
    120_000,
  );

  // How fast is measured by `npm run bench` (bench/companion-tti.mjs), never here; this holds the instrument it
  // reads: the largest page, on a slowed phone, says when it became ready, from navigation start.
  it('marks itself ready, with the time it took, on a phone slowed 4× (the largest companion)', async () => {
    const sizes = GAMES.map((g) => ({ g, bytes: readFileSync(pages[g]).length }));
    const largest = sizes.sort((a, b) => b.bytes - a.bytes)[0];
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(pathToFileURL(pages[largest.g]).href);
      await page.waitForSelector('body[data-ready="true"]');
      const at = Number(await page.getAttribute('body', 'data-ready-at'));
      expect(Number.isFinite(at) && at > 0).toBe(true);
      expect(await page.isEnabled('nav [data-tab="journal"]')).toBe(true);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('a unit’s place is tapped on the map: the field takes the hex and the screen comes back', async () => {
    const p = await openCompanion(browser, pages.veritable);
    try {
      await pick(p.page, 'combat');
      await p.page.fill('#f-combat-defender', 'gr-1051');
      await p.page.tap('[aria-label^="Pick on the map: Defending units"]');
      expect(await p.page.isVisible('#map')).toBe(true);
      await p.page.tap('#map [data-space="I9"]');
      expect(await p.page.isVisible('#procedures')).toBe(true);
      expect(await p.page.inputValue('#f-combat-defender')).toBe('gr-1051@I9');
    } finally {
      await p.close();
    }
  }, 60_000);

  it('a Veritable set-up pasted on the page starts the game in its journal, as `setup check` does', async () => {
    const setup = join(import.meta.dirname, '../../data/veritable/examples/setup.yaml');
    const p = await openCompanion(browser, pages.veritable);
    try {
      await pick(p.page, 'setup');
      await p.page.fill('#f-setup-position', readFileSync(setup, 'utf8'));
      await p.page.tap('form[data-procedure="setup"] [data-action="roll"]');
      await p.page.waitForSelector('form[data-procedure="setup"] pre.report', { state: 'attached' });
      const page = JSON.parse((await p.page.getAttribute('form[data-procedure="setup"] pre.report', 'data-json'))!);
      expect(page).toMatchObject({ legal: true });
      const file = join(tmp(), 'game.json');
      await cliJson('setup', 'check', 'veritable', '--position', setup, '--journal', file);
      const stored = JSON.parse((await storedJournal(p.page, 'veritable'))!);
      expect(stored.state).toEqual(JSON.parse(readFileSync(file, 'utf8')).state);
      // A mistake in the pasted text is named by line, as the CLI names it in a file.
      await p.page.fill('#f-setup-position', 'units:\n  - 71-bde@H8\n  - { unit: nobody, at: H8 }\n');
      await p.page.tap('form[data-procedure="setup"] [data-action="roll"]');
      expect(await p.page.textContent('form[data-procedure="setup"] .error')).toMatch(/the position:3: .*nobody/);
    } finally {
      await p.close();
    }
  }, 60_000);
});
