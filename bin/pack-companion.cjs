'use strict';
// The companion page's scripts that are the same for every game (the rules engine, the YAML readers), packed once
// by `npm run build` as the page carries them (deflated, in base64: src/parts/companion/part.ts), so a build
// packs only what is the game's own. A packed file older than its script is not read.
const { readdirSync, readFileSync, writeFileSync } = require('node:fs');
const { deflateRawSync } = require('node:zlib');
const { dirname, join } = require('node:path');

const DIR = join(dirname(__dirname), 'dist', 'companion');
for (const name of readdirSync(DIR).filter((n) => /^(app(-[\w-]+)?|yaml)\.js$/.test(n))) {
  // As a script element holds it (nothing may close the element), then packed as the page unpacks it.
  const text = readFileSync(join(DIR, name), 'utf8').replace(/<\/script/gi, '<\\/script');
  const packed = deflateRawSync(Buffer.from(text, 'utf8'), { level: 9 }).toString('base64');
  writeFileSync(join(DIR, `${name}.packed`), packed);
}
