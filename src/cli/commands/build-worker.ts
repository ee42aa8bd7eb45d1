import { parentPort, workerData } from 'node:worker_threads';
import { loadScenario } from '../../load/load-scenario.js';
import type { Scenario } from '../../model/scenario.js';
import type { PartId } from '../../parts/part.js';
import { readKitOptions, type KitFlags } from '../../print/options.js';
import { drawGame, loadParts, type GameKit } from './draw-kit.js';

/**
 * `build` on another core: draws pieces of games (some of a game's parts) and hands back each in memory (the main
 * thread alone writes). The main thread tells every worker of each piece as soon as its game is read; a worker
 * takes the heaviest piece no thread has taken yet, marking it taken in the shared `claims` (so it never waits for
 * the main thread, which may be busy drawing, to be handed its next piece). Any failure hands the piece back
 * undrawn: the main thread then draws the game itself, so an error reads exactly as it would without this worker.
 */
export interface DrawJob {
  /** The piece's number: its place in `claims`. */
  index: number;
  dir: string;
  /** The game folder's digest, taken once by the main thread. */
  folder: string | null;
  /** The parts of the game this piece draws. */
  parts: PartId[];
}
/** A piece offered, or null: no more pieces will come. */
export type DrawOffer = { job: DrawJob; weight: number } | null;
export type DrawReply =
  | { index: number; lines: string[]; kit: GameKit }
  | { index: number; failed: true }
  /** The worker takes no more pieces. */
  | { done: true };

const { parts, flags, out, claims, me } = workerData as {
  parts: PartId[];
  flags: KitFlags;
  out?: string;
  /** One slot a piece: 0 while no thread has taken it, else the number of the thread that did. */
  claims: Int32Array;
  me: number;
};
const port = parentPort!;
const ready = loadParts(parts);
const known: { job: DrawJob; weight: number }[] = [];
// One scenario a game folder, shared by its pieces drawn here.
const scenarios = new Map<string, Scenario>();
let closing = false;
let busy = false;

/** The heaviest piece known and not yet taken, now taken by this worker. */
function claim(): DrawJob | undefined {
  for (;;) {
    if (!known.length) return undefined;
    let best = 0;
    for (let k = 1; k < known.length; k++) if (known[k]!.weight > known[best]!.weight) best = k;
    const { job } = known.splice(best, 1)[0]!;
    if (Atomics.compareExchange(claims, job.index, 0, me) === 0) return job;
  }
}

async function draw(job: DrawJob): Promise<DrawReply> {
  try {
    const kit = readKitOptions(flags);
    const lines: string[] = [];
    let s = scenarios.get(job.dir);
    if (!s) scenarios.set(job.dir, (s = loadScenario(job.dir)));
    return { index: job.index, lines, kit: await drawGame(s, job.parts, await ready, kit, out, lines, job.folder) };
  } catch {
    return { index: job.index, failed: true };
  }
}

async function pump(): Promise<void> {
  if (busy) return;
  busy = true;
  for (let job = claim(); job; job = claim()) port.postMessage(await draw(job));
  busy = false;
  if (closing) {
    port.postMessage({ done: true } satisfies DrawReply);
    port.close();
  }
}

port.on('message', (offer: DrawOffer) => {
  if (offer === null) closing = true;
  else known.push(offer);
  void pump();
});
