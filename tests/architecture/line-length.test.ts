import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

// The formatter wraps code at 120 columns but never breaks a string or a comment; this holds those too.
const ROOT = resolve(import.meta.dirname, '../..');
const MAX = 120;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return /fixtures|golden/.test(f) ? [] : files(p);
    return /\.(ts|mjs|js)$/.test(f) ? [p] : [];
  });
}

describe('line length', () => {
  it(`no line of code, tests or bench is longer than ${MAX} characters`, () => {
    const long: string[] = [];
    for (const f of ['src', 'tests', 'bench', 'bin'].flatMap((d) => files(join(ROOT, d)))) {
      readFileSync(f, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (line.length > MAX) long.push(`${relative(ROOT, f)}:${i + 1} (${line.length})`);
        });
    }
    expect(long).toEqual([]);
  });
});
