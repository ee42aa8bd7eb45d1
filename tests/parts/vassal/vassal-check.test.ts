import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';
import { cleanup } from '../../helpers/broken-copy.js';

// The modules played in VASSAL 3.7.26's own code (../shared/tools/vassal-check, read its README): load, tiling,
// New Game from the menu, the map on screen, mouse and keys on pieces, layers, masks, decks, dice, save and load.
// Where Java or Xvfb is missing the check exits 77 and the test skips, saying so; CI (.ci/run) installs them and
// sets VASSAL_CHECK_REQUIRED=1, so there a missing check fails instead of passing unseen.
const CHECK = resolve(import.meta.dirname, '../../../../shared/tools/vassal-check/check.sh');
const GAMES = ['veritable', 'remagen', 'death-of-a-division', 'nordwind'];
const REQUIRED = process.env.VASSAL_CHECK_REQUIRED === '1';

interface Checked {
  status: number | null;
  out: string;
  err: string;
}

function check(vmod: string, outDir: string): Promise<Checked> {
  return new Promise((done) => {
    const child = spawn(CHECK, [vmod, outDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (status) => done({ status, out, err }));
  });
}

describe('the modules in VASSAL itself (vassal-check)', () => {
  const results = new Map<string, Checked>();
  let folder = '';
  let skip = '';
  beforeAll(async () => {
    if (!existsSync(CHECK)) {
      skip = `vassal-check is not at ${CHECK}`;
      return;
    }
    folder = mkdtempSync(join(tmpdir(), 'sandtable-vassal-check-'));
    for (const g of GAMES) {
      const r = await runCli('build', g, '--only', 'vassal', '--out', join(folder, g));
      expect(r.code, r.err).toBe(0);
    }
    // Two at a time: each check is one VASSAL JVM of about 0.7 GB, and CI has two cores.
    const queue = [...GAMES];
    const lane = async () => {
      for (let g = queue.shift(); g; g = queue.shift())
        results.set(g, await check(join(folder, g, `${g}.vmod`), join(folder, g, 'check')));
    };
    await Promise.all([lane(), lane()]);
    if ([...results.values()].every((r) => r.status === 77))
      skip = 'vassal-check: Java or Xvfb missing (run ../shared/tools/vassal-check/install-deps.sh)';
  }, 900_000);
  afterAll(() => folder && cleanup(folder));

  it.for(GAMES)('%s.vmod: a player meets no problem in VASSAL 3.7.26', (g, ctx) => {
    if (skip) {
      if (REQUIRED) throw new Error(skip);
      ctx.skip(skip);
    }
    const r = results.get(g)!;
    // The count is the last line the check prints on stdout (its stderr may carry a clean-up notice after it).
    const last = r.out.trim().split('\n').pop();
    // On failure the Problems section is in the message: each line names what a player would see go wrong.
    const why = `${r.out.slice(r.out.indexOf('## Problems'))}\n${r.err}`;
    expect(last, why).toBe(`vassal-check: 0 problems in ${g}.vmod`);
    expect(r.status, why).toBe(0);
  });
});
