import { describe, it, expect } from 'vitest';
import { checkAirTurn } from '../../../src/games/veritable/air.js';
import { declaredTurns } from '../../../src/rules/turn-end.js';
import { gameWords, render } from '../../../src/assist/messages.js';
import type { Scenario } from '../../../src/model/scenario.js';
import type { ReserveProcedure } from '../../../src/model/schema/reserve-procedure.js';
import type { TurnEndProcedure } from '../../../src/model/schema/turn-end-procedure.js';
import { s, afterSetup, boardFor, stateWith, chooseSequence, enterReserves } from './table.js';
import { refusal } from './refusal.js';
import { RU } from '../../../src/print/catalogue/ru.js';

// Veritable's turns are its rules.yaml's, not numbers of its code: the last turn is the victory's lastTurn (4.4),
// optional 11.3's extra Allied turn the end of the turn's value, the first turn of reserves the reserve's (8.1).

/** A copy of Veritable with rules.yaml changed by `change`. */
function withRules(change: (procedures: NonNullable<Scenario['rules']>['procedures']) => void): Scenario {
  const rules = structuredClone(s.rules)!;
  change(rules.procedures);
  return { ...s, rules };
}

const reserve = (procedures: NonNullable<Scenario['rules']>['procedures']) =>
  procedures.find((p): p is ReserveProcedure => p.kind === 'reserve')!;
const turnEnd = (procedures: NonNullable<Scenario['rules']>['procedures']) =>
  procedures.find((p): p is TurnEndProcedure => p.kind === 'turn-end')!;

describe('Veritable’s turns from rules.yaml (4.4, 8.1, 11.3)', () => {
  it('as declared: seven turns, the eighth under 11.3, reserves from turn 2', () => {
    expect(declaredTurns(s)).toEqual({ last: 7, extra: 8 });
    expect(reserve(s.rules!.procedures).from).toEqual({ turn: 2, section: '8.1' });
  });

  it('a last turn of 6 in the data: turn 7 is no turn of the game, and the German player has none', () => {
    const six = withRules((ps) => {
      const v = ps.find((p) => p.kind === 'victory');
      if (v?.kind === 'victory') v.lastTurn = 6;
    });
    expect(() => checkAirTurn(six, stateWith([], { turn: 6 }), 7, false)).toThrow(/the game has no turn 7 \(4\.4\)/);
    const allied = chooseSequence(stateWith([], { turn: 7, phase: 'allied' }), 'allied', 'move-attack', false, six);
    expect(() => chooseSequence(allied, 'german', 'move-attack', false, six)).toThrow(/turn 7 is the Allied player/);
    expect(() => chooseSequence(allied, 'german', 'move-attack', false, s)).not.toThrow();
    // Without 11.3 the refusal of the extra turn names the data's turns, not the bundled game's 8 and 7.
    expect(() => checkAirTurn(six, stateWith([], { turn: 6 }), 7, false)).not.toThrow(/turn 8|after turn 7/);
    const extra = withRules((ps) => {
      const v = ps.find((p) => p.kind === 'victory');
      if (v?.kind === 'victory') v.lastTurn = 9;
      turnEnd(ps).values = [{ id: 'extra-turn', value: 10, section: '11.3' }];
    });
    expect(() => checkAirTurn(extra, stateWith([], { turn: 9 }), 10, false)).toThrow(
      'there is no turn 10 without optional rule 11.3; the game ends after turn 9 (4.4)',
    );
    expect(() => checkAirTurn(s, stateWith([], { turn: 7 }), 8, false)).toThrow(
      'there is no turn 8 without optional rule 11.3; the game ends after turn 7 (4.4)',
    );
  });

  it('an extra turn of 10 in the data: its refusal of uncommitted reserves names turn 10 (English, Russian)', () => {
    const ru = { ...gameWords('ru'), ...RU.rules, ...s.locales.ru!.words.rules };
    const ten = withRules((ps) => {
      const v = ps.find((p) => p.kind === 'victory');
      if (v?.kind === 'victory') v.lastTurn = 9;
      turnEnd(ps).values = [{ id: 'extra-turn', value: 10, section: '11.3' }];
    });
    const st = stateWith([], { turn: 9, options: { ...stateWith([]).options, 'extra-allied-turn': 'on' } });
    st.units['129-bde'] = { status: 'reserve', at: 'allied-reserve' };
    const r = refusal(() => checkAirTurn(ten, st, 10, false));
    expect(r.message).toBe(
      'turn 10, the extra turn, needs every Allied reserve unit committed; 129-bde is still in the reserve (11.3)',
    );
    expect(render(r.why, ru)).toBe(
      'для хода 10, дополнительного, нужны все резервы союзников; в резерве ещё 129-bde (11.3)',
    );
    expect(refusal(() => checkAirTurn(s, { ...st, turn: 7 }, 8, false)).message).toMatch(/^turn 8, the extra turn/);
    // Without 11.3 the Russian names the data's turns too.
    const off = stateWith([], { turn: 9 });
    expect(render(refusal(() => checkAirTurn(ten, off, 10, false)).why, ru)).toBe(
      'без дополнительного правила 11.3 хода 10 нет; игра кончается после хода 9 (4.4)',
    );
  });

  it('reserves from turn 3 in the data: a reserve entering on turn 2 is refused (8.1)', () => {
    const three = withRules((ps) => {
      reserve(ps).from = { turn: 3, section: '8.1' };
    });
    const st = chooseSequence({ ...afterSetup(), turn: 2 }, 'allied', 'move-attack', false, s);
    const entering = (g: Scenario) => enterReserves(g, st, boardFor(st), [{ ref: '129-bde', to: 'A3' }]);
    expect(entering(s).state.units['129-bde']).toEqual({ status: 'map', at: 'A3', turn: 2 });
    expect(() => entering(three)).toThrow('turn 2: reserves enter from turn 3 on; no reserves before turn 3 (8.1)');
  });
});
