import type { CombatJsonHook } from '../../rules/combat-hooks.js';
import type { Crt } from '../../model/schema/charts.js';
import { render } from '../../assist/messages.js';
import { reconstructionWarning } from '../../assist/table/session.js';

// Veritable's combat --json as a declared combat's hook point (rules.yaml `kind: combat`, `hooks.json`): the shape its
// players' programs have read since the game's first combat command, from what the engine and Veritable's other hooks
// worked out (the stacks, the retreat tests, each unit's outcome, the journal's combat number).

export const combatJson: CombatJsonHook = (q) => {
  const { report: r, facts: f, scenario: s } = q;
  const h = f.hooked;
  const crt = s.charts.find((c): c is Crt => c.id === q.procedure.chart && c.kind === 'crt');
  const outcomes = r.chances?.outcomes ?? [];
  const summary = {
    game: r.game,
    target: f.target,
    odds: [f.attack, f.defence],
    attack: h.attack,
    defence: h.defence,
    shifts: f.shifts.map((x) => ({ reason: render(x.said), value: x.value })),
    netShift: r.data.shift,
    baseColumn: r.data.baseColumn,
    column: r.data.column,
    probabilities: r.data.probabilities,
    outcomes,
    supply: { traced: f.supply.traced, outOfSupply: f.supply.out },
    sequence: h.sequence,
    attackerResultReading: h.attackerResultReading,
    retreatTests: h.retreatTests,
    warning: crt && reconstructionWarning(s, crt),
  };
  if (r.preview) return { ...summary, preview: true, steps: r.before.map((m) => render(m)) };
  const result = r.data.result;
  return {
    ...summary,
    combat: h.combat,
    roll: r.data.roll,
    row: r.data.roll,
    result,
    meaning: outcomes.find((o) => o.code === result)?.meaning,
    units: h.units,
    advanced: h.advanced,
    mayNotReturn: h.mayNotReturn,
    rolls: r.rolls,
    ...(h.question ? { question: h.question, answer: q.hint.length ? render(q.hint[0]) : undefined } : {}),
  };
};
