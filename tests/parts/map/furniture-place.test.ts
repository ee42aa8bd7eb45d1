import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { writeNewGame } from '../../../src/load/scaffold.js';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { drawMap } from '../../../src/parts/map/part.js';
import { mmToPt, ptToMm } from '../../../src/print/units.js';
import { misfitProblems } from '../../../src/parts/map/fit-check.js';
import { drawnConnectionProblems } from '../../../src/parts/map/area/drawn-check.js';
import { cpSync } from 'node:fs';
import { pointInPolygon } from '../../../src/geometry/area/polygon.js';
import type { Rect } from '../../../src/geometry/point.js';
import type { DrawnConnection } from '../../../src/parts/map/area/draw-connections.js';
import { runCli } from '../../helpers/run-cli.js';

// issue 23: "a 10 × 7.5 in map came out 254 × 387 mm portrait on three letter tiles, because the title, legend
// and tracks always go below or beside the map". map.yaml's `furniture` says where they go.
const root = mkdtempSync(join(tmpdir(), 'sandtable-furniture-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
/** The scaffold's hex (or area) game with its map.yaml edited. */
function game(kind: 'hex' | 'area', edit: (map: string) => string): string {
  const dir = join(root, `g${++n}`);
  writeNewGame(dir, { map: kind });
  const file = join(dir, 'map.yaml');
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  return dir;
}
const tenBySeven = (m: string) => m.replace(/printedSize: \{[^}]*\}/, 'printedSize: { width: 10in, height: 7.5in }');
const withFurniture = (place: string) => (m: string) =>
  tenBySeven(m).replace('  printedSize:', `  furniture: ${place}\n  printedSize:`);
const sheetMm = (dir: string) => {
  const d = drawMap(loadScenario(dir), 'en');
  return [Math.round(ptToMm(d.width)), Math.round(ptToMm(d.height))];
};
/** The scaffold's boxes placed on the map, so that `none` leaves nothing unprinted. */
const placedBoxes = (m: string) =>
  m
    .replace('kind: turn-track }', 'kind: turn-track, position: [150, 5], size: [90, 30] }')
    .replace('kind: reserve, for: blue }', 'kind: reserve, for: blue, position: [200, 150], size: [50, 30] }');

describe('map furniture placement', () => {
  it('without a word, a 10 × 7.5 in hex map grows a band below it (the sheet the issue met)', () => {
    const [w, h] = sheetMm(game('hex', tenBySeven));
    expect(w).toBe(254);
    expect(h).toBeGreaterThan(300);
  });

  it('inside: the sheet is the printed size, on one letter sheet', async () => {
    const dir = game('hex', withFurniture('inside'));
    const [w, h] = sheetMm(dir);
    expect(w).toBe(254);
    expect(Math.abs(h - 190.5)).toBeLessThan(1);
    const r = await runCli('build', dir, '--only', 'map', '--format', 'pdf', '--out', join(dir, 'kit'));
    expect(r.code, r.err).toBe(0);
    expect(r.err).toMatch(/254 × 190 mm on one letter sheet/);
    expect(r.out).toMatch(/\b1 page\s+\S*map\.pdf/);
  });

  it('none: the map alone, its boxes where the data places them, on one letter sheet', async () => {
    const dir = game('hex', (m) => placedBoxes(withFurniture('none')(m)));
    const [w, h] = sheetMm(dir);
    // The sheet is the printed size, the map's edge marks and labels within it.
    expect(w).toBe(254);
    expect(Math.abs(h - 190.5)).toBeLessThan(1);
    const r = await runCli('build', dir, '--only', 'map', '--format', 'svg', '--out', join(dir, 'kit'));
    expect(r.code, r.err).toBe(0);
    const svg = readFileSync(join(dir, 'kit', 'map.svg'), 'utf8');
    expect(svg).not.toMatch(/>Legend</);
    expect(svg).toMatch(/>Turn record</);
  });

  it('below and beside put the band where they say', () => {
    const [bw, bh] = sheetMm(game('hex', withFurniture('below')));
    const [sw, sh] = sheetMm(game('hex', withFurniture('beside')));
    expect(bw).toBe(254);
    expect(bh).toBeGreaterThan(254);
    expect(sw).toBeGreaterThan(300);
    expect(sh).toBeLessThan(bh);
  });

  it('none with a box that has no position is refused at its line, naming the box; nothing is written', async () => {
    const dir = game('hex', withFurniture('none'));
    const text = readFileSync(join(dir, 'map.yaml'), 'utf8');
    const line = text.split('\n').findIndex((l) => l.includes('id: turn-record')) + 1;
    const r = await runCli('validate', dir);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(new RegExp(`map\\.yaml:${line}:\\d+: map\\.boxes\\[0\\]: box "turn-record" has no position`));
    const b = await runCli('build', dir, '--only', 'map', '--out', join(dir, 'kit'));
    expect(b.code).toBe(1);
    expect(b.err).not.toMatch(/\n\s+at /);
  });

  it('inside on a map too small for the band and the pieces is refused at the furniture line', async () => {
    const dir = game('hex', (m) =>
      m
        .replace(/printedSize: \{[^}]*\}/, 'printedSize: { width: 4.5in, height: 3.5in }')
        .replace('  printedSize:', '  furniture: inside\n  printedSize:'),
    );
    const line = readFileSync(join(dir, 'map.yaml'), 'utf8').split('\n').indexOf('  furniture: inside') + 1;
    const r = await runCli('validate', dir);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(new RegExp(`map\\.yaml:${line}:\\d+: map\\.furniture: furniture: inside leaves cells of`));
  });

  it('an unknown placement is refused naming the field', async () => {
    const bad = await runCli('validate', game('hex', withFurniture('around')));
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(
      /map\.yaml:\d+:\d+: map\.furniture: the text "around" is not allowed; use one of: below, beside, inside, none/,
    );
  });

  it('an area map takes beside and none too', () => {
    // The area layout may resize an area map to hold its stacks; where the band goes is read from the drawing.
    const drawn = (edit: (m: string) => string) => drawMap(loadScenario(game('area', edit)), 'en');
    const legendX = (d: ReturnType<typeof drawMap>) => {
      const it = d.items.find((x) => x.kind === 'text' && x.text === 'Legend');
      return it?.kind === 'text' ? it.x : undefined;
    };
    const mapRight = (d: ReturnType<typeof drawMap>) =>
      Math.max(...d.things.flatMap((t) => (t.polygon ?? []).map(([x]) => x)));
    const mapBottom = (d: ReturnType<typeof drawMap>) =>
      Math.max(...d.things.flatMap((t) => (t.polygon ?? []).map(([, y]) => y)));
    const below = drawn((m) => m);
    const legendBelow = below.items.find((it) => it.kind === 'text' && it.text === 'Legend');
    expect(legendBelow && legendBelow.kind === 'text' && legendBelow.y).toBeGreaterThan(mapBottom(below));
    const beside = drawn((m) => m.replace('  printedSize:', '  furniture: beside\n  printedSize:'));
    expect(legendX(beside)).toBeGreaterThan(mapRight(beside));
    const none = drawn((m) =>
      m
        .replace('  printedSize:', '  furniture: none\n  printedSize:')
        .replace('kind: turn-track }', 'kind: turn-track, position: [10, 10], size: [90, 30] }'),
    );
    expect(legendX(none)).toBeUndefined();
    expect(none.items.some((it) => it.kind === 'text' && it.text === 'Turn record')).toBe(true);
  });

  describe('inside on an area map', () => {
    /** The designer's area fixture (tests/fixtures/map-area) with furniture: inside, at a printed size. */
    const fixture = (size: string) => {
      const dir = join(root, `area-inside-${++n}`);
      cpSync('tests/fixtures/map-area', dir, { recursive: true });
      const file = join(dir, 'map.yaml');
      const text = readFileSync(file, 'utf8')
        .replace(/printedSize: \{[^}]*\}/, `printedSize: ${size}`)
        .replace('  printedSize:', '  furniture: inside\n  printedSize:');
      writeFileSync(file, text);
      return dir;
    };
    const meets = (a: Rect, b: Rect) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    const inRect = (p: readonly number[], r: Rect) =>
      p[0] >= r.x && p[0] <= r.x + r.width && p[1] >= r.y && p[1] <= r.y + r.height;

    /** Every block on the sheet, over no area, word, road or other block. */
    const expectClear = (d: ReturnType<typeof drawMap>) => {
      const furniture = d.facts.furniture as { id: string; rect: Rect }[];
      for (const { id, rect } of furniture) {
        expect(rect.x >= 0 && rect.y >= 0, id).toBe(true);
        expect(rect.x + rect.width <= d.width && rect.y + rect.height <= d.height, id).toBe(true);
        // No area under it: no corner of an area's shape lies on the block, and a grid of points over the block,
        // every 5 pt, lies in no area's shape.
        for (const t of d.things) {
          if (!t.polygon) continue;
          expect(
            t.polygon.some((p) => inRect(p, rect)),
            `${t.id} under ${id}`,
          ).toBe(false);
          let over = false;
          for (let x = rect.x; x <= rect.x + rect.width; x += 5)
            for (let y = rect.y; y <= rect.y + rect.height; y += 5) over ||= pointInPolygon([x, y], t.polygon);
          expect(over, `${id} over ${t.id}`).toBe(false);
        }
        // No road, trail or arrow through it: 51 points along each piece of its drawn line (a road drawn as a curve
        // is hundreds of pieces: the points are gathered and asserted once, an expect each would take minutes).
        const through = new Set<string>();
        for (const c of d.facts.connections as DrawnConnection[])
          for (let i = 1; i < c.route.length; i++)
            for (let k = 0; k <= 50; k++) {
              const [p, q] = [c.route[i - 1]!, c.route[i]!];
              const at = [p[0] + ((q[0] - p[0]) * k) / 50, p[1] + ((q[1] - p[1]) * k) / 50];
              if (inRect(at, rect)) through.add(`${c.kind} ${c.between.join('-')} through ${id}`);
            }
        expect([...through]).toEqual([]);
        // No word of the map's own on it: every text either belongs to a block (inside it) or keeps off it.
        for (const it of d.items)
          if (it.kind === 'text' && !furniture.some((f) => inRect([it.box.x, it.box.y], f.rect)))
            expect(meets(it.box, rect), `"${it.text}" under ${id}`).toBe(false);
      }
      // The blocks keep off one another.
      for (const a of furniture)
        for (const b of furniture) if (a !== b) expect(meets(a.rect, b.rect), `${a.id} on ${b.id}`).toBe(false);
      expect(d.items.some((it) => it.kind === 'text' && it.text === 'Legend')).toBe(true);
    };

    it('keeps the printed size and sets title, legend and boxes in the empty room, over no area, word or road', () => {
      const dir = fixture('{ width: 460mm, height: 330mm }');
      const d = drawMap(loadScenario(dir), 'en');
      expect([Math.round(ptToMm(d.width)), Math.round(ptToMm(d.height))]).toEqual([460, 330]);
      const furniture = d.facts.furniture as { id: string; rect: Rect }[];
      expect(furniture.map((f) => f.id).sort()).toEqual(['legend', 'red-dead', 'scale', 'title']);
      expectClear(d);
    });

    it("the scaffold's areas fill its 260 × 200 mm sheet: inside keeps a band empty for the blocks", async () => {
      const dir = game('area', (m) => m.replace('  printedSize:', '  furniture: inside\n  printedSize:'));
      const d = drawMap(loadScenario(dir), 'en');
      expect([Math.round(ptToMm(d.width)), Math.round(ptToMm(d.height))]).toEqual([260, 200]);
      const furniture = d.facts.furniture as { id: string; rect: Rect }[];
      expect(furniture.map((f) => f.id).sort()).toEqual(['legend', 'scale', 'title', 'turn-record']);
      expectClear(d);
      // Every area still holds its stack.
      for (const t of d.things) expect(t.fit?.fits, t.id).toBe(true);
      const r = await runCli('build', dir, '--only', 'map', '--format', 'pdf', '--out', join(dir, 'kit'));
      expect(r.code, r.err).toBe(0);
      expect(r.err).toMatch(/260 × 200 mm/);
    });

    it('is refused at the furniture line when the map leaves no room for a block; nothing is written', async () => {
      // At 400 × 300 mm room kept at the sheet's foot now holds the blocks (the map squeezed up); not at 300 × 200.
      const dir = fixture('{ width: 300mm, height: 200mm }');
      const line = readFileSync(join(dir, 'map.yaml'), 'utf8').split('\n').indexOf('  furniture: inside') + 1;
      const out = join(dir, 'kit');
      const r = await runCli('build', dir, '--only', 'map', '--out', out);
      expect(r.code).toBe(1);
      expect(r.err).toMatch(
        new RegExp(`map\\.yaml:${line}:\\d+: map\\.furniture: furniture: inside finds no empty room for the title`),
      );
      expect(r.err).not.toMatch(/\n\s+at /);
      expect(() => readFileSync(join(out, 'map.pdf'))).toThrow();
    });

    /** A copy of a bundled game under a new id, with `furniture: inside` written into its map.yaml. */
    const bundledInside = (game: string) => {
      const dir = join(root, `${game}-inside`);
      cpSync(`data/${game}`, dir, { recursive: true });
      const g = join(dir, 'game.yaml');
      writeFileSync(g, readFileSync(g, 'utf8').replace(new RegExp(`^id: ${game}$`, 'm'), `id: ${game}-inside`));
      const file = join(dir, 'map.yaml');
      const text = readFileSync(file, 'utf8');
      // Death of a Division's map is printed inside already.
      if (!/^ {2}furniture: inside$/m.test(text))
        writeFileSync(file, text.replace(/^ {2}printedSize:/m, '  furniture: inside\n  printedSize:'));
      return dir;
    };

    // closing7: "Death of a Division and Nordwind are still refused: a 121 mm band leaves areas unable to pack
    // their stands". Notches along the middle of the frame's sides, as well as at its corners, hold the blocks.
    it("Death of a Division's areas fill its sheet: inside cuts notches for the blocks, every area still fits", () => {
      const s = loadScenario(bundledInside('death-of-a-division'));
      const d = drawMap(s, 'en');
      expect([Math.round(ptToMm(d.width)), Math.round(ptToMm(d.height))]).toEqual([1738, 1250]);
      const furniture = d.facts.furniture as { id: string; rect: Rect }[];
      expect(furniture.map((f) => f.id).sort()).toEqual([
        'german-eliminated',
        'legend',
        'scale',
        'title',
        'turn-track',
        'us-eliminated',
      ]);
      expectClear(d);
      // Every area is still drawn and holds both sides' stacks; the drawn roads keep to the areas they join.
      const areas = d.things.filter((t) => t.polygon && t.fit);
      expect(areas.length).toBe((s.map as { areas: unknown[] }).areas.length);
      for (const t of areas) expect(t.fit?.fits, t.id).toBe(true);
      expect(misfitProblems(s, d)).toEqual([]);
      expect(drawnConnectionProblems(s, d)).toEqual([]);
      // The blocks stand on the sheet's edge, inside its frame, not in a band: at least one of them along the
      // middle of a side, away from every corner.
      const [W, H] = [d.width, d.height];
      const m = mmToPt(20);
      const c = mmToPt(300);
      const midSide = furniture.filter(({ rect: r }) => {
        const awayX = r.x > c && r.x + r.width < W - c;
        const awayY = r.y > c && r.y + r.height < H - c;
        return ((r.y < m || r.y + r.height > H - m) && awayX) || ((r.x < m || r.x + r.width > W - m) && awayY);
      });
      expect(midSide.length).toBeGreaterThan(0);
      for (const { id, rect: r } of furniture)
        expect(r.x < m || r.y < m || r.x + r.width > W - m || r.y + r.height > H - m, `${id} on an edge`).toBe(true);
    });

    // Nordwind's frame is ringed by strategic boxes whose links, with its roads, cross every stretch of its edges
    // where a notch could go, and a band taken off the frame alone starves its middle areas: it was refused
    // (closing10: "Nordwind with inside ... nothing committed"). Room is now kept along the foot of the sheet before
    // the map is laid out, and the map over that stretch drawn squeezed up into the rest.
    for (const paper of ['letter', 'a4'] as const)
      it(`Nordwind's inside on ${paper}: the blocks stand in room kept at the sheet's foot, nothing crossed`, () => {
        const s = loadScenario(bundledInside('nordwind'));
        const d = drawMap(s, 'en', undefined, paper);
        // The sheet keeps its printed size, 34 × 22 in.
        expect([Math.round(d.width), Math.round(d.height)]).toEqual([2448, 1584]);
        const furniture = d.facts.furniture as { id: string; rect: Rect }[];
        expect(furniture.map((f) => f.id).sort()).toEqual([
          'allied-eliminated',
          'german-eliminated',
          'legend',
          'scale',
          'title',
        ]);
        expectClear(d);
        // Every block, strategic box and box the data places lies inside the sheet's frame, none over another.
        const margin = 10;
        const sheet = { x: margin, y: margin, width: d.width - 2 * margin, height: d.height - 2 * margin };
        const inside = (r: Rect) =>
          r.x >= sheet.x &&
          r.y >= sheet.y &&
          r.x + r.width <= sheet.x + sheet.width &&
          r.y + r.height <= sheet.y + sheet.height;
        const boxes = d.facts.strategicBoxes as ({ id: string } & Rect)[];
        expect(boxes.length).toBe(20);
        const all = [
          ...furniture.map((f) => ({ id: f.id, rect: f.rect })),
          ...boxes.map((b) => ({ id: b.id, rect: b as Rect })),
          ...d.boxes.map((b) => ({ id: b.id, rect: b.rect })),
        ];
        for (const a of all) expect(inside(a.rect), `${a.id} inside the sheet`).toBe(true);
        for (const [i, a] of all.entries())
          for (const b of all.slice(i + 1))
            if (a.id !== b.id) expect(meets(a.rect, b.rect), `${a.id} over ${b.id}`).toBe(false);
        // No strategic box over the operational frame.
        const frame = d.facts.operationalFrame as Rect;
        for (const b of boxes) expect(meets(b, frame), `${b.id} over the frame`).toBe(false);
        // Every area is drawn and holds its stack; every drawn road, link and arrow ends where the data says and
        // crosses no other.
        const areas = d.things.filter((t) => t.polygon && t.fit);
        expect(areas.length).toBe((s.map as { areas: unknown[] }).areas.length);
        for (const t of areas) expect(t.fit?.fits, t.id).toBe(true);
        expect(misfitProblems(s, d)).toEqual([]);
        expect(drawnConnectionProblems(s, d)).toEqual([]);
      });

    it("Nordwind's inside builds its map at the printed size", async () => {
      const dir = bundledInside('nordwind');
      const r = await runCli('build', dir, '--only', 'map', '--format', 'pdf', '--out', join(dir, 'kit'));
      expect(r.code, r.err).toBe(0);
      expect(readFileSync(join(dir, 'kit', 'map.pdf')).length).toBeGreaterThan(1000);
    });
  });
});
