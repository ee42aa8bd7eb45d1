// Whole-process timing: every sample is one spawned process, wall clock from spawn to exit.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Medians of samples that are numbers, or of each field of samples that are objects of numbers. */
function medianOf(samples) {
  if (typeof samples[0] === 'number') return median(samples);
  return Object.fromEntries(Object.keys(samples[0]).map((k) => [k, median(samples.map((s) => s[k]))]));
}

const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l && !/^npm warn/i.test(l)) ?? '';

/**
 * Runs one process and returns { ms, stdout, stderr } or { error }: probes answer on stdout, the CLI reports
 * what it built on stderr, and a failure's reason is the first line of either.
 */
export function runOnce({ cmd, args, cwd, env }) {
  const t = performance.now();
  // The timeout only stops a hung run from hanging the bench; nothing measured comes near it.
  const r = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 << 20, timeout: 600_000 });
  const ms = performance.now() - t;
  if (r.error) return { error: `${cmd}: ${r.error.message}` };
  if (r.status !== 0) {
    const why = firstLine(r.stderr) || firstLine(r.stdout) || 'no message';
    return { error: `exit ${r.status ?? r.signal}: ${why}` };
  }
  return { ms, stdout: r.stdout, stderr: r.stderr };
}

/**
 * A cache folder for the CLI. SANDTABLE_CACHE_DIR is the contract; TMPDIR points into the same private folder
 * because builds made before that contract keep their caches (and fontconfig's) under os.tmpdir(), and a cold
 * run must find none of them either way.
 */
export function cacheFolder(kind) {
  const root = mkdtempSync(join(tmpdir(), `sandtable-bench-${kind}-`));
  const cache = join(root, 'cache');
  const tmp = join(root, 'tmp');
  // Private whatever the umask: the CLI ignores a cache folder that others could write (it holds code it runs),
  // and warm runs would then quietly be cold.
  mkdirSync(cache, { mode: 0o700 });
  mkdirSync(tmp, { mode: 0o700 });
  return {
    env: { SANDTABLE_CACHE_DIR: cache, TMPDIR: tmp },
    /** Where the caches went: the contract's folder, the temp folder (the old place), or nowhere. */
    where() {
      if (readdirSync(cache).length) return 'SANDTABLE_CACHE_DIR';
      if (readdirSync(tmp).some((f) => f.startsWith('sandtable-cache'))) return 'TMPDIR';
      return 'none';
    },
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
}

/**
 * Times a process cold and warm. setup(kind) gives one run ({ cmd, args, cwd, env, check?, done? }) for kind
 * 'prime' (untimed, readies the warm state), 'cold' or 'warm'. Cold and warm alternate, so that whatever drifts
 * during the bench (other load, CPU clocks) falls on both alike. sample(result) turns a run into the number
 * kept, by default its wall time (a probe's sample may be an object of numbers: each field gets its median);
 * check(result) may turn a run that exited 0 into a failure; explain() may say better than the first line of
 * output why a run failed.
 * Returns { cold, warm } (medians, ms) and the samples, or { error } at the first failed run.
 */
export function coldWarm(setup, runs, sample = (r) => r.ms) {
  const samples = { cold: [], warm: [] };
  const once = (kind) => {
    const run = setup(kind);
    try {
      const r = runOnce(run);
      if (r.error) return { error: `${kind} run: ${run.explain?.() ?? r.error}` };
      const bad = run.check?.(r);
      return bad ? { error: `${kind} run: ${bad}` } : r;
    } finally {
      run.done?.();
    }
  };
  const prime = once('prime');
  if (prime.error) return { error: prime.error };
  for (let i = 0; i < runs; i++) {
    for (const kind of ['cold', 'warm']) {
      const r = once(kind);
      if (r.error) return { error: r.error };
      try {
        samples[kind].push(sample(r));
      } catch (e) {
        return { error: `${kind} run: unreadable answer (${e.message})` };
      }
    }
  }
  return { cold: medianOf(samples.cold), warm: medianOf(samples.warm), samples, prime };
}

/**
 * Times a CLI command: a fresh cache folder for every cold run, one shared cache primed by the untimed first run
 * for the warm ones, a fresh empty output folder for every run (args(outDir) gives the arguments).
 */
export function coldWarmCli({ cmd, args, cwd, runs, sample, check }) {
  const warm = cacheFolder('warm');
  try {
    const result = coldWarm(
      (kind) => {
        const cache = kind === 'cold' ? cacheFolder('cold') : warm;
        const out = mkdtempSync(join(tmpdir(), 'sandtable-bench-out-'));
        return {
          cmd,
          args: args(out),
          cwd,
          env: { ...process.env, ...cache.env },
          check: check && ((r) => check(r, out)),
          done() {
            rmSync(out, { recursive: true, force: true });
            if (cache !== warm) cache.dispose();
          },
        };
      },
      runs,
      sample,
    );
    return { ...result, cacheWhere: warm.where() };
  } finally {
    warm.dispose();
  }
}

/**
 * Times a command in a folder of its own: a fresh folder (prepare(dir) fills it) for every cold run, one reused
 * folder for the warm ones. `output` names the file the command must make; it is removed before each run, so
 * that one left by an earlier run cannot pass for a new one.
 */
export function coldWarmInFolder({ cmd, args, prepare, output, runs, explain }) {
  const made = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandtable-bench-folder-'));
    made.push(dir);
    prepare(dir);
    return dir;
  };
  const warmDir = folder();
  try {
    return coldWarm((kind) => {
      const dir = kind === 'cold' ? folder() : warmDir;
      rmSync(join(dir, output), { force: true });
      return {
        cmd,
        args,
        cwd: dir,
        env: process.env,
        check: () => {
          const ok = existsSync(join(dir, output)) && statSync(join(dir, output)).size > 0;
          return ok ? undefined : `exit 0 but no ${output}`;
        },
        explain: explain && (() => explain(dir)),
        done: () => dir !== warmDir && rmSync(dir, { recursive: true, force: true }),
      };
    }, runs);
  } finally {
    for (const d of made) rmSync(d, { recursive: true, force: true });
  }
}
