import { describe, it, expect, afterEach } from 'vitest';
import { spawnSync } from 'node:child_process';
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadScenario } from '../../src/load/load-scenario.js';
import { ScenarioError, formatProblem, MAX_LISTED_PROBLEMS } from '../../src/load/problem.js';
import { MAX_DATA_FILE_BYTES } from '../../src/load/source-file.js';
import { brokenCopy, problemsOf, MINI_HEX } from '../helpers/broken-copy.js';

function scenarioError(dir: string): ScenarioError {
  try {
    loadScenario(dir);
  } catch (e) {
    if (e instanceof ScenarioError) return e;
    throw e;
  }
  throw new Error(`expected ${dir} to be rejected`);
}

describe('a broken file gives a short list, whatever its size', () => {
  it('a YAML file with a syntax error on every line lists the first 50, then "and N more problems"', () => {
    const dir = brokenCopy(MINI_HEX, {});
    writeFileSync(join(dir, 'map.yaml'), 'map:\n' + '  - [a: ] x\n'.repeat(5000));
    const e = scenarioError(dir);
    expect(e.problems).toHaveLength(MAX_LISTED_PROBLEMS + 1);
    expect(e.problems.slice(0, -1).every((p) => p.file.endsWith('map.yaml') && p.line)).toBe(true);
    const last = formatProblem(e.problems[MAX_LISTED_PROBLEMS]);
    expect(last).toMatch(/^and \d+ more problems$/);
    expect(e.total).toBeGreaterThan(1000);
    expect(e.message.split('\n')).toHaveLength(MAX_LISTED_PROBLEMS + 1);
  });

  it('a thousand bad units are listed as 50 located problems and a count of the rest', () => {
    const dir = brokenCopy(MINI_HEX, {});
    const units = Array.from({ length: 1000 }, (_, i) => `  - { id: u${i}, nme: x }\n`).join('');
    writeFileSync(join(dir, 'units.yaml'), `units:\n${units}`);
    const e = scenarioError(dir);
    expect(e.problems).toHaveLength(MAX_LISTED_PROBLEMS + 1);
    expect(e.problems[0]).toMatchObject({ line: 2 });
    expect(e.total).toBeGreaterThan(1000);
    expect(e.problems[MAX_LISTED_PROBLEMS].message).toBe(`and ${e.total - MAX_LISTED_PROBLEMS} more problems`);
  });

  it('a data file larger than the limit is refused by name before it is parsed', () => {
    const dir = brokenCopy(MINI_HEX, {});
    appendFileSync(join(dir, 'units.yaml'), `# ${'x'.repeat(MAX_DATA_FILE_BYTES)}\n`);
    const [p] = problemsOf(dir);
    expect(p.file).toMatch(/units\.yaml$/);
    expect(p.message).toMatch(/^is 8\.0 MB; a data file may be at most 8\.0 MB$/);
  });

  it.skipIf(spawnSync('sh', ['-c', 'command -v mkfifo']).status !== 0)(
    'a FIFO in place of a data file is refused, not waited on',
    () => {
      const dir = brokenCopy(MINI_HEX, {});
      rmSync(join(dir, 'map.yaml'));
      spawnSync('mkfifo', [join(dir, 'map.yaml')]);
      const [p] = problemsOf(dir);
      expect(p).toMatchObject({ message: 'is not a regular file' });
      expect(p.file).toMatch(/map\.yaml$/);
    },
    10_000,
  );
});

describe('YAML: plain values only, aliases within bounds, UTF-8 text', () => {
  it('a custom tag (!!js/function, !foo) is refused with file and line, saying tags are not allowed', () => {
    for (const tag of ['!!js/function', '!foo']) {
      const dir = brokenCopy(MINI_HEX, { 'game.yaml': [['title: Mini Hex', `title: ${tag} "function () {}"`]] });
      const [p] = problemsOf(dir);
      expect(p.file).toMatch(/game\.yaml$/);
      expect(p.line).toBe(2);
      expect(p.message).toBe(
        `the tag ${tag} is not allowed: a game's data holds only text, numbers, true/false, lists and mappings`,
      );
    }
  });

  it('an alias bomb that the schema would accept is refused at the alias, before anything expands it', () => {
    // 100 cells under one anchor, its alias 20,000 times: a 140 KB file standing for 2,000,000 values, which
    // the scenario cache would write out in full.
    const row = `&row [${Array.from({ length: 100 }, () => 'x').join(', ')}]`;
    const rows = `[${row}, ${Array.from({ length: 20_000 }, () => '*row').join(', ')}]`;
    const columns = `[${Array.from({ length: 100 }, (_, i) => `c${i}`).join(', ')}]`;
    const dir = brokenCopy(MINI_HEX, {});
    appendFileSync(
      join(dir, 'charts.yaml'),
      `  - id: bomb\n    name: Bomb\n    kind: table\n    columns: ${columns}\n    rows: ${rows}\n` +
        '    provenance: { rules: "1" }\n',
    );
    const [p] = problemsOf(dir);
    expect(p.file).toMatch(/charts\.yaml$/);
    expect(p.line).toBe(37);
    expect(p.message).toMatch(/^expands to more than 1,000,000 values through its aliases/);
  });

  it('a billion laughs is refused with file and line, never "internal error"', () => {
    const levels = ['    &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
    for (let i = 1; i < 10; i++)
      levels.push(`    &a${i} [${Array.from({ length: 10 }, () => `*a${i - 1}`).join(', ')}]`);
    const dir = brokenCopy(MINI_HEX, {});
    writeFileSync(join(dir, 'locales/ru.yaml'), `language: ru\nnames:\n  x: [\n${levels.join(',\n')}\n  ]\n`);
    const [p] = problemsOf(dir);
    expect(p.file).toMatch(/locales\/ru\.yaml$/);
    expect(p.line).toBeGreaterThan(0);
    expect(p.message).toMatch(/expands to more than 1,000,000 values/);
  });

  it('an anchor used hundreds of times validates, and a problem beside it is still placed on its line', () => {
    // The bundled data share provenance through anchors; a large order of battle uses one hundreds of times.
    const markers = Array.from(
      { length: 300 },
      (_, i) => `  - { id: m${i}, name: M, front: F, provenance: *p }\n`,
    ).join('');
    const dir = brokenCopy(MINI_HEX, {
      'units.yaml': [
        ['provenance: { history: "fixture" }', 'provenance: &p { history: "fixture" }'],
        ['markers:\n', `markers:\n${markers}`],
        ['pieceCount: 5', 'pieceCount: 305'],
      ],
    });
    expect(loadScenario(dir).markers).toHaveLength(301);
    const bad = brokenCopy(dir, {
      'units.yaml': [['  - { id: m299, name: M, front: F,', '  - { id: m299, name: M, front: [F],']],
    });
    const [p] = problemsOf(bad);
    expect(p.path).toEqual(['markers', 299, 'front']);
    expect(p.line).toBe(325);
  });

  it('invalid UTF-8 is refused with the line and column of the first bad byte', () => {
    const dir = brokenCopy(MINI_HEX, {});
    const file = join(dir, 'units.yaml');
    const text = readFileSync(file);
    const at = text.indexOf('1st Brigade');
    writeFileSync(file, Buffer.concat([text.subarray(0, at), Buffer.from([0xc3, 0x28]), text.subarray(at)]));
    const [p] = problemsOf(dir);
    expect(p).toMatchObject({ line: 4, col: 11, message: 'is not UTF-8 text (byte 0xc3); save the file as UTF-8' });
  });

  it('a NUL byte is refused with its line', () => {
    const dir = brokenCopy(MINI_HEX, { 'map.yaml': [['name: Mini map', 'name: Mini\0map']] });
    const [p] = problemsOf(dir);
    expect(p.file).toMatch(/map\.yaml$/);
    expect(p.line).toBe(3);
    expect(p.message).toMatch(/^holds a NUL byte/);
  });

  it('YAML nested 100,000 levels deep is refused with its line, and the process carries on', () => {
    const dir = brokenCopy(MINI_HEX, {});
    writeFileSync(join(dir, 'map.yaml'), `map: ${'['.repeat(100_000)}${']'.repeat(100_000)}\n`);
    const [p] = problemsOf(dir);
    expect(p.line).toBe(1);
    expect(p.message).toMatch(/nesting exceeded maxDepth/);
    expect(loadScenario(MINI_HEX).game.id).toBe('mini-hex');
  });
});

describe('units.csv headers name fields, never the prototype', () => {
  afterEach(() => {
    delete (Object.prototype as Record<string, unknown>).polluted;
  });

  it('a header __proto__.polluted is refused with file, line 1 and column, and reaches no other object', () => {
    for (const header of ['__proto__.polluted', 'constructor.prototype.polluted', 'factors.__proto__.polluted']) {
      const dir = brokenCopy(MINI_HEX, { 'units.csv': [[',abilities\n', `,abilities,${header}\n`]] });
      const csv = join(dir, 'units.csv');
      writeFileSync(csv, readFileSync(csv, 'utf8').replace(/armour-shift\n/, 'armour-shift,yes\n'));
      const [p] = problemsOf(dir);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(p.file).toMatch(/units\.csv$/);
      expect(p).toMatchObject({ line: 1, col: 15 });
      expect(p.message).toMatch(/names "(__proto__|constructor|prototype)", which is not a field/);
    }
  });
});
