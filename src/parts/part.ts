import type { Scenario } from '../model/scenario.js';
import type { KitOptions } from '../print/options.js';
import type { KitFile } from '../print/write-kit.js';

export const PART_IDS = ['counters', 'map', 'cards', 'aids', 'roster', 'companion', 'vassal'] as const;
export type PartId = (typeof PART_IDS)[number];

/** The kit options, parsed and checked before any part draws, and where a part reports what it made. */
export interface BuildOptions extends KitOptions {
  progress(message: string): void;
  /**
   * The game's procedures as a screen describes them (title, section, fields; the page words them): the CLI, which
   * may load the rules, gives them, so the companion's first screen is drawn before its rules engine runs.
   */
  procedures?(s: Scenario): Promise<ProcedureSketch[]>;
}

/** One procedure's screen before its rules run: what it is called, cites and asks, and whether data declares it. */
export interface ProcedureSketch {
  game: string;
  verb: string;
  title: string;
  rule: string;
  fields: readonly object[];
  /** Run by the engine from the game's declarations (not a hook). */
  declared: boolean;
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
