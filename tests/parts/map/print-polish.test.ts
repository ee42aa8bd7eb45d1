import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';
import { cleanup } from '../../helpers/broken-copy.js';
import { parse } from 'yaml';

interface PlacedText {
  text: string;
  box: { x: number; y: number; width: number; height: number };
  size: number;
  role?: 'name' | 'number' | 'note';
  along?: string;
  covers?: number;
  truncated: boolean;
}

interface Manifest {
  texts: { placed: PlacedText[] };
  hexsides?: { feature: string; segment: [[number, number], [number, number]] }[];
  cellSize?: number;
  sectors?: { id: string; centre: [number, number] }[];
  printing: {
    mode: string;
    used?: number;
    tiles?: { id: string; used: number }[];
  };
}

const temps: string[] = [];
afterAll(() => temps.forEach(cleanup));

// One build per game and flags, shared by the tests that read its manifest.
const built = new Map<string, Promise<Manifest>>();
function manifest(game: string, ...flags: string[]): Promise<Manifest> {
  const key = [game, ...flags].join(' ');
  if (!built.has(key)) built.set(key, buildManifest(game, ...flags));
  return built.get(key) as Promise<Manifest>;
}

async function buildManifest(game: string, ...flags: string[]): Promise<Manifest> {
  const out = mkdtempSync(join(tmpdir(), 'sandtable-polish-'));
  temps.push(out);
  const r = await runCli('build', game, '--only', 'map', '--format', 'svg', '--out', out, ...flags);
  expect(r.code, r.err).toBe(0);
  // The build names a non-default language or paper into the file (map-ru.layout.json, map-a4.layout.json).
  const name = readdirSync(out).find((f) => /^map(-[a-z0-9]+)*\.layout\.json$/.test(f));
  expect(name, `no map manifest in ${out}`).toBeDefined();
  return JSON.parse(readFileSync(join(out, name as string), 'utf8')) as Manifest;
}

const GAMES = ['veritable', 'remagen', 'death-of-a-division', 'nordwind'];

describe.each(['letter', 'a4'])('map sheets on %s', (paper) => {
  it.each(GAMES)('%s: no sheet of the map is less than a quarter used', async (game) => {
    const m = await manifest(game, '--lang', 'en', '--paper', paper);
    const used = m.printing.tiles?.map((t) => [t.id, t.used] as const) ?? [['sheet', m.printing.used ?? 1] as const];
    expect(used.length).toBeGreaterThan(0);
    for (const [id, u] of used) expect(u, `${game} ${paper} ${id}`).toBeGreaterThanOrEqual(0.25);
  });
});

/** Pairs of texts whose letters' boxes overlap by more than a hair, measured from the manifest alone. */
function overprinted(texts: PlacedText[]): string[] {
  const out: string[] = [];
  const hair = 0.05;
  for (let i = 0; i < texts.length; i++)
    for (let j = i + 1; j < texts.length; j++) {
      const a = texts[i].box;
      const b = texts[j].box;
      const over =
        a.x + hair < b.x + b.width &&
        b.x + hair < a.x + a.width &&
        a.y + hair < b.y + b.height &&
        b.y + hair < a.y + a.height;
      // Letters of one name set along a river turn with it, so their boxes may touch; they are one word.
      const sameName = texts[i].along && texts[i].along === texts[j].along;
      if (over && !sameName) out.push(`"${texts[i].text}" / "${texts[j].text}"`);
    }
  return out;
}

describe('map text', () => {
  it.each([...GAMES.map((g) => [g, 'en']), ['veritable', 'ru']])(
    '%s (%s): every text is whole, over no other text',
    async (game, lang) => {
      const m = await manifest(game, '--lang', lang, '--paper', 'letter');
      const texts = m.texts.placed;
      expect(texts.length).toBeGreaterThan(50);
      expect(overprinted(texts)).toEqual([]);
      expect(texts.filter((t) => t.truncated || t.text.endsWith('…')).map((t) => t.text)).toEqual([]);
    },
  );

  // Every text of the sheet counts, furniture as much as labels: the map prints nothing that is not for reading at
  // the table. Names (places, units, titles) at least 6 pt; numbers and notes at least 5.5 pt, and a text under
  // 6 pt must say it is one of those.
  it.each([
    ...GAMES.flatMap((g) => ['letter', 'a4'].map((p) => [g, 'en', p])),
    ['veritable', 'ru', 'letter'],
    ['veritable', 'ru', 'a4'],
  ])('%s (%s, %s): every text at least its legible size', async (game, lang, paper) => {
    const m = await manifest(game, '--lang', lang, '--paper', paper);
    const texts = m.texts.placed;
    const at = (t: PlacedText) => `${t.text} ${t.size} pt${t.role ? ` (${t.role})` : ''}`;
    expect(texts.filter((t) => t.size < 5.5 - 1e-6).map(at)).toEqual([]);
    expect(texts.filter((t) => t.role === 'name' && t.size < 6 - 1e-6).map(at)).toEqual([]);
    const small = texts.filter((t) => t.size < 6 - 1e-6);
    expect(small.filter((t) => t.role !== 'number' && t.role !== 'note').map(at)).toEqual([]);
  });

  it('Veritable: reserve boxes and turn track print every word whole, names at least size, en and ru', async () => {
    for (const lang of ['en', 'ru']) {
      const texts = (await manifest('veritable', '--lang', lang, '--paper', 'letter')).texts.placed;
      const grenadiers = texts.filter((t) => /^(Panzergrenadier|панцергренадерский)$/.test(t.text));
      expect(grenadiers.length, lang).toBe(4);
      for (const t of grenadiers) expect(t.size, lang).toBeGreaterThanOrEqual(6);
    }
    // The turn track's spaces are as wide as their longest word: the Russian note's longest is printed whole.
    const ru = (await manifest('veritable', '--lang', 'ru', '--paper', 'letter')).texts.placed;
    expect(ru.some((t) => t.text.split(/\s+/).includes('стратегические'))).toBe(true);
  });
});

describe('Veritable: labels clear of what the map draws', () => {
  const MM = 72 / 25.4;
  // The drawn width of each hexside feature, mm (data/veritable/map.yaml lineFeatures).
  const WIDTH: Record<string, number> = { river: 1.2, canal: 1, 'major-river': 2.4, 'siegfried-line': 1.4 };
  /** Whether the stroked segment (pt) touches the letter box (mm): sampled every half millimetre. */
  const crosses = (seg: [[number, number], [number, number]], width: number, b: PlacedText['box']) => {
    const [[ax, ay], [bx, by]] = seg.map(([x, y]) => [x / MM, y / MM]);
    const n = Math.ceil(Math.hypot(bx - ax, by - ay) / 0.5);
    for (let k = 0; k <= n; k++) {
      const [x, y] = [ax + ((bx - ax) * k) / n, ay + ((by - ay) * k) / n];
      if (x > b.x - width / 2 && x < b.x + b.width + width / 2 && y > b.y - width / 2 && y < b.y + b.height + width / 2)
        return true;
    }
    return false;
  };
  /** The least distance (mm) from a segment (pt) to a box (mm): sampled every tenth of a millimetre. */
  const gapTo = (seg: [[number, number], [number, number]], b: PlacedText['box']) => {
    const [[ax, ay], [bx, by]] = seg.map(([x, y]) => [x / MM, y / MM]);
    const n = Math.ceil(Math.hypot(bx - ax, by - ay) / 0.1);
    let least = Infinity;
    for (let k = 0; k <= n; k++) {
      const [x, y] = [ax + ((bx - ax) * k) / n, ay + ((by - ay) * k) / n];
      const dx = Math.max(b.x - x, 0, x - b.x - b.width);
      const dy = Math.max(b.y - y, 0, y - b.y - b.height);
      least = Math.min(least, Math.hypot(dx, dy));
    }
    return least;
  };
  it.each([
    ['en', 'a4'],
    ['en', 'letter'],
    ['ru', 'a4'],
  ])(
    '(%s, %s): no name over or touching a river, road or sign; no river name over a hexside line',
    async (lang, paper) => {
      const m = await manifest('veritable', '--lang', lang, '--paper', paper);
      const names = m.texts.placed.filter((t) => t.role === 'name');
      // Place names the label placer set: what it found still under them (Emmerich sat on the Rhine).
      expect(names.filter((t) => t.covers).map((t) => `${t.text} covers ${t.covers}`)).toEqual([]);
      // River names lettered along their course: no letter on a river or the Siegfried Line ("Waal" read "Wal").
      const letters = names.filter((t) => t.along);
      expect(new Set(letters.map((t) => t.along!.replace(/#.*/, '')))).toEqual(
        new Set(['Waal', 'Rhine', 'Maas', 'Niers']),
      );
      const sides = m.hexsides!.filter((h) => WIDTH[h.feature]);
      const hit = letters.filter((t) => sides.some((h) => crosses(h.segment, WIDTH[h.feature], t.box)));
      expect(hit.map((t) => `${t.text} of ${t.along}`)).toEqual([]);
      // Place names keep clear of the water: 0.8 mm or more between the letters' box and a river's edge, so the white
      // halo does not meet the stroke ("Emmerich" sat 0.49 mm above the Rhine, and read as underlined).
      const water = sides.filter((h) => h.feature !== 'siegfried-line');
      const close = names
        .filter((t) => !t.along)
        .flatMap((t) => {
          const gap = Math.min(...water.map((h) => gapTo(h.segment, t.box) - WIDTH[h.feature] / 2));
          return gap < 0.8 ? [`${t.text} ${gap.toFixed(2)} mm`] : [];
        });
      expect(close).toEqual([]);
    },
  );
});

describe('the Russian map', () => {
  it('prints every word of its own in Russian: Latin letters only in the game and tool names', async () => {
    const m = await manifest('veritable', '--lang', 'ru', '--paper', 'letter');
    const proper = /Operation: Veritable|Sandtable|sandtable|sources|veritable/g;
    const latin = m.texts.placed.map((t) => t.text.replace(proper, '')).filter((t) => /[A-Za-z]{2,}/.test(t));
    expect(latin).toEqual([]);
    // The hexes print as on the English map and in the journal (F3, not the Russian copy's 0603): one table, one
    // numbering.
    expect(m.texts.placed.some((t) => t.text === 'F3')).toBe(true);
    expect(m.texts.placed.filter((t) => /^\d{4}$/.test(t.text)).map((t) => t.text)).toEqual([]);
  });
});

describe("Remagen's Rhine", () => {
  /** The sectors the map data gives the river terrain, its runs along a row ("E8..E9") written out. */
  function riverSectors(): Set<string> {
    const map = parse(readFileSync(join('data', 'remagen', 'map.yaml'), 'utf8'));
    const runs: string[] = map.map.terrain.cells.river;
    return new Set(
      runs.flatMap((r) => {
        const m = /^([A-Z])(\d+)(?:\.\.\1(\d+))?$/.exec(r);
        if (!m) throw new Error(`unexpected run ${r}`);
        const to = Number(m[3] ?? m[2]);
        return Array.from({ length: to - Number(m[2]) + 1 }, (_, i) => `${m[1]}${Number(m[2]) + i}`);
      }),
    );
  }

  it('is lettered along the water sectors, again down its course, clear of every other text', async () => {
    const m = await manifest('remagen', '--lang', 'en', '--paper', 'letter');
    const texts = m.texts.placed;
    const copies = new Map<string, PlacedText[]>();
    for (const t of texts) if (t.along) copies.set(t.along, [...(copies.get(t.along) ?? []), t]);
    const rhine = [...copies.values()].filter((letters) => letters.map((l) => l.text).join('') === 'Rhine');
    expect(rhine.length).toBeGreaterThanOrEqual(3);
    // Each letter stands in a river sector: the sector whose centre is nearest the letter's centre.
    const water = riverSectors();
    const pt = 72 / 25.4;
    for (const l of rhine.flat()) {
      const c = [(l.box.x + l.box.width / 2) * pt, (l.box.y + l.box.height / 2) * pt];
      const near = (m.sectors ?? []).reduce((a, b) =>
        Math.hypot(a.centre[0] - c[0], a.centre[1] - c[1]) < Math.hypot(b.centre[0] - c[0], b.centre[1] - c[1]) ? a : b,
      );
      expect(water.has(near.id), `letter ${l.text} of ${l.along} in ${near.id}`).toBe(true);
    }
    const letters = rhine.flat();
    const others = texts.filter((t) => !letters.includes(t));
    const over = letters.flatMap((l) => overprinted([l, ...others]).filter((p) => p.startsWith(`"${l.text}" /`)));
    expect(over).toEqual([]);
    // Big enough to read from a chair at this table-sized board, and a name's size at least.
    for (const l of rhine.flat()) expect(l.size).toBeGreaterThanOrEqual(14);
  });
});

describe("Remagen's names", () => {
  // Its sectors are 90 mm: a long name too wide for one at full size is set as large as fits there. Three (the
  // pontoon sites beside the railway bridge and at Kripp-Linz, the East Bridgehead's outline) once dropped straight
  // to the least size, 6 pt beside 20 pt names, as the label placer knew no size between 86 % and the least.
  it('sets every name it had to shrink at 10 pt or more, and no name over a line or mark', async () => {
    for (const paper of ['letter', 'a4']) {
      const m = await manifest('remagen', '--lang', 'en', '--paper', paper);
      const names = m.texts.placed.filter((t) => t.role === 'name' && (t as { shrunk?: boolean }).shrunk);
      expect(names.length, paper).toBeGreaterThan(0);
      for (const t of names) expect(t.size, `${paper}: "${t.text}"`).toBeGreaterThanOrEqual(10);
      for (const t of names) expect(t.covers ?? 0, `${paper}: "${t.text}" covers`).toBe(0);
    }
  });
});

describe("Remagen's turn track on the map", () => {
  // Its labels were "12 - Night 4" above a large 12: the number twice, and the longer labels wrapped, so their
  // numbers stood lower than the rest of the row. Each space now says "Night 4" on one line, like the aid.
  it('labels each space by its day or night once, its number large and level across the row', async () => {
    const m = (await manifest('remagen', '--lang', 'en', '--paper', 'letter')) as Manifest & {
      furniture: { id: string; rect: { x: number; y: number; width: number; height: number } }[];
    };
    const r = m.furniture.find((f) => f.id === 'turn-track')!.rect;
    const mm = (v: number) => (v * 25.4) / 72;
    const inside = m.texts.placed.filter(
      (t) => t.box.x >= mm(r.x) && t.box.x <= mm(r.x + r.width) && t.box.y >= mm(r.y) && t.box.y <= mm(r.y + r.height),
    );
    const labels = inside.filter((t) => /^(Day|Night) \d+$/.test(t.text));
    expect(labels).toHaveLength(15);
    expect(inside.filter((t) => /^\d+ - /.test(t.text))).toEqual([]);
    const numbers = inside.filter((t) => /^\d+$/.test(t.text) && t.size > 15);
    expect(numbers.map((t) => t.text).sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 15 }, (_, i) => String(i + 1)),
    );
    // Two rows of spaces: every number stands at one of two heights.
    expect(new Set(numbers.map((t) => t.box.y.toFixed(1))).size).toBe(2);
  });
});
