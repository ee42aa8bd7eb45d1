import { describe, it, expect, afterAll } from 'vitest';
import { runCli } from '../../helpers/run-cli.js';
import { cleanup } from '../../helpers/broken-copy.js';
import { declaredCombatCopy } from './declared-copy.js';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { render } from '../../../src/assist/messages.js';
import { stackTotals } from '../../../src/games/veritable/stack-totals.js';
import type { CombatProcedure } from '../../../src/model/schema/rules.js';
import type { PositionEntry } from '../../../src/assist/position/position-entries.js';

// Veritable's code as hook points of the engine's declared combat (rules.yaml `kind: combat`, `hooks`): a copy whose
// combat is declared, naming `veritable.combat-check` and `veritable.stack-totals`, refuses as Veritable's own combat
// does (8.2), totals each attacking stack and the defence alike (6.5.1), and halves a stack out of supply alone (7.2).

const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));

/** Veritable under its own id, its combat declared (`kind: combat`) with its hook points and its own words. */
function declaredCopy(hook = 'veritable.stack-totals', check = 'veritable.combat-check'): string {
  const edits: [string, string][] = [
    ['totals: veritable.stack-totals,', `totals: ${hook},`],
    ['{ check: veritable.combat-check,', `{ check: ${check},`],
  ];
  const dir = declaredCombatCopy(edits.filter(([from, to]) => from !== to));
  dirs.push(dir);
  return dir;
}

const totalsLines = (out: string) => out.split('\n').filter((l) => /^ {2}(Attack from|Defence in) /.test(l));

describe('Veritable’s totals as a declared combat’s hook point (6.5.1, 7.2)', () => {
  it('each attacking stack and the defence are totalled and worded as Veritable’s own combat (6.5.1)', async () => {
    const dir = declaredCopy();
    for (const attacker of ['71-bde@H8,158-bde@H8', '71-bde@H8,158-bde@J8', '30-armd-bde@H8,71-bde@H8']) {
      const args = ['--attacker', attacker, '--defender', 'gr-1051@I9', '--preview'];
      const own = await runCli('combat', 'veritable', ...args);
      const declared = await runCli('combat', dir, ...args);
      expect(declared.code, declared.err).toBe(0);
      expect(totalsLines(own.out).length).toBeGreaterThan(1);
      expect(totalsLines(declared.out), attacker).toEqual(totalsLines(own.out));
      expect(declared.out).toMatch(/^Operation: Veritable: combat at I9/);
    }
  });

  it('a stack out of supply is halved alone, rounded up, the others whole (7.2)', () => {
    const s = loadScenario(declaredCopy());
    const p = s.rules!.procedures.find((x): x is CombatProcedure => x.kind === 'combat')!;
    const entry = (ref: string, at: string): PositionEntry => ({
      ref,
      unit: s.units.find((u) => u.id === ref)!,
      at,
      hits: 0,
    });
    const attackers = [entry('71-bde', 'H8'), entry('158-bde', 'J8'), entry('160-bde', 'J8')];
    const defenders = [entry('gr-1051', 'I9')];
    const q = { scenario: s, procedure: p, attackers, defenders, inputs: {}, names: {} };
    const whole = stackTotals({ ...q, side: 'attacker', unsupplied: new Set() })!;
    const cut = stackTotals({ ...q, side: 'attacker', unsupplied: new Set(['158-bde', '160-bde']) })!;
    // 71-bde 4 in supply; 158-bde 3 + 160-bde 3 = 6 out of supply → 3: 7, where halving the side would give 5.
    expect(whole.total).toBe(10);
    expect(cut.total).toBe(7);
    expect(cut.said.map((m) => render(m))).toEqual([
      'Attack from H8: 71-bde 4 = 4',
      'Attack from J8: 158-bde 3 + 160-bde 3 = 3 (out of supply: 6 halved, rounded up, to 3 (7.2))',
    ]);
    const defence = stackTotals({ ...q, side: 'defender', unsupplied: new Set(['gr-1051']) })!;
    expect(defence.total).toBe(3);
  });

  it('its own refusals are the check hook point’s, in Veritable’s words: the 79th alone (8.2)', async () => {
    const dir = declaredCopy();
    for (const attacker of ['31-armd-bde@H8', '71-bde@H8,71-bde@H8']) {
      const args = ['--attacker', attacker, '--defender', 'gr-1051@I9', '--preview'];
      const own = await runCli('combat', 'veritable', ...args);
      const declared = await runCli('combat', dir, ...args);
      expect(own.code, attacker).toBe(1);
      expect(declared.code, attacker).toBe(1);
      expect(declared.err, attacker).toBe(own.err);
    }
    expect((await runCli('combat', dir, '--attacker', '31-armd-bde@H8', '--defender', 'gr-1051@I9')).err).toMatch(
      /the 79th Armoured has none \(8\.2\)/,
    );
  });

  it('validate: a totals hook no game’s code has is refused at its line, with did you mean', async () => {
    const r = await runCli('validate', declaredCopy('veritable.stack-total'));
    expect(r.code).toBe(1);
    expect(r.out + r.err).toMatch(
      /rules\.yaml:\d+:\d+: rules\.procedures\[1\]\.hooks\.totals: no combat totals hook "veritable\.stack-total" /,
    );
    expect(r.out + r.err).toContain('(did you mean "veritable.stack-totals"?)');
    expect(r.out + r.err).not.toMatch(/at .*\.ts:\d+/);
  });
});
