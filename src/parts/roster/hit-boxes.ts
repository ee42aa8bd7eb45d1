import { mmToPt } from '../../print/units.js';
import { rect } from '../../print/svg-text.js';

/** 4 mm squares: big enough to tick with a pencil at the table, and to rub out. */
export const HIT_BOX = mmToPt(4);
const BOX_GAP = mmToPt(1);
const GROUP_GAP = mmToPt(2.5);
const ROW_GAP = mmToPt(1.5);

export interface HitBoxLayout {
  /** Top-left of each box, relative to the layout's top-left, grouped by piece. */
  boxes: { x: number; y: number; piece: number; disabled?: boolean }[];
  width: number;
  height: number;
}

/**
 * `pieces` groups of `strength` boxes, one group per piece of the unit line, wrapped into `width`. A group
 * stays on one row where it fits, so each piece's boxes read together.
 */
export function layoutHitBoxes(pieces: number, strength: number, width: number, disabledAt?: number): HitBoxLayout {
  const boxes: HitBoxLayout['boxes'] = [];
  if (strength <= 0 || pieces <= 0) return { boxes, width: 0, height: 0 };
  const step = HIT_BOX + BOX_GAP;
  const groupWidth = strength * step - BOX_GAP;
  let x = 0;
  let y = 0;
  let widest = 0;
  for (let p = 0; p < pieces; p++) {
    if (x > 0 && x + groupWidth > width) {
      x = 0;
      y += HIT_BOX + ROW_GAP;
    }
    for (let k = 0; k < strength; k++) {
      if (x > 0 && x + HIT_BOX > width + 0.01) {
        x = 0;
        y += HIT_BOX + ROW_GAP;
      }
      boxes.push({ x, y, piece: p, ...(disabledAt === k + 1 ? { disabled: true } : {}) });
      widest = Math.max(widest, x + HIT_BOX);
      x += step;
    }
    x += GROUP_GAP - BOX_GAP;
  }
  return { boxes, width: widest, height: y + HIT_BOX };
}

export function hitBoxesSvg(l: HitBoxLayout, x: number, y: number): string {
  const style = 'fill="#ffffff" stroke="#000000" stroke-width="0.6"';
  // The box that disables the piece is shaded: a player sees at a glance when a tank stops moving and firing.
  const disabled = 'fill="#c8c8c8" stroke="#000000" stroke-width="1.2"';
  const boxes = l.boxes.map((b) => rect(x + b.x, y + b.y, HIT_BOX, HIT_BOX, b.disabled ? disabled : style));
  return `<g class="hit-boxes">${boxes.join('')}</g>`;
}
