'use strict';
// V8's compiled code for the CLI bundle, made once by `npm run build` (dist/code-cache/, one file per bundle file).
// Every command is a new process whose own code is most of what it runs the first time, so compiling that code
// was a large share of a short command. Node 20 has no code cache for ES modules (module.enableCompileCache is
// Node 22), hence the CommonJS bundle: each of its files is compiled here with the code V8 saved for it.
// A cache V8 refuses (another Node, other V8 flags, a rebuilt bundle) is ignored and the file compiled as usual;
// nothing is written at run time, and nothing here depends on the game data or on SANDTABLE_CACHE_DIR.
const Module = require('node:module');
const vm = require('node:vm');
const { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } = require('node:fs');
const { dirname, join, relative, sep } = require('node:path');

// A command is a few seconds of code run once, not a server: V8's default budget before it optimises a function
// (66 KB of bytecode run, Node 20) sent some 900 functions of a cold `build --all` to TurboFan, whose compiles on
// V8's helper threads took about 4 s of its 10 s of CPU (round thirty-three, threads read from /proc). Four times
// the budget optimises only what stays hot: those threads take 2 s less, the JavaScript threads 0.1-0.4 s more. Set
// here, in the file every command, build worker and the saving of this cache load first, because the flags are part
// of what V8 checks a saved code against (a cache saved under other flags is refused).
require('node:v8').setFlagsFromString('--interrupt-budget=270336');

const ROOT = dirname(__dirname);
const CACHE = join(ROOT, 'dist', 'code-cache');
/** The bundle's files, and the CommonJS packages it requires (js-yaml, milsymbol, Handlebars' runtime…). */
const COVERED = [join(ROOT, 'dist', 'bundle') + sep, join(ROOT, 'node_modules') + sep];

/**
 * The saved code's file for a source file: its path, size and time of change. V8 checks only a file's length against
 * the code, so a package reinstalled or a bundle rebuilt without `npm run build` finds no code rather than stale code.
 */
function cacheName(filename) {
  const { size, mtimeMs } = statSync(filename);
  return `${relative(ROOT, filename).split(sep).join('+')}-${size}-${Math.trunc(mtimeMs)}.v8`;
}

/** Compiles the bundle's files with their saved code; with `train`, keeps each script to save its code later. */
function install(train) {
  const scripts = [];
  const compile = Module.prototype._compile;
  Module.prototype._compile = function (content, filename, format) {
    // An ES module required (Node 20.19 onwards requires them: delaunator under d3-delaunay) is Node's own to load.
    const own = () => compile.call(this, content, filename, format);
    if (format === 'module' || !COVERED.some((d) => filename.startsWith(d))) return own();
    const file = cacheName(filename);
    let cachedData;
    if (!train)
      try {
        cachedData = readFileSync(join(CACHE, file));
      } catch {}
    let script;
    try {
      script = new vm.Script(Module.wrap(content), { filename, cachedData });
    } catch (e) {
      // A package's .js file that is an ES module without saying so: Node finds that out from the syntax error.
      if (e instanceof SyntaxError) return own();
      throw e;
    }
    if (train) scripts.push({ script, file });
    const require = (id) => this.require(id);
    require.resolve = (request, options) => Module._resolveFilename(request, this, false, options);
    require.main = process.mainModule;
    require.cache = Module._cache;
    const wrapper = script.runInThisContext({ displayErrors: true });
    return wrapper.call(this.exports, this.exports, require, this, filename, dirname(filename));
  };
  return scripts;
}

/** The CLI's `main`, its files compiled with the saved code (and so are its build workers', see runFile). */
exports.loadMain = () => {
  install(false);
  globalThis[Symbol.for('sandtable.code-cache')] = __filename;
  return require('../dist/bundle/main.cjs').main;
};

/** A build worker's file, run in that worker with the saved code. */
exports.runFile = (file) => {
  install(false);
  require(file);
};

/**
 * Saves the compiled code of every bundle file the given commands ran (`npm run build`). V8 keeps a function's
 * code once it has run, so the saved code covers what these commands use; a function none ran compiles as before.
 */
exports.train = async (commands) => {
  const scripts = install(true);
  const { main } = require('../dist/bundle/main.cjs');
  for (const args of commands) {
    const code = await main(['node', 'sandtable', ...args]);
    if (code !== 0) throw new Error(`sandtable ${args.join(' ')} exited ${code} while saving compiled code`);
  }
  rmSync(CACHE, { recursive: true, force: true });
  mkdirSync(CACHE, { recursive: true });
  for (const { script, file } of scripts) writeFileSync(join(CACHE, file), script.createCachedData());
  return scripts.length;
};

// `node bin/code-cache.cjs`, the last step of `npm run build`: runs a few commands that between them use most of
// the CLI (a hex game's and an area game's whole kit, every game's validation, the list and a CRT answer) with a
// cache folder and an output folder of their own, then saves the compiled code.
if (require.main === module) {
  const { mkdtempSync } = require('node:fs');
  const { tmpdir } = require('node:os');
  const work = mkdtempSync(join(tmpdir(), 'sandtable-code-cache-'));
  process.env.SANDTABLE_CACHE_DIR = join(work, 'cache');
  const games = ['veritable', 'remagen', 'death-of-a-division', 'nordwind'];
  const commands = [
    ['build', 'veritable', '--out', join(work, 'veritable')],
    ['build', 'death-of-a-division', '--out', join(work, 'death-of-a-division')],
    ...games.map((g) => ['validate', g]),
    ['list'],
    ['crt', 'veritable', '--odds', '24:8', '--roll', '3'],
  ];
  // The commands' own report is not the build's.
  const [out, err] = [process.stdout.write, process.stderr.write];
  process.stdout.write = process.stderr.write = () => true;
  const restore = () => {
    process.stdout.write = out;
    process.stderr.write = err;
  };
  exports
    .train(commands)
    .then(
      (n) => {
        restore();
        console.log(`compiled code saved for ${n} files (dist/code-cache)`);
      },
      (e) => {
        restore();
        console.error(e);
        process.exitCode = 1;
      },
    )
    .finally(() => rmSync(work, { recursive: true, force: true }));
}
