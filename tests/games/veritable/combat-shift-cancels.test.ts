import { describe, it, expect, afterAll } from 'vitest';
import { runCli } from '../../helpers/run-cli.js';
import { cleanup } from '../../helpers/broken-copy.js';
import { declaredCombatCopy } from './declared-copy.js';

// A declared combat's column shifts in their own words (`says`) and one that cancels others (`cancels`), judged by
// the engine as Veritable's combat hook judges them: German anti-tank cancels a 79th Armoured shift, one for one
// (8.3), and each shift is said in the data's words, framed by the combat's `says.shiftRight`/`shiftLeft`.

const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));
const copy = (edits: [string | RegExp, string][] = []) => {
  const dir = declaredCombatCopy(edits);
  dirs.push(dir);
  return dir;
};
const shiftLines = (out: string) => out.split('\n').filter((l) => /^ {2}Shift \d+[RL]: /.test(l));

describe('declared column shifts: their words and the anti-tank cancel (8.2, 8.3)', () => {
  it('8.3: anti-tank cancels one 79th Armoured shift; the lines are Veritable’s own, and so is the net', async () => {
    const dir = copy();
    const fights = [
      ['71-bde@H8,30-armd-bde@H8', 'flak-1@I9,gr-1051@I9', '2'],
      ['71-bde@H8,30-armd-bde@H8', 'gr-1051@I9', '0'],
      ['71-bde@H5', 'gr-1051@I5', '1'],
    ];
    for (const [attacker, defender, air] of fights) {
      const args = ['--attacker', attacker, '--defender', defender, '--air-attacker', air, '--preview', '--json'];
      const own = await runCli('combat', 'veritable', ...args);
      const declared = await runCli('combat', dir, ...args);
      expect(declared.code, declared.err).toBe(0);
      expect(JSON.parse(declared.out).shift, attacker).toBe(JSON.parse(own.out).netShift);
      const plain = args.filter((a) => a !== '--json');
      const ownLines = shiftLines((await runCli('combat', 'veritable', ...plain)).out);
      expect(shiftLines((await runCli('combat', dir, ...plain)).out), attacker).toEqual(ownLines);
    }
    const out = (
      await runCli(
        'combat',
        dir,
        '--attacker',
        '71-bde@H8,30-armd-bde@H8',
        '--defender',
        'flak-1@I9,gr-1051@I9',
        '--preview',
      )
    ).out;
    expect(shiftLines(out)).toEqual([
      '  Shift 1R: 1 79th Armoured unit (8.2)',
      '  Shift 1L: German anti-tank cancels 1 of them (8.3)',
      '  Shift 1L: an Allied unit attacks across the Siegfried Line (6.5.1)',
    ]);
  });

  it('8.3: with no 79th Armoured shift to cancel, anti-tank says nothing and moves nothing', async () => {
    const r = await runCli(
      'combat',
      copy(),
      '--attacker',
      '71-bde@H8',
      '--defender',
      'flak-1@I9,gr-1051@I9',
      '--preview',
    );
    expect(r.code, r.err).toBe(0);
    expect(r.out).not.toContain('cancels');
    expect(shiftLines(r.out)).toEqual(['  Shift 1L: an Allied unit attacks across the Siegfried Line (6.5.1)']);
  });

  it('--lang ru words each shift from the locale (combat.says.<id>.one)', async () => {
    const args = [
      '--attacker',
      '71-bde@H8,30-armd-bde@H8',
      '--defender',
      'flak-1@I9,gr-1051@I9',
      '--air-attacker',
      '2',
    ];
    const ru = await runCli('combat', copy(), ...args, '--preview', '--lang', 'ru');
    expect(ru.out).toContain('немецкие истребители танков гасят 1 из них (8.3)');
    expect(ru.out).toContain('маркеров ВВС у атакующего: 2 (5.2)');
  });

  it('a shift without the combat’s shiftRight/shiftLeft words is framed by the engine: "Shift -1: …"', async () => {
    const dir = copy([[/\n {8}shiftRight: [^\n]*\n {8}shiftLeft: [^\n]*/, '']]);
    const r = await runCli(
      'combat',
      dir,
      '--attacker',
      '71-bde@H8,30-armd-bde@H8',
      '--defender',
      'flak-1@I9,gr-1051@I9',
      '--preview',
    );
    expect(r.out).toContain(
      '  Shift +1: 1 79th Armoured unit (8.2)\n  Shift -1: German anti-tank cancels 1 of them (8.3)\n',
    );
  });

  it('validate: a cancel naming no judged shift of the combat is refused at its line, with did you mean', async () => {
    const dir = copy([
      ['cancels: [armour-attacking, armour-defending]', 'cancels: [armour-attackin, armour-defending]'],
    ]);
    const r = await runCli('validate', dir);
    expect(r.code).toBe(1);
    expect(r.out + r.err).toMatch(
      /rules\.yaml:\d+:\d+: rules\.procedures\[1\]\.shifts\[3\]\.cancels\[0\]: no shift "armour-attackin" /,
    );
    expect(r.out + r.err).toContain('(did you mean "armour-attacking"?)');
  });
});
