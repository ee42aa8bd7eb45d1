import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { HAVE_CHROMIUM, SKIPPED, buildCompanions, launch, openCompanion, pick, resolveOnPage } from './browser.js';
import { runCli } from '../helpers/run-cli.js';
import { RULES_HEX } from '../helpers/broken-copy.js';

// A game written only in data gets its Procedures tab from rules.yaml: the same fields the CLI makes its options
// from, the same engine, the same answer.
describe.skipIf(!HAVE_CHROMIUM)(
  `companion page: procedures declared in rules.yaml ${HAVE_CHROMIUM ? '' : SKIPPED}`,
  () => {
    let browser: Browser;
    let pages: Record<string, string>;
    beforeAll(async () => {
      pages = await buildCompanions([RULES_HEX]);
      browser = await launch();
    }, 120_000);
    afterAll(async () => browser?.close());

    it('lists every declared procedure and resolves Iron Ford combat (7.0) as the CLI does', async () => {
      const p = await openCompanion(browser, pages[RULES_HEX]);
      try {
        const tabs = await p.page.$$eval('.picker [data-pick]', (bs) => bs.map((b) => b.getAttribute('data-pick')));
        expect(tabs).toEqual([
          'weather',
          'combat',
          'bombard',
          'demolish',
          'supply',
          'move',
          'victory',
          'bridge',
          'start',
          'setup',
        ]);
        await pick(p.page, 'combat');
        expect(await p.page.textContent('form[data-procedure="combat"] h2')).toBe('Combat (7.0)');
        const page = await resolveOnPage(p.page, {
          verb: 'combat',
          fields: { attacker: 'b-2@D2,b-3@D3', defender: 'r-12@E3', air: '1' },
          dice: { roll: '4' },
          keep: false,
        });
        const cli = await runCli(
          'combat',
          RULES_HEX,
          '--attacker',
          'b-2@D2,b-3@D3',
          '--defender',
          'r-12@E3',
          '--air',
          '1',
          '--roll',
          '4',
          '--json',
        );
        expect(page).toEqual(JSON.parse(cli.out));
        expect(page).toMatchObject({ column: '2-1', result: 'EX' });
        const lines = await p.page.textContent('form[data-procedure="combat"] pre.report');
        expect(lines).toContain('b-2: ×0.5, attacking across River (7.3)');
        expect(lines).toContain('Shift 1 × +1 = +1: Each air unit the attacker commits: 1 column right (5.2)');
        expect(await p.page.textContent('form[data-procedure="combat"] table.chances tr.rolled th')).toBe('EX');
        expect(p.errors).toEqual([]);
      } finally {
        await p.close();
      }
    }, 60_000);

    it('rolls the weather table (4.1) and traces supply (8.0) on the page', async () => {
      const p = await openCompanion(browser, pages[RULES_HEX]);
      try {
        const weather = await resolveOnPage(p.page, { verb: 'weather', fields: { turn: '1' }, dice: { roll: '6' } });
        expect(weather).toMatchObject({ row: 6, kept: { weather: 'mud', blueAir: 0, turn: 1 } });
        const supply = await resolveOnPage(p.page, {
          verb: 'supply',
          fields: { units: 'b-1@B2,r-11@A3,r-12@A1,b-4@G4', side: 'blue' },
        });
        expect(supply.lines).toEqual([
          expect.objectContaining({ ref: 'b-1', supplied: true, path: ['B2', 'C3', 'C4', 'B4', 'A5'] }),
          expect.objectContaining({ ref: 'b-4', supplied: false }),
        ]);
      } finally {
        await p.close();
      }
    }, 60_000);

    it('rolls the bombardment pool (7.8) and the demolition roll (7.9) on the page as the CLI does', async () => {
      const p = await openCompanion(browser, pages[RULES_HEX]);
      try {
        const pool = await resolveOnPage(p.page, {
          verb: 'bombard',
          fields: { guns: '3' },
          dice: { dice: '6,5,2' },
          keep: false,
        });
        const cli = await runCli('bombard', RULES_HEX, '--guns', '3', '--dice', '6,5,2', '--json');
        expect(pool).toEqual(JSON.parse(cli.out));
        expect(pool).toMatchObject({ dice: 3, hitOn: 5, hits: 2, allocate: 'owner' });
        const roll = await resolveOnPage(p.page, { verb: 'demolish', fields: { engineers: '2' }, dice: { roll: '3' } });
        expect(roll).toMatchObject({ target: 4, drm: 1, success: true, kept: { bridge: 'down' } });
        expect(p.errors).toEqual([]);
      } finally {
        await p.close();
      }
    }, 60_000);

    // 8.4-8.6: the ford is bridged on the page from the same declaration: the form's fields are the CLI's options,
    // the page's journal keeps the count from roll to roll, and hits come off it.
    it('8.4: bridges the ford on the page as the CLI does, the journal keeping the count; 8.6 hits', async () => {
      const p = await openCompanion(browser, pages[RULES_HEX]);
      try {
        const form = 'form[data-procedure="bridge"]';
        await pick(p.page, 'bridge');
        expect(await p.page.textContent(`${form} h2`)).toBe('Bridging the ford (8.4)');
        expect(await p.page.inputValue('#f-bridge-place')).toBe('ford');
        const shots = process.env.SANDTABLE_SHOTS;
        if (shots) await p.page.screenshot({ path: `${shots}/iron-ford-bridge-form.png`, fullPage: true });
        const fields = { corps: 'b-5@D3,b-1@D3', turn: '2' };
        const page = await resolveOnPage(p.page, { verb: 'bridge', fields, dice: { dice: '6,5,3' } });
        const cli = await runCli(
          'bridge',
          RULES_HEX,
          '--corps',
          fields.corps,
          '--turn',
          '2',
          '--dice',
          '6,5,3',
          '--json',
        );
        expect(page).toEqual(JSON.parse(cli.out));
        expect(page).toMatchObject({ after: 14, completed: true });
        const lines = await p.page.textContent(`${form} pre.report`);
        expect(lines).toContain('the Ford bridge: b-5 (D3) rolls 6+5, b-1 (D3) rolls 3: 14 pips of work');
        expect(await p.page.textContent(`${form} table.chances tr.rolled th`)).toBe('14');
        // The page's journal keeps the count: a roll next turn adds to it (the hand dice stay open).
        const next = await resolveOnPage(p.page, { verb: 'bridge', fields: { corps: 'b-1@D3', turn: '3', dice: '2' } });
        expect(next).toMatchObject({ before: 14, after: 16, completed: true });
        expect(await p.page.textContent(`${form} .outcome`)).toContain('The completed work is repaired to 16');
        if (shots) {
          await p.page.locator(`${form} pre.report`).scrollIntoViewIfNeeded();
          await p.page.screenshot({ path: `${shots}/iron-ford-bridge.png` });
        }
        const hit = await resolveOnPage(p.page, { verb: 'bridge', fields: { corps: '', damage: '1', dice: '6' } });
        expect(hit).toMatchObject({ hits: 1, before: 16, after: 10, destroyed: false });
        expect(p.errors).toEqual([]);
      } finally {
        await p.close();
      }
    }, 90_000);

    // 7.5: the owner picks each unit's retreat hex after the roll, by tapping one of its legal hexes; the page's
    // journal keeps the roll while it waits, and the answer applies the retreat to the positions it keeps.
    it('7.5: a retreat is chosen on the page by tapping legal hexes, never by typing a template', async () => {
      const p = await openCompanion(browser, pages[RULES_HEX]);
      try {
        const form = 'form[data-procedure="combat"]';
        const asked = await resolveOnPage(p.page, {
          verb: 'combat',
          fields: { attacker: 'b-2@D2,b-3@D3', defender: 'r-12@E3' },
          dice: { roll: '2' },
        });
        expect(asked).toMatchObject({ result: 'AR', question: { rule: '7.5' } });
        await p.page.waitForSelector(`${form} .question [data-item="b-2"][data-value="C2"]`);
        // Every legal hex is a button; nothing on the question asks the player to type UNIT=HEX.
        const values = await p.page.$$eval(`${form} .question button[data-item="b-3"]`, (bs) =>
          bs.map((b) => b.getAttribute('data-value')),
        );
        expect(values).toEqual(['C3', 'C4', 'D4']);
        const text = (await p.page.textContent(`${form} .question`))!;
        expect(text).not.toMatch(/\bUNIT\b|\bHEX\b|[A-Za-z0-9-]+=[A-Z]|@|…/);
        expect(await p.page.isDisabled(`${form} .question [data-action="answer"]`)).toBe(true);
        const shots = process.env.SANDTABLE_SHOTS;
        if (shots) {
          await p.page.locator(`${form} .question`).scrollIntoViewIfNeeded();
          await p.page.screenshot({ path: `${shots}/iron-ford-retreat-question.png` });
        }
        await p.page.tap(`${form} .question [data-item="b-2"][data-value="C2"]`);
        await p.page.tap(`${form} .question [data-item="b-3"][data-value="C4"]`);
        const before = await p.page.$eval(`${form} pre.report`, (e) => e.getAttribute('data-json'));
        await p.page.tap(`${form} .question [data-action="answer"]`);
        await p.page.waitForFunction(
          ([sel, prev]) => document.querySelector(sel as string)?.getAttribute('data-json') !== prev,
          [`${form} pre.report`, before],
        );
        const done = JSON.parse((await p.page.$eval(`${form} pre.report`, (e) => e.getAttribute('data-json')))!);
        expect(done).toMatchObject({
          result: 'AR',
          retreated: [
            { ref: 'b-2', from: 'D2', to: 'C2' },
            { ref: 'b-3', from: 'D3', to: 'C4' },
          ],
        });
        expect(done.question).toBeUndefined();
        expect(await p.page.textContent(`${form} pre.report`)).toContain('b-3 retreats D3 → C4 (7.5)');
        expect(p.errors).toEqual([]);
      } finally {
        await p.close();
      }
    }, 60_000);

    // The same without the page's journal: the page keeps the roll itself and sends every answer so far.
    it('7.5: without the journal, the tapped retreat is settled on the same roll', async () => {
      const p = await openCompanion(browser, pages[RULES_HEX]);
      try {
        const form = 'form[data-procedure="combat"]';
        const asked = await resolveOnPage(p.page, {
          verb: 'combat',
          fields: { attacker: 'b-2@D2,b-3@D3', defender: 'r-12@E3' },
          dice: { roll: '2' },
          keep: false,
        });
        expect(asked).toMatchObject({ result: 'AR', question: { rule: '7.5' } });
        await p.page.tap(`${form} .question [data-item="b-2"][data-value="C3"]`);
        await p.page.tap(`${form} .question [data-item="b-3"][data-value="D4"]`);
        const before = await p.page.$eval(`${form} pre.report`, (e) => e.getAttribute('data-json'));
        await p.page.tap(`${form} .question [data-action="answer"]`);
        await p.page.waitForFunction(
          ([sel, prev]) => document.querySelector(sel as string)?.getAttribute('data-json') !== prev,
          [`${form} pre.report`, before],
        );
        const done = JSON.parse((await p.page.$eval(`${form} pre.report`, (e) => e.getAttribute('data-json')))!);
        expect(done).toMatchObject({ roll: 2, result: 'AR', retreated: [{ to: 'C3' }, { to: 'D4' }] });
        expect(p.errors).toEqual([]);
      } finally {
        await p.close();
      }
    }, 60_000);
  },
);
