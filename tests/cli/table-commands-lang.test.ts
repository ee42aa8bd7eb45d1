import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';

// Issue #20: `crt`, `journal undo` and `journal replay` take --lang like the other commands: their lines and their
// refusals are keyed messages, worded in Russian from the catalogue and the game's locale; English stays the default.

const dir = mkdtempSync(join(tmpdir(), 'table-lang-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CRT = ['crt', 'veritable', '--odds', '12:4', '--seed', '7'];
const LATIN = /[A-Za-z]{3,}/g;

describe('crt, journal undo and journal replay in Russian', () => {
  it('crt --lang ru: the game and table by their Russian names, decimal commas, dice as 1к6', async () => {
    const en = await runCli(...CRT);
    const ru = await runCli(...CRT, '--lang', 'ru');
    expect(ru.code, ru.err).toBe(0);
    expect(ru.out).toContain('Таблица результатов боя (ТРБ)');
    expect(ru.out).toContain('Соотношение 12:4 = 3,00, округлено в пользу обороняющегося: колонка 3-1');
    // The same die from the same seed, in either language.
    const die = en.out.match(/Dice: 1d6 = (\d) \(machine\)/)![1];
    expect(ru.out).toContain(`Кубики: 1к6 = ${die} (машина)`);
    // Nothing English but the game's Latin title and the word Sandtable.
    const latin = (ru.out.match(LATIN) ?? []).filter((w) => !['Operation', 'Veritable', 'Sandtable'].includes(w));
    expect(latin).toEqual([]);
    const refused = await runCli('crt', 'veritable', '--odds', '12:0', '--lang', 'ru');
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('--odds принимает суммы атаки:обороны');
    const bad = await runCli(...CRT, '--lang', 'xx');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--lang takes en or ru; not "xx"');
  });

  it('journal undo and replay --lang ru: the entry taken back, its spent die, the replay, in Russian', async () => {
    const file = join(dir, 'ru.json');
    expect((await runCli(...CRT, '--journal', file)).code).toBe(0);
    const undo = await runCli('journal', 'undo', file, '--lang', 'ru');
    expect(undo.code, undo.err).toBe(0);
    const [taken, spent] = undo.out.trimEnd().split('\n');
    expect(taken).toMatch(/^Отменена запись #1 ход неизвестен \| crt: .* \| кубики 1к6 = \d \(машина\) \| → /);
    expect(spent).toBe('Его машинный кубик израсходован: следующий бросок возьмёт новый (его видно в journal show)');
    const replay = await runCli('journal', 'replay', file, '--lang', 'ru');
    expect(replay.code, replay.err).toBe(0);
    expect(replay.out.trimEnd().split('\n')).toEqual([
      'Заново от зерна «7»: записей 0, машинных кубиков выброшено 1',
      'Бросков, отменённых командой undo, выброшено заново на своих местах: 1',
      'Все машинные кубики совпали (отменённых бросков: 1)',
    ]);
    const none = await runCli('journal', 'undo', file, '--lang', 'ru');
    expect(none.code).toBe(1);
    expect(none.err).toContain('в журнале нет записей: отменять нечего');
    // English by default, as before.
    const en = await runCli('journal', 'replay', file);
    expect(en.out).toContain('Every machine die reproduces (1 roll taken back)');
  });
});
