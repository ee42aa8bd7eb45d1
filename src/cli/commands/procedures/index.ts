import type { Command } from 'commander';
import type { Io } from '../../io.js';
import * as veritable from './veritable.js';
import { registerNordwind, nordwindTable } from './nordwind.js';
import { registerRemagen, remagenTable } from './remagen.js';
import { registerDeathOfADivision, doadTable } from './death-of-a-division.js';
import { registerUnits } from './units.js';
import type { GameTable } from './game-table.js';
import { verb } from './verb.js';

export type { GameTable, UnitStatus } from './game-table.js';

/**
 * The table helpers each game plugs in: `units GAME` reads a unit's status through the game's `unitStatus`,
 * `victory GAME` is the game's own command, the CRT reader takes the game's `chartEnds`. A game module adds
 * itself by exporting `<game>Table: GameTable` and being listed here; Veritable's module is picked up by
 * its export `veritableTable` whenever it has one, so that module plugs in without an edit here.
 */
export function gameTables(): GameTable[] {
  const own = (veritable as { veritableTable?: GameTable }).veritableTable;
  return [remagenTable, nordwindTable, doadTable, ...(own ? [own] : [])];
}

export function gameTable(id: string): GameTable | undefined {
  return gameTables().find((t) => t.id === id);
}

/** Every game's procedure commands. A game without a module still has crt, roll, units and the generic tables. */
export function registerProcedures(program: Command, io: Io): void {
  veritable.registerVeritable(program, io);
  registerNordwind(program, io);
  registerRemagen(program, io);
  registerDeathOfADivision(program, io);
  for (const t of gameTables())
    t.victory?.(verb(program, 'victory', 'who has won, from the journal’s state').command(t.id), io);
  registerUnits(program, io, gameTable);
}
