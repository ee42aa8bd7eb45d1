import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';

// Nordwind's Strategic Movement card in movement (issue #22), section G: "Allows a player to move any number of
// units (US) or if German, Infantry or Armor, (not both) one strategic area or one operational area. Entry into any
// enemy occupied area is prohibited ... played after all combat for the attacker is declared over ... Units engaged
// may not move by strategic movement." An Air Support card in reaction nullifies it; none in a snowstorm; an
// engaged area is not reinforced by it (L, E). start-a's neighbours: start-b and sarreguemines (strategic links),
// rimling and gros-rederching (entry links, both held by U.S. units at the start).
const N = 'nordwind';
const dir = mkdtempSync(join(tmpdir(), 'sandtable-nordwind-smc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const game = (name: string) => {
  const journal = join(dir, `${name}.json`);
  return {
    journal,
    cards: (side: string, ...a: string[]) => runCli('hand', N, '--side', side, ...a, '--journal', journal),
    move: (units: string, areas: string, turn = '1') =>
      runCli('move', N, '--units', units, '--areas', areas, '--journal', journal, '--turn', turn),
    setState: (state: Record<string, unknown>) => {
      const j = JSON.parse(readFileSync(journal, 'utf8'));
      j.state = { ...j.state, ...state };
      writeFileSync(journal, JSON.stringify(j));
    },
  };
};

describe('Nordwind G, Strategic Movement Card', () => {
  it('G, Strategic Movement Card: one area afresh, never into enemy, German infantry or armour', async () => {
    const g = game('smc');
    expect((await g.cards('german', '--set', 'strategic-movement,movement-2', '--turn', '1')).code).toBe(0);
    expect((await g.cards('german', '--play', 'movement-2')).code).toBe(0);
    const first = await g.move('ss-pzgren-38@sarreguemines', '1');
    expect(first.code, first.err).toBe(0);
    expect((await g.cards('german', '--play', 'strategic-movement')).code).toBe(0);
    const two = await g.move('ss-pzgren-38@start-a', '2');
    expect(two.code).toBe(1);
    expect(two.err).toContain(
      'strategic-movement moves each unit one area, not 2 (G, Strategic Movement Card: one strategic or one',
    );
    const enemy = await g.move('ss-pzgren-37@gros-rederching', '1');
    expect(enemy.code).toBe(1);
    expect(enemy.err).toContain(
      'ss-pzgren-37 may not enter gros-rederching by strategic-movement: enemy units hold it ' +
        '(G, Strategic Movement Card: entry into any enemy occupied area is prohibited)',
    );
    // The unit that moved by the Movement card moves again by the Strategic Movement card: a move of its own.
    const again = await g.move('ss-pzgren-38@start-a', '1');
    expect(again.code, again.err).toBe(0);
    expect(again.out).toContain('ss-pzgren-38: sarreguemines → start-a, 1 of 1');
    const armour = await g.move('ss-pz-abt-17@start-b', '1');
    expect(armour.code).toBe(1);
    expect(armour.err).toContain(
      'ss-pz-abt-17 may not move by strategic-movement after ss-pzgren-38: German infantry or armour moves by it, ' +
        'not both (G, Strategic Movement Card: German Infantry or Armor, not both)',
    );
    const infantry = await g.move('ss-pzgren-37@start-b', '1');
    expect(infantry.code, infantry.err).toBe(0);
    // After the strategic move the turn's Movement phase is past (J: the card is played after the battles).
    expect((await g.cards('german', '--play', 'movement-2', '--set', 'movement-2')).code).toBe(0);
    const late = await g.move('ss-pz-abt-17@start-b', '1');
    expect(late.code).toBe(1);
    expect(late.err).toContain(
      'German has played Strategic movement this turn; Movement comes before it and is over (H)',
    );
  });

  it('G, Strategic Movement Card: an Air Support card played in reaction nullifies it', async () => {
    const g = game('air');
    expect((await g.cards('german', '--set', 'strategic-movement', '--turn', '1')).code).toBe(0);
    expect((await g.cards('allied', '--set', 'air-support-allied,artillery-support', '--turn', '1')).code).toBe(0);
    expect((await g.cards('german', '--play', 'strategic-movement')).code).toBe(0);
    expect((await g.cards('allied', '--play', 'air-support-allied')).code).toBe(0);
    const r = await g.move('ss-pzgren-38@start-b', '1');
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      'strategic-movement is nullified: 1 Air Support card(s) played in reaction ' +
        '(G, Strategic Movement Card: an Air Support card played in reaction nullifies it)',
    );
  });

  it('G, Snowstorm: no Strategic Movement card in a snowstorm, at play or at the move', async () => {
    const g = game('snow');
    expect((await g.cards('allied', '--set', 'snowstorm', '--turn', '1')).code).toBe(0);
    expect((await g.cards('allied', '--play', 'snowstorm')).code).toBe(0);
    expect((await g.cards('german', '--set', 'strategic-movement', '--turn', '2')).code).toBe(0);
    const play = await g.cards('german', '--play', 'strategic-movement');
    expect(play.code).toBe(1);
    expect(play.err).toContain('a snowstorm is in effect in turn 2: no strategic-movement may be played');
    // A card the journal saw played before the storm was known (set by hand) is held at the move as well.
    const j = JSON.parse(readFileSync(g.journal, 'utf8'));
    j.entries.push({
      ...j.entries.at(-1),
      command: 'hand nordwind',
      turn: 2,
      inputs: { side: 'german', play: ['strategic-movement'] },
    });
    writeFileSync(g.journal, JSON.stringify(j));
    const r = await g.move('ss-pzgren-38@start-b', '1', '2');
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      'strategic-movement may not be played in a snowstorm (turn 2) (G, Snowstorm: no strategic movement',
    );
  });

  it('G, Strategic Movement Card; L, E: engaged units stay, and an engaged area is not reinforced by it', async () => {
    const g = game('engaged');
    expect((await g.cards('german', '--set', 'strategic-movement,withdraw', '--turn', '1')).code).toBe(0);
    g.setState({ engaged: [{ area: 'start-b', turn: 1 }] });
    expect((await g.cards('german', '--play', 'strategic-movement')).code).toBe(0);
    const into = await g.move('ss-pzgren-38@start-b', '1');
    expect(into.code).toBe(1);
    expect(into.err).toContain(
      'ss-pzgren-38 may not reinforce the engaged area start-b by strategic-movement ' +
        '(L, E: an engaged area is not reinforced by strategic movement)',
    );
    g.setState({ engaged: [{ area: 'start-a', turn: 1 }] });
    const out = await g.move('ss-pzgren-38@start-b', '1');
    expect(out.code).toBe(1);
    expect(out.err).toContain(
      'ss-pzgren-38 is engaged in start-a: it may not move by strategic-movement ' +
        '(G, Strategic Movement Card: units engaged may not move by strategic movement)',
    );
  });
});
