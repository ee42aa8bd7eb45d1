// Rosters: the biggest miniatures roster (Remagen: roster, muster list and 195 base labels, with the tablet
// page and CSV) and the biggest order of battle (Nordwind, with counter faces), in process and cold (dist/).
import { mkdtempSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { median, medianCommand } from './timing.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function run() {
  const { loadScenario } = await import(join(root, 'dist/load/load-scenario.js'));
  const { rosterPart } = await import(join(root, 'dist/build/parts/roster.js'));
  const out = mkdtempSync(join(tmpdir(), 'bench-roster-'));
  const opts = { paper: 'letter', lang: 'en', formats: ['pdf', 'svg'], outDir: out, extra: {}, progress() {} };
  const remagen = loadScenario(join(root, 'data/remagen'));
  const nordwind = loadScenario(join(root, 'data/nordwind'));
  try {
    return [
      { name: `roster: ${remagen.id} roster+muster+labels, pdf+svg+html+csv`, medianMs: await median(() => rosterPart.build(remagen, opts), 5), targetMs: 400 },
      { name: `roster: ${nordwind.id} order of battle, pdf+svg`, medianMs: await median(() => rosterPart.build(nordwind, opts), 5), targetMs: 300 },
      { name: 'roster: cold CLI build remagen --only roster', medianMs: medianCommand([join(root, 'bin/sandtable.js'), 'build', 'remagen', '--only', 'roster', '--out', out], 3, root), targetMs: 1500 },
    ];
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
