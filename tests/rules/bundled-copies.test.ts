import { describe, it, expect, afterAll } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';
import { copyGame } from '../helpers/broken-copy.js';
import { renamedCopy } from '../helpers/renamed-copy.js';
import {
  DOAD_CONTESTED,
  DOAD_COPY_POSITION,
  DOAD_POSITION,
  PLAYS,
  SESSIONS,
  VERITABLE_POSITION,
} from '../helpers/bundled-sessions.js';
import { loadScenario } from '../../src/load/load-scenario.js';

// Issue #20, "Done when": a bundled game's folder copied under a new id and name plays every procedure exactly as
// the original: the same output, byte for byte, with the copy's id and name where the original names its own, and
// the same journal. Its rules.yaml, copied with it, names its game's rule hooks; nothing finds them by the id.
const root = mkdtempSync(join(tmpdir(), 'sandtable-copies-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Plays that a rule refuses on purpose, in the original and the copy alike. */
const REFUSALS: Record<string, number> = { 'death-of-a-division': 4, veritable: 3, remagen: 3, nordwind: 2 };

// Veritable's combat is left out until vcombat7's move of it onto the declared-combat engine lands: its plays
// (and the journal's combats, which the turn's later plays then read without) come back with that work.
const inFlight = (game: string, verb: string) => game === 'veritable' && verb === 'combat';

/** Every play of the game: the copies' own plays, then the bundled transcripts' sessions (without their game), which
 * keep a journal of their own (SESSION). */
const playsOf = (game: string): string[][] =>
  [
    ...PLAYS[game],
    ...SESSIONS[game].map(([verb, , ...args]) => [verb, ...args.map((a) => (a === 'JOURNAL' ? 'SESSION' : a))]),
  ].filter(([verb]) => !inFlight(game, verb.split(' ')[0]));

/** A journal of GAME on turn 11 (Nordwind's 10 January, when replacements begin, K) with three units lost. */
const lossesJournal = (game: string) =>
  JSON.stringify({
    version: 1,
    game,
    created: '2026-01-01T00:00:00.000Z',
    state: { turn: 11, eliminated: ['us-397-inf', 'us-71-inf', 'gr-87'] },
    entries: [],
  });

/** The files a play names (JOURNAL, POSITION, …), written afresh for one player's run under the game's id. */
function filesFor(dir: string, game: string): Record<string, string> {
  mkdirSync(dir, { recursive: true });
  const files: Record<string, [string, string]> = {
    JOURNAL: ['journal.json', ''],
    SESSION: ['session.json', ''],
    LOSSES: ['losses.json', lossesJournal(game)],
    POSITION: ['position.yaml', DOAD_POSITION],
    VPOSITION: ['veritable.yaml', VERITABLE_POSITION],
    CPOSITION: ['cposition.yaml', DOAD_COPY_POSITION],
    CONTESTED: ['contested.yaml', DOAD_CONTESTED],
  };
  return Object.fromEntries(
    Object.entries(files).map(([key, [name, text]]) => {
      const file = join(dir, name);
      rmSync(file, { force: true });
      if (text) writeFileSync(file, text);
      return [key, file];
    }),
  );
}

// Each play in English, with --json and with --lang ru: the copy's answer is the original's byte for byte once its
// folder, id and names are read as the original's, and never names the original itself.
const MODES: [string, string[]][] = [
  ['English', []],
  ['--json', ['--json']],
  ['--lang ru', ['--lang', 'ru']],
];

describe('a copy of a bundled game under a new id and name plays exactly as the original', () => {
  for (const game of ['veritable', 'remagen', 'nordwind', 'death-of-a-division'])
    for (const [mode, flags] of MODES)
      it(`${game}, ${mode}: every procedure, through the rule hooks its rules.yaml names`, async () => {
        const copy = renamedCopy(game, join(root, mode.replace(/\W/g, '')));
        expect((await runCli('validate', copy.dir)).code).toBe(0);
        const files = { a: filesFor(join(root, `${game}-a`), game), b: filesFor(join(root, `${game}-b`), copy.id) };
        const plays = playsOf(game);
        let played = 0;
        for (const [verb, ...args] of plays) {
          const more = args.includes(flags[0]) ? [] : flags;
          const run = (where: string, who: 'a' | 'b') =>
            runCli(
              ...verb.split(' '),
              where,
              ...[...args, ...more].map(
                (a) => files[who][a] ?? (who === 'b' ? a.replace(`data/${game}`, copy.dir) : a),
              ),
            );
          const original = await run(game, 'a');
          const copied = await run(copy.dir, 'b');
          // The players' own files (journals, positions) sit in folders of their own.
          const own = (t: string, who: 'a' | 'b') => t.split(join(root, `${game}-${who}`)).join('FILES');
          // Help is wrapped to the terminal's width, so a longer folder name may move a line break: words compared.
          const wrap = (t: string) => (args.includes('--help') ? t.replace(/\s+/g, ' ') : t);
          const said = (r: { code: number; out: string; err: string }, who: 'a' | 'b') => ({
            code: r.code,
            out: wrap(own(who === 'b' ? copy.asOriginal(r.out) : r.out, who)),
            err: wrap(own(who === 'b' ? copy.asOriginal(r.err) : r.err, who)),
          });
          const line = `${verb} ${args.join(' ')} ${more.join(' ')}`;
          expect(said(copied, 'b'), line).toEqual(said(original, 'a'));
          expect(copy.leaks(own(copied.out + copied.err, 'b')), line).toEqual([]);
          const kept = args.find((a) => ['JOURNAL', 'SESSION', 'LOSSES'].includes(a));
          if (kept) {
            // The clock's times are the only thing two runs may not share.
            const read = (who: 'a' | 'b') => {
              const f = files[who][kept];
              const t = (existsSync(f) ? readFileSync(f, 'utf8') : '').replace(/"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"TIME"');
              return own(who === 'b' ? copy.asOriginal(t) : t, who);
            };
            expect(read('b'), `${line}: the journal`).toBe(read('a'));
          }
          if (original.code === 0 && original.out) played++;
        }
        // Not errors compared with errors: the plays resolve, but for the refusals played on purpose.
        expect(played).toBe(plays.length - REFUSALS[game]);
      });
});

describe('the copies above play every procedure their game declares', () => {
  for (const game of Object.keys(PLAYS))
    it(`${game}: each procedure of its rules.yaml is played among the plays compared, not only its help`, () => {
      const ids = loadScenario(join('data', game)).rules!.procedures.map((p) => p.id);
      const verbs = new Set(
        playsOf(game)
          .filter((p) => !p.includes('--help'))
          .map(([verb]) => verb.split(' ')[0]),
      );
      expect(ids.filter((id) => !verbs.has(id) && !inFlight(game, id))).toEqual([]);
    });
});

describe('rule hooks at validate', () => {
  it('a hook rules.yaml names that the code lacks is refused at its line, with did you mean', async () => {
    const dir = join(root, 'bad-hook');
    copyGame('data/veritable', dir);
    writeFileSync(
      join(dir, 'rules.yaml'),
      'rules:\n  sequence:\n    phases:\n      - { id: c, name: Combat, side: allied, procedures: [combat] }\n' +
        '  procedures:\n    - { id: combat, kind: hook, hook: veritable.combatt }\n',
    );
    const r = await runCli('validate', dir);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/rules\.yaml:6:\d+: rules\.procedures\[0\]\.hook: /);
    expect(r.err).toContain('no rule hook "veritable.combatt" (did you mean "veritable.combat"?)');
  });

  it('a victory item hook misspelt in a copy of Remagen is refused at its line, with did you mean', async () => {
    const dir = join(root, 'bad-item-hook');
    copyGame('data/remagen', dir);
    const rules = join(dir, 'rules.yaml');
    writeFileSync(rules, readFileSync(rules, 'utf8').replace('hook: remagen.bridges', 'hook: remagen.bridgez'));
    const r = await runCli('validate', dir);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/rules\.yaml:\d+:\d+: rules\.procedures\[\d+\]\.objectives\.counts\[0\]\.hook: /);
    expect(r.err).toContain('no victory item hook "remagen.bridgez" (did you mean "remagen.bridges"?)');
  });
});
