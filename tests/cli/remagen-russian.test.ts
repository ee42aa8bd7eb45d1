import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { load } from 'js-yaml';
import { runCli } from '../helpers/run-cli.js';

// Issue #20: every Remagen Bridgehead table verb answers a Russian reader in Russian, from the game's locale and the
// catalogue: its units, formations, zones, terrains, charts and their results, the rules' sections and the journal's
// keys. What stays Latin is what a player types back (unit refs, sectors, flags, commands), the Morale Chart's result
// codes, Sandtable's own name and the game's published title.

const dir = mkdtempSync(join(tmpdir(), 'remagen-ru-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const title = (load(readFileSync('data/remagen/locales/ru.yaml', 'utf8')) as { title: string }).title;
const units = (load(readFileSync('data/remagen/units.yaml', 'utf8')) as { units: { id: string }[] }).units;
const ids = new Set(units.map((u) => u.id));
/** The Morale Chart's result codes, printed as the chart prints them. */
const CODES = /^(AE|DE|AW|DW|FC|EN|[AD]R[1-3])$/;

/**
 * The Latin words of a Russian answer but for the title, flags, commands, unit refs, sectors (and a row of them, as
 * the drop's first die names it), result codes and the journal's seed as typed.
 */
function latin(text: string): string[] {
  const words = text
    .replaceAll(title, '')
    .replace(/зерно «[^»]*»/g, '')
    .replace(/--[a-z-]+( [A-Z]+)?/g, '')
    .match(/[\w@#./-]*[A-Za-z][\w@#./-]*/g);
  return (words ?? []).filter(
    (w) =>
      !ids.has(w.split(/[#@]/)[0]!) &&
      !/^[A-T](\d{1,2})?$/.test(w) &&
      !CODES.test(w) &&
      !/^(sandtable|Sandtable|remagen|start|bridge|labour|victory|UTC)$/.test(w) &&
      !w.startsWith(dir),
  );
}

const FIRE = [
  'fire',
  'remagen',
  '--firer',
  'de-11pz-pz4#1@L18,de-11pz-armored-cars#1@L18',
  '--target',
  'us-27aib-rifles#1@L16,us-27aib-mg#1@L16',
];

/** Each verb as a player runs it at the table; JOURNAL is the session's journal. */
const VERBS: string[][] = [
  ['crt', 'remagen', '--odds', '2:1', '--roll', '5'],
  ['start', 'remagen', '--journal', 'JOURNAL', '--seed', 's'],
  ['setup', 'check', 'remagen', '--journal', 'JOURNAL'],
  [...FIRE, '--dice', '5,4,4', '--hit-dice', '3,6'],
  [...FIRE, '--preview'],
  ['morale', 'remagen', '--attacker', 'us-27aib-rifles#1@L16', '--defender', 'de-11pz-pz4#1@L17', '--roll', '3'],
  [
    'labour',
    'remagen',
    '--site',
    'J8',
    '--engineers',
    'us-9engr#2@J7',
    '--turn',
    '2',
    '--dice',
    '4',
    '--journal',
    'JOURNAL',
  ],
  ['bridge', 'remagen', '--turn', '4', '--roll', '2', '--journal', 'JOURNAL'],
  ['drop', 'remagen', '--turn', '8', '--dice', '3,4'],
  ['labour', 'remagen', '--site', 'B9', '--damage', '2', '--dice', '6,5', '--journal', 'JOURNAL'],
  ['victory', 'remagen', '--journal', 'JOURNAL'],
  ['units', 'remagen', '--journal', 'JOURNAL'],
  ['journal', 'show', 'JOURNAL'],
];

describe('Remagen Bridgehead in Russian', () => {
  it('every table verb answers in Russian: no English word but what the player types back', async () => {
    const file = join(dir, 'session.json');
    const left: Record<string, string[]> = {};
    for (const args of VERBS) {
      const r = await runCli(...args.map((a) => (a === 'JOURNAL' ? file : a)), '--lang', 'ru');
      expect(r.code, `${args.join(' ')}\n${r.err}`).toBe(0);
      const words = latin(r.out + r.err);
      if (words.length) left[args.slice(0, 2).join(' ')] = words;
    }
    expect(left).toEqual({});
  });

  it('the reports say the game’s own words: the fire chart’s rows, the terrain, the bridge and the drop', async () => {
    const fire = await runCli(...FIRE, '--preview', '--lang', 'ru');
    expect(fire.out).toContain('de-11pz-pz4#1 (Средний танк): кубиков: 2 + de-11pz-armored-cars#1 (Бронеавтомобиль)');
    expect(fire.out).toContain('  L16 — открытая местность: на открытом месте каждое очко убивает фигурку');
    const bridge = await runCli('bridge', 'remagen', '--turn', '4', '--roll', '1', '--lang', 'ru');
    expect(bridge.out).toContain('  Ход 4: столбец ходы немцев 4–5');
    expect(bridge.out).toContain(
      '  Итог: мост рушится в Рейн; все отряды на двух его секторах гибнут (Железнодорожный мост Людендорфа)',
    );
    const drop = await runCli('drop', 'remagen', '--turn', '8', '--dice', '3,4', '--lang', 'ru');
    expect(drop.out).toContain('  ▶ высадка ');
    expect(drop.out).toContain(': вмещают подставок пехоты: 54 (Выброска парашютистов)');
    // English stays as it was.
    const en = await runCli('drop', 'remagen', '--turn', '8', '--dice', '3,4');
    expect(en.out).toContain('  ▶ lands ');
    expect(en.out).toContain(': room for 54 trays of infantry (Paratroop Drop)');
  });

  it('Morale Chart ends: the refusal past the chart quotes the chart’s name and ends in Russian', async () => {
    const r = await runCli('crt', 'remagen', '--odds', '7:1', '--roll', '3', '--lang', 'ru');
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      'sandtable: за краем таблицы кубик не читается (Таблица морального духа: хуже 1-6 — атакующий уничтожен, ' +
        'лучше 6-1 — обороняющийся уничтожен); --roll не нужен\n',
    );
    expect((await runCli('crt', 'remagen', '--odds', '7:1', '--roll', '3')).err).toBe(
      "sandtable: no die is read past the chart's end (Morale Chart: odds worse than 1-6 = A ELIM, odds better " +
        'than 6-1 = D ELIM); --roll is not used\n',
    );
  });

  it('--json is the same answer in either language: keys and English values a program reads', async () => {
    for (const args of [
      [...FIRE, '--preview'],
      ['drop', 'remagen', '--turn', '8', '--dice', '3,4'],
      ['bridge', 'remagen', '--turn', '4', '--roll', '2'],
    ]) {
      const en = await runCli(...args, '--json');
      const ru = await runCli(...args, '--json', '--lang', 'ru');
      expect(ru.code, ru.err).toBe(0);
      expect(ru.out).toBe(en.out);
    }
  });
});
