import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { loadScenario } from '../../../../src/load/load-scenario.js';
import { drawMap } from '../../../../src/parts/map/api.js';
import type { MapDrawing } from '../../../../src/parts/map/map-drawing.js';
import type { DrawnConnection } from '../../../../src/parts/map/area/draw-connections.js';
import { drawnConnectionProblems } from '../../../../src/parts/map/area/drawn-check.js';
import { arrowRectClearance, arrowsClearance } from '../../../../src/parts/map/area/arrow-shape.js';
import { ENTRY_ARROW_WIDTH } from '../../../../src/parts/map/area/entry-routes.js';
import { distanceToBorder, pointInPolygon } from '../../../../src/geometry/area/polygon.js';
import { distance, type Point, type Rect } from '../../../../src/geometry/point.js';

// What the Nordwind map draws, held against map.yaml: the arrows and roads a player reads are the ones the referee
// plays. The second half proves the build's check sees each kind of misprint the issue found.
const s = loadScenario(join(process.cwd(), 'data', 'nordwind'));
const drawing = drawMap(s, 'en');
const conns = drawing.facts.connections as DrawnConnection[];
const boxes = drawing.facts.strategicBoxes as ({ id: string } & Rect)[];
const shape = (id: string) => drawing.things.find((t) => t.id === id)!.polygon!;
const opIds = drawing.things.filter((t) => !boxes.some((b) => b.id === t.id)).map((t) => t.id);
const areaAt = (p: Point) => opIds.filter((id) => pointInPolygon(p, shape(id)));
const entries = conns.filter((c) => c.kind === 'entry');
// Where an entry lands: an arrow's tip, or the middle of the mark printed inside an inland area.
const tip = (c: DrawnConnection) => c.mark?.at ?? c.route[c.route.length - 1]!;
const entry = (box: string, area: string) => entries.find((c) => c.between[0] === box && c.between[1] === area)!;

/** A copy of the drawing with one connection's drawn route (and entry mark) replaced. */
function redrawn(between: [string, string], route: Point[], mark?: DrawnConnection['mark']): MapDrawing {
  const connections = conns.map((c) =>
    c.between[0] === between[0] && c.between[1] === between[1] ? { ...c, route, ...(mark ? { mark } : {}) } : c,
  );
  return { ...drawing, facts: { ...drawing.facts, connections } };
}

describe('Nordwind: what the map draws goes where the data says', () => {
  it('every entry arrow ends inside the area the data names, 1 mm or more from its border, and in no other', () => {
    const map = s.map!;
    if (map.kind !== 'area') throw new Error('Nordwind has an area map');
    expect(entries.length).toBe(map.connections.filter((c) => c.kind === 'entry').length);
    for (const c of entries) {
      const area = c.between.find((id) => opIds.includes(id))!;
      expect(areaAt(tip(c)), c.between.join('–')).toEqual([area]);
      expect(distanceToBorder(tip(c), shape(area))).toBeGreaterThan(2.8);
    }
  });

  it('C – Bitche enters five different areas, the three inland by a "C" mark, B reaches Hottviller, D apart', () => {
    const c = entries.filter((x) => x.between[0] === 'start-c');
    expect(c.map((x) => areaAt(tip(x))[0]).sort()).toEqual(
      ['eguelshardt', 'hottviller', 'reyersviller', 'siersthal', 'sturzelbronn'].sort(),
    );
    expect(
      c
        .filter((x) => x.mark)
        .map((x) => `${x.mark!.letter} ${x.between[1]}`)
        .sort(),
    ).toEqual(['C eguelshardt', 'C reyersviller', 'C siersthal']);
    expect(areaAt(tip(entry('start-b', 'hottviller')))).toEqual(['hottviller']);
    const [d1, d2] = [entry('start-d', 'sturzelbronn'), entry('start-d', 'dambach')];
    expect(distance(d1.route[0]!, d2.route[0]!)).toBeGreaterThan(15);
    expect(distance(tip(d1), tip(d2))).toBeGreaterThan(15);
  });

  it('the Wissembourg arrow leaves its box towards the map, clear of the Lauterbourg box and its title bar', () => {
    const w = entry('wissembourg', 'dambach');
    const lauter = boxes.find((b) => b.id === 'lauterbourg')!;
    for (let k = 0; k <= 50; k++) {
      const [a, b] = [w.route[0]!, tip(w)];
      const p: Point = [a[0] + ((b[0] - a[0]) * k) / 50, a[1] + ((b[1] - a[1]) * k) / 50];
      const inside =
        p[0] > lauter.x && p[0] < lauter.x + lauter.width && p[1] > lauter.y && p[1] < lauter.y + lauter.height;
      expect(inside).toBe(false);
    }
  });

  it('every road and trail stays in its two areas (Philippsbourg–Niederbronn, Uhrwiller–Ingwiller among them)', () => {
    const drawn = conns.filter((c) => c.kind === 'road' || c.kind === 'trail' || c.kind === 'bridge');
    expect(drawn.map((c) => c.between.join('–'))).toEqual(
      expect.arrayContaining(['philippsbourg–niederbronn', 'uhrwiller–ingwiller']),
    );
    for (const c of drawn) {
      const [a, b] = c.between.map(shape) as [Point[], Point[]];
      for (let i = 1; i < c.route.length; i++)
        for (let k = 0; k <= 40; k++) {
          const [p, q] = [c.route[i - 1]!, c.route[i]!];
          const at: Point = [p[0] + ((q[0] - p[0]) * k) / 40, p[1] + ((q[1] - p[1]) * k) / 40];
          const ok =
            pointInPolygon(at, a) ||
            pointInPolygon(at, b) ||
            Math.min(distanceToBorder(at, a), distanceToBorder(at, b)) < 1;
          expect(ok, `${c.between.join('–')} at ${at.map((v) => v.toFixed(0))}`).toBe(true);
        }
    }
    expect(drawnConnectionProblems(s, drawing)).toEqual([]);
  });

  it('every strategic link keeps from under the boxes it does not join and out of the operational areas', () => {
    // issue 24: Wissembourg–Hatten ran under Lauterbourg, four more under other boxes, and Brumath–Haguenau
    // straight across the lower-right areas.
    const frame = drawing.facts.operationalFrame as Rect;
    const printed = [...boxes, ...drawing.boxes.map((b) => ({ id: b.id, ...b.rect }))];
    const links = conns.filter((c) => c.kind === 'strategic');
    expect(links.length).toBeGreaterThan(20);
    for (const c of links)
      for (let i = 1; i < c.route.length; i++)
        for (let k = 0; k <= 60; k++) {
          const [p, q] = [c.route[i - 1]!, c.route[i]!];
          const at: Point = [p[0] + ((q[0] - p[0]) * k) / 60, p[1] + ((q[1] - p[1]) * k) / 60];
          const inside = (r: Rect, m: number) =>
            at[0] > r.x + m && at[0] < r.x + r.width - m && at[1] > r.y + m && at[1] < r.y + r.height - m;
          const under = printed.filter((b) => !c.between.includes(b.id) && inside(b, -1)).map((b) => b.id);
          expect(under, `${c.between.join('–')} at ${at.map((v) => v.toFixed(0))}`).toEqual([]);
          expect(inside(frame, 0), `${c.between.join('–')} at ${at.map((v) => v.toFixed(0))}`).toBe(false);
        }
    // The two the issue named go round: Wissembourg–Hatten bends, and so does Brumath–Haguenau.
    const link = (a: string, b: string) => links.find((c) => c.between[0] === a && c.between[1] === b)!;
    expect(link('wissembourg', 'hatten').route.length).toBeGreaterThan(2);
    expect(link('brumath', 'haguenau').route.length).toBeGreaterThan(2);
    expect(drawnConnectionProblems(s, drawing)).toEqual([]);
  });

  it("every area's name lies inside its area (Grand Wintersberg, Wingen-sur-Moder, Philippsbourg among them)", () => {
    // issue 24: those three names crossed their areas' borders.
    const labels = drawing.facts.areaLabels as { id: string; name: Rect[] }[];
    expect(labels.map((l) => l.id)).toEqual(expect.arrayContaining(['wintersberg', 'wingen', 'philippsbourg']));
    for (const l of labels)
      for (const r of l.name)
        for (let k = 0; k <= 10; k++)
          for (const y of [r.y + 0.6, r.y + r.height - 0.6]) {
            const p: Point = [r.x + 0.6 + ((r.width - 1.2) * k) / 10, y];
            expect(areaAt(p), `${l.id}'s name at ${p.map((v) => v.toFixed(0))}`).toEqual([l.id]);
          }
  });
});

describe('the build refuses a map whose drawing strays from the data', () => {
  it('an arrow that stops in the area next to its own, named with map.yaml line and connection', () => {
    // issue 24: B's Hottviller arrow landed in Rimling.
    const c = entry('start-b', 'hottviller');
    const wrong = redrawn(['start-b', 'hottviller'], [c.route[0]!, innerOf('rimling')]);
    // Drawn straight from its start it may also cross other areas and marks on the way, which the check says too.
    const problems = drawnConnectionProblems(s, wrong).filter((p) => /ends in/.test(p.message));
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/^entry start-b–hottviller: the drawn arrow ends in rimling, not inside hottviller/),
    ]);
    expect(problems[0]!.file).toMatch(/nordwind[/\\]map\.yaml$/);
    expect(problems[0]!.line).toBeGreaterThan(0);
  });

  it('an entry mark printed outside its area, and a road through one', () => {
    const c = entry('start-c', 'siersthal');
    const m = c.mark!;
    const moved = { ...m, at: innerOf('enchenberg') };
    expect(drawnConnectionProblems(s, redrawn(['start-c', 'siersthal'], c.route, moved)).map((x) => x.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^entry start-c–siersthal: the entry mark is not printed well inside siersthal/),
      ]),
    );
    const road = entry('start-c', 'reyersviller').mark!;
    const [a, b] = [innerOf('siersthal'), innerOf('reyersviller')];
    const through = redrawn(['siersthal', 'reyersviller'], [a, road.at, b]);
    expect(drawnConnectionProblems(s, through).map((x) => x.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^trail siersthal–reyersviller: drawn through the entry mark of start-c in reyersviller/),
      ]),
    );
  });

  it('two arrows that cross (issue 24: Phalsbourg across Saverne Gap into La Petite-Pierre)', () => {
    const p = entry('phalsbourg', 'la-petite-pierre');
    const g = entry('saverne-gap', 'la-petite-pierre');
    // Phalsbourg's arrow sent to Saverne Gap's tip, and Saverne Gap's to Phalsbourg's: the two lines cross.
    const swapped = redrawn(['phalsbourg', 'la-petite-pierre'], [p.route[0]!, g.route[g.route.length - 1]!]);
    const both = {
      ...swapped,
      facts: {
        ...swapped.facts,
        connections: (swapped.facts.connections as DrawnConnection[]).map((c) =>
          c.between[0] === 'saverne-gap' && c.between[1] === 'la-petite-pierre'
            ? { ...c, route: [g.route[0]!, p.route[p.route.length - 1]!] }
            : c,
        ),
      },
    };
    expect(drawnConnectionProblems(s, both).map((x) => x.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/la-petite-pierre: the drawn arrow crosses entry .*la-petite-pierre's/),
      ]),
    );
    expect(drawnConnectionProblems(s, drawing)).toEqual([]);
  });

  it('a road drawn straight through a third area', () => {
    const [p, n] = [
      drawing.things.find((t) => t.id === 'philippsbourg')!,
      drawing.things.find((t) => t.id === 'niederbronn')!,
    ];
    const straight: Point[] = [p.centre, innerOf('wintersberg'), n.centre];
    const problems = drawnConnectionProblems(s, redrawn(['philippsbourg', 'niederbronn'], straight));
    expect(problems.map((x) => x.message)).toEqual([
      expect.stringMatching(
        /^road philippsbourg–niederbronn: the drawn road leaves the two areas it joins \(it crosses wintersberg\)/,
      ),
    ]);
  });

  it('a name printed on a road, and a road through the marks of a town it does not join', () => {
    // issue 24: Hallschlag–Ormont's name sat on its road, and a road ran through Holzheim–Herresbach.
    expect(drawnConnectionProblems(s, drawing)).toEqual([]);
    const labels = drawing.facts.areaLabels as { id: string; name: Rect[]; marks: Rect[] }[];
    const mid = (r: Rect): Point => [r.x + r.width / 2, r.y + r.height / 2];
    const [p, n] = [
      drawing.things.find((t) => t.id === 'philippsbourg')!,
      drawing.things.find((t) => t.id === 'niederbronn')!,
    ];
    const name = labels.find((l) => l.id === 'philippsbourg')!.name[0]!;
    const onName = redrawn(['philippsbourg', 'niederbronn'], [p.centre, mid(name), n.centre]);
    expect(drawnConnectionProblems(s, onName).map((x) => x.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^road philippsbourg–niederbronn: the name of philippsbourg is printed on it/),
      ]),
    );
    const mark = labels.find((l) => l.id === 'wintersberg')!.marks[0]!;
    const throughMark = redrawn(['philippsbourg', 'niederbronn'], [p.centre, mid(mark), n.centre]);
    expect(drawnConnectionProblems(s, throughMark).map((x) => x.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/drawn through the marks of wintersberg, which it does not join/)]),
    );
  });

  it('two arrows drawn one over the other, and an arrow across another box', () => {
    const d = entry('start-d', 'sturzelbronn');
    const over = redrawn(['start-d', 'dambach'], [d.route[0]!, innerOf('dambach')]);
    // Sturzelbronn's arrow and Dambach's now leave from one point.
    expect(drawnConnectionProblems(s, over).map((x) => x.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/crosses entry start-d–sturzelbronn's/)]),
    );
    const lauter = boxes.find((b) => b.id === 'lauterbourg')!;
    const across = redrawn(
      ['wissembourg', 'dambach'],
      [[lauter.x + lauter.width - 5, lauter.y - 2], [lauter.x - 40, lauter.y + 30], innerOf('dambach')],
    );
    expect(drawnConnectionProblems(s, across).map((x) => x.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /wissembourg–dambach: the drawn arrow runs on or within 1\.5 mm of the box of lauterbourg/,
        ),
      ]),
    );
  });

  it("an arrow measured as printed: its shaft's edge on a box, and two arrows side by side (issue 24)", () => {
    // D's arrow into Dambach moved to run down the edge zone 3 pt off Wissembourg's box: its middle keeps off the
    // box, its 1.4 mm shaft is printed on the box's frame.
    const wiss = boxes.find((b) => b.id === 'wissembourg')!;
    const d = entry('start-d', 'dambach');
    const x = wiss.x - 3;
    const hugging = redrawn(
      ['start-d', 'dambach'],
      [d.route[0]!, [x, d.route[0]![1]], [x, wiss.y + wiss.height + 40], tip(d)],
    );
    expect(drawnConnectionProblems(s, hugging).map((m) => m.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/start-d–dambach: the drawn arrow runs on or within 1\.5 mm of the box of .*wissembourg/),
      ]),
    );
    // Wissembourg's arrow drawn as a copy of D's last leg into Dambach, 6 pt aside square to its head: its middle
    // line neither crosses D's nor runs within 2 mm of it (what the check measured before), but the shafts have
    // 0.7 mm of paper between them.
    const [a, b] = d.route.slice(-2);
    const len = distance(a!, b!);
    const [nx, ny] = [(-(b![1] - a![1]) / len) * 6, ((b![0] - a![0]) / len) * 6];
    const beside = d.route.filter((p) => p[1] > wiss.y + wiss.height).map((p): Point => [p[0] + nx, p[1] + ny]);
    const near = redrawn(['wissembourg', 'dambach'], beside);
    expect(drawnConnectionProblems(s, near).map((m) => m.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /wissembourg–dambach: the drawn arrow comes within 0\.[0-9] mm of entry start-d–dambach's/,
        ),
      ]),
    );
  });

  it("D's and Wissembourg's arrows into Dambach: 2.5 mm or more apart as printed, 1.5 mm or more off every box", () => {
    const [d, w] = [entry('start-d', 'dambach'), entry('wissembourg', 'dambach')];
    const mm = 72 / 25.4;
    expect(arrowsClearance(d.route, w.route, ENTRY_ARROW_WIDTH) / mm).toBeGreaterThanOrEqual(2.5);
    const printed = [...boxes, ...drawing.boxes.map((b) => ({ id: b.id, ...b.rect }))];
    for (const c of entries.filter((e) => !e.mark))
      for (const b of printed.filter((r) => !c.between.includes(r.id)))
        expect(
          arrowRectClearance(c.route, ENTRY_ARROW_WIDTH, b) / mm,
          `${c.between.join('–')} / ${b.id}`,
        ).toBeGreaterThanOrEqual(1.5);
    // Both come in between Wissembourg's box and Lauterbourg's, not beside Lauterbourg's title bar.
    const lauter = boxes.find((b) => b.id === 'lauterbourg')!;
    const gate = (c: DrawnConnection) => c.route.find((p) => p[0] < lauter.x - 14.17)!;
    expect(gate(w)[1]).toBeLessThan(lauter.y);
    expect(gate(d)[1]).toBeLessThan(gate(w)[1]);
  });

  it('a strategic link drawn under a box it does not join, and one across the operational areas', () => {
    const centre = (id: string): Point => {
      const b = boxes.find((x) => x.id === id)!;
      return [b.x + b.width / 2, b.y + b.height / 2];
    };
    const under = redrawn(['wissembourg', 'hatten'], [centre('wissembourg'), centre('hatten')]);
    expect(drawnConnectionProblems(s, under).map((x) => x.message)).toEqual([
      expect.stringMatching(/^strategic wissembourg–hatten: the drawn link runs under the box of lauterbourg;/),
    ]);
    const across = redrawn(['brumath', 'haguenau'], [centre('brumath'), centre('haguenau')]);
    expect(drawnConnectionProblems(s, across).map((x) => x.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^strategic brumath–haguenau: the drawn link crosses the area /)]),
    );
  });

  it("an area's name printed across its border", () => {
    const labels = drawing.facts.areaLabels as { id: string; name: Rect[] }[];
    const poly = shape('philippsbourg');
    // The name moved right until it straddles the border.
    const moved = labels.map((l) => {
      if (l.id !== 'philippsbourg') return l;
      const r = l.name[0]!;
      let dx = 0;
      while (pointInPolygon([r.x + r.width / 2 + dx, r.y + r.height / 2], poly)) dx += 2;
      return { ...l, name: [{ ...r, x: r.x + dx - r.width / 2 }] };
    });
    const problems = drawnConnectionProblems(s, { ...drawing, facts: { ...drawing.facts, areaLabels: moved } });
    expect(problems.map((p) => p.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^area philippsbourg: its printed name crosses the area's border/),
      ]),
    );
  });
});

/** A point inside an area: its town's place. */
function innerOf(id: string): Point {
  return drawing.things.find((t) => t.id === id)!.centre;
}

describe('Death of a Division: names keep off the roads as drawn, a road half-width and more', () => {
  it('Heckhuscheid–Grosslangenfeld is not printed over its road, and the check sees a name a road runs along', () => {
    // issue 24: "Grosslangenfeld" sat on the Habscheid road, the road's middle just under the name's box.
    const doad = loadScenario(join(process.cwd(), 'data', 'death-of-a-division'));
    const d = drawMap(doad, 'en');
    expect(drawnConnectionProblems(doad, d)).toEqual([]);
    const labels = d.facts.areaLabels as { id: string; name: Rect[] }[];
    const r = labels.find((l) => l.id === 'heckhuscheid')!.name.at(-1)!;
    // A road drawn along the name's foot, 1 pt under its box: printed over the name's descenders.
    const [hx, hy] = d.things.find((t) => t.id === 'heckhuscheid')!.centre;
    const along: Point[] = [
      [hx, hy],
      [r.x - 20, r.y + r.height + 1],
      [r.x + r.width + 20, r.y + r.height + 1],
    ];
    const roads = (d.facts.connections as DrawnConnection[]).map((c) =>
      c.between[0] === 'habscheid' && c.between[1] === 'heckhuscheid' ? { ...c, route: along } : c,
    );
    const problems = drawnConnectionProblems(doad, { ...d, facts: { ...d.facts, connections: roads } });
    expect(problems.map((p) => p.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^road habscheid–heckhuscheid: the name of heckhuscheid is printed on it/),
      ]),
    );
  });
});
