import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dynamicImportVarsPlugin, importGlobPlugin } from 'rolldown/experimental';
import { nodeGuard } from './browser-guard.mjs';

// A game's rule hooks are found by the name its data gives (src/games/game-hooks.ts imports `./${module}/hooks.js`,
// src/games/game-messages.ts `./${module}/messages.js`): this plugin turns that pattern into every
// src/games/<module>/hooks.ts (messages.ts) there is, so no file lists the games.
// The first plugin makes the pattern an `import.meta.glob`, the second expands it.
const hookModules = () => [
  dynamicImportVarsPlugin({ include: [/games[\\/]game-(hooks|messages)\.js$/] }),
  importGlobPlugin(),
];

// The CLI's parsers, started on first use: a build whose game comes from the scenario cache parses no YAML or CSV,
// and the three packages cost about a tenth of a second to start. Each import of them becomes a stand-in that
// requires the package (its CommonJS build, synchronously, as loadScenario is) the first time one of its functions
// is called. Only what the CLI calls is given; a new import from one of them fails the build here.
const LAZY_PARSER = '\0sandtable-lazy-parser';
const LAZY_EXPORTS = {
  yaml: ['LineCounter', 'parseDocument', 'isMap', 'isPair', 'isScalar', 'parse'],
  'js-yaml': ['default'],
  'csv-parse/sync': ['parse'],
};
// js-yaml's CommonJS entry requires its 24 lib/ files one by one; its own rollup build of the same version is one
// file, and requiring it costs about half as much (a cold scenario load reads YAML on every command).
const SINGLE_FILE = { 'js-yaml': 'dist/js-yaml.js' };
const lazyParsers = () => ({
  name: 'sandtable-lazy-parsers',
  resolveId(source) {
    return Object.hasOwn(LAZY_EXPORTS, source) ? { id: `${LAZY_PARSER}:${source}` } : null;
  },
  load(id) {
    if (!id.startsWith(LAZY_PARSER)) return null;
    const name = id.slice(LAZY_PARSER.length + 1);
    const file = SINGLE_FILE[name];
    const lines = [
      "import { createRequire } from 'node:module';",
      'let lib;',
      file
        ? // The package's own single-file build, found beside its entry (its exports map names no subpath).
          'const get = () => { const r = createRequire(import.meta.url); ' +
          `return (lib ??= r(r.resolve(${JSON.stringify(name)}).replace(/[^/\\\\]*$/, ${JSON.stringify(file)}))); };`
        : `const get = () => (lib ??= createRequire(import.meta.url)(${JSON.stringify(name)}));`,
    ];
    for (const e of LAZY_EXPORTS[name])
      if (e === 'default')
        // js-yaml's default: its functions and its schemas, each read from the package when first used.
        lines.push(
          'export default {',
          '  load: (...a) => get().load(...a),',
          '  get CORE_SCHEMA() { return get().CORE_SCHEMA; },',
          '};',
        );
      // A function, so `new LineCounter()` makes the package's own (a constructor's returned object is the result).
      else
        lines.push(`export function ${e}(...a) { const f = get().${e}; return new.target ? new f(...a) : f(...a); }`);
    return lines.join('\n');
  },
});

// A game's parse builds every file's zod schema (rules.yaml's alone tens of milliseconds of CPU), which an answer
// whose game comes from the scenario cache never uses. load-scenario.ts and load-charts.ts import their parse from
// a module of its own; in the bundle that import is a stand-in that requires the module, an entry of the bundle
// (so a file of its own in dist/bundle/), the first time it is called, synchronously, as loadScenario is.
const LAZY_PARSE = '\0sandtable-lazy-parse';
// The Russian word catalogue is loaded so too, by src/print/catalogue/index.ts: an English answer never reads it.
const LAZY_PARSES = {
  'parse-folder': { from: /load[\\/]load-scenario\.js$/, exports: ['parseScenario'] },
  'parse-charts': { from: /load[\\/]load-charts\.js$/, exports: ['parseCharts'] },
  'catalogue-ru': { from: /print[\\/]catalogue[\\/]index\.js$/, exports: ['ruCatalogue'] },
};
const lazyParses = () => ({
  name: 'sandtable-lazy-parses',
  resolveId(source, importer) {
    const name = source.match(/^\.\/((?:parse|catalogue)-[a-z]+)\.js$/)?.[1];
    if (!name || !Object.hasOwn(LAZY_PARSES, name) || !importer) return null;
    if (!LAZY_PARSES[name].from.test(importer)) throw new Error(`${importer} imports ${source}, which loads lazily`);
    return { id: `${LAZY_PARSE}:${name}` };
  },
  load(id) {
    if (!id.startsWith(LAZY_PARSE)) return null;
    const name = id.slice(LAZY_PARSE.length + 1);
    return [
      "import { createRequire } from 'node:module';",
      'let lib;',
      `const get = () => (lib ??= createRequire(import.meta.url)(${JSON.stringify(`./${name}.cjs`)}));`,
      ...LAZY_PARSES[name].exports.map((e) => `export function ${e}(...a) { return get().${e}(...a); }`),
    ].join('\n');
  },
});

// commander requires node:child_process as it loads, for executable subcommands (a git-style `sandtable-foo` file),
// which Sandtable never declares; starting that module cost every command several milliseconds (tens on a loaded
// machine). It is required on first spawn instead; a commander whose line differs fails the build here.
const lazyChildProcess = () => ({
  name: 'sandtable-commander-lazy-child-process',
  transform(code, id) {
    if (!/commander[\\/]lib[\\/]command\.js$/.test(id)) return null;
    const from = "const childProcess = require('node:child_process');";
    if (!code.includes(from)) throw new Error(`${id}: commander no longer requires node:child_process as expected`);
    return code.replace(from, "const childProcess = { spawn: (...a) => require('node:child_process').spawn(...a) };");
  },
});

// The bundled templates' compiled code, shipped in dist/templates-compiled/ so that a first build (an empty cache)
// neither loads Handlebars' compiler nor compiles them (about 85 ms for a counter sheet's two templates).
// src/print/templates.ts reads it by the key its disk cache uses, and only for the compiler version that wrote it;
// any other template compiles as before.
const precompiledTemplates = () => ({
  name: 'sandtable-precompiled-templates',
  writeBundle() {
    const require = createRequire(import.meta.url);
    const handlebars = require('handlebars/dist/handlebars.min.js');
    const version = JSON.parse(readFileSync(require.resolve('handlebars/package.json'), 'utf8')).version;
    // One file per template and flags, read only when asked for: a table of all of them took longer to parse
    // than the two compiles a counter sheet saves.
    const dir = `dist/templates-compiled/handlebars-${version}`;
    rmSync('dist/templates-compiled', { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    for (const name of readdirSync('templates').filter((f) => f.endsWith('.hbs'))) {
      const source = readFileSync(`templates/${name}`, 'utf8');
      for (const strict of [false, true])
        for (const noEscape of [false, true]) {
          const flags = { strict, noEscape };
          const key = `${JSON.stringify(flags)}\n${source}`;
          const file = `${dir}/${createHash('sha1').update(key).digest('hex')}.txt`;
          writeFileSync(file, handlebars.precompile(source, flags));
        }
    }
  },
});

// The compiled code bin/code-cache.cjs saved for the last bundle: V8 checks a file's length, not its text, against
// the code, so a new bundle drops it; `npm run build` saves it again for the new bundle. The bundled games' cache
// entries (bin/cache-seed.cjs) go too: their keys name the old bundle's files, so none would be found again, and
// bin/code-cache.cjs must parse the data itself to save the parser's code.
const dropCodeCache = () => ({
  name: 'sandtable-drop-code-cache',
  writeBundle() {
    rmSync('dist/code-cache', { recursive: true, force: true });
    rmSync('dist/cache-seed', { recursive: true, force: true });
  },
});

// The CLI as one bundle of our own code and its light dependencies: an ESM import graph of a few hundred
// modules costs Node more at every start than the work of a `crt` answer. Libraries that only the kit
// parts use (PDF, raster, symbols, templates, fonts) stay outside, loaded when a part needs them.
const cli = {
  // The build's worker thread (a second core draws some of the games) is an entry of its own beside main.js.
  input: {
    main: 'dist/cli/main.js',
    'build-worker': 'dist/cli/commands/build-worker.js',
    'parse-folder': 'dist/load/parse-folder.js',
    'parse-charts': 'dist/load/parse-charts.js',
    'catalogue-ru': 'dist/print/catalogue/catalogue-ru.js',
  },
  platform: 'node',
  external: [/^pdfkit/, /^svg-to-pdfkit/, /^sharp/, /^milsymbol/, /^handlebars/, /^d3-delaunay/, /^dejavu-fonts-ttf/],
  plugins: [lazyParsers(), lazyParses(), lazyChildProcess(), ...hookModules(), precompiledTemplates(), dropCodeCache()],
  // cleanDir: each build's chunks have new hashed names, so the old ones would pile up beside them.
  // CommonJS, so that bin/code-cache.cjs can hand V8 each file's compiled code from the last `npm run build`
  // (Node 20 offers no code cache to ES modules): a command then compiles only what that run did not.
  output: {
    dir: 'dist/bundle',
    format: 'cjs',
    cleanDir: true,
    entryFileNames: '[name].cjs',
    chunkFileNames: '[name]-[hash].cjs',
    // `await import('sharp')` of a package outside the bundle becomes a require: a file compiled with a code cache
    // (node:vm) cannot import() on Node 20 without an experimental flag, and those packages are CommonJS.
    dynamicImportInCjs: false,
  },
};

// The YAML readers are a third of the page's script, and the page needs them only when a position is pasted. The
// page's script holds a stand-in for the two packages instead: on its first call it runs their own script, kept
// in the page as inert text (dist/companion/yaml.js, `<script type="text/plain">`), and hands the call on. So a
// phone neither parses nor starts them on opening the page, and the first screen needs the least code.
const LAZY_YAML = '\0sandtable-lazy-yaml';
const YAML_ENTRY = '\0sandtable-yaml-entry';
const YAML_GLOBAL = '__sandtableYaml';
const YAML_SOURCE_ID = 'sandtable-yaml';
/** The page's reader of an inert text (packed by the companion part). */
const INERT_TEXT = '__sandtableInertText';
const lazyYaml = () => ({
  name: 'sandtable-lazy-yaml',
  resolveId(source) {
    if (source === 'yaml' || source === 'js-yaml') return { id: `${LAZY_YAML}:${source}` };
    return null;
  },
  load(id) {
    if (!id.startsWith(LAZY_YAML)) return null;
    const start =
      'function lib() {\n' +
      `  if (!globalThis.${YAML_GLOBAL}) {\n` +
      `    const s = document.createElement('script');\n` +
      `    const source = document.getElementById(${JSON.stringify(YAML_SOURCE_ID)});\n` +
      // The page's script unpacks the text the companion part packed (src/parts/companion/page/main.ts).
      `    s.textContent = globalThis.${INERT_TEXT} ? globalThis.${INERT_TEXT}(source) : source.textContent;\n` +
      '    document.head.append(s);\n' +
      '  }\n' +
      `  return globalThis.${YAML_GLOBAL};\n` +
      '}\n';
    // Only what src/load/yaml-text.ts calls; a new import from either package fails the build here.
    if (id.endsWith(':yaml'))
      return (
        start +
        'export function LineCounter() { return new (lib().yaml.LineCounter)(); }\n' +
        'export const parseDocument = (...a) => lib().yaml.parseDocument(...a);\n' +
        'export const isMap = (n) => lib().yaml.isMap(n);\n' +
        'export const isPair = (n) => lib().yaml.isPair(n);\n' +
        'export const isScalar = (n) => lib().yaml.isScalar(n);\n'
      );
    return (
      start +
      'export default {\n' +
      '  load: (...a) => lib().jsYaml.load(...a),\n' +
      '  get CORE_SCHEMA() { return lib().jsYaml.CORE_SCHEMA; },\n' +
      '};\n'
    );
  },
});
/** The two packages' own script, run by the stand-in on first use. */
const yamlScript = {
  input: YAML_ENTRY,
  platform: 'browser',
  plugins: [
    {
      name: 'sandtable-yaml-entry',
      resolveId: (source) => (source === YAML_ENTRY ? { id: YAML_ENTRY } : null),
      load: (id) =>
        id === YAML_ENTRY
          ? "import * as yaml from 'yaml';\nimport jsYaml from 'js-yaml';\n" +
            `globalThis.${YAML_GLOBAL} = { yaml, jsYaml };\n`
          : null,
    },
    nodeGuard(),
  ],
  output: { file: 'dist/companion/yaml.js', format: 'iife', minify: true, codeSplitting: false },
};

// zod is a sixth of the page's script and starts up slowly; the page's schemas check only journals (the game it
// embeds the build has checked). The page's script takes a small stand-in with zod's meaning for what the rules
// modules use (src/parts/companion/page/schema-lite.ts); a module that imports anything else of zod fails here.
const LITE_ZOD = 'dist/parts/companion/page/schema-lite.js';
const liteZod = () => ({
  name: 'sandtable-lite-zod',
  async resolveId(source, importer) {
    if (source !== 'zod') return null;
    const text = importer ? (await import('node:fs')).readFileSync(importer, 'utf8') : '';
    for (const m of text.matchAll(/import\s+(type\s+)?([^;]*?)\s+from\s+['"]zod['"]/g))
      if (!m[1] && m[2].replace(/\s/g, '') !== '{z}')
        throw new Error(`${importer}: the page's zod stand-in gives \`{ z }\` only, not ${m[2]}`);
    return this.resolve(`./${LITE_ZOD}`, undefined, { skipSelf: true });
  },
});

// The inflater of the page's packed texts (fflate's), a script of its own kept as text in the page: fflate builds
// its tables when its module starts, which the first screen should not wait for; the page's script runs it when
// it first unpacks a text (src/parts/companion/page/main.ts).
const INFLATE_ENTRY = '\0sandtable-inflate-entry';
const inflateScript = {
  input: INFLATE_ENTRY,
  platform: 'browser',
  plugins: [
    {
      name: 'sandtable-inflate-entry',
      resolveId: (source) => (source === INFLATE_ENTRY ? { id: INFLATE_ENTRY } : null),
      load: (id) =>
        id === INFLATE_ENTRY
          ? "import { inflateSync, strFromU8 } from 'fflate';\n" +
            'globalThis.__sandtableInflate = (bytes) => strFromU8(inflateSync(bytes));\n'
          : null,
    },
    nodeGuard(),
  ],
  output: { file: 'dist/companion/inflate.js', format: 'iife', minify: true, codeSplitting: false },
};

// The table companion's own script (dist/companion/page.js): the first screen, drawn from the game and the
// procedures' descriptions the build gives. It imports the rules engine's types only; an import of the engine's
// code (a module's value) would put the engine in the first screen's script, and fails the build here.
const ENGINE_ENTRY = '\0sandtable-engine-entry';
const ENGINE_GLOBAL = '__sandtableEngine';
const page = {
  input: 'dist/parts/companion/page/main.js',
  platform: 'browser',
  plugins: [
    {
      name: 'sandtable-page-without-engine',
      resolveId(source, importer) {
        if (!importer?.includes('companion/page/main.js')) return null;
        const light = ['./journal-key.js', '../../../model/unit-refs.js'];
        if (!light.includes(source))
          throw new Error(
            `${importer}: the page's first script imports ${source}; the engine's code goes in engine.ts`,
          );
        return null;
      },
    },
    nodeGuard(),
  ],
  output: { file: 'dist/companion/page.js', format: 'iife', minify: true, codeSplitting: false },
};

// The rules engine for the page (src/parts/companion/page/engine.ts, with the rules modules the CLI runs, for the
// browser), inlined into companion.html as inert text and run on first use. Nothing external, and the guard fails
// the build if Node-only code is reached.
const engineEntry = () => ({
  name: 'sandtable-engine-entry',
  resolveId: (source) => (source === ENGINE_ENTRY ? { id: ENGINE_ENTRY } : null),
  load: (id) =>
    id === ENGINE_ENTRY
      ? `import * as engine from ${JSON.stringify(`${process.cwd()}/dist/parts/companion/page/engine.js`)};\n` +
        `globalThis.${ENGINE_GLOBAL} = engine;\n`
      : null,
});
const companion = {
  input: ENGINE_ENTRY,
  platform: 'browser',
  plugins: [engineEntry(), lazyYaml(), liteZod(), ...hookModules(), nodeGuard()],
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
  plugins: [engineEntry(), lazyYaml(), liteZod(), oneModule(m), nodeGuard()],
  output: { ...companion.output, file: `dist/companion/app-${m}.js` },
}));

export default [cli, page, companion, ...perModule, yamlScript, inflateScript];
