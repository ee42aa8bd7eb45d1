import type { Command } from 'commander';
import type { Io } from '../../io.js';
import { registerUnits } from './units.js';

export type { UnitStatus } from './game-table.js';

/**
 * The table helpers every game shares. A game's own procedures are the commands its rules.yaml declares, made
 * by the one adapter (declared.ts) when a run names them; `units GAME` reads a unit's status through the hooks
 * that game's data names.
 */
export function registerProcedures(program: Command, io: Io): void {
  registerUnits(program, io);
}
