import { describe, it, expect } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';

// Base labels pack: a group's caption only where it begins or a page starts, groups of one base size together, and
// the how-to lines and calibration squares on the first label sheet only. Remagen's 195 labels took 8 pages.
describe('base label sheets are packed', () => {
  for (const [game, labels, most] of [
    ['remagen', 195, 7],
    ['death-of-a-division', 79, 6],
  ] as const)
    it(`${game}: ${labels} labels on at most ${most} pages`, async () => {
      const out = mkdtempSync(join(tmpdir(), 'sandtable-labels-'));
      try {
        const r = await runCli('build', game, '--only', 'roster', '--format', 'svg', '--out', out);
        expect(r.code, r.err).toBe(0);
        const m = r.err.match(/(\d+) label pages \((\d+) labels\)/);
        expect(m, r.err).not.toBeNull();
        expect(Number(m![2])).toBe(labels);
        expect(Number(m![1])).toBeLessThanOrEqual(most);
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    });
});
