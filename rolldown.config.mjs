// The CLI as one bundle of our own code and its light dependencies: an ESM import graph of a few hundred
// modules costs Node more at every start than the work of a `crt` answer. Libraries that only the kit
// parts use (PDF, raster, symbols, templates, fonts) stay outside, loaded when a part needs them.
export default {
  input: 'dist/cli/main.js',
  platform: 'node',
  external: [/^pdfkit/, /^svg-to-pdfkit/, /^sharp/, /^milsymbol/, /^handlebars/, /^d3-delaunay/, /^dejavu-fonts-ttf/],
  output: { dir: 'dist/bundle', format: 'esm' },
};
