import { dynamicImportVarsPlugin, importGlobPlugin } from 'rolldown/experimental';
import { nodeGuard } from './browser-guard.mjs';

// A game's rule hooks are found by the name its data gives (src/games/game-hooks.ts imports `./${module}/hooks.js`):
// this plugin turns that pattern into every src/games/<module>/hooks.ts there is, so no file lists the games.
// The first plugin makes the pattern an `import.meta.glob`, the second expands it.
const hookModules = () => [dynamicImportVarsPlugin({ include: [/games[\\/]game-hooks\.js$/] }), importGlobPlugin()];

// The CLI as one bundle of our own code and its light dependencies: an ESM import graph of a few hundred
// modules costs Node more at every start than the work of a `crt` answer. Libraries that only the kit
// parts use (PDF, raster, symbols, templates, fonts) stay outside, loaded when a part needs them.
const cli = {
  // The build's worker thread (a second core draws some of the games) is an entry of its own beside main.js.
  input: { main: 'dist/cli/main.js', 'build-worker': 'dist/cli/commands/build-worker.js' },
  platform: 'node',
  external: [/^pdfkit/, /^svg-to-pdfkit/, /^sharp/, /^milsymbol/, /^handlebars/, /^d3-delaunay/, /^dejavu-fonts-ttf/],
  plugins: hookModules(),
  output: { dir: 'dist/bundle', format: 'esm' },
};

// The table companion's script: the rules modules the CLI runs, for the browser, inlined into companion.html by
// the companion part. Nothing external, and the guard fails the build if Node-only code is reached.
const companion = {
  input: 'dist/parts/companion/page/main.js',
  platform: 'browser',
  plugins: [...hookModules(), nodeGuard()],
  // One script inlined into the page: every game's hooks in it, so the page plays offline.
  output: { file: 'dist/companion/app.js', format: 'iife', minify: true, codeSplitting: false },
};

export default [cli, companion];
