import { describe, it, expect, afterAll } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';
import fc from 'fast-check';
import { loadScenario } from '../../src/load/load-scenario.js';
import { ScenarioError } from '../../src/load/problem.js';
import { InputError } from '../../src/util/input-error.js';
import { runCli } from '../helpers/run-cli.js';
import { copyGame } from '../helpers/broken-copy.js';

// A thousand broken scenarios a run, made by mutating the four bundled games' files: whatever a designer or
// a hostile file does, the loader answers with problems that name a file, never a crash or an internal error,
// and a build that fails leaves nothing behind. Seeded: FUZZ_SEED=n reproduces a run; fast-check prints the
// seed and path of any failure. FUZZ_RUNS=n changes the count (default 250 a game).
process.env.SANDTABLE_NO_CACHE = '1';
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 250);
const GAMES = ['veritable', 'remagen', 'death-of-a-division', 'nordwind'];

const HOSTILE = [
  '',
  '-1',
  '0',
  '1e308',
  '-1.79e308',
  '9007199254740993',
  '.nan',
  '.inf',
  '~',
  'null',
  `"${'x'.repeat(5000)}"`,
  '[1, 2',
  '{',
  '*nowhere',
  '!!js/function "function () {}"',
  '!custom tag',
  '__proto__',
  '{ __proto__: { polluted: true } }',
  'A1',
  '"\\0"',
  '0x10',
  '"🎲 演習"',
  '&a [*a, *a, *a]',
  '[' + '[1, '.repeat(200) + ']'.repeat(200),
  '1000000',
];

type Mutation =
  | { kind: 'value'; line: number; value: string }
  | { kind: 'delete' | 'duplicate' | 'indent'; line: number }
  | { kind: 'truncate'; at: number }
  | { kind: 'bytes'; at: number; bytes: number[] };

const mutation: fc.Arbitrary<{ file: number; m: Mutation }> = fc.record({
  file: fc.nat(),
  m: fc.oneof(
    fc.record({ kind: fc.constant('value' as const), line: fc.nat(), value: fc.constantFrom(...HOSTILE) }),
    fc.record({ kind: fc.constantFrom('delete' as const, 'duplicate' as const, 'indent' as const), line: fc.nat() }),
    fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
    fc.record({
      kind: fc.constant('bytes' as const),
      at: fc.nat(),
      bytes: fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 6 }),
    }),
  ),
});

function mutate(text: Buffer, m: Mutation): Buffer {
  if (m.kind === 'truncate') return text.subarray(0, m.at % (text.length + 1));
  if (m.kind === 'bytes') {
    const at = m.at % (text.length + 1);
    return Buffer.concat([text.subarray(0, at), Buffer.from(m.bytes), text.subarray(at)]);
  }
  const lines = text.toString('utf8').split('\n');
  const i = m.line % lines.length;
  if (m.kind === 'delete') lines.splice(i, 1);
  else if (m.kind === 'duplicate') lines.splice(i, 0, lines[i]);
  else if (m.kind === 'indent') lines[i] = `   ${lines[i]}`;
  else if (m.kind === 'value') {
    const colon = lines[i].indexOf(': ');
    lines[i] = colon >= 0 ? `${lines[i].slice(0, colon + 2)}${m.value}` : `${lines[i]} ${m.value}`;
  }
  return Buffer.from(lines.join('\n'), 'utf8');
}

const temps: string[] = [];
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

function copyOf(game: string): { dir: string; files: string[]; originals: Map<string, Buffer> } {
  const dir = mkdtempSync(join(tmpdir(), `fuzz-${game}-`));
  temps.push(dir);
  copyGame(join('data', game), dir);
  const files = readdirSync(dir).filter((f) => /\.(ya?ml|csv)$/.test(f));
  return { dir, files, originals: new Map(files.map((f) => [f, readFileSync(join(dir, f))])) };
}

/** What a user may see from a broken file: problems, each naming a file inside the game folder. */
function checkFailure(e: unknown, dir: string): void {
  if (e instanceof ScenarioError) {
    expect(e.problems.length).toBeGreaterThan(0);
    for (const p of e.problems) {
      expect(typeof p.file).toBe('string');
      expect(relative(dir, p.file).startsWith('..')).toBe(false);
      expect(p.message.length).toBeLessThan(2000);
    }
    return;
  }
  if (e instanceof InputError) {
    expect(e.message).toContain(dir);
    return;
  }
  throw e;
}

describe('the loader under 1,000 mutated scenarios', () => {
  const stats = { runs: 0, valid: 0, refused: 0 };
  afterAll(() => console.log(`fuzz: ${stats.runs} mutated scenarios, ${stats.refused} refused, ${stats.valid} valid`));

  for (const [g, game] of GAMES.entries()) {
    it(`${game}: every mutant loads or is refused with problems naming its file`, () => {
      const { dir, files, originals } = copyOf(game);
      fc.assert(
        fc.property(mutation, ({ file, m }) => {
          const name = files[file % files.length];
          try {
            writeFileSync(join(dir, name), mutate(originals.get(name)!, m));
            stats.runs++;
            try {
              loadScenario(dir);
              stats.valid++;
            } catch (e) {
              stats.refused++;
              checkFailure(e, dir);
            }
          } finally {
            writeFileSync(join(dir, name), originals.get(name)!);
          }
        }),
        { seed: SEED + g, numRuns: RUNS },
      );
      // 250 loads took 76 s with six test runs sharing the 2-core machine, past vitest's 60 s default.
    }, 180_000);
  }

  it('a build of a mutant that fails leaves no file behind, and none ends in an internal error', async () => {
    let failed = 0;
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: GAMES.length - 1 }), mutation, async (g, { file, m }) => {
        const { dir, files, originals } = copyOf(GAMES[g]);
        const name = files[file % files.length];
        writeFileSync(join(dir, name), mutate(originals.get(name)!, m));
        const out = join(mkdtempSync(join(tmpdir(), 'fuzz-out-')), 'kit');
        temps.push(out);
        const r = await runCli('build', dir, '--out', out, '--format', 'pdf');
        expect(r.err).not.toMatch(/internal error|\n\s+at /);
        if (r.code !== 0) {
          failed++;
          expect(existsSync(out) ? readdirSync(out) : []).toEqual([]);
        }
      }),
      { seed: SEED, numRuns: Math.max(8, Math.round(RUNS / 12)) },
    );
    expect(failed).toBeGreaterThan(0);
  }, 300_000);
});
