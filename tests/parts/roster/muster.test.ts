import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { rosterWords } from '../../../src/parts/roster/roster-words.js';
import { rosterUnits } from '../../../src/parts/roster/roster-units.js';
import { bySideAndFormation } from '../../../src/parts/roster/by-side-and-formation.js';
import { musterOf } from '../../../src/parts/roster/muster.js';
import { baseLabels } from '../../../src/parts/roster/base-labels.js';
import { rosterCsvRows } from '../../../src/parts/roster/roster-csv.js';

const GAMES = ['data/death-of-a-division', 'data/remagen', 'tests/fixtures/roster-mini'];

describe.each(GAMES)('muster list of %s', (dir) => {
  const s = loadScenario(dir);
  const w = rosterWords(s, 'en');
  const units = rosterUnits(s, w);
  const muster = musterOf(units, s.rosters!.bases);
  const entries = s.rosters!.entries;

  it("totals what rosters.yaml lists, entry by entry (an entry covers all of its line's pieces)", () => {
    const sum = (f: (e: (typeof entries)[number]) => number) => entries.reduce((n, e) => n + f(e), 0);
    expect(muster.total.units).toBe(s.units.length);
    expect(muster.total.pieces).toBe(s.units.reduce((n, u) => n + u.count, 0));
    expect(muster.total.stands).toBe(sum((e) => e.stands));
    expect(muster.total.figures).toBe(sum((e) => e.stands * e.figuresPerStand));
    expect(muster.total.vehicles).toBe(sum((e) => e.vehicles));
    expect(muster.total.guns).toBe(sum((e) => e.guns));
  });

  it('adds up the same by nationality and type, by nationality, and by base', () => {
    for (const key of ['units', 'pieces', 'stands', 'figures', 'vehicles', 'guns'] as const) {
      expect(
        muster.lines.reduce((n, l) => n + l[key], 0),
        key,
      ).toBe(muster.total[key]);
      expect(
        muster.nationalities.reduce((n, l) => n + l[key], 0),
        key,
      ).toBe(muster.total[key]);
    }
    expect(muster.bases.reduce((n, b) => n + b.stands, 0)).toBe(muster.total.stands);
    for (const b of muster.bases)
      expect(b.stands).toBe(entries.filter((e) => e.base === b.base.id).reduce((n, e) => n + e.stands, 0));
    expect(muster.sizes.reduce((n, z) => n + z.stands, 0)).toBe(muster.total.stands);
  });

  it('lists every unit exactly once: in the roster, in the CSV, and with one label per stand', () => {
    const sides = bySideAndFormation(s, units, w);
    const listed = sides.flatMap((x) => x.formations.flatMap((f) => f.units.map((u) => u.id)));
    expect(listed.sort()).toEqual(s.units.map((u) => u.id).sort());
    const csv = rosterCsvRows(sides)
      .slice(1)
      .map((r) => r[2]);
    expect(csv.sort()).toEqual(s.units.map((u) => u.id).sort());
    const labels = baseLabels(sides, s.rosters!.bases).flatMap((g) => g.labels);
    for (const e of entries)
      expect(
        labels.filter((l) => l.unit.id === e.unit),
        e.unit,
      ).toHaveLength(e.stands);
  });
});
