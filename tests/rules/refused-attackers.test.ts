import { describe, it, expect } from 'vitest';
import { runCli } from '../helpers/run-cli.js';
import { RULES_HEX, copiesOf, problemsOf } from '../helpers/broken-copy.js';
import { formatProblem } from '../../src/load/problem.js';

// Units a combat refuses as attackers, declared in rules.yaml (`refusedAttackers`) as Veritable declares its outposts
// (8.4) and zero attack factors (8.3): the engine judges each attacking unit's counter (`has(ABILITY)`, `attack`)
// and refuses the combat in the entry's words, citing its section. A copy of Iron Ford whose engineers never attack
// (7.9) and whose weakest corps may not attack alone; the fixture itself lets both attack.
const copy = copiesOf(RULES_HEX, 'rules.yaml');
const REFUSALS = [
  '      refusedAttackers:',
  '        - { id: engineers, unit: has(engineers), text: engineers do not attack, section: "7.9" }',
  '        - { id: weak, unit: "attack < 4", says: "{ref} is too weak to attack ({section})", section: "7.1" }',
  '      results:',
].join('\n');
const G = copy([['      results:', REFUSALS]]);
/** The engineers and the 1st Corps attack the 11th Army in the open at C2: 6:6, column 1-1. */
const ENGINEERS = ['combat', '--attacker', 'b-5@B2,b-1@C1', '--defender', 'r-11@C2', '--roll', '3'];

describe('refused attackers, declared in rules.yaml and judged by the engine', () => {
  it('7.9: an engineer corps is refused by its ability, in the entry’s text, naming the unit and section', async () => {
    expect((await runCli('validate', G)).code).toBe(0);
    const r = await runCli(ENGINEERS[0], G, ...ENGINEERS.slice(1));
    expect(r.code).toBe(1);
    expect(r.err).toContain('b-5: engineers do not attack (7.9)');
    expect(r.out).toBe('');
  });

  it('7.1: a unit refused by its attack factor, in the entry’s own words; a stronger corps attacks', async () => {
    const weakOnly = copy([['      results:', REFUSALS.replace(/ {8}- \{ id: engineers.*\n/, '')]]);
    const r = await runCli(ENGINEERS[0], weakOnly, ...ENGINEERS.slice(1));
    expect(r.code).toBe(1);
    expect(r.err).toContain('b-5 is too weak to attack (7.1)');
    const strong = await runCli('combat', weakOnly, '--attacker', 'b-1@C1', '--defender', 'r-11@C2', '--roll', '3');
    expect(strong.code, strong.err).toBe(0);
  });

  it('an ability a refusal names that does not exist: file:line:field at validate, with did you mean', () => {
    const bad = copy([['      results:', REFUSALS.replace('has(engineers)', 'has(enginers)')]]);
    const said = problemsOf(bad).map((p) => formatProblem(p, bad));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^rules\.yaml:\d+:\d+: rules\.procedures\[1\]\.refusedAttackers\[0\]\.unit: /);
    expect(said[0]).toContain('did you mean "engineers"');
  });

  it('the fixture as it stands declares no refusal: the engineers attack', async () => {
    const r = await runCli(ENGINEERS[0], RULES_HEX, ...ENGINEERS.slice(1));
    expect(r.code, r.err).toBe(0);
  });
});
