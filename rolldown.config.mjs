import { existsSync, readdirSync } from 'node:fs';
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

// One script more per hooks module, holding that module's hooks alone: a page whose game names one module
// inlines it, so a phone parses and starts one game's rules, not every game's (about a fifth of the script each).
// The modules are the folders that have a hooks.ts; none is named here.
const oneModule = (module) => ({
  name: 'one-hooks-module',
  transform(code, id) {
    if (!/games[\\/]game-hooks\.js$/.test(id)) return null;
    // The compiled pattern's own `${`, written so that nothing here reads as a placeholder of this file's.
    const $ = '$';
    const pattern = `import(\`./${$}{module}/hooks.js\`)`;
    if (!code.includes(pattern)) throw new Error(`${id}: the hooks import pattern has changed`);
    // Any other name is a module this page does not hold, said as Node says it (game-hooks reads it as "none").
    const one =
      `(module === ${JSON.stringify(module)} ? import(${JSON.stringify(`./${module}/hooks.js`)}) : ` +
      `Promise.reject(new Error(\`Cannot find module ./${$}{module}/hooks.js\`)))`;
    return code.replace(pattern, one);
  },
});
const modules = readdirSync('src/games', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`src/games/${d.name}/hooks.ts`))
  .map((d) => d.name);
const perModule = modules.map((m) => ({
  ...companion,
  plugins: [oneModule(m), nodeGuard()],
  output: { ...companion.output, file: `dist/companion/app-${m}.js` },
}));

export default [cli, companion, ...perModule];
