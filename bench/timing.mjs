import { performance } from 'node:perf_hooks';
import { spawnSync } from 'node:child_process';

/** Median wall time of fn over n runs after one warm-up. */
export async function median(fn, n = 7) {
  await fn();
  const times = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/** Median wall time of a whole command from a cold start (a new node process each time). */
export function medianCommand(args, n = 5, cwd) {
  const times = [];
  for (let i = 0; i < n + 1; i++) {
    const t = performance.now();
    const r = spawnSync(process.execPath, args, { cwd, stdio: 'ignore' });
    if (r.status !== 0) throw new Error(`command failed: node ${args.join(' ')}`);
    if (i > 0) times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}
