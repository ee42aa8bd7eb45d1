import { describe, it, expect } from 'vitest';
import type { Point } from '../../../../src/geometry/point.js';
import { loadScenario } from '../../../../src/load/load-scenario.js';
import { formatProblem } from '../../../../src/load/problem.js';
import { drawMap } from '../../../../src/parts/map/part.js';
import { arrowOnRoadProblems, longestRunNear } from '../../../../src/parts/map/area/arrow-road-check.js';
import { mmToPt } from '../../../../src/print/units.js';

type Arrow = { area: string; side: string; tail: Point; tip: Point };

describe('no entry arrow is drawn along a road (issue 24)', () => {
  it('measures how long a line runs beside another, and not a crossing as a run', () => {
    const road: Point[] = [
      [0, 0],
      [0, 100],
    ];
    expect(
      longestRunNear(
        [
          [2, 10],
          [2, 40],
        ],
        road,
        3,
      ),
    ).toBeCloseTo(30, 0);
    // A crossing runs about twice the distance, give or take a step of the reading.
    const across = longestRunNear(
      [
        [-20, 50],
        [20, 50],
      ],
      road,
      3,
    );
    expect(across).toBeGreaterThanOrEqual(5);
    expect(across).toBeLessThanOrEqual(7);
    expect(
      longestRunNear(
        [
          [10, 10],
          [10, 40],
        ],
        road,
        3,
      ),
    ).toBe(0);
  });

  for (const game of ['death-of-a-division', 'nordwind'])
    for (const paper of ['letter', 'a4'] as const)
      it(`${game} on ${paper}: every entry arrow lies off the roads and supply roads`, () => {
        const s = loadScenario(`data/${game}`);
        expect(arrowOnRoadProblems(s, drawMap(s, 'en', undefined, paper)).map((p) => formatProblem(p))).toEqual([]);
      });

  it("names the area and its road when an arrow is drawn on it (Huldange's arrow back on its supply road)", () => {
    const s = loadScenario('data/death-of-a-division');
    const d = drawMap(s, 'en', undefined, 'letter');
    const arrows = d.facts.entryArrows as Arrow[];
    const road = (d.facts.supplyRoads as { area: string; route: Point[] }[]).find((r) => r.area === 'huldange')!;
    const [from, to] = [road.route[0]!, road.route[road.route.length - 1]!];
    const len = Math.hypot(to[0] - from[0], to[1] - from[1]);
    const at = (k: number): Point => [from[0] + ((to[0] - from[0]) * k) / len, from[1] + ((to[1] - from[1]) * k) / len];
    // The arrow as it was drawn before: 11 mm along the road, ending short of the town.
    const back = arrows.map((a) => (a.area === 'huldange' ? { ...a, tail: at(mmToPt(25)), tip: at(mmToPt(14)) } : a));
    const found = arrowOnRoadProblems(s, { ...d, facts: { ...d.facts, entryArrows: back } }).map((p) =>
      formatProblem(p),
    );
    expect(found).toEqual([
      expect.stringMatching(
        new RegExp(
          String.raw`map\.yaml:\d+:\d+: map\.areas\[31\]\.entryFor: area huldange: us's entry arrow: ` +
            'the drawn arrow lies along the supply road of huldange for 11 mm',
        ),
      ),
    ]);
  });
});
