import { describe, it, expect } from 'vitest';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Ajv } from 'ajv';
import { FILE_SCHEMAS, jsonSchemaText, type SchemaName } from '../../src/model/json-schema.js';
import { fieldReference } from '../../src/model/field-reference.js';
import { readYaml } from '../../src/load/source-file.js';

// The JSON Schemas editors read and the field reference designers read are made from the zod schemas the loader
// checks with. Shipped files that say anything else fail here; `npm run schema:update` writes them again.
const ROOT = resolve(import.meta.dirname, '../..');
const SCHEMA_DIR = join(ROOT, 'docs/schema');
const UPDATE = process.env.UPDATE_SCHEMA === '1';
const NAMES = Object.keys(FILE_SCHEMAS) as SchemaName[];

function shipped(file: string, expected: string): void {
  if (UPDATE) {
    mkdirSync(resolve(file, '..'), { recursive: true });
    writeFileSync(file, expected);
  }
  expect(existsSync(file), `${file} is missing: run npm run schema:update`).toBe(true);
  expect(readFileSync(file, 'utf8'), `${file} drifted from the zod schemas: run npm run schema:update`).toBe(expected);
}

/**
 * Each file's schema source and the schema sources it is built from (common.ts's provenance, rules.ts's procedure
 * files), its own first: a field is described where its schema is written, whichever file it is in.
 */
function schemaSources(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const text = readFileSync(join(ROOT, 'src/model/schema', file), 'utf8');
  const imported = [...text.matchAll(/from '\.\/([a-z-]+)\.js'/g)].map((m) => `${m[1]}.ts`);
  return [text, ...imported.flatMap((f) => schemaSources(f, seen))];
}

/**
 * Rows of docs/fields.md with no description, by file; a file with none is left out (1,358 before round 27, 136
 * before round 29, none since).
 */
const BLANK_DESCRIPTIONS: Record<string, number> = {};

/** The last name of a field's path: `map.boxes[].kind` → `kind`. */
const leafName = (path: string) =>
  path
    .replace(/\[[^\]]*\]|\.KEY/g, '')
    .split('.')
    .pop()!;

const reference = () =>
  fieldReference(Object.fromEntries(NAMES.map((n) => [n, schemaSources(`${n}.ts`)])) as Record<SchemaName, string[]>);

describe('the shipped JSON Schemas and field reference', () => {
  for (const name of NAMES)
    it(`docs/schema/${name}.schema.json is the zod schema's`, () => {
      shipped(join(SCHEMA_DIR, `${name}.schema.json`), jsonSchemaText(name));
    });

  it('docs/fields.md is generated from the same schemas', () => {
    const text = reference();
    shipped(join(ROOT, 'docs/fields.md'), text);
    // Fields the issue found documented only in the TypeScript: each has its row.
    for (const f of ['steps', 'setup.turn', 'back.kind', 'map.pieces', 'map.ground', 'sides[].color', 'icon'])
      expect(text, f).toMatch(new RegExp(`\`[^\`]*${f.replace(/[.[\]]/g, '\\$&')}\``));
    expect(text).toMatch(/`defaultProvenance`/);
  });

  it('a field name written in several places is described at each, in its own words (issue 23)', () => {
    const text = reference();
    const row = (path: string) => text.split('\n').find((l) => l.startsWith(`| \`${path}\` |`)) ?? '';
    // Each place takes the comment written where it is, not the first one of its name, nor a neighbour's.
    expect(row('map.boxes[].kind')).toMatch(/A box's kind/);
    expect(row('map.connections[].kind')).toMatch(/A connection's kind/);
    expect(row('formations[].color')).toMatch(/band colour/);
    expect(row('sides[].color')).not.toMatch(/band colour/);
    expect(row('rules.movement.roadMarch.cells')).not.toMatch(/Cells or areas a move may cover/);
    // And one section lists each shared name with every place and what it holds there.
    const shared = text.slice(text.indexOf('## Names used in more than one place'));
    expect(shared).toMatch(/### `kind`[\s\S]*map\.yaml \| `map\.boxes\[\]\.kind`[\s\S]*`map\.connections\[\]\.kind`/);
    expect(shared).toMatch(/### `cells`/);
  });

  it("issue 20 (documented): a field of the file itself, and each kind of a list, take their schema's words", () => {
    const text = reference();
    const table = (file: string) => text.slice(text.indexOf(`## ${file}\n`)).split('\n## ')[0]!;
    const about = (file: string, path: string) =>
      table(file)
        .split('\n')
        .find((l) => l.startsWith(`| \`${path}\` |`))
        ?.split('|')[4];
    // game.yaml's `id` is the game's, not a side's, a nationality's or a formation's `id` written beside it.
    expect(about('game.yaml', 'id')).toMatch(/The game's id/);
    expect(about('game.yaml', 'title')).toMatch(/kit prints it/);
    expect(about('game.yaml', 'dice')).toMatch(/NdM/);
    // A kind of procedure or chart is described by the schema written with that kind, not by a field of its name.
    expect(about('rules.yaml', 'rules.procedures[kind: dice-pool]')).toMatch(/as many dice as a strength/);
    expect(about('rules.yaml', 'rules.procedures[kind: work]')).not.toMatch(/the hook's step/);
  });

  it('a field of one object is not described by a namesake in an object the path does not pass (issue 20)', () => {
    const text = reference();
    const about = (path: string) =>
      text
        .split('\n')
        .find((l) => l.startsWith(`| \`${path}\` |`))
        ?.split('|')[4] ?? '';
    // A combat's report words (`says.title`, `says.rolled`) in rules.ts are its own: a combat keeps its title's words,
    // and a reserve's, a die table's or a combat hook's `says` is not worded as a combat's.
    expect(about('rules.procedures[kind: combat].says.title')).toMatch(/\{game\}.*\{target\}/);
    expect(about('rules.procedures[kind: combat].says.rolled')).toMatch(/\{drm\}/);
    expect(about('rules.procedures[kind: combat].title')).toMatch(/command's help/);
    expect(about('rules.procedures[kind: reserve].says.title')).toMatch(/\{turn\}/);
    for (const p of ['die-table].unit.says.title', 'victory].tally.ways.says.title', 'battle].battle.says.title'])
      expect(about(`rules.procedures[kind: ${p}`), p).not.toMatch(/\{target\}/);
    expect(about('rules.procedures[kind: die-table].unit.says.results.KEY.rolled')).not.toMatch(/\{column\}/);
    // A provenance's `note` is a provenance's, not a hand's or an arrival's that happens to sit nearer in the file.
    expect(about('units[].provenance.note')).toMatch(/know about the value/);
  });

  it('issue 20 (documented): listed keys, spread fields, typed schemas and list items are read where written', () => {
    const text = reference();
    const about = (path: string) =>
      text
        .split('\n')
        .find((l) => l.startsWith(`| \`${path}\` |`))
        ?.split('|')[4] ?? '';
    // A battle's and a salvo's report steps are a list of keys (BATTLE_STEPS, SALVO_STEPS), each with its words and
    // values; the salvo's own `figures` (the figures table) is not its `says.figures` step.
    expect(about('rules.procedures[kind: battle].battle.says.odds')).toMatch(/\{exact\}.*\{odds\}/);
    expect(about('rules.procedures[kind: hook].battle.says.refusedSoakOff')).toMatch(/\{column\}/);
    expect(about('rules.procedures[kind: hook].salvo.says.figures')).toMatch(/\{n\}/);
    expect(about('rules.procedures[kind: salvo].salvo.figures')).not.toMatch(/\{n\}/);
    expect(about('rules.procedures[kind: hook].says.title')).not.toMatch(/battle at|victory/);
    // Fields spread in (`...lineEnds`), a schema whose const is typed (`const step: z.ZodType<…> =`), a list
    // named like a shorter schema (`lineFeatures` is no `line`), the item of a list and the list's holder.
    expect(about('rules.procedures[kind: supply].sources[].cells')).toMatch(/a line may end in/);
    expect(about('charts[kind: sequence].steps[].text')).toMatch(/sequence of play prints it/);
    expect(about('map.lineFeatures[].id')).toMatch(/The feature's id/);
    expect(about('rules.procedures[kind: victory].tally.ways.ways[].says')).toMatch(/This way's/);
    expect(about('rules.procedures[kind: victory].tally.ways.says')).toMatch(/whole report/);
    // A combat hook's `side` fields are its own, not a form field's `side` nor a unit's.
    expect(about('rules.procedures[kind: hook].outcome.spends[].side')).toMatch(/combat side/);
    expect(about('rules.procedures[kind: die-table].unit.side')).toMatch(/this side's/);
    expect(about('rules.procedures[kind: hook].kind')).toMatch(/rule hook/);
  });

  it('issue 20 (documented): a combat procedure is its own table, every field a designer writes with its words', () => {
    const text = reference();
    const rows = text.split('\n').filter((l) => l.startsWith('| `rules.procedures[kind: combat].'));
    expect(rows.length).toBeGreaterThan(50);
    // Every row but the bare lists' items (`choices[]`, `cancels[]`), which their list's row describes, has words.
    const bare = rows.filter((l) => l.split('|')[4]!.trim() === '' && !/\[\]` \|/.test(l));
    expect(bare).toEqual([]);
    const about = (path: string) =>
      text
        .split('\n')
        .find((l) => l.startsWith(`| \`${path}\` |`))
        ?.split('|')[4];
    // A combat's `first` is not an opposed roll's `first`, nor merged with it; the two `report`s are told apart.
    expect(about('rules.procedures[kind: combat].first')).toMatch(/retreats and losses/);
    expect(about('rules.procedures[kind: opposed-roll].roll.first')).not.toMatch(/retreats and losses/);
    expect(about('rules.procedures[kind: supply].report')).toMatch(/`lines`/);
    expect(about('rules.procedures[kind: setup].report')).toMatch(/`indent`/);
    // A field with no words of its own takes the words of the schema it holds: a shift's `when` is a condition.
    expect(about('rules.procedures[kind: combat].shifts[].when')).toMatch(/condition that must hold/);
    expect(about('rules.movement.zoc.section')).toMatch(/rule section/);
  });

  it('issue 20 (documented): rules.yaml, its sequence and its movement have words for every field', () => {
    // Every field a designer writes, but the bare lists' items (`along[]`), which their list's row describes.
    const bare = reference()
      .split('\n')
      .filter((l) => /^\| `rules(\.sequence[.`]|\.movement[.`]|`|\.procedures`)/.test(l))
      .filter((l) => l.split('|')[4]!.trim() === '' && !/\[\]` \|/.test(l))
      .map((l) => l.split('`')[1]);
    expect(bare).toEqual([]);
  });

  it('issue 20 (documented): blank descriptions per file only go down, so a new field without words fails', () => {
    const text = reference();
    let file = '';
    const blank: Record<string, number> = {};
    for (const l of text.split('\n')) {
      if (l.startsWith('## ')) file = l.slice(3);
      else if (l.startsWith('| `') && !file.startsWith('Names') && l.split('|')[4]!.trim() === '')
        blank[file] = (blank[file] ?? 0) + 1;
    }
    // Lower a count when descriptions are written (in the schema sources: a `/** … */` above the field).
    expect(blank).toEqual(BLANK_DESCRIPTIONS);
  });

  it('issue 20 (documented): no field is described by its own name alone ("The title field", "Title")', () => {
    const said = (l: string) => l.split('|')[4]!.trim().split(';')[0]!.trim();
    const words = (s: string) =>
      s
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
    const tautologies = reference()
      .split('\n')
      .filter((l) => l.startsWith('| `') && said(l))
      .filter((l) => {
        const leaf = words(leafName(l.split('`')[1]!).replace(/([a-z])([A-Z])/g, '$1 $2'));
        const about = words(said(l)).replace(/^(the|a|an) /, '');
        return about === leaf || about === `${leaf} field` || about === `${leaf} value`;
      });
    expect(tautologies).toEqual([]);
  });

  it('a change to a zod schema shows as drift', () => {
    // The comparison above is what catches drift; this proves it would: a new field changes the text.
    const before = jsonSchemaText('game');
    const schema = FILE_SCHEMAS.game.schema as unknown as { shape: Record<string, unknown> };
    expect(Object.keys(schema.shape)).toContain('defaultProvenance');
    expect(before).toMatch(/"defaultProvenance"/);
    expect(before).toMatch(/"original"/);
  });
});

/** Every game folder Sandtable ships or tests with, and the YAML files in it that a schema covers. */
function gameFiles(): { file: string; name: SchemaName }[] {
  const folders = [
    ...readdirSync(join(ROOT, 'data')).map((d) => join(ROOT, 'data', d)),
    ...readdirSync(join(ROOT, 'tests/fixtures')).map((d) => join(ROOT, 'tests/fixtures', d)),
  ].filter((d) => existsSync(join(d, 'game.yaml')));
  return folders.flatMap((dir) => [
    ...NAMES.filter((n) => n !== 'locale')
      .map((n) => ({ file: join(dir, FILE_SCHEMAS[n].file), name: n }))
      .filter((f) => existsSync(f.file)),
    ...(existsSync(join(dir, 'locales'))
      ? readdirSync(join(dir, 'locales')).map((f) => ({ file: join(dir, 'locales', f), name: 'locale' as const }))
      : []),
  ]);
}

describe('the JSON Schemas accept what the loader accepts', () => {
  const ajv = new Ajv({ allErrors: true, strict: false });
  const validators = Object.fromEntries(
    NAMES.map((n) => [n, ajv.compile(JSON.parse(jsonSchemaText(n)) as object)]),
  ) as Record<SchemaName, ReturnType<typeof ajv.compile>>;

  it('every bundled game and fixture validates against the shipped schema', () => {
    const files = gameFiles();
    expect(files.length).toBeGreaterThan(40);
    const failures = files.flatMap(({ file, name }) => {
      const { source } = readYaml(file);
      const ok = validators[name](source?.data);
      return ok ? [] : [`${file}: ${ajv.errorsText(validators[name].errors).slice(0, 300)}`];
    });
    expect(failures).toEqual([]);
  });

  it('and refuses what the loader refuses: an unknown field, a wrong enum, a bare-number id', () => {
    const units = validators.units;
    const unit = {
      id: 'a',
      name: 'A',
      side: 'blue',
      nationality: 'b',
      type: 'infantry',
      echelon: 'brigade',
      factors: { kind: 'combat-move', combat: 1, move: 1 },
    };
    expect(units({ units: [unit] })).toBe(true);
    expect(units({ units: [{ ...unit, formaton: 'x' }] })).toBe(false);
    expect(units({ units: [{ ...unit, echelon: 'brigadier' }] })).toBe(false);
    expect(units({ units: [{ ...unit, setup: { location: 510 } }] })).toBe(false);
  });
});
