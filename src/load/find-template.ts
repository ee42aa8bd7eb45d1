import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from './bundled.js';

/** Sandtable's own templates, used where a game brings none. */
export const BUNDLED_TEMPLATE_DIR = join(PROJECT_ROOT, 'templates');

/** Where templates are looked for, the game's own folder first so that it wins over the bundled one. */
export function templateDirs(game: { dir: string }): string[] {
  return [join(game.dir, 'templates'), BUNDLED_TEMPLATE_DIR];
}

/** A template named without an extension is a handlebars SVG: "movement" means "movement.svg.hbs". */
export function withExtension(name: string): string {
  return /\.hbs$/.test(name) ? name : `${name}.svg.hbs`;
}

/** The first folder, in order of precedence, that holds the named template. */
export function findTemplate(name: string, dirs: string[]): string | undefined {
  return dirs.map((d) => join(d, withExtension(name))).find((f) => existsSync(f));
}
