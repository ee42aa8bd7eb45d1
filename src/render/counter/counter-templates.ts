import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PROJECT_ROOT } from '../../games/bundled.js';
import type { Scenario } from '../../model/scenario.js';

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
  const bundled = (name: string) => join(PROJECT_ROOT, 'templates', name);
  const game = (name: string) => {
    const f = join(s.dir, 'templates', name);
    return existsSync(f) ? f : undefined;
  };
  const defaults = { front: game(FRONT) ?? bundled(FRONT), back: game(BACK) ?? bundled(BACK) };
  if (!flag?.trim()) return defaults;
  const [front, back] = flag.split(',').map((p) => p.trim());
  return { front: resolve(front), back: back ? resolve(back) : defaults.back };
}
