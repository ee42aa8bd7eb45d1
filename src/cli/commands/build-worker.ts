import { parentPort, workerData } from 'node:worker_threads';
import { loadScenario } from '../../load/load-scenario.js';
import type { PartId } from '../../parts/part.js';
import { readKitOptions, type KitFlags } from '../../print/options.js';
import { drawGame, loadParts, type GameKit } from './draw-kit.js';

/**
 * `build` on the second core: draws the games the main thread hands it, one at a time, and hands back each kit in
 * memory (the main thread alone writes). Any failure hands the game back undrawn: the main thread then draws it
 * itself, so an error reads exactly as it would without this worker.
 */
export interface DrawJob {
  index: number;
  dir: string;
  /** The game folder's digest, taken once by the main thread. */
  folder: string | null;
}
export type DrawReply = { index: number; lines: string[]; kit: GameKit } | { index: number; failed: true };

const { parts, flags, out } = workerData as { parts: PartId[]; flags: KitFlags; out?: string };
const port = parentPort!;
const ready = loadParts(parts);

port.on('message', (job: DrawJob | null) => {
  if (job === null) return port.close();
  void (async () => {
    let reply: DrawReply;
    try {
      const kit = readKitOptions(flags);
      const lines: string[] = [];
      reply = {
        index: job.index,
        lines,
        kit: await drawGame(loadScenario(job.dir), parts, await ready, kit, out, lines, job.folder),
      };
    } catch {
      reply = { index: job.index, failed: true };
    }
    port.postMessage(reply);
  })();
});
