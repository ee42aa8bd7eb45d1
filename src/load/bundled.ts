import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's data/ folder; the same depth from src/ and from dist/. */
export const DATA_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../data');
export const PROJECT_ROOT = resolve(DATA_ROOT, '..');

export function bundledGameIds(): string[] {
  if (!existsSync(DATA_ROOT)) return [];
  return readdirSync(DATA_ROOT, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(DATA_ROOT, d.name, 'game.yaml')))
    .map((d) => d.name)
    .sort();
}

/** A game argument is a bundled game's id or a path to a game folder. */
export function resolveGameFolder(arg: string): string {
  if (/^[a-z0-9-]+$/.test(arg) && existsSync(join(DATA_ROOT, arg, 'game.yaml'))) return join(DATA_ROOT, arg);
  return resolve(arg);
}
