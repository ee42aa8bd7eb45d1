#!/usr/bin/env node
// Runs the compiled CLI; `npm ci` compiles it through the `prepare` script.
import { main } from '../dist/cli/main.js';
main(process.argv).then((code) => { process.exitCode = code; });
