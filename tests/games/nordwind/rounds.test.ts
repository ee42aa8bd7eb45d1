import { describe, it, expect } from 'vitest';
import { formatProblem } from '../../../src/load/problem.js';
import { runCli } from '../../helpers/run-cli.js';
import { copiesOf, problemsOf } from '../../helpers/broken-copy.js';
import { NORDWIND_SECTION_L } from '../../helpers/examples.js';

// What Nordwind's combat results do (L, "Explanation of Combat results") is declared in rules.yaml, the combat
// hook's `rounds`: a copy that declares another effect plays it, and validate refuses a result it cannot read.

const copy = copiesOf('data/nordwind', 'rules.yaml');
const battle = async (game: string, ...args: string[]) => {
  const r = await runCli('combat', game, ...NORDWIND_SECTION_L, '--heroic-stand', 'none', ...args, '--json');
  if (r.code !== 0) throw new Error(r.err);
  return JSON.parse(r.out);
};
const problems = (dir: string) => problemsOf(dir).map((p) => formatProblem(p, dir));

describe('L: the combat results and armour numbers as declared', () => {
  it('a result does what the declaration says: D1 made a two-area retreat in a copy', async () => {
    expect(await battle('nordwind', '--rolls', '8')).toMatchObject({ result: 'D1', retreatAreas: 1 });
    const dir = copy([['{ code: D1, defender: { retreat: 1 } }', '{ code: D1, defender: { retreat: 2 } }']]);
    const r = await battle(dir, '--rolls', '8');
    expect(r).toMatchObject({ result: 'D1', outcome: 'defender-retreats', retreatAreas: 2 });
    expect(r.steps.at(-1)).toBe('The defender retreats all units 2 areas into unoccupied areas');
  });

  it('a loss that goes on fights another round; one that takes the whole force ends the battle', async () => {
    const dir = copy([
      ['{ code: DE1, defender: { lose: 1 }, goesOn: true }', '{ code: DE1, defender: { lose: all } }'],
    ]);
    expect((await battle('nordwind', '--rolls', '12,2')).rounds).toHaveLength(2);
    const r = await battle(dir, '--rolls', '12');
    expect(r).toMatchObject({ outcome: 'defender-eliminated', rounds: [{ result: 'DE1' }] });
    expect(r.eliminated.defender).toHaveLength(2);
  });

  it('validate refuses a result no table prints, one left out, and one that does two things, at file:line', () => {
    const dir = copy([
      ['{ code: DE2, defender: { lose: 2 }, goesOn: true }', '{ code: DE3, defender: { lose: 2 }, goesOn: true }'],
      ['{ code: A2, attacker: { retreat: 2 } }', '{ code: A2, attacker: { retreat: 2, lose: 1 } }'],
      ['{ code: AE2, attacker: { lose: 2 }, goesOn: true }', '{ code: AE2, attacker: { lose: 2 } }'],
    ]);
    expect(problems(dir)).toEqual([
      expect.stringMatching(/^rules\.yaml:\d+:\d+: .*a result makes a side retreat or lose units/),
      expect.stringMatching(
        /^rules\.yaml:\d+:\d+: .*code: no result "DE3" \(did you mean "DE1"\?\) on forest, mountain/,
      ),
      expect.stringMatching(/^rules\.yaml:\d+:\d+: .*losing 2 leaves the battle undecided: give goesOn: true/),
      expect.stringMatching(/^rules\.yaml:\d+:\d+: .*result "DE2" of forest, mountain is not declared/),
    ]);
  });

  it('the armour numbers hold as their declared conditions say, judged each round', async () => {
    // Section L's example: +1 for the attacking tank, -1 for the defending one, -1 for the area: -1.
    expect((await battle('nordwind', '--rolls', '8')).rounds[0]).toMatchObject({ shift: 1, drm: -1 });
    const dir = copy([
      ['per: "attackers.count(has(armour) or type == armour)"', 'per: "attackers.count(not has(armour))"'],
    ]);
    // Now one for each of the three attacking infantry units.
    expect((await battle(dir, '--rolls', '8')).rounds[0]).toMatchObject({ shift: 1, drm: 1 });
    // Armour with infantry: a lone defending tank gives neither the shift nor the -1.
    const alone = await runCli(
      'combat',
      'nordwind',
      ...['--area', 'rimling', '--attacker', '2', '--defender', '1', '--defender-armour', '1'],
      ...['--armour-shift', 'armour-with-infantry', '--rolls', '7', '--heroic-stand', 'none', '--json'],
    );
    expect(JSON.parse(alone.out).rounds[0]).toMatchObject({ shift: 0, drm: -1 });
  });

  it('validate refuses a condition naming an ability or option the game lacks, with did-you-mean', () => {
    const dir = copy([
      ['per: "attackers.count(has(armour) or type == armour)"', 'per: "attackers.count(has(armor) or type == armour)"'],
      [
        'when: "option.armour-shift-condition != armour-with-infantry or',
        'when: "option.armour-shift-condtion != armour-with-infantry or',
      ],
    ]);
    expect(problems(dir)).toEqual([
      expect.stringMatching(/^rules\.yaml:\d+:\d+: .*drms\[0\]\.per: .*no ability "armor" \(did you mean "armour"\?\)/),
      expect.stringMatching(
        /^rules\.yaml:\d+:\d+: .*drms\[1\]\.when: .*no name "option\.armour-shift-condtion" here \(did you mean/,
      ),
    ]);
  });
});
