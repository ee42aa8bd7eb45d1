import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../src/load/load-scenario.js';
import { positionItems } from '../../src/assist/position/position-file.js';
import { settleCombat } from '../../src/rules/combat-settle.js';
import { render } from '../../src/assist/messages.js';
import { RU } from '../../src/print/catalogue/ru.js';
import type { CombatProcedure } from '../../src/model/schema/rules.js';
import type { Crt } from '../../src/model/schema/charts.js';
import { RULES_HEX } from '../helpers/broken-copy.js';

// Iron Ford 7.6: a DRL costs the defender a step and a retreat of one hex. Where the retreat has more than one
// legal hex its owner is asked, and nothing is applied until the answer comes: the step loss is said as pending.
const s = loadScenario(RULES_HEX);
const p = s.rules!.procedures.find((x) => x.id === 'combat') as CombatProcedure;
const crt = s.charts.find((c) => c.kind === 'crt') as Crt;

function settle(answers: string[]) {
  const [r11] = positionItems(s, ['r-11@C4']);
  return settleCombat(s, {
    p,
    crt,
    cell: 'DRL',
    units: { attacker: [], defender: [r11] },
    where: new Map([['r-11', 'C4']]),
    hits: {},
    answers,
    sideName: (id) => id,
  });
}

describe('Iron Ford step loss (7.6) while the owner’s retreat answer is pending (7.5)', () => {
  it('7.6: the step loss is said as pending, in English and Russian; after the answer it is said as done', () => {
    const asked = settle([]);
    expect(asked.question?.rule).toBe('7.5');
    const lines = asked.said.map((m) => render(m));
    expect(lines).toContain('r-11 is to lose 1 step once the owner has answered (7.6)');
    expect(lines).not.toContain('r-11 loses 1 step (7.6)');
    expect(asked.said.map((m) => render(m, RU.rules))).toContain(
      'r-11 потеряет шагов: 1, когда владелец ответит (7.6)',
    );
    const hex = asked.question!.picks.items[0].values[0];
    const done = settle([`r-11=${hex}`]);
    expect(done.question).toBeUndefined();
    expect(done.said.map((m) => render(m))).toContain('r-11 loses 1 step (7.6)');
    expect(done.hits).toEqual({ 'r-11': 1 });
  });
});
