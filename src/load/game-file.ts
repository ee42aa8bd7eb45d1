import { realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';

/** Whether `file` is `folder` itself or somewhere below it, judged by the path alone. */
export function isInside(file: string, folder: string): boolean {
  const r = relative(folder, file);
  return r === '' || (r !== '..' && !r.startsWith(`..${sep}`) && !isAbsolute(r));
}

function realpath(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}

/**
 * Why a file that a game names may not be used, or undefined when it is the game's own. A game folder may
 * come from anyone; what it makes Sandtable read (data, templates, images) must lie inside it, both by its
 * name (no "..", no absolute path) and where it really is once links are followed, or a shared game could
 * read any file on the machine and have its text quoted back in an error or printed on a card.
 * A file that does not exist is not refused here: whoever reads it reports that it is missing.
 */
export function outsideFolder(file: string, folder: string, what = 'the game folder'): string | undefined {
  const abs = resolve(file);
  const root = resolve(folder);
  if (!isInside(abs, root)) return `lies outside ${what}`;
  const real = realpath(abs);
  if (real === undefined) return undefined;
  const realRoot = realpath(root) ?? root;
  if (!isInside(real, realRoot)) return `is a link to ${real}, outside ${what}`;
  return undefined;
}

/** The sentence a refusal ends with, the same wherever a file is refused. */
export const OWN_FILES_ONLY = 'a game may use only the files inside its own folder';
