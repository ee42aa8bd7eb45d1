import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';
import { cleanup } from '../../helpers/broken-copy.js';

const MM = 72 / 25.4;
type P = [number, number];

interface Fit {
  printed: number;
  needs: number;
  unit: 'mm' | 'mm2';
  holds: string;
  packs?: boolean;
  fits: boolean;
}

interface Space {
  id: string;
  polygon?: P[];
  fit?: Fit;
}

interface Manifest {
  kind: 'hex' | 'square' | 'area';
  cellSize?: number;
  hexes?: Space[];
  sectors?: Space[];
  areas?: Space[];
}

const temps: string[] = [];
afterAll(() => temps.forEach(cleanup));

async function layout(game: string, ...flags: string[]) {
  const out = mkdtempSync(join(tmpdir(), 'sandtable-fit-'));
  temps.push(out);
  const r = await runCli('build', game, '--only', 'map', '--format', 'svg', '--out', out, ...flags);
  // A counter size other than the game's own is in the file's name (map-5-8in.layout.json).
  const name = readdirSync(out).find((f) => /^map(-[a-z0-9.-]+)?\.layout\.json$/.test(f)) ?? 'map.layout.json';
  const manifest = JSON.parse(readFileSync(join(out, name), 'utf8')) as Manifest;
  return { ...r, manifest, spaces: manifest.hexes ?? manifest.sectors ?? manifest.areas ?? [] };
}

function area(poly: readonly P[]): number {
  let a = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) a += poly[j][0] * poly[i][1] - poly[i][0] * poly[j][1];
  return Math.abs(a / 2);
}

function inside([x, y]: P, poly: readonly P[]): boolean {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [x1, y1] = poly[j];
    const [x2, y2] = poly[i];
    if (y1 > y !== y2 > y && x < x1 + ((y - y1) * (x2 - x1)) / (y2 - y1)) c = !c;
  }
  return c;
}

function distanceToBorder([px, py]: P, poly: readonly P[]): number {
  let best = Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [ax, ay] = poly[j];
    const [bx, by] = poly[i];
    const dx = bx - ax;
    const dy = by - ay;
    const l = dx * dx + dy * dy;
    const t = l ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / l)) : 0;
    best = Math.min(best, Math.hypot(px - ax - t * dx, py - ay - t * dy));
  }
  return best;
}

/** Longest over shortest side of the smallest rectangle around the shape (any rotation: one of its hull's sides). */
function aspectOf(poly: readonly P[]): number {
  let best = { area: Infinity, aspect: 1 };
  for (let i = 0; i < poly.length; i++) {
    const [a, b] = [poly[i], poly[(i + 1) % poly.length]];
    const l = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (!l) continue;
    const [ux, uy] = [(b[0] - a[0]) / l, (b[1] - a[1]) / l];
    const along = poly.map(([x, y]) => x * ux + y * uy);
    const across = poly.map(([x, y]) => y * ux - x * uy);
    const w = Math.max(...along) - Math.min(...along);
    const h = Math.max(...across) - Math.min(...across);
    if (w * h < best.area) best = { area: w * h, aspect: Math.max(w, h) / Math.min(w, h) };
  }
  return best.aspect;
}

/** The space's printed size measured from the manifest's own geometry, not taken from its fit record. */
function measured(m: Manifest, s: Space): number {
  return m.kind === 'area' ? area(s.polygon!) / (MM * MM) : m.cellSize! / MM;
}

const GAMES = ['veritable', 'remagen', 'death-of-a-division', 'nordwind'];

describe('every printed space holds the pieces that must stand in it', () => {
  for (const game of GAMES)
    it(`${game}: every hex, sector or area in map.layout.json holds its footprint`, async () => {
      const { code, err, manifest, spaces } = await layout(game);
      expect(code, err).toBe(0);
      expect(spaces.length).toBeGreaterThan(0);
      const misfits: string[] = [];
      for (const s of spaces) {
        expect(s.fit, `${game} ${s.id} has no fit record`).toBeDefined();
        const size = measured(manifest, s);
        // The record agrees with the geometry drawn (manifest numbers are rounded to 0.01).
        expect(Math.abs(size - s.fit!.printed)).toBeLessThan(manifest.kind === 'area' ? 2 : 0.02);
        if (size + 0.02 < s.fit!.needs) misfits.push(`${s.id} ${size.toFixed(0)} < ${s.fit!.needs.toFixed(0)}`);
        expect(s.fit!.fits).toBe(size + 0.02 >= s.fit!.needs && s.fit!.packs !== false);
        if (manifest.kind === 'area' && s.polygon) expect(s.fit!.packs, `${game} ${s.id}: its stack packs`).toBe(true);
      }
      expect(misfits, `${game}: spaces too small for their pieces`).toEqual([]);
      expect(err).not.toMatch(/too small|will overlap/);
    });

  it('Veritable: the default 1/2 in counter fits the default hexes of the 11 × 8 in map', async () => {
    const { manifest } = await layout('veritable');
    expect(manifest.cellSize! / MM).toBeGreaterThanOrEqual(12.7 + 3);
    expect(manifest.hexes).toHaveLength(18 * 12);
  });

  it('Veritable: --counter-size 5/8 grows the hexes to hold it', async () => {
    const { code, err, manifest } = await layout('veritable', '--counter-size', '5/8');
    expect(code, err).toBe(0);
    expect(manifest.cellSize! / MM).toBeGreaterThanOrEqual(15.875 + 3 - 0.01);
  });

  it('Remagen: sectors are at least 90 mm, three 30 mm trays across', async () => {
    const { manifest } = await layout('remagen');
    expect(manifest.cellSize! / MM).toBeGreaterThanOrEqual(90 - 0.01);
  });

  it("Death of a Division: an area must hold both sides' full legal stack of stands", async () => {
    const { spaces } = await layout('death-of-a-division');
    // One side's legal stack is three regiments of three 40 mm stands: 144 cm² at the least.
    for (const s of spaces) expect(s.fit!.needs).toBeGreaterThanOrEqual(2 * 144 * 100);
  });

  it('Death of a Division: the whole board fits a 6 × 5 ft table, every link a shared border', async () => {
    const { manifest } = await layout('death-of-a-division');
    const m = manifest as unknown as {
      size: { width: number; height: number };
      connections: { kind: string; sharedBorder?: boolean; between: string[] }[];
    };
    expect(m.size.width / MM).toBeLessThanOrEqual(1829);
    expect(m.size.height / MM).toBeLessThanOrEqual(1524);
    const apart = m.connections.filter((c) => c.sharedBorder === false).map((c) => c.between.join('–'));
    expect(apart).toEqual([]);
  });

  it('Death of a Division: each area keeps its town inside, clear of its border, within the frame', async () => {
    const { manifest, spaces } = await layout('death-of-a-division');
    const frame = (manifest as unknown as { operationalFrame: { x: number; y: number; width: number; height: number } })
      .operationalFrame;
    for (const s of spaces as (Space & { centre: P })[]) {
      const poly = s.polygon!;
      expect(inside(s.centre, poly), s.id).toBe(true);
      expect(distanceToBorder(s.centre, poly) / MM, s.id).toBeGreaterThanOrEqual(10);
      for (const [x, y] of poly) {
        expect(x).toBeGreaterThanOrEqual(frame.x - 0.01);
        expect(y).toBeGreaterThanOrEqual(frame.y - 0.01);
        expect(x).toBeLessThanOrEqual(frame.x + frame.width + 0.01);
        expect(y).toBeLessThanOrEqual(frame.y + frame.height + 0.01);
      }
    }
  });

  for (const game of ['death-of-a-division', 'nordwind'])
    it(`${game}: no operational area is drawn as a strip (longest side ≤ 2.2 × shortest)`, async () => {
      const { manifest, spaces } = await layout(game);
      const boxes = new Set(
        (manifest as unknown as { strategicBoxes: { id: string }[] }).strategicBoxes.map((b) => b.id),
      );
      const strips = spaces
        .filter((s) => s.polygon && !boxes.has(s.id))
        .map((s) => ({ id: s.id, aspect: aspectOf(s.polygon!) }))
        .filter((s) => s.aspect > 2.2)
        .map((s) => `${s.id} ${s.aspect.toFixed(2)}`);
      expect(strips).toEqual([]);
    });

  for (const game of ['death-of-a-division', 'nordwind'])
    it(`${game}: every road and supply road stays in the areas it joins, never crossing a third`, async () => {
      const { manifest, spaces } = await layout(game);
      const m = manifest as unknown as {
        strategicBoxes: { id: string }[];
        connections: { kind: string; between: [string, string]; route: P[]; sharedBorder?: boolean }[];
        supplyRoads: { area: string; route: P[] }[];
      };
      const boxes = new Set(m.strategicBoxes.map((b) => b.id));
      const shape = new Map(spaces.map((s) => [s.id, s.polygon!]));
      // A point of the road is in one of its areas, or on their border (a road crosses there), to half a point.
      const within = (p: P, ids: readonly string[]) =>
        ids.some((id) => inside(p, shape.get(id)!) || distanceToBorder(p, shape.get(id)!) < 0.5);
      const roads = [
        ...m.connections
          // A road between areas drawn apart cannot keep to them (the build says so); the others must.
          .filter((c) => ['road', 'bridge', 'trail'].includes(c.kind) && c.sharedBorder !== false)
          .filter((c) => !c.between.some((id) => boxes.has(id)))
          .map((c) => ({ name: c.between.join('–'), ids: c.between, route: c.route })),
        ...m.supplyRoads.map((r) => ({ name: `supply ${r.area}`, ids: [r.area], route: r.route })),
      ];
      expect(roads.length).toBeGreaterThan(10);
      const astray: string[] = [];
      for (const r of roads)
        for (let i = 1; i < r.route.length; i++) {
          const [a, b] = [r.route[i - 1], r.route[i]];
          const n = Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / MM);
          for (let k = 0; k <= n; k++) {
            const p: P = [a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n];
            if (!within(p, r.ids)) {
              astray.push(r.name);
              k = n;
              i = r.route.length;
            }
          }
        }
      expect(astray).toEqual([]);
    });

  it('refuses a map too small for its pieces, naming the file, the space and the size that fits', async () => {
    const out = mkdtempSync(join(tmpdir(), 'sandtable-fit-'));
    temps.push(out);
    const r = await runCli('build', 'nordwind', '--only', 'map', '--counter-size', '1', '--out', out);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /data\/nordwind\/map\.yaml:\d+:\d+: map\.areas\[\d+\]: area lemberg prints \d+ cm², too small/,
    );
    expect(r.err).toMatch(/--counter-size 1in is too large for this map: counters up to \d+mm fit/);
    const v = await runCli('validate', 'nordwind', '--counter-size', '1');
    expect(v.code).toBe(1);
    expect(v.err).toMatch(/area lemberg prints/);
  });

  it('prints it anyway with --allow-misfit, with the misfits as warnings', async () => {
    const { code, err, spaces } = await layout('nordwind', '--counter-size', '1', '--allow-misfit');
    expect(code, err).toBe(0);
    expect(err).toMatch(/warning: .*area lemberg prints/);
    expect(spaces.find((s) => s.id === 'lemberg')!.fit!.fits).toBe(false);
    const v = await runCli('validate', 'nordwind', '--counter-size', '1', '--allow-misfit');
    expect(v.code).toBe(0);
  });

  it('validate passes every bundled game at its default pieces', async () => {
    const v = await runCli('validate');
    expect(v.code, v.err).toBe(0);
  });

  for (const game of GAMES)
    it(`${game}: the map comes with a fit sheet showing a space with its largest legal stack drawn in`, async () => {
      const out = mkdtempSync(join(tmpdir(), 'sandtable-fit-'));
      temps.push(out);
      const r = await runCli('build', game, '--only', 'map', '--format', 'svg', '--out', out);
      expect(r.code, r.err).toBe(0);
      const svg = readFileSync(join(out, 'map-fit.svg'), 'utf8');
      expect(svg).toContain('Fit sheet');
      // Every piece of the stack found its place inside the drawn space.
      expect(svg).not.toContain('found no room');
    });

  for (const [paper, size] of [
    ['letter', [612, 792]],
    ['a4', [595.28, 841.89]],
  ] as const)
    it(`Death of a Division on ${paper}: the fit sheet is on that paper, its area cut to it where larger`, async () => {
      // issue 24: map-fit.pdf was 246 × 453 mm, the smallest area's own size, whatever the paper.
      const out = mkdtempSync(join(tmpdir(), 'sandtable-fit-'));
      temps.push(out);
      const r = await runCli('build', 'death-of-a-division', '--only', 'map', '--paper', paper, '--out', out);
      expect(r.code, r.err).toBe(0);
      const fit = readdirSync(out).find((f) => /^map(-[a-z0-9]+)?-fit\.pdf$/.test(f))!;
      const box = readFileSync(join(out, fit), 'latin1').match(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)/)!;
      const [w, h] = [Number(box[1]), Number(box[2])].sort((a, b) => a - b);
      expect(w).toBeCloseTo(size[0], 0);
      expect(h).toBeCloseTo(size[1], 0);
      const svg = readFileSync(join(out, fit.replace(/\.pdf$/, '.svg')), 'utf8');
      expect(svg).toContain('cut to this paper');
      expect(svg).toContain('stroke-dasharray');
    });

  it('the fit sheet is a file of its own, printed first, not the last page of map.pdf', async () => {
    const out = mkdtempSync(join(tmpdir(), 'sandtable-fit-'));
    temps.push(out);
    const r = await runCli('build', 'veritable', '--only', 'map', '--format', 'pdf', '--out', out);
    expect(r.code, r.err).toBe(0);
    const pages = (f: string) => (readFileSync(join(out, f), 'latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages('map-fit.pdf')).toBe(1);
    const manifest = JSON.parse(readFileSync(join(out, 'map.layout.json'), 'utf8')) as Manifest & {
      printing: { pages: number; tiles?: unknown[] };
    };
    // The overview and its tiles, nothing after them.
    expect(pages('map.pdf')).toBe(manifest.printing.pages);
    expect(manifest.printing.pages).toBe(1 + (manifest.printing.tiles?.length ?? 0));
    expect(r.out).toMatch(/1 page +\S*map-fit\.pdf +print first: at 100 %/);
    expect(r.out).toMatch(/(\d+) pages to print/);
    expect(Number(r.out.match(/(\d+) pages to print/)![1])).toBe(manifest.printing.pages);
  });
});
