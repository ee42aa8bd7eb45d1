import { describe, it, expect } from 'vitest';
import { writeFileSync } from 'node:fs';
import { z } from 'zod';
import { game } from '../../src/model/schema/game.js';
import { unitsFile } from '../../src/model/schema/units.js';
import { mapFile } from '../../src/model/schema/map.js';
import { chartsFile } from '../../src/model/schema/charts.js';
import { cardsFile } from '../../src/model/schema/cards.js';
import { rostersFile } from '../../src/model/schema/rosters.js';
import { localeFile } from '../../src/model/schema/locale.js';
import { LIMITS } from '../../src/model/schema/common.js';
import { brokenCopy, problemsOf, MINI_HEX, MINI_AREA } from '../helpers/broken-copy.js';

type Json = Record<string, unknown>;

/** Every place in a JSON schema where a number, a text or a list has no upper bound a game could use. */
function unbounded(schema: Json, path = '$'): string[] {
  const out: string[] = [];
  const kids = (s: unknown, p: string) => (s && typeof s === 'object' ? unbounded(s as Json, p) : []);
  const type = schema.type;
  if (schema.enum || schema.const !== undefined) return out;
  if (type === 'string' && typeof schema.maxLength !== 'number') out.push(`${path}: text without maxLength`);
  if (type === 'number' || type === 'integer') {
    const lo = (schema.minimum ?? schema.exclusiveMinimum) as number | undefined;
    const hi = (schema.maximum ?? schema.exclusiveMaximum) as number | undefined;
    if (lo === undefined || hi === undefined || lo < -LIMITS.value || hi > LIMITS.value)
      out.push(`${path}: number bounded by [${lo}, ${hi}]`);
  }
  if (type === 'array' && schema.items && typeof schema.maxItems !== 'number')
    out.push(`${path}: list without maxItems`);
  if (type === 'array' && Array.isArray(schema.prefixItems) && schema.items !== false && schema.items !== undefined)
    out.push(`${path}: tuple open at the end`);
  for (const [k, v] of Object.entries((schema.properties as Json) ?? {})) out.push(...kids(v, `${path}.${k}`));
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    out.push(...kids(schema.additionalProperties, `${path}.*`));
    out.push(...kids(schema.propertyNames, `${path}.<key>`));
    if (!schema.propertyNames) out.push(`${path}: mapping keys without a bound`);
  }
  out.push(...kids(schema.items, `${path}[]`));
  (schema.prefixItems as unknown[] | undefined)?.forEach((s, i) => out.push(...kids(s, `${path}[${i}]`)));
  for (const k of ['anyOf', 'oneOf', 'allOf'])
    (schema[k] as unknown[] | undefined)?.forEach((s, i) => out.push(...kids(s, `${path}|${k}${i}`)));
  return out;
}

describe('the schema bounds every number, text and list a game file holds', () => {
  const files = { game, unitsFile, mapFile, chartsFile, cardsFile, rostersFile, localeFile };
  for (const [name, schema] of Object.entries(files))
    it(`${name}: no number, text or list without an upper bound`, () => {
      const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
      expect(unbounded(json)).toEqual([]);
    });
});

describe('a value past a bound is refused with a message naming the field and the bound', () => {
  it('a position of -1.79e308 mm is refused, where it once aborted V8 with a native trace', () => {
    const dir = brokenCopy(MINI_AREA, { 'map.yaml': [['position: [40, 40]', 'position: [-1.79e308, 40]']] });
    const [p] = problemsOf(dir);
    expect(p.path).toEqual(['map', 'areas', 0, 'position', 0]);
    expect(p.line).toBe(9);
    expect(p.message).toBe('must be at least -5000, got number -1.79e+308');
  });

  it('a count near 2^53 is refused, where it once gave "internal error: Invalid array length"', () => {
    const dir = brokenCopy(MINI_HEX, { 'units.yaml': [['    count: 2\n', '    count: 9007199254740991\n']] });
    const [p] = problemsOf(dir);
    expect(p.path).toEqual(['markers', 0, 'count']);
    expect(p.message).toBe('must be at most 200, got number 9007199254740991');
  });

  it('count: 1000000 is refused at once, where it once built for over 300 s', () => {
    const dir = brokenCopy(MINI_HEX, { 'units.yaml': [['    count: 2\n', '    count: 1000000\n']] });
    const [p] = problemsOf(dir);
    expect(p.message).toBe('must be at most 200, got number 1000000');
  });

  it('more than 5,000 counters in all are refused where the running total passes the limit', () => {
    const markers = Array.from(
      { length: 30 },
      (_, i) => `  - { id: m${i}, name: M, front: F, count: 200, provenance: { rules: "1" } }\n`,
    ).join('');
    const dir = brokenCopy(MINI_HEX, {
      'units.yaml': [
        ['markers:\n', `markers:\n${markers}`],
        ['pieceCount: 5\n', ''],
      ],
    });
    const problems = problemsOf(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0].path).toEqual(['markers', 24, 'count']);
    expect(problems[0].message).toBe('the counters add up to more than 5,000 here; a game has at most 5,000');
  });

  it('dice beyond 10 dice of 100 faces are refused', () => {
    for (const dice of ['11d6', '1d1000', '100d6']) {
      const [p] = problemsOf(brokenCopy(MINI_HEX, { 'game.yaml': [['dice: 1d6', `dice: ${dice}`]] }));
      expect(p.path).toEqual(['dice']);
      expect(p.message).toMatch(/at most 10 dice of at most 100 faces/);
    }
  });

  it('a map larger than 200 columns, or printed larger than 5 m, is refused', () => {
    const [cols] = problemsOf(brokenCopy(MINI_HEX, { 'map.yaml': [['columns: 5', 'columns: 100000']] }));
    expect(cols.message).toBe('must be at most 200, got number 100000');
    const [size] = problemsOf(brokenCopy(MINI_HEX, { 'map.yaml': [['width: 4in', 'width: 99999999in']] }));
    expect(size.path).toEqual(['map', 'printedSize', 'width']);
    expect(size.message).toMatch(/at most 5000 mm/);
  });

  it('a name longer than 200 characters and a text longer than 2,000 are refused, saying how long they are', () => {
    const [n] = problemsOf(brokenCopy(MINI_HEX, { 'game.yaml': [['title: Mini Hex', `title: ${'x'.repeat(201)}`]] }));
    expect(n.message).toBe('is 201 characters long; at most 200 are allowed');
    const [t] = problemsOf(
      brokenCopy(MINI_HEX, { 'game.yaml': [['description: A tiny', `description: ${'y'.repeat(2000)} A tiny`]] }),
    );
    expect(t.path).toEqual(['description']);
    expect(t.message).toMatch(/^is 2,0\d\d characters long; at most 2,000 are allowed$/);
  });

  it('a roll label naming a number beyond any roll is refused', () => {
    const dir = brokenCopy(MINI_HEX, { 'charts.yaml': [['{ roll: 6, results:', '{ roll: "6-99999999999", results:']] });
    const [p] = problemsOf(dir);
    expect(p.path).toEqual(['charts', 0, 'rows', 5, 'roll']);
    expect(p.message).toMatch(/numbers from -1000 to 1000/);
  });

  it('a mapping key "__proto__", which validation would drop without a word, is refused on its line', () => {
    const dir = brokenCopy(MINI_HEX, {});
    writeFileSync(`${dir}/locales/ru.yaml`, 'language: ru\nnames:\n  __proto__: x\n');
    const [p] = problemsOf(dir);
    expect(p).toMatchObject({ line: 3, path: ['names', '__proto__'] });
    expect(p.message).toMatch(/the key "__proto__" is not allowed/);
  });
});
