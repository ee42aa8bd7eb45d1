import { describe, it, expect } from 'vitest';
import { aidPageSvg } from '../../../src/parts/aids/aid-page-svg.js';
import { aidStyle } from '../../../src/parts/aids/strips/aid-style.js';
import { titleStrip } from '../../../src/parts/aids/strips/title-strips.js';
import type { AidLayout } from '../../../src/parts/aids/strips/strip.js';
import type { FlowPiece } from '../../../src/parts/aids/flow-pages.js';
import { glyphMeasure } from '../../../src/print/text-measure.js';

const st = aidStyle(1);
const m = glyphMeasure();
const aid = (title: string, width: number): AidLayout => ({
  width,
  strips: [titleStrip(title, width, st, m)],
  continued: titleStrip(`${title} (continued)`, width, st, m),
  overflow: false,
});
/** The right end of each title's rule, by aid. */
const ruleEnds = (svg: string) =>
  Object.fromEntries(
    [...svg.matchAll(/<g class="aid" data-aid="([^"]+)"[^>]*>.*?<line [^>]*x2="([\d.]+)"/gs)].map((r) => [
      r[1],
      Number(r[2]),
    ]),
  );

describe('aid pages: the rules under the titles', () => {
  // Issue 24 look: on Veritable's aids sheet 3 the Führer's Interference rule stopped at its table's width, short of
  // the Victory Points rule above it; Remagen's vehicle hits and paratroop drop, Death of a Division's turn sequence.
  it('runs across the page for an aid with nothing beside it, and keeps its own width beside another', () => {
    const piece = (block: number, x: number, y: number, continued = false): FlowPiece => ({
      block,
      strips: [0],
      continued,
      x,
      y,
      height: 40,
    });
    const svg = aidPageSvg({
      page: { landscape: false, pieces: [piece(0, 0, 0), piece(1, 0, 50), piece(2, 210, 50), piece(3, 0, 100, true)] },
      width: 612,
      height: 792,
      margin: 36,
      layouts: [aid('Wide', 300), aid('Left', 200), aid('Right', 200), aid('Carried on', 250)],
      ids: ['alone', 'left', 'right', 'continued'],
      footer: [],
    });
    expect(ruleEnds(svg)).toEqual({ alone: 576, left: 236, right: 446, continued: 576 });
  });
});
