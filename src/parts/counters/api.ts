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
  const template = loadCounterTemplate(resolveCounterTemplates(s, undefined).front, s.dir);
  const faces = new Map<string, string>();
  for (const piece of counterPieces(s, lang)) {
    if (piece.kind === 'unit') faces.set(piece.id, renderFace(template, piece.front, piece, 0));
  }
  return faces;
}

/** One kind of counter with both faces drawn as the sheet prints them, for a piece in another medium. */
export interface CounterFaces {
  id: string;
  kind: 'unit' | 'marker';
  /** Copies the counter sheet prints. */
  count: number;
  name: string;
  side?: string;
  formation?: string;
  /** SVG fragments in the FACE_BOX square. */
  front: string;
  back: string;
}

/**
 * Every counter of the mix, units then markers in data order, front and back drawn by the sheet's own renderer and
 * templates: the VASSAL module's pieces flip between the very faces the printed counter shows.
 */
export function counterFaces(s: Scenario, lang: string): CounterFaces[] {
  const files = resolveCounterTemplates(s, undefined);
  const front = loadCounterTemplate(files.front, s.dir);
  const back = loadCounterTemplate(files.back, s.dir);
  return counterPieces(s, lang).map((p) => ({
    id: p.id,
    kind: p.kind,
    count: p.count,
    name: p.kind === 'unit' ? p.front.name : p.front.text || p.front.name,
    side: p.front.unit.side,
    formation: p.kind === 'unit' ? (p.front.unit as { formation?: string }).formation : undefined,
    front: renderFace(front, p.front, p, 0),
    back: renderFace(back, p.back, p, 0),
  }));
}
