import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

// Issue #20, "no stray ids": a bundled game's id appears in src/ only under src/games/<that game>/. Its rules, its
// messages and their words in other languages (once in src/assist/messages-games.ts and the word catalogue's
// ru-games.ts) live in its hooks module, so a generic file, the catalogue among them, names no bundled game.
const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');
const GAMES = readdirSync(join(ROOT, 'data')).filter((d) => statSync(join(ROOT, 'data', d)).isDirectory());

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

/** Each bundled game id a file names as a word ("veritable.air.title", 'remagen'), other than its own game's. */
function strays(file: string, text: string): string[] {
  const own = relative(SRC, file).match(/^games\/([^/]+)\//)?.[1];
  return GAMES.filter((g) => g !== own && new RegExp(`(?<![\\w-])${g}(?![\\w-])`).test(text)).map(
    (g) => `${relative(ROOT, file)}: ${g}`,
  );
}

describe('bundled game ids in src/', () => {
  it('knows the four bundled games', () => {
    expect(GAMES.sort()).toEqual(['death-of-a-division', 'nordwind', 'remagen', 'veritable']);
  });

  it('no file outside src/games/<game>/ names a bundled game, the message tables and catalogue included', () => {
    const files = walk(SRC);
    expect(files.some((f) => f.endsWith(join('assist', 'messages.ts')))).toBe(true);
    expect(files.some((f) => f.endsWith(join('print', 'catalogue', 'ru.ts')))).toBe(true);
    expect(files.flatMap((f) => strays(f, readFileSync(f, 'utf8')))).toEqual([]);
  });

  it('each game keeps its own messages in its hooks module, in English and Russian alike', async () => {
    const { RULES_EN } = await import('../../src/assist/messages.js');
    const { RU } = await import('../../src/print/catalogue/ru.js');
    for (const g of GAMES) {
      const m = await import(`../../src/games/${g}/messages.ts`);
      const keys = Object.keys(m.EN);
      expect(keys.length, g).toBeGreaterThan(0);
      expect(
        keys.filter((k) => !k.startsWith(`${g}.`)),
        g,
      ).toEqual([]);
      expect(
        keys.filter((k) => k in RULES_EN || k in RU.rules),
        g,
      ).toEqual([]);
    }
  });

  it('catches a stray id (the check is not vacuous)', () => {
    expect(strays(join(SRC, 'assist/messages.ts'), "  'veritable.air.title': 'x',")).toEqual([
      'src/assist/messages.ts: veritable',
    ]);
    expect(strays(join(SRC, 'print/catalogue/ru.ts'), "'death-of-a-division.move.dugIn'")).toHaveLength(1);
    expect(strays(join(SRC, 'games/remagen/x.ts'), "'remagen.fire.night'")).toEqual([]);
    expect(strays(join(SRC, 'games/remagen/x.ts'), "'nordwind.smc.snow'")).toHaveLength(1);
    expect(strays(join(SRC, 'rules/x.ts'), 'my-veritable-copy, veritables')).toEqual([]);
  });
});
