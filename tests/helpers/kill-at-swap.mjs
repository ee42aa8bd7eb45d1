// A build killed at one step of its kit's swap, as kill -9 would: writes the "new" kit of the kit-swap test into
// DIR and sends itself SIGKILL when writeKit reaches STEP for the Nth time (N counts renames for "moved").
// Arguments: DIR STEP N
import { writeKit } from '../../dist/print/write-kit.js';

const [dir, step, n] = process.argv.slice(2);
const files = JSON.parse(process.env.KIT_FILES);
await writeKit(dir, [{ key: 'kit-en', files }], (s, k) => {
  if (s === step && k === Number(n)) process.kill(process.pid, 'SIGKILL');
});
