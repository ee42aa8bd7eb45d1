// The live loop as a designer meets it: `sandtable build GAME --watch --only counters --format pdf` running, a
// unit's designation changed in units.yaml and saved, and the time until counters.pdf on disk is the new one.
// Run by bench/run.mjs as a child process: node bench/watch-loop.mjs SAVES; prints one JSON line,
// { samples: [ms, …] }, the first save first. The clock starts as the file is written and stops when the kit's
// counters.pdf has been replaced (the kit is swapped in whole, so a new inode or mtime means a new sheet).
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const saves = Number(process.argv[2] ?? 5);
const work = mkdtempSync(join(tmpdir(), 'sandtable-bench-watch-'));
const game = join(work, 'game');
const out = join(work, 'kit');
// A folder of one's own keeps no bundled id.
cpSync(join(root, 'data/veritable'), game, { recursive: true });
const gameYaml = join(game, 'game.yaml');
writeFileSync(gameYaml, readFileSync(gameYaml, 'utf8').replace(/^id: ([a-z0-9-]+)/m, 'id: $1-watch'));

const child = spawn(
  process.execPath,
  [join(root, 'bin/sandtable.js'), 'build', game, '--watch', '--only', 'counters', '--format', 'pdf', '--out', out],
  { cwd: work, stdio: ['ignore', 'ignore', 'pipe'], env: process.env },
);
let err = '';
child.stderr.on('data', (d) => (err += d));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const fail = (why) => {
  child.kill('SIGINT');
  rmSync(work, { recursive: true, force: true });
  console.error(`${why}\n${err.split('\n').slice(-5).join('\n')}`);
  process.exit(1);
};
const stamp = () => {
  try {
    const s = statSync(join(out, 'counters.pdf'));
    return `${s.ino}:${s.mtimeMs}:${s.size}`;
  } catch {
    return '';
  }
};

for (let i = 0; !/watch: watching/.test(err); i++) {
  if (i > 1200 || child.exitCode !== null) fail('the watch did not start');
  await sleep(50);
}
const units = join(game, 'units.yaml');
const original = readFileSync(units, 'utf8');
const samples = [];
for (let n = 0; n < saves; n++) {
  // Quiet between saves: the watch groups saves 50 ms apart into one rebuild.
  await sleep(400);
  const before = stamp();
  const text = original.replace(/designation: "?([^"\n]+?)"?\n/, `designation: "W${n}"\n`);
  if (text === original) fail('units.yaml has no designation to change');
  const t0 = performance.now();
  writeFileSync(units, text);
  for (;;) {
    if (stamp() !== before && stamp() !== '') break;
    if (performance.now() - t0 > 60_000) fail('counters.pdf was not rewritten within 60 s');
    await sleep(2);
  }
  samples.push(performance.now() - t0);
}
child.kill('SIGINT');
await new Promise((r) => child.on('exit', r));
rmSync(work, { recursive: true, force: true });
console.log(JSON.stringify({ samples }));
