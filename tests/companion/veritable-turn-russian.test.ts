import { describe, it, expect, afterAll } from 'vitest';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { loadScenario } from '../../src/load/load-scenario.js';
import { cliEnvironment } from '../../src/cli/assist-support.js';
import { readPositionFile } from '../../src/assist/position/position-file.js';
import { linesText, type Line, type TableContext } from '../../src/assist/table/procedure.js';
import { readFileSync } from 'node:fs';
import { parseJournal } from '../../src/assist/journal/journal-format.js';
import { entryInWords } from '../../src/assist/journal/journal-entries.js';
import { runCrt } from '../../src/assist/table/crt-reader.js';
import type { CrtOutcome } from '../../src/assist/crt/resolve-crt.js';
import { RU } from '../../src/print/catalogue/ru.js';
import { gameProcedures } from '../../src/games/game-procedures.js';
import { gameWords } from '../../src/assist/messages.js';
import { localeTexts } from '../../src/load/locale-texts.js';
import { keyedLine, type ReportWords } from '../../src/parts/companion/page/report-words.js';

// Issue #20: Veritable's set-up check (10.0), movement (6.2, 6.3), reserves (8.1), the end of the turn (4.4) and
// the victory count (9.1, 9.2) report keyed lines, and the journal keeps each result's keyed form beside its
// English. The Russian page words all of them from the catalogue: no English sentence reaches it, and no
// "report.KEY" frame reads the CLI's English back.

const s = loadScenario('data/veritable');
const ru = s.locales.ru!;
const page: ReportWords = {
  words: Object.fromEntries(Object.entries(RU.companion).filter(([k]) => !/^report\.(?!word\.)/.test(k))),
  texts: localeTexts(s, 'ru').texts,
  ids: Object.fromEntries(Object.entries(ru.names).filter(([id]) => !s.units.some((u) => u.id === id))),
  // The catalogue's rules words, the game's own its hooks module registers, and its locale's, as the page has them.
  rules: { ...gameWords('ru'), ...RU.rules, ...ru.words.rules },
};
/** No journal: a one-off reading. */
const ctx0: TableContext = { scenario: s, env: cliEnvironment({}) };
const dir = mkdtempSync(join(tmpdir(), 'st-veritable-ru-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const journal = join(dir, 'game.json');
const ctx: TableContext = {
  scenario: s,
  env: cliEnvironment({ journal }),
  readPosition: (file) => readPositionFile(file, s),
};

/** Two Latin-letter words in a row: an English phrase (unit ids such as 71-bde are not words). */
const ENGLISH = /(?<![\w-])[A-Za-z]{2,}[,:;]? +[A-Za-z]{2,}(?![\w-])/;
const GAME_NAME = ru.names[s.id]!;
const english = (lines: readonly string[]) => lines.filter((l) => ENGLISH.test(l.replaceAll(GAME_NAME, '')));
const russian = (lines: readonly Line[]) => lines.map((l) => keyedLine(l, page));

describe('Veritable turn by turn on the Russian page (4.4, 6.2, 6.3, 8.1, 9.1, 10.0)', () => {
  it('the set-up, a move that over-stacks, the end of the turn and the victory count show no English', async () => {
    // The set-up (10.0) is rules.yaml's `setup`, the engine's, its journal kept by Veritable's hook.
    const checker = (await gameProcedures(s)).find((x) => x.procedure.verb === 'setup')!;
    expect(checker.declared).toBe(true);
    const given = { position: 'data/veritable/examples/setup.yaml', option: [], journal };
    const setup = await checker.procedure.run(ctx, given, {});
    expect(linesText(setup.lines).join('\n')).toContain(
      'The set-up is legal; play begins with the Allied player turn of turn 1',
    );
    // The sequence choice (6.1) is rules.yaml's `sequence`, a declared turn choice, run as the page runs it.
    const chooser = (await gameProcedures(s)).find((x) => x.procedure.verb === 'sequence')!;
    expect(chooser.declared).toBe(true);
    const seq = await chooser.procedure.run(ctx, { side: 'allied', order: 'move-attack', journal }, {});
    expect(russian(seq.lines)).toEqual(['Ход 1: фаза Союзники, Движение/Атака (6.1)']);
    // Movement is rules.yaml's `move`, run by the engine as the page runs it, Veritable's journal kept by its hook.
    const mover = (await gameProcedures(s)).find((x) => x.procedure.verb === 'move')!;
    expect(mover.declared).toBe(true);
    const move = await mover.procedure.run(ctx, { units: ['71-bde@E8'], journal }, {});
    expect(linesText(move.lines).join('\n')).toMatch(/E8: 4 regiments\/brigades .*judged at the end of the turn/);
    // The victory count is rules.yaml's tally, run by the engine as the page runs it.
    const tally = (await gameProcedures(s)).find((x) => x.procedure.verb === 'victory')!;
    expect(tally.declared).toBe(true);
    const victory = await tally.procedure.run(ctx, { journal }, {});
    const shown = [setup, seq, move, victory].flatMap((o) => russian(o.lines));
    expect(shown.join('\n')).toContain('Расстановка правильная; игра начинается с фазы союзников 1-го хода (10.2)');
    expect(shown.join('\n')).toMatch(/проверяется в конце хода, тогда лишние уничтожаются/);
    expect(shown.join('\n')).toMatch(/Промежуточный подсчёт на ходу 1/);
    expect(english(shown)).toEqual([]);
  });

  it('the journal tab words each kept result from its keyed form; an older entry shows its English as written', () => {
    const j = parseJournal(journal, readFileSync(journal, 'utf8'));
    const words = {
      word: (x: string) => page.words[`journal.${x}`] ?? x,
      key: (x: string) => page.words[`journal.key.${x}`] ?? x,
      command: (x: string) => x,
      text: (x: string) => x,
      message: (m: Parameters<typeof keyedLine>[0]) => keyedLine(m, page),
    };
    const move = j.entries.find((e) => e.command.startsWith('move'))!;
    expect(entryInWords(move, 3, words)).toMatch(/проверяется в конце хода/);
    const old = { ...move, said: undefined };
    expect(entryInWords(old, 3, words)).toMatch(/judged at the end of the turn/);
    // A said that is not a message this Sandtable knows is not trusted: the English is shown.
    expect(entryInWords({ ...move, said: [{ key: 'no.such', values: {} }] }, 3, words)).toMatch(/judged at the end/);
  });

  it('a refused end of turn and a reserve out of turn are worded in Russian', async () => {
    const refused = async (f: () => Promise<unknown>) => {
      try {
        await f();
      } catch (e) {
        return e;
      }
      throw new Error('not refused');
    };
    // Each refusal on its own copy of the journal: a refused command in this process keeps its journal's lock.
    const copy = (name: string) => {
      const file = join(dir, name);
      copyFileSync(journal, file);
      return { file, ctx: { ...ctx, env: cliEnvironment({ journal: file }) } };
    };
    const e = copy('end.json');
    // rules.yaml's `end-turn`: the declared end of the turn, run by the engine as the page runs it.
    const endTurn = (await gameProcedures(s)).find((x) => x.procedure.verb === 'end-turn')!.procedure;
    const end = (await refused(() => endTurn.run(e.ctx, { journal: e.file }, {}))) as { why?: Line; message: string };
    expect(end.message).toBe('turn 1 ends after the German player turn; it is the Allied player turn (4.4)');
    expect(english([keyedLine(end.why!, page)])).toEqual([]);
    expect(keyedLine(end.why!, page)).toBe(
      'ход 1 кончается после фазы игрока «Немцы»; сейчас фаза игрока «Союзники» (4.4)',
    );
    const r = copy('reserve.json');
    // Reserves (8.1) are rules.yaml's `reserve`, a declared reserve, run as the page runs it.
    const entry = (await gameProcedures(s)).find((x) => x.procedure.verb === 'reserve')!;
    expect(entry.declared).toBe(true);
    const reserve = (await refused(() =>
      entry.procedure.run(r.ctx, { units: ['129-bde@A7'], journal: r.file }, {}),
    )) as {
      why?: Line;
      message: string;
    };
    expect(reserve.message).toMatch(/reserves enter from turn 2/);
    expect(english([keyedLine(reserve.why!, page)])).toEqual([]);
    expect(keyedLine(reserve.why!, page)).toBe('Ход 1: резервы входят со 2-го хода; до 2-го хода резервов нет (8.1)');
  });

  it('the CRT tab and the air chances (5.1) are worded from keyed steps and outcomes', async () => {
    const crt = await runCrt(ctx0, s, { table: 'crt', odds: '24:8', shift: '-2', roll: '3' });
    expect(english(russian(crt.lines))).toEqual([]);
    // rules.yaml's `air`: a die table the engine reads, as the page runs it.
    const procs = await gameProcedures(s);
    const declared = procs.find((x) => x.procedure.verb === 'air')!;
    expect(declared.declared).toBe(true);
    const air = await declared.procedure.run(ctx0, { turn: '3', roll: '5', surges: '0' }, {});
    const outcomes = (air.json as { outcomes: CrtOutcome[] }).outcomes;
    // The keyed meaning goes with each outcome to the page, not into the --json value.
    expect(JSON.stringify(outcomes)).not.toMatch(/said/);
    const words = outcomes.flatMap((o) => [o.code, keyedLine(o.said!.meaning, page)]);
    expect(words.join('\n')).toMatch(/«Вылазк/);
    expect(english(words)).toEqual([]);
  });

  it('the check fails on an English sentence', () => {
    expect(english(['  No hex is over the stacking limit (6.3)'])).toHaveLength(1);
  });
});
