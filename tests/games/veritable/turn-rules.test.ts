import { describe, it, expect } from 'vitest';
import { readPositionFile, positionItems } from '../../../src/assist/position/position-file.js';
import { checkAirTurn } from '../../../src/games/veritable/air.js';
import { checkFuhrerRoll, fuhrerRoll, recordFuhrer } from '../../../src/games/veritable/fuhrer.js';
import { render } from '../../../src/assist/messages.js';
import { runTally, tallyLevel, type TallyLine } from '../../../src/rules/victory-tally.js';
import type { VictoryProcedure } from '../../../src/model/schema/rules.js';
import { keptFacts } from '../../../src/rules/kept-units.js';
import { initialState, readState, stateKeys, type VeritableState } from '../../../src/games/veritable/state.js';
import {
  checkSetup as keyedSetup,
  s,
  index,
  afterSetup,
  airPhase,
  boardFor,
  moveUnits,
  SETUP_FILE,
  stateWith,
  chooseSequence,
  enterReserves,
} from './table.js';

/** The set-up check with its problems in English (they are keyed messages). */
const checkSetup = (_s: unknown, _index: unknown, entries: Parameters<typeof keyedSetup>[0]) => {
  const r = keyedSetup(entries);
  return { ...r, problems: r.problems.map((m) => render(m)) };
};

const victoryChart = s.charts.find((c) => c.id === 'victory') as Extract<
  (typeof s.charts)[number],
  { kind: 'victory' }
>;
const victoryDecl = s.rules!.procedures.find((p) => p.id === 'victory') as VictoryProcedure;

/** The tally rules.yaml declares (9.1), over a state as Veritable's journal keeps it (the engine reads it). */
function tally(st: VeritableState) {
  const input = { raw: { veritable: st }, journal: 'game.json', kept: true };
  const facts = keptFacts(s, victoryDecl, victoryDecl.tally!.kept!, input);
  const counts = {};
  const head = { game: s.id, procedure: 'victory', kind: 'victory', preview: false };
  return runTally(s, victoryDecl, victoryDecl.tally!, facts, counts, undefined, head).data as {
    lines: TallyLine[];
    total: number;
    final: boolean;
    level: { result: string };
  };
}

/** The state after both player turns of turn 1: the air phase of turn 2 comes next. */
function endOfTurn1(options: Record<string, string> = {}): VeritableState {
  const allied = chooseSequence(afterSetup(options), 'allied', 'move-attack', false, s);
  return chooseSequence(allied, 'german', 'move-attack', false, s);
}

const air = (st: VeritableState, turn: number, roll: number, amend = false) => airPhase(st, turn, roll, amend);

describe('4.0, 4.4, 5.1: the turn and the air phase', () => {
  it('4.4: the journal’s turn does not go backwards', () => {
    const st = air(endOfTurn1(), 2, 3);
    expect(() => checkAirTurn(s, st, 1, false)).toThrow(/the journal is at turn 2; turn 1 is over .*\(4\.4\)/);
  });

  it('5.1: the same turn’s air roll is not repeated, unless --amend replaces it', () => {
    const st = air(endOfTurn1(), 2, 5);
    expect(st.air).toMatchObject({ turn: 2, roll: 5, granted: { allied: 0, german: 1 } });
    expect(() => checkAirTurn(s, st, 2, false)).toThrow(
      /turn 2's air power was rolled already \(a 5\).*\(4\.1, 5\.1\)/,
    );
    const amended = air(st, 2, 2, true);
    // The Surge the wrong roll gave is taken back with it.
    expect(amended).toMatchObject({ luftwaffeSurges: 0, air: { roll: 2, granted: { allied: 1, german: 0 } } });
  });

  it('5.2: an amended roll cannot take back air units already spent', () => {
    const st = air(endOfTurn1(), 2, 4);
    st.air!.spent.allied = 1;
    expect(() => checkAirTurn(s, st, 2, true)).toThrow(/already spent in combat.*\(5\.2\)/);
  });

  it('4.3, 4.4: a turn begins only after the German player turn of the last; none is skipped', () => {
    const allied = chooseSequence(afterSetup(), 'allied', 'move-attack', false, s);
    expect(() => checkAirTurn(s, allied, 2, false)).toThrow(/turn 1's German player turn has not begun/);
    expect(() => checkAirTurn(s, endOfTurn1(), 3, false)).toThrow(/turn 2 comes first \(4\.4\)/);
  });

  it('5.1: the Surge count runs across turns: a first 5, then only a 6, never a third', () => {
    let st = air(endOfTurn1(), 2, 5);
    for (const [turn, roll, want] of [
      [3, 5, 1],
      [4, 6, 2],
      [5, 6, 2],
    ] as const) {
      st = chooseSequence(chooseSequence(st, 'allied', 'move-attack', false, s), 'german', 'move-attack', false, s);
      st = air(st, turn, roll);
      expect(st.luftwaffeSurges).toBe(want);
    }
  });

  it('4.4, 11.3: turn 8 only with optional 11.3 and every Allied reserve unit committed', () => {
    const at7 = { ...endOfTurn1(), turn: 7 };
    expect(() => checkAirTurn(s, at7, 8, false)).toThrow(/there is no turn 8 without optional rule 11\.3; .*\(4\.4\)/);
    const with113 = { ...endOfTurn1({ 'extra-allied-turn': 'on' }), turn: 7 };
    expect(() => checkAirTurn(s, with113, 8, false)).toThrow(/129-bde, 130-bde, .* still in the reserve \(11\.3\)/);
  });

  it('6.1: a side’s sequence choice holds for its turn; the Allied turn is over once the German one begins', () => {
    const allied = chooseSequence(afterSetup(), 'allied', 'attack-move', false, s);
    expect(() => chooseSequence(allied, 'allied', 'move-attack', false, s)).toThrow(
      /already; the choice holds .*\(6\.1\)/,
    );
    expect(chooseSequence(allied, 'allied', 'move-attack', true, s).sequence.allied).toBe('move-attack');
    const german = chooseSequence(allied, 'german', 'move-attack', false, s);
    expect(() => chooseSequence(german, 'allied', 'move-attack', false, s)).toThrow(
      /Allied player turn of turn 1 is over/,
    );
    expect(() => chooseSequence({ ...german, turn: 8 }, 'german', 'move-attack', false, s)).toThrow(/\(11\.3\)/);
  });
});

describe('8.1, 11.2, 11.3: reserves and the Führer', () => {
  it('11.2: only when the option is in play, in the German turn, once a unit a turn; 8.1: released units enter', () => {
    const off = air(endOfTurn1(), 2, 3);
    const german = (st: VeritableState) => chooseSequence(st, 'german', 'move-attack', false, s);
    // The options agreed at set-up, which the engine judges rules.yaml's `option` by (none agreed: off).
    const opened = (st: VeritableState) =>
      fuhrerRoll({ scenario: s, unit: 'pgr-60', turn: 2, preview: false, journal: true, state: stateKeys(s, st) });
    expect(opened(german(chooseSequence(off, 'allied', 'move-attack', false, s))).options).toEqual({});
    const on = german(
      chooseSequence(air(endOfTurn1({ 'fuhrer-interference': 'on' }), 2, 3), 'allied', 'move-attack', false, s),
    );
    expect(opened(on).options).toEqual({ 'fuhrer-interference': 'on' });
    checkFuhrerRoll(s, on, 'pgr-60', 2);
    expect(() => checkFuhrerRoll(s, off, 'pgr-60', 2)).toThrow(/Allied player turn.*a Führer roll/);
    const held = recordFuhrer(on, 'pgr-60', 2, 'held');
    expect(() => checkFuhrerRoll(s, held, 'pgr-60', 2)).toThrow(/asked for this turn already/);
    expect(() => enterReserves(s, held, boardFor(held), [{ ref: 'pgr-60', to: 'R7' }])).toThrow(
      /pgr-60 has not been released.*\(11\.2\)/,
    );
    const released = recordFuhrer(on, 'pgr-156', 2, 'released');
    const entered = enterReserves(s, released, boardFor(released), [{ ref: 'pgr-156', to: 'R7' }]).state;
    expect(entered.units['pgr-156']).toEqual({ status: 'map', at: 'R7', turn: 2 });
    expect(entered.reservesEntered).toEqual([{ unit: 'pgr-156', side: 'german', turn: 2, at: 'R7' }]);
  });

  it('8.1: reserves enter from turn 2, at their own edge road hexes, before the side moves or fights (6.1)', () => {
    const turn1 = chooseSequence(afterSetup(), 'allied', 'move-attack', false, s);
    expect(() => enterReserves(s, turn1, boardFor(turn1), [{ ref: '129-bde', to: 'A7' }])).toThrow(
      /no reserves before turn 2 \(8\.1\)/,
    );
    const turn2 = chooseSequence(air(endOfTurn1(), 2, 3), 'allied', 'move-attack', false, s);
    expect(() => enterReserves(s, turn2, boardFor(turn2), [{ ref: '129-bde', to: 'B7' }])).toThrow(
      /enters on the west edge road hexes A3, A7; not B7 \(8\.1\)/,
    );
    const moved = moveUnits(turn2, [{ ref: '71-bde', to: 'E6' }], []).state;
    expect(() => enterReserves(s, moved, boardFor(moved), [{ ref: '129-bde', to: 'A7' }])).toThrow(/\(6\.1\)/);
  });
});

describe('6.1, 6.3, 8.4: movement kept in the journal', () => {
  const turn2 = () => chooseSequence(air(endOfTurn1(), 2, 3), 'allied', 'move-attack', false, s);

  it('6.3: no unit enters an enemy-occupied hex; an over-stack is let stand until the end of the turn', () => {
    expect(() => moveUnits(turn2(), [{ ref: '71-bde', to: 'F7' }], [])).toThrow(
      /never enter an enemy-occupied hex \(6\.3\)/,
    );
    // Stacking is judged at the end of the turn (6.3, rules.yaml's movement.stacking): the move stands, noted.
    const over = moveUnits(turn2(), [{ ref: '71-bde', to: 'E8' }], []);
    expect(over.steps.map((m) => render(m)).join('\n')).toMatch(
      /E8: 4 regiments\/brigades from 2 divisions .*judged at the end of the turn/,
    );
  });

  it('8.4: outposts never move; 6.1.1: under Move/Attack nothing moves once the player has attacked', () => {
    const st = turn2();
    st.phase = 'german';
    st.sequence.german = 'move-attack';
    expect(() => moveUnits(st, [{ ref: 'outpost-2', to: 'G7' }], [])).toThrow(/outposts may not move \(8\.4\)/);
    const fought = turn2();
    fought.activity.fought = true;
    expect(() => moveUnits(fought, [{ ref: '71-bde', to: 'E6' }], [])).toThrow(/\(6\.1\.1\)/);
  });

  it('9.1: an Allied unit leaves only by the east edge, and is then out of the game', () => {
    const st = stateWith(['71-bde@R7'], { sequence: { allied: 'move-attack' } });
    const after = moveUnits(st, [], ['71-bde']).state;
    expect(after.units['71-bde']).toEqual({ status: 'exited', turn: 2 });
    const west = stateWith(['71-bde@Q7'], { sequence: { allied: 'move-attack' } });
    expect(() => moveUnits(west, [], ['71-bde'])).toThrow(/by the east edge, from a hex on it \(9\.1\)/);
  });
});

describe('10.0, 8.4: set-up check', () => {
  const entries = () => readPositionFile(SETUP_FILE, s).entries;
  const replace = (ref: string, item: string | undefined) => {
    const rest = entries().filter((e) => e.ref !== ref);
    return item ? [...rest, ...positionItems(s, [item])] : rest;
  };

  it('10.0: the fixture’s set-up is legal', () => {
    expect(checkSetup(s, index, entries()).problems).toEqual([]);
  });

  it('8.4: the outposts, by their hexes or zones of control, must cover F3 to F9', () => {
    const r = checkSetup(s, index, replace('outpost-1', 'outpost-1@K5'));
    expect(r.uncovered).toEqual(['F4', 'F5']);
    expect(r.problems).toContain(
      'the outposts, by their hexes or zones of control, leave front-line hexes F4, F5 uncovered; they must cover ' +
        'F3 to F9 before any is set elsewhere (8.4)',
    );
  });

  it('10.1, 10.2: zones, reserves, and every unit placed once', () => {
    const problems = checkSetup(s, index, [
      ...replace('44-bde', '44-bde@G8').filter((e) => e.ref !== 'fjr-20'),
      ...positionItems(s, ['pgr-60@K5', 'fjr-20@I9']),
    ]).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        'pgr-60 starts in the strategic reserve (german-reserve), not on the map (10.1, 8.1)',
        '44-bde in G8 is outside its set-up zone, west of the front line (10.2)',
        'fjr-20 in I9 is outside its set-up zone, cleve or goch (10.1)',
      ]),
    );
    expect(checkSetup(s, index, replace('gr-1062', undefined)).problems).toEqual([
      'gr-1062 is not placed: it sets up in east-of-front (10.1)',
    ]);
  });

  it('6.3: three flak batteries in one hex at the set-up are two smaller units too many', () => {
    const others = entries().filter((e) => !e.ref.startsWith('flak-'));
    const problems = checkSetup(s, index, [...others, ...positionItems(s, ['flak-1@O11', 'flak-2@O11', 'flak-3@O11'])]);
    expect(problems.problems).toEqual([
      'O11: 3 battalions, batteries or Kampfgruppen (flak-1, flak-2, flak-3); only one may join a stack (6.3)',
    ]);
  });

  it('6.3: an over-stacked hex in the set-up is named', () => {
    const problems = checkSetup(s, index, replace('152-bde', '152-bde@E7')).problems;
    expect(problems).toEqual([
      'E7: 4 regiments/brigades from 2 divisions (71-bde, 158-bde, 160-bde, 152-bde); ' +
        'only two from different divisions may stack (6.3)',
    ]);
  });
});

describe('9.1, 9.2: victory from the state', () => {
  it('9.1: Cleve, German reserve entries, Allied losses and half a point for each unsupplied Allied unit', () => {
    const st = afterSetup();
    st.turn = 7;
    st.phase = 'german';
    st.endedTurn = 7;
    st.towns.Cleve = 'allied';
    st.reservesEntered.push({ unit: 'pgr-60', side: 'german', turn: 3, at: 'R7' });
    st.reservesEntered.push({ unit: 'pgr-156', side: 'german', turn: 4, at: 'R7' });
    st.units['pgr-60'] = { status: 'map', at: 'R7' };
    st.units['pgr-156'] = { status: 'map', at: 'R7' };
    st.units['71-bde'] = { status: 'eliminated', turn: 3 };
    // A brigade ringed by German units traces no supply line at the end.
    st.units['158-bde'] = { status: 'map', at: 'K5' };
    for (const [r, at] of [
      ['gr-1051', 'K4'],
      ['gr-1052', 'K6'],
      ['gr-1062', 'J5'],
      ['fjr-19', 'L5'],
      ['fjr-20', 'J6'],
      ['kg-katzmann', 'L6'],
    ])
      st.units[r] = { status: 'map', at };
    const r = tally(st);
    const line = (id: string) => r.lines.find((l) => l.id === id)!;
    expect(line('german-reserve')).toMatchObject({ count: 2, points: 2 });
    expect(line('allied-eliminated')).toMatchObject({ count: 1, points: -1 });
    expect(line('allied-out-of-supply')).toMatchObject({ count: 1, points: -0.5 });
    expect(line('cleve')).toMatchObject({ count: 1, points: 1 });
    expect(line('goch')).toMatchObject({ count: 0, points: 0 });
    expect(r.total).toBe(1.5);
    expect(r.final).toBe(true);
    // 1.5 is named by no level: between "1 or less" and "2-4" it is the draw by the option's default.
    expect(r.level.result).toBe('Draw');
  });

  it('9.2: 1.5 and 4.5 fall between the levels; option vp-fractions reads them, draw-between by default', () => {
    const level = (total: number, choice: string) => tallyLevel(victoryChart, total, choice).result;
    expect(s.game.options.find((o) => o.id === 'vp-fractions')?.default).toBe('draw-between');
    expect([level(1.5, 'draw-between'), level(1.5, 'round-down'), level(1.5, 'round-up')]).toEqual([
      'Draw',
      'German victory',
      'Draw',
    ]);
    expect([level(4.5, 'draw-between'), level(4.5, 'round-down'), level(4.5, 'round-up')]).toEqual([
      'Draw',
      'Draw',
      'Major Allied victory',
    ]);
    expect(tallyLevel(victoryChart, 1.5, 'draw-between').why).toMatch(/lies between the bands/);
    expect(level(5, 'draw-between')).toBe('Major Allied victory');
    expect(level(1, 'draw-between')).toBe('German victory');
  });
});

describe('the state in the journal', () => {
  it('a journal written before the typed state keeps its turn, Surges, eliminations and refusals', () => {
    const st = readState(s, { turn: 3, luftwaffeSurges: 1, eliminated: ['71-bde'], fuhrerRefused: ['pz-16'] });
    expect(st).toMatchObject({ turn: 3, phase: 'allied', luftwaffeSurges: 1, fuhrer: { refused: ['pz-16'] } });
    expect(st.units['71-bde'].status).toBe('eliminated');
  });

  it('a state that is not a Veritable state is refused, naming the field', () => {
    const bad = { ...initialState(s), turn: 12 };
    expect(() => readState(s, { veritable: bad }, 'g.json')).toThrow(/g\.json: state\.veritable\.turn: /);
  });
});
