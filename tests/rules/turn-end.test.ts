import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { brokenCopy, cleanup, copyGame, problemsOf } from '../helpers/broken-copy.js';
import { formatProblem } from '../../src/load/problem.js';
import { newJournal } from '../../src/assist/journal/journal.js';
import { runCli } from '../helpers/run-cli.js';
import { afterSetup } from '../games/veritable/table.js';
import type { VeritableState } from '../../src/games/veritable/state.js';

// The end of the turn declared in rules.yaml (`kind: turn-end`, docs/rules-model.md): Veritable's 4.4 (a turn ends
// after the German player turn; the game after turn 7), 6.3 (stacking judged then) and optional 11.3 (an eighth
// turn, the Allied player's alone), run by the engine on the journal's game object.

const VERITABLE = 'data/veritable';
const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));
const dir = mkdtempSync(join(tmpdir(), 'sandtable-turn-end-'));
dirs.push(dir);

/** A journal holding `st` as the game `game`'s object. */
const journalWith = (game: string, st: VeritableState) => {
  const file = join(dir, `j${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify({ ...newJournal(game), state: { [game]: st, turn: st.turn } }));
  return file;
};
const at = (turn: number, phase: 'allied' | 'german', extra: 'on' | 'off'): VeritableState => {
  const st = afterSetup({ 'extra-allied-turn': extra });
  return {
    ...st,
    turn,
    phase,
    sequence: { allied: 'move-attack', ...(phase === 'german' ? { german: 'move-attack' } : {}) },
  };
};

/** Validate's problems, as printed, with rules.yaml edited. */
function problems(from: string | RegExp, to: string): string[] {
  const d = brokenCopy(VERITABLE, { 'rules.yaml': [[from, to]] });
  dirs.push(d);
  return problemsOf(d).map((p) => formatProblem(p, d));
}

describe('4.4, 11.3: the declared end of the turn', () => {
  it('4.4: a turn ends after the German player turn; the game is over after turn 7, its tally final', async () => {
    const early = await runCli('end-turn', 'veritable', '--journal', journalWith('veritable', at(7, 'allied', 'off')));
    expect(early.code).toBe(1);
    expect(early.err).toContain('turn 7 ends after the German player turn; it is the Allied player turn (4.4)');
    const file = journalWith('veritable', at(7, 'german', 'off'));
    const ended = await runCli('end-turn', 'veritable', '--journal', file, '--json');
    expect(JSON.parse(ended.out)).toEqual({
      game: 'veritable',
      turn: 7,
      over: true,
      steps: [
        'No hex is over the stacking limit (6.3)',
        'The game is over after turn 7: victory veritable gives the final tally (4.4)',
      ],
    });
    const kept = JSON.parse(readFileSync(file, 'utf8'));
    expect(kept.state.veritable.endedTurn).toBe(7);
    // The journal keeps the said lines under the data's keys, with the data's English beside them.
    expect(kept.entries.at(-1).said.map((m: { key: string }) => m.key)).toEqual([
      'end-turn.says.none',
      'end-turn.says.gameOver',
    ]);
    expect((await runCli('end-turn', 'veritable', '--journal', file)).err).toContain('turn 7 has ended already (4.4)');
  });

  it('11.3: with the extra turn agreed, turn 7 leads to turn 8, which ends after the Allied player turn', async () => {
    const seven = await runCli('end-turn', 'veritable', '--journal', journalWith('veritable', at(7, 'german', 'on')));
    expect(seven.out).toContain('Turn 7 is over; turn 8 begins with its air power (4.1)');
    const german = await runCli('end-turn', 'veritable', '--journal', journalWith('veritable', at(8, 'german', 'on')));
    expect(german.err).toContain('turn 8 ends after the Allied player turn; it is the German player turn (4.4)');
    const eight = await runCli('end-turn', 'veritable', '--journal', journalWith('veritable', at(8, 'allied', 'on')));
    expect(eight.out).toContain('The game is over after turn 8: victory veritable gives the final tally (4.4)');
  });

  it('a copy under its own id ends its turns alike; the game in the report is the copy', async () => {
    const copy = join(dir, 'reichswald');
    copyGame(VERITABLE, copy);
    const id = 'veritable-copy';
    const st = at(7, 'german', 'off');
    const mine = await runCli('end-turn', copy, '--journal', journalWith(id, st));
    const theirs = await runCli('end-turn', 'veritable', '--journal', journalWith('veritable', st));
    expect(mine.code, mine.err).toBe(0);
    expect(mine.out.replaceAll(id, 'veritable').replace(/j\w+\.json/g, 'J')).toBe(
      theirs.out.replace(/j\w+\.json/g, 'J'),
    );
  });

  it('4.4, 6.3: --lang ru words the report and its refusals in Russian, the journal in English', async () => {
    const file = journalWith('veritable', at(7, 'german', 'off'));
    const early = journalWith('veritable', at(7, 'allied', 'off'));
    expect((await runCli('end-turn', 'veritable', '--journal', early, '--lang', 'ru')).err).toContain(
      'ход 7 кончается после фазы игрока «Немцы»; сейчас фаза игрока «Союзники» (4.4)',
    );
    const ru = await runCli('end-turn', 'veritable', '--journal', file, '--lang', 'ru');
    expect(ru.code, ru.err).toBe(0);
    expect(ru.out).toContain('Ни один гекс не превышает лимит складывания (6.3)');
    expect(ru.out).toContain('Игра окончена после хода 7: подсчёт победных очков даёт итог (4.4)');
    expect(JSON.parse(readFileSync(file, 'utf8')).entries.at(-1).result).toEqual([
      'No hex is over the stacking limit (6.3)',
      'The game is over after turn 7: victory veritable gives the final tally (4.4)',
    ]);
    expect((await runCli('end-turn', 'veritable', '--lang', 'xx')).err).toMatch(/--lang/);
  });

  it('no journal, or no game in it: refused, naming what is needed (10.0)', async () => {
    expect((await runCli('end-turn', 'veritable')).err).toContain(
      "the end of the turn is kept in the game's journal: give --journal FILE",
    );
    const empty = join(dir, 'empty.json');
    writeFileSync(empty, JSON.stringify(newJournal('veritable')));
    expect((await runCli('end-turn', 'veritable', '--journal', empty)).err).toContain(
      'holds no game yet: record the set-up first (10.0)',
    );
  });
});

describe('the declared end of the turn at validate', () => {
  const line = /^rules\.yaml:\d+:\d+: rules\.procedures\[\d+\]\./;
  it('a phase, option, choice or value that does not exist: its file, line and field, with did you mean', () => {
    const cases: [string, string, RegExp][] = [
      [
        'after: { phase: german-turn',
        'after: { phase: germen-turn',
        /after\.phase: no phase .*"germen-turn".*"german-turn"/,
      ],
      [
        'value: extra-turn, after: allied-turn',
        'value: extra-turns, after: allied-turn',
        /extra\.value: .*"extra-turns".*"extra-turn"/,
      ],
      ['after: allied-turn }', 'after: alied-turn }', /extra\.after: no phase .*"alied-turn".*"allied-turn"/],
      [
        'extra: { option: extra-allied-turn',
        'extra: { option: extra-allied-turns',
        /extra\.option: no game option .*"extra-allied-turn"/,
      ],
      ['choice: "on", value: extra-turn', 'choice: "yes", value: extra-turn', /extra\.choice: no choice .*"yes"/],
      [
        '      setup: setup\n      after:',
        '      setup: set-up\n      after:',
        /\.setup: no procedure "set-up".*"setup"/,
      ],
    ];
    for (const [from, to, says] of cases) {
      const p = problems(from, to);
      expect(p, to).toHaveLength(1);
      expect(p[0]).toMatch(line);
      expect(p[0]).toMatch(says);
    }
  });

  it('a phase that is no side’s player turn, and words naming a value their step does not give', () => {
    expect(problems('after: { phase: german-turn', 'after: { phase: turn-end').join('\n')).toMatch(
      /after\.phase: phase "turn-end" is "both"'s; the turn ends after one side's player turn/,
    );
    expect(problems('turn {next} begins with its air power', 'turn {nxt} begins').join('\n')).toMatch(
      /says\.over: no value of a over line "nxt" \(did you mean "next"\?\); it has turn, next/,
    );
  });
});
