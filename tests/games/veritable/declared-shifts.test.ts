import { describe, it, expect } from 'vitest';
import { prepareCombat } from '../../../src/games/veritable/combat.js';
import { Board } from '../../../src/games/veritable/board.js';
import { makeTranslator } from '../../../src/parts/aids/translator.js';
import { crtAid } from '../../../src/parts/aids/crt-aid.js';
import type { Scenario } from '../../../src/model/scenario.js';
import type { Crt } from '../../../src/model/schema/charts.js';
import type { HookProcedure } from '../../../src/model/schema/rules.js';
import { declaredAdjustment } from '../../../src/model/hook-numbers.js';
import { s, index, call } from './table.js';

// Veritable's combat hook reads each column shift's size and section from its declaration in rules.yaml (the
// CRT's modifiers it names): a number changed in the data changes the referee's shifts and the CRT aid's list.

/** 71st and 30th Armoured from H8 over the Siegfried Line at gr-1051 and flak-1 in I9, air on both sides. */
const assess = (g: Scenario) =>
  prepareCombat(
    { s: g, index, crt: g.charts.find((c) => c.id === 'crt') as Crt, board: new Board(g, index, [], false) },
    call(['71-bde@H8', '30-armd-bde@H8'], ['flak-1@I9', 'gr-1051@I9'], { air: { attacker: 2, defender: 1 } }),
  ).assessment;

const listed = (g: Scenario, lang = 'en', rules = g.rules) => {
  const list = crtAid(g.charts.find((c) => c.id === 'crt') as Crt, makeTranslator(g, lang), rules).elements.find(
    (e) => e.kind === 'list',
  );
  return list?.kind === 'list' ? list.items.map((i) => `${i.marker} ${i.text}`) : [];
};

/** A copy of Veritable whose combat declaration is changed by `change`. */
function withCombat(change: (p: HookProcedure) => void): Scenario {
  const rules = structuredClone(s.rules)!;
  const combat = rules.procedures.find((p) => p.id === 'combat');
  if (combat?.kind !== 'hook') throw new Error('combat is a hook');
  change(combat);
  return { ...s, rules };
}

describe('Veritable combat shifts (5.2, 8.2, 8.3): numbers from rules.yaml', () => {
  it('as declared: the 79th and its cancelling, the Siegfried Line, and 1 column per air unit each way', () => {
    const a = assess(s);
    expect(a.shifts.map((x) => [x.reason, x.value])).toEqual([
      ['1 79th Armoured unit (8.2)', 1],
      ['German anti-tank cancels 1 of them (8.3)', -1],
      ['an Allied unit attacks across the Siegfried Line (6.5.1)', -1],
      ['2 air units with the attacker (5.2)', 2],
      ['1 air unit with the defender (5.2)', -1],
    ]);
    expect(a.netShift).toBe(0);
    expect(listed(s)).toContain('+1 column Each air unit the attacker commits: 1 right.');
  });

  it('the aid lists the declared shifts as the chart’s own modifiers, after the totals (7.2), in en and ru', () => {
    for (const lang of ['en', 'ru']) {
      expect(listed(s, lang)).toHaveLength(9);
      expect(listed(s, lang).slice(2)).toEqual(listed({ ...s, rules: undefined }, lang));
    }
    expect(listed(s, 'ru')).not.toEqual(listed(s, 'en'));
  });

  it('7.2: the aid lists the hook’s declared totals, ×0.5 out of supply a side, with the Russian chart word', () => {
    expect(listed(s).slice(0, 2)).toEqual(['×0.5 out of supply (attacker, 7.2)', '×0.5 out of supply (defender, 7.2)']);
    expect(listed(s, 'ru').slice(0, 2)).toEqual([
      '×0,5 без снабжения (атакующий, 7.2)',
      '×0,5 без снабжения (обороняющийся, 7.2)',
    ]);
    // A multiplier changed in rules.yaml changes the aid with it; one taken out is no longer listed.
    const changed = withCombat((p) => {
      p.totals!.multipliers = [{ ...p.totals!.multipliers[0], by: 0.25, section: '7.2.1' }];
    });
    expect(listed(changed).slice(0, 2)).toEqual([
      '×0.25 out of supply (attacker, 7.2.1)',
      '+1 column Attack/Move chosen for the turn: every attack shifts 1 right.',
    ]);
  });

  it('an air shift written in rules.yaml as 2 a unit, section 5.2.1: the referee and the aid change together', () => {
    const g = withCombat((p) => {
      const i = p.shifts.findIndex((x) => x.id === 'air-attacker');
      p.shifts[i] = {
        id: 'air-attacker',
        shift: 2,
        text: 'each attacking air unit',
        section: '5.2.1',
        per: 'input.air-attacker',
        says: {
          one: '{n} air unit with the attacker ({section})',
          many: '{n} air units with the attacker ({section})',
        },
      };
    });
    const a = assess(g);
    expect(a.shifts[3]).toEqual({ reason: '2 air units with the attacker (5.2.1)', value: 4 });
    expect(a.netShift).toBe(2);
    expect(listed(g)).toContain('+2 columns each attacking air unit (5.2.1)');
    expect(listed(g)).not.toContain('+1 column Each air unit the attacker commits: 1 right.');
  });

  it('the 79th’s shift changed in charts.yaml moves both the shift and what anti-tank cancels', () => {
    const g: Scenario = {
      ...s,
      charts: s.charts.map((c) =>
        c.kind === 'crt' && c.id === 'crt'
          ? { ...c, modifiers: c.modifiers.map((m) => (m.id === 'armour-79th-attacking' ? { ...m, shift: 2 } : m)) }
          : c,
      ),
    };
    const a = assess(g);
    expect(a.shifts.slice(0, 2).map((x) => x.value)).toEqual([2, -2]);
    expect(listed(g)[3]).toMatch(/^\+2 columns Each 79th Armoured unit among the Allied attackers/);
  });

  it('a shift the data no longer declares is not applied, and the aid no longer lists it', () => {
    const g = withCombat((p) => {
      p.shifts = p.shifts.filter((x) => x.id !== 'air-defender');
    });
    expect(assess(g).shifts.map((x) => x.reason)).not.toContain('1 air unit with the defender (5.2)');
    expect(assess(g).netShift).toBe(1);
    expect(listed(g)).toHaveLength(8);
  });

  it('when each shift applies is its condition in rules.yaml: the Siegfried Line (6.5.1) and the 79th (8.2)', () => {
    // The Siegfried Line read for German attackers as well: the data's condition changes the referee.
    const both = withCombat((p) => {
      const i = p.shifts.findIndex((x) => x.id === 'siegfried');
      p.shifts[i] = { ...p.shifts[i], when: 'crossing(siegfried-line)' };
    });
    const german = (g: Scenario) =>
      prepareCombat(
        { s: g, index, crt: g.charts.find((c) => c.id === 'crt') as Crt, board: new Board(g, index, [], false) },
        call(['gr-1051@I9'], ['71-bde@H8']),
      ).assessment.shifts.map((x) => x.reason);
    expect(german(s)).toEqual([]);
    expect(german(both)).toEqual(['an Allied unit attacks across the Siegfried Line (6.5.1)']);
    // The 79th counted only in clear terrain: none of them is, so neither the shift nor anti-tank's cancelling.
    const clear = withCombat((p) => {
      const i = p.shifts.findIndex((x) => x.id === 'armour-attacking');
      p.shifts[i] = { ...p.shifts[i], per: 'attackers.count(has(armour-shift) and terrain == clear)' };
    });
    expect(assess(clear).shifts.map((x) => x.value)).toEqual([-1, 2, -1]);
  });

  it('8.3 as data: each German anti-tank unit cancels one 79th shift, never more than there are', () => {
    const shifts = (g: Scenario, attackers: string[], defenders: string[]) =>
      prepareCombat(
        { s: g, index, crt: g.charts.find((c) => c.id === 'crt') as Crt, board: new Board(g, index, [], false) },
        call(attackers, defenders),
      ).assessment.shifts.map((x) => [x.reason, x.value]);
    // Two anti-tank units against one 79th unit: one shift to cancel, so one cancelled.
    expect(shifts(s, ['71-bde@H8', '30-armd-bde@H8'], ['flak-1@I9', 'pz-16@I9']).slice(0, 2)).toEqual([
      ['1 79th Armoured unit (8.2)', 1],
      ['German anti-tank cancels 1 of them (8.3)', -1],
    ]);
    // Its count is rules.yaml's: here only anti-tank in clear terrain counts, and I9 is woods.
    const none = withCombat((p) => {
      const i = p.shifts.findIndex((x) => x.id === 'anti-tank');
      p.shifts[i] = { ...p.shifts[i], per: 'defenders.count(has(anti-tank) and terrain == clear)' };
    });
    expect(shifts(none, ['71-bde@H8', '30-armd-bde@H8'], ['flak-1@I9', 'gr-1051@I9']).slice(0, 2)).toEqual([
      ['1 79th Armoured unit (8.2)', 1],
      ['an Allied unit attacks across the Siegfried Line (6.5.1)', -1],
    ]);
  });

  it('a shift with a condition is the engine’s to judge: a hook asking for it by id is refused', () => {
    const declared = s.rules!.procedures.find((p) => p.id === 'combat') as HookProcedure;
    expect(() => declaredAdjustment(s, declared, 'shift', 'siegfried')).toThrow(
      /shift "siegfried" for veritable.combat carries a condition: the engine judges it/,
    );
  });
});
