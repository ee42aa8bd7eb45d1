import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { KeyedRefusal, KeyedUsage, gameWords, render } from '../../src/assist/messages.js';
import { EN as NORDWIND_EN } from '../../src/games/nordwind/messages.js';
import { EN as REMAGEN_EN } from '../../src/games/remagen/messages.js';
import { EN as DOAD_EN } from '../../src/games/death-of-a-division/messages.js';
import { REFUSALS_EN } from '../../src/assist/messages-refusals.js';
import { RU } from '../../src/print/catalogue/ru.js';
import { DiceBox } from '../../src/assist/dice/dice-box.js';
import { parseInteger } from '../../src/assist/table/session.js';
import { handFaces } from '../../src/assist/table/hand-dice.js';
import { checkListedOnce } from '../../src/rules/shared/listed-once.js';
import { columnIndex, requireChart } from '../../src/rules/shared/chart-lookup.js';
import { parseJournal, readJournal } from '../../src/assist/journal/journal.js';
import { readPositionText } from '../../src/assist/position/position-text.js';
import { parseOddsFlag } from '../../src/assist/table/crt-reader.js';
import { chartById } from '../../src/assist/table/session.js';
import { loadScenario } from '../../src/load/load-scenario.js';
import { runCli } from '../helpers/run-cli.js';
import { checkCapacity } from '../../src/rules/stack-capacity.js';
import { capacityRule } from '../../src/load/capacity-kind.js';
import { areaGraph } from '../../src/assist/map/area-graph.js';
import { positionItems } from '../../src/assist/position/position-file.js';
import { areaUnits, planOverrun, overrunNumbers } from '../../src/rules/overrun.js';
import type { OverrunProcedure } from '../../src/model/schema/rules.js';
import { unknownHook } from '../../src/cli/commands/declared.js';
import type { AreaMap } from '../../src/model/schema/map.js';

// Issue #20: the generic engine's refusals (declared combat, moves, dice, the journal's pending choice, the
// flags) are keys with values: the Russian catalogue words every one, and none of the rules' modules, the
// engine's shared checks or the journal's undo throws a sentence of its own.

/** Two Latin-letter words in a row: an English phrase (ids such as b-2 and flags such as --fill are not). */
const ENGLISH = /(?<![\w-])[A-Za-z]{2,}[,:;]? +[A-Za-z]{2,}(?![\w-])/;
const ru: Record<string, string> = RU.rules;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

function russian(f: () => unknown, words: Record<string, string> = ru): { en: string; ru: string } {
  let e: unknown;
  try {
    f();
  } catch (x) {
    e = x;
  }
  expect(e instanceof KeyedRefusal || e instanceof KeyedUsage, String(e)).toBe(true);
  const r = e as KeyedRefusal;
  // The words are checked with every name and number left out: those are values, worded on their own.
  expect(
    render(r.why, words, () => '0'),
    render(r.why, words),
  ).not.toMatch(ENGLISH);
  return { en: r.message, ru: render(r.why, words) };
}

describe('generic refusals keyed', () => {
  it('the rules, journal, positions, dice, crt reader, game hooks and CLI throw no InputError or UsageError', () => {
    const scanned = [
      ...files('src/rules'),
      ...files('src/assist/journal'),
      ...files('src/assist/position'),
      ...files('src/assist/dice'),
      'src/assist/table/hand-dice.ts',
      'src/assist/table/option-choice.ts',
      'src/assist/table/crt-reader.ts',
      'src/assist/table/session.ts',
      // The bundled games' hooks, and the CLI (at the table and in the designer's tools).
      ...files('src/games/nordwind'),
      ...files('src/games/remagen'),
      ...files('src/games/death-of-a-division'),
      ...files('src/cli'),
    ];
    const plain = scanned.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((l) => (/new (InputError|UsageError)\(/.test(l) ? [`${f}: ${l.trim()}`] : [])),
    );
    // A game's own absence check (a unit not yet arrived, withdrawn) hands back a keyed message too.
    expect(plain).toEqual([]);
  });

  it('every refusal of the engine has Russian words, none of them an English phrase', () => {
    const keys = Object.keys(REFUSALS_EN);
    expect(keys.filter((k) => !(k in ru))).toEqual([]);
    // A command line is typed as it is written ("sandtable journal undo FILE"): the pending choice quotes two.
    const words = (k: string) => ru[k].replace(/\{\w+\}/g, '0').replace(/sandtable [\w -]+/g, '');
    expect(keys.filter((k) => ENGLISH.test(words(k)))).toEqual([]);
  });

  it('hand dice, whole-number flags and a unit named twice, in Russian', () => {
    const box = new DiceBox({ int: () => 1, state: () => ({}) } as never, { fill: false, hand: true });
    const few = russian(() => box.faces('--dice', 3, [4]));
    expect(few.en).toBe(
      '3 dice are rolled here; --dice gave 1: roll the rest by hand, or add --fill to let the machine roll them',
    );
    expect(few.ru).toBe(
      'здесь бросается кубиков: 3; --dice дал 1: ' +
        'бросьте остальные вручную или добавьте --fill, чтобы их бросила машина',
    );
    expect(russian(() => parseInteger('40', '--turn', 1, 7)).en).toBe(
      '--turn takes a whole number from 1 to 7, not 40',
    );
    expect(russian(() => handFaces('7', '--dice')).en).toBe('--dice: a d6 shows 1 to 6; 7 cannot be rolled');
    expect(russian(() => checkListedOnce([{ ref: 'b-2' }, { ref: 'b-2' }]))).toEqual({
      en: 'b-2 is listed twice',
      ru: 'b-2 указан дважды',
    });
  });

  it('a journal, a position file, the crt flags and a chart not there, in Russian', () => {
    expect(russian(() => readJournal('/nonexistent/j.json'))).toEqual({
      en: '/nonexistent/j.json: no such journal',
      ru: '/nonexistent/j.json: такого журнала нет',
    });
    expect(russian(() => parseJournal('j.json', '[1]'))).toEqual({
      en: 'j.json: not a Sandtable journal (it holds a list, not an object)',
      ru: 'j.json: это не журнал Sandtable (в нём список, а не объект)',
    });
    expect(
      russian(() => parseJournal('j.json', '{"version":1,"game":"x","created":"","state":{},"entries":[]}', 'y')),
    ).toEqual({ en: 'j.json is the journal of "x", not "y"', ru: 'j.json — журнал игры «x», а не «y»' });
    expect(russian(() => readPositionText('p.yaml', 'units: 3\n', {} as never))).toEqual({
      en: 'p.yaml:1: units: must be a list of "UNIT@PLACE" or { unit, at, hits }',
      ru: 'p.yaml:1: units: должно быть списком «ОТРЯД@МЕСТО» или { unit: …, at: …, hits: … }',
    });
    expect(russian(() => readPositionText('p.yaml', 'units:\n  - { unti: a }\n', {} as never)).en).toBe(
      'p.yaml:2: units[0].unti: unknown field "unti" (did you mean "unit"?)',
    );
    expect(russian(() => parseOddsFlag('3:0')).en).toBe(
      '--odds takes attack:defence totals of 1 to 9999 each, such as 24:8; not "3:0"',
    );
    const book = { id: 'g', charts: [{ id: 'crt', kind: 'crt' }] } as never;
    expect(russian(() => chartById(book, 'weather', 'crt')).en).toBe('g has no chart "weather"; it has: crt');
    expect(russian(() => chartById(book, 'crt', 'table' as never))).toEqual({
      en: 'chart "crt" is a crt, not a table',
      ru: 'таблица «crt» вида crt, а не table',
    });
    expect(russian(() => requireChart(book, 'air', 'table')).en).toBe('g: charts.yaml needs a table chart "air"');
    expect(russian(() => columnIndex({ id: 'fire', columnIds: ['r1', 'r2'] }, 'r9')).en).toBe(
      'chart "fire" has no column id "r9" (its columnIds: r1, r2)',
    );
  });

  it('the bundled games’ keyed refusals (absences, Nordwind’s hooks) have Russian, none an English phrase', () => {
    const words = gameWords('ru');
    const keys = [...Object.keys(NORDWIND_EN), ...Object.keys(REMAGEN_EN), ...Object.keys(DOAD_EN)].filter((k) =>
      /\.(refused|absent)\./.test(k),
    );
    // 131 since Death of a Division's defensive fire moved onto the engine and its 13 refusals went with the hook;
    // 129 since the overrun's parting-shot hits are spread by the engine's pool (two refusals went with spreadHits);
    // 119 since Remagen's bridge roll and Death of a Division's victory run on the engine, their refusals its own;
    // 109 since Remagen's paratroop drop and fire's and morale's numbers are declared, their refusals the engine's.
    // 95 since Remagen's labour is a declared work, its refusals worded in rules.yaml and its locale; 90 since
    // morale's places (both sides apart, next to each other) are declared and worded there too; 72 since Death of a
    // Division's overrun is declared (kind: overrun), its 18 refusals the engine's (overrun.refused.*); 67 since
    // morale's whole report (its five refusals with it) is worded in rules.yaml's battle.says; 62 since Remagen's
    // sector capacity is declared (movement.stacking.capacity), its four refusals the engine's (stack.capacity.*);
    // 41 since Remagen's fire is a declared salvo (kind: salvo), its 21 refusals the engine's (salvo.*); 39 since
    // morale is a declared battle (kind: battle), its two the engine's (battle.*); 29 since Nordwind's battle is
    // fought by the engine (src/rules/area-rounds.ts), its ten area and round refusals the engine's (rounds.*); 21
    // since it is a declared battle in rounds (kind: rounds), its counts, sides and Heroic Stand the engine's.
    expect(keys.length).toBeGreaterThan(20);
    expect(keys.filter((k) => !(k in words))).toEqual([]);
    expect(keys.filter((k) => ENGLISH.test(words[k].replace(/\{\w+\}/g, '0')))).toEqual([]);
  });
});

describe('Remagen’s, Death of a Division’s and the CLI’s refusals keyed', () => {
  // The games' own words are registered with the rules' when their modules load; the generic ones are the catalogue's.
  const words = () => ({ ...ru, ...gameWords('ru') });

  it('Remagen: a pontoon site not found and a sector over capacity (Sector Capacity), English as before', async () => {
    const s = loadScenario('data/remagen');
    // The site is labour's declared place, its refusal worded by rules.yaml's says; the locale has its Russian.
    expect((await runCli('labour', 'remagen', '--site', 'pontoon-nort', '--damage', '1')).err).toBe(
      'sandtable: "pontoon-nort" is not a pontoon site; the sites are pontoon-north (B8-B11), pontoon-rr (J7-J10), ' +
        'pontoon-south (Q7-Q10); did you mean "pontoon-north"?\n',
    );
    expect(s.locales.ru?.words.rules?.['labour.says.refusedPlace']).toBe(
      '«{key}» — не место понтонного моста; места: {sites}{near}',
    );
    const capacity = capacityRule(s)!;
    const us = s.units.filter((u) => u.side === 'us').slice(0, 12);
    // Each kind's share is its own message, and the shares are joined by " + " in every language.
    expect(russian(() => checkCapacity(capacity, 'clear', 'C4', us), words())).toEqual({
      en: 'sector C4 (clear) is over capacity: 3 infantry of 6 + 3 weapons of 3 + 6 vehicles of 2 fill 450% of it',
      ru: 'сектор C4 (clear) переполнен: infantry: 3 из 6 + weapons: 3 из 3 + vehicles: 6 из 2 — это 450% вместимости',
    });
  });

  it('Death of a Division: an overrun under 6-1 (rule 5) and a unit whose hits reach its strength (rule 2)', () => {
    const s = loadScenario('data/death-of-a-division');
    const units = (items: string[], hits: Record<string, number> = {}) => areaUnits(positionItems(s, items), hits);
    const input = {
      movers: units(['de-294-vgr@losheim']),
      defenders: units(['us-18-cav-c@krewinkel']),
      into: 'krewinkel',
      reading: 'whole-area' as const,
    };
    // The ratio is the engine's (rules.yaml `ratio`); what needs it, "an overrun", is the data's words.
    expect(
      russian(
        () =>
          planOverrun(
            areaGraph(s.map as AreaMap),
            input,
            overrunNumbers(s, s.rules!.procedures.find((p): p is OverrunProcedure => p.kind === 'overrun')!),
          ),
        words(),
      ),
    ).toEqual({
      en: '6-2 is 3-1: an overrun needs 6-1 or better (12 strength against 2)',
      ru: '6-2 — это 3-1: an overrun — нужно 6-1 или лучше (сила 12 против 2)',
    });
    expect(russian(() => units(['us-18-cav-c@krewinkel'], { 'us-18-cav-c': 9 }), words())).toEqual({
      en: 'us-18-cav-c has 9 hits on strength 2: it has been removed from play',
      ru: 'у us-18-cav-c попаданий: 9 при силе 2: он снят с игры',
    });
  });

  it('the CLI: a rule hook rules.yaml names that no hooks module has, in both languages', async () => {
    // Remagen's procedures are all declared now (fire a salvo, morale a battle): Veritable keeps procedure hooks.
    const near = await unknownHook('veritable.combatt');
    expect(render(near)).toMatch(/^no rule hook "veritable\.combatt" \(did you mean "veritable\.combat"\?\); hooks: /);
    expect(render(near, ru)).toMatch(
      /^нет правила-хука «veritable\.combatt» \(может быть, «veritable\.combat»\?\); хуки: /,
    );
    const none = await unknownHook('my-game.nope');
    expect([render(none), render(none, ru)]).toEqual([
      'no rule hook "my-game.nope": there is no hooks module "my-game" (src/games/my-game/)',
      'нет правила-хука «my-game.nope»: нет модуля хуков «my-game» (src/games/my-game/)',
    ]);
  });
});
