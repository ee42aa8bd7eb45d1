import { builtinModules } from 'node:module';

// The table companion runs in a phone's browser from the same modules as the CLI. A module that reaches for
// the file system, a process or a native library would either break the page at load or be shimmed into
// something that quietly does nothing; the build stops instead, naming the chain of imports that brought it in.
const NODE_BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
// The YAML parsers are plain JavaScript and stay allowed: the page reads a position pasted on the phone with them.
const NODE_ONLY_PACKAGES =
  /^(pdfkit|svg-to-pdfkit|sharp|commander|handlebars|dejavu-fonts-ttf|milsymbol|csv-parse)(\/|$)/;

export function nodeGuard() {
  const importerOf = new Map();
  const chain = (from) => {
    const out = [];
    for (let at = from; at && out.length < 30; at = importerOf.get(at)) out.push(at.replace(`${process.cwd()}/`, ''));
    return out;
  };
  return {
    name: 'sandtable-node-guard',
    async resolveId(source, importer, opts) {
      if (NODE_BUILTINS.has(source) || source.startsWith('node:') || NODE_ONLY_PACKAGES.test(source))
        throw new Error(
          `the browser bundle may not import "${source}" (Node only); imported by:\n  ${chain(importer).join('\n  ← ')}`,
        );
      const resolved = await this.resolve(source, importer, { ...opts, skipSelf: true });
      if (resolved && importer && !importerOf.has(resolved.id)) importerOf.set(resolved.id, importer);
      return resolved;
    },
  };
}
