import { describe, it, expect, afterAll } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../../helpers/run-cli.js';
import { cleanup } from '../../helpers/broken-copy.js';
import { declaredCombatCopy } from './declared-copy.js';

// Supply said by hand and a game option chosen for one combat, declared as a combat's inputs (rules.yaml `inputs`:
// `supply: attacker|defender` on a check, `option:` on a choice): the copy of Veritable whose combat is declared
// takes --oos-attacker, --oos-defender and --attacker-result and words them as Veritable's own combat does.

const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));

const MORE = [
  '        - { id: oos-attacker, label: Attackers out of supply (7.2), kind: check, supply: attacker, section: "7.0" }',
  '        - { id: oos-defender, label: Defenders out of supply (7.2), kind: check, supply: defender, section: "7.0" }',
  '        - { id: attacker-result, label: Reading of the attacker’s result, kind: choice, option: attacker-result }',
  '',
].join('\n');
const AIR = '        - { id: air-defender, label: Air units the defender commits (5.2), kind: number, max: 9 }\n';
// Each side's air units bounded by what the Air Power Table can grant it in a turn (5.1), as Veritable's own are.
const MOST = [
  [
    ', kind: number, max: 9 }',
    ', kind: number,\n            most: { chart: air-power, side: attacker, says: "{side}" } }',
  ],
  [
    ', kind: number, max: 9 }',
    ', kind: number,\n            most: { chart: air-power, side: defender, says: "{side}" } }',
  ],
] as [string, string][];

function copy(): string {
  const dir = declaredCombatCopy([[AIR, AIR + MORE], ...MOST]);
  dirs.push(dir);
  return dir;
}
const HALVED = ['--attacker', '158-bde@H8,160-bde@H8,71-bde@H8', '--defender', 'gr-1051@I9', '--preview'];

describe('supply at the moment of combat, said by hand or traced (7.0, 7.2)', () => {
  it('7.0, 7.2: with no whole position, the sides said out of supply are halved, as Veritable’s are', async () => {
    const dir = copy();
    const args = [...HALVED, '--oos-attacker', '--oos-defender'];
    const own = await runCli('combat', 'veritable', ...args);
    const declared = await runCli('combat', dir, ...args);
    expect(declared.code, declared.err).toBe(0);
    const lines = declared.out.split('\n');
    expect(lines).toContain('  Supply as said on the command line: no whole position is known to trace it from (7.0)');
    expect(lines).toContain(
      '  Attack from H8: 158-bde 3 + 160-bde 3 + 71-bde 4 = 5 (out of supply: 10 halved, rounded up, to 5 (7.2))',
    );
    const head = (out: string) => out.split('\n').slice(2, 7);
    expect(head(declared.out)).toEqual(head(own.out));
  });

  it('7.0: with the whole position known, supply is traced and saying it by hand is refused', async () => {
    const dir = copy();
    const pos = join(dir, 'pos.yaml');
    writeFileSync(pos, 'units:\n  - 71-bde@H8\n  - gr-1051@I9\n');
    const args = ['--position', pos, '--attacker', '71-bde', '--defender', 'I9', '--preview'];
    const traced = await runCli('combat', dir, ...args);
    expect(traced.code, traced.err).toBe(0);
    expect(traced.out).toContain('  Every stack in this combat traces supply at the moment of combat (7.0)\n');
    const said = await runCli('combat', dir, ...args, '--oos-defender');
    const own = await runCli('combat', 'veritable', ...args, '--oos-defender');
    expect(said.code).toBe(1);
    expect(said.err).toBe(
      'sandtable: supply is traced from the positions at the moment of combat (7.0); --oos-attacker and ' +
        '--oos-defender are only for a combat whose position is not known\n',
    );
    expect(said.err).toBe(own.err);
  });

  it('Russian 6.5.2: --attacker-result per-unit reads the attacker’s 2 as two units, as Veritable’s does', async () => {
    const dir = copy();
    const args = [...HALVED.slice(0, 4), '--roll', '1', '--attacker-result', 'per-unit'];
    const declared = await runCli('combat', dir, ...args);
    const own = await runCli('combat', 'veritable', ...args);
    expect(declared.code, declared.err).toBe(0);
    expect(declared.out).toContain('allied result 2: 2 units each lose a step or retreat 1 hex (Russian 6.5.2)');
    const waiting = (out: string) => out.slice(out.indexOf('  Waiting'));
    expect(waiting(declared.out)).toBe(waiting(own.out));
    const wrong = await runCli('combat', dir, ...args.slice(0, -1), 'none');
    expect(wrong.code).toBe(2);
    expect(wrong.err).toBe('sandtable: option attacker-result has the choices example, per-unit; not "none"\n');
  });
});

describe('air units committed, at most what a turn can bring (5.1, 5.2)', () => {
  it('5.1: the Allied attacker commits at most 3, the German defender 1, refused beyond in its words', async () => {
    const dir = copy();
    const args = ['--attacker', '71-bde@H8', '--defender', 'gr-1051@I9', '--preview'];
    const three = await runCli('combat', dir, ...args, '--air-attacker', '3');
    expect(three.code, three.err).toBe(0);
    const four = await runCli('combat', dir, ...args, '--air-attacker', '4');
    expect(four.code).toBe(2);
    expect(four.err).toBe('sandtable: --air-attacker takes a whole number from 0 to 3 (allied), not 4\n');
    const two = await runCli('combat', dir, ...args, '--air-defender', '2');
    expect(two.err).toBe('sandtable: --air-defender takes a whole number from 0 to 1 (german), not 2\n');
  });
});
