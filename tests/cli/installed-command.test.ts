import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

// The command a user runs is bin/sandtable.js over the bundle `npm ci` builds; the other CLI tests call
// the source in-process, so this one checks the shipped entry point end to end.
const run = (...args: string[]) => spawnSync(process.execPath, ['bin/sandtable.js', ...args], { encoding: 'utf8' });

describe('bin/sandtable.js', () => {
  it('lists the games and answers a CRT question', () => {
    const list = run('list', '--json');
    expect(list.status).toBe(0);
    expect(JSON.parse(list.stdout)).toHaveLength(4);
    const crt = run('crt', 'veritable', '--odds', '24:8', '--shift', '-2', '--roll', '3', '--json');
    expect(JSON.parse(crt.stdout)).toMatchObject({ column: '1-1', result: '1/1' });
  });

  it('builds a kit part, loading the PDF libraries only then', () => {
    const out = mkdtempSync(join(tmpdir(), 'bin-build-'));
    const r = run('build', 'veritable', '--only', 'counters', '--out', out);
    expect(r.status).toBe(0);
    expect(existsSync(join(out, 'counters.pdf'))).toBe(true);
    expect(readFileSync(join(out, 'counters.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('exits 2 on a usage error and 1 on bad input, without a stack trace', () => {
    expect(run('build').status).toBe(2);
    const bad = run('crt', 'nordwind', '--diff', '2', '--roll', '13');
    expect(bad.status).toBe(1);
    expect(bad.stderr).not.toMatch(/\n\s+at /);
  });
});
