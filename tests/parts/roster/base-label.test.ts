import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { InputError } from '../../../src/util/input-error.js';
import { mmToPt } from '../../../src/print/units.js';
import { rosterWords } from '../../../src/parts/roster/roster-words.js';
import { rosterUnits, type RosterUnit } from '../../../src/parts/roster/roster-units.js';
import { layoutBaseLabel, baseLabelSvg } from '../../../src/parts/roster/base-label-svg.js';
import { glyphMeasure as leanTextMeasure } from '../../../src/print/text-measure.js';

const s = loadScenario('tests/fixtures/roster-mini');
const units = rosterUnits(s, rosterWords(s, 'en'));
const m = leanTextMeasure();
const label = (u: RosterUnit, widthMm: number, depthMm: number) => ({ unit: u, index: 1, of: 2, widthMm, depthMm });

describe('base labels', () => {
  it("are exactly the size of the base, in the unit's colours, with designation and stand number", () => {
    const u = units.find((x) => x.id === 'n-inf')!;
    const l = label(u, 40, 20);
    const lay = layoutBaseLabel(l, m);
    expect(lay.width).toBeCloseTo(mmToPt(40), 6);
    expect(lay.height).toBeCloseTo(mmToPt(20), 6);
    expect(lay.band?.color).toBe('#203060');
    const svg = baseLabelSvg(l, lay, 0, 0);
    expect(svg).toContain('>1R<');
    expect(svg).toContain('>1/2<');
    expect(svg).toContain(`fill="${u.colors.background}"`);
    expect(svg).not.toContain('<b>');
  });

  it('refuse a base too small to read, naming the base and the unit', () => {
    const u = units.find((x) => x.id === 'n-inf')!;
    expect(() => layoutBaseLabel(label(u, 4, 20), m)).toThrow(InputError);
    expect(() => layoutBaseLabel(label(u, 40, 4), m)).toThrow(
      /base "inf" \(40 × 4 mm\) is too small for the label of unit "n-inf"/,
    );
  });

  it('print a long name with no designation whole, wrapped smaller, rather than cut or refuse it', () => {
    const u = units.find((x) => x.id === 's-scouts')!;
    const name = 'South scouts of the very long and grand reconnaissance squadron';
    const long = { ...u, name, designation: name };
    const lay = layoutBaseLabel(label(long, 20, 15), m);
    expect(lay.main.lines.join(' ')).toBe(name);
    expect(lay.main.lines.join('')).not.toContain('…');
    for (const line of lay.main.lines) expect(m.width(line, lay.main.size, 'bold')).toBeLessThanOrEqual(lay.width);
    expect(lay.main.top + lay.main.lines.length * lay.main.size * 1.1).toBeLessThanOrEqual(lay.height);
  });

  it('leave out a formation too long for the bottom line instead of cutting it', () => {
    const u = units.find((x) => x.id === 'n-inf')!;
    const long = { ...u, formationName: 'Combat Command B, 9th Armored Division, attached to the 28th Division' };
    const lay = layoutBaseLabel(label(long, 20, 15), m);
    expect(lay.bottom.left).toEqual([]);
    const short = layoutBaseLabel(label(u, 40, 20), m);
    expect(short.bottom.left).toEqual([u.formationName]);
  });

  // Issue 24: set as large as fits, "1/310", "62 PzJg" and "FBB Art" ran to the cut line; and the formation along
  // the bottom printed at 5 pt, which reads as 3–4 pt on a stand lifted off the table.
  it('keep the designation 2 mm off each side cut, and the bottom line at 6 pt or more', () => {
    const u = units.find((x) => x.id === 'n-inf')!;
    for (const designation of ['1/310', '62 PzJg', 'FBB Art'])
      for (const [w, d] of [
        [24, 24],
        [32, 48],
        [40, 40],
      ] as const) {
        const lay = layoutBaseLabel(label({ ...u, designation, formationName: 'Führer Begleit Brigade' }, w, d), m);
        expect(lay.main.lines).toEqual([designation]);
        expect(m.width(designation, lay.main.size, 'bold'), `${designation} on ${w} mm`).toBeLessThanOrEqual(
          lay.width - 2 * mmToPt(2) + 0.01,
        );
        expect(lay.bottom.size).toBeGreaterThanOrEqual(6);
        if (lay.bottom.left.length) expect(lay.bottom.leftSize).toBeGreaterThanOrEqual(6);
      }
  });
});
