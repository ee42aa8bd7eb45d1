import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Pages left from an earlier, longer run ("aids-4.svg" after a run that made three) would be mistaken
 * for part of this one. Removes `base-N.svg|png` (and `base-N-front|back` where pages have sides) that
 * this run did not write.
 */
export function removeStalePages(dir: string, base: string, keep: ReadonlySet<string>, opts: { sided?: boolean } = {}): void {
  if (!existsSync(dir)) return;
  const mine = new RegExp(`^${base}-\\d+${opts.sided ? '(-front|-back)?' : ''}\\.(svg|png)$`);
  for (const name of readdirSync(dir)) if (mine.test(name) && !keep.has(join(dir, name))) rmSync(join(dir, name), { force: true });
}
