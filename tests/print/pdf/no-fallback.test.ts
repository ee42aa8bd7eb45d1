import { describe, it, expect } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';
import { bundledGameIds } from '../../../src/load/bundled.js';

// pdfkit stays only as the fallback for a designer's template the lean writer cannot draw; every sheet of
// the bundled games goes through the one writer, or the kit would be several times slower again.
describe('every bundled kit is written by the lean PDF writer', () => {
  const variants = [[], ['--lang', 'ru'], ['--card-layout', 'pod', '--paper', 'a4', '--duplex', 'fold']];
  for (const game of bundledGameIds()) {
    it(`${game}: no page falls back to pdfkit`, async () => {
      for (const v of variants) {
        if (v[1] === 'ru' && game !== 'veritable') continue;
        const out = mkdtempSync(join(tmpdir(), `no-fallback-${game}-`));
        const r = await runCli('build', game, '--format', 'pdf', '--out', out, ...v);
        expect(r.code, r.err).toBe(0);
        expect(r.err).not.toMatch(/general converter|pdfkit/);
      }
    });
  }
});
