/** Where a command writes; tests pass their own to capture output. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
}

export const processIo: Io = {
  out: (t) => process.stdout.write(t.endsWith('\n') ? t : t + '\n'),
  err: (t) => process.stderr.write(t.endsWith('\n') ? t : t + '\n'),
};

/**
 * `sandtable sources GAME | head` closes the pipe early; that is the reader's choice, not an error, so
 * the process ends quietly instead of with Node's unhandled EPIPE trace.
 */
export function quietOnClosedPipe(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EPIPE') process.exit(0);
      throw e;
    });
  }
}

export { InputError, UsageError } from '../util/input-error.js';
