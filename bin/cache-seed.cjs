'use strict';
// The last step of `npm run build`: loads every bundled game (`sources`, whose load validates the whole game as
// `validate` does, without drawing its map: 2 s of the build, not 9) and lists them, with a cache folder of its own,
// and keeps the validated scenarios and the list's summaries in dist/cache-seed/ (read by src/util/cache-dir.ts,
// seedFolder). A bundled game's data ships with the code, so the first command on a machine (an empty cache) reads
// its scenario from there instead of parsing and validating its YAML again: some 0.25 s of CPU a command. So are
// the warnings a build checks for before drawing (none, for a bundled game): the module's build below runs that check
// (a game without a map builds its cards instead, the one part three games skip).
// The entries are keyed as the user's cache keys them (the game's folder, its files' bytes, the loader's files and
// their times), so an edited file, a copy of a game elsewhere or a bundle rebuilt without this step finds none.
// It also builds each bundled game's VASSAL module as `build GAME --only vassal` does by default and keeps the board
// and the sheets of small pictures it rasterised (the `png` cache: 0.3-0.8 s of CPU a module, the larger part of what
// is left of a first build). They are kept under a hash of the SVG drawn and of sharp's versions, so another paper,
// language or edit draws and rasterises anew, as before.
// Runs after bin/code-cache.cjs, whose commands must parse the data to save the parser's compiled code.
const { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { dirname, join } = require('node:path');

const ROOT = dirname(__dirname);
const SEED = join(ROOT, 'dist', 'cache-seed');
/** The caches whose entries depend on nothing but the data and the code (not the working folder, not the output). */
const KEPT = ['scenarios', 'summaries', 'warnings', 'png'];

const work = mkdtempSync(join(tmpdir(), 'sandtable-cache-seed-'));
process.env.SANDTABLE_CACHE_DIR = join(work, 'cache');
delete process.env.SANDTABLE_NO_CACHE;
const data = join(ROOT, 'data');
const games = readdirSync(data, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(data, d.name, 'game.yaml')))
  .map((d) => d.name)
  .sort();
const modules = games.filter((g) => existsSync(join(data, g, 'map.yaml')));
const commands = [
  ...games.map((g) => ['sources', g]),
  ['list'],
  ...modules.map((g) => ['build', g, '--only', 'vassal', '--out', join(work, 'out', g)]),
  // A module's build checks the warnings too; a game without a map has them checked by its cards' build.
  ...games
    .filter((g) => !modules.includes(g))
    .map((g) => ['build', g, '--only', 'cards', '--out', join(work, 'kits', g)]),
];

const [out, err] = [process.stdout.write, process.stderr.write];
process.stdout.write = process.stderr.write = () => true;
const restore = () => {
  process.stdout.write = out;
  process.stderr.write = err;
};

(async () => {
  rmSync(SEED, { recursive: true, force: true });
  const { main } = require('../dist/bundle/main.cjs');
  for (const args of commands) {
    const code = await main(['node', 'sandtable', ...args]);
    // A module that does not build here (sharp missing on this platform, say) only leaves its pictures to be drawn by
    // the first build that asks, which says why: installing Sandtable does not fail for it.
    if (code !== 0 && args[0] !== 'build')
      throw new Error(`sandtable ${args.join(' ')} exited ${code} while seeding the cache`);
  }
  let n = 0;
  for (const name of KEPT) {
    const from = join(work, 'cache', name);
    if (!existsSync(from)) continue;
    cpSync(from, join(SEED, name), { recursive: true });
    n += readdirSync(from).length;
  }
  return n;
})()
  .then(
    (n) => {
      restore();
      console.log(`${n} cache entries kept for ${games.length} bundled games (dist/cache-seed)`);
    },
    (e) => {
      restore();
      console.error(e);
      process.exitCode = 1;
    },
  )
  .finally(() => rmSync(work, { recursive: true, force: true }));
