import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';
import { cleanup } from '../../helpers/broken-copy.js';

interface PlacedText {
  text: string;
  box: { x: number; y: number; width: number; height: number };
  size: number;
  role?: 'name' | 'number' | 'note';
  along?: string;
  truncated: boolean;
}

interface Manifest {
  texts: { placed: PlacedText[] };
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

  it('Veritable: the reserve boxes print unit names whole at the least size for names, in both languages', async () => {
    for (const lang of ['en', 'ru']) {
      const texts = (await manifest('veritable', '--lang', lang, '--paper', 'letter')).texts.placed;
      const grenadiers = texts.filter((t) => /^(Panzergrenadier|панцергренадерский)$/.test(t.text));
      expect(grenadiers.length, lang).toBe(4);
      for (const t of grenadiers) expect(t.size, lang).toBeGreaterThanOrEqual(6);
    }
  });
});

describe('the Russian map', () => {
  it('prints every word of its own in Russian: Latin letters only in the game and tool names', async () => {
    const m = await manifest('veritable', '--lang', 'ru', '--paper', 'letter');
    const proper = /Operation: Veritable|Sandtable|sandtable|sources|veritable/g;
    const latin = m.texts.placed.map((t) => t.text.replace(proper, '')).filter((t) => /[A-Za-z]{2,}/.test(t));
    expect(latin).toEqual([]);
    // The hexes print in the Russian numbering, column and row as four digits.
    expect(m.texts.placed.some((t) => t.text === '0603')).toBe(true);
  });
});
