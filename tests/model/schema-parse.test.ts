import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { FILE_SCHEMAS, type SchemaName } from '../../src/model/json-schema.js';
import { parseYaml } from '../../src/load/source-file.js';

// Issue 20 (speed): the schemas are checked with a pass-through memoizer (src/model/schema/common.ts), which parses
// as zod's own only while no schema can re-enter itself; zod's memoizer spent half of checking rules.yaml finding
// that out. These fail when a recursive schema arrives, or when a value written once and used twice parses apart.
describe('the file schemas, parsed without zod memoizer', () => {
  it('hold no schema that can re-enter itself', () => {
    for (const name of Object.keys(FILE_SCHEMAS) as SchemaName[])
      expect(z.core.isRecursiveSchema(FILE_SCHEMAS[name].schema as z.core.$ZodType), name).toBe(false);
  });

  it('read a value written once and named twice (a YAML alias) as two equal values, each checked', () => {
    const text = readFileSync(resolve(import.meta.dirname, '../fixtures/mini-hex/game.yaml'), 'utf8');
    const sides = /^sides:\n(?: {2}.*\n)+/m;
    expect(text).toMatch(sides);
    const game = (written: string) => {
      const r = FILE_SCHEMAS.game.schema.safeParse(parseYaml('game.yaml', text.replace(sides, written)).source!.data);
      expect(r.error).toBeUndefined();
      return r.data!;
    };
    const aliased = game('sides:\n  - &b { id: blue, name: Blue }\n  - *b\n');
    expect(aliased).toEqual(game('sides:\n  - { id: blue, name: Blue }\n  - { id: blue, name: Blue }\n'));
    expect(aliased.sides[0]).not.toBe(aliased.sides[1]);
  });
});
