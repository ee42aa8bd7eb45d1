// npm run bench: runs every bench/*.bench.mjs against the compiled code in dist/ and prints medians.
// Each bench module exports `async function run()` returning [{ name, medianMs, target? }].
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const files = readdirSync(here).filter((f) => f.endsWith('.bench.mjs')).sort();
const rows = [];
for (const f of files) {
  const mod = await import(join(here, f));
  for (const r of await mod.run()) rows.push({ file: f, ...r });
}
const w = Math.max(...rows.map((r) => r.name.length), 10);
console.log(`${'benchmark'.padEnd(w)}  median      target   ratio`);
for (const r of rows) {
  const ratio = r.targetMs ? (r.medianMs / r.targetMs).toFixed(2) : '';
  console.log(`${r.name.padEnd(w)}  ${r.medianMs.toFixed(2).padStart(8)} ms  ${r.targetMs ? String(r.targetMs).padStart(6) + ' ms' : '         '}  ${ratio}`);
}
