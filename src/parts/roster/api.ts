import { join } from 'node:path';
import { PROJECT_ROOT } from '../../load/bundled.js';
import { ScenarioError, type Problem } from '../../load/problem.js';
import type { Scenario } from '../../model/scenario.js';
import { glyphMeasure } from '../../print/text-measure.js';
import { InputError } from '../../util/input-error.js';
import { rosterDocument } from './roster-document.js';
import { rosterWords } from './roster-words.js';

/**
 * What the rest of Sandtable may ask of the roster part: the checks its build makes, made without writing
 * anything. A miniatures game's roster is drawn in memory as the build draws it (letter, English, the build's
 * defaults): every unit has its entry, every base names one that exists, every label fits its base. `validate`
 * runs this, so a game that passes validate does not then fail the roster build.
 */
export function rosterProblems(s: Scenario): Problem[] {
  if (!s.rosters) return [];
  const file = join(s.dir, 'rosters.yaml');
  try {
    rosterDocument(
      s,
      'letter',
      rosterWords(s, 'en'),
      glyphMeasure(),
      join(PROJECT_ROOT, 'templates', 'roster.html.hbs'),
    );
    return [];
  } catch (e) {
    if (e instanceof ScenarioError) return e.problems;
    if (e instanceof InputError) return [{ file, path: [], message: e.message }];
    throw e;
  }
}
