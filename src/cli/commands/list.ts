import type { Command } from 'commander';
import { bundledGameIds, resolveGameFolder } from '../../load/bundled.js';
import { gameSummary } from '../../load/game-summary.js';
import type { Io } from '../io.js';

export function registerList(program: Command, io: Io): void {
  program
    .command('list')
    .description('list the bundled games')
    .option('--json', 'print JSON')
    .action(async (opts: { json?: boolean }) => {
      const games = [];
      for (const id of bundledGameIds()) {
        const s = await gameSummary(resolveGameFolder(id));
        games.push({
          id,
          title: s.title,
          map: s.mapKind,
          dice: s.dice,
          units: s.units,
          charts: s.charts,
          folder: s.dir,
        });
      }
      if (opts.json) return io.out(JSON.stringify(games, null, 2));
      const w = Math.max(...games.map((g) => g.id.length), 2);
      for (const g of games)
        io.out(`${g.id.padEnd(w)}  ${g.title}  (${g.map} map, ${g.dice}, ${g.units} unit types, ${g.charts} charts)`);
    });
}
