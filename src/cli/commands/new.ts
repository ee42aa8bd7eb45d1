import type { Command } from 'commander';
import { relative } from 'node:path';
import { MAP_KINDS, writeNewGame, type MapKind } from '../../load/scaffold.js';
import type { Io } from '../io.js';
import { KeyedUsage, msg } from '../../assist/messages.js';

export function registerNew(program: Command, io: Io): void {
  program
    .command('new')
    .description('start a game of your own: a small valid game with an example of every file')
    .argument('<dir>', 'the folder to create; it must not exist')
    .option('--map <kind>', `the map: ${MAP_KINDS.join(', ')}`, 'hex')
    .option('--title <title>', "the game's title (default: from the folder's name)")
    .option('--designer <name>', 'your name, credited on every sheet (default: "Your Name")')
    .action((dir: string, opts: { map: string; title?: string; designer?: string }) => {
      if (!(MAP_KINDS as readonly string[]).includes(opts.map))
        throw new KeyedUsage(msg('refused.mapKind', { kinds: MAP_KINDS.join(', '), map: opts.map.slice(0, 40) }));
      const made = writeNewGame(dir, { map: opts.map as MapKind, title: opts.title, designer: opts.designer });
      const shown = relative(process.cwd(), made.dir) || '.';
      const article = opts.map === 'area' ? 'an' : 'a';
      const files = `${made.files.length} files (${made.files.join(', ')})`;
      io.out(`${shown}: ${article} ${opts.map} game "${made.id}", ${files}`);
      io.out('next:');
      io.out(`  sandtable validate ${shown}`);
      io.out(`  sandtable build ${shown}`);
    });
}
