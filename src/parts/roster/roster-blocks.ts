import { joinNames, joinSentences } from '../../print/join-sentences.js';
import type { RosterUnit } from './roster-units.js';
import type { SideGroup, FormationGroup } from './by-side-and-formation.js';
import type { RosterWords } from './roster-words.js';
import type { TextMeasure } from '../../print/text-measure.js';
import { wrapText } from '../../print/wrap-text.js';
import type { Block } from './paginate.js';
import { usesDaggers } from './uses-daggers.js';
import { layoutHitBoxes, hitBoxesSvg } from './hit-boxes.js';
import { svgLines, svgText, linesHeight, rect, line } from '../../print/svg-text.js';
import { abilitiesToExplain, bandColor, identText, strengthText } from './unit-text.js';

const NAME = 8.5;
const SMALL = 7;
const BODY = 7.5;
const PAD = 4;
const BAR = 4;
const GREY = '#444444';

/** Column x offsets and widths of the roster table, from the content width. */
function rosterColumns(width: number) {
  const x0 = BAR + 5;
  const unit = width * 0.3;
  const hits = width * 0.25;
  const models = width * 0.22;
  return {
    unit: { x: x0, w: unit - 8 },
    hits: { x: x0 + unit, w: hits - 8 },
    models: { x: x0 + unit + hits, w: models - 8 },
    arrival: { x: x0 + unit + hits + models, w: width - (x0 + unit + hits + models) },
    notes: { x: x0, w: width - x0 },
  };
}

/** The column headings drawn under the title of every roster page. */
export function rosterHeader(width: number, w: RosterWords): { height: number; draw(x: number, y: number): string } {
  const c = rosterColumns(width);
  const height = 16;
  return {
    height,
    draw: (x, y) =>
      [
        svgText(x + c.unit.x, y + 9, w.str('unit'), { size: SMALL, face: 'bold' }),
        svgText(x + c.hits.x, y + 9, w.str('hits'), { size: SMALL, face: 'bold' }),
        svgText(x + c.models.x, y + 9, w.str('models'), { size: SMALL, face: 'bold' }),
        svgText(x + c.arrival.x, y + 9, w.str('arrival'), { size: SMALL, face: 'bold' }),
        line(x, y + 13, x + width, y + 13, 'stroke="#000000" stroke-width="0.8"'),
      ].join(''),
  };
}

function formationHeading(
  f: FormationGroup<RosterUnit>,
  sideColor: string | undefined,
  width: number,
  m: TextMeasure,
  continued: string | undefined,
): Block {
  const size = 10;
  const title = continued ? `${f.name} (${continued})` : f.name;
  const titleWidth = m.width(title, size, 'bold');
  const parent = f.parentName && !continued ? wrapText(f.parentName, width - 22 - titleWidth - 10, SMALL, m)[0] : '';
  return {
    height: 20,
    keepWithNext: true,
    draw: (x, y) =>
      [
        rect(x, y + 5, 11, 11, `fill="${f.color ?? sideColor ?? '#888888'}" stroke="#000000" stroke-width="0.5"`),
        svgText(x + 16, y + 14.5, title, { size, face: 'bold' }),
        parent ? svgText(x + 16 + titleWidth + 8, y + 14.5, parent, { size: SMALL, fill: GREY }) : '',
      ].join(''),
  };
}

/** One unit line: name, hit boxes, models, arrival; notes across the width underneath. */
function unitRow(u: RosterUnit, width: number, m: TextMeasure, w: RosterWords, dagger: boolean): Block {
  const c = rosterColumns(width);
  const name = wrapText(dagger && u.reconstructed ? `${u.name} †` : u.name, c.unit.w, NAME, m, 'bold');
  const ident = wrapText(identText(u), c.unit.w, SMALL, m);
  const unitH = linesHeight(name.length, NAME) + linesHeight(ident.length, SMALL);

  const hitLabel = wrapText(strengthText(u, w), c.hits.w, SMALL, m, 'bold');
  const boxes = layoutHitBoxes(u.count, u.hitBoxes, c.hits.w, u.disabledAt);
  const hitsH = linesHeight(hitLabel.length, SMALL) + 2 + boxes.height;

  const modelLines = [
    `${u.stands} × ${u.base.name}`,
    `${u.base.widthMm} × ${u.base.depthMm} mm`,
    u.figuresPerStand > 0 ? `${w.str('figuresPerStand', { n: u.figuresPerStand })}: ${u.figures}` : '',
    [
      u.vehicles ? `${u.vehicles} ${w.str(u.vehicles === 1 ? 'vehicle' : 'vehicles')}` : '',
      u.guns ? `${u.guns} ${w.str(u.guns === 1 ? 'gun' : 'guns')}` : '',
    ]
      .filter(Boolean)
      .join(' · '),
  ]
    .filter(Boolean)
    .flatMap((l) => wrapText(l, c.models.w, BODY, m));
  const modelsH = linesHeight(modelLines.length, BODY);

  const arrival = wrapText(u.arrivalText, c.arrival.w, BODY, m);
  const move = u.move !== undefined ? `${w.str('move')} ${u.move}` : '';
  const arrivalH = linesHeight(arrival.length + (move ? 1 : 0), BODY);

  const noteText = [joinSentences(u.notes), joinNames(u.abilities.map((a) => a.name))].filter(Boolean).join(' · ');
  const notes = noteText ? wrapText(noteText, c.notes.w, SMALL, m) : [];
  const top = Math.max(unitH, hitsH, modelsH, arrivalH);
  const height = PAD + top + (notes.length ? 3 + linesHeight(notes.length, SMALL) : 0) + PAD;

  return {
    height,
    tableRow: true,
    reconstructed: u.reconstructed,
    draw(x, y) {
      const t = y + PAD;
      return [
        `<g class="unit" data-unit="${u.id}">`,
        rect(x, y + 2, BAR, height - 4, `fill="${bandColor(u)}"`),
        svgLines(x + c.unit.x, t, name, { size: NAME, face: 'bold' }),
        svgLines(x + c.unit.x, t + linesHeight(name.length, NAME), ident, { size: SMALL, fill: GREY }),
        svgLines(x + c.hits.x, t, hitLabel, { size: SMALL, face: 'bold' }),
        hitBoxesSvg(boxes, x + c.hits.x, t + linesHeight(hitLabel.length, SMALL) + 2),
        svgLines(x + c.models.x, t, modelLines, { size: BODY }),
        svgLines(x + c.arrival.x, t, arrival, { size: BODY }),
        move
          ? svgLines(x + c.arrival.x, t + linesHeight(arrival.length, BODY), [move], { size: BODY, face: 'bold' })
          : '',
        notes.length ? svgLines(x + c.notes.x, t + top + 3, notes, { size: SMALL, fill: '#333333' }) : '',
        line(x, y + height, x + width, y + height, 'stroke="#b0b0b0" stroke-width="0.5"'),
        '</g>',
      ].join('');
    },
  };
}

/** The abilities a side's units have, spelled out once at the end of its roster. */
function abilityBlocks(
  units: RosterUnit[],
  width: number,
  m: TextMeasure,
  w: RosterWords,
  continuedWord: string,
): Block[] {
  const abilities = abilitiesToExplain(units);
  if (!abilities.length) return [];
  const headingOf = (title: string): Block => ({
    height: 18,
    keepWithNext: true,
    draw: (x, y) => svgText(x, y + 13, title, { size: 10, face: 'bold' }),
  });
  const heading = headingOf(w.str('abilities'));
  const continuation = headingOf(`${w.str('abilities')} (${continuedWord})`);
  const items = abilities.map((a): Block => {
    const text = wrapText(a.text, width - 12, SMALL, m);
    return {
      height: linesHeight(1, BODY) + linesHeight(text.length, SMALL) + 4,
      continuation,
      draw: (x, y) =>
        svgLines(x, y, [a.name], { size: BODY, face: 'bold' }) +
        svgLines(x + 12, y + linesHeight(1, BODY), text, { size: SMALL, fill: '#222222' }),
    };
  });
  return [heading, ...items];
}

/** Every block of the roster, side after side; each side opens a new page. */
export function rosterBlocks(
  sides: SideGroup<RosterUnit>[],
  width: number,
  m: TextMeasure,
  w: RosterWords,
  continuedWord: string,
): Block[] {
  const all = sides.flatMap((s) => s.units);
  const dagger = usesDaggers(all);
  const out: Block[] = [];
  for (const side of sides) {
    let first = true;
    for (const f of side.formations) {
      const heading = formationHeading(f, side.color, width, m, undefined);
      const continuation = formationHeading(f, side.color, width, m, continuedWord);
      out.push({ ...heading, breakBefore: first, run: side.name });
      first = false;
      for (const u of f.units) out.push({ ...unitRow(u, width, m, w, dagger), continuation, run: side.name });
    }
    for (const b of abilityBlocks(side.units, width, m, w, continuedWord)) out.push({ ...b, run: side.name });
  }
  return out;
}
