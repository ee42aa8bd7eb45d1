import { describe, it, expect } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli, runJson, runOk, runOkWithoutLocale } from '../helpers/run-cli.js';

// A designer's battle by odds written only in data (tests/fixtures/odds-hex, "Ridge Odds", `kind: battle` with no
// hook and no `says`): each side's factors added (6.1), the odds rounded for the defender read on the chart, its
// ends giving a result without a die (6.4), places next to each other (6.2), each hex within its room (5), soak-offs
// no worse than the first column (6.5) and the units a result removes kept in the journal (6.3), run by the engine.
const GAME = 'tests/fixtures/odds-hex';
const journal = () => join(mkdtempSync(join(tmpdir(), 'battle-')), 'game.json');
const battle = (...args: string[]) => ['battle', GAME, ...args];

describe('Ridge Odds: battle by odds declared in data alone', () => {
  it('validates with no warning and offers the engine’s own options (no hook, no fields declared)', async () => {
    expect(await runOk('validate', GAME)).toMatch(/^ok +tests\/fixtures\/odds-hex: 4 units, 0 markers, 3 charts/);
    const help = await runOk(...battle('--help'));
    for (const flag of ['--attacker', '--defender', '--soak-off', '--turn', '--roll']) expect(help).toContain(flag);
  });

  it('rule 6.1: attack against defence factors, combat values and strength, rounded for the defender', async () => {
    // b-inf is 4-3-3 and attacks with 4; r-inf prints a combat value of 2 and r-guard a strength of 9.
    const j = await runJson(...battle('--attacker', 'b-inf#1@D3', '--defender', 'r-guard@E4,r-inf#1@E3', '--preview'));
    expect(j).toMatchObject({ attack: { total: 4 }, defence: { total: 11, sectors: { E4: 9, E3: 2 } } });
    // 11 / 4 is 2.75: the defender's side is rounded up to 1-3, never down to 1-2.
    expect(j.odds).toMatchObject({ label: '1-3', ratio: [1, 3] });
    expect(j.steps[2]).toBe('Odds 4-11: 11 / 4, rounded for the defender: 1-3');
    const two = await runJson(
      ...battle('--attacker', 'b-inf#1@D3,b-inf#2@D3', '--defender', 'r-inf#1@E3', '--preview'),
    );
    expect(two).toMatchObject({ attack: { total: 8 }, defence: { total: 2 }, odds: { label: '4-1' } });
  });

  it('rule 6.3: the roll reads the chart’s column, with the chance of every result', async () => {
    const args = battle('--attacker', 'b-inf#1@D3,b-inf#2@D3', '--defender', 'r-inf#1@E3,r-inf#2@E3');
    const j = await runJson(...args, '--roll', '3');
    expect(j).toMatchObject({ column: '2-1', roll: 3, result: 'EN', rolled: true, eliminated: [] });
    expect(j.probabilities).toEqual({ DR: 1 / 6, EN: 2 / 6, AR: 2 / 6, AE: 1 / 6 });
    const text = await runOk(...args, '--roll', '5');
    expect(text).toContain('Ridge Odds: battle at 2-1');
    expect(text).toContain('Attack 8 (D3: b-inf#1 4 + b-inf#2 4)');
    expect(text).toContain('Result AR: Attacker retreats one hex.');
  });

  it('rule 6.4: past the chart’s better end the defenders are removed without a die, a hand die refused', async () => {
    const args = battle('--attacker', 'b-tank#1@D3,b-tank#2@D3', '--defender', 'r-inf#1@E3');
    const j = await runJson(...args);
    // 12 against 2 is 6-1, past the 4-1 column: DE, and 6-1 is past the declared automatic victory (5-1).
    expect(j).toMatchObject({ odds: { label: '6-1', beyond: 'better' }, rolled: false, result: 'DE' });
    expect(j).toMatchObject({ automaticVictory: true, eliminated: ['r-inf#1'] });
    expect(j.steps).toContain('Every defending unit is removed');
    const r = await runCli(...args, '--roll', '2');
    expect(r.code).toBe(1);
    expect(r.err).toContain('no die is rolled at 6-1 (Battle chart: odds worse than 1-3 = AE');
  });

  it('rule 6.4: past the worse end the attackers are removed; rule 6.5: a soak-off there is refused', async () => {
    const args = battle('--attacker', 'b-inf#1@D3', '--defender', 'r-guard@E4,r-inf#1@E3,r-inf#2@E3');
    expect(await runJson(...args)).toMatchObject({
      odds: { label: '1-4', beyond: 'worse' },
      result: 'AE',
      eliminated: ['b-inf#1'],
    });
    const r = await runCli(...args, '--soak-off');
    expect(r.code).toBe(1);
    expect(r.err).toContain('a soak-off at 1-4 is not permitted: soak-offs may not be worse than 1-3 (6.5)');
    // At the first column itself the soak-off is allowed, and said so.
    const ok = await runOk(
      ...battle('--attacker', 'b-inf#1@D3', '--defender', 'r-guard@E4', '--soak-off'),
      '--roll',
      '1',
    );
    expect(ok).toContain('Soak-off at 1-3: allowed, as it is no worse than 1-3');
  });

  it('rule 6.2: hexes next to no enemy, or holding both sides, are refused in the engine’s words', async () => {
    const far = await runCli(...battle('--attacker', 'b-inf#1@B3', '--defender', 'r-inf#1@E3', '--preview'));
    expect(far.code).toBe(1);
    expect(far.err).toContain('the attackers in B3 are next to no defender');
    expect(far.err).not.toMatch(/says\.|at Error|\n\s+at /);
    const both = await runCli(...battle('--attacker', 'b-inf#1@D3', '--defender', 'r-inf#1@D3', '--preview'));
    expect(both.code).toBe(1);
    expect(both.err).toContain('D3 holds units of both sides');
    const same = await runCli(...battle('--attacker', 'b-inf#1@D3', '--defender', 'b-inf#2@E3', '--preview'));
    expect(same.code).toBe(1);
    expect(same.err).toContain('b-inf#2 is on the attacking side');
  });

  it('rule 5: a battle’s hex over its room is refused, worded as a hex', async () => {
    const r = await runCli(
      ...battle('--attacker', 'b-inf#1@D3,b-inf#2@D3,b-tank#1@D3', '--defender', 'r-inf#1@E3', '--preview'),
    );
    expect(r.code).toBe(1);
    expect(r.err).toContain('hex D3 (clear) is over capacity: 2 infantry of 3 + 1 tanks of 2 fill 117% of it');
  });

  it('rule 6.3: the journal keeps the units a result removes, and a removed unit fights no more', async () => {
    const file = journal();
    const big = battle('--attacker', 'b-tank#1@D3,b-tank#2@D3', '--defender', 'r-inf#1@E3', '--journal', file);
    await runOk(...big);
    const state = JSON.parse(readFileSync(file, 'utf8')).state;
    expect(state).toMatchObject({ eliminated: ['r-inf#1'], positions: { 'r-inf#1': 'E3', 'b-tank#1': 'D3' } });
    const before = readFileSync(file, 'utf8');
    const again = await runCli(
      ...battle('--attacker', 'b-inf#1@D3', '--defender', 'r-inf#1@E3', '--journal', file, '--roll', '1'),
    );
    expect(again.code).toBe(1);
    expect(again.err).toContain('r-inf#1 has been eliminated');
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('speaks Russian from the catalogue alone: the steps of a battle with no words of its own', async () => {
    const r = await runOkWithoutLocale(
      ...battle('--attacker', 'b-inf#1@D3', '--defender', 'r-guard@E4,r-inf#1@E3', '--soak-off', '--roll', '2'),
      '--lang',
      'ru',
    );
    expect(r).toContain('Ridge Odds: бой при 1-3');
    expect(r).toContain('Соотношение 4-11: 11 / 4, округлено в пользу обороняющегося: 1-3');
    expect(r).toContain('Отвлекающая атака при 1-3: разрешена, она не хуже 1-3');
    expect(r).not.toMatch(/\b(Attack|Defence|Soak-off|says)\b|Odds \d/);
  });
});
