import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';

// A journal rolled from one seed and then another: `journal show` printed the last seed as the one the journal was
// started with ("seeded "3"" in a journal started with --seed 7), and `journal replay` counted a die undo took back
// as drawn again beside "(0 entries with machine dice)". A seed whose rolls were all taken back before another seed
// was given was called off the generator's sequence, and replay named the later seed as the first.

const dir = mkdtempSync(join(tmpdir(), 'journal-seeds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CRT = ['crt', 'veritable', '--odds', '12:4'];
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

async function ok(...args: string[]): Promise<string> {
  const r = await runCli(...args);
  expect(r.code, `${args.join(' ')}: ${r.err}`).toBe(0);
  return r.out;
}

describe('journal seeds: show and replay name every seed in the order it was given', () => {
  it('a second --seed: show keeps the first, names the second from its entry; replay draws both', async () => {
    const file = join(dir, 'two-seeds.json');
    await ok(...CRT, '--seed', '7', '--journal', file);
    await ok(...CRT, '--seed', '3', '--journal', file);
    await ok(...CRT, '--roll', '3', '--journal', file);
    const show = await ok('journal', 'show', file);
    expect(show.split('\n')[0]).toMatch(/, seeded "7", then "3" from #2$/);
    const replay = await ok('journal', 'replay', file);
    expect(replay).toContain('Replayed 3 entries from seed "7", then "3" from #2: 2 machine dice drawn again');
    expect(replay).toContain('Every machine die reproduces (2 entries with machine dice)');
    // The seed left behind is spent: given again, it would deal its dice a second time.
    const again = await runCli(...CRT, '--seed', '7', '--journal', file);
    expect(again.code).toBe(1);
    expect(again.err).toContain('already rolled from seed "7"');
  });

  it('a roll taken back: counted as a roll taken back, never as an entry, in one and the same count', async () => {
    const file = join(dir, 'undone.json');
    const first = JSON.parse(await ok(...CRT, '--seed', '7', '--journal', file, '--json'));
    const undo = await ok('journal', 'undo', file);
    expect(undo).toContain('Its machine die stays spent: the next roll draws a new one');
    const replay = await ok('journal', 'replay', file);
    expect(replay).toBe(
      [
        'Replayed 0 entries from seed "7": 1 machine die drawn again',
        '1 roll taken back by undo was drawn again in its place',
        'Every machine die reproduces (1 roll taken back)',
        '',
      ].join('\n'),
    );
    // The next roll goes on from the generator past the spent die (undo never hands it to another declaration).
    await ok(...CRT, '--journal', file);
    const j = read(file);
    expect(j.entries[0].rng).not.toEqual(j.withdrawn[0].rng);
    expect(j.withdrawn[0].rolls).toEqual(first.rolls);
    expect(await ok('journal', 'replay', file)).toContain(
      'Every machine die reproduces (1 entry with machine dice and 1 roll taken back)',
    );
  });

  it('a seed whose every roll was taken back, then a new seed: replay draws both and finds an edited die', async () => {
    const file = join(dir, 'left.json');
    await ok(...CRT, '--seed', '7', '--journal', file);
    await ok('journal', 'undo', file);
    await ok(...CRT, '--seed', '3', '--journal', file);
    expect((await ok('journal', 'show', file)).split('\n')[0]).toMatch(/, seeded "7", then "3" from #1$/);
    const replay = await ok('journal', 'replay', file);
    expect(replay).toContain('Replayed 1 entry from seed "7", then "3" from #1: 2 machine dice drawn again');
    expect(replay).toContain('Every machine die reproduces (1 entry with machine dice and 1 roll taken back)');
    expect(replay).not.toContain('off the generator');
    // The taken-back die is drawn again for real: one edited face is named.
    const j = read(file);
    const face = j.withdrawn[0].rolls[0].faces[0];
    j.withdrawn[0].rolls[0] = { ...j.withdrawn[0].rolls[0], faces: [(face % 6) + 1], total: (face % 6) + 1 };
    const edited = join(dir, 'left-edited.json');
    writeFileSync(edited, JSON.stringify(j));
    const bad = await runCli('journal', 'replay', edited);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain(`taken back, was entry 1 (crt), roll 1 does not reproduce: the seed gives ${face}`);
  });
});
