import type { Command } from 'commander';

/**
 * Game procedures read as "sandtable VERB GAME …" (combat GAME, air GAME, fire GAME).
 * Each verb is a command group; each game adds its own subcommand with its own flags.
 */
export function verb(program: Command, name: string, description: string): Command {
  return program.commands.find((c) => c.name() === name) ?? program.command(name).description(description);
}
