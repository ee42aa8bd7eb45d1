import { InputError } from '../../util/input-error.js';
import { mmToPt, ptToMm } from '../../print/units.js';
import type { BaseLabel } from './base-labels.js';
import type { TextMeasure } from '../../print/text-measure.js';
import { fitText } from '../../print/fit-text.js';
import { wrapText } from '../../print/wrap-text.js';
import { svgText, rect } from '../../print/svg-text.js';

const PAD = mmToPt(0.8);
/**
 * Room between the bottom line (formation and stand number) and the cut line: labels are butted and cut with
 * scissors, and a cut a millimetre off must not take the stand number (issue 24: Remagen's numbers sat ~1 pt from
 * the cut).
 */
const SAFE = mmToPt(1.5);
/**
 * Room each side of the designation: set as large as fits, a bold "1/310" or "62 PzJg" ran to within a hair of the
 * cut line (issue 24), which a cut a little off then nicks.
 */
const MAIN_MARGIN = mmToPt(2);

/** A base too small for its label; carries the base's id so the caller can point at it in rosters.yaml. */
export class BaseTooSmall extends InputError {
  constructor(
    readonly baseId: string,
    message: string,
  ) {
    super(message);
  }
}
/**
 * Below these sizes a label cannot be read on a stand held in the hand: 5 pt is print's common floor (issue 24:
 * Remagen's formations printed at 3.5 pt to squeeze beside the stand number).
 */
const MIN_MAIN = 5;
const MIN_SMALL = 5;
/**
 * The formation along the bottom line is read from a stand lifted off the table: at 5 pt it read as 3–4 pt print
 * (issue 24); it wraps onto more lines, or drops its aside, rather than print smaller than this.
 */
const MIN_FOOT = 6;
/** Lines a formation's name may wrap to over the stand number, rather than shrink below MIN_FOOT or go. */
const FORMATION_LINES = 3;
/** Line spacing of the formation's lines, as a share of their size. */
const FORMATION_LEADING = 1.15;
/** Room, pt, between the unit's name and a formation wrapped over the stand number. */
const FORMATION_AIR = 2.5;

export interface LabelLayout {
  width: number;
  height: number;
  band: { color: string; height: number } | undefined;
  main: { lines: string[]; size: number; top: number };
  name: { lines: string[]; size: number; top: number } | undefined;
  /** The stand number on the bottom line; the formation's lines beside it, the last on the same baseline. */
  bottom: { size: number; leftSize: number; baseline: number; left: string[]; right: string };
}

/**
 * Lays out the label for one stand: band in the formation colour, designation as large as fits, the
 * unit's name beneath when room is left, formation and stand number along the bottom. A base too small for
 * the designation and stand number at a readable size is an error naming the base and the unit.
 */
export function layoutBaseLabel(l: BaseLabel, m: TextMeasure): LabelLayout {
  const first = layoutWith(l, m, FORMATION_LINES, false);
  if (first.name || l.unit.designation === l.unit.name) return first;
  // The unit's name tells apart stands of one designation (Remagen's 3FJ rifles, machine guns and bazookas printed
  // alike): the formation gives up its aside, then its lines over the stand number, before the name goes.
  // Then the designation gives up some of its size, down to leave one line of the name, then two (at 24 mm, 80 % of
  // Remagen's trays, "27th Armored Infantry Battalion" takes three lines at 6 pt).
  for (const reserve of [0, 1, 2])
    for (const lines of [FORMATION_LINES, 2, 1]) {
      const again = layoutWith(l, m, lines, true, reserve ? reserve * MIN_SMALL * 1.1 + 1.5 : 0);
      if (again.name && again.bottom.left.length) return again;
    }
  return first;
}

/**
 * The label with its formation on at most `formationMax` lines, without its aside when `bare`, and `nameRoom` pt
 * kept from the designation for the unit's name.
 */
function layoutWith(l: BaseLabel, m: TextMeasure, formationMax: number, bare: boolean, nameRoom = 0): LabelLayout {
  const u = l.unit;
  const width = mmToPt(l.widthMm);
  const height = mmToPt(l.depthMm);
  // The name keeps the bottom line's room from the cut line: butted labels are cut with scissors (issue 24).
  const inner = width - 2 * SAFE;
  const mainRoom = width - 2 * MAIN_MARGIN;
  const bandColor = u.colors.band || (u.colors.symbolFill !== 'none' ? u.colors.symbolFill : '');
  const band = bandColor ? { color: bandColor, height: Math.min(height * 0.14, mmToPt(2.5)) } : undefined;
  const bottomSize = Math.max(MIN_FOOT, Math.min(6.5, height * 0.12));
  const right = `${l.index}/${l.of}`;
  const hasDesignation = u.designation !== u.name;
  const mainText = u.designation;
  const rightWidth = m.width(right, bottomSize, 'condensedBold');
  const above = height - (band?.height ?? 0) - PAD - SAFE - bottomSize * 1.25;
  // The formation beside the stand number, wrapped over it where one line would print it too small; it gives up
  // its lines above the bottom one only where the designation keeps room to print.
  // A name too long even so drops its aside in brackets: "Kampfgruppe of local troops (flak crews, ...)".
  const formationRoom = width - 2 * SAFE - rightWidth - 3;
  // Its lines over the bottom one have the label's width: only the last shares its line with the stand number.
  const lined = (name: string) => formationLines(name, formationRoom, bottomSize, m, formationMax, width - 2 * SAFE);
  let formation = (bare ? undefined : lined(u.formationName ?? '')) ?? lined(withoutAside(u.formationName ?? ''));
  // Lines above the bottom one, and air over them so the unit's name does not read on into the formation's.
  const extra = (f: typeof formation) =>
    f && f.lines.length > 1 ? (f.lines.length - 1) * f.size * FORMATION_LEADING + FORMATION_AIR : 0;
  if (above - extra(formation) < MIN_MAIN * 1.1) formation = undefined;
  const free = above - extra(formation);
  const maxLines = hasDesignation ? 1 : 2;
  const main = fitText(
    mainText,
    { width: mainRoom, maxHeight: Math.min(free - nameRoom, height * 0.45), maxLines, lineHeight: 1.1 },
    Math.min(22, height * 0.3),
    MIN_MAIN,
    m,
    'bold',
  );
  // A designation is the label's point and must print whole; a unit with none shows as much of its name as fits.
  const tooSmall =
    free < MIN_MAIN * 1.1 ||
    m.width(right, bottomSize, 'condensedBold') > width - 2 * SAFE ||
    (hasDesignation && (main.lines.length > 1 || m.width(mainText, main.size, 'bold') > mainRoom + 0.01));
  if (tooSmall) {
    const needW = Math.ceil(ptToMm(m.width(hasDesignation ? mainText : right, MIN_MAIN, 'bold') + 2 * MAIN_MARGIN));
    const needD = Math.ceil(ptToMm((band?.height ?? 0) + PAD + SAFE + MIN_MAIN * 1.1 + MIN_FOOT * 1.25));
    throw new BaseTooSmall(
      u.base.id,
      `base "${u.base.id}" (${l.widthMm} × ${l.depthMm} mm) is too small for the label of unit "${u.id}": ` +
        `"${mainText}" and the stand number need a base at least ${needW} mm wide and ${needD} mm deep`,
    );
  }
  const fitLines = Math.max(1, Math.min(maxLines, Math.floor(free / (main.size * 1.1))));
  if (main.lines.length > fitLines) {
    // A name standing in for a designation wraps smaller rather than losing its end.
    const again = fitText(
      mainText,
      { width: mainRoom, maxHeight: free, lineHeight: 1.1 },
      main.size,
      MIN_SMALL,
      m,
      'bold',
    );
    main.lines = again.lines;
    main.size = again.size;
  }
  const mainHeight = main.lines.length * main.size * 1.1;
  const mainTop = (band?.height ?? 0) + PAD;
  const nameSpace = free - mainHeight - 1;
  let name: LabelLayout['name'];
  if (hasDesignation && nameSpace >= MIN_SMALL * 1.1) {
    const fitted = fitText(
      u.name,
      { width: inner, maxHeight: nameSpace, lineHeight: 1.1 },
      Math.min(8, main.size * 0.6),
      MIN_SMALL,
      m,
      'condensed',
    );
    // The name prints whole or not at all: the roster beside it names the unit in full.
    if (fitted.fits) name = { lines: fitted.lines, size: fitted.size, top: mainTop + mainHeight + 1 };
  }
  // The designation and name sit in the middle of the room above the bottom line.
  const block = mainHeight + (name ? 1 + name.lines.length * name.size * 1.1 : 0);
  const shift = Math.max(0, (free - block) / 2);
  const mainTopCentered = mainTop + shift;
  if (name) name.top += shift;
  return {
    width,
    height,
    band,
    main: { lines: main.lines, size: main.size, top: mainTopCentered },
    name,
    bottom: {
      size: bottomSize,
      leftSize: formation?.size ?? bottomSize,
      baseline: height - SAFE - bottomSize * 0.22,
      left: formation?.lines ?? [],
      right,
    },
  };
}

/** The label drawn with its top-left at (x, y); its outline is the cutting line. */
export function baseLabelSvg(l: BaseLabel, lay: LabelLayout, x: number, y: number): string {
  const c = l.unit.colors;
  const cx = x + lay.width / 2;
  const out = [
    `<g class="label" data-unit="${l.unit.id}" data-stand="${l.index}">`,
    rect(x, y, lay.width, lay.height, `fill="${c.background}"`),
  ];
  if (lay.band) out.push(rect(x, y, lay.width, lay.band.height, `fill="${lay.band.color}"`));
  lay.main.lines.forEach((t, i) =>
    out.push(
      svgText(cx, y + lay.main.top + (i + 0.82) * lay.main.size * 1.1, t, {
        size: lay.main.size,
        face: 'bold',
        fill: c.text,
        anchor: 'middle',
      }),
    ),
  );
  lay.name?.lines.forEach((t, i) =>
    out.push(
      svgText(cx, y + lay.name!.top + (i + 0.82) * lay.name!.size * 1.1, t, {
        size: lay.name!.size,
        face: 'condensed',
        fill: c.text,
        anchor: 'middle',
      }),
    ),
  );
  const lines = lay.bottom.left;
  lines.forEach((t, i) =>
    out.push(
      svgText(x + SAFE, y + lay.bottom.baseline - (lines.length - 1 - i) * lay.bottom.leftSize * FORMATION_LEADING, t, {
        size: lay.bottom.leftSize,
        face: 'condensed',
        fill: c.text,
      }),
    ),
  );
  out.push(
    svgText(x + lay.width - SAFE, y + lay.bottom.baseline, lay.bottom.right, {
      size: lay.bottom.size,
      face: 'condensedBold',
      fill: c.text,
      anchor: 'end',
    }),
  );
  out.push(rect(x, y, lay.width, lay.height, 'fill="none" stroke="#000000" stroke-width="0.4"'), '</g>');
  return out.join('');
}

/**
 * A formation's name with its last line in `room` pt and those over it in `over` pt: on the fewest lines (up to
 * `most`), at the largest size from `size` down to MIN_FOOT in quarter points that holds it, broken at spaces only;
 * undefined when no word of it fits whole.
 */
function formationLines(
  name: string,
  room: number,
  size: number,
  m: TextMeasure,
  most = FORMATION_LINES,
  over = room,
): { lines: string[]; size: number } | undefined {
  if (!name.trim()) return undefined;
  const words = name.trim().split(/\s+/);
  for (let n = 1; n <= most; n++)
    for (let at = size; at >= MIN_FOOT - 1e-9; at -= 0.25) {
      if (words.some((w) => m.width(w, at, 'condensed') > room)) continue;
      const lines = [...wrapText(name.trim(), over, at, m, 'condensed')];
      // The last line runs into the stand number: what does not fit beside it goes onto a line of its own.
      const last = lines.pop()!;
      lines.push(...wrapText(last, room, at, m, 'condensed'));
      if (lines.length <= n) return { lines, size: Math.round(at * 100) / 100 };
    }
  return undefined;
}

/** A name without its asides in brackets: "Remagen bridge garrison (Bratge, Friesenhahn)" → "Remagen bridge
 * garrison". */
export function withoutAside(name: string): string {
  return name
    .replace(/\s*\([^()]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
