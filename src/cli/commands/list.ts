import type { Command } from 'commander';
import { bundledGameIds, resolveGameFolder } from '../../load/bundled.js';
import { loadScenario } from '../../load/load-scenario.js';
import type { Io } from '../io.js';

export function registerList(program: Command, io: Io): void {
  program
    .command('list')
    .description('list the bundled games')
    .option('--json', 'print JSON')
    .action((opts: { json?: boolean }) => {
      const games = bundledGameIds().map((id) => {
        const s = loadScenario(resolveGameFolder(id));
        return {
          id,
          title: s.game.title,
          map: s.game.mapKind,
          dice: s.game.dice,
          units: s.units.length,
          charts: s.charts.length,
          folder: s.dir,
        };
      });
      if (opts.json) return io.out(JSON.stringify(games, null, 2));
      const w = Math.max(...games.map((g) => g.id.length), 2);
      for (const g of games)
        io.out(`${g.id.padEnd(w)}  ${g.title}  (${g.map} map, ${g.dice}, ${g.units} unit types, ${g.charts} charts)`);
    });
}
