import type { OobSide, OobUnit } from './order-of-battle.js';
import type { TextMeasure } from '../../print/text-measure.js';
import { wrapText } from '../../print/wrap-text.js';
import type { Block } from './paginate.js';
import { usesDaggers } from './uses-daggers.js';
import { placeCounterFace } from './counter-face.js';
import { svgLines, svgText, linesHeight, line } from '../../print/svg-text.js';

/** Half an inch: the smallest common counter, so a face reads as the piece on the map. */
const OOB_COUNTER = 36;
const NAME = 8;
const SMALL = 7;
/** Between two columns of entries, pt. */
export const COL_GAP = 14;
const GREY = '#444444';

function entry(u: OobUnit, width: number, m: TextMeasure, face: string | undefined, dagger: boolean) {
  const tx = OOB_COUNTER + 6;
  const tw = width - tx;
  const name = wrapText(dagger && u.reconstructed ? `${u.name} †` : u.name, tw, NAME, m, 'bold').slice(0, 2);
  const facts = wrapText(
    // The factors and the count stay on the line before them (no-break spaces): a "1" alone on a line reads as noise.
    [[u.designation, u.formationName].filter(Boolean).join(' · '), u.factors, u.count > 1 ? `×\u00a0${u.count}` : '']
      .filter(Boolean)
      .join('\u00a0·\u00a0'),
    tw,
    SMALL,
    m,
  );
  const note = u.note ? wrapText(u.note, tw, SMALL, m) : [];
  const textH = linesHeight(name.length, NAME) + linesHeight(facts.length + note.length, SMALL);
  return {
    height: Math.max(OOB_COUNTER, textH),
    draw: (x: number, y: number) =>
      [
        `<g class="oob-unit" data-unit="${u.id}">`,
        face ? placeCounterFace(face, x, y, OOB_COUNTER) : '',
        svgLines(x + tx, y, name, { size: NAME, face: 'bold' }),
        svgLines(x + tx, y + linesHeight(name.length, NAME), facts, { size: SMALL }),
        svgLines(x + tx, y + linesHeight(name.length, NAME) + linesHeight(facts.length, SMALL), note, {
          size: SMALL,
          fill: GREY,
        }),
        '</g>',
      ].join(''),
  };
}

/** Whether every unit's name, as its entry sets it in one of `cols` columns across `width`, takes two lines at most. */
export function oobNamesFit(sides: OobSide[], width: number, m: TextMeasure, cols: number): boolean {
  const all = sides.flatMap((s) => s.units);
  const dagger = usesDaggers(all);
  const tw = (width - (cols - 1) * COL_GAP) / cols - OOB_COUNTER - 6;
  return all.every(
    (u) => wrapText(dagger && u.reconstructed ? `${u.name} †` : u.name, tw, NAME, m, 'bold').length <= 2,
  );
}

/**
 * A side's order of battle as blocks: section headings, group headings with their shared note, and unit
 * entries `cols` to a row (two unless told), each with its counter face.
 */
export function oobBlocks(
  sides: OobSide[],
  width: number,
  m: TextMeasure,
  faces: Map<string, string>,
  continuedWord: string,
  cols = 2,
  /** Set closer: less air under each row, heading and section heading (the three-column pages). */
  tight = false,
): Block[] {
  const rowGap = tight ? 4 : 6;
  const headPad = tight ? 2 : 4;
  const sectionH = tight ? 22 : 24;
  const all = sides.flatMap((s) => s.units);
  const dagger = usesDaggers(all);
  const colW = (width - (cols - 1) * COL_GAP) / cols;
  const out: Block[] = [];
  for (const side of sides) {
    let first = true;
    for (const sec of side.sections) {
      const sectionHeading = (title: string): Block => ({
        height: sectionH,
        keepWithNext: true,
        draw: (x, y) =>
          svgText(x, y + 15, title, { size: 12, face: 'bold' }) +
          line(x, y + 19, x + width, y + 19, 'stroke="#000000" stroke-width="0.8"'),
      });
      out.push({ ...sectionHeading(sec.title), breakBefore: first, run: side.name });
      first = false;
      const sectionContinued = sectionHeading(`${sec.title} (${continuedWord})`);
      for (const text of sec.lines) {
        const lines = wrapText(text, width, SMALL + 0.5, m);
        out.push({
          height: linesHeight(lines.length, SMALL + 0.5) + 3,
          run: side.name,
          continuation: sectionContinued,
          draw: (x, y) => svgLines(x, y, lines, { size: SMALL + 0.5 }),
        });
      }
      // A note every group of the section shares (Nordwind's reserves: "enters when due, or earlier when a Reserves
      // Released card is played") is said once, under the section's heading, not under each group's.
      const shared =
        sec.groups.length > 1 && sec.groups.every((g) => g.note && g.note === sec.groups[0]!.note)
          ? sec.groups[0]!.note
          : undefined;
      if (shared) {
        const lines = wrapText(shared, width, SMALL, m);
        out.push({
          height: linesHeight(lines.length, SMALL) + 3,
          keepWithNext: true,
          run: side.name,
          continuation: sectionContinued,
          draw: (x, y) => svgLines(x, y, lines, { size: SMALL, fill: GREY }),
        });
      }
      const groupHead = (g: (typeof sec.groups)[number], w: number) => {
        const note = g.note && g.note !== shared ? wrapText(g.note, w, SMALL, m) : [];
        const headingLines = g.heading ? wrapText(g.heading, w, 9, m, 'bold') : [];
        return {
          height:
            headingLines.length || note.length
              ? linesHeight(headingLines.length, 9) + linesHeight(note.length, SMALL) + headPad
              : 0,
          draw: (x: number, y: number) =>
            svgLines(x, y + 1, headingLines, { size: 9, face: 'bold' }) +
            svgLines(x, y + 1 + linesHeight(headingLines.length, 9), note, { size: SMALL, fill: GREY }),
        };
      };
      for (let gi = 0; gi < sec.groups.length; gi++) {
        const g = sec.groups[gi];
        const next = sec.groups[gi + 1];
        // Places that hold one unit each share a row, each under its own heading: a lone unit no longer
        // leaves most of a row empty, and a side's sheets end without a near-empty tail.
        if (cols > 1 && g.units.length === 1 && next?.units.length === 1) {
          let k = gi + 1;
          while (k + 1 < sec.groups.length && k + 1 - gi < cols && sec.groups[k + 1]!.units.length === 1) k++;
          const lone = sec.groups.slice(gi, k + 1);
          const cells = lone.map((x) => {
            const head = groupHead(x, colW);
            const e = entry(x.units[0], colW, m, faces.get(x.units[0].id), dagger);
            return { head, e, height: head.height + e.height };
          });
          out.push({
            height: Math.max(...cells.map((c) => c.height)) + rowGap,
            run: side.name,
            continuation: sectionContinued,
            reconstructed: lone.some((x) => x.units[0].reconstructed),
            draw: (x, y) =>
              cells
                .map((c, k) => {
                  const cx = x + k * (colW + COL_GAP);
                  return c.head.draw(cx, y) + c.e.draw(cx, y + c.head.height);
                })
                .join(''),
          });
          gi = k;
          continue;
        }
        const head = groupHead(g, width);
        if (head.height)
          out.push({
            height: head.height,
            keepWithNext: true,
            run: side.name,
            continuation: sectionContinued,
            draw: head.draw,
          });
        // A group's rows that open a page repeat its heading, marked continued, under the section's: otherwise they
        // read as the group before it (issue 24: Nordwind's order of battle, page 2, lost when its units arrive).
        const groupAgain = g.heading
          ? groupHead({ ...g, heading: `${g.heading} (${continuedWord})`, note: '' }, width)
          : undefined;
        const groupContinued = groupAgain ? stacked(sectionContinued, groupAgain) : sectionContinued;
        for (let i = 0; i < g.units.length; i += cols) {
          const pair = g.units.slice(i, i + cols).map((u) => entry(u, colW, m, faces.get(u.id), dagger));
          const height = Math.max(...pair.map((p) => p.height)) + rowGap;
          out.push({
            height,
            run: side.name,
            continuation: groupContinued,
            // Beside the column before it, a column needs only the group's heading again, not the section's.
            ...(groupAgain ? { columnContinuation: { height: groupAgain.height, draw: groupAgain.draw } } : {}),
            reconstructed: g.units.slice(i, i + cols).some((u) => u.reconstructed),
            draw: (x, y) => pair.map((p, k) => p.draw(x + k * (colW + COL_GAP), y)).join(''),
          });
        }
      }
    }
  }
  return out;
}

/** Two blocks drawn one under the other, as one. */
function stacked(a: Block, b: Pick<Block, 'height' | 'draw'>): Block {
  return { height: a.height + b.height, draw: (x, y) => a.draw(x, y) + b.draw(x, y + a.height) };
}
