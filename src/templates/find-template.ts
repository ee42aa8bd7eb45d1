import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** A template named without an extension is a handlebars SVG: "movement" means "movement.svg.hbs". */
export function withExtension(name: string): string {
  return /\.hbs$/.test(name) ? name : `${name}.svg.hbs`;
}

/** The first folder, in order of precedence, that holds the named template. */
export function findTemplate(name: string, dirs: string[]): string | undefined {
  return dirs.map((d) => join(d, withExtension(name))).find((f) => existsSync(f));
}
