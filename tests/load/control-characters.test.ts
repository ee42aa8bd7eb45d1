import { describe, it, expect } from 'vitest';
import { writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brokenCopy, problemsOf, MINI_HEX } from '../helpers/broken-copy.js';
import { runCli } from '../helpers/run-cli.js';
import { forbiddenCharacter } from '../../src/load/text-characters.js';

// Control characters and non-characters have no place in a game's text: SVG and XML cannot hold them, and a
// player cannot see them. They are refused wherever they arrive, with the file, the line and the field.
describe('control and non-characters are refused where they arrive', () => {
  for (const [written, code] of [
    ['\\x00', 'U+0000'],
    ['\\x07', 'U+0007'],
    ['\\uFFFE', 'U+FFFE'],
    ['\\x9B', 'U+009B'],
    ['\\uFDD0', 'U+FDD0'],
  ] as const) {
    it(`a YAML escape "${written}" in a unit's name: units.yaml, line 4, units.0.name, ${code}`, () => {
      const dir = brokenCopy(MINI_HEX, { 'units.yaml': [['name: 1st Brigade', `name: "1st${written} Brigade"`]] });
      const problems = problemsOf(dir);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({ line: 4, path: ['units', 0, 'name'] });
      expect(problems[0].file).toMatch(/units\.yaml$/);
      expect(problems[0].message).toContain(code);
    });
  }

  it('a YAML escape in a key is refused at the key', () => {
    const dir = brokenCopy(MINI_HEX, { 'units.yaml': [['    designation: "1"', '    "des\\x01": "1"']] });
    const [p] = problemsOf(dir);
    expect(p.message).toContain('U+0001');
    expect(p.line).toBe(5);
  });

  it('a tab and a newline written as escapes are still text', () => {
    const dir = brokenCopy(MINI_HEX, { 'units.yaml': [['name: 1st Brigade', 'name: "1st\\tBrigade"']] });
    expect(() => problemsOf(dir)).toThrow(/expected .* to be rejected/);
  });

  it("a control character in a CSV cell: units.csv, line 2, the cell's column", () => {
    const dir = brokenCopy(MINI_HEX, {});
    const file = join(dir, 'units.csv');
    writeFileSync(file, readFileSync(file, 'utf8').replace('2nd Brigade', '2nd\u0007Brigade'));
    const problems = problemsOf(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 2, col: 7 });
    expect(problems[0].file).toMatch(/units\.csv$/);
    expect(problems[0].message).toContain('U+0007');
  });

  it('on the command line: exit 2 naming the argument, no stack', async () => {
    const r = await runCli('crt', 'veritable', '--odds', '3:1\u0007', '--roll', '3');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/argument 4 .*U\+0007/);
    expect(r.err).not.toMatch(/internal error|^\s+at /m);
  });

  it('what is refused: C0 but tab, newline and return; DEL and C1; non-characters; lone surrogates', () => {
    const refused = [0, 8, 0xb, 0xc, 0x1f, 0x7f, 0x80, 0x9f, 0xfdd0, 0xfdef, 0xfffe, 0xffff, 0xd800, 0xdfff];
    for (const c of refused) expect(forbiddenCharacter(`a${String.fromCharCode(c)}`), c.toString(16)).toBeDefined();
    for (const s of ['\t\n\r', 'é', '\u{1F600}', '\u{10FFFD}', 'Ё', '\u00a0'])
      expect(forbiddenCharacter(s)).toBeUndefined();
    expect(forbiddenCharacter('x\u{1FFFE}')).toMatchObject({ index: 1, code: 'U+1FFFE' });
  });
});
