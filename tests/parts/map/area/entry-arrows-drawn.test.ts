import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { loadScenario } from '../../../../src/load/load-scenario.js';
import { drawMap } from '../../../../src/parts/map/api.js';
import type { DrawnConnection } from '../../../../src/parts/map/area/draw-connections.js';
import { meetsFrame, routesCross } from '../../../../src/parts/map/area/entry-routes.js';
import { distanceToBorder, pointInPolygon } from '../../../../src/geometry/area/polygon.js';
import type { Point, Rect } from '../../../../src/geometry/point.js';
import { mmToPt } from '../../../../src/print/units.js';

// Issue 24: Nordwind's entry arrows stopped in the first area they met (all five of C – Bitche's in Hottviller) and
// crossed other areas on the way, while map.layout.json kept the route meant, not the line printed. Measured here on
// the line each sheet prints (its head drawn along the route's last stretch), on every paper a kit is built on: an
// entry arrow must read as entering the area map.yaml lets that box enter, and no other. An area that meets no side
// of the frame is entered by a lettered mark printed inside it, as the legend says, not by an arrow across others.
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
      const entries = (drawing.facts.connections as DrawnConnection[]).filter((c) => c.kind === 'entry');
      expect(entries.map((c) => c.between.join('|')).sort()).toEqual([...allowed].sort());
      const arrows = entries.filter((c) => !c.mark);
      const crossing: string[] = [];
      const alongOthers = new Map<string, number>();
      // The areas that meet no side of the frame: an arrow can reach them only past others.
      const frame = drawing.facts.operationalFrame as Rect;
      const inland = new Set(areas.filter((a) => !meetsFrame(a.polygon!, frame)).map((a) => a.id));
      expect([...inland]).toContain('siersthal');
      // Issue 24: C – Bitche's ways into Siersthal, Reyersviller and Eguelshardt ran 196, 170 and 48 pt along other
      // areas' borders. Each inland area the data lets a box enter holds that box's mark, "C", wholly inside it.
      const marked = entries.filter((c) => c.mark).map((c) => c.between.join('–'));
      expect(marked.sort()).toEqual(['start-c–eguelshardt', 'start-c–reyersviller', 'start-c–siersthal']);
      for (const c of entries.filter((x) => x.mark)) {
        const m = c.mark!;
        expect(inland.has(m.area), m.area).toBe(true);
        expect(m.letter).toBe('C');
        const own = areas.find((a) => a.id === m.area)!.polygon!;
        expect(pointInPolygon(m.at, own)).toBe(true);
        expect(distanceToBorder(m.at, own)).toBeGreaterThan(m.radius + mmToPt(1));
      }
      const words = drawing.items.flatMap((it) => (it.kind === 'text' ? [it.text] : []));
      expect(words).toContain('Entry arrow, or disc: from its box');
      // No arrow goes to an inland area, and no two arrows cross (issue 24: Phalsbourg's crossed Saverne Gap's, D's
      // crossed Wissembourg's, C's crossed B's).
      for (const c of arrows) expect(inland.has(c.between[1]), c.between.join('–')).toBe(false);
      const crossings: string[] = [];
      for (let i = 0; i < arrows.length; i++)
        for (let j = i + 1; j < arrows.length; j++)
          if (routesCross(arrows[i]!.route, arrows[j]!.route))
            crossings.push(`${arrows[i]!.between.join('–')} × ${arrows[j]!.between.join('–')}`);
      expect(crossings).toEqual([]);
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
        // As printed, with no allowance: the stretch of the line inside another area at all. An arrow whose area
        // meets the frame comes in across its own stretch of it and has none; one along a border covers the border
        // with its 1.4 mm shaft and reads as crossing both areas (look2, issue 24).
        const inside = new Map<string, number>();
        for (let i = 1; i < c.route.length; i++) {
          const [p, q] = [c.route[i - 1]!, c.route[i]!];
          const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
          const n = Math.max(1, Math.ceil(len * 2));
          for (let k = 0; k < n; k++) {
            const at: Point = [p[0] + ((q[0] - p[0]) * (k + 0.5)) / n, p[1] + ((q[1] - p[1]) * (k + 0.5)) / n];
            for (const a of areas)
              if (a.id !== own && pointInPolygon(at, a.polygon!)) inside.set(a.id, (inside.get(a.id) ?? 0) + len / n);
          }
        }
        const along = [...inside.values()].reduce((x, y) => x + y, 0);
        if (along > 1) alongOthers.set(c.between.join('–'), along);
        expect(along, `${c.between.join('–')} runs inside ${[...inside.keys()]}`).toBeLessThan(1);
      }
      expect(crossing).toEqual([]);
      expect([...alongOthers.keys()]).toEqual([]);
    }, 120_000);
});
