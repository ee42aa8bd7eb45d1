import { describe, it, expect } from 'vitest';
import { readdirSync } from 'node:fs';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { counterPieces, type FaceData } from '../../../src/parts/counters/counter-pieces.js';
import { colourDistance, contrastRatio } from '../../helpers/colour.js';

/** WCAG 2 AA for text: what a counter's words and symbol lines need against what they stand on. */
const AA = 4.5;
/** How far (ΔE) a symbol's fill stands from its counter's colour: below it, the symbol reads as a hole. */
const FILL_APART = 12;
/** The reduced back's shade behind its factors (counter-back.svg.hbs: the text colour at 16 % over the ground). */
const REDUCED_SHADE = 0.16;

const hex = (v: number) => Math.round(v).toString(16).padStart(2, '0');
/** `over` at `share` on `under`, as the page shows it. */
function blend(under: string, over: string, share: number): string {
  const c = (h: string, i: number) => parseInt(h.slice(i, i + 2), 16);
  return `#${[1, 3, 5].map((i) => hex(c(under, i) * (1 - share) + c(over, i) * share)).join('')}`;
}

/** Every face of every counter of a game, with what its colours print (from the face data the templates draw). */
function faces(id: string): FaceData[] {
  return counterPieces(loadScenario(`data/${id}`), 'en').flatMap((p) => [p.front, p.back]);
}

const games = readdirSync('data', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe('counter colours read at the table (issue 24; WCAG 2 contrast)', () => {
  it.each(games)('%s: words and symbol lines reach 4.5:1 against their ground', (id) => {
    const weak: string[] = [];
    const check = (f: FaceData, what: string, a: string, b: string) => {
      const r = contrastRatio(a, b);
      if (r < AA) weak.push(`${f.id} ${f.face} ${what}: ${a} on ${b} is ${r.toFixed(2)}:1`);
    };
    for (const f of faces(id)) {
      const c = f.colors;
      check(f, 'text', c.text, c.background);
      if (f.backKind === 'reduced') check(f, 'factors', c.text, blend(c.background, c.text, REDUCED_SHADE));
      if (!f.sidc) continue;
      check(f, 'symbol frame', c.symbolFrame, c.background);
      check(f, 'symbol icon', c.symbolLine, c.symbolFill === 'none' ? c.background : c.symbolFill);
    }
    expect(weak).toEqual([]);
  });

  it.each(games)("%s: a filled symbol stands apart from its counter's colour", (id) => {
    const faint = faces(id)
      .filter((f) => f.sidc && f.colors.symbolFill !== 'none')
      .filter((f) => colourDistance(f.colors.symbolFill, f.colors.background) < FILL_APART)
      .map((f) => `${f.id} ${f.face}: ${f.colors.symbolFill} on ${f.colors.background}`);
    expect([...new Set(faint)]).toEqual([]);
  });

  // Death of a Division's 168th Engineers (VIII Corps troops, a formation with no colour) printed hollow among
  // filled symbols; a bundled game's fronts all carry their formation's colour.
  it.each(games)('%s: every unit front fills its symbol with its formation colour', (id) => {
    const hollow = faces(id)
      .filter((f) => f.kind === 'unit' && f.sidc && f.face === 'front' && f.colors.symbolFill === 'none')
      .map((f) => f.id);
    expect(hollow).toEqual([]);
  });

  it('the measures are the standard ones', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // CIE76: pure red against pure green in L*a*b*.
    expect(colourDistance('#ff0000', '#00ff00')).toBeCloseTo(170.6, 0);
    expect(blend('#ffffff', '#000000', 0.5)).toBe('#808080');
  });
});
