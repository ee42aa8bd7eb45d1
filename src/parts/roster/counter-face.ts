import type { Scenario } from '../../model/scenario.js';
import { counterPieces } from '../counters/counter-pieces.js';
import { loadCounterTemplate } from '../counters/counter-template.js';
import { resolveCounterTemplates } from '../counters/counter-templates.js';
import { renderFace, FACE_BOX } from '../counters/render-face.js';

/**
 * Each unit's counter front, drawn by the counter sheet's own renderer and template (the game's own
 * template where its folder has one), as an SVG fragment in its FACE_BOX square: the order of battle shows
 * the very counter the player looks for. --template is not read here: the build shares it with the cards.
 */
export function counterFronts(s: Scenario, lang: string): Map<string, string> {
  const template = loadCounterTemplate(resolveCounterTemplates(s, undefined).front);
  const faces = new Map<string, string>();
  for (const piece of counterPieces(s, lang)) if (piece.kind === 'unit') faces.set(piece.id, renderFace(template, piece.front, piece, 0));
  return faces;
}

/** A counter face placed at (x, y), `size` pt square, with a thin outline like a die-cut edge. */
export function placeCounterFace(face: string, x: number, y: number, size: number): string {
  return `<svg x="${x.toFixed(2)}" y="${y.toFixed(2)}" width="${size.toFixed(2)}" height="${size.toFixed(2)}" viewBox="0 0 ${FACE_BOX} ${FACE_BOX}">${face}</svg><rect x="${x.toFixed(2)}" y="${y.toFixed(2)}" width="${size.toFixed(2)}" height="${size.toFixed(2)}" fill="none" stroke="#000000" stroke-width="0.5"/>`;
}
