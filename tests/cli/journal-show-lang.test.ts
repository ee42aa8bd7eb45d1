import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { load } from 'js-yaml';
import { runCli } from '../helpers/run-cli.js';

// Issue #20: reports are keyed messages that each front end renders in its language. `journal show --lang ru`
// words the journal's state, its entries and the question still waiting in Russian, as the companion page's
// journal tab does; English stays the default, word for word.

const dir = mkdtempSync(join(tmpdir(), 'journal-show-lang-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A Veritable turn 1 set up, sequenced, and an attack on F7 that waits for the advance after combat (6.5.4). */
async function waitingJournal(name: string): Promise<string> {
  const file = join(dir, `${name}.json`);
  const plays = [
    ['setup', 'check', 'veritable', '--position', 'data/veritable/examples/setup.yaml'],
    ['air', 'veritable', '--turn', '1'],
    ['sequence', 'veritable', '--side', 'allied', '--order', 'move-attack'],
    ['combat', 'veritable', '--attacker', '71-bde@E7,158-bde@E7', '--defender', 'outpost-2@F7', '--seed', 's'],
  ];
  for (const play of plays) expect((await runCli(...play, '--journal', file)).code, play.join(' ')).toBe(0);
  return file;
}

describe('journal show --lang', () => {
  it('words the state, the entries and the waiting question in Russian (6.5.4, 8.1)', async () => {
    const file = await waitingJournal('ru');
    const ru = await runCli('journal', 'show', file, '--lang', 'ru');
    expect(ru.code).toBe(0);
    const lines = ru.out.trimEnd().split('\n');
    // The start as a Russian date and time, not the ISO timestamp the journal keeps.
    expect(lines[0]).toMatch(/^Журнал игры .*, начат \d{1,2} [а-я]+ \d{4} г\., \d\d:\d\d UTC, зерно «s»$/);
    expect(lines).toContain('Ход 1, Союзники');
    expect(lines).toContain('Ждёт выбора: combat veritable (6.5.4)');
    // The strategic reserve (8.1) by its status, the sides and units by their Russian names (as the Russian order of
    // battle and counters print them), hexes as the Russian map prints them, the towns (9.1) by the map's names.
    expect(ru.out).toMatch(/^в резерве \(12\): 129-я бригада, /m);
    expect(ru.out).toMatch(/^ {2}Немцы \(16\):\n {4}F4: Аванпост 1$/m);
    expect(lines).toContain('владение городами: Клеве немцы, Гох немцы');
    // A state's flags say what they hold; empty lists are left out rather than read as a run of «нет».
    expect(lines).toContain('ход игрока: двигались нет, сражались нет');
    expect(ru.out).not.toMatch(/нет, [^,|\n]+ нет, [^,|\n]+ нет/);
    expect(ru.out).not.toContain('атаковали нет');
    expect(lines).toContain('Записей: 2');
    // No options given: the entry leaves them out (it read «опции нет»).
    expect(ru.out).toContain(
      '  #1 ход 1 | setup check veritable: расстановка data/veritable/examples/setup.yaml | без кубиков | → правильная',
    );
    expect(lines.at(-1)).toMatch(/^Ждёт выбора: combat veritable: F7 освобождено: .* ответ: --choose 71-bde,/);
    // None of the English sentences of `journal show` is left.
    for (const english of ['Journal of', 'Turn 1', 'entries:', 'Waiting for a choice', 'no dice', 'reserve ('])
      expect(ru.out, english).not.toContain(english);
  });

  it('leaves no English word nor id in Russian: options, air roll, towns (5.1, 9.1, 11.2)', async () => {
    const file = join(dir, 'long.json');
    const OPTION = 'fuhrer-interference=on';
    const plays = [
      ['setup', 'check', 'veritable', '--position', 'data/veritable/examples/setup.yaml', '--option', OPTION],
      ['air', 'veritable', '--turn', '1'],
      ['sequence', 'veritable', '--side', 'allied', '--order', 'move-attack'],
      ['move', 'veritable', '--units', '44-bde@F5'],
      ['combat', 'veritable', '--attacker', '71-bde@E7,158-bde@E7', '--defender', 'outpost-2@F7', '--seed', 's'],
      ['combat', 'veritable', '--choose', '71-bde'],
      ['sequence', 'veritable', '--side', 'german', '--order', 'attack-move'],
      ['end-turn', 'veritable'],
      ['air', 'veritable', '--seed', 't'],
    ];
    for (const play of plays) expect((await runCli(...play, '--journal', file)).code, play.join(' ')).toBe(0);
    const ru = await runCli('journal', 'show', file, '--lang', 'ru');
    expect(ru.code).toBe(0);
    const [state, entries] = ru.out.split(/^Записей: \d+$/m);
    // The game's title as its Russian locale writes it (the Russian rules keep the Latin title), read from the locale.
    const title = (load(readFileSync('data/veritable/locales/ru.yaml', 'utf8')) as { title: string }).title;
    expect(state).toContain(title);
    // Latin words left, but for hexes, which the Russian map prints as A1..R12, the journal's start as a timestamp
    // (ISO 8601) and its seed as typed.
    const latin = (text: string) =>
      (
        text
          .replaceAll(title, '')
          .replace(/\d\d:\d\d UTC/, '')
          .replace(/зерно «s», затем «t» с #\d+/, '')
          .match(/[\w@#./-]*[A-Za-z][\w@#./-]*/g) ?? []
      ).filter((w) => !/^[A-R]\d{1,2}$/.test(w));
    // The state is read: no word of it is English nor an id, units, towns, options and air rolls included.
    expect(latin(state)).toEqual([]);
    expect(state).toContain('опции: Дополнительное 11.2: вмешательство фюрера вкл.');
    expect(state).toMatch(/^авиация: ход 2, бросок \d, выделено союзники \d, немцы \d,/m);
    expect(state).toMatch(/^Уничтожены \(1\): Аванпост 2$/m);
    // An entry keeps what the player typed and types again: its commands, the refs and the files, as typed.
    const typed = new Set([...plays.flat(), ...plays.flatMap((p) => p.join(' ').split(/[\s,=]/))]);
    const units = load(readFileSync('data/veritable/units.yaml', 'utf8')) as { units: { id: string }[] };
    const refs = new Set(units.units.map((u) => u.id));
    const untyped = latin(entries).filter((w) => !typed.has(w) && !refs.has(w));
    expect(untyped).toEqual([]);
    // Dice as the Russian aids print them.
    expect(entries).toContain('кубики 1к6 = 2 (машина)');
    expect(entries).toContain('авиация у атакующего 0, у обороняющегося 0');
    // A result said in two sentences reads as two (it was «(6.3), Ход 1 окончен»), in English too.
    expect(entries).toContain('лимит складывания (6.3). Ход 1 окончен; ход 2 начинается с авиации (4.1)');
    const en = (await runCli('journal', 'show', file)).out;
    expect(en).toContain('| → No hex is over the stacking limit (6.3). Turn 1 is over; turn 2 begins');
  });

  it('a crt entry, a turn without a roll: odds as 12:4, the table named once, «без броска» (4.1)', async () => {
    const file = join(dir, 'crt.json');
    for (const play of [
      ['air', 'veritable', '--turn', '1'],
      ['crt', 'veritable', '--odds', '12:4', '--roll', '3'],
    ])
      expect((await runCli(...play, '--journal', file)).code, play.join(' ')).toBe(0);
    const ru = (await runCli('journal', 'show', file, '--lang', 'ru')).out.trimEnd().split('\n');
    expect(ru.at(-2)).toBe('  #1 ход 1 | air | без кубиков | → без броска');
    expect(ru.at(-1)).toBe(
      '  #2 ход неизвестен | crt: Таблица результатов боя (ТРБ); соотношение 12:4; сдвиг 0; модификатор 0 | ' +
        'кубики 1к6 = 3 (вручную) | → 1/1',
    );
    const en = (await runCli('journal', 'show', file)).out.trimEnd().split('\n');
    expect(en[0]).toMatch(/^Journal of veritable, started \d{1,2} [A-Z][a-z]+ \d{4}, \d\d:\d\d UTC$/);
    // No turn known when the crt was read: said in words, not "turn —".
    expect(en.at(-1)).toBe(
      '  #2 turn unknown | crt: table crt; odds 12:4; shift 0; drm 0 | dice 1d6 = 3 (by hand) | → 1/1',
    );
  });

  it('an area game: areas by the map’s names, the engagement and the battle in Russian (Nordwind)', async () => {
    const file = join(dir, 'nordwind.json');
    const battle = ['combat', 'nordwind', '--area', 'lemberg', '--attacker', '2', '--defender', '1', '--from', 'north'];
    expect((await runCli(...battle, '--rolls', '9', '--journal', file)).code).toBe(0);
    const ru = (await runCli('journal', 'show', file, '--lang', 'ru')).out;
    // The area's id was read as a word and lower-cased («лемберг»); "engaged", "area" and "from north" were English.
    expect(ru).toContain('\nрайоны в сцеплении: район Лемберг\n');
    expect(ru).toContain('| combat nordwind: район Лемберг; удар с севера; у атакующего 2; у обороняющегося 1 |');
    const en = (await runCli('journal', 'show', file)).out;
    // English keeps what the player typed.
    expect(en).toContain('| combat nordwind: area lemberg; from north; attacker 2; defender 1 |');
    // The battle was fought before the journal knew a turn: said in words, in either language.
    expect(en).toContain('  #1 turn unknown | combat nordwind:');
    expect(ru).toContain('  #1 ход неизвестен | combat nordwind:');
  });

  it('names the sides as game.yaml does in English: a hand is the German’s, not "german" (Nordwind F, H)', async () => {
    const file = join(dir, 'hands.json');
    const hand = ['hand', 'nordwind', '--side', 'german', '--seed', 'h', '--journal', file];
    expect((await runCli(...hand)).code).toBe(0);
    const en = (await runCli('journal', 'show', file)).out.split('\n');
    expect(en).toContain('Hands: German 0');
    const ru = (await runCli('journal', 'show', file, '--lang', 'ru')).out.split('\n');
    expect(ru).toContain('На руках: немцы 0');
  });

  it('stays in English by default, and refuses a language it does not have', async () => {
    const file = await waitingJournal('en');
    const en = await runCli('journal', 'show', file);
    // The side whose turn it is by the name game.yaml gives it, not its id ("Turn 1, allied").
    expect(en.out).toMatch(/^Journal of veritable, started .*, seeded "s"\nTurn 1, Allied\n/);
    expect(en.out).toMatch(/^reserve \(12\): 129-bde, /m);
    expect(en.out).toContain('2 entries:\n  #1 turn 1 | setup check veritable:');
    expect(en.out).toMatch(/\nWaiting for a choice: combat veritable: F7 is vacated: .*; answer with --choose 71-bde,/);
    const de = await runCli('journal', 'show', file, '--lang', 'de');
    expect(de.code).toBe(2);
    expect(de.err).toContain('--lang takes en or ru; not "de"');
    expect(de.out).toBe('');
  });
});

describe('the dice source in Russian', () => {
  it('is «машина» wherever dice are rolled (the journal and the page said «устройство», reports «машина»)', () => {
    const at = 'src/print/catalogue';
    const lines = readdirSync(at)
      .filter((f) => f.startsWith('ru'))
      .flatMap((f) => readFileSync(join(at, f), 'utf8').split('\n'));
    const dice = lines.filter((l) => /кубик|брос/.test(l));
    expect(dice.filter((l) => /устройств/.test(l))).toEqual([]);
    expect(lines).toContain("    'journal.machine': 'машина',");
  });
});
