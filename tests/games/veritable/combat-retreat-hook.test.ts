import { describe, it, expect, afterAll } from 'vitest';
import { runCli } from '../../helpers/run-cli.js';
import { cleanup } from '../../helpers/broken-copy.js';
import { declaredCombatCopy } from './declared-copy.js';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// What a declared combat's result does, in a game's code: the combat's `hooks.outcome` names Veritable's retreat
// hook, which settles each side's part as the combat's `outcome` declares it (the defender's first, 6.5 example):
// retreats and their tests with the dice given by hand (`kind: dice` input) or the seed's (6.5.3), the anti-tank +1
// to Allied tests said before the roll (8.3). The copy's lines from the roll on are Veritable's own.

const dirs: string[] = [];
const scratch = mkdtempSync(join(tmpdir(), 'sandtable-retreat-hook-'));
afterAll(() => {
  dirs.forEach(cleanup);
  rmSync(scratch, { recursive: true, force: true });
});
const copy = (edits: [string | RegExp, string][] = []) => {
  const dir = declaredCombatCopy(edits);
  dirs.push(dir);
  return dir;
};
/** The lines from the roll to the dice: what the result did, or the question it stops at. */
const resultLines = (out: string) => {
  const lines = out.split('\n');
  const from = lines.findIndex((l) => /^ {2}Roll \d/.test(l));
  return lines
    .slice(from + 1)
    .filter((l) => /^ {2}\S/.test(l) && !/^ {2}(Dice|No journal)/.test(l))
    .map((l) => l.trim());
};
const both = async (dir: string, args: string[]) => ({
  own: await runCli('combat', 'veritable', ...args),
  declared: await runCli('combat', dir, ...args),
});

const HEKKEN = ['--attacker', '71-bde@H8,30-armd-bde@H8', '--defender', 'gr-1051@I9,flak-1@I9'];

describe('a declared combat’s outcome hook: Veritable’s retreats and their tests (6.5.3)', () => {
  it('6.5.3: a retreat with its test rolled by hand reads as in Veritable’s own combat', async () => {
    const dir = copy();
    const args = ['--attacker', '71-bde@H8', '--defender', 'gr-1051@I9', '--roll', '3', '--retreat-rolls', '2'];
    const { own, declared } = await both(dir, [...args, '--choose', '71-bde=G7']);
    expect(declared.code, declared.err).toBe(0);
    expect(resultLines(declared.out)).toEqual(resultLines(own.out));
    expect(resultLines(declared.out)).toEqual([
      'German result -: no effect',
      '71-bde (H8): retreat test 2 ≤ 4: passes; retreats to G7 (6.5.3)',
    ]);
    const json = JSON.parse((await runCli('combat', dir, ...args, '--choose', '71-bde=G7', '--json')).out);
    expect(json.retreated).toEqual([{ ref: '71-bde', from: 'H8', to: 'G7' }]);
  });

  it('8.3: anti-tank adds 1 to Allied tests, said before the roll; both sides retreat, defender first', async () => {
    const dir = copy();
    const args = [...HEKKEN, '--roll', '6', '--retreat-rolls', '1,1,1,2'];
    const choose = ['--choose', 'gr-1051=J9,flak-1=J8;71-bde=G8,30-armd-bde=G8'];
    const { own, declared } = await both(dir, [...args, ...choose]);
    expect(declared.code, declared.err).toBe(0);
    expect(declared.out).toContain('  Allied retreat tests in this combat add 1: German anti-tank takes part (8.3)\n');
    expect(resultLines(declared.out)).toEqual(resultLines(own.out));
    expect(resultLines(declared.out).at(-1)).toBe(
      '30-armd-bde (H8): retreat test 2+1=3 ≤ 5: passes; retreats to G8 (6.5.3)',
    );
  });

  it('6.5.3: without an answer the combat stops at the owner’s question, each unit’s retreats and test', async () => {
    const dir = copy();
    const { own, declared } = await both(dir, [...HEKKEN, '--roll', '6']);
    expect(declared.code, declared.err).toBe(0);
    const options = (out: string) =>
      out
        .split('\n')
        .filter((l) => /\): retreat to /.test(l))
        .map((l) => l.trim());
    expect(options(declared.out)).toEqual(options(own.out));
    expect(options(declared.out)).toEqual([
      'gr-1051 (I9): retreat to I10, J8, J9; its test passes on die ≤ 3 (3/6)',
      'flak-1 (I9): retreat to I10, J8, J9; its test passes on die ≤ 1 (1/6)',
    ]);
    expect(declared.out).toContain('--choose "gr-1051=HEX,flak-1=HEX"');
    // The question's block in the game's words: its heading, the question beneath, the answer's hint, then the dice.
    const from = (out: string) => {
      const lines = out.split('\n');
      return lines.slice(lines.indexOf('  Waiting for a choice (6.5.3):'));
    };
    expect(from(declared.out)).toEqual(from(own.out));
    expect(from(declared.out).at(-3)).toMatch(/^ {2}No journal keeps this roll: /);
  });

  it('6.5.3: a failed test eliminates, and the seed rolls the tests as Veritable’s own combat does', async () => {
    const dir = copy();
    const failed = await both(dir, [
      ...HEKKEN,
      '--roll',
      '6',
      '--retreat-rolls',
      '6,1,1',
      '--choose',
      'gr-1051=J9,flak-1=J8;71-bde=G8,30-armd-bde=G8',
    ]);
    expect(resultLines(failed.declared.out)).toEqual(resultLines(failed.own.out));
    expect(resultLines(failed.declared.out)[0]).toMatch(/^gr-1051 \(I9\): retreat test 6 > 3: fails/);
    const json = await runCli(
      'combat',
      dir,
      ...HEKKEN,
      '--roll',
      '6',
      '--retreat-rolls',
      '6,1,1',
      '--json',
      '--choose',
      'gr-1051=J9,flak-1=J8;71-bde=G8,30-armd-bde=G8',
    );
    expect(JSON.parse(json.out).eliminated).toEqual(['gr-1051']);
    const seeded = await both(dir, [
      '--attacker',
      '71-bde@H8',
      '--defender',
      'gr-1051@I9',
      '--seed',
      'abc',
      '--choose',
      '71-bde=G7',
    ]);
    expect(seeded.declared.code, seeded.declared.err).toBe(0);
    expect(resultLines(seeded.declared.out)).toEqual(resultLines(seeded.own.out));
  });

  it('6.5.3, 8.3: before the roll, each unit’s retreat test, only the units named without a position', async () => {
    const dir = copy();
    const { own, declared } = await both(dir, [...HEKKEN, '--preview']);
    expect(declared.code, declared.err).toBe(0);
    const told = (out: string) =>
      out.split('\n').filter((l) => /^ {2}(A retreat test passes|Only the units named)/.test(l));
    expect(told(declared.out)).toEqual(told(own.out));
    expect(told(declared.out)).toEqual([
      '  Only the units named are on the board: retreats are checked against them alone (6.5.3)',
      "  A retreat test passes on a die (with its modifier) at or under the unit's highest factor (6.5.3): " +
        'gr-1051 3/6, flak-1 1/6, 71-bde 3/6, 30-armd-bde 4/6',
    ]);
    const json = JSON.parse((await runCli('combat', dir, ...HEKKEN, '--preview', '--json')).out);
    const ownJson = JSON.parse((await runCli('combat', 'veritable', ...HEKKEN, '--preview', '--json')).out);
    expect(json.retreatTests).toEqual(ownJson.retreatTests);
    expect(json.retreatTests[3]).toEqual({ ref: '30-armd-bde', passAtMost: 5, modifier: 1, chance: '4/6' });
  });

  it('hand dice: a retreat die given and never rolled is refused, as Veritable refuses it', async () => {
    const dir = copy();
    const args = ['--attacker', '71-bde@H8', '--defender', 'gr-1051@I9', '--roll', '3', '--retreat-rolls', '1,1'];
    const { own, declared } = await both(dir, [...args, '--choose', '71-bde=G7']);
    expect(declared.code).toBe(1);
    expect(declared.err).toBe(own.err);
    expect(declared.err).toContain('--retreat-rolls gave 2 rolls; only 1 was needed');
  });

  it('6.5.3: with a whole position, defenders named by their hex, and retreats judged against every unit', async () => {
    const dir = copy();
    const position = join(scratch, 'position.yaml');
    const units = ['71-bde@H8', '158-bde@H8', '160-bde@J8', 'gr-1051@I9', 'flak-1@I9', '44-bde@H9', 'gr-1052@J9'];
    writeFileSync(position, ['units:', ...units.map((u) => `  - ${u}`), ''].join('\n'));
    const fight = ['--position', position, '--attacker', '71-bde,158-bde', '--defender', 'I9', '--roll', '3'];
    const { own, declared } = await both(dir, [...fight, '--retreat-rolls', '2,3', '--choose', '71-bde=F7,158-bde=F7']);
    expect(declared.code, declared.err).toBe(0);
    expect(declared.out).toContain('Defence in I9 (Hekken): (gr-1051 3 + flak-1 1) ×2 for woods = 8');
    expect(resultLines(declared.out)).toEqual(resultLines(own.out));
    expect(resultLines(declared.out)).toContain('71-bde may not return to H8 (6.5.3)');
    // A retreat of 2 does not end in G8, a hex away; the legal hexes and the closed ones (I8 in the zone of control
    // of the units the whole position shows, 6.4) are named alike.
    const closed = await both(dir, [...fight, '--retreat-rolls', '2', '--choose', '71-bde=G8,158-bde=F7']);
    expect(closed.declared.code).toBe(1);
    expect(closed.declared.err).toBe(closed.own.err);
    const empty = await runCli('combat', dir, '--position', position, '--attacker', '71-bde', '--defender', 'I5');
    expect(empty.code).toBe(1);
    expect(empty.err).toContain('--defender: no unit stands in I5');
  });

  it('6.5: with no journal or position file, a hex names no defenders: refused as Veritable refuses it', async () => {
    const dir = copy([
      [', outcome: veritable.retreat }', ', outcome: veritable.retreat, kept: veritable.combat-kept }'],
    ]);
    const args = ['--attacker', '71-bde@H8', '--defender', 'I9', '--preview'];
    const { own, declared } = await both(dir, args);
    expect(declared.code).toBe(1);
    expect(declared.err).toBe(own.err);
    expect(declared.err).toContain(
      '--defender I9: the units in a hex are known only from the journal or a position file',
    );
    const ru = await runCli('combat', dir, ...args, '--lang', 'ru');
    expect(ru.err).toBe((await runCli('combat', 'veritable', ...args, '--lang', 'ru')).err);
  });

  it('validate: an outcome with no hook to read it is refused at its line', async () => {
    const dir = copy([[', outcome: veritable.retreat }', ' }']]);
    const r = await runCli('validate', dir);
    expect(r.code).toBe(1);
    expect(r.out + r.err).toMatch(/rules\.yaml:\d+:\d+: rules\.procedures\[\d+\]\.outcome: an outcome is read by/);
    expect(r.out + r.err).toContain("the combat's outcome hook: name it in hooks.outcome");
  });
});
