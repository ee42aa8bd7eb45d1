// One player's terminal for the journal transaction test: runs its command on journal 0, 1, 2… in turn, each time
// waiting for the other player's process to be ready on the same journal, so both commands start together.
// Loads the CLI once and runs it in-process, so 50 pairs cost two process starts, not a hundred.
// Arguments: DIR ME OTHER COUNT then the command, where {file} stands for the journal's path.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadMain } from '../../bin/code-cache.cjs';

const main = loadMain();

const [dir, me, other, count, ...command] = process.argv.slice(2);
const pause = new Int32Array(new SharedArrayBuffer(4));
const quiet = { out: () => {}, err: (t) => process.stderr.write(`${t}\n`) };
const codes = [];
for (let i = 0; i < Number(count); i++) {
  writeFileSync(join(dir, `ready-${i}-${me}`), '');
  const deadline = Date.now() + 30_000;
  while (!existsSync(join(dir, `ready-${i}-${other}`)) && Date.now() < deadline) Atomics.wait(pause, 0, 0, 1);
  const file = join(dir, `journal-${i}`);
  codes.push(await main(['node', 'sandtable', ...command.map((a) => a.replace('{file}', file))], quiet));
}
process.stdout.write(JSON.stringify(codes));
