import { BUNDLED_TEMPLATE_DIR, findTemplate, templateDirs, withExtension } from '../../load/find-template.js';
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { loadTemplate } from '../../print/templates.js';
import type { Scenario } from '../../model/scenario.js';
import { ScenarioError } from '../../load/problem.js';
import { problemAt } from '../../load/source-file.js';
import { InputError } from '../../util/input-error.js';

export const DEFAULT_FACE_TEMPLATE = 'card-face.svg.hbs';
export const DEFAULT_BACK_TEMPLATE = 'card-back.svg.hbs';

export type CardTemplate = (context: object) => string;

/** A folder as a person finds it: relative to where they ran the command when it is below it. */
function shown(dir: string): string {
  const r = relative(process.cwd(), dir);
  return r && !r.startsWith('..') ? r + '/' : dir + '/';
}

/**
 * Strings reach the template already escaped (escapeXml at the edge), and fragments such as insignia are
 * SVG: Handlebars' own HTML escaping is switched off so that nothing is escaped twice.
 */
export function compileTemplateFile(file: string): CardTemplate {
  const t = loadTemplate(file, { what: 'card template', noEscape: true });
  return (context) => t.render(context);
}

export interface DeckTemplates {
  /** Face template by card type id. */
  faces: Map<string, CardTemplate>;
  back: CardTemplate;
  /** The files used, for the progress message. */
  files: string[];
}

/**
 * Picks each template: the run's --template (FACE or FACE,BACK) over the card type's `template` over the
 * default, each looked up in the game's templates/ folder before the bundled one. A type naming a
 * template that exists nowhere is a data error located in cards.yaml.
 */
export function resolveDeckTemplates(s: Scenario, runTemplate: string | undefined): DeckTemplates {
  const deck = s.cards;
  if (!deck) throw new Error('resolveDeckTemplates needs a deck');
  const dirs = templateDirs(s);
  const [runFace, runBack] = (runTemplate ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)
    .map((f) => resolve(f));
  for (const f of [runFace, runBack]) if (f && !existsSync(f)) throw new InputError(`--template ${f}: no such file`);

  const cache = new Map<string, CardTemplate>();
  const compile = (file: string) => {
    if (!cache.has(file)) cache.set(file, compileTemplateFile(file));
    return cache.get(file)!;
  };
  const missingTemplates = deck.types.flatMap((t, i) => {
    if (runFace || !t.template || findTemplate(t.template, dirs)) return [];
    // Read only on error: a cached scenario finds its origins by parsing the files again.
    const ref = s.origins.cards;
    const message =
      `card type "${t.id}" names the template "${withExtension(t.template)}", ` +
      `which is in neither ${dirs.map(shown).join(' nor ')}`;
    return [
      ref
        ? problemAt(ref.src, [...ref.path, 'types', i, 'template'], message)
        : { file: join(s.dir, 'cards.yaml'), path: ['types', i, 'template'], message },
    ];
  });
  if (missingTemplates.length) throw new ScenarioError(missingTemplates);

  const defaultFace = runFace ?? findTemplate(DEFAULT_FACE_TEMPLATE, dirs);
  const backFile = runBack ?? findTemplate(DEFAULT_BACK_TEMPLATE, dirs);
  if (!defaultFace || !backFile)
    throw new InputError(`the bundled card templates are missing from ${BUNDLED_TEMPLATE_DIR}`);
  const faces = new Map<string, CardTemplate>();
  for (const t of deck.types) {
    const file = runFace ?? (t.template ? findTemplate(t.template, dirs)! : defaultFace);
    faces.set(t.id, compile(file));
  }
  const back = compile(backFile);
  return { faces, back, files: [...cache.keys()] };
}
