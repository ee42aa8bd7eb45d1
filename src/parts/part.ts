import type { Scenario } from '../model/scenario.js';
import type { KitOptions } from '../print/options.js';
import type { KitFile } from '../print/write-kit.js';

export const PART_IDS = ['counters', 'map', 'cards', 'aids', 'roster', 'companion', 'vassal'] as const;
export type PartId = (typeof PART_IDS)[number];

/** The kit options, parsed and checked before any part draws, and where a part reports what it made. */
export interface BuildOptions extends KitOptions {
  progress(message: string): void;
}

/**
 * One printed part of a kit. It draws in memory and hands back its files; only the build writes them
 * (print/write-part), so a part never leaves half a set behind.
 */
export interface Part {
  id: PartId;
  /** Why the part has nothing to make for this game, or undefined when it applies. */
  skipReason(s: Scenario): string | undefined;
  build(s: Scenario, opts: BuildOptions): Promise<KitFile[]>;
}
