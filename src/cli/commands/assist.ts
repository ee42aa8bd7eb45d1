import type { Command } from 'commander';
import type { Io } from '../io.js';

/** Table-assist commands (roll, crt, combat, air, supply, journal) register here. */
export function registerAssistCommands(_program: Command, _io: Io): void {}
