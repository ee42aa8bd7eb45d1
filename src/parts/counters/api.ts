import type { Scenario } from '../../model/scenario.js';
import { counterPieces } from './counter-pieces.js';
import { loadCounterTemplate } from './counter-template.js';
import { resolveCounterTemplates } from './counter-templates.js';
import { renderFace } from './render-face.js';

/**
 * What other kit parts may use of the counters: the order of battle shows each unit beside the very counter
 * the player looks for, with the factors and colours printed on it. Nothing else of this folder is theirs.
 */
export { FACE_BOX } from './render-face.js';
export { factorLine, type FactorLine, type FactorPart } from './factor-line.js';
export { unitColors, type FaceColors } from './face-colors.js';
/** The designation a counter prints in a language, so the order of battle names the unit as its counter does. */
export { localDesignation } from './counter-pieces.js';

/**
 * Each unit's counter front, drawn by the counter sheet's own renderer and template (the game's own
 * template where its folder has one), as an SVG fragment in its FACE_BOX square. --template is not read
 * here: the build shares it with the cards.
 */
export function counterFronts(s: Scenario, lang: string): Map<string, string> {
  const template = loadCounterTemplate(resolveCounterTemplates(s, undefined).front);
  const faces = new Map<string, string>();
  for (const piece of counterPieces(s, lang)) {
    if (piece.kind === 'unit') faces.set(piece.id, renderFace(template, piece.front, piece, 0));
  }
  return faces;
}
