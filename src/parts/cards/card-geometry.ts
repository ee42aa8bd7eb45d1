import { FONT_FAMILY } from '../../print/fonts.js';

/** Poker width in pt: the size the face was designed at; other sizes scale from it. */
const DESIGN_WIDTH = 178.58;

/** Where the parts of a face go on a card of the given size, in pt from the trim's top-left. */
export interface CardGeometry {
  scale: number;
  /** Coloured frame inside the trim: what a slightly off cut eats. */
  frame: number;
  radius: number;
  band: { y: number; height: number };
  insignia: { size: number; leftX: number; rightX: number; y: number };
  title: { x: number; width: number; size: number; minSize: number };
  typeLabel: { y: number; size: number };
  value: { r: number; size: number };
  text: { x: number; width: number; bottom: number; size: number; minSize: number; lineHeight: number };
  footer: { y: number; size: number };
}

export function cardGeometry(width: number, height: number): CardGeometry {
  const s = Math.min(width / DESIGN_WIDTH, height / 249.45);
  const frame = 7 * s;
  const size = 30 * s;
  const pad = 5 * s;
  const bandHeight = size + 2 * pad;
  const titleX = frame + pad + size + pad;
  return {
    scale: s,
    frame,
    radius: 7 * s,
    band: { y: frame, height: bandHeight },
    insignia: { size, leftX: frame + pad, rightX: width - frame - pad - size, y: frame + pad },
    title: { x: titleX, width: width - 2 * titleX, size: 13 * s, minSize: 8.5 * s },
    typeLabel: { y: frame + bandHeight + 12 * s, size: 7.5 * s },
    value: { r: 25 * s, size: 32 * s },
    text: {
      x: frame + 10 * s,
      width: width - 2 * (frame + 10 * s),
      bottom: height - frame - 13 * s,
      size: 10 * s,
      minSize: 6.5 * s,
      lineHeight: 1.28,
    },
    footer: { y: height - frame - 4.5 * s, size: 5.5 * s },
  };
}

/** Template values are rounded to 0.01 pt: finer than any printer, and the SVG stays readable. */
export const r2 = (n: number) => Math.round(n * 100) / 100;

/**
 * What face and back templates alike are drawn in: the trim size, and the bleed-inclusive box their
 * viewBox shows, so that a card's two sides line up.
 */
export function cardFrame(width: number, height: number, bleed: number) {
  return {
    width: r2(width),
    height: r2(height),
    bleed: r2(bleed),
    box: { x: r2(-bleed), y: r2(-bleed), width: r2(width + 2 * bleed), height: r2(height + 2 * bleed) },
    font: FONT_FAMILY,
  };
}
