import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { HAVE_CHROMIUM, SKIPPED, buildCompanions, launch, openCompanion, pick, resolveOnPage } from './browser.js';
import { runCli } from '../helpers/run-cli.js';

// Death of a Division's arrival roll (optional rule 8) and turn-1 surprise (9) are declared in rules.yaml and run
// by the rules engine: the page's forms come from the declarations, and its answers are the CLI's, value for value.
const G = 'death-of-a-division';
describe.skipIf(!HAVE_CHROMIUM)(`companion page: declared rolls of ${G} ${HAVE_CHROMIUM ? '' : SKIPPED}`, () => {
  let browser: Browser;
  let pages: Record<string, string>;
  beforeAll(async () => {
    pages = await buildCompanions([G]);
    browser = await launch();
  }, 180_000);
  afterAll(async () => browser?.close());

  it('8 and 9: arrival and surprise rolled on the page as on the CLI', async () => {
    const p = await openCompanion(browser, pages[G]);
    try {
      const arrival = await resolveOnPage(p.page, {
        verb: 'arrival',
        fields: { unit: 'us-14-tank,us-27-aib', turn: '2' },
        dice: { dice: '1,6' },
        keep: false,
      });
      const rolled = ['--unit', 'us-14-tank,us-27-aib', '--turn', '2', '--dice', '1,6', '--json'];
      const cli = await runCli('arrival', G, ...rolled);
      expect(arrival).toEqual(JSON.parse(cli.out));
      expect((arrival.units as { arrives: number }[]).map((u) => u.arrives)).toEqual([2, 4]);
      const surprise = await resolveOnPage(p.page, {
        verb: 'surprise',
        fields: { area: 'auw,winterspelt' },
        dice: { germanDice: '4,1', usDice: '4,2' },
        keep: false,
      });
      const args = ['--area', 'auw,winterspelt', '--german-dice', '4,1', '--us-dice', '4,2', '--json'];
      expect(surprise).toEqual(JSON.parse((await runCli('surprise', G, ...args)).out));
      const lines = await p.page.textContent('form[data-procedure="surprise"] pre.report');
      expect(lines).toContain('Auw: German 4, United States 4: surprise; no US defensive fire in the area this turn');
      expect(p.errors).toEqual([]);
    } finally {
      await p.close();
    }
  }, 90_000);

  it('4: supply traced on the page as on the CLI, with optional rule 4 on the unit cut off', async () => {
    const p = await openCompanion(browser, pages[G]);
    try {
      const units = 'us-18-cav-a@roth-kobscheid,de-294-vgr@hallschlag,de-295-vgr@auw,de-18-ag@manderfeld';
      const option = 'out-of-supply-no-road-march=on';
      // The page offers each game option as a list of its choices.
      await pick(p.page, 'supply');
      await p.page.selectOption(
        'form[data-procedure="supply"] select[data-option="out-of-supply-no-road-march"]',
        'on',
      );
      const supply = await resolveOnPage(p.page, {
        verb: 'supply',
        fields: { units, side: 'us', turn: '2' },
        keep: false,
      });
      const cli = await runCli(
        'supply',
        G,
        '--units',
        units,
        '--side',
        'us',
        '--turn',
        '2',
        '--option',
        option,
        '--json',
      );
      expect(supply).toEqual(JSON.parse(cli.out));
      expect(supply).toMatchObject({ hits: { 'us-18-cav-a': 1 }, effects: { 'us-18-cav-a': [option.split('=')[0]] } });
      const lines = await p.page.textContent('form[data-procedure="supply"] pre.report');
      expect(lines).toContain('us-18-cav-a: optional rule: may not road-march or overrun this turn (4)');
      expect(p.errors).toEqual([]);
    } finally {
      await p.close();
    }
  }, 90_000);
  it('4 (optional rule): the page refuses an overrun by units its own supply check cut off this turn', async () => {
    const p = await openCompanion(browser, pages[G]);
    try {
      // A US troop in Losheim and another in Manderfeld cut the three German units in Krewinkel off.
      const units =
        'de-294-vgr@krewinkel,de-18-ag@krewinkel,de-18-mobile@krewinkel,us-18-cav-a@losheim,us-18-cav-c@manderfeld';
      await resolveOnPage(p.page, { verb: 'supply', fields: { units, side: 'german', turn: '1' } });
      const overrun = {
        verb: 'overrun',
        fields: {
          movers: 'de-294-vgr@krewinkel,de-18-ag@krewinkel,de-18-mobile@krewinkel',
          into: 'manderfeld',
          defenders: 'us-18-cav-c@manderfeld',
          hits: 'us-18-cav-c=1',
          turn: '1',
          outOfSupplyNoRoadMarch: 'on',
        },
        dice: { roll: '3' },
      };
      await expect(resolveOnPage(p.page, overrun)).rejects.toThrow(
        'de-294-vgr: out of supply this turn, no overrun (optional rule) (4)',
      );
      expect(p.errors).toEqual([]);
    } finally {
      await p.close();
    }
  }, 90_000);
});
