import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// Every command compiles the CLI bundle with the code `npm run build` saved for it (bin/code-cache.cjs). V8 refuses
// saved code made under other flags, and the file sets one (the budget before optimising a function), so a command
// must run with the flags the code was saved under; else each compiles the bundle anew, a cost no output shows.
const root = join(import.meta.dirname, '../..');

describe('the saved compiled code', () => {
  it('is accepted by V8 in a process started as a command starts (bin/code-cache.cjs loaded first)', () => {
    const probe = `
      const loader = require(${JSON.stringify(join(root, 'bin/code-cache.cjs'))});
      const { readFileSync, statSync } = require('node:fs');
      const { join } = require('node:path');
      const vm = require('node:vm');
      const Module = require('node:module');
      const src = join(${JSON.stringify(root)}, 'dist/bundle/main.cjs');
      const { size, mtimeMs } = statSync(src);
      const name = 'dist+bundle+main.cjs-' + size + '-' + Math.trunc(mtimeMs) + '.v8';
      const cachedData = readFileSync(join(${JSON.stringify(root)}, 'dist/code-cache', name));
      const script = new vm.Script(Module.wrap(readFileSync(src, 'utf8')), { filename: src, cachedData });
      process.stdout.write(String(script.cachedDataRejected) + ' ' + typeof loader.loadMain);
    `;
    const r = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe('false function');
  });
});
