import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { judgeMove } from '../../../src/rules/movement.js';
import { render } from '../../../src/assist/messages.js';

// Operation Nordwind's movement as its rules.yaml declares it (issue #22): a movement card's areas along the
// map's links, and the stops section G names, each refused or ended citing it.
const N = 'nordwind';
const s = loadScenario(`data/${N}`);
const m = s.rules!.movement!;
const dir = mkdtempSync(join(tmpdir(), 'sandtable-nordwind-move-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const unit = (id: string) => {
  const u = s.units.find((x) => x.id === id)!;
  return { ref: id, side: u.side, type: u.type, abilities: u.abilities };
};
const say = (a: ReturnType<typeof judgeMove>) => render(a.message);

describe('Nordwind G, Movement cards: areas along the links, and where a unit stops', () => {
  it('G: up to the card’s areas, kept in the journal; a second move past the card is refused', async () => {
    const journal = join(dir, 'cards.json');
    const move = (...a: string[]) => runCli('move', N, ...a, '--journal', journal, '--turn', '1');
    const two = await move('--units', 'us-397-inf@siersthal', '--areas', '2');
    expect(two.code, two.err).toBe(0);
    expect(two.out).toBe(
      'Operation Nordwind: Movement (G, Movement cards)\n' +
        '  us-397-inf: rimling → rohrbach → siersthal, 2 of 2 (G, Movement cards)\n',
    );
    expect(JSON.parse(readFileSync(journal, 'utf8')).state.positions['us-397-inf']).toBe('siersthal');
    const more = await move('--units', 'us-397-inf@hottviller', '--areas', '2');
    expect(more.err).toContain('us-397-inf has already moved this turn (2 of 2): no further move (G, Movement cards)');
    const far = await move('--units', 'us-71-inf@siersthal', '--areas', '1');
    expect(far.err).toContain(
      'us-71-inf cannot reach siersthal from gros-rederching within 1 areas (G, Movement cards)',
    );
    const card = await move('--units', 'us-71-inf@rohrbach');
    expect(card.code).not.toBe(0);
    expect(card.err).toContain('--areas is needed');
    const big = await move('--units', 'us-71-inf@rohrbach', '--areas', '4');
    expect(big.code).not.toBe(0);
  });

  it('G: a unit stops on entering an area with enemy units, and goes no further', () => {
    const placed = [{ ref: 'us-71-inf', side: 'us', at: 'rohrbach' }];
    const q = { unit: unit('ss-pzgren-38'), from: 'start-a', placed, cells: 3 };
    expect(say(judgeMove(s, m, { ...q, to: 'rohrbach' }))).toBe(
      'ss-pzgren-38: start-a → gros-rederching → rohrbach, 2 of 3 (G, Movement cards); ' +
        'it stops there (G: stop on entering enemy)',
    );
    expect(say(judgeMove(s, m, { ...q, to: 'siersthal' }))).toBe(
      'ss-pzgren-38 cannot reach siersthal: every way stops first in rohrbach (G: stop on entering enemy)',
    );
  });

  it('G, special rule: mountains stop every unit but the 6th SS Mountain Division', () => {
    const q = { from: 'lemberg', to: 'soucht', placed: [], cells: 2 };
    expect(say(judgeMove(s, m, { ...q, unit: unit('gr-87') }))).toMatch(
      /^gr-87 cannot reach soucht: every way stops first in \S+ \(G, special rule: mountains\)$/,
    );
    const nord = judgeMove(s, m, { ...q, unit: unit('ss-gebjg-11') });
    expect(nord.ok, say(nord)).toBe(true);
  });

  it('G: a trail ends the move; the strategic zone stops a unit entering it', () => {
    const trail = judgeMove(s, m, {
      unit: unit('us-397-inf'),
      from: 'rimling',
      to: 'hottviller',
      placed: [],
      cells: 3,
    });
    expect(say(trail)).toBe(
      'us-397-inf: rimling → hottviller, 1 of 3 (G, Movement cards); it stops there (G: a trail ends the move)',
    );
    const on = judgeMove(s, m, { unit: unit('us-397-inf'), from: 'rimling', to: 'siersthal', placed: [], cells: 3 });
    expect(on.ok && on.path).toEqual(['rimling', 'rohrbach', 'siersthal']);
    const strategic = judgeMove(s, m, {
      unit: unit('us-397-inf'),
      from: 'rimling',
      to: 'start-a',
      placed: [],
      cells: 3,
    });
    expect(strategic.ok && strategic.stopped).toBe(true);
    expect(say(strategic)).toContain('(G: stop in the strategic zone)');
  });
});

describe('Nordwind H: each side plays its part of the turn in turn', () => {
  it('H: once the Allied player has moved, the German part of that turn is over', async () => {
    const journal = join(dir, 'sides.json');
    const move = (units: string) =>
      runCli('move', N, '--units', units, '--areas', '1', '--journal', journal, '--turn', '1');
    expect((await move('ss-pzgren-37@rimling')).code).toBe(0);
    expect((await move('us-71-inf@rohrbach')).code).toBe(0);
    const again = await move('ss-pzgren-38@gros-rederching');
    expect(again.code).toBe(1);
    expect(again.err).toContain('German’s part of turn 1 is over: Allied has played since (H)');
  });
});

describe('Nordwind G: the card played holds --areas', () => {
  it('G, Movement cards: the card’s value, less one per Air Support in response, never below 1', async () => {
    const journal = join(dir, 'card.json');
    const cards = (side: string, ...a: string[]) => runCli('hand', N, '--side', side, ...a, '--journal', journal);
    const move = (units: string, areas: string) =>
      runCli('move', N, '--units', units, '--areas', areas, '--journal', journal, '--turn', '1');
    expect((await cards('german', '--set', 'movement-2,movement-3', '--turn', '1')).code).toBe(0);
    expect((await cards('allied', '--set', 'air-support-allied,movement-1', '--turn', '1')).code).toBe(0);
    const none = await move('ss-pzgren-37@rimling', '1');
    expect(none.code).toBe(1);
    expect(none.err).toContain(
      'the german hand in the journal has played no card to move by in turn 1: play one first (G, Movement cards)',
    );
    expect((await cards('german', '--play', 'movement-2')).code).toBe(0);
    const three = await move('ss-pzgren-37@rimling', '3');
    expect(three.err).toContain('movement-2 moves at most 2 area(s), not 3 (G, Movement cards)');
    expect((await cards('allied', '--play', 'air-support-allied')).code).toBe(0);
    const two = await move('ss-pzgren-37@rimling', '2');
    expect(two.err).toContain(
      'movement-2 moves at most 1 area(s) after 1 Air Support card(s) played in response, not 2 (G: an Air Support',
    );
    const one = await move('ss-pzgren-37@rimling', '1');
    expect(one.code, one.err).toBe(0);
  });

  it('G, Snowstorm: in the storm’s turn every move is one area, whatever card is played', async () => {
    const journal = join(dir, 'snow.json');
    const cards = (...a: string[]) => runCli('hand', N, '--side', 'allied', ...a, '--journal', journal);
    expect((await cards('--set', 'snowstorm,movement-3', '--turn', '1')).code).toBe(0);
    expect((await cards('--play', 'snowstorm')).code).toBe(0);
    expect((await cards('--play', 'movement-3', '--turn', '2')).code).toBe(0);
    const far = await runCli('move', N, '--units', 'us-71-inf@rohrbach', '--areas', '2', '--journal', journal);
    expect(far.code).toBe(1);
    expect(far.err).toContain('a snowstorm is in effect in turn 2: every move is one area, not 2 (G, Snowstorm');
  });
});
