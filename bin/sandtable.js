#!/usr/bin/env node
// Runs the compiled, bundled CLI; `npm ci` builds it through the `prepare` script (tsc, then rolldown).
import { main } from '../dist/bundle/main.js';
main(process.argv).then((code) => {
  process.exitCode = code;
});
