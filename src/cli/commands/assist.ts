import type { Command } from 'commander';
import type { Io } from '../io.js';
import { registerRoll } from './roll.js';
import { registerCrt } from './crt.js';
import { registerJournal } from './journal.js';
import { registerProcedures } from './procedures/index.js';

/** Table-assist commands: dice, tables, game procedures and the journal. */
export function registerAssistCommands(program: Command, io: Io): void {
  registerRoll(program, io);
  registerCrt(program, io);
  registerJournal(program, io);
  registerProcedures(program, io);
}
