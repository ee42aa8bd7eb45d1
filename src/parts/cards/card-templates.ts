import {
  BUNDLED_TEMPLATE_DIR,
  lookupTemplate,
  templateDirs,
  withExtension,
  type TemplateLookup,
} from '../../load/find-template.js';
import { OWN_FILES_ONLY } from '../../load/game-file.js';
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
 * template that exists nowhere, or one that leads outside the game folder, is a data error located in
 * cards.yaml; --template, the user's own choice on the command line, may name any file.
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
  const refusal = (found: TemplateLookup) => found.refused && `${found.refused.why}; ${OWN_FILES_ONLY}`;
  const typeFiles = new Map<string, string>();
  const badTypes = deck.types.flatMap((t, i) => {
    if (runFace || !t.template) return [];
    const found = lookupTemplate(t.template, dirs);
    if (found.file) {
      typeFiles.set(t.id, found.file);
      return [];
    }
    const message = found.refused
      ? `the template ${found.refused.file} ${refusal(found)}`
      : `card type "${t.id}" names the template "${withExtension(t.template)}", ` +
        `which is in neither ${dirs.map(shown).join(' nor ')}`;
    // Read only on error: a cached scenario finds its origins by parsing the files again.
    const ref = s.origins.cards;
    return [
      ref
        ? problemAt(ref.src, [...ref.path, 'types', i, 'template'], message)
        : { file: join(s.dir, 'cards.yaml'), path: ['types', i, 'template'], message },
    ];
  });
  if (badTypes.length) throw new ScenarioError(badTypes);

  // The defaults may be replaced by the game's own files, which must be its own (not links leading out).
  const defaultFile = (name: string) => {
    const found = lookupTemplate(name, dirs);
    const why = refusal(found);
    if (why) throw new ScenarioError([{ file: found.refused!.file, path: [], message: why }]);
    return found.file;
  };
  const defaultFace = runFace ?? defaultFile(DEFAULT_FACE_TEMPLATE);
  const backFile = runBack ?? defaultFile(DEFAULT_BACK_TEMPLATE);
  if (!defaultFace || !backFile)
    throw new InputError(`the bundled card templates are missing from ${BUNDLED_TEMPLATE_DIR}`);
  const faces = new Map<string, CardTemplate>();
  for (const t of deck.types) faces.set(t.id, compile(runFace ?? typeFiles.get(t.id) ?? defaultFace));
  const back = compile(backFile);
  return { faces, back, files: [...cache.keys()] };
}
