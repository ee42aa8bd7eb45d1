import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { newJournal } from '../../src/assist/journal/journal.js';
import { runCli } from '../helpers/run-cli.js';

// A declared procedure's refusal is a keyed message like its report: under --lang ru the command line words it in
// Russian from the catalogue (English in src/assist/messages-*.ts), and without --lang it stays English.

const dir = mkdtempSync(join(tmpdir(), 'st-refusal-lang-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a victory refusal on the command line in the report’s language', () => {
  it('no journal, and a journal with no game yet: Russian under --lang ru, English without', async () => {
    const none = await runCli('victory', 'veritable', '--lang', 'ru');
    expect(none.code).toBe(2);
    expect(none.err).toBe('sandtable: Подсчёт победных очков ведётся в журнале партии: укажите --journal ФАЙЛ\n');
    const file = join(dir, 'empty.json');
    writeFileSync(file, JSON.stringify(newJournal('veritable')));
    const ru = await runCli('victory', 'veritable', '--journal', file, '--lang', 'ru');
    expect(ru.code).toBe(1);
    expect(ru.err).toBe(`sandtable: ${file}: партии ещё нет — сначала запишите проверку расстановки (10.0)\n`);
    const en = await runCli('victory', 'veritable', '--journal', file);
    expect(en.err).toBe(`sandtable: ${file} holds no game yet: record the set-up first (10.0)\n`);
  });
});

describe('a turn out of range, worded in the report’s language', () => {
  it('labour remagen --turn 99: the bound “the turns of the game” in Russian under --lang ru', async () => {
    const args = ['labour', 'remagen', '--site', 'pontoon-north', '--engineers', 'us-9engr@Q10', '--turn', '99'];
    const ru = await runCli(...args, '--lang', 'ru');
    expect(ru.code).toBe(2);
    expect(ru.err).toContain('(ходы игры)');
    expect(ru.err).not.toContain('the turns of the game');
    const en = await runCli(...args);
    expect(en.err).toContain('(the turns of the game)');
    // The bound's reason the data words in `says` (countRange), in the locale file's Russian.
    const lu = await runCli(...args.slice(0, -1), '2', '--lu', '99', '--lang', 'ru');
    expect(lu.err).toContain('(больше всего единиц труда, что держит мост)');
  });
});

describe('roll: a number of dice or sides out of range, with its reason in the report’s language', () => {
  it('roll 0d6 and 2d1: the bound and its reason in Russian under --lang ru, English as before without', async () => {
    const ru = await runCli('roll', '0d6', '--lang', 'ru');
    expect(ru.code).toBe(2);
    expect(ru.err).toBe('sandtable: N в 0d6 принимает целое число от 1 до 999 (сколько кубиков), а не 0\n');
    const sides = await runCli('roll', '2d1', '--lang', 'ru');
    expect(sides.err).toBe('sandtable: M в 2d1 принимает целое число от 2 до 9999 (грани каждого кубика), а не 1\n');
    expect((await runCli('roll', '0d6')).err).toBe(
      'sandtable: N in 0d6 takes a whole number from 1 to 999 (how many dice), not 0\n',
    );
    expect((await runCli('roll', '2d1')).err).toBe(
      'sandtable: M in 2d1 takes a whole number from 2 to 9999 (the sides of each die), not 1\n',
    );
  });

  it('roll --lang ru: the roll and the preview in Russian; a language it lacks is refused', async () => {
    expect((await runCli('roll', '2d6', '--seed', '3', '--lang', 'ru')).out).toMatch(
      /^2к6: \d \+ \d = \d+ \(машина\)\n$/,
    );
    expect((await runCli('roll', '2d6', '--preview', '--lang', 'ru')).out).toContain('предпросмотр: ничего не брошено');
    const de = await runCli('roll', '2d6', '--lang', 'de');
    expect(de.code).toBe(2);
    expect(de.err).toBe('sandtable: --lang takes en or ru; not "de"\n');
  });
});

describe('a rule hook’s command (combat veritable) in the report’s language', () => {
  const combat = ['combat', 'veritable', '--attacker', '71-bde@H8', '--defender', 'gr-1051@I9', '--roll', '3'];

  it('combat veritable --lang ru: the hook’s keyed lines in Russian, English unchanged without --lang', async () => {
    const ru = await runCli(...combat, '--retreat-rolls', '1,1', '--lang', 'ru');
    expect(ru.code).toBe(0);
    expect(ru.out).toContain('Сдвиг на 1 влево: часть союзников атакует через Линию Зигфрида (6.5.1)');
    expect(ru.out).toContain('Кубики: 1к6 = 3 (вручную)');
    const en = await runCli(...combat, '--retreat-rolls', '1,1');
    expect(en.out).toContain('Dice: 1d6 = 3 (by hand)');
    expect(en.out).not.toMatch(/[а-я]/);
  });

  it('combat veritable --lang ru --explain: each side’s result in Russian, as the locale words it', async () => {
    const ru = await runCli(...combat, '--retreat-rolls', '1,1', '--lang', 'ru', '--explain');
    expect(ru.code).toBe(0);
    // The chart's sentences are read as clauses ("attacker: …; defender: …"), their full stops dropped.
    expect(ru.out).toContain(
      'обороняющийся: Все обороняющиеся части отступают на 1 поле или одна из них уничтожается;',
    );
    expect(ru.out).not.toMatch(/retreats|eliminated|No effect/);
  });

  it('combat veritable: a refusal in Russian under --lang ru; a language the game lacks is refused', async () => {
    const args = ['combat', 'veritable', '--attacker', '71-bde@H8', '--defender', 'gr-1051@I9', '--air-attacker', '4'];
    const en = await runCli(...args);
    const ru = await runCli(...args, '--lang', 'ru');
    expect(en.code).toBe(2);
    expect(ru.code).toBe(2);
    expect(en.err).toContain('--air-attacker takes a whole number from 0 to 3');
    expect(ru.err).toContain('--air-attacker принимает целое число от 0 до 3');
    expect((await runCli(...args.slice(0, 6), '--lang', 'de')).err).toBe(
      'sandtable: --lang takes en or ru; not "de"\n',
    );
  });
});
