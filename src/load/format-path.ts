import type { PathPart } from '../model/source.js';

/** A field's place in a file as a person writes it: units[2].at. */
export function formatPath(path: readonly PathPart[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out ? `.${p}` : p;
  return out;
}
