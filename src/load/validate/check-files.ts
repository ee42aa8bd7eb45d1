import { existsSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Scenario } from '../../model/scenario.js';
import type { Problem } from '../problem.js';
import { OWN_FILES_ONLY, outsideFolder } from '../game-file.js';

/** Deeper or fuller than any game's templates/ folder (the bundled one holds 7 files in 2 levels). */
const MAX_DEPTH = 4;
const MAX_ENTRIES = 2000;

/**
 * Every file in the game's templates/ folder (templates, insignia) is its own, not a link leading out of
 * the game folder, so that validate says so before a build refuses to read it.
 */
export function checkFiles(s: Scenario): Problem[] {
  const out: Problem[] = [];
  let entries = 0;
  const walk = (dir: string, depth: number) => {
    if (depth > MAX_DEPTH) return;
    for (const name of readdirSync(dir)) {
      if (++entries > MAX_ENTRIES) return;
      const path = join(dir, name);
      const why = outsideFolder(path, s.dir);
      if (why) out.push({ file: path, path: [], message: `${why}; ${OWN_FILES_ONLY}` });
      else if (lstatSync(path).isDirectory()) walk(path, depth + 1);
    }
  };
  const templates = join(s.dir, 'templates');
  if (existsSync(templates)) {
    const why = outsideFolder(templates, s.dir);
    if (why) out.push({ file: templates, path: [], message: `${why}; ${OWN_FILES_ONLY}` });
    else if (lstatSync(templates).isDirectory()) walk(templates, 1);
  }
  return out;
}
