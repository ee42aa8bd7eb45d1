// Child process of the bench: times the loader inside a fresh node, so that module loading and zod's first
// compile of each schema count as they do in a CLI run. Prints one JSON line; on failure one line on stderr
// and exit code 3, which the bench shows as "n/a" with that line as the reason.
//
//   node bench/probe-load.mjs load  GAME_DIR   → { importMs, loadMs }
//   node bench/probe-load.mjs parts GAME_DIR   → { importMs, parseMs, validateMs, files }
//   node bench/probe-load.mjs rules GAME_DIR   → { importMs, parseMs, validateMs, checkMs, rulesMs }
//
// `load` goes through loadScenario(dir), the one loader entry point promised to stay at dist/load/. `parts`
// times its two stages one by one through internal modules (YAML/CSV reading, then the zod schemas); those
// paths may move, hence the clean failure. `rules` times rules.yaml alone, after the rest of the game has been
// loaded untimed: read, checked by its schema (whose first compile counts, as in a CLI run), and checked against
// the rest of the game (checkRules, as the loader does); rulesMs is the three together, timed after a scavenge that
// clears what the untimed load left in the young generation.
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [mode, dir] = process.argv.slice(2);

function fail(message) {
  process.stderr.write(`${message.split('\n')[0]}\n`);
  process.exit(3);
}

async function importDist(path) {
  const file = join(root, 'dist', path);
  if (!existsSync(file)) fail(`no dist/${path}`);
  try {
    return await import(pathToFileURL(file).href);
  } catch (e) {
    fail(`cannot import dist/${path}: ${e.code ?? ''} ${e.message}`);
  }
}

function need(mod, name, path) {
  if (typeof mod[name] === 'undefined') fail(`dist/${path} exports no ${name}`);
  return mod[name];
}

// The loader's own file list (src/load/load-scenario.ts), each file with the schema that checks it.
const SCHEMAS = [
  ['game.yaml', 'game.js', 'game'],
  ['units.yaml', 'units.js', 'unitsFile'],
  ['units.csv', 'units.js', 'unitsFile'],
  ['map.yaml', 'map.js', 'mapFile'],
  ['charts.yaml', 'charts.js', 'chartsFile'],
  ['cards.yaml', 'cards.js', 'cardsFile'],
  ['rosters.yaml', 'rosters.js', 'rostersFile'],
];

async function load() {
  const t0 = performance.now();
  const mod = await importDist('load/load-scenario.js');
  const loadScenario = need(mod, 'loadScenario', 'load/load-scenario.js');
  const t1 = performance.now();
  try {
    loadScenario(dir);
  } catch (e) {
    fail(`loadScenario failed: ${e.message}`);
  }
  return { importMs: t1 - t0, loadMs: performance.now() - t1 };
}

async function parts() {
  const t0 = performance.now();
  const source = await importDist('load/source-file.js');
  const readYaml = need(source, 'readYaml', 'load/source-file.js');
  const readCsv = need(source, 'readCsv', 'load/source-file.js');
  const csv = need(await importDist('load/load-scenario.js'), 'UNITS_CSV', 'load/load-scenario.js');
  const jobs = [];
  for (const [file, module, name] of SCHEMAS) {
    if (!existsSync(join(dir, file))) continue;
    const schema = need(await importDist(`model/schema/${module}`), name, `model/schema/${module}`);
    jobs.push({ file: join(dir, file), schema });
  }
  const locales = join(dir, 'locales');
  if (existsSync(locales)) {
    const schema = need(await importDist('model/schema/locale.js'), 'localeFile', 'model/schema/locale.js');
    for (const f of readdirSync(locales).filter((n) => /\.ya?ml$/.test(n))) {
      jobs.push({ file: join(locales, f), schema });
    }
  }
  const t1 = performance.now();
  const parsed = jobs.map(({ file, schema }) => {
    const { source: src, problems } = file.endsWith('.csv') ? readCsv(file, 'units', csv) : readYaml(file);
    if (!src) fail(`${file}: ${problems[0]?.message ?? 'unreadable'}`);
    return { file, schema, data: src.data };
  });
  const t2 = performance.now();
  for (const { file, schema, data } of parsed) {
    const r = schema.safeParse(data, { reportInput: true });
    if (!r.success) fail(`${file}: does not validate (${r.error.issues[0]?.message})`);
  }
  const t3 = performance.now();
  return { importMs: t1 - t0, parseMs: t2 - t1, validateMs: t3 - t2, files: jobs.length };
}

/** A scavenge of the young generation now (gc is not exposed to this script's own flags, so it is made so). */
function youngGc() {
  setFlagsFromString('--expose-gc');
  runInNewContext('gc')({ type: 'minor' });
}

async function rules() {
  const file = join(dir, 'rules.yaml');
  if (!existsSync(file)) fail(`${dir} has no rules.yaml`);
  const t0 = performance.now();
  const readYaml = need(await importDist('load/source-file.js'), 'readYaml', 'load/source-file.js');
  const rulesFile = need(await importDist('model/schema/rules.js'), 'rulesFile', 'model/schema/rules.js');
  const checks = 'load/validate/check-rules.js';
  const checkRules = need(await importDist(checks), 'checkRules', checks);
  const loadScenario = need(await importDist('load/load-scenario.js'), 'loadScenario', 'load/load-scenario.js');
  const t1 = performance.now();
  // The rest of the game first, untimed, from a copy without rules.yaml (under an id of its own, as a copy of a
  // bundled game must be): the YAML reader and the other schemas are then as warm as a CLI run has them when it
  // comes to rules.yaml, and what is timed next is what the rules file adds.
  const bare = mkdtempSync(join(tmpdir(), 'sandtable-probe-rules-'));
  try {
    cpSync(dir, bare, { recursive: true, filter: (src) => basename(src) !== 'rules.yaml' });
    const game = join(bare, 'game.yaml');
    writeFileSync(game, readFileSync(game, 'utf8').replace(/^id: ([a-z0-9-]+)/m, 'id: $1-without-rules'));
    // A scenario from the cache reads its files again when its `origins` are first asked for: ask now.
    void loadScenario(bare).origins;
  } catch (e) {
    fail(`the game without rules.yaml does not load: ${e.message}`);
  } finally {
    rmSync(bare, { recursive: true, force: true });
  }
  // The rest of the game's load left the young generation nearly full: its next scavenge, which copies every object
  // still alive (the whole game just loaded, some 17 MB for Veritable), fell inside the timed window, 20-50 ms of
  // Veritable's parse by the clock on a loaded machine. It is the load's cost, due wherever the nursery fills, not
  // what rules.yaml adds; emptied here, the window holds the file's own work and any collection its own allocation
  // brings on.
  youngGc();
  const c2 = process.cpuUsage();
  const t2 = performance.now();
  const { source, problems } = readYaml(file);
  if (!source) fail(`${file}: ${problems[0]?.message ?? 'unreadable'}`);
  const t3 = performance.now();
  const r = rulesFile.safeParse(source.data, { reportInput: true });
  if (!r.success) fail(`${file}: does not validate (${r.error.issues[0]?.message})`);
  const t4 = performance.now();
  const c4 = process.cpuUsage(c2);
  let s;
  try {
    s = loadScenario(dir);
    // checkRules places its problems by `origins`, which a cached scenario reads from the files on first use.
    void s.origins;
  } catch (e) {
    fail(`loadScenario failed: ${e.message}`);
  }
  const c5 = process.cpuUsage();
  const t5 = performance.now();
  const found = checkRules(s);
  const t6 = performance.now();
  const c6 = process.cpuUsage(c5);
  if (found.length) fail(`${file}: ${found[0].message}`);
  const [parseMs, validateMs, checkMs] = [t3 - t2, t4 - t3, t6 - t5];
  // CPU time (user + system) of the same three, which load on a shared machine does not inflate as it does the clock.
  const cpuMs = (c4.user + c4.system + c6.user + c6.system) / 1000;
  return { importMs: t1 - t0, parseMs, validateMs, checkMs, rulesMs: parseMs + validateMs + checkMs, cpuMs };
}

const MODES = { load, parts, rules };
if (!dir || !Object.hasOwn(MODES, mode)) fail('usage: probe-load.mjs load|parts|rules GAME_DIR');
process.stdout.write(`${JSON.stringify(await MODES[mode]())}\n`);
