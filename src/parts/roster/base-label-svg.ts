import { InputError } from '../../util/input-error.js';
import { mmToPt, ptToMm } from '../../print/units.js';
import type { BaseLabel } from './base-labels.js';
import type { TextMeasure } from '../../print/text-measure.js';
import { fitText } from '../../print/fit-text.js';
import { svgText, rect } from '../../print/svg-text.js';

const PAD = mmToPt(0.8);

/** A base too small for its label; carries the base's id so the caller can point at it in rosters.yaml. */
export class BaseTooSmall extends InputError {
  constructor(
    readonly baseId: string,
    message: string,
  ) {
    super(message);
  }
}
/** Below these sizes a label cannot be read on a stand held in the hand. */
const MIN_MAIN = 5;
const MIN_SMALL = 3.5;

export interface LabelLayout {
  width: number;
  height: number;
  band: { color: string; height: number } | undefined;
  main: { lines: string[]; size: number; top: number };
  name: { lines: string[]; size: number; top: number } | undefined;
  bottom: { size: number; leftSize: number; baseline: number; left: string; right: string };
}

/**
 * Lays out the label for one stand: band in the formation colour, designation as large as fits, the
 * unit's name beneath when room is left, formation and stand number along the bottom. A base too small for
 * the designation and stand number at a readable size is an error naming the base and the unit.
 */
export function layoutBaseLabel(l: BaseLabel, m: TextMeasure): LabelLayout {
  const u = l.unit;
  const width = mmToPt(l.widthMm);
  const height = mmToPt(l.depthMm);
  const inner = width - 2 * PAD;
  const bandColor = u.colors.band || (u.colors.symbolFill !== 'none' ? u.colors.symbolFill : '');
  const band = bandColor ? { color: bandColor, height: Math.min(height * 0.14, mmToPt(2.5)) } : undefined;
  const bottomSize = Math.max(MIN_SMALL, Math.min(6.5, height * 0.12));
  const right = `${l.index}/${l.of}`;
  const hasDesignation = u.designation !== u.name;
  const mainText = u.designation;
  const free = height - (band?.height ?? 0) - 2 * PAD - bottomSize * 1.25;
  const maxLines = hasDesignation ? 1 : 2;
  const main = fitText(
    mainText,
    { width: inner, maxHeight: Math.min(free, height * 0.45), maxLines, lineHeight: 1.1 },
    Math.min(22, height * 0.3),
    MIN_MAIN,
    m,
    'bold',
  );
  // A designation is the label's point and must print whole; a unit with none shows as much of its name as fits.
  const tooSmall =
    free < MIN_MAIN * 1.1 ||
    m.width(right, bottomSize, 'condensedBold') > inner ||
    (hasDesignation && (main.lines.length > 1 || m.width(mainText, main.size, 'bold') > inner + 0.01));
  if (tooSmall) {
    const needW = Math.ceil(ptToMm(m.width(hasDesignation ? mainText : right, MIN_MAIN, 'bold') + 2 * PAD));
    const needD = Math.ceil(ptToMm((band?.height ?? 0) + 2 * PAD + MIN_MAIN * 1.1 + MIN_SMALL * 1.25));
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
      { width: inner, maxHeight: free, lineHeight: 1.1 },
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
  const rightWidth = m.width(right, bottomSize, 'condensedBold');
  const room = inner - rightWidth - 3;
  const formation = u.formationName ?? '';
  // The formation shrinks to the least legible size to fit beside the stand number, and is left out beyond.
  const leftSize = formation
    ? Math.min(bottomSize, (bottomSize * room) / Math.max(1e-6, m.width(formation, bottomSize, 'condensed')))
    : bottomSize;
  const left = leftSize >= MIN_SMALL ? formation : '';
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
      leftSize: Math.floor(leftSize * 100) / 100,
      baseline: height - PAD - bottomSize * 0.22,
      left,
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
  if (lay.bottom.left)
    out.push(
      svgText(x + PAD, y + lay.bottom.baseline, lay.bottom.left, {
        size: lay.bottom.leftSize,
        face: 'condensed',
        fill: c.text,
      }),
    );
  out.push(
    svgText(x + lay.width - PAD, y + lay.bottom.baseline, lay.bottom.right, {
      size: lay.bottom.size,
      face: 'condensedBold',
      fill: c.text,
      anchor: 'end',
    }),
  );
  out.push(rect(x, y, lay.width, lay.height, 'fill="none" stroke="#000000" stroke-width="0.4"'), '</g>');
  return out.join('');
}
