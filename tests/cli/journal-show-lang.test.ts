import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
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
    expect(lines[0]).toMatch(/^Журнал игры .*, начат \d{4}-.*, зерно «s»$/);
    expect(lines).toContain('Ход 1, Союзники');
    expect(lines).toContain('Ждёт выбора: combat veritable (6.5.4)');
    // The strategic reserve (8.1) by its status, the sides by their Russian names, hexes as the Russian map prints.
    expect(ru.out).toMatch(/^в резерве \(12\): 129-bde, /m);
    expect(ru.out).toMatch(/^ {2}Немцы \(16\):\n {4}F4: outpost-1$/m);
    expect(ru.out).toContain('действия: двигались нет, сражались нет');
    expect(lines).toContain('Записей: 2');
    expect(ru.out).toContain('  #1 ход 1 | setup check veritable: расстановка data/veritable/examples/setup.yaml;');
    expect(ru.out).toContain('| без кубиков | → правильная');
    expect(lines.at(-1)).toMatch(/^Ждёт выбора: combat veritable: F7 освобождено: .* ответ: --choose 71-bde,/);
    // None of the English sentences of `journal show` is left.
    for (const english of ['Journal of', 'Turn 1', 'entries:', 'Waiting for a choice', 'no dice', 'reserve ('])
      expect(ru.out, english).not.toContain(english);
  });

  it('stays in English by default, and refuses a language it does not have', async () => {
    const file = await waitingJournal('en');
    const en = await runCli('journal', 'show', file);
    expect(en.out).toMatch(/^Journal of veritable, started .*, seeded "s"\nTurn 1, allied\n/);
    expect(en.out).toMatch(/^reserve \(12\): 129-bde, /m);
    expect(en.out).toContain('2 entries:\n  #1 turn 1 | setup check veritable:');
    expect(en.out).toMatch(/\nWaiting for a choice: combat veritable: F7 is vacated: .*; answer with --choose 71-bde,/);
    const de = await runCli('journal', 'show', file, '--lang', 'de');
    expect(de.code).toBe(2);
    expect(de.err).toContain('--lang takes en or ru; not "de"');
    expect(de.out).toBe('');
  });
});
