import { describe, it, expect } from 'vitest';
import { runCli } from '../helpers/run-cli.js';
import { RULES_HEX, copiesOf } from '../helpers/broken-copy.js';

// A terrain-effects row may forbid attacks across a hexside feature (`attackProhibited`, Veritable's major river,
// 6.5.1). The declared combat reads it as a combat hook does (src/rules/terrain-multipliers.ts): the attack across
// is refused, in the report's language, citing the row's section; an attack over another hexside goes on.

const copy = copiesOf(RULES_HEX, 'charts.yaml');
const ACROSS = ['--attacker', 'b-2@D2,b-3@D3', '--defender', 'r-12@E3', '--roll', '4'];

describe('a hexside that forbids attacks across it, in a declared combat', () => {
  it('refuses the attack across the river, naming the unit, feature and section, in both languages', async () => {
    const g = copy([
      [
        'effects: { movementCostExtra: 1, attackMultiplier: 0.5, appliesTo: across }',
        'effects: { movementCostExtra: 1, attackProhibited: true }',
      ],
    ]);
    expect((await runCli('validate', g)).code).toBe(0);
    const en = await runCli('combat', g, ...ACROSS);
    expect(en.code).toBe(1);
    expect(en.err).toContain('b-2 at D2 may not attack E3 across the River (7.3)');
    const ru = await runCli('combat', g, ...ACROSS, '--lang', 'ru');
    expect(ru.err).toContain('b-2 в D2 не может атаковать E3 через сторону гекса');
  });

  it('the chart as the fixture has it halves the attack across instead', async () => {
    const r = await runCli('combat', RULES_HEX, ...ACROSS);
    expect(r.code).toBe(0);
    expect(r.out).toContain('b-2: ×0.5, attacking across River (7.3)');
  });
});
