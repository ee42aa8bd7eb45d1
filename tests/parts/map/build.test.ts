import { describe, it, expect, afterAll } from 'vitest';
import { existsSync, readdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { kitFiles, runCli } from '../../helpers/run-cli.js';
import { kitFileName } from '../../../src/print/file-name.js';
import type { Paper } from '../../../src/print/paper.js';
import { brokenCopy, cleanup, MINI_HEX } from '../../helpers/broken-copy.js';

const LARGE = 'tests/fixtures/map-hex-large';
const SQUARE = 'tests/fixtures/map-square';
const AREA = 'tests/fixtures/map-area';
const MM = 72 / 25.4;
type P = [number, number];

interface Manifest {
  kind: string;
  size: { width: number; height: number };
  cellSize?: number;
  orientation?: 'flat' | 'pointy';
  printing: {
    mode: string;
    pages: number;
    overlap?: { x: number; y: number };
    minOverlap?: number;
    tiles?: { id: string; row: number; col: number; x: number; y: number; width: number; height: number }[];
  };
  hexes?: { id: string; name?: string; centre: P; tiles?: string[] }[];
  sectors?: { id: string; centre: P }[];
  areas?: { id: string; centre: P; polygon: P[] }[];
  hexsides?: { between: [string, string]; feature: string; segment: [P, P] }[];
  bridges?: { id: string; kind: string; points: P[] }[];
  connections?: { between: [string, string]; kind: string; sharedBorder?: boolean }[];
  riverBorders?: { river: string; between: [string, string]; onBorder: boolean }[];
  operationalFrame?: { x: number; y: number; width: number; height: number };
  strategicBoxes?: { id: string; x: number; y: number; width: number; height: number }[];
}

const temps: string[] = [];
afterAll(() => temps.forEach(cleanup));

async function build(game: string, ...flags: string[]) {
  const out = mkdtempSync(join(tmpdir(), 'sandtable-map-'));
  temps.push(out);
  const r = await runCli('build', game, '--only', 'map', '--out', out, ...flags);
  // Files are named as the build names them for this language and paper (map-ru-a4.pdf).
  const flag = (f: string, d: string) => (flags.includes(f) ? flags[flags.indexOf(f) + 1] : d);
  const named = (f: string) => join(out, kitFileName(f, flag('--lang', 'en'), flag('--paper', 'letter') as Paper));
  // A counter size other than the game's own is in the name too (map-1in.layout.json): the one manifest written.
  const sized = readdirSync(out).filter((f) => /^map(-[a-z0-9.-]+)?\.layout\.json$/.test(f));
  const file = flags.includes('--counter-size') && sized.length === 1 ? join(out, sized[0]!) : named('map.layout.json');
  const manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
  return {
    ...r,
    out,
    manifest: manifest!,
    files: kitFiles(out),
    read: (f: string) => readFileSync(named(f), 'utf8'),
    named,
  };
}

/** A hex's corners from the manifest's centre and cell size, as the renderer draws them. */
function corners(centre: P, acrossFlats: number, orientation: 'flat' | 'pointy'): P[] {
  const r = acrossFlats / Math.sqrt(3);
  return Array.from({ length: 6 }, (_, k) => {
    const a = (((orientation === 'flat' ? 0 : -30) + 60 * k) * Math.PI) / 180;
    return [centre[0] + r * Math.cos(a), centre[1] + r * Math.sin(a)] as P;
  });
}
const near = (a: P, b: P) => Math.hypot(a[0] - b[0], a[1] - b[1]) < 0.05;
const pdfPages = (pdf: string) => (pdf.match(/\/Type \/Page\b(?!s)/g) ?? []).length;

describe('sandtable build --only map: hex maps', () => {
  it('draws every hex of the mini map once, numbered in the primary scheme, with its names and legend', async () => {
    const r = await build(MINI_HEX);
    expect(r.code, r.err).toBe(0);
    expect(r.files).toEqual(['map.layout.json', 'map.pdf', 'map.svg']);
    expect(readFileSync(join(r.out, 'map.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    const ids = r.manifest.hexes!.map((h) => h.id);
    expect(ids).toHaveLength(5 * 4);
    expect(new Set(ids)).toEqual(
      new Set(['A', 'B', 'C', 'D', 'E'].flatMap((c) => [1, 2, 3, 4].map((n) => `${c}${n}`))),
    );
    const svg = r.read('map.svg');
    for (const word of ['Woodtown', 'Mini map', 'Woods', 'Blue reserve', '>C3<']) expect(svg).toContain(word);
  });

  it('draws each hexside feature on the edge the two hexes share', async () => {
    for (const game of [MINI_HEX, LARGE]) {
      const r = await build(game, '--format', 'svg');
      const m = r.manifest;
      const byId = new Map(m.hexes!.map((h) => [h.id, h]));
      expect(m.hexsides!.length).toBeGreaterThan(0);
      for (const side of m.hexsides!) {
        const [a, b] = side.between.map((id) => corners(byId.get(id)!.centre, m.cellSize!, m.orientation!));
        for (const end of side.segment) {
          expect(
            a.some((p) => near(p, end)),
            `${side.between} ${end}`,
          ).toBe(true);
          expect(
            b.some((p) => near(p, end)),
            `${side.between} ${end}`,
          ).toBe(true);
        }
      }
    }
  });

  it('tiles a map larger than the paper with the stated overlap, every hex on a labelled sheet', async () => {
    const r = await build(LARGE, '--paper', 'a4');
    expect(r.code, r.err).toBe(0);
    const m = r.manifest;
    expect(m.hexes).toHaveLength(30 * 24);
    expect(m.hexes!.every((h) => /^\d{4}$/.test(h.id))).toBe(true);
    expect(m.hexes!.find((h) => h.id === '1310')).toBeDefined();
    const p = m.printing;
    expect(p.mode).toBe('tiled');
    expect(p.minOverlap!).toBeGreaterThanOrEqual(10 * MM);
    expect(p.overlap!.x).toBeGreaterThanOrEqual(10 * MM - 0.01);
    expect(p.overlap!.y).toBeGreaterThanOrEqual(10 * MM - 0.01);
    expect(p.pages).toBe(p.tiles!.length + 1);
    expect(pdfPages(readFileSync(r.named('map.pdf'), 'latin1'))).toBe(p.pages);
    expect(new Set(p.tiles!.map((t) => t.id)).size).toBe(p.tiles!.length);
    for (const h of m.hexes!) expect(h.tiles!.length, h.id).toBeGreaterThan(0);
    // The sheets reach every edge of the map.
    expect(Math.max(...p.tiles!.map((t) => t.x + t.width))).toBeCloseTo(m.size.width, 1);
    expect(Math.max(...p.tiles!.map((t) => t.y + t.height))).toBeCloseTo(m.size.height, 1);
  });

  it('prints Russian names, legend and the Russian numbering with --lang ru', async () => {
    const r = await build(LARGE, '--lang', 'ru', '--format', 'svg');
    expect(r.code, r.err).toBe(0);
    const svg = r.read('map.svg');
    for (const word of ['Речной', 'Вершина', 'Легенда карты', 'Лес']) expect(svg).toContain(word);
    // The Russian copy numbers hexes letter-number: hex 1310 is M10.
    expect(r.manifest.hexes!.find((h) => h.id === '1310')!.name).toBe('M10');
    expect(svg).toContain('>M10<');
  });

  it('grows the hexes to hold the counters named', async () => {
    const r = await build(MINI_HEX, '--counter-size', '1', '--format', 'svg');
    expect(r.code, r.err).toBe(0);
    // A hex holds its counter with 3 mm to spare: 1 in + 3 mm across flats.
    expect(r.manifest.cellSize!).toBeGreaterThanOrEqual(72 + (3 * 72) / 25.4 - 0.01);
  });

  it('with --tile full prints one page the size of the map', async () => {
    const r = await build(LARGE, '--tile', 'full', '--format', 'pdf');
    expect(r.code, r.err).toBe(0);
    expect(r.manifest.printing.mode).toBe('full');
    const pdf = readFileSync(join(r.out, 'map.pdf'), 'latin1');
    expect(pdfPages(pdf)).toBe(1);
    expect(pdf).toMatch(new RegExp(`/MediaBox \\[0 0 ${Math.round(r.manifest.size.width)}`));
  });
});

describe('sandtable build --only map: square and area maps', () => {
  it('draws every sector with the bridges, bridgeheads and the capacity reminder', async () => {
    const r = await build(SQUARE);
    expect(r.code, r.err).toBe(0);
    const m = r.manifest;
    expect(m.sectors).toHaveLength(6 * 8);
    const byId = new Map(m.sectors!.map((s) => [s.id, s.centre]));
    const bridge = m.bridges!.find((b) => b.id === 'big-bridge')!;
    expect(bridge.points[0]).toEqual(byId.get('C3'));
    expect(bridge.points[bridge.points.length - 1]).toEqual(byId.get('C5'));
    const svg = r.read('map.svg');
    for (const word of [
      'Big bridge',
      'Pontoon site',
      'Sector capacity',
      'Grey replacement sectors',
      '6·2',
      '4·1',
      'House',
    ])
      expect(svg).toContain(word);
  });

  it('marks each sector with the capacity its rules declare, as the referee reads them (5)', async () => {
    // Hedgerow Skirmish's rules name its "room" chart for the capacity a sector holds by terrain (rule 5): the map
    // marks what the referee checks on each move, squads·guns·tanks, and a hedgerow holds no tank.
    const r = await build('tests/fixtures/capacity-square', '--format', 'svg');
    expect(r.code, r.err).toBe(0);
    const svg = r.read('map.svg');
    expect(svg).toContain('>4·2·2<');
    expect(svg).toContain('>4·1·—<');
  });

  it("stamps a designer's own game (its defaultProvenance original) nowhere as reconstructed (issue 24)", async () => {
    // Hedgerow Skirmish is a game of its own: no value in it is Sandtable's reconstruction, so no sheet says so.
    const r = await build('tests/fixtures/capacity-square', '--format', 'svg');
    expect(r.code, r.err).toBe(0);
    expect(r.read('map.svg')).not.toMatch(/reconstructed/i);
  });

  it(
    'draws the areas with the connections the data gives, rivers on shared borders, ' +
      'strategic boxes outside the operational map',
    async () => {
      const r = await build(AREA, '--format', 'svg,pdf');
      expect(r.code, r.err).toBe(0);
      const m = r.manifest;
      const data = [
        ['north-town', 'ridge', 'road'],
        ['ridge', 'east-wood', 'trail'],
        ['north-town', 'valley', 'road'],
        ['valley', 'pass', 'bridge'],
        ['ridge', 'pass', 'adjacent'],
        ['start-x', 'start-y', 'strategic'],
        ['start-x', 'north-town', 'entry'],
        ['start-y', 'east-wood', 'entry'],
        ['far-south', 'pass', 'entry'],
      ];
      expect(m.connections!.map((c) => [...c.between, c.kind])).toEqual(data);
      for (const c of m.connections!.filter((x) => x.kind === 'adjacent' || x.kind === 'bridge'))
        expect(c.sharedBorder, c.between.join('-')).toBe(true);
      for (const b of m.riverBorders!) expect(b.onBorder, b.between.join('-')).toBe(true);
      expect(m.areas!.map((a) => a.id).sort()).toEqual([
        'east-wood',
        'far-south',
        'north-town',
        'pass',
        'ridge',
        'south-field',
        'start-x',
        'start-y',
        'valley',
      ]);
      const f = m.operationalFrame!;
      for (const b of m.strategicBoxes!) {
        const apart = b.x >= f.x + f.width || b.x + b.width <= f.x || b.y >= f.y + f.height || b.y + b.height <= f.y;
        expect(apart, b.id).toBe(true);
      }
      expect(r.files).toContain('map-battle.svg');
      expect(r.read('map-battle.svg')).toContain('Attacker');
      const svg = r.read('map.svg');
      for (const word of ['North Town', 'The Ridge', 'Time record track', 'Day 2', 'Red reserve', 'Legend'])
        expect(svg).toContain(word);
    },
  );
});

describe('sandtable build --only map: bad input', () => {
  const fails = async (dir: string, ...flags: string[]) => {
    const r = await build(dir, ...flags);
    expect(r.code).toBe(1);
    expect(r.files).toEqual([]);
    expect(r.err).not.toMatch(/at .*\.ts:\d+/);
    return r.err;
  };

  it('refuses a hexside between hexes that are not neighbours, naming the file and line', async () => {
    const dir = brokenCopy(MINI_HEX, { 'map.yaml': [['between: [B2, C2]', 'between: [B2, D2]']] });
    temps.push(dir);
    expect(await fails(dir)).toMatch(/map\.yaml:\d+:\d+: .*not neighbours/);
  });

  it('refuses a road to an area that does not exist', async () => {
    const dir = brokenCopy(AREA, {
      'map.yaml': [['between: [ridge, east-wood], kind: trail', 'between: [ridge, east-woods], kind: trail']],
    });
    temps.push(dir);
    expect(await fails(dir)).toMatch(/map\.yaml:\d+:\d+: .*no area "east-woods"/);
  });

  it('refuses an area with neither a position nor a polygon', async () => {
    const dir = brokenCopy(AREA, {
      'map.yaml': [['defence: 2, position: [200, 100], provenance', 'defence: 2, provenance']],
    });
    temps.push(dir);
    expect(await fails(dir)).toMatch(/map\.yaml:\d+:\d+: .*neither a position nor a polygon/);
  });

  it('refuses to print a map larger than the paper on one sheet when tiling is off', async () => {
    const err = await fails(LARGE, '--tile', 'off');
    expect(err).toMatch(
      /map\.yaml:\d+:\d+: map\.printedSize: the map prints \d+ × \d+ mm, larger than letter paper or any paper/,
    );
  });

  it('refuses an unknown tiling mode or counter size', async () => {
    expect(await fails(MINI_HEX, '--tile', 'sometimes')).toMatch(/--tile must be auto, off or full/);
    expect(await fails(MINI_HEX, '--counter-size', 'huge')).toMatch(/--counter-size/);
  });
});
