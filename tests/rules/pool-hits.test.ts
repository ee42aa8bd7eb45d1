import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';
import { brokenCopy, cleanup } from '../helpers/broken-copy.js';

// Ash Valley's fire (tests/fixtures/rules-area, 7.8): a die a strength point, a hit on a 6, each hit a step. The
// owner of the units fired at spreads the hits among them (7.9), asked after the roll with every legal count and
// answered with --choose or taps, the roll kept; where only one spread is legal nobody is asked.
const G = 'tests/fixtures/rules-area';
const tmp = mkdtempSync(join(tmpdir(), 'sandtable-pool-hits-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const journalOf = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
/** Four dice at the two Red regiments in the mill; 6, 6, 3, 6 is three hits. */
const FIRE = ['fire', G, '--strength', '4', '--target', 'r-1,r-2'];

describe('Ash Valley fire: the owner allocates a dice pool’s hits (7.8, 7.9)', () => {
  it('7.9: the owner is asked who takes each hit; the journal keeps the roll until the answer', async () => {
    const journal = join(tmp, 'owner.json');
    const asked = await runCli(...FIRE, '--dice', '6,6,3,6', '--journal', journal);
    expect(asked.code, asked.err).toBe(0);
    expect(asked.out).toContain('Dice 6, 6, 3, 6, hits on 6+: 3');
    expect(asked.out).toContain('Waiting for the owner’s choice (7.9)');
    expect(asked.out).toContain('Red takes 3 hits: which of r-1, r-2 take them? (7.9)');
    expect(asked.out).toContain(`Answer: sandtable fire ${G} --journal ${journal} --choose r-1=2,r-2=1`);
    const pending = journalOf(journal).pending;
    expect(pending).toMatchObject({ command: 'fire', rule: '7.9' });
    expect(pending.picks).toEqual({
      mode: 'count',
      total: 3,
      items: [
        { item: 'r-1', at: 'mill', values: ['0', '1', '2'] },
        { item: 'r-2', at: 'mill', values: ['0', '1', '2'] },
      ],
    });
    // Another fire waits for the answer: the hits are not rolled again for another target.
    const other = await runCli('fire', G, '--strength', '2', '--target', 'r-3', '--journal', journal);
    expect(other.code).toBe(1);
    expect(other.err).toContain('a choice is waiting');
    const short = await runCli('fire', G, '--journal', journal, '--choose', 'r-1=1,r-2=1');
    expect(short.code).toBe(1);
    expect(short.err).toContain('the losses must add up to 3, not 2 (7.9)');
    const over = await runCli('fire', G, '--journal', journal, '--choose', 'r-1=3');
    expect(over.code).toBe(1);
    expect(over.err).toContain('r-1 cannot take that loss: "r-1=3" (7.9)');
    const done = await runCli('fire', G, '--journal', journal, '--choose', 'r-1=1,r-2=2');
    expect(done.code, done.err).toBe(0);
    expect(done.out).toContain('r-1 loses 1 step (7.9)');
    expect(done.out).toContain('r-2 in mill is eliminated (7.9)');
    const j = journalOf(journal);
    expect(j.pending).toBeUndefined();
    expect(j.state).toMatchObject({ hits: { 'r-1': 1, 'r-2': 2 }, eliminated: ['r-2'] });
    expect(j.entries.at(-1).inputs).toMatchObject({ targets: ['r-1@mill', 'r-2@mill'], choices: ['r-1=1,r-2=2'] });
    // The next fire counts the hits r-1 carries: one step left, so a hit more on the pair leaves r-1 alone.
    const next = await runCli(
      'fire',
      G,
      '--strength',
      '1',
      '--target',
      'r-1,r-4@farm',
      '--dice',
      '6',
      '--journal',
      journal,
    );
    expect(next.code).toBe(1);
    expect(next.err).toContain('the units fired at stand in one place; r-4 is at farm (7.9)');
    const last = await runCli('fire', G, '--strength', '1', '--target', 'r-1', '--dice', '6', '--journal', journal);
    expect(last.code, last.err).toBe(0);
    expect(last.out).toContain('r-1 in mill is eliminated (7.9)');
    expect(journalOf(journal).state.eliminated).toEqual(['r-2', 'r-1']);
  });

  it('7.9: one unit fired at, or hits enough for every step, leaves no choice: nobody is asked', async () => {
    const one = JSON.parse(
      (await runCli('fire', G, '--strength', '2', '--target', 'r-1', '--dice', '6,6', '--json')).out,
    );
    expect(one.question).toBeUndefined();
    expect(one).toMatchObject({ hits: 2, landed: { 'r-1': 2 }, eliminated: ['r-1'] });
    const all = JSON.parse((await runCli(...FIRE, '--dice', '6,6,6,6', '--json')).out);
    expect(all.question).toBeUndefined();
    expect(all.eliminated).toEqual(['r-1', 'r-2']);
    const none = JSON.parse((await runCli(...FIRE, '--dice', '1,2,3,4', '--json')).out);
    expect(none).toMatchObject({ hits: 0, eliminated: [] });
    expect(none.question).toBeUndefined();
    // An answer where nothing is asked is refused, not ignored.
    const extra = await runCli('fire', G, '--strength', '2', '--target', 'r-1', '--dice', '6,6', '--choose', 'r-1=2');
    expect(extra.code).toBe(1);
    expect(extra.err).toContain('more answers than the result asks for (7.9)');
  });

  it('7.9: a copy where the firer places the hits asks the firer, in the same way', async () => {
    const dir = brokenCopy(G, { 'rules.yaml': [['allocate: { by: owner', 'allocate: { by: firer']] });
    try {
      const r = await runCli('fire', dir, '--strength', '4', '--target', 'r-1,r-2', '--dice', '6,6,1,1');
      expect(r.code, r.err).toBe(0);
      expect(r.out).toContain('Waiting for the firer’s choice (7.9)');
      expect(r.out).toContain('The firer places 2 hits on Red: how many on each of r-1, r-2? (7.9)');
      const ru = await runCli(
        'fire',
        dir,
        '--strength',
        '4',
        '--target',
        'r-1,r-2',
        '--dice',
        '6,6,1,1',
        '--lang',
        'ru',
      );
      expect(ru.out).toContain('Ждём выбора стреляющего (7.9)');
    } finally {
      cleanup(dir);
    }
  });

  it('the roll is spent once: undo keeps its dice spent; replay from the seed checks every machine die', async () => {
    const journal = join(tmp, 'seeded.json');
    let seed = 0;
    for (; seed < 60; seed++) {
      rmSync(journal, { force: true });
      await runCli(
        'fire',
        G,
        '--strength',
        '12',
        '--target',
        'r-1,r-2',
        '--seed',
        `fire-${seed}`,
        '--journal',
        journal,
      );
      if (journalOf(journal).pending) break;
    }
    const waiting = journalOf(journal).pending;
    expect(waiting.machine).toHaveLength(12);
    const answer = waiting.picks.items.map((i: { item: string; values: string[] }, k: number) =>
      k === 0 ? `${i.item}=${waiting.picks.total - 1}` : `${i.item}=1`,
    );
    const done = await runCli('fire', G, '--journal', journal, '--choose', answer.join(','));
    expect(done.code, done.err).toBe(0);
    // The answer settles the dice the question showed, drawn once.
    expect(journalOf(journal).entries.at(-1).rolls[0].faces).toEqual(waiting.machine);
    const replay = await runCli('journal', 'replay', journal);
    expect(replay.code, replay.err).toBe(0);
    expect(replay.out).toContain('Every machine die reproduces');

    const again = join(tmp, 'undone.json');
    await runCli('fire', G, '--strength', '12', '--target', 'r-1,r-2', '--seed', `fire-${seed}`, '--journal', again);
    const asked = journalOf(again).pending;
    const undo = await runCli('journal', 'undo', again);
    expect(undo.out).toContain('stay spent');
    // Fired again at another target, the pool draws new dice, never the ones the question showed.
    const other = await runCli('fire', G, '--strength', '12', '--target', 'r-3', '--journal', again, '--json');
    expect(other.code, other.err).toBe(0);
    const after = journalOf(again);
    expect(after.entries.at(-1).rng.state).not.toEqual(asked.rng.state);
    expect(after.withdrawn).toHaveLength(1);
    const re = await runCli('journal', 'replay', again);
    expect(re.out).toContain('taken back by undo was drawn again in its place');
  });
});
