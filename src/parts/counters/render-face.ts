import { ScenarioError } from '../../load/problem.js';
import { problemAt } from '../../load/source-file.js';
import { InputError } from '../../util/input-error.js';
import type { CounterPiece, FaceData } from './counter-pieces.js';
import { checkXml } from '../../print/pdf/xml-tree.js';
import { counterSymbol, SidcRejected, type CounterSymbol } from './milsymbol-symbol.js';
import type { CounterTemplate } from './counter-template.js';
import { markerIcon, type IconDrawing } from './marker-icons.js';
import type { Marker } from '../../model/types.js';

/** The side of the square every counter template draws in; the sheet scales it to the counter size. */
export const FACE_BOX = 100;

/** Everything a face template sees: the face data, its drawn symbol, and the bleed to paint into. */
export interface FaceContext extends FaceData {
  symbol: CounterSymbol | false;
  /** A marker's drawn icon (false when it has none, or on a blank back): viewBox and body, like the symbol. */
  icon: IconDrawing | false;
  /**
   * The area to cover with the background, in template units: from `min` to `min + size` on both axes of a
   * square piece; `width` and `height` (from `min`) cover a piece of its own shape too.
   */
  bleed: { min: number; size: number; width: number; height: number };
  /**
   * The piece's box in template units: 100 on its short side, so a 1 × ½ in leader is 200 × 100. `dx`, `dy`
   * move a square face to its middle; `shaped` is true when the piece is not square.
   */
  box: FaceBox;
}

export interface FaceBox {
  width: number;
  height: number;
  dx: number;
  dy: number;
  shaped: boolean;
}

/** The template box of a piece of a width and height (any unit): square pieces are FACE_BOX × FACE_BOX. */
export function faceBox(width?: number, height?: number): FaceBox {
  if (!width || !height || Math.abs(width - height) < 1e-9)
    return { width: FACE_BOX, height: FACE_BOX, dx: 0, dy: 0, shaped: false };
  const unit = Math.min(width, height) / FACE_BOX;
  const [w, h] = [width / unit, height / unit].map((v) => Math.round(v * 1000) / 1000);
  return { width: w, height: h, dx: (w - FACE_BOX) / 2, dy: (h - FACE_BOX) / 2, shaped: true };
}

function symbolOf(face: FaceData, piece: CounterPiece): CounterSymbol | false {
  if (!face.sidc) return false;
  try {
    return counterSymbol(face.sidc, piece.echelon, {
      fill: face.colors.symbolFill,
      frame: face.colors.symbolFrame,
      icon: face.colors.symbolLine,
    });
  } catch (e) {
    if (!(e instanceof SidcRejected)) throw e;
    const message = `${piece.label}: SIDC "${face.sidc}" cannot be drawn: ${e.message}`;
    const origin = piece.origin();
    if (origin) throw new ScenarioError([problemAt(origin.src, [...origin.path, 'sidc'], message)]);
    throw new InputError(message);
  }
}

function iconOf(face: FaceData): IconDrawing | false {
  if (face.kind !== 'marker' || (face.face === 'back' && face.backKind !== 'text')) return false;
  return markerIcon((face.unit as Marker).icon, face.colors.text, face.colors.background);
}

/** One face as an SVG fragment in the 100 × 100 template box; checked to be well-formed XML. */
export function renderFace(
  template: CounterTemplate,
  face: FaceData,
  piece: CounterPiece,
  bleedUnits: number,
  box: FaceBox = faceBox(),
): string {
  const context: FaceContext = {
    ...face,
    symbol: symbolOf(face, piece),
    icon: iconOf(face),
    bleed: {
      min: -bleedUnits,
      size: FACE_BOX + 2 * bleedUnits,
      width: box.width + 2 * bleedUnits,
      height: box.height + 2 * bleedUnits,
    },
    box,
  };
  const svg = template.render(context, piece.label);
  try {
    checkXml(`<g>${svg}</g>`);
  } catch (e) {
    throw new InputError(
      `${piece.label}: counter template ${template.file} does not make well-formed SVG: ${(e as Error).message}`,
    );
  }
  return svg;
}
