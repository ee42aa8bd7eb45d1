import { PT_PER_IN } from '../../../print/units.js';
import { CALIBRATION_SQUARES_WIDTH } from '../../../print/page-furniture.js';
import { path, rectPath, type Item } from '../../../print/scene.js';
import { INK } from '../map-style.js';
import { textLines, type Block, type FurnitureContext } from './block.js';
import { wrapText } from '../../../print/wrap-text.js';
import { calibrationSquares } from './calibration-squares.js';

export interface TitleInfo {
  mapName: string;
  gameTitle: string;
  /** Short facts about the print: cell size, counter size. */
  facts: string[];
  /** Printed in small type at the foot: where values are reconstructed. */
  note?: string;
  /**
   * Keep the room the name takes wrapped at full size, though it prints on one smaller line: a band inside the
   * map's frame is laid out with the cuts between sheets, which a block a line shorter moves (Nordwind's, inside,
   * then found no cut clear of Rahling's marks).
   */
  steadyHeight?: boolean;
}

/** The least size, pt at scale 1, the map's name shrinks to so as to print on one line; longer names wrap. */
const NAME_LEAST = 10.5;

/**
 * The map's title block: its name, the game, the print facts, and two squares of known size (1 in, 25 mm)
 * to check with a ruler that the sheet printed at 100 %.
 */
export function titleBlock(info: TitleInfo, f: FurnitureContext): Block {
  // Within a narrow column of sheets (`bandWidth`), narrower and taller, down to what the two squares need.
  return titleIn(info, f, Math.max(170 * f.scale, Math.min(250 * f.scale, f.bandWidth ?? Infinity)));
}

/**
 * The title block `width` wide; given a `room` larger than it needs (its column of sheets under the map, where it
 * stood small on a sheet otherwise bare: Remagen's H1, Nordwind's C1), it fills that room as a cartouche, the map's
 * name and the game's set larger (up to twice), the whole centred in it.
 */
function titleIn(info: TitleInfo, f: FurnitureContext, width: number, room?: { width: number; height: number }): Block {
  const s = f.scale;
  const pad = 7 * s;
  const inner = width - 2 * pad;
  // The map's name on one line where a little smaller type holds it: wrapped at full size, the Russian Veritable's
  // «Рейхсвальд, 8–21 февраля 1945 года» broke after its comma, the place alone on the first line (issue 24).
  let nameSize = 13 * s;
  const fitsAt = (size: number) => f.measure.width(info.mapName, size, 'condensedBold') <= inner;
  while (!fitsAt(nameSize) && nameSize > NAME_LEAST * s + 1e-9) nameSize -= 0.25 * s;
  if (!fitsAt(nameSize)) nameSize = 13 * s;
  // A block that fills a room sets its own size (keepNameHeight is dropped there).
  let keepNameHeight =
    info.steadyHeight && nameSize < 13 * s
      ? textLines(0, 0, info.mapName, inner, 13 * s, f, { face: 'condensedBold' }).height
      : 0;
  let gameSize = 9 * s;
  const build = (x: number, y: number) => {
    const items: Item[] = [];
    let yy = y + pad;
    const name = textLines(x + pad, yy, info.mapName, inner, nameSize, f, { face: 'condensedBold', reads: 'name' });
    items.push(...name.items);
    yy += Math.max(name.height, keepNameHeight) + 2 * s;
    const game = textLines(x + pad, yy, info.gameTitle, inner, gameSize, f, {
      face: 'condensed',
      fill: '#333333',
      reads: 'name',
    });
    items.push(...game.items);
    yy += game.height + 4 * s;
    for (const fact of info.facts) {
      const r = textLines(x + pad, yy, fact, inner, 6.8 * s, f, { face: 'condensed' });
      items.push(...r.items);
      yy += r.height + 1 * s;
    }
    yy += 4 * s;
    items.push(...calibrationSquares(x + pad, yy, 'top', f.texts.t));
    const tx = x + pad + CALIBRATION_SQUARES_WIDTH + 8;
    const check = textLines(
      tx,
      yy,
      f.texts.t('print.check', 'Print at 100 % (actual size): these squares measure 1 in and 25 mm.'),
      x + width - pad - tx,
      6.3 * s,
      f,
      { face: 'condensed' },
    );
    items.push(...check.items);
    yy += Math.max(PT_PER_IN, check.height) + 5 * s;
    if (info.note) {
      const r = textLines(x + pad, yy, info.note, inner, 6 * s, f, { face: 'condensed', fill: '#6b2b1f' });
      items.push(...r.items);
      yy += r.height;
    }
    return { items, height: yy - y + pad };
  };
  let height = build(0, 0).height;
  let drop = 0;
  if (room && room.height > height) {
    keepNameHeight = 0;
    // The name and the game's title as large as the room takes, the name on one line where it did.
    const lines = (size: number) => wrapText(info.mapName, inner, size, f.measure, 'condensedBold').length;
    const one = lines(nameSize);
    const base = { name: nameSize, game: gameSize };
    for (let k = 1.05; k <= 2 + 1e-9; k += 0.05) {
      if (lines(base.name * k) > one) break;
      [nameSize, gameSize] = [base.name * k, base.game * Math.min(k, 4 / 3)];
      if (build(0, 0).height > room.height) {
        [nameSize, gameSize] = [base.name * (k - 0.05), base.game * Math.min(k - 0.05, 4 / 3)];
        break;
      }
    }
    const natural = build(0, 0).height;
    drop = (room.height - natural) / 2;
    height = room.height;
  }
  return {
    id: 'title',
    width,
    height,
    draw(x, y) {
      return [
        path(
          rectPath({ x, y, width, height }),
          { x, y, width, height },
          { fill: '#ffffff', stroke: INK, width: 0.9 * s },
        ),
        ...build(x, y + drop).items,
      ];
    },
    grow(w, h) {
      return titleIn(info, f, Math.max(width, w), { width: Math.max(width, w), height: Math.max(height, h) });
    },
  };
}
