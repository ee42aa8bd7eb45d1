import { describe, it, expect, afterAll } from 'vitest';
import { prepareCombat } from '../../../src/games/veritable/combat.js';
import { Board } from '../../../src/games/veritable/board.js';
import type { Scenario } from '../../../src/model/scenario.js';
import type { Crt } from '../../../src/model/schema/charts.js';
import { formatProblem } from '../../../src/load/problem.js';
import { runCli } from '../../helpers/run-cli.js';
import { brokenCopy, cleanup, problemsOf } from '../../helpers/broken-copy.js';
import { s, index, call } from './table.js';

// Veritable's combat report says each column shift in the words its declaration gives (rules.yaml `says`, Russian
// in the locale's words.rules), in the order declared; the attack totals read the terrain chart as the engine does.

const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));

const reasons = (g: Scenario) =>
  prepareCombat(
    { s: g, index, crt: g.charts.find((c) => c.id === 'crt') as Crt, board: new Board(g, index, [], false) },
    call(['71-bde@H8', '30-armd-bde@H8'], ['flak-1@I9', 'gr-1051@I9'], { air: { attacker: 2, defender: 1 } }),
  ).assessment.shifts.map((x) => x.reason);

function problemAfter(from: string | RegExp, to: string): string {
  const dir = brokenCopy('data/veritable', { 'rules.yaml': [[from, to]] });
  dirs.push(dir);
  const problems = problemsOf(dir).map((p) => formatProblem(p, dir));
  expect(problems, problems.join('\n')).toHaveLength(1);
  return problems[0];
}

describe('Veritable combat shifts in their declared words (6.5.1, 8.2, 8.3, 5.2)', () => {
  it('a shift’s words and its count’s form are the data’s; a changed text changes the report', () => {
    expect(reasons(s)[3]).toBe('2 air units with the attacker (5.2)');
    const rules = structuredClone(s.rules)!;
    const combat = rules.procedures.find((p) => p.id === 'combat');
    if (combat?.kind !== 'hook') throw new Error('combat is a hook');
    const air = combat.shifts.find((a) => a.id === 'air-attacker')!;
    air.says = { one: '{n} RAF unit ({section})', many: '{n} RAF units over the attack ({section})' };
    combat.shifts.find((a) => a.id === 'siegfried')!.says = 'the West Wall ({section})';
    expect(reasons({ ...s, rules })).toEqual([
      '1 79th Armoured unit (8.2)',
      'German anti-tank cancels 1 of them (8.3)',
      'the West Wall (6.5.1)',
      '2 RAF units over the attack (5.2)',
      '1 air unit with the defender (5.2)',
    ]);
  });

  it('--lang ru says each shift in the locale’s words; English is unchanged', async () => {
    const args = [
      'combat',
      'veritable',
      '--attacker',
      '71-bde@H8,30-armd-bde@H8',
      '--defender',
      'flak-1@I9,gr-1051@I9',
    ];
    const ru = await runCli(...args, '--air-attacker', '2', '--preview', '--lang', 'ru');
    expect(ru.out).toContain('частей 79-й бронетанковой: 1 (8.2)');
    expect(ru.out).toContain('немецкие истребители танков гасят 1 из них (8.3)');
    expect(ru.out).toContain('маркеров ВВС у атакующего: 2 (5.2)');
    const en = await runCli(...args, '--air-attacker', '2', '--preview');
    expect(en.out).toContain('Shift 2R: 2 air units with the attacker (5.2)');
  });

  it('validate: a value the words do not have, at its line with did you mean; words on a number not judged', () => {
    const p = problemAfter('says: "attack before moving ({section})"', 'says: "attack before moving ({sectoin})"');
    expect(p).toMatch(/^rules\.yaml:\d+:\d+: rules\.procedures\[1\]\.shifts\[0\]\.says: /);
    expect(p).toContain('did you mean "section"?');
    const many = problemAfter('many: "{n} air units with the attacker', 'many: "{count} air units with the attacker');
    expect(many).toMatch(/shifts\[5\]\.says\.many: .*"count"/);
    const unjudged = problemAfter(/ {10}when: "input.sequence == attack-move"\n/, '');
    expect(unjudged).toMatch(/shifts\[0\]\.says: only a number the engine judges/);
  });
});
