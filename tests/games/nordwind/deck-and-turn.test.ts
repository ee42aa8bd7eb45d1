import { describe, it, expect } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';

// Operation Nordwind's deck, weather and replacements kept in the journal (issue #22): each illegal play a rules
// lawyer tried is refused naming its section, and the state after a legal one is what the rules say.
const journal = () => join(mkdtempSync(join(tmpdir(), 'nordwind-deck-')), 'game.json');
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const hand = (side: string, ...more: string[]) => ['hand', 'nordwind', '--side', side, ...more];

async function ok(file: string, ...args: string[]): Promise<string> {
  const r = await runCli(...args, '--journal', file);
  expect(r.code, `${args.join(' ')}: ${r.err}`).toBe(0);
  return r.out;
}

async function refused(file: string, ...args: string[]): Promise<string> {
  const before = readFileSync(file, 'utf8');
  const r = await runCli(...args, '--journal', file);
  expect(r.code, `${args.join(' ')} should be refused`).toBe(1);
  expect(readFileSync(file, 'utf8')).toBe(before);
  return r.err;
}

describe('Nordwind: the deck (B, F, G, H)', () => {
  it('a Reserves Released played leaves the game and cannot be drawn again (F, G)', async () => {
    const file = journal();
    await ok(file, ...hand('german', '--set', 'reserves-released,movement-1', '--turn', '5', '--reserves-released'));
    expect(read(file).state.deck).toEqual({ discard: [], removed: ['reserves-released'] });
    await ok(file, ...hand('allied', '--set', 'reserves-released,reserves-released,reserves-released'));
    const again = await refused(file, ...hand('german', '--draw', 'reserves-released'));
    expect(again).toContain('the draw pile holds no reserves-released: the deck has 4');
    expect(again).toContain('1 out of the game');
    expect(again).toContain('Reserves Released, once played, is permanently removed from the game');
  });

  it('the two hands together never hold more copies than the deck (B, F)', async () => {
    const file = journal();
    const five = Array(5).fill('withdraw').join(',');
    await ok(file, ...hand('german', '--set', `${five},movement-1`, '--turn', '1'));
    const more = await refused(file, ...hand('allied', '--set', 'withdraw,withdraw,withdraw'));
    expect(more).toContain('the draw pile holds no withdraw: the deck has 7; 7 in the hands');
    expect(more).toContain('(B, Contents; F, Set Up');
  });

  it('two discards a turn before drawing, counted over the turn (H); played cards are not discards', async () => {
    const file = journal();
    await ok(file, ...hand('allied', '--set', 'movement-1,movement-2,movement-3,artillery-support', '--turn', '4'));
    await ok(file, ...hand('allied', '--play', 'movement-1', '--discard', 'movement-2'));
    const third = await refused(file, ...hand('allied', '--discard', 'movement-3,artillery-support'));
    expect(third).toContain('the allied player has discarded 3 cards in turn 4; at most 2 (H');
    await ok(file, ...hand('allied', '--discard', 'movement-3', '--draw', 'movement-1'));
    expect(read(file).state.deck.discard).toEqual(['movement-1', 'movement-2', 'movement-3']);
    // The next turn counts afresh.
    await ok(file, ...hand('allied', '--discard', 'artillery-support,movement-1', '--turn', '5'));
  });
});

describe('Nordwind: a snowstorm played has its effect (G, Snowstorm)', () => {
  it('in the next turn no air card is played, and the battle reads as in snow without --snowstorm', async () => {
    const file = journal();
    await ok(file, ...hand('allied', '--set', 'snowstorm,air-support-allied,strategic-movement', '--turn', '5'));
    const out = await ok(file, ...hand('allied', '--play', 'snowstorm'));
    expect(out).toContain('Snowstorm: in effect in turn 6');
    expect(read(file).state.snow).toEqual([6]);
    const air = await refused(file, ...hand('allied', '--play', 'air-support-allied', '--turn', '6'));
    expect(air).toContain('a snowstorm is in effect in turn 6: no air-support-allied may be played (G, Snowstorm');
    const smc = await refused(file, ...hand('allied', '--play', 'strategic-movement', '--turn', '6'));
    expect(smc).toContain('no strategic-movement may be played');
    const battle = ['combat', 'nordwind', '--area', 'rimling', '--attacker', '4', '--attacker-armour', '1'];
    const cards = ['--defender', '2', '--attacker-cards', 'air', '--rolls', '7', '--choose', 'none', '--preview'];
    const inSnow = await runCli(...battle, ...cards, '--turn', '6', '--journal', file, '--json');
    const told = await runCli(...battle, ...cards, '--snowstorm', '--json');
    expect(JSON.parse(inSnow.out).column).toBe(JSON.parse(told.out).column);
    // Turn 7: the storm has passed.
    await ok(file, ...hand('allied', '--play', 'air-support-allied', '--turn', '7'));
  });
});

describe('Nordwind: replacements (K)', () => {
  function journalAt(turn: number, eliminated: string[]): string {
    const file = journal();
    writeFileSync(
      file,
      JSON.stringify({
        version: 1,
        game: 'nordwind',
        created: '2026-01-01T00:00:00.000Z',
        state: { turn, eliminated },
        entries: [],
      }),
    );
    return file;
  }

  it('from the 10 January turn, one eliminated unit a turn comes back where the player puts it', async () => {
    const early = journalAt(10, ['us-397-inf']);
    const soon = await refused(early, 'replace', 'nordwind', '--unit', 'us-397-inf', '--at', 'strasbourg');
    expect(soon).toContain('replacements come back from turn 11 (Jan 10, 1945); turn 10 is Jan 9, 1945 (K)');
    const file = journalAt(11, ['us-397-inf', 'us-71-inf']);
    await ok(file, 'replace', 'nordwind', '--unit', 'us-397-inf', '--at', 'strasbourg');
    expect(read(file).state).toMatchObject({ eliminated: ['us-71-inf'], positions: { 'us-397-inf': 'strasbourg' } });
    const second = await refused(file, 'replace', 'nordwind', '--unit', 'us-71-inf', '--at', 'strasbourg');
    expect(second).toContain('the allied player has brought back a replacement in turn 11 already: one a turn (K');
    const alive = await refused(
      file,
      'replace',
      'nordwind',
      '--unit',
      'us-397-inf',
      '--at',
      'strasbourg',
      '--turn',
      '12',
    );
    expect(alive).toContain('us-397-inf is not among the eliminated units');
    await ok(file, 'replace', 'nordwind', '--unit', 'us-71-inf', '--at', 'strasbourg', '--turn', '12');
  });
});
