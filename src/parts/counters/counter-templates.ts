import { join, resolve } from 'node:path';
import type { Scenario } from '../../model/scenario.js';
import { BUNDLED_TEMPLATE_DIR, findTemplate, templateDirs } from '../../load/find-template.js';

export interface CounterTemplateFiles {
  front: string;
  back: string;
}

const FRONT = 'counter-front.svg.hbs';
const BACK = 'counter-back.svg.hbs';

/**
 * Which templates draw the counters: --template FRONT[,BACK] for this run; else the game's own
 * templates/counter-front.svg.hbs and counter-back.svg.hbs where its folder has them; else Sandtable's.
 */
export function resolveCounterTemplates(s: Scenario, flag: string | undefined): CounterTemplateFiles {
  const dirs = templateDirs(s);
  // A missing bundled file is still named, so that loading it reports which file is missing.
  const pick = (name: string) => findTemplate(name, dirs) ?? join(BUNDLED_TEMPLATE_DIR, name);
  const defaults = { front: pick(FRONT), back: pick(BACK) };
  if (!flag?.trim()) return defaults;
  const [front, back] = flag.split(',').map((p) => p.trim());
  return { front: resolve(front), back: back ? resolve(back) : defaults.back };
}
