import { describe, it, expect } from 'vitest';
import { runCli } from '../helpers/run-cli.js';
import { RULES_HEX } from '../helpers/broken-copy.js';

// A game's procedures are commands once its folder is named: `sandtable combat` alone must say so, and help must
// list the verbs, rather than "unknown command".

describe('a procedure verb without a game', () => {
  it('is refused with exit 1, saying a game folder is needed and how to name one', async () => {
    const r = await runCli('combat', '--attacker', '71-bde@H8');
    expect(r.code).toBe(1);
    expect(r.err).toContain('combat is a procedure a game declares in its rules.yaml: name the game after it');
    expect(r.err).toContain('"sandtable combat ./my-game …"');
    expect(r.err).toContain('declared by nordwind, veritable');
    expect(r.err).not.toMatch(/unknown command|\n\s+at /);
  });

  it('names a two-word verb by both words, given with or without its subcommand', async () => {
    for (const args of [['setup'], ['setup', 'check'], ['setup', 'check', '--position', 'x.yaml']]) {
      const r = await runCli(...args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.err).toContain('setup check is a procedure a game declares');
      // Remagen declares a set-up check as well (Initial Setup), and comes first.
      expect(r.err).toContain('"sandtable setup check remagen --help"');
    }
  });

  it('a name that is no game folder is named as such', async () => {
    const r = await runCli('fire', 'no-such-game', '--firer', 'x');
    expect(r.code).toBe(1);
    expect(r.err).toContain('"no-such-game" is no bundled game and no folder with a game.yaml');
    expect(r.err).toContain('declared by death-of-a-division, remagen');
  });

  it('a word that is no procedure of any bundled game stays an unknown command', async () => {
    const r = await runCli('frobnicate');
    expect(r.code).toBe(2);
    expect(r.err).toContain("unknown command 'frobnicate'");
  });
});

describe('help lists the procedure verbs', () => {
  it('sandtable --help lists each verb a bundled game declares, with its games', async () => {
    const r = await runCli('--help');
    expect(r.code).toBe(0);
    const listed = r.out.slice(r.out.indexOf('Procedures ('));
    expect(listed).toMatch(/^ {2}combat +nordwind, veritable$/m);
    expect(listed).toMatch(/^ {2}fire +death-of-a-division, remagen$/m);
    expect(listed).toMatch(/^ {2}setup check +remagen, veritable$/m);
    expect(listed).toMatch(/^ {2}overrun +death-of-a-division$/m);
    expect(listed).toContain('sandtable GAME_OR_FOLDER --help');
  });

  it('sandtable GAME --help lists the commands of that game, hooks and declared procedures alike', async () => {
    const bundled = await runCli('veritable', '--help');
    expect(bundled.code).toBe(0);
    expect(bundled.out).toContain('Operation: Veritable (veritable): the procedures its rules.yaml declares');
    expect(bundled.out).toMatch(/^ {2}sandtable setup check veritable +Set-up check \(10\.0\)$/m);
    expect(bundled.out).toMatch(/^ {2}sandtable combat veritable +Combat \(6\.5\)$/m);
    const own = await runCli(RULES_HEX);
    expect(own.code).toBe(0);
    expect(own.out).toMatch(new RegExp(`^ {2}sandtable weather ${RULES_HEX} +Weather \\(4\\.1\\)$`, 'm'));
    expect(own.out).toMatch(new RegExp(`^ {2}sandtable combat ${RULES_HEX} +Combat \\(7\\.0\\)$`, 'm'));
    // Remagen's rules name their sections rather than number them: a title that is its section is said once.
    const named = await runCli('remagen', '--help');
    expect(named.out).toMatch(/^ {2}sandtable move remagen +Movement$/m);
    expect(named.out).toMatch(/^ {2}sandtable fire remagen +Fire \(Fire Chart\)$/m);
  });
});
