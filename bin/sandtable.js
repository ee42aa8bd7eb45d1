#!/usr/bin/env node
// Runs the compiled, bundled CLI; `npm ci` builds it through the `prepare` script (tsc, rolldown, then the
// bundle's compiled code, which bin/code-cache.cjs hands to V8).
import { loadMain } from './code-cache.cjs';

loadMain()(process.argv).then((code) => {
  process.exitCode = code;
});
