// npm run bench: how long Sandtable takes as a player meets it, one whole `node bin/sandtable.js …` process at a
// time (spawn to exit), never a function called inside this process. Nothing here imports the compiled code
// except bench/probe-load.mjs, a child process, through the one entry point meant to stay (dist/load/).
//
// Cold and warm. The CLI keeps caches (validated scenarios, drawn symbols, compiled templates) in the folder
// named by SANDTABLE_CACHE_DIR.
//   cold  every run gets a new, empty cache folder: the first build on a machine, and what any build costs
//         after a data change (the scenario cache is keyed by the data files' bytes). A bundled game's validated
//         scenario ships with the build (dist/cache-seed), so its cold rows parse no YAML, and so do its VASSAL
//         module's board and small pictures, rasterised (the map is still drawn); the rows on "a copy of
//         veritable" (a folder and an id of its own) time a game whose data no cache has seen.
//   warm  all runs share one cache folder, filled by one untimed run first: building again, unchanged.
// Cold and warm runs alternate (cold, warm, cold, warm, …), so that drift during the bench (other load, CPU
// clocks) falls on both alike; each row shows the medians. Every run writes to a new, empty --out folder, so
// the cache is the only difference. The operating system's file cache is warm for both: node, the bundle and
// the data files are read from memory after the first run, as they are for a player who builds twice.
//
// Environment
//   BENCH_RUNS=N      cold and warm runs per row (default 5)
//   BENCH_QUICK=1     one run each, to check that the bench works
//   BENCH_JSON=path   also write every number as JSON to path
//   BENCH_ONLY=regex  only the rows whose name matches (e.g. 'build --all|--only vassal'; 'watch': the live loop);
//                     LaTeX rows always run
//
// Output: a table (cold and warm medians, the target, the medians' ratio to it, OVER where above it), the
// growth with counter and hex counts, and the same work done by LaTeX's `wargame` package where installed.
// Exit 0 whatever the targets say; 1 when a Sandtable command failed (its numbers would mean nothing); 2 for a
// bad BENCH_RUNS.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheFolder, coldWarmCli, coldWarmInFolder, median, runOnce } from './timing.mjs';
import { syntheticHexGame } from './synthetic-hex-game.mjs';
import { syntheticCounterGame } from './synthetic-counter-game.mjs';
import { chitSheetTex, hexMapTex, latexAvailability } from './latex.mjs';
import { companionTimes } from './companion-tti.mjs';
import { denseInsignia } from './dense-insignia.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin/sandtable.js');
const probe = join(root, 'bench/probe-load.mjs');
const GAMES = ['veritable', 'remagen', 'death-of-a-division', 'nordwind'];
// Every part the CLI knows, the VASSAL module and the companion page among them, read from the build itself.
const { PART_IDS: PARTS } = await import(join(root, 'dist/parts/part.js'));
const CRT = ['crt', 'veritable', '--odds', '24:8', '--shift', '-2', '--roll', '3'];

function runCount() {
  const raw = process.env.BENCH_RUNS;
  if (raw !== undefined && raw !== '') {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) {
      console.error(`BENCH_RUNS must be a whole number of at least 1, not "${raw}"`);
      process.exit(2);
    }
    return n;
  }
  return process.env.BENCH_QUICK && process.env.BENCH_QUICK !== '0' ? 1 : 5;
}
const runs = runCount();

const notes = [];
const temp = [];
const progress = (s) => process.stderr.write(`${s}\n`);
// Synthetic game folders go however the bench ends, Ctrl-C included.
process.on('exit', () => temp.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
process.on('SIGINT', () => process.exit(130));

// Before anything else: a CLI that does not start (say, dist/ half rebuilt) would fail every row the same way.
const preflight = runOnce({ cmd: process.execPath, args: [bin, 'list'], cwd: root, env: process.env });
if (preflight.error) {
  console.error(`sandtable does not run (node bin/sandtable.js list): ${preflight.error}`);
  process.exit(1);
}

/** A folder made on first use, inside a row's measurement, so that a failure to make it fails only that row. */
const lazyDir = (make) => {
  let dir;
  return () => {
    if (!dir) temp.push((dir = make()));
    return dir;
  };
};

// ---- The plan: every row, measured in this order.

const plan = [];
/**
 * A CLI row: args(out) are the arguments after bin/sandtable.js, out a fresh empty folder for each run. A build
 * that writes nothing there (a part skipped, say) fails the row rather than timing nothing.
 */
const cli = (group, name, targetMs, args, extra = {}) =>
  plan.push({
    group,
    name,
    targetMs,
    measure: () =>
      coldWarmCli({
        cmd: process.execPath,
        args: (out) => [bin, ...args(out)],
        cwd: root,
        runs,
        check: (_, out) => (args(out).includes(out) && !readdirSync(out).length ? 'exit 0, wrote nothing' : undefined),
      }),
    ...extra,
  });

// README: `npx sandtable build --all` writes every game's kit into output/GAME/; that is the run timed.
cli('kits', 'build --all (4 games, pdf+svg)', 2000, () => ['build', '--all'], { key: 'kits' });

for (const game of GAMES) {
  for (const part of PARTS) {
    if (part === 'cards' && !existsSync(join(root, 'data', game, 'cards.yaml'))) continue;
    cli('parts', `build ${game} --only ${part}`, 500, (out) => ['build', game, '--only', part, '--out', out]);
  }
}
const noCards = GAMES.filter((g) => !existsSync(join(root, 'data', g, 'cards.yaml')));
if (noCards.length) notes.push(`--only cards not timed for ${noCards.join(', ')}: no cards.yaml, the CLI skips it.`);

// The same game in a folder of its own: what a designer's game, or a bundled one edited, costs on its first build.
const ownVeritable = lazyDir(() => {
  const dir = join(mkdtempSync(join(tmpdir(), 'bench-own-')), 'bench-own-veritable');
  cpSync(join(root, 'data', 'veritable'), dir, { recursive: true });
  const file = join(dir, 'game.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^id: .*$/m, 'id: bench-own-veritable'));
  return dir;
});
cli('parts', 'build a copy of veritable --only counters', 500, (out) => [
  'build',
  ownVeritable(),
  '--only',
  'counters',
  '--out',
  out,
]);

cli(
  'sheet',
  'veritable counters, one sheet, pdf',
  350,
  (out) => ['build', 'veritable', '--only', 'counters', '--format', 'pdf', '--out', out],
  { key: 'counters52', counters: 52, short: 'the same counters, pdf' },
);

const hex30 = lazyDir(() => syntheticHexGame(30, 24, ['34in', '22in']));
cli(
  'sheet',
  'map 30 × 24 hexes (synthetic), pdf',
  500,
  (out) => ['build', hex30(), '--only', 'map', '--format', 'pdf', '--out', out],
  { key: 'map30', hexes: 30 * 24, short: 'the same map, pdf' },
);

// Issue 25, finding 3: a side's insignia is drawn on every card and face, so its rasterising work is bounded (edge
// crossings, coordinates, elements). These rows build Nordwind's cards as PNG and its module with the heaviest
// insignia `validate` accepts on both sides, beside the same game with its own; 205 KB of crossing edges, once
// minutes a card, is refused before drawing (tests/print/art-bounds.test.ts).
const nordwindWith = (id, insignia) =>
  lazyDir(() => {
    const dir = join(mkdtempSync(join(tmpdir(), 'bench-insignia-')), id);
    cpSync(join(root, 'data', 'nordwind'), dir, { recursive: true });
    writeFileSync(
      join(dir, 'game.yaml'),
      readFileSync(join(dir, 'game.yaml'), 'utf8').replace(/^id: .*$/m, `id: ${id}`),
    );
    if (insignia) {
      mkdirSync(join(dir, 'templates', 'insignia'), { recursive: true });
      for (const side of ['german', 'allied'])
        writeFileSync(join(dir, 'templates', 'insignia', `${side}.svg`), insignia);
    }
    return dir;
  });
const plainNordwind = nordwindWith('bench-plain-insignia');
const denseNordwind = nordwindWith('bench-dense-insignia', denseInsignia(390));
for (const [name, dir] of [
  ['own insignia', plainNordwind],
  ['heaviest insignia accepted', denseNordwind],
]) {
  cli('insignia', `nordwind cards png, ${name}`, 30_000, (out) => [
    'build',
    dir(),
    '--only',
    'cards',
    '--format',
    'png',
    '--out',
    out,
  ]);
  cli('insignia', `nordwind vassal, ${name}`, 30_000, (out) => ['build', dir(), '--only', 'vassal', '--out', out]);
}

// The live loop: a save in units.yaml while `build --watch` runs, to the new counters.pdf on disk. The watching
// process is started once (its first build untimed); "cold" is the first save after it, "warm" the median of the
// saves after that. bench/watch-loop.mjs does the saving and the clocking, in a child process of its own.
plan.push({
  group: 'sheet',
  name: 'watch: units.yaml saved → counters.pdf',
  targetMs: 300,
  measure: () => {
    const cache = cacheFolder('watch');
    const r = runOnce({
      cmd: process.execPath,
      args: [join(root, 'bench/watch-loop.mjs'), String(runs + 1)],
      cwd: root,
      env: { ...process.env, ...cache.env },
    });
    if (r.error) return r;
    const { samples } = JSON.parse(r.stdout.trim().split('\n').pop());
    return { cold: samples[0], warm: median(samples.slice(1)), samples };
  },
});

cli('table', 'crt veritable (node bin/sandtable.js)', 300, () => CRT);
cli('table', 'crt, a copy of veritable', 300, () => [CRT[0], ownVeritable(), ...CRT.slice(2)]);
// The first command the README shows: the four bundled games and their counts.
cli('table', 'list (4 games)', 300, () => ['list']);
// A procedure a game declares in rules.yaml, through the one generic adapter: loading the rules is part of it.
const DECLARED = [
  'combat',
  'tests/fixtures/rules-hex',
  '--attacker',
  'b-2@D2,b-3@D3',
  '--defender',
  'r-12@E3',
  '--air',
  '1',
  '--roll',
  '4',
];
cli('table', 'combat, declared in rules.yaml (Iron Ford fixture)', 300, () => DECLARED);
// What the README teaches: `sandtable …` after `npm link` is this same file, run through its #! line.
plan.push({
  group: 'table',
  name: 'crt veritable (./bin/sandtable.js, as `sandtable`)',
  targetMs: 300,
  measure: () => coldWarmCli({ cmd: bin, args: () => CRT, cwd: root, runs }),
});
// npx finds the package's own bin in the repo; --no makes a miss an error rather than a registry download.
plan.push({
  group: 'table',
  name: 'crt veritable (npx sandtable)',
  targetMs: 300,
  measure: () => coldWarmCli({ cmd: 'npx', args: () => ['--no', 'sandtable', ...CRT], cwd: root, runs }),
});

for (const n of [100, 500]) {
  const dir = lazyDir(() => syntheticCounterGame(root, n));
  cli(
    'scaling',
    `counters ${n} (Veritable copy), pdf`,
    undefined,
    (out) => ['build', dir(), '--only', 'counters', '--format', 'pdf', '--out', out],
    { key: `counters${n}`, counters: n },
  );
}
const hex60 = lazyDir(() => syntheticHexGame(60, 48, ['68in', '44in']));
cli(
  'scaling',
  'map 60 × 48 hexes (synthetic), pdf',
  undefined,
  (out) => ['build', hex60(), '--only', 'map', '--format', 'pdf', '--out', out],
  { key: 'map60', hexes: 60 * 48 },
);

// The loader inside a child process: loadScenario whole (cold: empty cache; warm: the cache it wrote), then
// its stages alone. A sample is the child's own timing, which leaves node's start-up out.
const probeRow = (name, mode, dir, pick, extra = {}) =>
  plan.push({
    group: 'load',
    name,
    measure: () => {
      const r = coldWarmCli({
        cmd: process.execPath,
        args: () => [probe, mode, dir],
        cwd: root,
        runs,
        sample: (run) => JSON.parse(run.stdout.trim().split('\n').pop()),
      });
      return r.error ? r : { ...r, cold: pick(r.cold), warm: pick(r.warm), detail: { cold: r.cold, warm: r.warm } };
    },
    ...extra,
  });
for (const game of GAMES) {
  const dir = join(root, 'data', game);
  probeRow(`load ${game}: loadScenario()`, 'load', dir, (s) => s.loadMs, { key: `load-${game}` });
  probeRow(`  ${game}: YAML/CSV parse`, 'parts', dir, (s) => s.parseMs);
  probeRow(`  ${game}: zod validation`, 'parts', dir, (s) => s.validateMs);
}

// Issue 20: loading a game's rules adds at most 20 ms to a table-side answer. Each bundled game answers one
// procedure its rules.yaml declares (whole process, as the player runs it), and the probe times rules.yaml alone
// in a fresh node that has loaded the rest of the game first (read, schema, checks against the game). A warm CLI
// run reads the validated game, rules and all, from its cache, so there the file's cost is inside the cache read.
const TABLE_ANSWERS = {
  veritable: ['air', 'veritable', '--turn', '3', '--roll', '5', '--surges', '0'],
  remagen: ['bridge', 'remagen', '--turn', '4', '--roll', '2'],
  'death-of-a-division': ['surprise', 'death-of-a-division', '--area', 'auw', '--turn', '1', '--seed', 'bench'],
  nordwind: [
    'combat',
    'nordwind',
    '--area',
    'lemberg',
    '--attacker',
    '2',
    '--defender',
    '1',
    '--from',
    'north',
    '--rolls',
    '7',
  ],
};
for (const game of GAMES) {
  const args = TABLE_ANSWERS[game];
  cli('rules', `${args.slice(0, 2).join(' ')} (whole process)`, 300, () => args, { key: `answer-${game}` });
  probeRow(`  ${game}: rules.yaml alone`, 'rules', join(root, 'data', game), (r) => r.rulesMs, {
    group: 'rules',
    targetMs: 20,
    key: `rules-${game}`,
  });
}

// ---- LaTeX: the same two sheets through pdflatex, when it and the wargame package are installed.

const latex = latexAvailability();
if (latex.ok) {
  // In batch mode pdflatex prints only its banner; the reason is the log's first error line.
  const logError = (dir) => {
    const log = join(dir, 'doc.log');
    const line =
      existsSync(log) &&
      readFileSync(log, 'latin1')
        .split('\n')
        .find((l) => l.startsWith('!'));
    return line ? `pdflatex failed, doc.log: ${line.trim()}` : undefined;
  };
  const texRow = (key, name, make, compare, unit) =>
    plan.push({
      group: 'latex',
      key,
      name,
      compare,
      unit,
      measure: () => {
        const { doc, items } = make();
        const r = coldWarmInFolder({
          cmd: 'pdflatex',
          args: ['-interaction=batchmode', '-halt-on-error', 'doc.tex'],
          prepare: (dir) => writeFileSync(join(dir, 'doc.tex'), doc),
          output: 'doc.pdf',
          explain: logError,
          runs,
        });
        return { ...r, items };
      },
    });
  texRow(
    'latex-chits',
    'LaTeX wargame: Veritable chit sheet',
    () => {
      const { doc, chits } = chitSheetTex(root);
      return { doc, items: chits };
    },
    'counters52',
    'counter',
  );
  texRow(
    'latex-map',
    'LaTeX wargame: 30 × 24 hex map',
    () => {
      const { doc, hexes } = hexMapTex(30, 24);
      return { doc, items: hexes };
    },
    'map30',
    'hex',
  );
}

// ---- Measure. Whatever goes wrong in one row (a game folder that cannot be made, say) stays in that row.

const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
if (only) plan.splice(0, plan.length, ...plan.filter((p) => p.group === 'latex' || only.test(p.name)));
const rows = [];
const chosen = plan;
chosen.forEach((p, i) => {
  progress(`[${String(i + 1).padStart(2)}/${chosen.length}] ${p.name.trim()}`);
  let r;
  try {
    r = p.measure();
  } catch (e) {
    r = { error: e.message.split('\n')[0] };
  }
  const { measure: _, ...row } = p;
  Object.assign(row, { coldMs: r.cold, warmMs: r.warm, error: r.error, samples: r.samples });
  Object.assign(row, { cacheWhere: r.cacheWhere, detail: r.detail, items: r.items ?? p.counters ?? p.hexes });
  // The CLI says how many counters it drew; trust that over the number the row was planned with.
  const drawn = /(\d+) counters\b/.exec(r.prime?.stderr ?? '');
  if (p.counters && drawn) {
    if (Number(drawn[1]) !== p.counters) notes.push(`${p.name}: the CLI drew ${drawn[1]} counters, not ${p.counters}.`);
    row.items = Number(drawn[1]);
    if (p.key === 'counters52') row.name = `veritable counters, ${drawn[1]}-counter sheet, pdf`;
  }
  rows.push(row);
});

// ---- Report.

const byKey = Object.fromEntries(rows.filter((r) => r.key).map((r) => [r.key, r]));
const ms = (v) => (v === undefined ? '-' : v >= 100 ? v.toFixed(0) : v.toFixed(1));
const ratio = (v, t) => (v === undefined || !t ? '-' : (v / t).toFixed(2));
const per = (v, n) => (v === undefined || !n ? '-' : (v / n).toFixed(v / n >= 10 ? 1 : 3));
const line = (cells) => cells.join('  ').trimEnd();
const count = (n, unit) => `${n} ${unit}${n === 1 ? '' : unit.endsWith('x') ? 'es' : 's'}`;
const say = (s = '') => console.log(s);
/** Prose lines wrapped to the table's width, continuation lines indented. */
const wrap = (text, indent = '      ', width = 112) => {
  const out = [''];
  for (const word of text.split(' ')) {
    if (out.at(-1).length + word.length + 1 > width) out.push(indent);
    out[out.length - 1] += (out.at(-1).trim() ? ' ' : '') + word;
  }
  return out.join('\n');
};

const sandtableRows = rows.filter((r) => r.group !== 'latex');
const latexLabel = (r) => (r.items ? `${r.name}, ${count(r.items, r.unit)}` : r.name);
const nameWidth = Math.max(...rows.map((r) => (r.group === 'latex' ? latexLabel(r) : r.name).length), 40);
/** The header of the per-item tables (growth, LaTeX): cold and warm, in all and per item. */
const perItemHeader = () =>
  line([
    ''.padEnd(nameWidth),
    'cold ms'.padStart(8),
    'warm ms'.padStart(8),
    'cold ms/item'.padStart(13),
    'warm ms/item'.padStart(13),
  ]);
say(
  `Sandtable bench: whole processes, medians of ${runs} cold and ${runs} warm run${runs > 1 ? 's' : ''} per row,` +
    ` interleaved; node ${process.version}`,
);
say();
say(
  line([
    'name'.padEnd(nameWidth),
    'cold ms'.padStart(8),
    'warm ms'.padStart(8),
    'target'.padStart(7),
    'cold/t'.padStart(6),
    'warm/t'.padStart(6),
  ]),
);
let group;
for (const r of sandtableRows) {
  if (group !== undefined && r.group !== group) say();
  group = r.group;
  if (r.error) {
    say(wrap(`${r.name.padEnd(nameWidth)}  ${r.group === 'load' ? 'n/a' : 'FAILED'}: ${r.error}`));
    continue;
  }
  const over = ['cold', 'warm'].filter((k) => r.targetMs && r[`${k}Ms`] > r.targetMs);
  say(
    line([
      r.name.padEnd(nameWidth),
      ms(r.coldMs).padStart(8),
      ms(r.warmMs).padStart(8),
      (r.targetMs ? String(r.targetMs) : '-').padStart(7),
      ratio(r.coldMs, r.targetMs).padStart(6),
      ratio(r.warmMs, r.targetMs).padStart(6),
      over.length ? `OVER (${over.join('+')})` : '',
    ]),
  );
}
const loader = byKey['load-veritable']?.detail;
if (loader) {
  say(
    line([
      '  loader modules: the first import'.padEnd(nameWidth),
      ms(loader.cold.importMs).padStart(8),
      ms(loader.warm.importMs).padStart(8),
    ]),
  );
}

// What rules.yaml adds, per game: the answer's whole process beside the file alone, by the clock and in CPU time.
const ruleRows = GAMES.map((g) => [g, byKey[`answer-${g}`], byKey[`rules-${g}`]]).filter(([, a, r]) => a && r);
if (ruleRows.length) {
  say();
  say('Loading the rules (issue 20: adds at most 20 ms): rules.yaml read, checked by its schema and against the game,');
  say('in a node that has loaded the rest of the game; CPU ms beside the clock, which load on the machine inflates.');
  say(line(['game'.padEnd(24), 'answer cold/warm ms'.padStart(20), 'rules.yaml cold/warm ms'.padStart(24), 'CPU ms']));
  for (const [game, a, r] of ruleRows) {
    const cpu = r.detail ? `${ms(r.detail.cold.cpuMs)}/${ms(r.detail.warm.cpuMs)}` : '-';
    const clock = r.error ? `n/a: ${r.error}` : `${ms(r.coldMs)}/${ms(r.warmMs)}`;
    say(line([game.padEnd(24), `${ms(a.coldMs)}/${ms(a.warmMs)}`.padStart(20), clock.padStart(24), cpu.padStart(6)]));
  }
}

// Growth with size. Start-up is paid once however big the sheet, so ms per item falls with size even when the
// work per item is constant; the marginal cost (extra ms over extra items) shows what each item itself costs.
const scaling = [];
say();
say('Growth with size: ms per item, and their ratio big/small (1 = linear; below 1 = the fixed start-up');
say('spread over more items; above 1 = worse than linear); marginal = extra ms per extra item.');
say(perItemHeader());
const grow = (label, unit, small, big) => {
  if (!small || !big || small.error || big.error) {
    say(`${label}: no numbers (${(small?.error ?? big?.error) || 'rows not run'})`);
    return;
  }
  const [n1, n2] = [small.items, big.items];
  for (const [r, n] of [
    [small, n1],
    [big, n2],
  ]) {
    say(
      line([
        `${label}: ${count(n, unit)}`.padEnd(nameWidth),
        ms(r.coldMs).padStart(8),
        ms(r.warmMs).padStart(8),
        per(r.coldMs, n).padStart(13),
        per(r.warmMs, n).padStart(13),
      ]),
    );
  }
  const s = { label, unit, small: n1, big: n2 };
  for (const kind of ['cold', 'warm']) {
    const [a, b] = [small[`${kind}Ms`], big[`${kind}Ms`]];
    s[kind] = { smallMs: a, bigMs: b, ratio: b / n2 / (a / n1), marginalMs: (b - a) / (n2 - n1) };
  }
  say(
    line([
      `  ratio of ms/${unit}, ${n2} over ${n1}`.padEnd(nameWidth),
      ''.padStart(8),
      ''.padStart(8),
      s.cold.ratio.toFixed(2).padStart(13),
      s.warm.ratio.toFixed(2).padStart(13),
    ]),
  );
  say(
    line([
      `  marginal ms per extra ${unit}`.padEnd(nameWidth),
      ''.padStart(8),
      ''.padStart(8),
      s.cold.marginalMs.toFixed(3).padStart(13),
      s.warm.marginalMs.toFixed(3).padStart(13),
    ]),
  );
  scaling.push(s);
};
grow('counter sheet', 'counter', byKey.counters100, byKey.counters500);
grow('hex map', 'hex', byKey.map30, byKey.map60);

say();
if (!latex.ok) {
  say(`LaTeX side by side: skipped, ${latex.reason}.`);
} else {
  say('LaTeX side by side: pdflatex -interaction=batchmode, whole process, checked to exit 0 and write its PDF.');
  say(`  ${latex.version}; ${latex.sty}`);
  say('  LaTeX cold = a new folder holding only doc.tex; warm = again in the same folder, its .aux kept.');
  say(perItemHeader());
  for (const r of rows.filter((x) => x.group === 'latex')) {
    if (r.error) {
      say(wrap(`${r.name.padEnd(nameWidth)}  n/a: ${r.error}`));
      continue;
    }
    say(
      line([
        latexLabel(r).padEnd(nameWidth),
        ms(r.coldMs).padStart(8),
        ms(r.warmMs).padStart(8),
        per(r.coldMs, r.items).padStart(13),
        per(r.warmMs, r.items).padStart(13),
      ]),
    );
    const st = byKey[r.compare];
    if (!st || st.error) {
      say(`  Sandtable: nothing to compare (${st?.error ?? 'row not run'})`);
      continue;
    }
    say(
      line([
        `  Sandtable: ${st.short}`.padEnd(nameWidth),
        ms(st.coldMs).padStart(8),
        ms(st.warmMs).padStart(8),
        per(st.coldMs, st.items).padStart(13),
        per(st.warmMs, st.items).padStart(13),
      ]),
    );
    // Whole runs and per item: the same when both made as many pieces, apart when they did not.
    r.ratio = {
      cold: r.coldMs / st.coldMs,
      warm: r.warmMs / st.warmMs,
      coldPerItem: r.coldMs / r.items / (st.coldMs / st.items),
      warmPerItem: r.warmMs / r.items / (st.warmMs / st.items),
    };
    const fold = (v) => `${v.toFixed(1)}×`;
    say(
      line([
        '  LaTeX / Sandtable'.padEnd(nameWidth),
        fold(r.ratio.cold).padStart(8),
        fold(r.ratio.warm).padStart(8),
        fold(r.ratio.coldPerItem).padStart(13),
        fold(r.ratio.warmPerItem).padStart(13),
      ]),
    );
    if (r.items !== st.items) notes.push(`${r.name}: ${count(r.items, r.unit)} against Sandtable's ${st.items}.`);
  }
}

// The whole kit beside the LaTeX sheet: every part of the four games (VASSAL modules among them) in one process.
const kits = byKey.kits;
if (latex.ok && kits && !kits.error)
  say(
    line([
      '  Sandtable: build --all, every part of 4 games'.padEnd(nameWidth),
      ms(kits.coldMs).padStart(8),
      ms(kits.warmMs).padStart(8),
    ]),
  );

say();
// BENCH_ONLY=companion (or any pattern that matches the word) times the pages alone.
const tti =
  only && !only.test('companion')
    ? { skipped: 'BENCH_ONLY leaves it out (BENCH_ONLY=companion times it)' }
    : await companionTimes(bin, GAMES, Math.max(3, runs));
if (tti.skipped) {
  say(`Companion time to interactive: skipped, ${tti.skipped}.`);
} else {
  say('Companion first open: Chromium at 390 × 844, CPU slowed 4×, a fresh context each time (not a reload);');
  say('ready = navigation to every screen wired; first tap = a tap made at ready, handled and drawn');
  say(
    `${'  page'.padEnd(nameWidth)}  ${'size'.padStart(8)}  ${'ready'.padStart(8)}  ${'best'.padStart(8)}` +
      `  ${'1st tap'.padStart(8)}  ${'best'.padStart(8)}`,
  );
  const medianOf = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  // The empty page first: on a loaded machine it sets the floor every page stands on.
  for (const c of [{ game: 'empty page (floor)', bytes: 0, ...tti.empty }, ...tti.games]) {
    const median = medianOf(c.ms);
    const tap = medianOf(c.tap);
    const size = `${(c.bytes / 2 ** 20).toFixed(2)} MB`;
    const name = `  ${c.game}`.padEnd(nameWidth);
    say(
      `${name}  ${size.padStart(8)}  ${ms(median).padStart(8)}  ${ms(Math.min(...c.ms)).padStart(8)}` +
        `  ${ms(tap).padStart(8)}  ${ms(Math.min(...c.tap)).padStart(8)}`,
    );
    if (!c.bytes) continue;
    if (median > 500) notes.push(`companion ${c.game}: first open ready at ${ms(median)} ms at 4× CPU, over 0.5 s.`);
    if (tap > 800) notes.push(`companion ${c.game}: first tap handled at ${ms(tap)} ms at 4× CPU, over 0.8 s.`);
  }
  // Thread time of every open above (CDP Performance metrics): the page's own work whatever the machine's load.
  say('main-thread CPU of the same opens, medians (ms of thread time, slowed 4×): every task | script + layout +');
  say('style, to ready and to the first tap drawn');
  say(
    `${'  page'.padEnd(nameWidth)}  ${'tasks'.padStart(8)}  ${'s+l+s'.padStart(8)}` +
      `  ${'tasks'.padStart(8)}  ${'s+l+s'.padStart(8)}   (to ready | to first tap)`,
  );
  for (const c of [{ game: 'empty page (floor)', ...tti.empty }, ...tti.games]) {
    if (!c.work?.length) continue;
    const at = (when, k) => ms(medianOf(c.work.map((x) => x[when][k]))).padStart(8);
    say(
      `${`  ${c.game}`.padEnd(nameWidth)}  ${at('ready', 'task')}  ${at('ready', 'own')}` +
        `  ${at('tap', 'task')}  ${at('tap', 'own')}`,
    );
  }
  // Thread time, from a traced open of each page: the page's own work whatever the machine's load.
  say('main-thread time of one traced open (ms of CPU, not wall): to ready | ready to the first tap drawn');
  const kinds = (b) =>
    `${String(b.total).padStart(4)} (${Object.entries(b)
      .filter(([k]) => k !== 'total')
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')})`;
  for (const c of [{ game: 'empty page (floor)', ...tti.empty }, ...tti.games]) {
    const t = c.cpu?.[0];
    if (t) say(`  ${c.game.padEnd(nameWidth - 2)}  ${kinds(t.toReady)} | ${kinds(t.toTap)}`);
  }
}

// Where the CLI put its caches tells whether cold and warm mean what the header says.
const where = {};
for (const r of rows) if (r.cacheWhere) (where[r.cacheWhere] ??= []).push(r.name.trim());
if (where.TMPDIR) {
  notes.push(
    `${where.TMPDIR.length} rows found the CLI writing its caches under TMPDIR, not SANDTABLE_CACHE_DIR: ` +
      'the cache contract is not in this build. Cold runs were cold all the same, TMPDIR being new for each.',
  );
}
if (!where.SANDTABLE_CACHE_DIR && !where.TMPDIR && where.none) {
  notes.push(
    'No row wrote a cache into SANDTABLE_CACHE_DIR: either the CLI caches nothing (cold = warm) or it ' +
      'keeps its caches elsewhere, and then cold runs were not cold.',
  );
}
if (notes.length) {
  say();
  for (const n of notes) say(wrap(`note: ${n}`));
}

if (process.env.BENCH_JSON) {
  const json = {
    date: new Date().toISOString(),
    node: process.version,
    runs,
    rows: rows.map((r) => ({
      name: r.name.trim(),
      group: r.group,
      coldMs: r.coldMs,
      warmMs: r.warmMs,
      targetMs: r.targetMs,
      coldOverTarget: r.targetMs && r.coldMs !== undefined ? r.coldMs / r.targetMs : undefined,
      warmOverTarget: r.targetMs && r.warmMs !== undefined ? r.warmMs / r.targetMs : undefined,
      items: r.items,
      latexOverSandtable: r.ratio,
      error: r.error,
      detail: r.detail,
      cacheWhere: r.cacheWhere,
      samples: r.samples,
    })),
    scaling,
    companion: tti,
    latex: latex.ok ? { version: latex.version, sty: latex.sty } : { skipped: latex.reason },
    notes,
  };
  // Microseconds are as fine as a process timing means anything.
  const round = (_, v) => (typeof v === 'number' && !Number.isInteger(v) ? Math.round(v * 1000) / 1000 : v);
  writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(json, round, 2)}\n`);
  progress(`wrote ${process.env.BENCH_JSON}`);
}

process.exitCode = rows.some((r) => r.error && r.group !== 'load' && r.group !== 'latex') ? 1 : 0;
