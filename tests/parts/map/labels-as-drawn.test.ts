import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { drawMap, printPages } from '../../../src/parts/map/part.js';
import { drawnConnectionProblems } from '../../../src/parts/map/area/drawn-check.js';
import { signSeamProblems } from '../../../src/parts/map/tiles/sign-seam-check.js';
import { glyphMeasure } from '../../../src/print/text-measure.js';
import { wrapText } from '../../../src/print/wrap-text.js';
import type { Rect } from '../../../src/geometry/point.js';

// Issue 24 (print grade): map.layout.json's areaLabels (and the checks that read them: names clear of roads, signs
// and seams) held each area name where it was first set, before the names a trim line ran through moved aside. Every
// name box recorded is the box of a name as drawn, every area name drawn is recorded, no cut the sheets are printed
// at runs through a name, and the drawn-connection check (no name on a road, inside its border) passes as recorded.
const ROOT = join(import.meta.dirname, '../../../data');
const same = (a: Rect, b: Rect) =>
  Math.abs(a.x - b.x) < 0.01 && Math.abs(a.y - b.y) < 0.01 && Math.abs(a.width - b.width) < 0.01;
const measure = glyphMeasure();
const wrap = (t: string, width: number, size: number) => wrapText(t, width, size, measure);

describe('area labels are recorded where they are drawn, clear of the cuts', () => {
  // Each paper moves names off its cuts: Death of a Division's Andler on letter had no room beside its town left of
  // the B6/B7 cut and goes round its town's marks; Nordwind's Dambach-Neunhoffen and Pfaffenhoffen on letter.
  for (const game of ['nordwind', 'death-of-a-division'])
    for (const paper of ['letter', 'a4', 'tabloid'] as const)
      it(`${game} on ${paper}`, () => {
        const s = loadScenario(join(ROOT, game));
        const d = drawMap(s, 'en', undefined, paper);
        const labels = d.facts.areaLabels as { id: string; name: Rect[] }[];
        const names = d.items.flatMap((it) =>
          it.kind === 'text' && it.face === 'condensedBold' && it.halo && !it.place ? [it.box] : [],
        );
        const unmatched = labels.flatMap((l) => l.name.filter((b) => !names.some((n) => same(n, b))).map(() => l.id));
        expect(unmatched).toEqual([]);
        expect(labels.filter((l) => l.name.length).length).toBeGreaterThan(20);
        const { plan } = printPages(s, d, { paper, lang: 'en', tile: 'auto', wrap });
        expect(plan).toBeDefined();
        expect(signSeamProblems(s, d, plan!).map((p) => p.message)).toEqual([]);
        expect(drawnConnectionProblems(s, d).map((p) => p.message)).toEqual([]);
        // Every name here found room clear of the trails too: none is recorded over one.
        expect(labels.filter((l) => (l as { overTrail?: boolean }).overTrail).map((l) => l.id)).toEqual([]);
      }, 300_000);

  // Nordwind on legal: the A2/A3 cut runs at x 1075 pt, through Reipertswiller's name, and no place within 10 mm of
  // its town is clear of the cut, its roads and the other names, even allowing its trails. Rather than over a trail
  // the name goes right of the cut, 10.5 mm from its town, over no line: the build is clean and nothing is recorded
  // as lying over a trail.
  it('nordwind on legal: Reipertswiller right of the A2/A3 cut, over no line, the build clean', () => {
    const s = loadScenario(join(ROOT, 'nordwind'));
    const d = drawMap(s, 'en', undefined, 'legal');
    const labels = d.facts.areaLabels as { id: string; name: Rect[]; overTrail?: boolean }[];
    expect(labels.filter((l) => l.overTrail).map((l) => l.id)).toEqual([]);
    const name = labels.find((l) => l.id === 'reipertswiller')!.name;
    expect(name.map((b) => [Math.round(b.x), Math.round(b.y)])).toEqual([[1079, 879]]);
    const { plan } = printPages(s, d, { paper: 'legal', lang: 'en', tile: 'auto', wrap });
    expect(signSeamProblems(s, d, plan!).map((p) => p.message)).toEqual([]);
    expect(drawnConnectionProblems(s, d).map((p) => p.message)).toEqual([]);
  }, 300_000);
});
