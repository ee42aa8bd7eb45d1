import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { DATA_ROOT, bundledGameIds } from '../../../src/load/bundled.js';
import { join } from 'node:path';
import { counterFaces } from '../../../src/parts/counters/api.js';
import { counterPieces } from '../../../src/parts/counters/counter-pieces.js';

// Issue 24: Remagen's and Death of a Division's unit counters printed plain colour on the back, so a counter
// turned over (or a duplex sheet cut wrong side up) could not be told from any other of its side. A duplex
// counter's back carries the unit's other state (a reduced side) or, for a single-step unit, its identity:
// designation, formation colour and symbol, as Nordwind's do (rules C). Each bundled game's units are
// single-step (Remagen: hits are marked with counters; Death of a Division rules 2: a hit is marked on the
// unit; Veritable 6.5.2: a unit is eliminated, never reduced), so their backs repeat the front.
describe('every bundled unit counter back carries the unit (issue 24, duplex counters)', () => {
  it.each(bundledGameIds())('%s: no unit back is a plain colour; each shows designation and symbol', (id) => {
    const s = loadScenario(join(DATA_ROOT, id));
    const pieces = counterPieces(s, 'en').filter((p) => p.kind === 'unit');
    const plain = pieces.filter((p) => p.back.backKind === 'plain' || !p.back.sidc).map((p) => p.id);
    expect(plain).toEqual([]);
    for (const p of pieces) {
      expect(p.back.designation, p.id).toBe(p.front.designation);
      expect(p.back.colors.band, p.id).toBe(p.front.colors.band);
      expect(p.back.colors.symbolFill, p.id).toBe(p.front.colors.symbolFill);
    }
    // What the sheet prints: the back's SVG draws the symbol and the designation, not just its ground.
    for (const f of counterFaces(s, 'en').filter((c) => c.kind === 'unit')) {
      const piece = pieces.find((p) => p.id === f.id)!;
      expect(f.back, f.id).toContain('<svg');
      if (piece.front.designation) expect(f.back, f.id).toContain(`>${escapeXml(piece.front.designation)}<`);
    }
  });
});

function escapeXml(t: string): string {
  return t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
