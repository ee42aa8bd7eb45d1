import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

// A dependency no code imports is weight every user installs for nothing: it is removed, not kept "in case".
const ROOT = resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [readFileSync(p, 'utf8')] : [];
  });
}

describe('dependencies', () => {
  it('every runtime dependency is imported by the code in src/', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const text = sources(join(ROOT, 'src')).join('\n');
    const unused = Object.keys(pkg.dependencies).filter((d) => {
      const name = d.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      return !new RegExp(`(from |import\\(|require\\(|require\\.resolve\\()'${name}(/[^']*)?'`).test(text);
    });
    expect(unused).toEqual([]);
  });
});
