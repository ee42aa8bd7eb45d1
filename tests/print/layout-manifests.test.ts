import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';
import type { PageTextLayout } from '../../src/print/text-boxes.js';

/** The kits a player prints: every bundled game, and Veritable in Russian (the map has its own tests). */
const KITS = [
  { game: 'veritable', args: [] as string[] },
  { game: 'veritable', args: ['--lang', 'ru'] },
  { game: 'remagen', args: [] },
  { game: 'death-of-a-division', args: [] },
  { game: 'nordwind', args: [] },
];
/** A sheet less used than this is paper a player prints for next to nothing. */
const LEAST_USED = 0.25;

interface TextLayout {
  overlaps: number;
  truncated: number;
  pages: PageTextLayout[];
}

// Every text the counters, cards, aids and rosters place is listed in their layout manifests with its box as
// printed: none may overprint another, none may be cut short with "…", and no sheet may be nearly empty.
describe('text is placed whole, apart, and on sheets worth printing', () => {
  const root = mkdtempSync(join(tmpdir(), 'layout-manifests-'));
  const manifests: { kit: string; file: string; text: TextLayout }[] = [];

  beforeAll(async () => {
    for (const k of KITS) {
      const out = join(root, `${k.game}${k.args.join('')}`);
      const r = await runCli(
        'build',
        k.game,
        '--only',
        'counters,cards,aids,roster',
        '--format',
        'pdf',
        '--out',
        out,
        ...k.args,
      );
      if (r.code !== 0) throw new Error(`build ${k.game} ${k.args.join(' ')}: ${r.err}`);
      for (const f of readdirSync(out).filter((n) => n.endsWith('.layout.json'))) {
        const m = JSON.parse(readFileSync(join(out, f), 'utf8'));
        manifests.push({ kit: `${k.game}${k.args.join(' ')}`, file: f, text: m.text ?? m });
      }
    }
  }, 240_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('every part of every kit lists the texts it placed', () => {
    for (const k of KITS) {
      const kit = `${k.game}${k.args.join(' ')}`;
      const parts = manifests.filter((m) => m.kit === kit);
      expect(parts.length, kit).toBeGreaterThanOrEqual(3);
      for (const p of parts) {
        expect(p.text.pages.length, p.file).toBeGreaterThan(0);
        expect(
          p.text.pages.some((pg) => pg.texts.length > 0),
          p.file,
        ).toBe(true);
      }
    }
  });

  it('no text overprints another', () => {
    const found = manifests.flatMap((m) =>
      m.text.pages.flatMap((pg) =>
        pg.overlaps.map(([a, b]) => `${m.kit} ${m.file} p${pg.page}: "${pg.texts[a].text}" / "${pg.texts[b].text}"`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('no text is cut short', () => {
    const found = manifests.flatMap((m) =>
      m.text.pages.flatMap((pg) =>
        pg.texts.filter((t) => t.text.endsWith('…')).map((t) => `${m.kit} ${m.file}: ${t.text}`),
      ),
    );
    expect(found).toEqual([]);
    for (const m of manifests) expect(m.text.truncated, m.file).toBe(0);
  });

  it(`no sheet is less than ${LEAST_USED * 100} % used`, () => {
    const found = manifests.flatMap((m) =>
      m.text.pages.filter((pg) => pg.used < LEAST_USED).map((pg) => `${m.kit} ${m.file} p${pg.page}: ${pg.used}`),
    );
    expect(found).toEqual([]);
  });
});
