import type { Scenario } from '../../model/scenario.js';
import type { BuildOptions } from '../part.js';
import { aidsPart } from './part.js';

/**
 * The player aid pages as PNG images, the very pages aids.pdf prints: the VASSAL module shows them in its chart
 * window, so a player at the screen reads the same tables as one at the table.
 */
export async function aidPagePngs(s: Scenario, opts: BuildOptions): Promise<Uint8Array[]> {
  const files = await aidsPart.build(s, { ...opts, formats: ['png'] });
  return files.filter((f) => f.name.endsWith('.png')).map((f) => f.data as Uint8Array);
}
