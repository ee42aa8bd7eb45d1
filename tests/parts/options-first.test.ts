import { describe, it, expect } from 'vitest';
import { mkdtempSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';

describe('build options are checked before any part writes', () => {
  it('a bad --duplex stops the build before the aids are written, not after the cards fail', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'options-first-')), 'out');
    const r = await runCli('build', 'nordwind', '--only', 'aids,cards', '--duplex', 'sideways', '--out', out);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/--duplex/);
    expect(existsSync(out) ? readdirSync(out) : []).toEqual([]);
  });

  it('a bad --tile stops a build that starts with the counters', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'options-first-')), 'out');
    const r = await runCli('build', 'veritable', '--only', 'counters,map', '--tile', 'maybe', '--out', out);
    expect(r.code).toBe(1);
    expect(existsSync(out) ? readdirSync(out) : []).toEqual([]);
  });
});
