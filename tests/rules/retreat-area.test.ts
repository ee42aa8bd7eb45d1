import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';
import { brokenCopy, cleanup } from '../helpers/broken-copy.js';

// Ash Valley (tests/fixtures/rules-area), an area game written only in data: combat on an area map, and its
// declared retreat (7.5): N areas along the links the unit may move by (armour by road only, 5.1), each farther
// from the battle's area, never into an area holding enemy units, ending within stacking (two an area, a
// headquarters not counted, 5.3). The owner picks where more than one area is legal; with none, the unit is lost.
const G = 'tests/fixtures/rules-area';
const tmp = mkdtempSync(join(tmpdir(), 'sandtable-retreat-area-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const journalOf = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
/** Blue attacks the mill from the ford (across Ash Brook) and the church: 13 against 10, column 1-1. */
const MILL = ['combat', G, '--attacker', 'b-1,b-2,b-3', '--defender', 'r-1,r-2'];
const position = (name: string, lines: string[]) => {
  const file = join(tmp, `${name}.yaml`);
  writeFileSync(file, `units:\n${lines.map((l) => `  - ${l}\n`).join('')}`);
  return file;
};

describe('Ash Valley combat and retreat on an area map (7.1–7.6)', () => {
  it('7.1, 7.4: totals on an area map read the area’s terrain and the brook along the border crossed', async () => {
    const r = await runCli(...MILL, '--preview');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('b-1: ×0.5, attacking across Ash Brook (7.4)');
    expect(r.out).not.toContain('b-3: ×0.5');
    expect(r.out).toContain('Red: ×2, in Town (7.3)');
    expect(r.out).toContain('Odds 13:10, rounded in the defender’s favour: column 1-1');
    const far = await runCli('combat', G, '--attacker', 'b-1', '--defender', 'r-3', '--preview');
    expect(far.code).toBe(1);
    expect(far.err).toContain('b-1 at ford is not next to wood, the area it attacks');
  });

  it('7.5, 5.1: the owner picks each retreat area; armour with one road back is not asked', async () => {
    const journal = join(tmp, 'dr.json');
    const asked = await runCli(...MILL, '--roll', '3', '--journal', journal);
    expect(asked.code, asked.err).toBe(0);
    expect(asked.out).toContain('Red: every unit retreats 1 area (7.6)');
    // Church and ford hold Blue units; r-2, armour, leaves by road only (5.1), and the mill's road east is the orchard.
    expect(asked.out).toContain('Where does each unit retreat? r-1 from mill: orchard, quarry (7.5)');
    expect(journalOf(journal).pending.picks).toEqual({
      mode: 'each',
      items: [{ item: 'r-1', at: 'mill', values: ['orchard', 'quarry'] }],
    });
    const other = await runCli(...MILL, '--roll', '5', '--journal', journal);
    expect(other.code).toBe(1);
    expect(other.err).toContain('a choice is waiting');
    const bad = await runCli('combat', G, '--journal', journal, '--choose', 'r-1=church');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('r-1 cannot retreat to church; it may go to: orchard, quarry (7.5)');
    const done = await runCli('combat', G, '--journal', journal, '--choose', 'r-1=quarry');
    expect(done.code, done.err).toBe(0);
    expect(done.out).toContain('r-1 retreats mill → quarry (7.5)');
    expect(done.out).toContain('r-2 retreats mill → orchard (7.5)');
    expect(journalOf(journal).state.positions).toMatchObject({ 'r-1': 'quarry', 'r-2': 'orchard' });
    // The mill is empty of Red: Blue may advance into it (7.7).
    const adv = await runCli('move', G, '--units', 'b-3@mill', '--advance', '--journal', journal);
    expect(adv.code, adv.err).toBe(0);
    expect(journalOf(journal).state.positions['b-3']).toBe('mill');
  });

  it('7.5, 5.3: two areas back, each farther from the mill; a headquarters does not count in stacking', async () => {
    const r = await runCli(...MILL, '--roll', '5', '--json');
    const d = JSON.parse(r.out);
    expect(d.result).toBe('DR2');
    // The wood holds r-3 and the headquarters: one counted, so r-1 fits; orchard → quarry is not farther away.
    expect(d.question.picks.items).toEqual([{ item: 'r-1', at: 'mill', values: ['farm', 'wood'] }]);
    // Units retreat one after another: r-1 into the farm (with r-4) fills it, and r-2's only road ends there.
    const full = JSON.parse((await runCli(...MILL, '--roll', '5', '--choose', 'r-1=farm', '--json')).out);
    expect(full.retreated).toEqual([{ ref: 'r-1', from: 'mill', to: 'farm' }]);
    expect(full.eliminated).toEqual(['r-2']);
    const lines = await runCli(...MILL, '--roll', '5', '--choose', 'r-1=farm');
    expect(lines.out).toContain('r-2 in mill has no legal retreat of 2: it is eliminated (7.5)');
    const both = JSON.parse((await runCli(...MILL, '--roll', '5', '--choose', 'r-1=wood', '--json')).out);
    expect(both.retreated).toEqual([
      { ref: 'r-1', from: 'mill', to: 'wood' },
      { ref: 'r-2', from: 'mill', to: 'farm' },
    ]);
  });

  it('5.3: an area with two counted units is full; a headquarters itself may always join', async () => {
    const pos = position('full-wood', [
      'r-1@mill',
      'r-2@mill',
      'r-3@wood',
      'r-4@wood',
      'r-hq@wood',
      'b-1@ford',
      'b-2@ford',
      'b-3@church',
    ]);
    const d = JSON.parse((await runCli(...MILL, '--position', pos, '--roll', '5', '--json')).out);
    // The wood is full: r-1 has the farm only, and takes it unasked; r-2 then finds the farm holding one, and joins.
    expect(d.question).toBeUndefined();
    expect(d.retreated).toEqual([
      { ref: 'r-1', from: 'mill', to: 'farm' },
      { ref: 'r-2', from: 'mill', to: 'farm' },
    ]);
    // A headquarters counts for nothing (5.3): the full wood still takes it; r-1 has the mill (r-2 there) only.
    const hq = position('hq', ['r-1@quarry', 'r-hq@quarry', 'r-3@wood', 'r-4@wood', 'b-3@orchard']);
    const fight = ['combat', G, '--attacker', 'b-3', '--defender', 'r-1,r-hq', '--position', hq, '--roll', '3'];
    const q = JSON.parse((await runCli(...fight, '--json')).out);
    expect(q.result).toBe('DR');
    expect(q.question.picks.items).toEqual([{ item: 'r-hq', at: 'quarry', values: ['mill', 'wood'] }]);
    const went = JSON.parse((await runCli(...fight, '--choose', 'r-hq=wood', '--json')).out);
    expect(went.retreated).toEqual([
      { ref: 'r-1', from: 'quarry', to: 'mill' },
      { ref: 'r-hq', from: 'quarry', to: 'wood' },
    ]);
  });

  it('7.5: never into an area holding enemy units; with no way back, the unit is eliminated', async () => {
    const pos = position('cut-off', ['r-1@mill', 'r-2@mill', 'b-1@church', 'b-2@ford', 'b-3@orchard', 'r-4@farm']);
    const r = await runCli(
      'combat',
      G,
      '--attacker',
      'b-1,b-2,b-3',
      '--defender',
      'r-1,r-2',
      '--position',
      pos,
      '--roll',
      '3',
    );
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('r-1 retreats mill → quarry (7.5)');
    expect(r.out).toContain('r-2 in mill has no legal retreat of 1: it is eliminated (7.5)');
  });

  it('7.0, 7.5: a battle inside a contested area (the attacker in the mill too) retreats the same way', async () => {
    const pos = position('contested', ['r-1@mill', 'b-3@mill', 'b-1@ford']);
    const r = await runCli('combat', G, '--attacker', 'b-3', '--defender', 'r-1', '--position', pos, '--roll', '6');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('Odds 6:6');
    expect(r.out).toContain('Where does each unit retreat? r-1 from mill: farm, wood (7.5)');
  });

  it('5.3, 7.5: a limit that counts steps holds a retreat to the steps each area has left room for', async () => {
    // A copy whose limit is three steps an area (counts: steps): the farm's r-4 and the wood's r-3 have two each.
    const dir = brokenCopy(G, {
      'rules.yaml': [['stacking: { limit: 2, exempt', 'stacking: { limit: 3, counts: steps, exempt']],
    });
    try {
      // Nowhere has room for r-1's two steps: it is eliminated, and so is r-2.
      const full = JSON.parse((await runCli(...MILL.map((x) => (x === G ? dir : x)), '--roll', '5', '--json')).out);
      expect(full.eliminated).toEqual(['r-1', 'r-2']);
      // With a step of r-4's lost to fire (7.8), the farm has room for r-1, and the wood still has none.
      const journal = join(tmp, 'steps.json');
      const fire = await runCli('fire', dir, '--strength', '1', '--target', 'r-4', '--dice', '6', '--journal', journal);
      expect(fire.code, fire.err).toBe(0);
      const r = await runCli(
        'combat',
        dir,
        '--attacker',
        'b-1,b-2,b-3',
        '--defender',
        'r-1,r-2',
        '--roll',
        '5',
        '--journal',
        journal,
      );
      expect(r.code, r.err).toBe(0);
      expect(r.out).toContain('r-1 retreats mill → farm (7.5)');
      expect(r.out).toContain('r-2 in mill has no legal retreat of 2: it is eliminated (7.5)');
      // A move is held to the same count (5.3): r-1's two steps and r-4's one fill the farm.
      const move = await runCli('move', dir, '--units', 'r-3@farm', '--journal', journal);
      expect(move.code).toBe(1);
      expect(move.err).toContain('over the stacking limit');
    } finally {
      cleanup(dir);
    }
  });

  it('5.3: validate refuses counts: steps without a limit to count against', async () => {
    const dir = brokenCopy(G, {
      'rules.yaml': [['stacking: { limit: 2, exempt', 'stacking: { counts: steps, hook: veritable.stacking, exempt']],
    });
    try {
      const r = await runCli('validate', dir);
      expect(r.code).toBe(1);
      expect(r.out + r.err).toMatch(
        /rules\.yaml:\d+:\d+: rules\.movement\.stacking\.counts: counts is what a limit counts/,
      );
    } finally {
      cleanup(dir);
    }
  });

  it('the roll is spent once: undo keeps its die spent; replay from the seed checks every machine die', async () => {
    const journal = join(tmp, 'seeded.json');
    let seed = 0;
    // A seed whose die asks the owner: DR or DR2 on column 1-1.
    for (; seed < 40; seed++) {
      rmSync(journal, { force: true });
      await runCli(...MILL, '--seed', `ash-${seed}`, '--journal', journal);
      if (journalOf(journal).pending) break;
    }
    const waiting = journalOf(journal).pending;
    expect(waiting?.machine?.length).toBe(1);
    const answer = waiting.picks.items.map((i: { item: string; values: string[] }) => `${i.item}=${i.values[0]}`);
    const done = await runCli('combat', G, '--journal', journal, '--choose', answer.join(','));
    expect(done.code, done.err).toBe(0);
    expect(journalOf(journal).entries.at(-1).rolls[0].total).toBe(waiting.machine[0]);
    const replay = await runCli('journal', 'replay', journal);
    expect(replay.code, replay.err).toBe(0);
    expect(replay.out).toContain('Every machine die reproduces');
  });
});
