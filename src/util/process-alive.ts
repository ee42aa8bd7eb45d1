/**
 * Whether a process of this machine still runs: a stale temporary file, staging folder or lock is one whose
 * writer is gone. EPERM means it exists but belongs to another user, so it is alive.
 */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}
