import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { templateDirs } from '../../load/find-template.js';
import { ScenarioError, type Problem } from '../../load/problem.js';
import type { Scenario } from '../../model/scenario.js';
import { loadTemplate } from '../../print/templates.js';
import { InputError } from '../../util/input-error.js';
import { sideInsignia } from './insignia.js';

/**
 * The checks a build makes of a game's own art, made without drawing: every side's insignia (sanitised and
 * measured against the drawing budget) and every template in its templates/ folder (size, characters, syntax,
 * no walk of the whole data inside a loop). `validate` runs them, so what passes validate builds.
 */
export function gameArtProblems(s: Scenario): Problem[] {
  const problems: Problem[] = [];
  const caught = (file: string, run: () => void) => {
    try {
      run();
    } catch (e) {
      if (e instanceof ScenarioError) problems.push(...e.problems);
      else if (e instanceof InputError) {
        // "template FILE line 34: …" → FILE:34: …, the place every other problem is given in.
        const rest = e.message.replace(`${file}`, '').trim();
        const at = rest.match(/^(?:[\w ]*?template)?\s*line (\d+)(?: \(([^)]*)\))?:\s*([\s\S]*)$/);
        if (at) problems.push({ file, line: Number(at[1]), path: [], message: at[3] + (at[2] ? ` (${at[2]})` : '') });
        else problems.push({ file, path: [], message: rest });
      } else throw e;
    }
  };
  const dirs = templateDirs(s);
  for (const side of s.game.sides) caught(join(dirs[0], 'insignia', `${side.id}.svg`), () => sideInsignia(side, dirs));
  for (const file of templateFiles(dirs[0]))
    caught(file, () => loadTemplate(file, { what: 'template', noEscape: file.endsWith('.svg.hbs') }));
  return problems;
}

function templateFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.hbs'))
      .map((f) => join(dir, f));
  } catch {
    return [];
  }
}
