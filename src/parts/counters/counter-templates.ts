import { join, resolve } from 'node:path';
import type { Scenario } from '../../model/scenario.js';
import { BUNDLED_TEMPLATE_DIR, lookupTemplate, templateDirs } from '../../load/find-template.js';
import { OWN_FILES_ONLY } from '../../load/game-file.js';
import { ScenarioError } from '../../load/problem.js';

export interface CounterTemplateFiles {
  front: string;
  back: string;
}

const FRONT = 'counter-front.svg.hbs';
const BACK = 'counter-back.svg.hbs';

/**
 * Which templates draw the counters: --template FRONT[,BACK] for this run (any file: the user chose it);
 * else the game's own templates/counter-front.svg.hbs and counter-back.svg.hbs where its folder has them,
 * and they are its own files rather than links leading out of it; else Sandtable's.
 */
export function resolveCounterTemplates(s: Scenario, flag: string | undefined): CounterTemplateFiles {
  const dirs = templateDirs(s);
  const pick = (name: string) => {
    const found = lookupTemplate(name, dirs);
    if (found.refused)
      throw new ScenarioError([
        { file: found.refused.file, path: [], message: `${found.refused.why}; ${OWN_FILES_ONLY}` },
      ]);
    // A missing bundled file is still named, so that loading it reports which file is missing.
    return found.file ?? join(BUNDLED_TEMPLATE_DIR, name);
  };
  const [front, back] = (flag ?? '').split(',').map((p) => p.trim());
  return {
    front: front ? resolve(front) : pick(FRONT),
    back: back ? resolve(back) : pick(BACK),
  };
}
