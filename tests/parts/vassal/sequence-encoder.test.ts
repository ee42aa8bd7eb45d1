import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { decodeSequence, encodeSequence } from '../../../src/parts/vassal/sequence-encoder.js';

// A piece definition is sequences nested in sequences: a trait's fields by ';' (images by ','), the traits by a
// tab, the AddPiece command by '/'. Every one must decode back to what was encoded, for every character, as
// VASSAL's SequenceEncoder.Decoder reads it (VASSAL 3.7.26, the version the module is checked with).
const DELIMS = [';', '\t', '/', ','];
/** The characters the encoding treats specially, and ordinary ones around them. */
const TRICKY = ['\\', "'", ';', '\t', '/', ',', 'a', ' ', '\\\\', "''"];

/** Every UTF-16 code unit alone, and at the start, middle and end of a field, beside a tricky neighbour. */
function everyCharacterCases(): string[][] {
  const cases: string[][] = [];
  for (let c = 0; c <= 0xffff; c++) {
    const ch = String.fromCharCode(c);
    cases.push([ch, `${ch}\\`, `\\${ch}`, `'${ch}`, `a${ch}b`]);
  }
  return cases;
}

/** Three levels, as a piece definition nests them. */
function nested(fields: string[]): { encoded: string; decoded: string[] } {
  const trait = encodeSequence(fields, ';');
  const traits = encodeSequence([trait, ...fields.slice(0, 2)], '\t');
  const command = encodeSequence(['null', traits, fields.at(-1) ?? ''], '/');
  const [, t2] = decodeSequence(command, '/');
  const [t1] = decodeSequence(t2, '\t');
  return { encoded: command, decoded: decodeSequence(t1, ';') };
}

describe('VASSAL sequence encoding round-trips', () => {
  it('a field that ends with a backslash is quoted, so the next delimiter is not read as escaped', () => {
    expect(encodeSequence(['name\\', 'next'], ';')).toBe("'name\\';next");
    expect(decodeSequence(encodeSequence(['name\\', 'next'], ';'), ';')).toEqual(['name\\', 'next']);
  });

  it('every UTF-16 code unit, alone and beside backslashes and quotes, with every delimiter: 0 undecodable', () => {
    const cases = everyCharacterCases();
    let wrong = 0;
    for (const delim of DELIMS)
      for (const fields of cases)
        if (JSON.stringify(decodeSequence(encodeSequence(fields, delim), delim)) !== JSON.stringify(fields)) wrong++;
    expect(wrong).toBe(0);
  });

  it('random fields of tricky characters, nested three deep as a piece definition: 0 undecodable (seeded)', () => {
    const field = fc.array(fc.constantFrom(...TRICKY, 'é', '\u{1F600}'), { maxLength: 8 }).map((a) => a.join(''));
    fc.assert(
      fc.property(fc.array(field, { minLength: 1, maxLength: 6 }), fc.constantFrom(...DELIMS), (fields, delim) => {
        expect(decodeSequence(encodeSequence(fields, delim), delim)).toEqual(fields);
        expect(nested(fields).decoded).toEqual(fields);
      }),
      { seed: 25, numRuns: 2000 },
    );
  });

  it("VASSAL's own Decoder reads back every case (skipped only where Java or VASSAL's classes are missing)", (ctx) => {
    const classes = vassalClasses();
    if (!classes) return ctx.skip();
    const work = mkdtempSync(join(tmpdir(), 'vassal-decoder-'));
    const src = fileURLToPath(new URL('../../helpers/vassal/DecodeWithVassal.java', import.meta.url));
    const javac = spawnSync('javac', ['-d', work, '-cp', classes, src], { encoding: 'utf8' });
    expect(javac.status, javac.stderr).toBe(0);
    const rng = fc.sample(
      fc.array(
        fc.array(fc.constantFrom(...TRICKY), { maxLength: 6 }).map((a) => a.join('')),
        { minLength: 1, maxLength: 5 },
      ),
      { seed: 25, numRuns: 500 },
    );
    const cases: { delim: string; fields: string[] }[] = [];
    for (const delim of DELIMS) {
      // Every code unit once, in the three shapes the quoting rules are about: the port above checks the rest.
      for (let c = 0; c <= 0xffff; c++) {
        const ch = String.fromCharCode(c);
        cases.push({ delim, fields: [`\\${ch}\\`, `'${ch}'`, ch] });
      }
      for (const fields of rng) cases.push({ delim, fields });
    }
    const hex = hexOf;
    const input = cases.map((c) => `${hex(c.delim)} ${hex(encodeSequence(c.fields, c.delim))}`).join('\n') + '\n';
    const java = spawnSync('java', ['-cp', `${work}:${classes}`, 'DecodeWithVassal'], {
      input,
      encoding: 'utf8',
      maxBuffer: 1 << 30,
    });
    expect(java.status, java.stderr).toBe(0);
    const lines = java.stdout.split('\n');
    let wrong = 0;
    for (const [i, c] of cases.entries()) if (lines[i] !== c.fields.map((f) => (f ? hex(f) : '-')).join(' ')) wrong++;
    expect({ cases: cases.length, wrong }).toEqual({ cases: cases.length, wrong: 0 });
  }, 120_000);
});

const HEX4 = Array.from({ length: 0x10000 }, (_, c) => c.toString(16).padStart(4, '0'));
/** A value's UTF-16 code units in hex, four digits each: what the Java side reads and writes. */
function hexOf(s: string): string {
  let h = '';
  for (let i = 0; i < s.length; i++) h += HEX4[s.charCodeAt(i)];
  return h;
}

/** VASSAL 3.7.26's classes and their class path, built by ../shared/tools/vassal-check when Java is here. */
function vassalClasses(): string | undefined {
  const tool = fileURLToPath(new URL('../../../../shared/tools/vassal-check/build.sh', import.meta.url));
  if (!existsSync(tool) || spawnSync('javac', ['-version']).status !== 0) return undefined;
  const build = process.env.VASSAL_CHECK_BUILD ?? join(process.env.TMPDIR ?? tmpdir(), 'vassal-check-build');
  // Built once by any check; build.sh itself only when it has not been (it hashes VASSAL's sources to know).
  const built = existsSync(join(build, 'classes/VASSAL/tools/SequenceEncoder$Decoder.class'));
  if (!built && spawnSync(tool, [], { stdio: 'ignore' }).status !== 0) return undefined;
  return [join(build, 'classes'), readFileSync(join(build, 'cp.txt'), 'utf8').trim()].join(':');
}
