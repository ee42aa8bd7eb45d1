import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';
import { brokenCopy, copyGame } from '../../helpers/broken-copy.js';
import { newJournal } from '../../../src/assist/journal/journal.js';
import { stateKeys, type VeritableState } from '../../../src/games/veritable/state.js';
import { s, afterSetup, airPhase, chooseSequence } from './table.js';

// Optional 11.2 (Führer's interference) as rules.yaml declares it: the engine's die table for one unit, read in the
// turn's column of the Führer chart, worded by the game's own messages; Veritable's journal keeps the answers.

const dir = mkdtempSync(join(tmpdir(), 'st-fuhrer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A journal at turn 2's German player turn, with the options agreed at set-up. */
function journalAt(file: string, options: Record<string, string>, change?: (st: VeritableState) => void): void {
  const turn1 = chooseSequence(afterSetup(options), 'allied', 'move-attack', false, s);
  const turn2 = airPhase(chooseSequence(turn1, 'german', 'move-attack', false, s), 2, 3);
  const allied = chooseSequence(turn2, 'allied', 'move-attack', false, s);
  const st = chooseSequence(allied, 'german', 'move-attack', false, s);
  change?.(st);
  writeFileSync(file, JSON.stringify({ ...newJournal('veritable'), state: stateKeys(s, st) }, null, 2));
}

const fuhrer = (journal: string, ...a: string[]) => runCli('fuhrer', 'veritable', '--journal', journal, ...a);

describe('11.2 from the journal: the options agreed at set-up, the turn, the answers kept', () => {
  it('11.2: refused while the players did not agree the option at set-up, in the game’s words', async () => {
    const file = join(dir, 'off.json');
    journalAt(file, {});
    const r = await fuhrer(file, '--unit', 'pgr-60', '--roll', '1');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/optional rule 11\.2 is not in play in this game: German reserves enter freely/);
  });

  it('11.2, 8.1: a release is kept where reserves entering read it; the turn is the journal’s', async () => {
    const file = join(dir, 'on.json');
    journalAt(file, { 'fuhrer-interference': 'on' });
    const early = await runCli('reserve', 'veritable', '--units', 'pz-16@R7', '--journal', file);
    expect(early.code).toBe(1);
    expect(early.err).toMatch(/pz-16 has not been released.*\(11\.2\)/);
    const r = await fuhrer(file, '--unit', 'pz-16', '--roll', '1');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/Führer roll for pz-16, turn 2\n/);
    expect(r.out).toMatch(/Turn 2: a roll under 2 releases the unit; rolled 1: pz-16 is released/);
    const j = JSON.parse(readFileSync(file, 'utf8'));
    expect(j.state.veritable.fuhrer).toMatchObject({ released: ['pz-16'], asked: { turn: 2, units: ['pz-16'] } });
    expect(j.entries.at(-1)).toMatchObject({
      command: 'fuhrer',
      inputs: { unit: 'pz-16', turn: 2 },
      result: 'released',
    });
    const again = await fuhrer(file, '--unit', 'pz-16', '--roll', '1');
    expect(again.err).toMatch(/pz-16 is released already; it may enter \(11\.2\)/);
    const wrong = await fuhrer(file, '--unit', 'pgr-60', '--turn', '3', '--roll', '1');
    expect(wrong.err).toMatch(/the journal is at turn 2, not 3/);
    const enters = await runCli('reserve', 'veritable', '--units', 'pz-16@R7', '--journal', file);
    expect(enters.code, enters.err).toBe(0);
  });

  it('11.2: a journal written before the roll was declared still plays: its answers hold and it replays', async () => {
    // As the game's own code wrote it: "fuhrer veritable", a 6 for pgr-60 and a 1 for pz-16 on turn 2.
    const file = join(dir, 'old.json');
    journalAt(file, { 'fuhrer-interference': 'on' }, (st) => {
      st.fuhrer = { released: ['pz-16'], refused: ['pgr-60'], asked: { turn: 2, units: ['pgr-60', 'pz-16'] } };
    });
    const j = JSON.parse(readFileSync(file, 'utf8'));
    const line = (unit: string, face: number, result: string) => ({
      at: '2026-11-20T20:00:00.000Z',
      command: 'fuhrer veritable',
      inputs: { turn: 2, unit },
      rolls: [{ spec: '1d6', faces: [face], total: face, entered: true }],
      result,
      turn: 2,
    });
    j.entries.push(line('pgr-60', 6, 'refused'), line('pz-16', 1, 'released'));
    writeFileSync(file, JSON.stringify(j, null, 2));
    const refused = await fuhrer(file, '--unit', 'pgr-60', '--roll', '1');
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/the Führer refused pgr-60 with a 6; it may not be asked for again \(11\.2\)/);
    const next = await fuhrer(file, '--unit', 'pgr-156', '--roll', '1');
    expect(next.code, next.err).toBe(0);
    const enters = await runCli('reserve', 'veritable', '--units', 'pz-16@R7,pgr-156@R7', '--journal', file);
    expect(enters.code, enters.err).toBe(0);
    const replay = await runCli('journal', 'replay', file);
    expect(replay.code, replay.err).toBe(0);
    const shown = await runCli('journal', 'show', file);
    expect(shown.out).toMatch(/fuhrer veritable/);
  });
});

describe('11.2 declared: the chances, a copy under its own id, validate', () => {
  it('11.2: the exact chances of each answer: a roll under the turn releases, a 6 refuses for good', async () => {
    const chances = async (turn: number) => {
      const r = await runCli('fuhrer', 'veritable', '--unit', 'pgr-60', '--turn', String(turn), '--preview', '--json');
      return JSON.parse(r.out).outcomes.map((o: { code: string; fraction: string }) => [o.code, o.fraction]);
    };
    expect(await chances(2)).toEqual([
      ['released', '1/6'],
      ['held', '4/6'],
      ['refused', '1/6'],
    ]);
    // Turn 7: only a 6 keeps the unit back; "held" is still named, at no chance.
    expect(await chances(7)).toEqual([
      ['released', '5/6'],
      ['refused', '1/6'],
      ['held', '0/6'],
    ]);
  });

  it('11.2: a copy of Veritable under its own id rolls exactly as Veritable, in English and Russian', async () => {
    const copy = join(dir, 'copy');
    copyGame('data/veritable', copy);
    for (const a of [
      ['--turn', '3', '--roll', '2'],
      ['--turn', '6', '--roll', '6'],
      ['--turn', '4', '--roll', '5', '--lang', 'ru'],
    ]) {
      const mine = await runCli('fuhrer', copy, '--unit', 'pgr-60', ...a);
      const theirs = await runCli('fuhrer', 'veritable', '--unit', 'pgr-60', ...a);
      expect(mine.code, mine.err).toBe(0);
      // The Russian game title is the locale's `title`, which goes with the folder.
      expect(mine.out).toBe(theirs.out);
    }
    const ru = await runCli('fuhrer', copy, '--unit', 'pgr-60', '--turn', '4', '--preview', '--lang', 'ru');
    expect(ru.out).toMatch(/^Operation: Veritable \(операция «Веритабл»\): бросок на вмешательство фюрера: pgr-60/);
  });

  it('validate names a value a roll’s text fills that its step does not give, and a step it has not', async () => {
    const bad = brokenCopy('data/veritable', {
      'rules.yaml': [
        ['rolled {roll}: {unit} is released', 'rolled {rol}: {unit} is released'],
        ['section: "11.2"\n        says: >-', 'section: "11.2"\n        says: >-\n          {optoin}'],
        ['final: [never]', 'final: [never]\n        state: fuhrerRolls'],
      ],
    });
    const r = await runCli('validate', bad);
    rmSync(bad, { recursive: true, force: true });
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(
      /rules\.yaml:\d+.*unit\.says\.results\.released\.rolled.*no value of a rolled line "rol".*did you mean "roll"/,
    );
    expect(r.err).toMatch(
      /rules\.yaml:\d+.*option\.says.*no value of a refusal line "optoin" \(did you mean "option"\?\)/,
    );
    expect(r.err).toMatch(/rules\.yaml:\d+.*unit\.state.*the game's hook keeps/);
    const step = brokenCopy('data/veritable', {
      'rules.yaml': [['preview: "Chances of the roll:"', 'previews: "Chances of the roll:"']],
    });
    const st = await runCli('validate', step);
    rmSync(step, { recursive: true, force: true });
    expect(st.err).toMatch(/rules\.yaml:\d+.*unit\.says\.previews/);
    const hook = brokenCopy('data/veritable', {
      'rules.yaml': [['hook: veritable.fuhrer\n', 'hook: veritable.fuehrer\n']],
    });
    const h = await runCli('validate', hook);
    rmSync(hook, { recursive: true, force: true });
    expect(h.err).toMatch(/rules\.yaml:\d+.*unit\.hook.*no unit roll hook "veritable\.fuehrer"/);
  });
});

describe('a copy of Veritable keeps its Russian title (the locale’s `title` goes with the folder)', () => {
  it('the Russian companion page of a copy under a new id is titled as Veritable’s', async () => {
    const copy = join(dir, 'titled');
    copyGame('data/veritable', copy);
    const out = join(dir, 'titled-kit');
    const r = await runCli('build', copy, '--only', 'companion', '--lang', 'ru', '--out', out);
    expect(r.code, r.err).toBe(0);
    const html = readFileSync(join(out, 'companion-ru.html'), 'utf8');
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    const text = title.replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)));
    expect(text).toMatch(/^Operation: Veritable \(операция «Веритабл»\)/);
  });
});
