import { describe, it, expect } from 'vitest';
import { brokenCopy } from '../helpers/broken-copy.js';
import { runCli } from '../helpers/run-cli.js';

describe('sandtable list / validate / sources', () => {
  it('list --json names the four bundled games', async () => {
    const { code, out } = await runCli('list', '--json');
    expect(code).toBe(0);
    expect(JSON.parse(out).map((g: { id: string }) => g.id)).toEqual([
      'death-of-a-division',
      'nordwind',
      'remagen',
      'veritable',
    ]);
  });

  it('validate with no argument checks every bundled game and exits 0', async () => {
    const { code, out } = await runCli('validate');
    expect(code).toBe(0);
    expect(out.trim().split('\n')).toHaveLength(4);
  });

  it('a copy of a bundled game with one broken reference exits 1 naming file and line', async () => {
    const dir = brokenCopy('data/veritable', { 'units.yaml': [[/formation: 53rd-welsh/, 'formation: 53rd-wlesh']] });
    const { code, err } = await runCli('validate', dir);
    expect(code).toBe(1);
    expect(err).toMatch(
      /units\.yaml:\d+:\d+: units\[\d+\]\.formation: no formation "53rd-wlesh" \(did you mean "53rd-welsh"\?\)/,
    );
    expect(err).not.toMatch(/\n\s+at /);
  });

  it('validate --json reports each problem with file, line and path', async () => {
    const dir = brokenCopy('data/nordwind', { 'cards.yaml': [[/size: 105/, 'size: 104']] });
    const { code, out } = await runCli('validate', dir, '--json');
    expect(code).toBe(1);
    const [result] = JSON.parse(out);
    expect(result.problems[0]).toMatchObject({
      path: ['deck', 'size'],
      message: 'the deck has 104 cards, but the card counts add up to 105',
    });
    expect(result.problems[0].line).toBeGreaterThan(0);
  });

  it('sources lists rules, history and reconstructed per part and names the options', async () => {
    const { code, out } = await runCli('sources', 'veritable');
    expect(code).toBe(0);
    expect(out).toMatch(/chart crt\s+0\s+0\s+1/);
    expect(out).toContain('attacker-result');
    const json = JSON.parse((await runCli('sources', 'nordwind', '--json')).out);
    const forest = json.summary.find((r: { part: string }) => r.part === 'chart forest');
    expect(forest).toMatchObject({ rules: 1, reconstructed: 0 });
  });

  it('an unknown command or option is a usage error (exit 2); --help exits 0', async () => {
    expect((await runCli('frobnicate')).code).toBe(2);
    expect((await runCli('validate', '--frob')).code).toBe(2);
    expect((await runCli('crt', '--help')).code).toBe(0);
  });

  it('a folder that is not a game exits 1', async () => {
    const { code, err } = await runCli('validate', 'tests');
    expect(code).toBe(1);
    expect(err).toMatch(/not a game folder/);
  });
});
