import { describe, it, expect } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { counterSizeTag, kitFileName } from '../../src/print/file-name.js';
import { runCli } from '../helpers/run-cli.js';

describe('kit file names carry the language and paper when not the defaults', () => {
  it('keeps the plain names for English on letter', () => {
    expect(kitFileName('map.pdf', 'en', 'letter')).toBe('map.pdf');
    expect(kitFileName('counters-sheet1-front.svg', 'en', 'letter')).toBe('counters-sheet1-front.svg');
  });

  it('puts the tag right after the part stem, so one build sorts together', () => {
    expect(kitFileName('map.pdf', 'ru', 'a4')).toBe('map-ru-a4.pdf');
    expect(kitFileName('map-A1.svg', 'ru', 'a4')).toBe('map-ru-a4-A1.svg');
    expect(kitFileName('counters.pdf', 'ru', 'letter')).toBe('counters-ru.pdf');
    expect(kitFileName('aids-2.svg', 'en', 'a4')).toBe('aids-a4-2.svg');
    expect(kitFileName('order-of-battle-1.png', 'ru', 'letter')).toBe('order-of-battle-ru-1.png');
    expect(kitFileName('cards-pod.layout.json', 'en', 'a4')).toBe('cards-a4-pod.layout.json');
    // A stem must end at a dash or dot: "mapping.pdf" is not a map file.
    expect(kitFileName('mapping.pdf', 'ru', 'letter')).toBe('mapping-ru.pdf');
  });

  it('names only the language into a file that is never printed: one module or page serves any paper', () => {
    expect(kitFileName('veritable.vmod', 'ru', 'a4')).toBe('veritable-ru.vmod');
    expect(kitFileName('veritable.vmod', 'en', 'a4')).toBe('veritable.vmod');
    expect(kitFileName('companion.html', 'ru', 'letter')).toBe('companion-ru.html');
  });

  it('a Russian and an A4 build into one folder leave the English letter files alone', async () => {
    const out = mkdtempSync(join(tmpdir(), 'file-names-'));
    try {
      for (const v of [[], ['--lang', 'ru'], ['--paper', 'a4']]) {
        const r = await runCli('build', 'veritable', '--only', 'counters,aids', '--format', 'pdf', '--out', out, ...v);
        expect(r.code, r.err).toBe(0);
      }
      const pdfs = readdirSync(out).filter((f) => f.endsWith('.pdf'));
      for (const f of ['counters.pdf', 'counters-ru.pdf', 'counters-a4.pdf', 'aids.pdf', 'aids-ru.pdf', 'aids-a4.pdf'])
        expect(pdfs).toContain(f);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("a counter size other than the game's own goes into the counter sheets' and the map's names only", () => {
    expect(counterSizeTag('5/8in', '1/2in')).toBe('-5-8in');
    expect(counterSizeTag('1/2in', '1/2in')).toBe('');
    expect(counterSizeTag(undefined, '1/2in')).toBe('');
    expect(counterSizeTag('16mm', '5/8in')).toBe('-16mm');
    expect(kitFileName('counters.pdf', 'en', 'letter', '-5-8in')).toBe('counters-5-8in.pdf');
    expect(kitFileName('map.pdf', 'ru', 'a4', '-5-8in')).toBe('map-ru-a4-5-8in.pdf');
    expect(kitFileName('aids.pdf', 'en', 'letter', '-5-8in')).toBe('aids.pdf');
  });

  it('--counter-size 5/8 beside the default kit replaces neither its counters nor its map', async () => {
    const out = mkdtempSync(join(tmpdir(), 'file-names-'));
    try {
      for (const v of [[], ['--counter-size', '5/8'], []]) {
        const r = await runCli('build', 'veritable', '--only', 'counters,map', '--format', 'pdf', '--out', out, ...v);
        expect(r.code, r.err).toBe(0);
        // The build names the print shop's file as it writes it (it said "map-print-shop.pdf" for every size).
        const shop = v.length ? 'map-5-8in-print-shop.pdf' : 'map-print-shop.pdf';
        expect(r.out + r.err).toContain(`${shop}: the whole`);
        expect(readdirSync(out)).toContain(shop);
      }
      const pdfs = readdirSync(out).filter((f) => f.endsWith('.pdf'));
      for (const f of ['counters.pdf', 'counters-5-8in.pdf', 'map.pdf', 'map-5-8in.pdf']) expect(pdfs).toContain(f);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
