import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { loadScenario } from '../../../../src/load/load-scenario.js';
import { drawMap } from '../../../../src/parts/map/api.js';
import type { DrawnConnection } from '../../../../src/parts/map/area/draw-connections.js';
import { distanceToBorder, pointInPolygon } from '../../../../src/geometry/area/polygon.js';
import type { Point, Rect } from '../../../../src/geometry/point.js';
import { mmToPt } from '../../../../src/print/units.js';

// Issue 24: Nordwind's entry arrows stopped in the first area they met (all five of C – Bitche's in Hottviller) and
// crossed other areas on the way, while map.layout.json kept the route meant, not the line printed. Measured here on
// the line each sheet prints (its head drawn along the route's last stretch), on every paper a kit is built on: an
// entry arrow must read as entering the area map.yaml lets that box enter, and no other.
const s = loadScenario(join(process.cwd(), 'data', 'nordwind'));
const map = s.map!;
if (map.kind !== 'area') throw new Error('Nordwind has an area map');
// The entries as the data gives them: each box and the one area it may enter that way.
const allowed = new Set(map.connections.filter((c) => c.kind === 'entry').map((c) => c.between.join('|')));
/** Running within this of a border the arrow reads as between two areas, entering neither (2 mm). */
const ON_BORDER = mmToPt(2);

describe('Nordwind: every printed entry arrow enters only the area the data lets it enter (issue 24)', () => {
  for (const paper of ['letter', 'a4', 'tabloid', 'legal'] as const)
    it(`on ${paper}: each arrow ends inside its own area and crosses no other on its way`, () => {
      const drawing = drawMap(s, 'en', undefined, paper);
      const boxes = new Set((drawing.facts.strategicBoxes as ({ id: string } & Rect)[]).map((b) => b.id));
      const areas = drawing.things.filter((t) => t.polygon?.length && !boxes.has(t.id));
      const arrows = (drawing.facts.connections as DrawnConnection[]).filter((c) => c.kind === 'entry');
      expect(arrows.map((c) => c.between.join('|')).sort()).toEqual([...allowed].sort());
      const crossing: string[] = [];
      for (const c of arrows) {
        const own = c.between.find((id) => !boxes.has(id))!;
        const tip = c.route[c.route.length - 1]!;
        const tipIn = areas.filter((a) => pointInPolygon(tip, a.polygon!)).map((a) => a.id);
        expect(tipIn, `${c.between.join('–')} ends`).toEqual([own]);
        expect(distanceToBorder(tip, areas.find((a) => a.id === own)!.polygon!)).toBeGreaterThan(mmToPt(1));
        // Every half point of the printed line, from the box to the tip.
        const crossed = new Set<string>();
        for (let i = 1; i < c.route.length; i++) {
          const [p, q] = [c.route[i - 1]!, c.route[i]!];
          const n = Math.max(1, Math.ceil(Math.hypot(q[0] - p[0], q[1] - p[1]) * 2));
          for (let k = 0; k <= n; k++) {
            const at: Point = [p[0] + ((q[0] - p[0]) * k) / n, p[1] + ((q[1] - p[1]) * k) / n];
            for (const a of areas)
              if (a.id !== own && pointInPolygon(at, a.polygon!) && distanceToBorder(at, a.polygon!) > ON_BORDER)
                crossed.add(a.id);
          }
        }
        if (crossed.size) crossing.push(`${c.between.join('–')} crosses ${[...crossed].join(', ')}`);
      }
      expect(crossing).toEqual([]);
    }, 120_000);
});
