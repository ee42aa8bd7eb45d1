import type { Scenario } from '../model/scenario.js';

export const PART_IDS = ['counters', 'map', 'cards', 'aids', 'roster'] as const;
export type PartId = (typeof PART_IDS)[number];
export const FORMATS = ['pdf', 'svg', 'png'] as const;
export type Format = (typeof FORMATS)[number];
export type Paper = 'letter' | 'a4';

/** Options every part shares, already checked by the CLI. */
export interface BuildOptions {
  paper: Paper;
  lang: string;
  formats: Format[];
  outDir: string;
  /** Extra options a part reads itself (counter size, duplex mode, …), by name. */
  extra: Record<string, string | undefined>;
  progress(message: string): void;
}

/** One printed part of a kit. It renders in memory and writes only at the end, each file atomically. */
export interface Part {
  id: PartId;
  /** Why the part has nothing to make for this game, or undefined when it applies. */
  skipReason(s: Scenario): string | undefined;
  /**
   * Reads the part's own flags and throws on a bad one. The build calls it for every part before any part
   * writes, so a mistyped --duplex never leaves the counters written and the cards not.
   */
  checkOptions?(opts: BuildOptions): void;
  build(s: Scenario, opts: BuildOptions): Promise<string[]>;
}
