import { describe, it, expect, afterAll } from 'vitest';
import { runCli } from '../../helpers/run-cli.js';
import { cleanup } from '../../helpers/broken-copy.js';
import { declaredCombatCopy } from './declared-copy.js';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { positionItems } from '../../../src/assist/position/position-file.js';
import { Session } from '../../../src/assist/table/session.js';
import { cliEnvironment } from '../../../src/cli/assist-support.js';
import { runCombat } from '../../../src/rules/combat.js';
import { render } from '../../../src/assist/messages.js';
import type { CombatProcedure } from '../../../src/model/schema/rules.js';
import { refusal } from './refusal.js';

// A unit the player names, declared (rules.yaml `inputs`, `kind: unit`): optional rule 11.1's amphibious marker
// rides with one attacking Allied brigade, named on the command line. The engine refuses any other unit and the
// marker while 11.1 is not agreed, in the data's words; conditions read the unit named (`input.ID`, a unit's `id`).

const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));

const AMPHIBIOUS = [
  '        - id: amphibious',
  '          label: Brigade with the amphibious marker (11.1)',
  '          kind: unit',
  '          unit: "side == allied and echelon == brigade and not has(armour-shift)"',
  '          when: "option.optional-amphibious == on"',
  '          says: "{--amphibious} {ref}: the marker rides with one attacking Allied brigade (11.1)"',
  '          closed: "optional rule 11.1 is not in play in this game: there is no amphibious marker (11.0, 11.1)"',
  '          section: "11.1"',
  '',
].join('\n');
const AIR = '        - { id: air-defender, label: Air units the defender commits (5.2), kind: number, max: 9 }\n';

function copy(edits: [string | RegExp, string][] = []): string {
  const dir = declaredCombatCopy([[AIR, AIR + AMPHIBIOUS], ...edits]);
  dirs.push(dir);
  return dir;
}
const FLOODED = ['--attacker', '7-cdn-bde@F2', '--defender', 'gr-1052@F3', '--preview'];
const ON = ['--option', 'optional-amphibious=on'];
const attackLine = (out: string) => out.split('\n').find((l) => l.startsWith('  Attack from'));

describe('a unit the player names: the amphibious brigade (11.1)', () => {
  it('11.1: the brigade named ignores flooded ground, as in Veritable’s own combat; unnamed it is halved', async () => {
    const dir = copy();
    const own = await runCli('combat', 'veritable', ...FLOODED, '--amphibious', '7-cdn-bde');
    const named = await runCli('combat', dir, ...FLOODED, ...ON, '--amphibious', '7-cdn-bde');
    expect(named.code, named.err).toBe(0);
    expect(attackLine(named.out)).toBe('  Attack from F2: 7-cdn-bde 4 = 4');
    expect(attackLine(named.out)).toBe(attackLine(own.out));
    expect(attackLine((await runCli('combat', dir, ...FLOODED, ...ON)).out)).toBe(
      '  Attack from F2: 7-cdn-bde 4×0.5 = 2 (flooded ground: ×0.5)',
    );
  });

  it('11.1: only an attacking Allied brigade carries the marker, refused in Veritable’s words', async () => {
    const dir = copy();
    for (const [attacker, named] of [
      ['7-cdn-bde@F2,30-armd-bde@F2', '30-armd-bde'],
      ['7-cdn-bde@F2', '8-cdn-bde'],
    ]) {
      const args = ['--attacker', attacker, '--defender', 'gr-1052@F3', '--amphibious', named, '--preview'];
      const own = await runCli('combat', 'veritable', ...args);
      const declared = await runCli('combat', dir, ...args, ...ON);
      expect(declared.code, named).toBe(1);
      expect(declared.err).toBe(
        `sandtable: --amphibious ${named}: the marker rides with one attacking Allied brigade (11.1)\n`,
      );
      expect(declared.err).toBe(own.err);
    }
  });

  it('11.1: without its own words, a unit not among the attackers is refused in the engine’s', async () => {
    const dir = copy([[/\n {10}says: "\{--amphibious\}[^\n]*/, '']]);
    const r = await runCli('combat', dir, ...FLOODED, ...ON, '--amphibious', '8-cdn-bde');
    expect(r.code).toBe(1);
    expect(r.err).toBe('sandtable: --amphibious 8-cdn-bde: not one of the attackers it may name (11.1)\n');
  });

  it('11.0, 11.1: while the option is not agreed there is no marker to name', async () => {
    const r = await runCli('combat', copy(), ...FLOODED, '--amphibious', '7-cdn-bde');
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      'optional rule 11.1 is not in play in this game: there is no amphibious marker (11.0, 11.1)',
    );
  });

  it('11.0, 11.1: the engine’s refusals name the input by key; the CLI says --amphibious, the page its label', () => {
    // Without the data's own words, the engine's: `refused.inputClosed` and `refused.inputUnit`.
    const dir = copy([
      [/\n {10}says: "\{--amphibious\}[^\n]*/, ''],
      [/\n {10}closed: "[^\n]*/, ''],
    ]);
    const s = loadScenario(dir);
    const p = s.rules!.procedures.find((x) => x.id === 'combat') as CombatProcedure;
    const label = p.inputs.find((i) => i.id === 'amphibious')!.label;
    const page = (flag: string) => `«${p.inputs.find((i) => i.id === flag)?.label ?? flag}»`;
    const run = (names: Record<string, string>, named: string) => () =>
      runCombat(
        s,
        p,
        {
          attackers: positionItems(s, ['7-cdn-bde@F2']),
          defenders: positionItems(s, ['gr-1052@F3']),
          inputs: { amphibious: named },
          names,
        },
        new Session(s, {}, 'combat', cliEnvironment({})),
      );
    const closed = refusal(run({}, '7-cdn-bde'));
    const stranger = refusal(run({ 'option.optional-amphibious': 'on' }, '8-cdn-bde'));
    for (const r of [closed, stranger]) {
      expect(r.why.values.input).toBe('amphibious');
      expect(JSON.stringify(r.why.values)).not.toContain('--');
    }
    expect(closed.message).toBe('--amphibious: not in play in this game (11.1)');
    expect(render(closed.why, {}, undefined, page)).toBe(`«${label}»: not in play in this game (11.1)`);
    expect(stranger.message).toBe('--amphibious 8-cdn-bde: not one of the attackers it may name (11.1)');
    expect(render(stranger.why, {}, undefined, page)).toBe(
      `«${label}» 8-cdn-bde: not one of the attackers it may name (11.1)`,
    );
  });

  it('a declared multiplier reads the unit named: `id != input.amphibious` spares it', async () => {
    // The engine's own totals (no totals hook): a second halving on flooded ground for each attacker but the one named.
    const dir = copy([
      [', totals: veritable.stack-totals', ''],
      [
        '        multipliers:\n',
        '        multipliers:\n' +
          '          - { id: wet, text: flooded, side: attacker, by: 0.5, each: true, section: "11.1",\n' +
          '              when: "terrain == flooded and id != input.amphibious" }\n',
      ],
    ]);
    const two = ['--attacker', '7-cdn-bde@F2,8-cdn-bde@F2', '--defender', 'gr-1052@F3', '--preview', ...ON, '--json'];
    const total = async (...more: string[]) =>
      JSON.parse((await runCli('combat', dir, ...two, ...more)).out).attacker.total;
    // Each 4, halved by the terrain chart's flooded ground and again by `wet`: 1 + 1; the one named 2 + 1.
    expect(await total()).toBe(2);
    expect(await total('--amphibious', '7-cdn-bde')).toBe(3);
  });

  it('validate: a unit input names only what a unit has, at its line', async () => {
    const dir = copy([['echelon == brigade and not', 'echelon == brigad and not']]);
    const r = await runCli('validate', dir);
    expect(r.code).toBe(1);
    expect(r.out + r.err).toMatch(/rules\.yaml:\d+:\d+: rules\.procedures\[1\]\.inputs\[3\]\.unit: .*brigad/);
  });
});
