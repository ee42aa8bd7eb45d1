import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';
import { RULES_HEX, brokenCopy, cleanup } from '../helpers/broken-copy.js';

// Iron Ford's combat results on the map (issue #22): retreats under its declared retreat rule (7.5: each hex
// farther from the battle, never into enemy units or an enemy zone of control, within stacking; nowhere to go,
// eliminated), the owner's choices asked after the roll and answered with --choose, step losses, advance after
// combat (7.6), all kept in the journal's positions and replayed from its seed.
const G = RULES_HEX;
const tmp = mkdtempSync(join(tmpdir(), 'sandtable-retreat-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const journalOf = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
/** b-2 and b-3 attack the 12th Army in the forest across the river: column 1-1 (roll 2: AR; roll 5: DR). */
const ACROSS = ['combat', G, '--attacker', 'b-2,b-3', '--defender', 'r-12'];

/** The 11th Army in the map's corner, both its neighbours held by Blue: column 2-1 (roll 5: DRL; roll 2: DR). */
const CORNER = join(tmp, 'corner.yaml');
writeFileSync(CORNER, 'units:\n  - r-11@A1\n  - b-1@A2\n  - b-2@B1\n');
const CORNERED = ['combat', G, '--attacker', 'b-1,b-2', '--defender', 'r-11', '--position', CORNER];

describe('Iron Ford retreat after combat (7.5), declared in rules.yaml', () => {
  it('7.5: the owner picks each unit’s retreat hex after the roll, with --choose; the journal keeps it', async () => {
    const journal = join(tmp, 'ar.json');
    const asked = await runCli(...ACROSS, '--roll', '2', '--journal', journal);
    expect(asked.code, asked.err).toBe(0);
    expect(asked.out).toContain('Result AR: Every attacking unit retreats one hex.');
    expect(asked.out).toContain('Waiting for the owner’s choice (7.5)');
    // D1 is next to the 11th Army in E2 (its zone of control); C3 and C2 hold one Blue corps each (limit 2).
    expect(asked.out).toContain('Where does each unit retreat? b-2 from D2: C2, C3; b-3 from D3: C3, C4, D4 (7.5)');
    expect(asked.out).toContain(`Answer: sandtable combat ${G} --journal ${journal} --choose b-2=C2,b-3=C3`);
    const pending = journalOf(journal).pending;
    expect(pending).toMatchObject({ command: 'combat', rule: '7.5' });
    expect(pending.picks.items).toEqual([
      { item: 'b-2', at: 'D2', values: ['C2', 'C3'] },
      { item: 'b-3', at: 'D3', values: ['C3', 'C4', 'D4'] },
    ]);
    // Another declaration waits for the answer: the roll is not re-rolled for another target.
    const other = await runCli(...ACROSS, '--roll', '5', '--journal', journal);
    expect(other.code).toBe(1);
    expect(other.err).toContain('a choice is waiting');
    const illegal = await runCli('combat', G, '--journal', journal, '--choose', 'b-2=D1,b-3=C4');
    expect(illegal.code).toBe(1);
    expect(illegal.err).toContain('b-2 cannot retreat to D1; it may go to: C2, C3 (7.5)');
    // Two corps into C3, which holds b-4 already: over the stacking limit of two (6.4), so refused.
    const stacked = await runCli('combat', G, '--journal', journal, '--choose', 'b-2=C3,b-3=C3');
    expect(stacked.code).toBe(1);
    expect(stacked.err).toContain('b-3 cannot retreat to C3; it may go to: C4, D4 (7.5)');
    const answered = await runCli('combat', G, '--journal', journal, '--choose', 'b-2=C2,b-3=C4');
    expect(answered.code, answered.err).toBe(0);
    expect(answered.out).toContain('b-2 retreats D2 → C2 (7.5)');
    expect(answered.out).toContain('b-3 retreats D3 → C4 (7.5)');
    const j = journalOf(journal);
    expect(j.pending).toBeUndefined();
    expect(j.state.positions).toMatchObject({ 'b-2': 'C2', 'b-3': 'C4', 'r-12': 'E3' });
    expect(j.entries.at(-1).inputs.choices).toEqual(['b-2=C2,b-3=C4']);
    // The next combat starts from where the retreat left them: b-2 in C2 is not next to E3.
    const next = await runCli(...ACROSS, '--roll', '5', '--journal', journal);
    expect(next.code).toBe(1);
    expect(next.err).toContain('b-2 at C2 is not next to E3, the hex it attacks');
  });

  it('7.5, 7.6: retreat or a step loss, as the owner picks; a loss holds E3, a retreat lets b-3 advance', async () => {
    const lost = join(tmp, 'dr-loss.json');
    const q = await runCli(...ACROSS, '--roll', '5', '--journal', lost, '--turn', '1');
    expect(q.out).toContain('Where does each unit retreat? r-12 from E3: F1, F4, G2, G3, G4, or a step loss instead');
    const loss = await runCli('combat', G, '--journal', lost, '--choose', 'r-12=loss');
    expect(loss.code, loss.err).toBe(0);
    expect(loss.out).toContain('r-12 loses 1 step (7.6)');
    expect(journalOf(lost).state.hits).toEqual({ 'r-12': 1 });
    const held = await runCli('move', G, '--units', 'b-3@E3', '--advance', '--journal', lost, '--turn', '1');
    expect(held.err).toContain('E3 still holds enemy units: no advance into it (7.6)');

    const fell = join(tmp, 'dr-retreat.json');
    await runCli(...ACROSS, '--roll', '5', '--journal', fell, '--turn', '1');
    const back = await runCli('combat', G, '--journal', fell, '--choose', 'r-12=G3');
    expect(back.out).toContain('r-12 retreats E3 → G3 (7.5)');
    const j = journalOf(fell);
    expect(j.state.positions['r-12']).toBe('G3');
    expect(j.entries.at(-1).result).toMatchObject({ code: 'DR', advance: true, retreated: ['r-12→G3'] });
    const advance = await runCli('move', G, '--units', 'b-3@E3', '--advance', '--journal', fell, '--turn', '1');
    expect(advance.code, advance.err).toBe(0);
    expect(journalOf(fell).state.positions['b-3']).toBe('E3');
  });

  it('7.6: an attacker that retreated (AR) may not advance', async () => {
    const journal = join(tmp, 'ar-advance.json');
    await runCli(...ACROSS, '--roll', '2', '--journal', journal, '--turn', '1');
    await runCli('combat', G, '--journal', journal, '--choose', 'b-2=C2,b-3=D4');
    const r = await runCli('move', G, '--units', 'b-3@E3', '--advance', '--journal', journal, '--turn', '1');
    expect(r.code).toBe(1);
    expect(r.err).toContain('b-3 is no longer where it attacked from (D3): it may not advance (7.6)');
  });

  it('7.5: a unit with no legal retreat is eliminated; with a step loss to take instead, it takes it', async () => {
    const drl = await runCli(...CORNERED, '--roll', '5', '--json');
    expect(drl.code, drl.err).toBe(0);
    const d = JSON.parse(drl.out);
    expect(d.result).toBe('DRL');
    expect(d.eliminated).toEqual(['r-11']);
    const lines = await runCli(...CORNERED, '--roll', '5');
    expect(lines.out).toContain('r-11 loses 1 step (7.6)');
    expect(lines.out).toContain('r-11 in A1 has no legal retreat of 1: it is eliminated (7.5)');
    // DR: retreat two hexes or lose a step; with nowhere to go the loss is the only legal answer, and no one is asked.
    const dr = JSON.parse((await runCli(...CORNERED, '--roll', '2', '--json')).out);
    expect(dr).toMatchObject({ result: 'DR', eliminated: [], retreated: [] });
    expect(dr.question).toBeUndefined();
  });

  it('7.5: with no journal the CLI says how to answer: the same roll, the answer given in advance', async () => {
    const asked = await runCli(...ACROSS, '--roll', '2');
    expect(asked.out).toContain(
      'No journal keeps this roll: run the command again with --roll 2 and --choose "b-2=C2,b-3=C3"',
    );
    const answered = await runCli(...ACROSS, '--roll', '2', '--choose', 'b-2=C3,b-3=D4', '--json');
    expect(answered.code, answered.err).toBe(0);
    expect(JSON.parse(answered.out).retreated).toEqual([
      { ref: 'b-2', from: 'D2', to: 'C3' },
      { ref: 'b-3', from: 'D3', to: 'D4' },
    ]);
  });

  it('7.6: the owner says which unit of a stack takes the step loss; both then retreat (7.5)', async () => {
    const two = join(tmp, 'two.yaml');
    writeFileSync(two, 'units:\n  - r-11@B3\n  - r-13@B3\n  - b-1@A3\n  - b-3@C3\n  - b-2@B2\n');
    const journal = join(tmp, 'drl.json');
    const fight = ['combat', G, '--attacker', 'b-1,b-2,b-3', '--defender', 'r-11,r-13', '--position', two];
    const asked = await runCli(...fight, '--roll', '5', '--journal', journal);
    expect(asked.out).toContain('Result DRL');
    expect(asked.out).toContain('Red loses 1 step: which of r-11, r-13 take them? (7.6)');
    expect(journalOf(journal).pending.picks).toMatchObject({ mode: 'count', total: 1 });
    const wrong = await runCli('combat', G, '--journal', journal, '--choose', 'r-11=1,r-13=1');
    expect(wrong.err).toContain('the losses must add up to 1, not 2 (7.6)');
    const done = await runCli('combat', G, '--journal', journal, '--choose', 'r-13=1');
    expect(done.code, done.err).toBe(0);
    expect(done.out).toContain('r-13 loses 1 step (7.6)');
    // One hex is left to retreat into, and it holds both (stacking two a hex, 6.4).
    expect(done.out).toContain('r-11 retreats B3 → B4 (7.5)');
    expect(done.out).toContain('r-13 retreats B3 → B4 (7.5)');
    expect(journalOf(journal).state).toMatchObject({ hits: { 'r-13': 1 }, positions: { 'r-11': 'B4', 'r-13': 'B4' } });
  });

  it('7.5: a retreat never enters ground the terrain chart prohibits (a copy where cities are closed)', async () => {
    const dir = brokenCopy(G, {
      'charts.yaml': [
        [
          'effects: { movementCost: 1 }, provenance: { rules: "7.4" }',
          'effects: { movementCost: 1, movementProhibited: true }, provenance: { rules: "7.4" }',
        ],
      ],
    });
    try {
      const r = await runCli('combat', dir, '--attacker', 'b-2,b-3', '--defender', 'r-12', '--roll', '5');
      expect(r.out).toContain('r-12 from E3: F1, G2, G3, G4, or a step loss instead');
    } finally {
      cleanup(dir);
    }
  });

  it('7.5, 6.4: a retreat ends within stacking as a declared choice of limits (Veritable 6.3) counts it', async () => {
    // A copy whose stacking is Veritable's 6.3, declared: corps are its small units, one a hex besides the
    // large, so C2 and C3, each holding a Blue corps, are full; b-2 has nowhere to go and b-3 loses C3.
    const dir = brokenCopy(G, {
      'rules.yaml': [
        [
          'stacking: { limit: 2, judged: move, section: "6.4" }',
          'stacking: { judged: move, section: "6.4", anyOf: [' +
            '{ echelons: [regiment, brigade, division], formations: 1, plus: 1 }, ' +
            '{ echelons: [regiment, brigade, division], units: 2, plus: 1 }], ' +
            'says: { over: "{count} from {formations} formations ({units})", plus: "{count} smaller ({units})" } }',
        ],
      ],
    });
    try {
      const r = await runCli('combat', dir, '--attacker', 'b-2,b-3', '--defender', 'r-12', '--roll', '2');
      expect(r.code, r.err).toBe(0);
      expect(r.out).toContain('Where does each unit retreat? b-3 from D3: C4, D4 (7.5)');
      const d = JSON.parse(
        (
          await runCli(
            'combat',
            dir,
            '--attacker',
            'b-2,b-3',
            '--defender',
            'r-12',
            '--roll',
            '2',
            '--choose',
            'b-3=D4',
            '--json',
          )
        ).out,
      );
      expect(d.eliminated).toEqual(['b-2']);
      expect(d.retreated).toEqual([{ ref: 'b-3', from: 'D3', to: 'D4' }]);
    } finally {
      cleanup(dir);
    }
  });

  it('the roll is spent once: undo keeps its die spent; replay from the seed checks every machine die', async () => {
    const journal = join(tmp, 'seeded.json');
    const first = await runCli(...ACROSS, '--seed', 'retreat-7', '--journal', journal);
    expect(first.code, first.err).toBe(0);
    const waiting = journalOf(journal).pending;
    expect(waiting?.machine?.length).toBe(1);
    const answer = waiting.picks.items.map((i: { item: string; values: string[] }) => `${i.item}=${i.values[0]}`);
    const done = await runCli('combat', G, '--journal', journal, '--choose', answer.join(','));
    expect(done.code, done.err).toBe(0);
    const j = journalOf(journal);
    expect(j.entries.at(-1).rolls[0].total).toBe(waiting.machine[0]);
    const replay = await runCli('journal', 'replay', journal);
    expect(replay.code, replay.err).toBe(0);
    expect(replay.out).toContain('Every machine die reproduces');

    // A question taken back by undo: its die stays spent, and the next declaration draws the next one.
    const again = join(tmp, 'undone.json');
    await runCli(...ACROSS, '--seed', 'retreat-7', '--journal', again);
    const asked = journalOf(again).pending;
    const undo = await runCli('journal', 'undo', again);
    expect(undo.out).toContain('stays spent');
    const other = await runCli(...ACROSS, '--journal', again, '--json');
    expect(other.code, other.err).toBe(0);
    // The next die is a 6, an exchange (7.7): Blue says which corps it loses.
    expect(JSON.parse(other.out).result).toBe('EX');
    const lost = await runCli('combat', G, '--journal', again, '--choose', 'b-2');
    expect(lost.code, lost.err).toBe(0);
    const after = journalOf(again);
    // The new declaration rolls from where the generator stood after the withdrawn die, never from before it.
    expect(after.entries.at(-1).rng.seed).toBe('retreat-7');
    expect(after.entries.at(-1).rng.state).not.toEqual(asked.rng.state);
    expect(after.withdrawn).toHaveLength(1);
    const re = await runCli('journal', 'replay', again);
    expect(re.out).toContain('taken back by undo was drawn again in its place');
  });
});
