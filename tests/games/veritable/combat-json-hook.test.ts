import { describe, it, expect, afterAll } from 'vitest';
import { runCli } from '../../helpers/run-cli.js';
import { cleanup } from '../../helpers/broken-copy.js';
import { declaredCombatCopy } from './declared-copy.js';

// A declared combat's --json in the game's own shape (`hooks.json`): Veritable's copy, its combat declared and naming
// Veritable's json hook, prints the shape Veritable's players' programs read (the stacks, each shift's reason, the
// retreat tests, each unit's outcome, the question), not the engine's (attacker, defender, messages).

const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));
const copy = () => {
  const json = 'outcome: veritable.retreat, json: veritable.combat-json }';
  const dir = declaredCombatCopy([[/outcome: veritable\.retreat \}/, json]]);
  dirs.push(dir);
  return dir;
};
const json = async (game: string, args: string[]) => {
  const r = await runCli('combat', game, ...args, '--json');
  expect(r.code, r.err).toBe(0);
  return JSON.parse(r.out);
};
const ONE = ['--attacker', '71-bde@H8', '--defender', 'gr-1051@I9'];

describe('a declared combat’s --json hook (Veritable’s shape)', () => {
  it('6.5.1: the preview gives each stack, the defence in its terrain, the Siegfried shift and the steps', async () => {
    const j = await json(copy(), [...ONE, '--preview']);
    expect(Object.keys(j)).not.toContain('messages');
    expect(j.odds).toEqual([4, 6]);
    expect(j.attack.stacks).toEqual([
      { hex: 'H8', units: [{ ref: '71-bde', factor: 4, multiplier: 1 }], subtotal: 4, total: 4, notes: [] },
    ]);
    expect(j.defence).toMatchObject({ total: 6, terrain: 'woods', stack: { notes: ['woods: ×2'] } });
    expect(j.shifts).toEqual([{ reason: 'an Allied unit attacks across the Siegfried Line (6.5.1)', value: -1 }]);
    expect(j).toMatchObject({ netShift: -1, baseColumn: '1-2', column: '1-3', preview: true });
    expect(j.steps.at(-1)).toMatch(/^A retreat test passes .*: gr-1051 3\/6, 71-bde 4\/6$/);
  });

  it('6.5.3: a result waiting for the attacker’s choice gives its question and how to answer it', async () => {
    const j = await json(copy(), [...ONE, '--roll', '3', '--retreat-rolls', '6,6']);
    expect(j).toMatchObject({ roll: 3, row: 3, result: '2/-' });
    expect(j.units).toEqual([{ ref: 'gr-1051', side: 'german', hex: 'I9', outcome: 'unaffected', why: 'no effect' }]);
    expect(j.question.loss).toMatchObject({ side: 'allied', code: '2', reading: 'all-or-losses' });
    expect(j.answer).toContain('--roll 3');
  });
});
