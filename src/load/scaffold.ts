import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { InputError } from '../util/input-error.js';
import { LIMITS } from '../model/schema/common.js';
import { bundledGameIds, PROJECT_ROOT } from './bundled.js';

export const MAP_KINDS = ['hex', 'square', 'area'] as const;
export type MapKind = (typeof MAP_KINDS)[number];

/** The scaffold's files: templates/new-game/common/ for every map kind, and one folder per kind. */
const SCAFFOLD_DIR = join(PROJECT_ROOT, 'templates', 'new-game');
/** The JSON Schemas shipped with Sandtable, named in each scaffolded YAML file's first line. */
export const SCHEMA_DIR = join(PROJECT_ROOT, 'docs', 'schema');

/** Where each kind's example units stand: cells of its map, or its areas and boxes. */
const PLACES: Record<MapKind, Record<string, string>> = {
  hex: { BLUE_AT: '0203', BLUE_LATER: 'blue-reserve', RED_AT: '0704', RED_ALT: '0603' },
  square: { BLUE_AT: 'A2', BLUE_LATER: 'A1', RED_AT: 'D2', RED_ALT: 'D4' },
  area: { BLUE_AT: 'fields', BLUE_LATER: 'fields', RED_AT: 'ridge', RED_ALT: 'village' },
};

/** An id from the folder's name: lower case, letters, digits and "-". */
function slug(name: string): string {
  const s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return s || 'my-game';
}

/**
 * The new game's id: the folder's name, unless a bundled game has it, in which case a short random tail keeps
 * the two kits (output/ID/) and caches apart.
 */
export function newGameId(dir: string, taken: readonly string[] = bundledGameIds()): string {
  const base = slug(basename(resolve(dir)));
  return taken.includes(base) ? `${base}-${randomBytes(2).toString('hex')}` : base;
}

/** YAML-safe text for a plain scalar in the scaffold: quoted, so "Smith: the elder" stays one name. */
const yamlString = (s: string) => JSON.stringify(s);

export interface NewGame {
  dir: string;
  id: string;
  files: string[];
}

/**
 * Writes a small, valid game of the given map kind into `dir`, which must not exist. Every file is written into
 * a fresh folder beside it, then the folder is renamed into place: an existing folder is never touched, and a
 * failure leaves nothing half-made.
 */
export function writeNewGame(
  dirArg: string,
  opts: { map: MapKind; title?: string; designer?: string; cwd?: string },
): NewGame {
  const dir = resolve(opts.cwd ?? process.cwd(), dirArg);
  if (existsSync(dir))
    throw new InputError(`${dir}: already exists; sandtable new writes a new folder and leaves this one alone`);
  const parent = dirname(dir);
  if (!existsSync(parent)) throw new InputError(`${parent}: no such folder to create the game in`);
  for (const [flag, v] of [
    ['--title', opts.title],
    ['--designer', opts.designer],
  ] as const)
    if (v !== undefined && (v.trim() === '' || v.length > LIMITS.nameChars || /[\r\n\0]/.test(v)))
      throw new InputError(`${flag}: one line of 1 to ${LIMITS.nameChars} characters`);
  const id = newGameId(dir);
  const title =
    opts.title ??
    basename(dir)
      .replace(/[-_]+/g, ' ')
      .replace(/^./, (c) => c.toUpperCase());
  const designer = opts.designer ?? 'Your Name';
  const schema = relative(dir, SCHEMA_DIR).split(sep).join('/');
  const shown = relative(opts.cwd ?? process.cwd(), dir) || '.';
  const words: Record<string, string> = {
    ID: id,
    KIND: opts.map,
    SCHEMA: schema,
    DIR: shown.includes(' ') ? yamlString(shown) : shown,
    ...PLACES[opts.map],
  };
  const fill = (text: string, file: string) =>
    text.replace(/__([A-Z_]+)__/g, (whole, key: string) => {
      // Names may hold any character: in YAML they are written quoted, in the README as they are.
      if (key === 'TITLE') return file.endsWith('.yaml') ? yamlString(title) : title;
      if (key === 'DESIGNER') return file.endsWith('.yaml') ? yamlString(designer) : designer;
      return words[key] ?? whole;
    });
  const sources = [join(SCAFFOLD_DIR, 'common'), join(SCAFFOLD_DIR, opts.map)];
  const staging = mkdtempSync(join(parent, `.${basename(dir)}.sandtable-new-`));
  const files: string[] = [];
  try {
    for (const src of sources)
      for (const name of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
        const from = join(src, name);
        if (!name.includes('.')) continue;
        const to = join(staging, name);
        mkdirSync(dirname(to), { recursive: true });
        writeFileSync(to, fill(readFileSync(from, 'utf8'), name));
        files.push(name);
      }
    renameSync(staging, dir);
  } catch (e) {
    rmSync(staging, { recursive: true, force: true });
    if ((e as NodeJS.ErrnoException).code === 'ENOTEMPTY' || (e as NodeJS.ErrnoException).code === 'EEXIST')
      throw new InputError(`${dir}: already exists; sandtable new writes a new folder and leaves this one alone`);
    throw e;
  }
  return { dir, id, files: files.sort() };
}
