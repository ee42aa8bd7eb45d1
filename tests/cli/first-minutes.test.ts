import { describe, it, expect } from 'vitest';
import { spawn } from 'node:child_process';
import { runCli } from '../helpers/run-cli.js';

// What a new user meets in the first minutes: a typo in a game id, the help screens, where the data comes from,
// and piping a long answer into `head`.
describe('the first minutes with the CLI', () => {
  it('answers a mistyped game id with the nearest bundled game and the list, exit 1', async () => {
    const r = await runCli('build', 'veritabel');
    expect(r.code).toBe(1);
    expect(r.err).toContain('did you mean "veritable"?');
    expect(r.err).toContain('bundled games: death-of-a-division, nordwind, remagen, veritable');
    expect(r.err).not.toMatch(/\n\s+at /);
  });

  it('shows defaults as typed, and none for an empty list, on every help screen', async () => {
    const screens = [
      ['build'],
      ['crt'],
      ['move', 'veritable'],
      ['overrun', 'death-of-a-division'],
      ['labour', 'remagen'],
    ];
    for (const args of screens) {
      const r = await runCli(...args, '--help');
      expect(r.code, args.join(' ')).toBe(0);
      expect(r.out, args.join(' ')).not.toMatch(/default: (\[|")/);
    }
    expect((await runCli('build', '--help')).out).toMatch(
      /--paper <paper>\s+letter, a4, a3, [^(]*\(ledger\)[\s\S]*?\(default: letter\)/,
    );
  });

  it("cites each rule text by title, never a path of the maintainers' workspace", async () => {
    for (const args of [
      ['sources', 'veritable'],
      ['sources', 'nordwind', '--json'],
    ]) {
      const r = await runCli(...args);
      expect(r.code).toBe(0);
      expect(r.out).not.toMatch(/seeds|\.txt\b/);
    }
    expect((await runCli('sources', 'veritable')).out).toMatch(/^ {2}ru {2}Operation: Veritable, rules, Russian/m);
  });

  it('ends quietly when the reader closes the pipe early (sources … | head)', async () => {
    const child = spawn(process.execPath, ['bin/sandtable.js', 'sources', 'veritable'], { stdio: 'pipe' });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((done) => child.on('close', done));
    expect(err).toBe('');
    expect(code).toBe(0);
  });
});
