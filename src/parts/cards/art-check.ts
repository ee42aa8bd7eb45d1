import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { templateDirs } from '../../load/find-template.js';
import { ScenarioError, type Problem } from '../../load/problem.js';
import type { Scenario } from '../../model/scenario.js';
import { loadTemplate } from '../../print/templates.js';
import { InputError } from '../../util/input-error.js';
import { sideInsignia } from './insignia.js';
import { PROJECT_ROOT } from '../../load/bundled.js';
import { glyphMeasure } from '../../print/text-measure.js';
import { rosterDocument } from '../roster/roster-document.js';
import { rosterWords } from '../roster/roster-words.js';

/**
 * The checks a build makes of a game's own art, made without writing anything: every side's insignia (sanitised
 * and measured against the drawing budget), every template in its templates/ folder (size, characters, syntax,
 * no walk of the whole data inside a loop) and a miniatures roster's units, bases and labels. `validate` runs
 * them, so what passes validate builds.
 */
export function gameArtProblems(s: Scenario): Problem[] {
  const problems: Problem[] = [];
  const caught = (file: string, run: () => void) => {
    try {
      run();
    } catch (e) {
      if (e instanceof ScenarioError) problems.push(...e.problems);
      else if (e instanceof InputError)
        problems.push({ file, path: [], message: e.message.replace(`${file}`, '').trim() });
      else throw e;
    }
  };
  const dirs = templateDirs(s);
  for (const side of s.game.sides) caught(join(dirs[0], 'insignia', `${side.id}.svg`), () => sideInsignia(side, dirs));
  for (const file of templateFiles(dirs[0]))
    caught(file, () => loadTemplate(file, { what: 'template', noEscape: file.endsWith('.svg.hbs') }));
  // A miniatures game's roster, drawn in memory as the build draws it: every unit has its entry, every base
  // names one that exists, every label fits its base. Letter and English, the build's defaults.
  if (s.rosters)
    caught(join(s.dir, 'rosters.yaml'), () =>
      rosterDocument(
        s,
        'letter',
        rosterWords(s, 'en'),
        glyphMeasure(),
        join(PROJECT_ROOT, 'templates', 'roster.html.hbs'),
      ),
    );
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
