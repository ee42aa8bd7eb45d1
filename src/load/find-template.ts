import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PROJECT_ROOT } from './bundled.js';
import { outsideFolder } from './game-file.js';

/** Sandtable's own templates, used where a game brings none. */
export const BUNDLED_TEMPLATE_DIR = join(PROJECT_ROOT, 'templates');

/** Where templates are looked for, the game's own folder first so that it wins over the bundled one. */
export function templateDirs(game: { dir: string }): string[] {
  return [join(game.dir, 'templates'), BUNDLED_TEMPLATE_DIR];
}

/**
 * The folder whose files a template folder may hand out: Sandtable's own templates for the bundled folder,
 * else the game folder that holds templates/, so a game's templates and insignia stay inside the game.
 */
export function templateRoot(dir: string): { folder: string; what: string } {
  const d = resolve(dir);
  return d === resolve(BUNDLED_TEMPLATE_DIR)
    ? { folder: d, what: "Sandtable's templates folder" }
    : { folder: dirname(d), what: 'the game folder' };
}

/** Why a file found in one of the template folders may not be used, or undefined when it may. */
export function refusedTemplateFile(file: string, dir: string): string | undefined {
  const root = templateRoot(dir);
  return outsideFolder(file, root.folder, root.what);
}

/** A template named without an extension is a handlebars SVG: "movement" means "movement.svg.hbs". */
export function withExtension(name: string): string {
  return /\.hbs$/.test(name) ? name : `${name}.svg.hbs`;
}

export interface TemplateLookup {
  /** The file to use. */
  file?: string;
  /** A file that would have been used but lies, or leads, outside its folder; it is never read. */
  refused?: { file: string; why: string };
}

/**
 * The first folder, in order of precedence, that holds the named template. A name that leaves the folder
 * ("../../x") or a file that is a link to somewhere outside it stops the search as refused, rather than
 * falling through to the next folder, so that the designer hears why their template is not used.
 */
export function lookupTemplate(name: string, dirs: string[]): TemplateLookup {
  const rel = withExtension(name);
  for (const dir of dirs) {
    const file = resolve(dir, rel);
    const why = refusedTemplateFile(file, dir);
    if (why) return { refused: { file, why } };
    if (existsSync(file)) return { file };
  }
  return {};
}

/** The first folder, in order of precedence, that holds the named template, if it may be used. */
export function findTemplate(name: string, dirs: string[]): string | undefined {
  return lookupTemplate(name, dirs).file;
}
