import { describe, it, expect } from 'vitest';
import { stackingProblem } from '../../../src/games/veritable/stacking.js';
import { placeUnits } from '../../../src/rules/shared/placed-unit.js';
import {
  continueCombat,
  prepareCombat,
  startCombat,
  type CombatCall,
  type CombatTable,
} from '../../../src/games/veritable/combat.js';
import { retreatHexes } from '../../../src/games/veritable/retreat.js';
import { Board } from '../../../src/games/veritable/board.js';
import type { LossChoice } from '../../../src/rules/owner-losses.js';
import type { VeritableState } from '../../../src/games/veritable/state.js';
import { s, index, crt, boardOf, boardFor, stateWith, call } from './table.js';
import { render } from '../../../src/assist/messages.js';

/** A table over a journal state (changed in place, as the command changes its copy). */
function tableOf(st: VeritableState): CombatTable {
  return { s, index, crt, board: boardFor(st), state: st };
}

/** Prepares, rolls `roll` and carries the combat as far as `choices` go, with these retreat dice. */
function fight(t: CombatTable, c: CombatCall, roll: number, choices: LossChoice[] = [], dice: number[] = []) {
  const prepared = prepareCombat(t, c);
  const pending = startCombat(t, prepared, roll, c.attackerReading);
  return continueCombat(t, pending, { choices, advance: 'none' }, () => dice.shift()!);
}

const retreat = (ref: string, to?: string): LossChoice => ({ ref, choice: 'retreat', ...(to ? { to } : {}) });

describe('8.3: German anti-tank', () => {
  it('8.3: an anti-tank battery adds +1 only when defending, and cancels a 79th shift there', () => {
    const t = { s, index, crt, board: new Board(s, index, [], false) };
    const a = prepareCombat(t, call(['71-bde@H8', '30-armd-bde@H8'], ['flak-1@I9', 'gr-1051@I9'])).assessment;
    expect(a.retreatModifier.allied).toBe(1);
    expect(a.shifts.map((x) => x.reason)).toEqual(
      expect.arrayContaining(['1 79th Armoured unit (8.2)', 'German anti-tank cancels 1 of them (8.3)']),
    );
  });

  it('8.3: an anti-tank battery, attack factor 0, may not attack, so it neither adds +1 nor cancels a 79th', () => {
    const t = { s, index, crt, board: new Board(s, index, [], false) };
    expect(() => prepareCombat(t, call(['gr-1051@I9', 'flak-1@I9'], ['71-bde@H8', '30-armd-bde@H8']))).toThrow(
      /flak-1 has an attack factor of 0 and does not attack; .*only when they defend \(8\.3\)/,
    );
  });

  it("8.3: the +1 is rules.yaml's (outcome.testModifiers): a copy that adds 2 tests the Allies 2 harder", () => {
    const outcome = (p: (typeof s.rules & object)['procedures'][number]) =>
      p.kind === 'hook' && p.outcome
        ? { ...p, outcome: { ...p.outcome, testModifiers: p.outcome.testModifiers.map((m) => ({ ...m, by: 2 })) } }
        : p;
    const copy = { ...s, rules: { ...s.rules!, procedures: s.rules!.procedures.map(outcome) } };
    const t = { s: copy, index, crt, board: new Board(copy, index, [], false) };
    const a = prepareCombat(t, call(['71-bde@H8'], ['flak-1@I9', 'gr-1051@I9'])).assessment;
    expect(a.retreatModifier).toEqual({ allied: 2, german: 0 });
    expect(render(a.steps.at(-1)!)).toBe(
      'Allied retreat tests in this combat add 2: German anti-tank takes part (8.3)',
    );
    const none = prepareCombat(t, call(['71-bde@H8'], ['gr-1051@I9'])).assessment;
    expect(none.retreatModifier).toEqual({ allied: 0, german: 0 });
  });

  it('8.3: a Panzer regiment with an attack factor counts when it attacks: +1 and a cancelled 79th shift', () => {
    const t = { s, index, crt, board: new Board(s, index, [], false) };
    const a = prepareCombat(t, call(['pz-16@I9'], ['71-bde@H8', '30-armd-bde@H8'])).assessment;
    expect(a.retreatModifier.allied).toBe(1);
    expect(a.shifts.map((x) => x.value)).toEqual([-1, 1, ...a.shifts.slice(2).map((x) => x.value)]);
  });
});

describe('6.3, 8.2: stacking', () => {
  const stack = (items: string[]) => stackingProblem(s, placeUnits(s, index, items));
  it('6.3/8.2: one 79th unit does not count as a brigade, a second does', () => {
    expect(stack(['71-bde@H8', '158-bde@H8', '160-bde@H8', '30-armd-bde@H8'])).toBeUndefined();
    expect(stack(['71-bde@H8', '158-bde@H8', '160-bde@H8', '30-armd-bde@H8', '31-armd-bde@H8'])).toMatch(
      /4 regiments\/brigades from 2 divisions .*one 79th Armoured unit a hex stacks free, 31-armd-bde counts as/,
    );
    // Counted as a brigade, the second still fits beside one brigade of another division.
    expect(stack(['71-bde@H8', '30-armd-bde@H8', '31-armd-bde@H8'])).toBeUndefined();
  });

  it('6.3: outposts never count; a division’s own battalion is not the one extra unit', () => {
    expect(
      stack(['gr-1051@I9', 'gr-1052@I9', 'gr-1062@I9', 'flak-1@I9', 'outpost-1@I9', 'outpost-2@I9']),
    ).toBeUndefined();
    expect(stack(['pgr-104@I9', 'pgr-115@I9', 'stug-115@I9', 'kg-katzmann@I9'])).toBeUndefined();
    expect(stack(['gr-1051@I9', 'kg-katzmann@I9', 'flak-1@I9'])).toMatch(/2 battalions, batteries or Kampfgruppen/);
  });
});

describe('5.1, 5.2: air units from the journal', () => {
  const st = () =>
    stateWith(['71-bde@H8', '158-bde@H8', 'gr-1051@I9', 'gr-1052@J9'], {
      sequence: { allied: 'move-attack' },
      air: { turn: 2, roll: 2, granted: { allied: 1, german: 0 }, spent: { allied: 0, german: 0 }, surgesBefore: 0 },
    });

  it('5.1/5.2: three RAF on a turn whose roll gave one are refused', () => {
    const t = tableOf(st());
    expect(() => prepareCombat(t, call(['71-bde'], ['gr-1051'], { air: { attacker: 3, defender: 0 } }))).toThrow(
      /3 RAF air units asked for, 1 left: turn 2's roll of 2 gave 1 and 0 are spent.*\(5\.1, 5\.2\)/,
    );
  });

  it('5.2: an air unit is spent in one combat: the Surge used once may not be used again', () => {
    const state = st();
    state.phase = 'german';
    state.sequence.german = 'move-attack';
    state.air = {
      turn: 2,
      roll: 5,
      granted: { allied: 0, german: 1 },
      spent: { allied: 0, german: 0 },
      surgesBefore: 0,
    };
    const t = tableOf(state);
    const first = fight(t, call(['gr-1051'], ['71-bde', '158-bde'], { air: { attacker: 1, defender: 0 } }), 6);
    expect(first.question).toBeDefined();
    expect(state.air.spent.german).toBe(1);
    expect(() =>
      prepareCombat(t, call(['gr-1052'], ['71-bde', '158-bde'], { air: { attacker: 1, defender: 0 } })),
    ).toThrow(
      /1 Luftwaffe Surge asked for, 0 left.*1 is spent; an air unit is used once, in the turn it comes \(5\.1, 5\.2\)/,
    );
  });

  it('4.1/5.1: turn 1 has no air units at all', () => {
    const t = tableOf(st());
    t.state!.turn = 1;
    t.state!.air = undefined;
    expect(() => prepareCombat(t, call(['71-bde'], ['gr-1051'], { air: { attacker: 1, defender: 0 } }))).toThrow(
      /no RAF air unit on turn 1: turn 1 has no air power phase \(4\.1, 5\.1\)/,
    );
  });
});

describe('the journal says who is where', () => {
  const st = () =>
    stateWith(['71-bde@H8', '158-bde@H8', 'gr-1051@I9', 'flak-1@I9'], { sequence: { allied: 'move-attack' } });

  it('6.5.3: a unit the journal lists as eliminated does not fight again', () => {
    const state = st();
    state.units['160-bde'] = { status: 'eliminated', turn: 1 };
    expect(() => prepareCombat(tableOf(state), call(['71-bde', '160-bde'], ['I9']))).toThrow(
      /160-bde was eliminated on turn 1; every unit has one step \(6\.5\.3\)/,
    );
  });

  it('6.5: a unit not where the command says it is, or a reserve unit, is refused', () => {
    expect(() => prepareCombat(tableOf(st()), call(['71-bde@H9'], ['I9']))).toThrow(/71-bde stands in H8, not H9/);
    const state = st();
    state.units['129-bde'] = { status: 'reserve', at: 'allied-reserve' };
    expect(() => prepareCombat(tableOf(state), call(['129-bde'], ['I9']))).toThrow(/strategic reserve.*\(8\.1\)/);
  });

  it('6.5: every unit in the attacked hex defends', () => {
    expect(() => prepareCombat(tableOf(st()), call(['71-bde'], ['gr-1051']))).toThrow(
      /every unit in I9 defends together: flak-1 stands there too \(6\.5\)/,
    );
    expect(prepareCombat(tableOf(st()), call(['71-bde'], ['I9'])).defenders.map((d) => d.ref)).toEqual([
      'gr-1051',
      'flak-1',
    ]);
  });

  it('6.5: each unit attacks once in its player turn, so a combat run again is refused, not logged twice', () => {
    const t = tableOf(st());
    // 7 against 8 is 1-2, the Siegfried Line makes it 1-3, and a 6 there is 1/1.
    const plan = [retreat('gr-1051', 'J9'), retreat('flak-1', 'J9'), { ref: '71-bde', choice: 'loss' as const }];
    expect(fight(t, call(['71-bde', '158-bde'], ['I9']), 6, plan, [1, 1]).done).toBe(true);
    expect(() => prepareCombat(t, call(['158-bde'], ['flak-1']))).toThrow(
      /158-bde has attacked already this player turn; each unit attacks once/,
    );
  });

  it('6.1: the turn’s Attack/Move choice is read from the journal and may not change', () => {
    const state = st();
    const moveFirst = prepareCombat(tableOf(state), call(['71-bde'], ['I9'])).assessment.netShift;
    state.sequence.allied = 'attack-move';
    expect(prepareCombat(tableOf(state), call(['71-bde'], ['I9'])).assessment.netShift).toBe(moveFirst + 1);
    expect(() => prepareCombat(tableOf(state), call(['71-bde'], ['I9'], { sequence: 'move-attack' }))).toThrow(
      /chose attack-move for turn 2; the choice is made at the beginning of the turn and holds for all of it \(6\.1\)/,
    );
  });

  it('6.1.2: under Attack/Move no attack comes after a move', () => {
    const state = st();
    state.sequence.allied = 'attack-move';
    state.activity.moved = true;
    expect(() => prepareCombat(tableOf(state), call(['71-bde'], ['I9']))).toThrow(/\(6\.1\.2\)/);
  });

  it('6.5, 4.3: only the phasing player attacks', () => {
    expect(() => prepareCombat(tableOf(st()), call(['gr-1051', 'flak-1'], ['H8']))).toThrow(
      /turn 2 is in the Allied player turn; combat is for the German player in his own player turn \(4\.2, 4\.3\)/,
    );
  });
});

describe('7.0: supply at the moment of combat', () => {
  it('7.0/7.2: a stack cut off by enemy units and zones of control is halved without being told', () => {
    const ring = index.grid.neighbours(index.cell('I9')).map((c) => index.grid.label(c));
    const allied = ['71-bde', '158-bde', '160-bde', '44-bde', '46-bde', '227-bde'].map((r, i) => `${r}@${ring[i]}`);
    const st = stateWith(['gr-1051@I9', ...allied], { sequence: { allied: 'move-attack' } });
    const p = prepareCombat(tableOf(st), call([allied[0].split('@')[0]], ['I9']));
    expect(p.supply).toEqual({ traced: true, outOfSupply: ['I9'] });
    expect(p.assessment.defence.total).toBe(3); // 3, doubled in the woods, halved
  });

  it('7.0: where the positions are known, supply is not typed: --oos flags are refused', () => {
    const st = stateWith(['71-bde@H8', 'gr-1051@I9'], { sequence: { allied: 'move-attack' } });
    expect(() =>
      prepareCombat(tableOf(st), call(['71-bde'], ['I9'], { oos: { attacker: true, defender: false } })),
    ).toThrow(/supply is traced from the positions at the moment of combat \(7\.0\)/);
  });
});

describe('6.5.3: retreats', () => {
  it('6.5.3: legal hexes: no enemy hex, no empty enemy zone, no over-stacked end; a friend opens a zone', () => {
    const board = boardOf(['gr-1052@G5', 'flak-2@G6', 'fjr-19@H5', 'fjr-20@H5', '44-bde@F4', '71-bde@F5']);
    const r = retreatHexes(board, board.get('gr-1052')!, 1, new Set());
    expect(r.routes.map((x) => x.to).sort()).toEqual(['G6', 'H4']);
    expect(r.closed.map((m) => render(m))).toEqual(
      expect.arrayContaining([
        'F4: enemy-occupied (6.3)',
        'G4: enemy zone of control with no friendly unit in it (6.4, 6.5.3)',
        expect.stringMatching(/^H5: over-stacked at the end of the retreat/),
      ]),
    );
  });

  it('6.5.3: a two-hex retreat ends two hexes away, along hexes it may enter', () => {
    const board = boardOf(['gr-1052@G5', '44-bde@F4', '71-bde@F5']);
    const r = retreatHexes(board, board.get('gr-1052')!, 2, new Set());
    expect(r.routes.length).toBeGreaterThan(0);
    for (const route of r.routes) {
      expect(route.path).toHaveLength(2);
      expect(['G4', 'G6']).not.toContain(route.path[0]);
    }
  });

  it('6.5.3: a brigade boxed in by outposts’ zones of control takes the loss; it does not "retreat, pass"', () => {
    const st = stateWith(['71-bde@F5', 'outpost-1@F4', 'outpost-2@F6', 'gr-1052@G5'], {
      phase: 'german',
      sequence: { german: 'move-attack' },
    });
    const t = tableOf(st);
    const r = fight(t, call(['gr-1052'], ['F5']), 6); // 2 against 4 is 1-2; a 6 there is -/1
    expect(r.question).toBeUndefined();
    expect(r.pending.outcomes[0]).toMatchObject({ ref: '71-bde', outcome: 'eliminated' });
    expect(r.pending.outcomes[0].roll).toBeUndefined();
    expect(r.pending.outcomes[0].why).toMatch(/no hex to retreat 1 into \(6\.5\.3\): it takes the loss/);
    expect(st.units['71-bde']).toMatchObject({ status: 'eliminated', turn: 2 });
  });

  it('6.5.3: two brigades boxed in: the player still chooses which is lost, and the other stays', () => {
    const st = stateWith(['71-bde@F5', '158-bde@F5', 'outpost-1@F4', 'outpost-2@F6', 'gr-1052@G5', 'gr-1062@G6'], {
      phase: 'german',
      sequence: { german: 'move-attack' },
    });
    const t = tableOf(st);
    const asked = fight(t, call(['gr-1052', 'gr-1062'], ['F5']), 6); // 4 against 7 is 1-2: -/1
    expect(asked.question?.loss?.units.map((u) => [u.ref, u.hexes, u.cannot])).toEqual([
      ['71-bde', [], 'no hex to retreat 1 into (6.5.3)'],
      ['158-bde', [], 'no hex to retreat 1 into (6.5.3)'],
    ]);
    const st2 = stateWith(['71-bde@F5', '158-bde@F5', 'outpost-1@F4', 'outpost-2@F6', 'gr-1052@G5', 'gr-1062@G6'], {
      phase: 'german',
      sequence: { german: 'move-attack' },
    });
    const r = fight(tableOf(st2), call(['gr-1052', 'gr-1062'], ['F5']), 6, [{ ref: '158-bde', choice: 'loss' }]);
    expect(r.pending.outcomes.filter((o) => o.side === 'allied').map((o) => [o.ref, o.outcome])).toEqual([
      ['158-bde', 'eliminated'],
      ['71-bde', 'stays'],
    ]);
  });

  it('6.5.3: a retreat to a hex not on the list is refused before any die is rolled', () => {
    const st = stateWith(['gr-1052@G5', 'flak-2@G6', '44-bde@F4', '71-bde@F5'], {
      sequence: { allied: 'move-attack' },
    });
    const t = tableOf(st);
    expect(() => fight(t, call(['44-bde', '71-bde'], ['G5']), 4, [retreat('gr-1052', 'G4')])).toThrow(
      /gr-1052 may not retreat to G4; the legal hexes are G6, H4, H5 \(6\.5\.3\)/,
    );
  });
});

describe('6.5.3, 6.5.4: the choice after the result, and the state after it', () => {
  const start = () =>
    stateWith(['gr-1052@G5', 'flak-2@G6', '44-bde@F4', '71-bde@F5'], { sequence: { allied: 'move-attack' } });

  it('6.5.3: the defender is asked after the roll; the state learns nothing until the combat is whole', () => {
    const st = start();
    const before = structuredClone(st.units);
    const t = tableOf(st);
    const prepared = prepareCombat(t, call(['44-bde', '71-bde'], ['G5']));
    const pending = startCombat(t, prepared, 6, 'all-or-losses');
    const asked = continueCombat(t, pending, {}, () => {
      throw new Error('no die before the choice');
    });
    expect(asked.question?.loss?.side).toBe('german');
    expect(st.units).toEqual(before);
  });

  it('6.5.3/6.5.4: a retreat through a zone of control a friend holds, then the advance: both in the positions', () => {
    const st = start();
    const t = tableOf(st);
    const prepared = prepareCombat(t, call(['44-bde', '71-bde'], ['G5']));
    const pending = startCombat(t, prepared, 6, 'all-or-losses'); // 9 against 3 is 3-1: a 6 is -/2
    expect(pending.result).toBe('-/2');
    // Two hexes: G7 is reached only through G6, in the Allied zone of control but held by flak-2 (6.4).
    const asked = continueCombat(t, pending, { choices: [retreat('gr-1052', 'G7')] }, () => 1);
    expect(asked.question?.advance?.units).toEqual(['44-bde', '71-bde']);
    expect(asked.pending.outcomes[0]).toMatchObject({
      ref: 'gr-1052',
      outcome: 'retreats',
      to: 'G7',
      path: ['G6', 'G7'],
    });
    const done = continueCombat(t, asked.pending, { advance: ['71-bde'] }, () => 1);
    expect(done.done).toBe(true);
    expect(st.units['gr-1052']).toEqual({ status: 'map', at: 'G7' });
    expect(st.units['71-bde']).toEqual({ status: 'map', at: 'G5' });
    expect(st.activity.attacked).toEqual(['44-bde', '71-bde']);
  });
});
