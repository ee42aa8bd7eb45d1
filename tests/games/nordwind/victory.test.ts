import { describe, it, expect, afterAll } from 'vitest';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';
import { copyGame } from '../../helpers/broken-copy.js';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { declaredProcedures } from '../../../src/rules/table-procedures.js';

// Operation Nordwind's victory (I) as rules.yaml declares it (ways, in the game's own words): a journal the old
// victory hook wrote still reads the same; a copy under a new id judges alike; a locale file words it in Russian.

const root = mkdtempSync(join(tmpdir(), 'nordwind-victory-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const copy = join(root, 'nordwind-copy');
copyGame('data/nordwind', copy);

/** Every combination a table reaches: each way (I.1, I.2, I.3), the gap's three choices, inputs not known. */
const CASES: string[][] = [
  ['--exited', '5', '--german-holds', 'strasbourg'],
  ['--exited', '5', '--german-holds', 'strasbourg', '--strasbourg-contested'],
  ['--exited', '8', '--german-holds', 'lemberg'],
  ['--exited', '9', '--exactly-nine', 'overwhelming'],
  ['--exited', '9', '--exactly-nine', 'none', '--german-holds', 'lemberg,rimling'],
  ['--exited', '12'],
  ['--exited', '6'],
  ['--german-holds', 'strasbourg'],
  [],
];

describe('Nordwind victory (I): journals, copies and languages', () => {
  it('a journal the victory hook wrote replays: its exits and towns held read the same (I.2)', async () => {
    const journal = join(root, 'old.json');
    copyFileSync('tests/fixtures/nordwind-journal/written-by-the-victory-hook.json', journal);
    const r = await runCli('victory', 'nordwind', '--journal', journal);
    expect(r.code).toBe(0);
    // The old hook's report of this journal, word for word.
    expect(r.out).toBe(
      [
        'Operation Nordwind: victory',
        '  Strasbourg: not captured (I.1)',
        '  German units exited off the south edge: 8',
        '  Strasbourg not captured, 8 units exited: German marginal victory (I.2)',
        '',
      ].join('\n'),
    );
    // The run is kept after the hook's entries, and the state's keys are the ones the hook kept.
    const kept = JSON.parse(readFileSync(journal, 'utf8'));
    expect(kept.entries.map((e: { command: string }) => e.command)).toEqual([
      'hand nordwind',
      'victory nordwind',
      'victory nordwind',
      'victory',
    ]);
    expect([kept.state.exited, kept.state.germanHolds]).toEqual([8, ['lemberg', 'rimling']]);
    // A later run that names the towns afresh judges by them (I.3: three exits decide nothing).
    const towns = await runCli(
      'victory',
      'nordwind',
      '--journal',
      journal,
      '--exited',
      '3',
      '--german-holds',
      'rimling',
    );
    expect(towns.out).toContain('difference 34: Allied overwhelming victory (I.3)');
  });

  it('a copy under a new id judges every case as the original, in text and --json (I.1, I.2, I.3)', async () => {
    for (const args of CASES) {
      const [a, b] = [await runCli('victory', 'nordwind', ...args), await runCli('victory', copy, ...args)];
      expect([b.code, b.out, b.err], args.join(' ')).toEqual([a.code, a.out, a.err]);
      const [ja, jb] = [
        JSON.parse((await runCli('victory', 'nordwind', ...args, '--json')).out),
        JSON.parse((await runCli('victory', copy, ...args, '--json')).out),
      ];
      expect({ ...jb, game: 'nordwind' }, args.join(' ')).toEqual(ja);
    }
  });

  it("the page's victory form is the declaration's: its inputs, the gap's option under its flag (I)", () => {
    const form = (dir: string) => declaredProcedures(loadScenario(dir)).find((p) => p.verb === 'victory');
    const fields = form('data/nordwind')?.fields.map((f) => [f.key, f.kind, f.option ?? '']);
    expect(fields).toEqual([
      ['exited', 'number', ''],
      ['germanHolds', 'text', ''],
      ['strasbourgContested', 'check', ''],
      ['exactlyNine', 'text', 'exactly-nine-exits'],
    ]);
    // The copy's form is the same form.
    expect(form(copy)?.fields).toEqual(form('data/nordwind')?.fields);
  });

  it("a locale file words the game's own victory report by its keys (I.1, I.2, I.3)", async () => {
    const ru = join(root, 'nordwind-ru');
    copyGame(copy, ru);
    // The copy has the game's own Russian; the fixture's words replace it, by the same keys.
    mkdirSync(join(ru, 'locales'), { recursive: true });
    copyFileSync('tests/fixtures/nordwind-victory-ru/ru.yaml', join(ru, 'locales', 'ru.yaml'));
    const say = async (...args: string[]) => (await runCli('victory', ru, ...args, '--lang', 'ru')).out;
    expect(await say('--exited', '5', '--german-holds', 'strasbourg')).toBe(
      [
        'Operation Nordwind: победа',
        '  Страсбург: взят, союзных отрядов в нём нет (I.1)',
        '  Немецких отрядов вышло за южный край: 5',
        '  Страсбург удержан и вышло не меньше 5 отрядов: игра сразу кончается (I.1)',
        '',
      ].join('\n'),
    );
    expect(await say('--exited', '9', '--exactly-nine', 'overwhelming')).toContain(
      'Страсбург не взят, вышло отрядов: 9: решительная победа немцев (I.2)',
    );
    expect(await say('--exited', '1', '--german-holds', 'lemberg')).toContain(
      'Города оперативной карты: у немцев 1, у союзников 35; разница 34: решительная победа (союзники) (I.3)',
    );
    expect(await say()).toContain('Укажите --german-holds (города у немцев), чтобы счесть города (I.3)');
    // English is unchanged by the locale.
    expect((await runCli('victory', ru)).out).toContain('Exits: not known (give --exited N)');
  });
});
