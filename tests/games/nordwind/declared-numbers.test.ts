import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { makeTranslator } from '../../../src/parts/aids/translator.js';
import { crtAid } from '../../../src/parts/aids/crt-aid.js';
import { planAreaRounds } from '../../../src/rules/area-rounds.js';
import { declaredShift } from '../../../src/rules/rounds-run.js';
import { cardPlay } from '../../../src/games/nordwind/card-play.js';
import type { RoundsProcedure } from '../../../src/model/schema/rules.js';
import { runWays } from '../../../src/rules/victory-ways.js';
import type { Scenario } from '../../../src/model/scenario.js';
import { render } from '../../../src/assist/messages.js';
import type { Crt } from '../../../src/model/schema/charts.js';
import type { Unit } from '../../../src/model/schema/units.js';

// Nordwind's battle (L, kind: rounds) and its card-play hook read every shift and die modifier from its declaration
// in rules.yaml, and the CRT aids list that same declaration: a number changed in the data changes the referee and
// the printed aid together.

const nordwind = loadScenario('data/nordwind');

const listed = (s: Scenario, chart: string) => {
  const crt = s.charts.find((c) => c.id === chart) as Crt;
  const list = crtAid(crt, makeTranslator(s, 'en'), s.rules).elements.find((e) => e.kind === 'list');
  return list?.kind === 'list' ? list.items.map((i) => `${i.marker} ${i.text}`) : [];
};

const unit = (id: string, armour: boolean): Unit =>
  ({ id, type: armour ? 'armour' : 'infantry', abilities: armour ? ['armour'] : [] }) as unknown as Unit;

/** Section L's battle: 4 units (1 armour) against 2 (1 armour) in Rimling, air, air against artillery. */
const plan = (s: Scenario) => {
  const p = s.rules!.procedures.find((x) => x.id === 'combat') as RoundsProcedure;
  const flags = { attackerCards: 'air,air', defenderCards: 'artillery' };
  const q = { scenario: s, state: {}, options: {}, flags, named: [], sides: {} };
  return planAreaRounds(s, p, {
    area: 'rimling',
    attackers: [unit('a1', true), unit('a2', false), unit('a3', false), unit('a4', false)],
    defenders: [unit('d1', true), unit('d2', false)],
    options: { 'armour-shift-condition': 'any-armour' },
    played: (crt) => cardPlay.played!(q, crt, declaredShift(s, p)(crt)),
  });
};

/** A copy of Nordwind whose combat hook declares `change` in place of one of its numbers. */
function withCombat(
  change: (p: Extract<Scenario['rules'], object>['procedures'][number]) => void,
  id = 'combat',
): Scenario {
  const rules = structuredClone(nordwind.rules)!;
  const combat = rules.procedures.find((p) => p.id === id)!;
  change(combat);
  return { ...nordwind, rules };
}

describe('Nordwind combat (L): numbers from rules.yaml', () => {
  it('the aids of both tables list the declared shifts and die modifiers, in order', () => {
    const forest = listed(nordwind, 'forest');
    // The aids name an option by the title the options aid prints, never by its id.
    const see = '(see the option “When armour earns the column shift”).';
    expect(forest.slice(0, 4)).toEqual([
      '+1 column Each Air Support or Artillery Support card the attacker plays: one column right.',
      '−1 column Each Air Support or Artillery Support card the defender plays: one column left.',
      `+1 column Attacker has armour in the battle: one column right ${see}`,
      `−1 column Defender has armour in the battle: one column left ${see}`,
    ]);
    expect(forest.slice(4, 8).map((l) => l.split(' Add')[0].split(' Take')[0].split(' Defending')[0])).toEqual([
      '+1 to the die roll',
      '−1 to the die roll',
      '−1 to the die roll',
      '−2 to the die roll',
    ]);
    expect(listed(nordwind, 'mountain').slice(0, 8)).toEqual(forest.slice(0, 8));
  });

  it('section L’s example: +2 differential, cards +2 −1, armour +1 −1, die +1 −1 −1 (area defence 1)', () => {
    const p = plan(nordwind);
    expect(p.playedShift).toBe(1);
    expect(p.first).toMatchObject({ differential: 2, shift: 1, drm: -1 });
  });

  it('a shift written in rules.yaml instead of the chart changes the referee and the aid together', () => {
    const s = withCombat((p) => {
      if (p.kind !== 'rounds') throw new Error('combat is a battle in rounds');
      // Written in rules.yaml instead of the chart, with the condition the engine judges kept.
      const { when, says } = p.shifts[2];
      const { per } = p.drms[0];
      p.shifts[2] = { id: 'attacker-armour', shift: 2, text: 'attacking armour', section: 'L', when, says };
      p.drms[0] = { id: 'attacking-armour', drm: 2, text: 'each attacking armoured unit', section: 'L', per };
    });
    expect(plan(s).first).toMatchObject({ shift: 2, drm: 0 });
    expect(plan(s).first.steps.map((m) => render(m))).toContain('Attacking armour: 2 columns right');
    expect(listed(s, 'forest')).toContain('+2 columns attacking armour (L)');
    expect(listed(s, 'forest')).toContain('+2 to the die roll each attacking armoured unit (L)');
  });

  it('a number the hook reads but the data does not declare is refused, never given a default', () => {
    const s = withCombat((p) => {
      if (p.kind !== 'rounds') throw new Error('combat is a battle in rounds');
      p.shifts = p.shifts.filter((a) => a.id !== 'attacker-card');
    });
    expect(() => plan(s)).toThrow(/declares no shift "attacker-card" for nordwind.card-play/);
  });

  it('D, L: the area defence is the declared modifier the area’s value picks; undeclared, neither applies it', () => {
    expect(plan(nordwind).first.drm).toBe(-1);
    const s = withCombat((p) => {
      if (p.kind !== 'rounds') throw new Error('combat is a battle in rounds');
      p.drms = p.drms.filter((a) => a.id !== 'area-defence-1');
    });
    // +1 attacking armour, -1 defending armour, and no area defence: the referee and the aid agree.
    expect(plan(s).first.drm).toBe(0);
    expect(listed(s, 'forest').some((l) => l.includes('defence value 1'))).toBe(false);
  });
});

describe('Nordwind victory (I): exits and town differences from rules.yaml', () => {
  const waysOf = (s: Scenario) => {
    const p = s.rules!.procedures.find((x) => x.id === 'victory');
    if (p?.kind !== 'victory' || !p.tally?.ways) throw new Error('victory is declared as ways');
    return p.tally.ways;
  };
  const run = (s: Scenario, exited: number, nine = 'marginal') =>
    runWays(s, 'german', 'victory', waysOf(s), { exited }, { 'exactly-nine-exits': nine }, 'victory');

  it('I.2: seven exits marginal, nine by the option, ten overwhelming, as declared', () => {
    expect([7, 8, 9, 10].map((n) => run(nordwind, n, 'none').result)).toEqual([
      'German marginal victory',
      'German marginal victory',
      'not decided: the towns held are not known',
      'German overwhelming victory',
    ]);
  });

  it('I.2: a declared band that changes changes the judgement and its words', () => {
    const s = withCombat((p) => {
      const exits = p.kind === 'victory' ? p.tally?.ways?.ways.find((w) => w.id === 'exits')?.bands : undefined;
      if (!exits?.gap) throw new Error('the exits are declared as bands with a gap');
      exits.levels = exits.levels.map((l) => (l.from === 10 ? { ...l, from: 9 } : l));
      exits.gap.at = 8;
    }, 'victory');
    expect(run(s, 8, 'none').result).toBe('not decided: the towns held are not known');
    expect(run(s, 8, 'none').steps.map((m) => render(m))).toContain(
      'Exactly eight exits: option exactly-nine-exits is none (I.2)',
    );
    expect(run(s, 9).result).toBe('German overwhelming victory');
  });
});
