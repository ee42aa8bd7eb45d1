import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { load } from 'js-yaml';
import { runCli } from '../helpers/run-cli.js';

// Issue #20: reports are keyed messages that each front end renders in its language. `units --lang ru` words
// Veritable's units, their set-up zones (10.1, 10.2), the strategic reserve (8.1) and each counter's status from the
// journal in Russian, each unit by the ref a player types and the name the Russian order of battle prints.

const dir = mkdtempSync(join(tmpdir(), 'units-lang-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const locale = load(readFileSync('data/veritable/locales/ru.yaml', 'utf8')) as { title: string };
const refs = new Set(
  (load(readFileSync('data/veritable/units.yaml', 'utf8')) as { units: { id: string }[] }).units.map((u) => u.id),
);
/** Latin words but for the locale's own title, the refs a player types, and hexes as the Russian map prints them. */
const latin = (text: string) =>
  (text.replaceAll(locale.title, '').match(/[\w@#./-]*[A-Za-z][\w@#./-]*/g) ?? []).filter(
    (w) => !refs.has(w) && !/^[A-R]\d{1,2}$/.test(w),
  );

describe('units --lang', () => {
  it('words Veritable’s units, set-up zones and reserves in Russian (8.1, 10.1, 10.2)', async () => {
    const ru = await runCli('units', 'veritable', '--lang', 'ru');
    expect(ru.code, ru.err).toBe(0);
    const lines = ru.out.trimEnd().split('\n');
    expect(lines[0]).toBe(`${locale.title} — отрядов: 43`);
    expect(lines[1]).toBe('  факторы: Б-Д бой-движение; А-О-Д атака-оборона-движение');
    expect(lines).toContain('  Союзники:');
    expect(lines).toContain(
      '    71-bde «71-я бригада» | 53-я (уэльская) пехотная дивизия | 4-4 | расстановка: К западу от линии фронта' +
        ' | ещё не расставлен',
    );
    expect(lines).toContain(
      '    30-armd-bde «30-я бронетанковая бригада (тралы)» | 79-я бронетанковая дивизия | сдвиг 1, движение 5' +
        ' | Стратегический резерв союзников',
    );
    // A formation whose id is also a unit's is named as a formation (it printed its id, kg-katzmann).
    expect(lines).toContain(
      '    kg-katzmann «Боевая группа Катцман» | Боевая группа Катцман | 2-2-3 | расстановка: Клеве или Гох' +
        ' | ещё не расставлен',
    );
    // The reserve said once, as the box the unit is in (it read «в стратегическом резерве, Стратегический резерв»).
    expect(ru.out).not.toMatch(/резерве, Стратегический резерв/);
    expect(ru.out).toMatch(/^ {2}Стратегический резерв немцев: вводится со второго хода /m);
    expect(latin(ru.out)).toEqual([]);
  });

  it('words each counter’s status from the journal in Russian: on the map, eliminated (6.5.4, 8.4)', async () => {
    const file = join(dir, 'game.json');
    const plays = [
      ['setup', 'check', 'veritable', '--position', 'data/veritable/examples/setup.yaml'],
      ['air', 'veritable', '--turn', '1'],
      ['sequence', 'veritable', '--side', 'allied', '--order', 'move-attack'],
      ['combat', 'veritable', '--attacker', '71-bde@E7,158-bde@E7', '--defender', 'outpost-2@F7', '--seed', 's'],
      ['combat', 'veritable', '--choose', '71-bde'],
    ];
    for (const play of plays) expect((await runCli(...play, '--journal', file)).code, play.join(' ')).toBe(0);
    const ru = await runCli('units', 'veritable', '--journal', file, '--side', 'german', '--lang', 'ru');
    expect(ru.code, ru.err).toBe(0);
    expect(ru.out).toMatch(/^Operation: .* — отрядов: 22, состояние по журналу .*game\.json \(ход 1\)$/m);
    expect(ru.out).toContain(
      '    outpost-1 «Аванпост 1» | 84-я пехотная дивизия | 0-1-0 | расстановка: Линия фронта | на карте, в F4',
    );
    expect(ru.out).toContain(
      '    outpost-2 «Аванпост 2» | 84-я пехотная дивизия | 0-1-0 | расстановка: Линия фронта | уничтожен, ход 1',
    );
    expect(latin(ru.out.replace(file, ''))).toEqual([]);
    // The JSON is the data, the same in any language.
    const json = await runCli('units', 'veritable', '--journal', file, '--json', '--lang', 'ru');
    expect(json.out).toBe((await runCli('units', 'veritable', '--journal', file, '--json')).out);
  });

  it('an area game: each unit’s set-up area as the Russian map names it, not its id (Nordwind, F)', async () => {
    const ru = await runCli('units', 'nordwind', '--lang', 'ru');
    expect(ru.code, ru.err).toBe(0);
    // The ids were printed as typed ("gros-rederching", "start-a") or lower-cased («саргемин»).
    expect(ru.out).toMatch(/^ {4}us-71-inf «.*» \| .* \| расстановка: Гро-Редершен \| на карте$/m);
    expect(ru.out).toMatch(/^ {4}ss-pzgren-37 «.*» \| .* \| расстановка: A – долина Блиса \(Хабкирхен\) \| /m);
    expect(ru.out).toContain('расстановка: Саргемин |');
    expect(ru.out).not.toMatch(/расстановка: [a-z]/);
    const en = await runCli('units', 'nordwind');
    expect(en.out).toMatch(/\| set-up gros-rederching \|/);
  });

  it('stays in English by default, word for word, refuses a language it lacks, and words a refusal', async () => {
    const en = await runCli('units', 'veritable');
    expect((await runCli('units', 'veritable', '--lang', 'en')).out).toBe(en.out);
    expect(en.out).toMatch(
      /^Operation: Veritable: 43 units\n {2}factors: C-M combat-move; A-D-M attack-defence-move\n/,
    );
    expect(en.out).toContain('    71-bde | 53rd-welsh | 4-4 | set-up west-of-front | not set up yet\n');
    const de = await runCli('units', 'veritable', '--lang', 'de');
    expect(de.code).toBe(2);
    expect(de.err).toContain('--lang takes en or ru; not "de"');
    expect(de.out).toBe('');
    const side = await runCli('units', 'veritable', '--side', 'nobody', '--lang', 'ru');
    expect(side.code).toBe(2);
    expect(side.err).toContain('--side — одно из: allied, german; а не «nobody»');
  });
});
