import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../../src/load/load-scenario.js';
import { drawMap } from '../../../../src/parts/map/api.js';
import type { MapDrawing } from '../../../../src/parts/map/map-drawing.js';
import { formatProblem } from '../../../../src/load/problem.js';
import { SIGN_BORDER_MM, townSignProblems } from '../../../../src/parts/map/area/sign-check.js';
import { distanceToBorder, pointInPolygon } from '../../../../src/geometry/area/polygon.js';
import { rectsOverlap, type Point, type Rect } from '../../../../src/geometry/point.js';
import { mmToPt } from '../../../../src/print/units.js';

type Label = { id: string; name: Rect[]; marks: Rect[] };
const labelsOf = (d: MapDrawing) => d.facts.areaLabels as Label[];
const shapeOf = (d: MapDrawing, id: string) => d.things.find((t) => t.id === id)!.polygon!;

/** How far inside its area the nearest corner of any of the rectangles is, mm (negative outside). */
function inside(rects: readonly Rect[], poly: readonly Point[]): number {
  const corners = rects.flatMap((r): Point[] => [
    [r.x, r.y],
    [r.x + r.width, r.y],
    [r.x, r.y + r.height],
    [r.x + r.width, r.y + r.height],
  ]);
  return Math.min(...corners.map((p) => ((pointInPolygon(p, poly) ? 1 : -1) * distanceToBorder(p, poly)) / mmToPt(1)));
}

describe('town signs as drawn on an area map (issue 24)', () => {
  const doad = loadScenario('data/death-of-a-division');
  for (const paper of ['letter', 'a4'])
    it(`Death of a Division on ${paper}: every town's mark and name stand inside its area, clear of its border`, () => {
      const d = drawMap(doad, 'en', undefined, paper);
      expect(townSignProblems(doad, d).map((p) => formatProblem(p))).toEqual([]);
      // Winterspelt's and Huldange's signs: well inside, not on the border the first look found them on.
      for (const id of ['winterspelt', 'huldange']) {
        const l = labelsOf(d).find((x) => x.id === id)!;
        expect(l.marks.length, id).toBeGreaterThan(0);
        expect(inside([...l.marks, ...l.name], shapeOf(d, id)), id).toBeGreaterThan(5);
      }
    });

  it('Nordwind: every name keeps a millimetre off its border (Mouterhouse and Siersthal stood on theirs)', () => {
    const s = loadScenario('data/nordwind');
    const d = drawMap(s, 'en', undefined, 'letter');
    expect(townSignProblems(s, d).map((p) => formatProblem(p))).toEqual([]);
    for (const id of ['mouterhouse', 'siersthal', 'obermodern'])
      expect(inside(labelsOf(d).find((x) => x.id === id)!.name, shapeOf(d, id)), id).toBeGreaterThan(0.8);
  });

  it('refuses a town whose mark is drawn on its border, naming the area', () => {
    const d = drawMap(doad, 'en', undefined, 'letter');
    const poly = shapeOf(d, 'winterspelt');
    // The mark moved onto a corner of Winterspelt's outline: half of it in the next area.
    const [x, y] = poly[0]!;
    const areaLabels = labelsOf(d).map((l) =>
      l.id === 'winterspelt'
        ? { ...l, marks: l.marks.map((r) => ({ ...r, x: x - r.width / 2, y: y - r.height / 2 })) }
        : l,
    );
    const found = townSignProblems(doad, { ...d, facts: { ...d.facts, areaLabels } }).map((p) => formatProblem(p));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /map\.yaml:\d+:\d+: map\.areas\[\d+\]: area winterspelt: its marks stand on the area's border/,
    );
  });

  it(`refuses a mark or name under ${SIGN_BORDER_MM} mm from its area's border, and passes one clear of it`, () => {
    const d = drawMap(doad, 'en', undefined, 'letter');
    // Winterspelt drawn as a square 100 pt across, its mark and name at a given distance from its left side.
    const square: Point[] = [
      [0, 0],
      [100, 0],
      [100, 100],
      [0, 100],
    ];
    const things = d.things.map((t) => (t.id === 'winterspelt' ? { ...t, polygon: square } : t));
    const at = (markMm: number, nameMm: number) => {
      const areaLabels = labelsOf(d).map((l) =>
        l.id === 'winterspelt'
          ? {
              ...l,
              marks: [{ x: mmToPt(markMm), y: 50, width: 12, height: 12 }],
              name: [{ x: mmToPt(nameMm), y: 20, width: 60, height: 12 }],
            }
          : l,
      );
      return townSignProblems(doad, { ...d, things, facts: { ...d.facts, areaLabels } }).map((p) => formatProblem(p));
    };
    expect(at(1, 1)).toEqual([]);
    expect(at(SIGN_BORDER_MM / 2, 1)).toEqual([expect.stringMatching(/area winterspelt: its marks stand on the/)]);
    expect(at(1, SIGN_BORDER_MM / 2)).toEqual([expect.stringMatching(/area winterspelt: its name stands on the/)]);
    expect(at(0.1, 0.1)).toEqual([expect.stringMatching(/area winterspelt: its marks and name stand on the/)]);
  });

  it("Nordwind: no town's name is lettered over its own marks (a star sat on Soucht's S, nine areas in all)", () => {
    const s = loadScenario('data/nordwind');
    const d = drawMap(s, 'en', undefined, 'letter');
    for (const id of ['soucht', 'weiterswiller', 'rohrbach', 'philippsbourg', 'obermodern']) {
      const l = labelsOf(d).find((x) => x.id === id)!;
      expect(l.marks.length, id).toBeGreaterThan(0);
      expect(
        l.name.some((n) => l.marks.some((m) => rectsOverlap(n, m))),
        id,
      ).toBe(false);
    }
  });

  it('refuses a name printed over its own marks, naming the area', () => {
    const d = drawMap(doad, 'en', undefined, 'letter');
    const areaLabels = labelsOf(d).map((l) =>
      l.id === 'winterspelt' ? { ...l, name: [{ ...l.marks[0]!, width: l.marks[0]!.width * 3 }] } : l,
    );
    const found = townSignProblems(doad, { ...d, facts: { ...d.facts, areaLabels } }).map((p) => formatProblem(p));
    expect(found).toEqual([
      expect.stringMatching(/map\.areas\[\d+\]: area winterspelt: its name is printed over its marks; --allow-misfit/),
    ]);
  });

  // Rules 1: the areas are named for their towns; a road serves a town by entering its mark.
  it.each(['death-of-a-division', 'nordwind'])('%s: every road ends on the mark of each town it joins', (id) => {
    const s = loadScenario(`data/${id}`);
    const d = drawMap(s, 'en', undefined, 'letter');
    const labels = d.facts.areaLabels as (Label & { town?: Rect | null })[];
    const conns = d.facts.connections as { between: [string, string]; kind: string; route: Point[] }[];
    const on = (p: Point, r: Rect) => p[0] >= r.x && p[0] <= r.x + r.width && p[1] >= r.y && p[1] <= r.y + r.height;
    let checked = 0;
    for (const c of conns.filter((x) => x.kind === 'road'))
      for (const [area, end] of [
        [c.between[0], c.route[0]!],
        [c.between[1], c.route.at(-1)!],
      ] as const) {
        if (
          s.map?.kind !== 'area' ||
          !s.map.areas.find((a) => a.id === area)?.town ||
          !labels.some((l) => l.id === area)
        )
          continue;
        const mark = labels.find((l) => l.id === area)!.town;
        expect(mark, `${area}'s town mark`).toBeTruthy();
        expect(on(end, mark!), `${c.between.join('–')} at ${area}`).toBe(true);
        checked++;
      }
    expect(checked).toBeGreaterThan(20);
    expect(townSignProblems(s, d).map((p) => formatProblem(p))).toEqual([]);
  });

  it('refuses a road that ends off its town mark, naming the connection', () => {
    const d = drawMap(doad, 'en', undefined, 'letter');
    // St. Vith's mark drawn its own height below its point, where the roads meet: as the first look found it.
    const areaLabels = (d.facts.areaLabels as (Label & { town?: Rect | null })[]).map((l) =>
      l.id === 'st-vith' ? { ...l, town: { ...l.town!, y: l.town!.y + l.town!.height } } : l,
    );
    const found = townSignProblems(doad, { ...d, facts: { ...d.facts, areaLabels } }).map((p) => formatProblem(p));
    expect(found.length).toBeGreaterThan(3);
    for (const f of found)
      expect(f).toMatch(/map\.connections\[\d+\]: road .*st-vith.*: ends off the town mark of st-vith/);
  });
});
