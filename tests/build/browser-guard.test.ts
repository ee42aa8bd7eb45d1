import { describe, it, expect } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rolldown } from 'rolldown';
import { nodeGuard } from '../../browser-guard.mjs';

// The companion's bundle is built with this guard (rolldown.config.mjs): a rules module that reaches for Node
// must stop the build, naming the chain of imports, not ship a page that breaks on a phone.
async function bundle(files: Record<string, string>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'guard-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const b = await rolldown({
    input: join(dir, 'main.js'),
    platform: 'browser',
    plugins: [nodeGuard()],
    logLevel: 'silent',
  });
  try {
    await b.generate({ format: 'iife' });
  } finally {
    await b.close();
  }
}

describe('the browser bundle guard', () => {
  it('fails on a Node builtin two imports down, naming the chain', async () => {
    const err = await bundle({
      'main.js': "import { rules } from './rules.js';\nconsole.log(rules());\n",
      'rules.js': "import { read } from './file.js';\nexport const rules = () => read('x');\n",
      'file.js': "import { readFileSync } from 'node:fs';\nexport const read = (f) => readFileSync(f, 'utf8');\n",
    }).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(/may not import "node:fs"/);
    expect((err as Error).message).toMatch(/file\.js[\s\S]*rules\.js[\s\S]*main\.js/);
  });

  it('fails on a bare builtin and on a Node-only package', async () => {
    for (const spec of ['fs', 'path', 'pdfkit', 'sharp']) {
      const err = await bundle({ 'main.js': `import * as m from '${spec}';\nconsole.log(m);\n` }).catch(
        (e: Error) => e,
      );
      expect((err as Error)?.message, spec).toMatch(new RegExp(`may not import "${spec}"`));
    }
  });

  it('passes pure code', async () => {
    await expect(
      bundle({ 'main.js': "import { x } from './x.js';\nconsole.log(x);\n", 'x.js': 'export const x = 1;\n' }),
    ).resolves.toBeUndefined();
  });
});
