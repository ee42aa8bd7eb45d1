import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Scenario } from '../../model/scenario.js';
import type { Marker, Unit } from '../../model/schema/units.js';
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

/**
 * The keys a piece's own template may be named by, most particular first: a unit's type, its formation, its
 * side; "marker" for a marker. `counter-front-armour.svg.hbs` in the game's templates/ then draws every armour
 * unit's front, `counter-back-allied.svg.hbs` every Allied back; a piece with none of its own takes the game's.
 */
export function templateKeys(piece: { kind: 'unit' | 'marker'; front: { unit: Unit | Marker } }): string[] {
  const u = piece.front.unit;
  if (piece.kind === 'marker') return ['marker', ...(u.side ? [u.side] : [])];
  const unit = u as Unit;
  return [unit.type, ...(unit.formation ? [unit.formation] : []), unit.side];
}

/**
 * The template files of one piece: the game's own per-kind file where it has one (see templateKeys), else
 * the game's (or --template's) front and back. With --template every piece takes the file given.
 */
export function pieceTemplateFiles(
  s: Scenario,
  flag: string | undefined,
  base: CounterTemplateFiles,
): (piece: Parameters<typeof templateKeys>[0]) => CounterTemplateFiles {
  if (flag) return () => base;
  const own = join(s.dir, 'templates');
  // A game with no templates folder has no file of a kind's own, nor one to refuse (an id holds no "/", so no name
  // leaves the folder): every piece takes the game's, with no look on disk for each of its keys.
  if (!existsSync(own)) return () => base;
  // Looked up once a name for this build: every piece of a kind asks again, and each lookup resolves links on disk
  // (0.1-0.2 s of a module's 300 faces).
  const lookups = new Map<string, ReturnType<typeof lookupTemplate>>();
  const lookup = (name: string) => {
    let found = lookups.get(name);
    if (!found) lookups.set(name, (found = lookupTemplate(name, [own])));
    return found;
  };
  const pick = (face: 'front' | 'back', keys: string[], fallback: string) => {
    for (const key of keys) {
      const found = lookup(`counter-${face}-${key}.svg.hbs`);
      if (found.refused)
        throw new ScenarioError([
          { file: found.refused.file, path: [], message: `${found.refused.why}; ${OWN_FILES_ONLY}` },
        ]);
      if (found.file) return found.file;
    }
    return fallback;
  };
  return (piece) => {
    const keys = templateKeys(piece);
    return { front: pick('front', keys, base.front), back: pick('back', keys, base.back) };
  };
}
