// Player aids: every chart of the biggest bundled chart set flowed onto pages, in process and cold (against dist/).
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { median, medianCommand } from './timing.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function run() {
  const { loadScenario } = await import(join(root, 'dist/load/load-scenario.js'));
  const { aidsPart } = await import(join(root, 'dist/build/parts/aids.js'));
  const game = existsSync(join(root, 'data/remagen/charts.yaml')) ? 'data/remagen' : 'tests/fixtures/aids-all';
  const s = loadScenario(join(root, game));
  const out = mkdtempSync(join(tmpdir(), 'bench-aids-'));
  const opts = { paper: 'letter', lang: 'en', formats: ['pdf', 'svg'], outDir: out, extra: {}, progress() {} };
  try {
    return [
      { name: `aids: ${s.charts.length} charts of ${s.id}, pdf+svg`, medianMs: await median(() => aidsPart.build(s, opts), 5), targetMs: 1000 },
      { name: `aids: cold CLI build ${s.id} --only aids`, medianMs: medianCommand([join(root, 'bin/sandtable.js'), 'build', join(root, game), '--only', 'aids', '--out', out], 3, root), targetMs: 4000 },
    ];
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
