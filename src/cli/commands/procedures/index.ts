import type { Command } from 'commander';
import type { Io } from '../../io.js';
import { registerVeritable } from './veritable.js';
import { registerNordwind } from './nordwind.js';
import { registerRemagen } from './remagen.js';
import { registerDeathOfADivision } from './death-of-a-division.js';

/** Every game's procedure commands. A game without a module still has crt, roll and the generic tables. */
export function registerProcedures(program: Command, io: Io): void {
  registerVeritable(program, io);
  registerNordwind(program, io);
  registerRemagen(program, io);
  registerDeathOfADivision(program, io);
}
