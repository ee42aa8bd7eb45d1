import { readdirSync } from 'node:fs';
import { main } from '../../src/cli/main.js';

/** Runs the CLI in-process and captures what it prints. */
export async function runCli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(['node', 'sandtable', ...args], {
    out: (t) => (out += t.endsWith('\n') ? t : t + '\n'),
    err: (t) => (err += t.endsWith('\n') ? t : t + '\n'),
  });
  return { code, out, err };
}

/** The files of a kit folder as a user lists them: Sandtable's hidden record of what it wrote is not one. */
export function kitFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => !f.startsWith('.'))
    .sort();
}
