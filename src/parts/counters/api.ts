import type { Scenario } from '../../model/scenario.js';
import { counterPieces } from './counter-pieces.js';
import { counterTemplateLoader, loadCounterTemplate } from './counter-template.js';
import { pieceTemplateFiles, resolveCounterTemplates } from './counter-templates.js';
import { type FaceBox, faceBox, renderFace } from './render-face.js';

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
  /** Its own width and height in pt (a 1 × ½ in leader), where it is not the game's square counter. */
  size?: { width: number; height: number };
  /** The box its faces are drawn in: FACE_BOX square, or 100 units on the short side of a piece of its own shape. */
  box: FaceBox;
  /** SVG fragments in `box`. */
  front: string;
  back: string;
}

/**
 * Every counter of the mix, units then markers in data order, front and back drawn by the sheet's own renderer and
 * templates: the VASSAL module's pieces flip between the very faces the printed counter shows.
 */
export function counterFaces(s: Scenario, lang: string): CounterFaces[] {
  // The piece's own template (by type, formation or side) and shape, as the sheet draws it.
  const filesOf = pieceTemplateFiles(s, undefined, resolveCounterTemplates(s, undefined));
  const template = counterTemplateLoader(s.dir);
  return counterPieces(s, lang).map((p) => {
    const files = filesOf(p);
    const box = faceBox(p.size?.width, p.size?.height);
    return {
      id: p.id,
      kind: p.kind,
      count: p.count,
      name: p.kind === 'unit' ? p.front.name : p.front.text || p.front.name,
      side: p.front.unit.side,
      formation: p.kind === 'unit' ? (p.front.unit as { formation?: string }).formation : undefined,
      ...(p.size ? { size: p.size } : {}),
      box,
      front: renderFace(template(files.front), p.front, p, 0, box),
      back: renderFace(template(files.back), p.back, p, 0, box),
    };
  });
}
