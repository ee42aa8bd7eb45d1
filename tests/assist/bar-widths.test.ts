import { describe, it, expect } from 'vitest';
import { runCli } from '../helpers/run-cli.js';
import { render } from '../../src/assist/messages.js';
import { probabilityBarLines } from '../../src/assist/table/probability-bars.js';

// The chances' bars line up in every language: each code is padded to the widest code as the reader's language
// words it, not as long as the English code would be.

/** Where each bar of a report begins (the column of its first bar character), one per bar line. */
const barColumns = (out: string) =>
  out
    .split('\n')
    .filter((l) => /[█·]{24}/.test(l))
    .map((l) => [...l].findIndex((c) => c === '█' || c === '·'));

describe('probability bars line up by the words shown', () => {
  for (const lang of ['en', 'ru'])
    it(`11.2 Führer roll, --lang ${lang}: every bar starts in one column, a space after the widest code`, async () => {
      const r = await runCli('fuhrer', 'veritable', '--unit', 'pgr-60', '--turn', '3', '--roll', '1', '--lang', lang);
      expect(r.code, r.err).toBe(0);
      const cols = barColumns(r.out);
      expect(cols).toHaveLength(3);
      expect(new Set(cols).size).toBe(1);
      // The widest code ("released"; «задержана») sits right before its bar with one space.
      expect(r.out).toMatch(lang === 'en' ? / released █/ : / задержана █/);
    });

  it('5.1 air power in Russian: the rows line up as in English', async () => {
    for (const lang of ['en', 'ru']) {
      const r = await runCli('air', 'veritable', '--turn', '3', '--preview', '--lang', lang);
      expect(r.code, r.err).toBe(0);
      const cols = barColumns(r.out);
      expect(cols.length).toBeGreaterThan(3);
      expect(new Set(cols).size).toBe(1);
    }
  });

  it('a code worded longer in another language pads the others to it', () => {
    const outcomes = [
      { code: 'DE', meaning: 'defender eliminated', probability: 0.5, fraction: '1/2' },
      { code: 'EX', meaning: 'exchange', probability: 0.5, fraction: '1/2' },
    ];
    const words = (v: string) => (v === 'DE' ? 'уничтожен' : v === 'EX' ? 'обмен' : v);
    const lines = probabilityBarLines(outcomes).map((m) => render(m, {}, words));
    expect(lines.map((l) => l.indexOf('█'))).toEqual([12, 12]);
    expect(
      probabilityBarLines(outcomes)
        .map((m) => render(m))
        .map((l) => l.indexOf('█')),
    ).toEqual([7, 7]);
  });
});
