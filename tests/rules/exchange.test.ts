import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';
import { RULES_HEX, brokenCopy, cleanup } from '../helpers/broken-copy.js';

// Iron Ford's exchange (7.7), applied on the map as rules.yaml declares it: the side with fewer factors loses
// every unit; the other loses whole units of at least as many printed factors, none more than needed, its owner
// choosing which through the pending question (--choose, the page's buttons). One legal answer: nobody is asked.
const G = RULES_HEX;
const tmp = mkdtempSync(join(tmpdir(), 'sandtable-exchange-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const journalOf = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const position = (name: string, units: string[]) => {
  const file = join(tmp, name);
  writeFileSync(file, `units:\n${units.map((u) => `  - ${u}\n`).join('')}`);
  return file;
};

/** b-1 (attack 6) and b-2 (6) against the 11th Army (defence 6) in the corner: 12:6, column 2-1; a 4 is EX. */
const CORNER = position('corner.yaml', ['r-11@A1', 'b-1@A2', 'b-2@B1']);
const CORNERED = ['combat', G, '--attacker', 'b-1,b-2', '--defender', 'r-11', '--position', CORNER];

describe('Iron Ford exchange (7.7), applied on the map', () => {
  it('7.7: Red, with fewer factors, loses every unit; Blue picks which units of 6 factors it loses', async () => {
    const journal = join(tmp, 'ex.json');
    const asked = await runCli(...CORNERED, '--roll', '4', '--journal', journal);
    expect(asked.code, asked.err).toBe(0);
    expect(asked.out).toContain('Result EX: Exchange.');
    expect(asked.out).toContain(
      'Exchange: Red has the fewer factors and loses every unit; Blue loses at least 6 (7.7)',
    );
    // Nothing is applied before the answer, so the report says what is to happen, not that it has (7.7).
    expect(asked.out).toContain('r-11 in A1 is to be eliminated once the owner has answered (7.7)');
    expect(asked.out).not.toContain('r-11 in A1 is eliminated');
    expect(asked.out).toContain('Blue loses units of at least 6 factors: which of b-1 (6), b-2 (6)? (7.7)');
    const pending = journalOf(journal).pending;
    expect(pending).toMatchObject({ command: 'combat', rule: '7.7' });
    expect(pending.picks).toEqual({
      mode: 'some',
      items: [
        { item: 'b-1', at: 'A2', values: ['b-1'] },
        { item: 'b-2', at: 'B1', values: ['b-2'] },
      ],
    });
    // Nothing is applied while the question waits: r-11 is still on the map.
    expect(journalOf(journal).state.eliminated ?? []).toEqual([]);
    const both = await runCli('combat', G, '--journal', journal, '--choose', 'b-1,b-2');
    expect(both.code).toBe(1);
    expect(both.err).toContain('b-1 need not be lost: the others reach 6 without it (7.7)');
    const none = await runCli('combat', G, '--journal', journal, '--choose', 'none');
    expect(none.err).toContain('the units named have 0 factors; the exchange takes at least 6 (7.7)');
    const stranger = await runCli('combat', G, '--journal', journal, '--choose', 'b-4');
    expect(stranger.err).toContain('b-4 is not one of the units that may be lost: b-1, b-2 (7.7)');
    const done = await runCli('combat', G, '--journal', journal, '--choose', 'b-2');
    expect(done.code, done.err).toBe(0);
    expect(done.out).toContain('r-11 in A1 is eliminated (7.7)');
    expect(done.out).toContain('b-2 in B1 is eliminated (7.7)');
    const j = journalOf(journal);
    expect(j.pending).toBeUndefined();
    expect(j.state.eliminated).toEqual(['r-11', 'b-2']);
    expect(j.state.positions['b-1']).toBe('A2');
    expect(j.state.positions).not.toHaveProperty('b-2');
    expect(j.state.positions).not.toHaveProperty('r-11');
    expect(j.entries.at(-1).inputs.choices).toEqual(['b-2']);
  });

  it('7.7: where one set of units is the only legal answer, nobody is asked', async () => {
    // r-11 (6) and r-13 (4) stacked against b-1 (6) and b-2 (6): 12:10, column 1-1; a 6 is EX. Blue must lose
    // 10 factors: only both corps reach it.
    const stack = position('stack.yaml', ['r-11@A1', 'r-13@A1', 'b-1@A2', 'b-2@B1']);
    const r = await runCli(
      ...['combat', G, '--attacker', 'b-1,b-2', '--defender', 'r-11,r-13', '--position', stack],
      ...['--roll', '6', '--json'],
    );
    expect(r.code, r.err).toBe(0);
    const d = JSON.parse(r.out);
    expect(d).toMatchObject({ result: 'EX', eliminated: ['r-11', 'r-13', 'b-1', 'b-2'] });
    expect(d.question).toBeUndefined();
    // One attacker against one defender: the attacker's only unit goes.
    const one = position('one.yaml', ['r-13@A1', 'b-3@A2']);
    const alone = await runCli(
      ...['combat', G, '--attacker', 'b-3', '--defender', 'r-13', '--position', one, '--roll', '4', '--json'],
    );
    expect(JSON.parse(alone.out)).toMatchObject({ result: 'EX', eliminated: ['r-13', 'b-3'] });
  });

  it('7.7: `exchange: { factors: total }` compares the combat totals: the forest’s doubled defence', async () => {
    // b-1 (6) from E2 and b-3 (8, armour out of clear: 1 right) against r-12 in the forest (6 × 2 = 12): column
    // 2-1, a 4 is EX. Printed, Red has 6 and Blue may lose either corps; by totals Blue must lose 12: both.
    const forest = position('forest.yaml', ['r-12@E3', 'b-1@E2', 'b-3@E4']);
    const fight = ['--attacker', 'b-1,b-3', '--defender', 'r-12', '--position', forest, '--roll', '4', '--json'];
    const printed = JSON.parse((await runCli('combat', G, ...fight)).out);
    expect(printed.result).toBe('EX');
    expect(printed.question.picks.items.map((i: { item: string }) => i.item)).toEqual(['b-1', 'b-3']);
    const dir = brokenCopy(G, {
      'rules.yaml': [['{ code: EX, exchange: true, section: "7.7" }', '{ code: EX, exchange: { factors: total } }']],
    });
    try {
      const r = await runCli('combat', dir, ...fight);
      expect(r.code, r.err).toBe(0);
      const d = JSON.parse(r.out);
      expect(d).toMatchObject({ result: 'EX', eliminated: ['r-12', 'b-1', 'b-3'] });
      expect(d.question).toBeUndefined();
    } finally {
      cleanup(dir);
    }
  });

  it('7.7: the die is spent once: undo keeps it spent, and replay checks it', async () => {
    const journal = join(tmp, 'seeded.json');
    const first = await runCli(...CORNERED, '--seed', 'ex-3', '--journal', journal);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toContain('Result EX');
    const waiting = journalOf(journal).pending;
    expect(waiting.machine).toEqual([4]);
    const done = await runCli('combat', G, '--journal', journal, '--choose', 'b-1');
    expect(done.code, done.err).toBe(0);
    expect(journalOf(journal).entries.at(-1).rolls[0].total).toBe(4);
    const replay = await runCli('journal', 'replay', journal);
    expect(replay.code, replay.err).toBe(0);
    expect(replay.out).toContain('Every machine die reproduces');

    const again = join(tmp, 'undone.json');
    await runCli(...CORNERED, '--seed', 'ex-3', '--journal', again);
    const asked = journalOf(again).pending;
    const undo = await runCli('journal', 'undo', again);
    expect(undo.out).toContain('stays spent');
    const other = await runCli(...CORNERED, '--journal', again, '--json');
    expect(other.code, other.err).toBe(0);
    // The next die (a 4 again, so the same question) is drawn after the withdrawn one, never in its place.
    const after = journalOf(again);
    expect(after.pending.rng.seed).toBe('ex-3');
    expect(after.pending.rng.state).not.toEqual(asked.rng.state);
    expect(after.withdrawn).toHaveLength(1);
    const answered = await runCli('combat', G, '--journal', again, '--choose', 'b-2');
    expect(answered.code, answered.err).toBe(0);
    const re = await runCli('journal', 'replay', again);
    expect(re.out).toContain('taken back by undo was drawn again in its place');
  });
});
