import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { load } from 'js-yaml';
import { runCli } from '../helpers/run-cli.js';
import { NORDWIND_SECTION_L } from '../helpers/examples.js';

// Issue #20: Nordwind's procedures under --lang ru say the game's own words in Russian, from its locale and the
// catalogue: the battle's direction (E), Heroic Stand (G), the exits' gap (I.2), and the results a journal keeps.
// What stays Latin is what a player types back: unit refs, flags and their values, and the game's Latin title.

const dir = mkdtempSync(join(tmpdir(), 'nordwind-ru-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const title = (load(readFileSync('data/nordwind/locales/ru.yaml', 'utf8')) as { title: string }).title;
/**
 * Latin words but for the title, the flags and ids a command line holds, the rules' section letters (G, I.2),
 * commands as typed, and the words of `typed`.
 */
function latin(text: string, typed: readonly string[]): string[] {
  const words = text
    .replaceAll(title, '')
    .replace(/--[a-z-]+( "?[\w|,-]+"?)?/g, '')
    .match(/[\w@#./-]*[A-Za-z][\w@#./-]*/g);
  return (words ?? []).filter(
    (w) => !typed.includes(w) && !/^(sandtable|combat|victory|nordwind|UTC)$/.test(w) && !/^[A-Z](\.\d+)*$/.test(w),
  );
}

const LEMBERG = ['combat', 'nordwind', '--area', 'lemberg', '--attacker', '2', '--defender', '1', '--from', 'north'];

describe('Nordwind in Russian', () => {
  it('E, G, L: the battle from the north, Heroic Stand and its section, with no English word', async () => {
    const from = await runCli(...LEMBERG, '--rolls', '7', '--lang', 'ru', '--explain');
    expect(from.code, from.err).toBe(0);
    expect(from.out).toContain('  Бой в Лемберг с севера: лес (');
    const stand = await runCli('combat', 'nordwind', ...NORDWIND_SECTION_L, '--rolls', '9', '--lang', 'ru');
    expect(stand.code, stand.err).toBe(0);
    expect(stand.out).toContain('  Ждём выбора (G, «Героическая оборона»): D2 (');
    for (const r of [from, stand])
      expect(latin(r.out, ['D2', 'E', 'D1', 'A1', 'DE1', 'none|defender|both'])).toEqual([]);
    // English stays as it was.
    const en = await runCli(...LEMBERG, '--rolls', '7');
    expect(en.out).toContain('  Battle in Lemberg from the north: forest (');
  });

  it('I.2: exactly nine exits read by the option, said as the level it gives', async () => {
    const args = ['victory', 'nordwind', '--exited', '9', '--exactly-nine', 'overwhelming'];
    const ru = await runCli(...args, '--lang', 'ru');
    expect(ru.code, ru.err).toBe(0);
    expect(ru.out).toContain(
      '  Вышло ровно 9: по варианту правил «ровно девять вышедших» — решительная победа немцев (I.2)',
    );
    expect(latin(ru.out, [])).toEqual([]);
    expect((await runCli(...args)).out).toContain(
      '  Exactly nine exits: option exactly-nine-exits is overwhelming (I.2)',
    );
  });

  it('journal show --lang ru: the battles’ results, Heroic Stand and the undecided victory in Russian', async () => {
    const file = join(dir, 'j.json');
    const plays = [
      ['combat', 'nordwind', ...NORDWIND_SECTION_L, '--rolls', '9', '--choose', 'none'],
      [...LEMBERG, '--rolls', '7'],
      ['victory', 'nordwind'],
    ];
    for (const play of plays) expect((await runCli(...play, '--journal', file)).code, play.join(' ')).toBe(0);
    const ru = await runCli('journal', 'show', file, '--lang', 'ru');
    expect(ru.code, ru.err).toBe(0);
    const entries = ru.out.split('\n').filter((l) => l.startsWith('  #'));
    expect(entries[0]).toMatch(
      /^ {2}#1 ход неизвестен \| .*; героическая оборона нет \| .* \| → обороняющийся отходит$/,
    );
    expect(entries[1]).toMatch(/\| → сцепление$/);
    expect(entries[2]).toMatch(/\| → не решено: неизвестно, чьи города$/);
    expect(latin(ru.out.replace(/зерно «[^»]*»/, ''), [])).toEqual([]);
  });

  it('F, G, K: units, a move by card and the journal’s state name units, areas and dates in Russian', async () => {
    const ids = (load(readFileSync('data/nordwind/units.yaml', 'utf8')) as { units: { id: string }[] }).units.map(
      (u) => u.id,
    );
    const cards = (load(readFileSync('data/nordwind/cards.yaml', 'utf8')) as { cards: { id: string }[] }).cards.map(
      (c) => c.id,
    );
    const file = join(dir, 'moves.json');
    const hand = ['hand', 'nordwind', '--side', 'german', '--journal', file];
    expect((await runCli(...hand, '--set', 'movement-1,movement-2,snowstorm,withdraw')).code).toBe(0);
    expect((await runCli(...hand, '--play', 'movement-1')).code).toBe(0);
    const move = await runCli(
      'move',
      'nordwind',
      '--units',
      'gr-87@rimling',
      '--areas',
      '1',
      '--journal',
      file,
      '--lang',
      'ru',
    );
    expect(move.code, move.err).toBe(0);
    expect(move.out).toContain('  gr-87: B – Хорнбах (Вальшброн) → Римлинг, 1 из 1 (G, «Карты движения»)');
    expect(move.out).toContain('(G: остановка при входе в район противника)');
    // K: replacements from turn 11, its date as the turn track labels it, in Russian.
    const replace = await runCli(
      'replace',
      'nordwind',
      '--unit',
      'gr-87',
      '--at',
      'rimling',
      '--turn',
      '2',
      '--lang',
      'ru',
    );
    expect(replace.err).toBe(
      'sandtable: пополнения возвращаются с хода 11 (10 янв. 1945); ход 2 — это 1 янв. 1945 (K)\n',
    );
    const units = await runCli('units', 'nordwind', '--journal', file, '--lang', 'ru');
    expect(units.out).toContain('    gr-87 «87-й гренадерский полк» | 36-я фольксгренадерская дивизия | сила 1 |');
    expect(units.out).toContain('резерв: Резерв немцев');
    const shown = await runCli('journal', 'show', file, '--lang', 'ru');
    expect(shown.out).toContain('Ход 1, движение\n');
    expect(shown.out).toMatch(/→ часть gr-87, путь B – Хорнбах \(Вальшброн\), Римлинг, стоимость 1, запас хода 1/);
    for (const r of [move, replace, units, shown])
      expect(latin((r.out + r.err).replaceAll(file, ''), [...ids, ...cards, 'gr-87@rimling', 'hand', 'move'])).toEqual(
        [],
      );
  });

  it('a game with no Russian locale says so rather than mixing unannounced (Death of a Division)', async () => {
    const r = await runCli('victory', 'death-of-a-division', '--lang', 'ru');
    expect(r.code).toBe(0);
    expect(r.err).toBe(
      'sandtable: заметка: у death-of-a-division нет locales/ru.yaml: собственные названия и слова игры (части, ' +
        'места, таблицы, слова rules.yaml) печатаются по-английски; их перечисляет ' +
        '«sandtable locale death-of-a-division ru»\n',
    );
    expect((await runCli('victory', 'death-of-a-division')).err).toBe('');
  });
});
