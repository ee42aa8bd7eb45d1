import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';

const hasPoppler = spawnSync('sh', ['-c', 'command -v pdftotext']).status === 0;
const ALLOWED = JSON.parse(readFileSync(join(import.meta.dirname, 'latin-allowed-ru.json'), 'utf8')) as {
  allowed: { word: string; reason: string }[];
};

/**
 * A hex of Veritable's map, A1 to R12: a coordinate, printed alike in every language as the journal keeps it (the
 * Russian copy's 0603 is read, not printed), not a word.
 */
const HEX = /^[A-R](?:[1-9]|1[0-2])$/;

/** Latin-script words, with their hyphens and apostrophes ("back-offset", "Führer's"); not × and ÷, signs. */
const LATIN_WORD = /[A-Za-zÀ-ÖØ-öø-ɏ][A-Za-zÀ-ÖØ-öø-ɏ0-9'’-]*/g;

// One language per sheet: a Russian kit prints every word Sandtable writes in Russian, read back from the PDFs as a
// player's reader would. Issue 24: the counter sheet printed the RAF's air units as "RAF"; the Russian rules call
// them КВВС (Королевские военно-воздушные силы), and so does the sheet now.
describe.skipIf(!hasPoppler)('a Russian Veritable kit speaks Russian', () => {
  it('prints no Latin-script word outside the proper names and designations listed as such', async () => {
    const out = mkdtempSync(join(tmpdir(), 'one-language-'));
    try {
      const r = await runCli(
        'build',
        'veritable',
        '--lang',
        'ru',
        '--only',
        'counters,map,cards,aids,roster',
        '--out',
        out,
      );
      expect(r.code, r.err).toBe(0);
      // Everything the locale and the catalogue cover: no text falls back to English.
      expect(r.err).not.toMatch(/no "ru" translation/);
      const pdfs = readdirSync(out).filter((f) => f.endsWith('.pdf'));
      expect(pdfs.length).toBeGreaterThanOrEqual(4);
      const allowed = new Set(ALLOWED.allowed.map((a) => a.word));
      const leaks: string[] = [];
      for (const f of pdfs) {
        const text = spawnSync('pdftotext', [join(out, f), '-'], { encoding: 'utf8' }).stdout;
        for (const w of text.match(LATIN_WORD) ?? []) if (!allowed.has(w) && !HEX.test(w)) leaks.push(`${f}: ${w}`);
      }
      expect([...new Set(leaks)]).toEqual([]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('gives a reason for every word it lets through', () => {
    for (const a of ALLOWED.allowed) expect(a.reason.length, a.word).toBeGreaterThan(20);
  });
});
