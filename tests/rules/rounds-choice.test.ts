import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';
import { copiesOf } from '../helpers/broken-copy.js';

// A battle in rounds (`kind: rounds`) that takes a force as a count (`counts`) and asks a side's choice on a result
// (`rounds.choice`), from data alone: Birch Ridge with counts and a Last Stand (tests/fixtures/rounds-choice). What
// a game's cards decide is its play hook's (`play.hook`): Nordwind's names nordwind.card-play.
const GAME = 'tests/fixtures/rounds-choice';
const dir = mkdtempSync(join(tmpdir(), 'sandtable-rounds-choice-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const COPSE = ['--area', 'copse', '--attacker', '3', '--attacker-armour', '1', '--defender', 's-1,s-2'];
const battle = async (...args: string[]) => {
  const r = await runCli('battle', GAME, ...args, '--json');
  expect(r.code, r.err).toBe(0);
  return JSON.parse(r.out);
};
const journalOf = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

describe('Birch Ridge 6.7, 6.8: counts and a choice on a result, declared', () => {
  it('6.7: a force given as a count, armour among it, reads its armour numbers as named units would', async () => {
    const r = await battle(...COPSE, '--rolls', '1', '--last-stand', 'no');
    // 3 against 2: +1; the armour's shift and +1, the copse's -1.
    expect(r.rounds[0]).toMatchObject({ attackers: 3, defenders: 2, differential: 1, shift: 1, drm: 0 });
    expect(r.steps).toContain('Shift +1: Attacker has armour: one column right (6.3)');
  });

  it('6.7: a count is bounded by the counter mix, and its armour by the count', async () => {
    const most = await runCli('battle', GAME, ...COPSE.slice(0, 4), '--attacker-armour', '2', '--defender', 's-1');
    expect(most.code).toBe(2);
    expect(most.err).toContain(
      '--attacker-armour takes a whole number from 0 to 1 (the most armour units a side has in Birch Ridge (counts ' +
        'and a choice)), not 2',
    );
    const more = await runCli('battle', GAME, '--area', 'copse', '--attacker', '1', '--defender', '5');
    expect(more.code).toBe(2);
    expect(more.err).toContain('--defender takes a whole number from 1 to 4');
    const side = await runCli('battle', GAME, ...COPSE, '--attacker-side', 'west');
    expect(side.err).toContain('--attacker-side is one of north, south; not "west"');
  });

  it('6.8: a result against the defender waits on his choice; the journal keeps it and --choose answers', async () => {
    const journal = join(dir, 'stand.json');
    const asked = await runCli('battle', GAME, ...COPSE, '--rolls', '6', '--journal', journal);
    expect(asked.code, asked.err).toBe(0);
    expect(asked.out).toContain(
      'Waiting for a choice (6.8): DE (The whole defending force is eliminated.): does the defender make a Last Stand?',
    );
    expect(journalOf(journal).pending).toMatchObject({ command: 'battle birch-ridge-cards', options: ['no', 'yes'] });
    const wrong = await runCli('battle', GAME, '--journal', journal, '--choose', 'maybe');
    expect(wrong.code).toBe(2);
    const r = await runCli('battle', GAME, '--journal', journal, '--choose', 'yes', '--json');
    expect(JSON.parse(r.out)).toMatchObject({ outcome: 'last-stand', eliminated: { defender: [] } });
    expect(JSON.parse(r.out).steps).toContain('Last Stand: DE is cancelled and the area is engaged (6.8)');
    const j = journalOf(journal);
    expect(j.pending).toBeUndefined();
    expect(j.entries.at(-1).inputs).toMatchObject({ lastStand: ['yes'] });
    expect(j.state.eliminated).toEqual([]);
  });

  it('6.8: the field answers every result at once; the result stands and the named losses are kept', async () => {
    const journal = join(dir, 'falls.json');
    const r = await battle(...COPSE, '--rolls', '6', '--last-stand', 'no', '--journal', journal);
    expect(r).toMatchObject({ outcome: 'defender-eliminated', eliminated: { defender: ['s-1', 's-2'] } });
    // The counted attackers have no names: only the named defenders are kept.
    expect(journalOf(journal).state.eliminated).toEqual(['s-1', 's-2']);
    const bad = await runCli('battle', GAME, ...COPSE, '--rolls', '6', '--last-stand', 'maybe');
    expect(bad.err).toContain('--last-stand is one of no, yes; not "maybe"');
  });

  it('6.8: an answer given when no result asks for it is said, not fatal: the dice are kept', async () => {
    const r = await runCli('battle', GAME, ...COPSE, '--rolls', '1', '--choose', 'yes');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('Result E: Engaged: both sides stay in the area.');
    expect(r.out).toContain('--choose yes was not needed: no result gave the defender that choice');
  });
});

describe('Operation Nordwind L, G: the card-play hook a battle in rounds names', () => {
  const copy = copiesOf('data/nordwind', 'rules.yaml');

  it('validate refuses a play hook the code lacks, at its line, with did you mean', async () => {
    const bad = copy([['play: { hook: nordwind.card-play', 'play: { hook: nordwind.card-ply']]);
    const r = await runCli('validate', bad);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/rules\.yaml:\d+:\d+: .*play\.hook: no card-play hook "nordwind\.card-ply" \(did you mean/);
  });

  it('L: support cards the hook counts shift the battle; G: a snowstorm bars the air card', async () => {
    const args = ['combat', 'nordwind', '--area', 'rimling', '--attacker', '4', '--defender', '2', '--preview'];
    const air = await runCli(...args, '--attacker-cards', 'air,artillery', '--json');
    expect(JSON.parse(air.out)).toMatchObject({ shift: 2 });
    const snow = await runCli(...args, '--attacker-cards', 'air,artillery', '--snowstorm');
    expect(snow.out).toContain("Snowstorm: the attacker's air support cards may not be played (G)");
    expect(snow.out).toContain('Attacker support: artillery: 1 column right');
  });
});
