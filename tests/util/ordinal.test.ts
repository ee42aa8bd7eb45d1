import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ordinal, wrongOrdinals } from '../../src/util/ordinal.js';
import { PROJECT_ROOT } from '../../src/load/bundled.js';

describe('English ordinals', () => {
  it('follow the rule: st, nd, rd after 1, 2, 3, except 11th to 13th; th otherwise', () => {
    const cases: [number, string][] = [
      [1, '1st'],
      [2, '2nd'],
      [3, '3rd'],
      [4, '4th'],
      [11, '11th'],
      [12, '12th'],
      [13, '13th'],
      [21, '21st'],
      [71, '71st'],
      [111, '111th'],
      [112, '112th'],
      [152, '152nd'],
      [153, '153rd'],
      [1051, '1051st'],
      [0, '0th'],
    ];
    for (const [n, s] of cases) expect(ordinal(n), String(n)).toBe(s);
    expect(wrongOrdinals('71th and 152th, 153rd and 11th')).toEqual([
      { found: '71th', should: '71st' },
      { found: '152th', should: '152nd' },
    ]);
  });

  it('every bundled game writes its unit and formation ordinals right', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const f of readdirSync(dir)) {
        const p = join(dir, f);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.(ya?ml|csv)$/.test(f)) files.push(p);
      }
    };
    walk(join(PROJECT_ROOT, 'data'));
    expect(files.length).toBeGreaterThan(8);
    const wrong = files.flatMap((f) => wrongOrdinals(readFileSync(f, 'utf8')).map((w) => `${f}: ${w.found}`));
    expect(wrong).toEqual([]);
  });
});
