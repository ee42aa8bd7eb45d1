import type { Game, Marker, Unit } from '../../model/types.js';
import { contrastColor } from './contrast-color.js';

export interface FaceColors {
  background: string;
  text: string;
  /** Division colour band across the counter, where the game uses bands; '' when none. */
  band: string;
  /** Fill of the symbol frame: the division colour where the game colour-codes symbols, else 'none'. */
  symbolFill: string;
  /** The frame outline and echelon marks, which stand on the background: the text colour. */
  symbolFrame: string;
  /** The icon inside the frame, chosen to read on the frame fill (or on the background when unfilled). */
  symbolLine: string;
}

/** Background by nationality, symbol (or band) colour by formation, each overridable per unit. */
export function unitColors(unit: Unit, game: Game): FaceColors {
  const nat = game.nationalities.find((n) => n.id === unit.nationality);
  const formation = game.formations.find((f) => f.id === unit.formation);
  const background = unit.colors?.background ?? nat?.background ?? '#ffffff';
  const text = unit.colors?.text ?? nat?.text ?? contrastColor(background);
  const band = unit.colors?.band ?? '';
  const symbolFill = unit.colors?.symbol ?? (band ? undefined : formation?.color) ?? 'none';
  const symbolLine = symbolFill === 'none' ? text : contrastColor(symbolFill);
  return { background, text, band, symbolFill, symbolFrame: text, symbolLine };
}

/** Markers take their side's colour where the game gives one, else a neutral buff. */
export function markerColors(marker: Marker, game: Game): FaceColors {
  const side = game.sides.find((s) => s.id === marker.side);
  const background = side?.color ?? '#efe8d4';
  const text = contrastColor(background);
  return { background, text, band: '', symbolFill: 'none', symbolFrame: text, symbolLine: text };
}

/**
 * A marker's colours for a back that repeats its face: printed in reverse, the face's words colour as the ground
 * and its ground as the words. A paler tint of a light marker (a buff "Dug in", Nordwind's cream) looked like its
 * face, on paper and to VASSAL's check alike, so face up and face down could not be told apart.
 */
export function markerBackColors(face: FaceColors): FaceColors {
  return {
    ...face,
    background: face.text,
    text: face.background,
    symbolFrame: face.background,
    symbolLine: face.background,
  };
}
