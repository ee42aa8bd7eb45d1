import { describe, it, expect } from 'vitest';
import { render, msg } from '../../src/assist/messages.js';

// The referee names a die table's column as the printed aid heads it: Remagen's bridge table prints "German turns
// 4–5", and the referee wrote "German turns 4-5" (issue 24). Odds and factor strings keep their hyphens.
describe("a die table's column in the referee's words", () => {
  it('writes a range with an en dash, as the aid prints it', () => {
    expect(render(msg('table.turnColumn', { turn: 4, column: 'German turns 4-5' }))).toBe(
      'Turn 4: the column German turns 4–5',
    );
    expect(render(msg('table.cell', { column: 'German turns 6-7', result: 'Stands' }))).toBe(
      'German turns 6–7: Stands',
    );
  });

  it('keeps odds, factors and results as they are', () => {
    expect(render(msg('table.cell', { column: '6-1', result: 'Rolls 1-3' }))).toBe('6-1: Rolls 1-3');
    expect(render(msg('table.cell', { column: 'Factors 2-3-3', result: 'x' }))).toBe('Factors 2-3-3: x');
    // A combat table's column is odds, not a range: "1-2" stays as the CRT prints it.
    expect(render(msg('combat.differential', { diff: 2, column: '1-2' }))).toBe('Differential 2: column 1-2');
  });

  it("translates the column first, so a language's own heading is found", () => {
    const ru = (v: string) => (v === 'German turns 4-5' ? 'ходы немцев 4-5' : v);
    expect(render(msg('table.turnColumn', { turn: 4, column: 'German turns 4-5' }), {}, ru)).toBe(
      'Turn 4: the column ходы немцев 4–5',
    );
  });
});
