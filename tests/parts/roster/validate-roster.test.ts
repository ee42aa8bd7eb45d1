import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { runCli } from '../../helpers/run-cli.js';
import { brokenCopy } from '../../helpers/broken-copy.js';

// issue 25: validate passed games whose build then failed the roster checks. It now asks the roster part through
// its api.ts (a kit part is reached only there: tests/architecture/layers.test.ts), so what passes validate builds.
describe('validate runs the roster checks of a miniatures game', () => {
  it('a base too small for its label fails validate naming rosters.yaml and its line, as the build does', async () => {
    const dir = brokenCopy('tests/fixtures/roster-mini', {
      'rosters.yaml': [['widthMm: 40, depthMm: 20', 'widthMm: 40, depthMm: 3']],
    });
    const v = await runCli('validate', dir);
    expect(v.code).toBe(1);
    expect(v.err).toMatch(/rosters\.yaml:4:\d+.*too small for the label/);
    expect(v.err).not.toMatch(/\n\s+at /);
    const b = await runCli('build', dir, '--only', 'roster', '--out', resolve(dir, 'out'));
    expect(b.code).toBe(1);
    expect(b.err).toMatch(/too small for the label/);
  });

  it('the fixture as written passes validate', async () => {
    const v = await runCli('validate', 'tests/fixtures/roster-mini');
    expect(v.code, v.err).toBe(0);
  });
});
