import { main } from '../../src/cli/main.js';

/** Runs the CLI in-process and captures what it prints. */
export async function runCli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(['node', 'sandtable', ...args], { out: (t) => (out += t.endsWith('\n') ? t : t + '\n'), err: (t) => (err += t.endsWith('\n') ? t : t + '\n') });
  return { code, out, err };
}
