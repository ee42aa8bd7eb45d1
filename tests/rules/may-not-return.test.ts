import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';
import { RULES_HEX, copiesOf } from '../helpers/broken-copy.js';

// Iron Ford's "both lose" (7.6.1) declared as Veritable declares its 6.5.3, in rules.yaml alone: the defender's part
// first (the combat's `first: defender`), and a unit that retreated before a unit of its side was lost may not move
// back into the hex it left that turn (`movement.retreat.mayNotReturn`), which the engine's `move` refuses.
const copy = copiesOf(RULES_HEX, 'rules.yaml');
const DECLARED = copy([
  ['      chart: crt\n      inputs:', '      chart: crt\n      first: defender\n      inputs:'],
  [
    'retreat: { intoZoc: forbidden, section: "7.5" }',
    'retreat: { intoZoc: forbidden, mayNotReturn: { section: "7.6.1" }, section: "7.5" }',
  ],
]);
const tmp = mkdtempSync(join(tmpdir(), 'sandtable-may-not-return-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const journalOf = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

/** The 11th and the reduced 12th Army together in the forest at E3; three Blue corps attack: 11:18, 1-2, a 5 is BL. */
const POSITION = join(tmp, 'e3.yaml');
writeFileSync(
  POSITION,
  'units:\n  - r-11@E3\n  - { unit: r-12, at: E3, hits: 1 }\n  - b-1@D2\n  - b-2@D3\n  - b-4@E2\n',
);
const BOTH_LOSE = (g: string) => [
  ...['combat', g, '--attacker', 'b-1,b-2,b-4', '--defender', 'r-11,r-12'],
  ...['--position', POSITION, '--roll', '5', '--turn', '1'],
];

describe('7.6.1: the declared order of the owners’ parts, and who may not return, from data alone', () => {
  it('7.6.1: the defender answers first; r-11, retreated before r-12 fell, may not move back into E3', async () => {
    const journal = join(tmp, 'declared.json');
    const asked = await runCli(...BOTH_LOSE(DECLARED), '--journal', journal);
    expect(asked.code, asked.err).toBe(0);
    expect(asked.out).toContain('  Red result 1: every unit retreats 1 hex or 1 unit is lost, in any mix;');
    expect(asked.out).not.toContain('Blue result 1:');
    const red = await runCli('combat', DECLARED, '--journal', journal, '--choose', 'r-11=F3,r-12=loss');
    expect(red.code, red.err).toBe(0);
    expect(red.out).toContain('r-11 may not return to E3 (7.6.1)');
    expect(red.out).toContain('  Blue result 1: 1 unit each loses a step or retreat 1 hex (7.6.1)');
    const blue = await runCli('combat', DECLARED, '--journal', journal, '--choose', 'b-4=loss');
    expect(blue.code, blue.err).toBe(0);
    const said = blue.out.split('\n');
    const at = (line: string) => said.findIndex((l) => l.includes(line));
    // The defender's part is applied, and said, before the attacker's.
    expect(at('r-11 (E3): retreats to F3 (7.5)')).toBeGreaterThan(-1);
    expect(at('r-11 (E3): retreats to F3 (7.5)')).toBeLessThan(at('b-4 (E2): the owner takes it as a loss'));
    expect(journalOf(journal).state.mayNotReturn).toEqual({ turn: 1, units: [{ ref: 'r-11', at: 'E3' }] });

    const back = await runCli('move', DECLARED, '--units', 'r-11@E3', '--journal', journal);
    expect(back.code).toBe(1);
    expect(back.err).toContain(
      'r-11 retreated from E3 before its side lost a unit: it may not move there again this turn (7.6.1)',
    );
    const ru = await runCli('move', DECLARED, '--units', 'r-11@E3', '--journal', journal, '--lang', 'ru');
    expect(ru.err).toContain('r-11 отступила из E3 прежде, чем её сторона потеряла часть');
    // Another unit may go there, and r-11 may go elsewhere; only the hex it left is closed to it.
    const other = await runCli('move', DECLARED, '--units', 'r-13@E3', '--journal', journal);
    expect(other.code, other.err).toBe(0);
    const elsewhere = await runCli('move', DECLARED, '--units', 'r-11@F2', '--journal', journal);
    expect(elsewhere.code, elsewhere.err).toBe(0);
  });

  it('7.6.1: in a later turn the hex is open to it again', async () => {
    const journal = join(tmp, 'later.json');
    await runCli(...BOTH_LOSE(DECLARED), '--journal', journal);
    await runCli('combat', DECLARED, '--journal', journal, '--choose', 'r-11=F3,r-12=loss');
    await runCli('combat', DECLARED, '--journal', journal, '--choose', 'b-4=loss');
    const same = await runCli('move', DECLARED, '--units', 'r-11@E3', '--journal', journal, '--turn', '1');
    expect(same.code).toBe(1);
    const next = await runCli('move', DECLARED, '--units', 'r-11@E3', '--journal', journal, '--turn', '2');
    expect(next.code, next.err).toBe(0);
  });

  it('7.6.1: a game that does not declare it asks the attacker first and lets the unit return', async () => {
    const journal = join(tmp, 'plain.json');
    const asked = await runCli(...BOTH_LOSE(RULES_HEX), '--journal', journal);
    expect(asked.out).toContain('  Blue result 1: 1 unit each loses a step or retreat 1 hex (7.6.1)');
    await runCli('combat', RULES_HEX, '--journal', journal, '--choose', 'b-4=loss');
    const red = await runCli('combat', RULES_HEX, '--journal', journal, '--choose', 'r-11=F3,r-12=loss');
    expect(red.code, red.err).toBe(0);
    expect(red.out).not.toContain('may not return');
    expect(journalOf(journal).state.mayNotReturn).toBeUndefined();
    const back = await runCli('move', RULES_HEX, '--units', 'r-11@E3', '--journal', journal);
    expect(back.code, back.err).toBe(0);
  });
});
