import { nodeGuard } from './browser-guard.mjs';

// The CLI as one bundle of our own code and its light dependencies: an ESM import graph of a few hundred
// modules costs Node more at every start than the work of a `crt` answer. Libraries that only the kit
// parts use (PDF, raster, symbols, templates, fonts) stay outside, loaded when a part needs them.
const cli = {
  // The build's worker thread (a second core draws some of the games) is an entry of its own beside main.js.
  input: { main: 'dist/cli/main.js', 'build-worker': 'dist/cli/commands/build-worker.js' },
  platform: 'node',
  external: [/^pdfkit/, /^svg-to-pdfkit/, /^sharp/, /^milsymbol/, /^handlebars/, /^d3-delaunay/, /^dejavu-fonts-ttf/],
  output: { dir: 'dist/bundle', format: 'esm' },
};

// The table companion's script: the rules modules the CLI runs, for the browser, inlined into companion.html by
// the companion part. Nothing external, and the guard fails the build if Node-only code is reached.
const companion = {
  input: 'dist/parts/companion/page/main.js',
  platform: 'browser',
  plugins: [nodeGuard()],
  output: { file: 'dist/companion/app.js', format: 'iife', minify: true },
};

export default [cli, companion];
