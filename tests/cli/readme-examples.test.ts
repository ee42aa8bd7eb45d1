import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

// Every `sandtable …` line of the README's examples, run exactly as a player types it: from a folder that has the
// game data where the README's paths say (data/…) and an output/ of its own, in the README's order (the journal lines
// build on one another). Nothing is filled in: a line that leaves a value out ("…") fails, as it would in a shell.
// The set-up block (npm ci, npm test) is what CI itself runs, so it is not run again here.
const ROOT = process.cwd();
const BIN = join(ROOT, 'bin', 'sandtable.js');

interface Example {
  /** The command as the README prints it, continuation lines joined as the shell joins them. */
  line: string;
}

function readmeExamples(): Example[] {
  const text = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const out: Example[] = [];
  for (const block of text.matchAll(/```sh\n([\s\S]*?)```/g)) {
    // A trailing backslash continues a command on the next line; a # starts a comment (outside quotes).
    const joined = block[1]!.replace(/\\\n\s*/g, '');
    for (const raw of joined.split('\n')) {
      const line = raw.replace(/\s+#[^"]*$/, '').trim();
      if (line.startsWith('sandtable ')) out.push({ line });
    }
  }
  return out;
}

describe('every README example runs as written', () => {
  const examples = readmeExamples();
  let cwd = '';
  beforeAll(() => {
    cwd = mkdtempSync(join(tmpdir(), 'sandtable-readme-'));
    symlinkSync(join(ROOT, 'data'), join(cwd, 'data'));
    mkdirSync(join(cwd, 'output'));
  });
  afterAll(() => rmSync(cwd, { recursive: true, force: true }));

  it('the README has its examples (the tour, the table, the journal), each written out in full', () => {
    expect(examples.length).toBeGreaterThanOrEqual(15);
    expect(examples.some((e) => e.line.includes('journal show'))).toBe(true);
    // Both combat lines of the table's example: the preview and the roll with its choice.
    expect(examples.filter((e) => e.line.startsWith('sandtable combat veritable')).length).toBe(2);
    expect(examples.filter((e) => e.line.includes('…')).map((e) => e.line)).toEqual([]);
  });

  for (const [i, e] of examples.entries())
    it(`${i + 1}: ${e.line.slice(0, 100)}`, () => {
      // The README's own words, through a shell, with `sandtable` the installed command's script.
      const r = spawnSync('sh', ['-c', e.line.replace(/^sandtable /, `node ${JSON.stringify(BIN)} `)], {
        cwd,
        encoding: 'utf8',
        timeout: 120_000,
      });
      expect(r.status, `${e.line}\n${r.stdout}\n${r.stderr}`).toBe(0);
      expect(r.stderr).not.toMatch(/\n\s+at .*\.(ts|js):\d+/);
    });
});
