import { describe, it, expect, afterAll } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';

// A start (kind: start, Remagen's Initial Setup) names the set-up check it stands on the board: a misspelt one is
// refused at validate with file, line, field and "did you mean".
const dir = mkdtempSync(join(tmpdir(), 'sandtable-start-validate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('kind: start at validate (Initial Setup)', () => {
  it('Initial Setup: a start whose setup names no set-up check is refused with file:line:field', async () => {
    const mine = join(dir, 'my-bridgehead');
    cpSync('data/remagen', mine, { recursive: true });
    const game = join(mine, 'game.yaml');
    writeFileSync(game, readFileSync(game, 'utf8').replace(/^id: remagen$/m, 'id: my-bridgehead'));
    const rules = join(mine, 'rules.yaml');
    const text = readFileSync(rules, 'utf8');
    const line = text.split('\n').findIndex((l) => l.includes('kind: start')) + 1;
    writeFileSync(
      rules,
      text.replace(
        'kind: start, title: Initial Setup, section: "Initial Setup", setup: setup',
        'kind: start, title: Initial Setup, section: "Initial Setup", setup: setpu',
      ),
    );
    const r = await runCli('validate', mine);
    expect(r.code).toBe(1);
    expect(r.out + r.err).toContain(`rules.yaml:${line}`);
    expect(r.out + r.err).toContain('setup');
    expect(r.out + r.err).toContain('no set-up check "setpu" (did you mean "setup"?)');
    expect(r.err).not.toContain('    at ');
  });
});
