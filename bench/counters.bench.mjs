// Counter sheets: Veritable's 52 counters and a synthetic 500-counter mix, PDF + SVG, in-process and as a
// whole command from a cold start. Runs against dist/ (npm run bench builds it first).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { median, medianCommand } from './timing.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => join(root, 'dist', p);

export async function run() {
  const { loadScenario } = await import(dist('load/load-scenario.js'));
  const { countersPart } = await import(dist('build/parts/counters.js'));
  const game = existsSync(join(root, 'data/veritable/game.yaml')) ? 'veritable' : 'tests/fixtures/counters-mix';
  const label = game === 'veritable' ? 'Veritable' : 'counters-mix fixture (no Veritable data yet)';
  const s = loadScenario(join(root, game === 'veritable' ? 'data/veritable' : game));
  const out = mkdtempSync(join(tmpdir(), 'sandtable-bench-counters-'));
  const opts = { paper: 'letter', lang: 'en', formats: ['pdf', 'svg'], outDir: out, extra: {}, progress() {} };

  // 500 counters: the game's units over and over, each a piece of its own, as a big game's mix would be.
  const units = [];
  for (let i = 0; units.length < 500; i++) {
    const u = s.units[i % s.units.length];
    units.push({ ...u, id: `${u.id}-${i}`, count: 1 });
  }
  // origins stays out: the loader reads it lazily, only to word an error.
  const big = { ...s, units, markers: [] };

  const rows = [];
  try {
    rows.push({ name: `counters: ${label}, PDF+SVG, in-process`, medianMs: await median(() => countersPart.build(s, opts)) });
    rows.push({ name: 'counters: 500 counters, PDF+SVG, in-process', medianMs: await median(() => countersPart.build(big, opts), 5), targetMs: 1000 });
    const cmd = [join(root, 'bin/sandtable.js'), 'build', game, '--only', 'counters', '--out', out];
    rows.push({ name: `counters: ${label}, whole command, cold start`, medianMs: medianCommand(cmd, 7, root), targetMs: 350 });
    // For comparison: the same without the milsymbol symbol cache, and the CLI's own cost (load and validate, no part).
    process.env.SANDTABLE_NO_CACHE = '1';
    rows.push({ name: '  same, symbol cache off (milsymbol loaded every run)', medianMs: medianCommand(cmd, 5, root) });
    delete process.env.SANDTABLE_NO_CACHE;
    rows.push({ name: '  the CLI loading the game, no part built', medianMs: medianCommand([join(root, 'bin/sandtable.js'), 'validate', game], 5, root) });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  return rows;
}
