import { describe, it, expect, afterAll } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

// A build killed at any moment (a closed laptop, kill -9) leaves the previous kit whole: every file either
// the old one or a whole new one, never half. What the killed build staged is swept by the next one.
const BIN = join(import.meta.dirname, '../../bin/sandtable.js');
const temps: string[] = [];
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

function build(out: string, killAfterMs?: number): Promise<number | null> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [BIN, 'build', 'veritable', '--format', 'pdf,svg', '--out', out], {
      stdio: 'ignore',
    });
    if (killAfterMs !== undefined) setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.on('exit', (code) => done(code));
  });
}

// A killed build's hidden staging folder stays until the next build sweeps it: it is not part of the kit. Now that
// a warm build reads its parts from the cache, the kills below land in the staging and the swap, not the drawing.
// So is a committed swap's record (.sandtable-swap.json): a kill between its commit and its end leaves it, with every
// file old or new and whole, for the next writer to finish before anything else (write-kit.ts). Builds read from the
// cache are quick enough that some kills land in that window, and some while the swap record itself is written: its
// temporary file (`..sandtable-swap.json.PID.HEX.tmp`, util/atomic-write.ts) is the next writer's to sweep too.
const STAGED = /^\.sandtable-(staging\.|swap\.json$)|^\.\.sandtable-swap\.json\.\d+\.[0-9a-f]{8}\.tmp$/;
const kitNames = (out: string) => readdirSync(out).filter((f) => !STAGED.test(f));

function wholeKit(out: string): string[] {
  const broken: string[] = [];
  for (const f of kitNames(out)) {
    if (f.endsWith('.tmp')) broken.push(`${f}: a temporary file in the kit`);
    const data = readFileSync(join(out, f));
    if (f.endsWith('.pdf') && !(data.subarray(0, 5).toString() === '%PDF-' && data.includes('%%EOF')))
      broken.push(`${f}: not a whole PDF`);
    if (f.endsWith('.svg') && !data.toString().trimEnd().endsWith('</svg>')) broken.push(`${f}: not a whole SVG`);
  }
  return broken;
}

describe('kill -9 during a build', () => {
  it('leaves the previous kit whole at every moment, and the next build sweeps what it staged', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'kill-build-'));
    temps.push(parent);
    const out = join(parent, 'kit');
    expect(await build(out)).toBe(0);
    const names = readdirSync(out).sort();
    for (let delay = 100; delay <= 1000; delay += 75) {
      await build(out, delay);
      expect(wholeKit(out)).toEqual([]);
      expect(kitNames(out).sort()).toEqual(names);
    }
    expect(await build(out)).toBe(0);
    // The next whole build swept every staging folder the kills left.
    expect(readdirSync(out).sort()).toEqual(names);
    expect(readdirSync(parent)).toEqual(['kit']);
  }, 120_000);
});
