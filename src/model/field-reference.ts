import { FILE_SCHEMAS, jsonSchemaOf, type SchemaName } from './json-schema.js';

type Json = Record<string, unknown>;

const ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.-]*$';

/** One field's doc comment where it is written, with the names of the objects around it (`box`, `factors`). */
interface FieldComment {
  words: string;
  around: string[];
  /** Which source it is written in: a file's own schema first, then those it is built from. */
  source: number;
  /** A key of a list of keys (`BATTLE_STEPS`' `'title'`), not a field written in an object. */
  listed?: boolean;
}

/**
 * The doc comments of the schema sources (`/** … *\/` before a field), by field name, each with the objects it sits
 * in: the words a designer reads beside each field in docs/fields.md. A name written in several places (a side's
 * colour and a formation's, a box's `kind` and a connection's) keeps a comment for each place.
 */
export function fieldComments(sources: string[]): FieldComments {
  const out = new Map<string, FieldComment[]>();
  const held = new Map<string, Set<string>>();
  const listOf = new Map<string, Set<string>>();
  const kinds = new Map<string, Set<string>>();
  const schemaWords = constComments(sources);
  for (const [source, text] of sources.entries()) {
    // Objects open and close by brackets; each is named by its `const NAME =` or by the field that holds it.
    const stack: { name: string; depth: number }[] = [];
    let depth = 0;
    let pending = '';
    for (const line of text.split('\n')) {
      const trimmed = line.trim();
      if (trimmed.startsWith('/**')) pending = '';
      if (trimmed.startsWith('/**') || trimmed.startsWith('*')) {
        pending += ` ${trimmed.replace(/^\/\*\*|\*\/$|^\*\/?/g, '').trim()}`;
        continue;
      }
      // A key listed with words of its own in a list of keys (`BATTLE_STEPS`: `/** … */ 'title',`) is a field of
      // the schema made from the list.
      const listed = pending.trim() ? line.match(/^[ \t]+'([A-Za-z][A-Za-z0-9]*)',$/)?.[1] : undefined;
      // A key quoted for its dashes (`'all-or-losses': section`) is a field like any other.
      const field =
        line.match(/^[ \t]+([A-Za-z][A-Za-z0-9]*)\??[:,]/)?.[1] ??
        line.match(/^[ \t]+'([A-Za-z][A-Za-z0-9-]*)'\??:/)?.[1] ??
        listed;
      // Fields spread into an object (`...lineEnds,`) are the object's: the field holding it holds their schema.
      const spread = line.match(/^[ \t]+\.\.\.([A-Za-z][A-Za-z0-9]*),/)?.[1];
      // A mapping made from a list of keys (`strict(Object.fromEntries(BATTLE_STEPS.map(…)))`) holds that list.
      const keys = line.match(/\b([A-Za-z][A-Za-z0-9_]*)\.map\(\(k\) => \[k, /)?.[1];
      if (keys && stack.length) {
        const into = stack.at(-1)!.name.toLowerCase();
        held.set(into, (held.get(into) ?? new Set()).add(keys));
      }
      if (spread && stack.length) {
        const into = stack.at(-1)!.name.toLowerCase();
        held.set(into, (held.get(into) ?? new Set()).add(spread));
      }
      const named = line.match(/^(?:export )?const ([A-Za-z][A-Za-z0-9_]*)\b/)?.[1];
      if (field) {
        // A field with no words of its own takes those of the schema it holds (`section,`, `when: condition`,
        // `shifts: list(adjustment, 50)`), written once where that schema is declared.
        const holds = line.match(/^[ \t]+[A-Za-z0-9]+\??(?:: *(?:list\(|strict\()?([A-Za-z][A-Za-z0-9]*)\b|,)/);
        const words = pending.replace(/\s+/g, ' ').trim() || (schemaWords.get(holds?.[1] ?? field) ?? '');
        if (holds?.[1]) held.set(field.toLowerCase(), (held.get(field.toLowerCase()) ?? new Set()).add(holds[1]));
        // `ways: list(victoryWay, 20)` holds a list of them: its items are `victoryWay`s, the field itself is not one.
        const item = line.match(/^[ \t]+[A-Za-z0-9]+\??: *list\(([A-Za-z][A-Za-z0-9]*)\b/)?.[1];
        if (item) listOf.set(field.toLowerCase(), (listOf.get(field.toLowerCase()) ?? new Set()).add(item));
        // A field holding one of several schemas (`map: z.discriminatedUnion('kind', [hexMap, squareMap, areaMap])`)
        // holds each of them: `map.orientation` is read in `hexMap`.
        const union = line.match(/z\.discriminatedUnion\('[^']*', \[([A-Za-z0-9, ]+)\]/)?.[1];
        for (const n of union?.split(',') ?? [])
          held.set(field.toLowerCase(), (held.get(field.toLowerCase()) ?? new Set()).add(n.trim()));
        // `kind: z.literal('die-table')` names the schema it is written in as the one of that kind.
        const kind = line.match(/^[ \t]+kind: z\.literal\('([^']+)'\)/)?.[1];
        if (kind && stack.length) kinds.set(kind, (kinds.get(kind) ?? new Set()).add(stack.at(-1)!.name));
        const list = out.get(field) ?? [];
        list.push({ words, around: stack.map((s) => s.name), source, ...(listed ? { listed: true } : {}) });
        out.set(field, list);
      }
      if (!trimmed.startsWith('//')) pending = '';
      // Only the first bracket of the line opens the named object (`kind: z.enum([` is one object, not two).
      let opened = false;
      // A const's type (`const step: z.ZodType<{ text: string }> = strict({`) is no object of the schema: its
      // brackets would open the named object and close it before the schema's own bracket.
      const code = named ? line.replace(/^((?:export )?const [A-Za-z0-9]+): .*? = /, '$1 = ') : line;
      for (const ch of code.replace(/'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`|\/\/.*$/g, '')) {
        if ('({['.includes(ch)) {
          depth++;
          if ((field || named) && !opened) stack.push({ name: (field ?? named)!, depth });
          opened = true;
        } else if (')}]'.includes(ch)) {
          while (stack.length && stack.at(-1)!.depth >= depth) stack.pop();
          depth--;
        }
      }
    }
  }
  return { byName: out, held, listOf, kinds, schemaWords };
}

/**
 * Fields' comments by name, and the named schemas each field name holds (`shifts` → `adjustment`), by which a path
 * (`procedures[].shifts[].when`) finds the comment written in the schema it is made of.
 */
export interface FieldComments {
  byName: Map<string, FieldComment[]>;
  held: Map<string, Set<string>>;
  /** Of those, the schemas a field holds a list of (`ways` → `victoryWay`). */
  listOf: Map<string, Set<string>>;
  /** The named schemas written with each `kind` (`die-table` → `dieTableProcedure`). */
  kinds: Map<string, Set<string>>;
  /** The doc comments of the named schemas. */
  schemaWords: Map<string, string>;
}

/**
 * common.ts's building blocks, whose comments say what a kind of value is to the code ("a list with at most `max`
 * items"), not what a field holding one means: a field made of them borrows no words from them.
 */
const BUILDING_BLOCKS = new Set(['name', 'text', 'id', 'int', 'num', 'list', 'record', 'key', 'strict', 'value']);

/** The doc comments of the schema sources' named schemas (`/** … *\/` before `const NAME =`), by name. */
function constComments(sources: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const text of sources)
    for (const m of text.matchAll(/\/\*\*((?:[^*]|\*(?!\/))*)\*\/\s*\n(?:export )?const ([A-Za-z][A-Za-z0-9_]*)\b/g))
      if (!BUILDING_BLOCKS.has(m[2]!))
        out.set(
          m[2]!,
          m[1]!
            .replace(/^\s*\*\s?/gm, ' ')
            .replace(/\s+/g, ' ')
            .trim(),
        );
  return out;
}

/** The words a place gives a path, and how well the place fits it (`fitOf`). */
interface Fit {
  words: string;
  /** How near the leaf the path names the objects around the place: more is nearer. */
  score: number;
  /** How many objects around the place the path does not name: a combat's `says` is no die table's. */
  unnamed: number;
}

/** The fit of a place found by kind or as the file's own field: no place found by name fits better. */
const EXACT = Number.MAX_SAFE_INTEGER;

/**
 * The comment of the field at `path` (`boxes[].kind`): of the places its name is written, the one whose objects
 * name the path's parents (`box` for `boxes[]`); nothing where two places tie with different words.
 */
function commentFor(comments: FieldComments, path: string, root: string): Fit {
  // `procedures[kind: die-table]` is read as the object `dieTableProcedure` holds.
  const parts = leafPath(path).split('.');
  const leaf = parts.pop()!;
  const segments = parts.map((s) => s.toLowerCase().replace(/-/g, ''));
  let places = comments.byName.get(leaf) ?? [];
  // One kind of a list told apart by `kind` (`procedures[kind: die-table]`) is described by the comment of the
  // schema written with that kind (`dieTableProcedure`), not by a field that happens to share its name (`work`).
  const kind = path.match(/\[kind: ([^\]]+)\]$/)?.[1];
  if (kind) {
    // A schema with no comment of its own is described by its `kind` field's (`kind: z.literal('crt')`).
    const kindWords = (n: string) => comments.byName.get('kind')?.find((c) => c.around.at(-1) === n)?.words ?? '';
    const words = new Set(
      [...(comments.kinds.get(kind) ?? [])].map((n) => comments.schemaWords.get(n) || kindWords(n)),
    );
    return { words: words.size === 1 ? [...words][0]! : '', score: EXACT, unnamed: 0 };
  }
  // A field of the file itself (game.yaml's `id`) has no parent to name its place: it is the one written directly
  // in the file's root schema, not a side's or a formation's `id`.
  if (!parts.length) {
    const words = new Set(places.filter((c) => c.around.join('.') === root).map((c) => c.words));
    if (words.size === 1) return { words: [...words][0]!, score: EXACT, unnamed: 0 };
  }
  // A const's name as a path's part may read it: `COMBAT_SAYS` is `combatsays`, `unitSchema` is `unit`.
  const plain = (n: string) =>
    n
      .toLowerCase()
      .replace(/_/g, '')
      .replace(/schema$/, '');
  const named = (s: string) => [s, ...[...(comments.held.get(s) ?? [])].map(plain)];
  // A key of a list of keys describes only the mapping made from that list, where the path names both the mapping
  // (`says`, which holds `BATTLE_STEPS`) and, just before it, what the list is of (`battle`): `battle.says.title`,
  // not a die table's `says.title` nor a battle's own `soakOff`.
  const [owner, mapping] = segments.slice(-2);
  const ofList = (c: FieldComment) => {
    const list = plain(c.around.at(-1) ?? '');
    return mapping !== undefined && named(mapping).slice(1).includes(list) && list.startsWith(owner!);
  };
  const listedWords = new Set(places.filter((c) => c.listed && ofList(c)).map((c) => c.words));
  if (listedWords.size === 1) return { words: [...listedWords][0]!, score: EXACT, unnamed: 0 };
  places = places.filter((c) => !c.listed);
  // A list's name is its item's in the plural (`boxes` of `box`, `steps` of `step`), not any longer word that
  // starts with it: `lineFeatures` holds no `line`.
  const plural = (s: string, n: string) => s.startsWith(n) && /^(s|es|ies)?$/.test(s.slice(n.length));
  // Each object around the place that a parent of the path names counts, the nearer the leaf the more: an input's
  // `id` (`procedures[].inputs[].id`) is the input's, not the procedure's around it.
  const matches = (s: string, name: string) =>
    s === name ||
    plural(s, name) ||
    name.startsWith(s) ||
    named(s)
      .slice(1)
      .some((h) => plural(h, name));
  const score = (c: FieldComment) =>
    c.around.reduce((sum, n) => sum + segments.reduce((best, s, i) => (matches(s, plain(n)) ? i + 1 : best), 0), 0);
  // How many parts of the path the objects around the place name between them: a die table's `unitSays` is named
  // by both `unit` and `says` of `unit.says.title`, a victory's `waysSays` by `says` alone.
  const namedParts = (c: FieldComment) =>
    c.around.reduce((n, a) => n + segments.filter((s) => matches(s, plain(a))).length, 0);
  // Objects around the place that no part of the path names (`movement.terrain` is not the `terrain` of
  // `movement.stops[]`).
  const unnamed = (c: FieldComment) =>
    c.around.filter((n) => {
      const name = plain(n);
      return !segments.some(
        (s) => s === name || plural(s, name) || name.startsWith(s) || named(s).some((h) => plural(h, name)),
      );
    }).length;
  if (places.length === 1) return { words: places[0]!.words, score: score(places[0]!), unnamed: unnamed(places[0]!) };
  // The place written closest to the path wins, commented or not: a field with no words of its own borrows none.
  const best = Math.max(0, ...places.map(score));
  if (!best) return { words: '', score: 0, unnamed: 0 };
  // Of places that tie, those inside fewest objects the path does not name, then those in the nearest source: the
  // file's own schema before the schemas it is built from.
  let tied = places.filter((c) => score(c) === best);
  const fewest = Math.min(...tied.map(unnamed));
  tied = tied.filter((c) => unnamed(c) === fewest);
  // Those the path reaches through what its fields hold (`unit: unitRoll`), not by a namesake (units.ts's `unit`).
  const held = (c: FieldComment) =>
    c.around.filter((a) =>
      segments.some((s) =>
        named(s)
          .slice(1)
          .some((h) => plural(h, plain(a))),
      ),
    ).length;
  // Then those a part of the path holds as it is written: an item of a list (`ways[]`) is the list's item schema
  // (`victoryWay`), the list's own field (`ways`) the schema it holds whole (`victoryWays`).
  const items = path
    .replace(/\[kind: ([^\]]+)\]/g, '.$1')
    .replace(/\.KEY/g, '')
    .split('.')
    .map((p) => /\[\d*\]$/.test(p));
  // Counted as `score` is, the nearer the leaf the more: `ways.ways[].says` is the item's (`victoryWay`).
  const precise = (c: FieldComment) =>
    c.around.reduce(
      (sum, a) =>
        sum +
        segments.reduce((best, s, i) => {
          const lists = [...(comments.listOf.get(s) ?? [])].map(plain);
          const whole = named(s)
            .slice(1)
            .filter((h) => !lists.includes(h));
          return (items[i] ? lists : whole).includes(plain(a)) ? i + 1 : best;
        }, 0),
      0,
    );
  const mostPrecise = Math.max(...tied.map(precise));
  tied = tied.filter((c) => precise(c) === mostPrecise);
  // Then those in the schema of a kind the path names (`[kind: hook]`: `hookProcedure`, not `hookField`).
  const ofKind = new Set(
    [...path.matchAll(/\[kind: ([^\]]+)\]/g)].flatMap((m) => [...(comments.kinds.get(m[1]!) ?? [])]),
  );
  const inKind = (c: FieldComment) => c.around.filter((a) => ofKind.has(a)).length;
  const mostKind = Math.max(...tied.map(inKind));
  tied = tied.filter((c) => inKind(c) === mostKind);
  // Then those the path reaches through what its fields hold; then those whose objects the path names most.
  const most = Math.max(...tied.map(held));
  tied = tied.filter((c) => held(c) === most);
  const most2 = Math.max(...tied.map(namedParts));
  tied = tied.filter((c) => namedParts(c) === most2);
  // Then those the path names by their very name (`choices[].id` is the `choices` item's, not the `choice`'s).
  const exact = (c: FieldComment) => c.around.filter((a) => segments.includes(plain(a))).length;
  const most3 = Math.max(...tied.map(exact));
  tied = tied.filter((c) => exact(c) === most3);
  const nearest = Math.min(...tied.map((c) => c.source));
  const words = new Set(tied.filter((c) => c.source === nearest).map((c) => c.words));
  return { words: words.size === 1 ? [...words][0]! : '', score: best, unnamed: fewest };
}

/**
 * The words for `path`: the file's own schema's, unless the place they come from sits in an object the path does
 * not name and a schema the file is built from writes the name in a place that fits at least as near with fewer
 * such objects and words for it (a combat's `says.title` in rules.ts is not the title of a die table's `says`).
 */
function wordsFor(own: FieldComments, built: FieldComments, path: string, root: string): string {
  const mine = commentFor(own, path, root);
  const theirs = commentFor(built, path, root);
  if (theirs.words && mine.unnamed > theirs.unnamed && theirs.score >= mine.score) return theirs.words;
  // Or one that fits nearer: a combat hook's `spends[].side` (side-outcome.ts) is not a form field's `side`.
  if (theirs.words && theirs.score > mine.score) return theirs.words;
  return mine.words || theirs.words;
}

/** A path as names only: `rules.procedures[kind: die-table].unit[].says` → `rules.procedures.die-table.unit.says`. */
const leafPath = (path: string) => path.replace(/\[kind: ([^\]]+)\]/g, '.$1').replace(/\[\d*\]|\.KEY/g, '');

interface Row {
  path: string;
  types: Set<string>;
  required: boolean;
  notes: Set<string>;
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** What a leaf holds, in a designer's words: "text ≤ 200", "whole number 0–999", "one of: a, b". */
function describeLeaf(node: Json): { type: string; notes: string[] } {
  const notes: string[] = [];
  if (Array.isArray(node.enum)) return { type: `one of: ${(node.enum as unknown[]).map(String).join(', ')}`, notes };
  if (node.const !== undefined) return { type: `"${String(node.const)}"`, notes };
  const t = node.type as string | undefined;
  if (node.default !== undefined) notes.push(`default ${JSON.stringify(node.default)}`);
  if (t === 'string') {
    if (node.pattern === ID_PATTERN) return { type: 'id (letters, digits, - _ .)', notes };
    if (typeof node.pattern === 'string' && node.pattern.length <= 60) notes.push(`pattern \`${node.pattern}\``);
    return { type: `text${node.maxLength !== undefined ? ` ≤ ${node.maxLength}` : ''}`, notes };
  }
  if (t === 'integer' || t === 'number') {
    const range =
      node.minimum !== undefined || node.maximum !== undefined
        ? ` ${node.minimum ?? node.exclusiveMinimum ?? '…'}–${node.maximum ?? '…'}`
        : '';
    return { type: `${t === 'integer' ? 'whole number' : 'number'}${range}`, notes };
  }
  if (t === 'boolean') return { type: 'true or false', notes };
  return { type: t ?? 'any', notes };
}

/** Every field path of a file, walked through objects, lists, unions and references. */
function rowsOf(root: Json): Row[] {
  const rows = new Map<string, Row>();
  const defs = (root.definitions ?? root.$defs ?? {}) as Record<string, Json>;
  const row = (path: string, required: boolean) => {
    let r = rows.get(path);
    if (!r) rows.set(path, (r = { path, types: new Set(), required, notes: new Set() }));
    else r.required &&= required;
    return r;
  };
  const walk = (node: Json, path: string, required: boolean, seen: Set<string>): void => {
    if (typeof node.$ref === 'string') {
      const name = node.$ref.split('/').pop()!;
      if (seen.has(name)) {
        row(path, required).types.add('(as above)');
        return;
      }
      walk(defs[name] ?? {}, path, required, new Set([...seen, name]));
      return;
    }
    const options = (node.anyOf ?? node.oneOf) as Json[] | undefined;
    // A list of things told apart by their `kind` (rules.yaml's procedures): each kind its own rows, so that a field
    // only one kind has (a combat's `first`) is read under that kind, not merged with another's of the same name.
    const kinds = options?.map((o) => (o.properties as Record<string, Json> | undefined)?.kind?.const);
    if (options && path.endsWith('[]') && kinds!.every((k) => typeof k === 'string')) {
      options.forEach((o, i) => walk(o, `${path.slice(0, -2)}[kind: ${kinds![i]}]`, required, seen));
      return;
    }
    if (options) {
      for (const o of options) walk(o, path, required, seen);
      return;
    }
    if (node.type === 'object' || node.properties) {
      if (path) row(path, required).types.add('mapping');
      const req = new Set((node.required as string[] | undefined) ?? []);
      for (const [k, v] of Object.entries((node.properties ?? {}) as Record<string, Json>))
        walk(v, path ? `${path}.${k}` : k, req.has(k), seen);
      if (node.additionalProperties && typeof node.additionalProperties === 'object')
        walk(node.additionalProperties as Json, `${path}.KEY`, false, seen);
      return;
    }
    if (node.type === 'array') {
      const r = row(path, required);
      const items = node.items;
      if (Array.isArray(items)) {
        r.types.add(`list of ${items.length}`);
        items.forEach((it, i) => walk(it as Json, `${path}[${i}]`, true, seen));
      } else {
        r.types.add(`list${node.maxItems !== undefined ? ` ≤ ${node.maxItems}` : ''}`);
        if (node.minItems) r.notes.add(`at least ${node.minItems}`);
        walk((items ?? {}) as Json, `${path}[]`, true, seen);
      }
      return;
    }
    const leaf = describeLeaf(node);
    const r = row(path, required);
    r.types.add(leaf.type);
    for (const n of leaf.notes) r.notes.add(n);
  };
  walk(root, '', true, new Set());
  return [...rows.values()].filter((r) => !r.path.endsWith('[]') || r.types.size > 1 || !r.types.has('mapping'));
}

/**
 * docs/fields.md: one table per file, every field with what it holds, whether it is needed, and the comment its
 * schema source gives it (`sources`: for each file the text of src/model/schema/FILE.ts, then of the schema files
 * it is built from).
 */
export function fieldReference(sources: Record<SchemaName, readonly string[]>): string {
  const out: string[] = [
    '# Field reference',
    '',
    '<!-- Generated from the zod schemas in src/model/schema/ by `npm run schema:update`; ' +
      'tests/model/json-schema.test.ts fails when it drifts. Do not edit by hand. -->',
    '',
    'Every field a game folder may hold, file by file, as the loader checks it. `needed` fields must be written;',
    'the others may be left out (a default, where there is one, is given). `[]` is an item of a list, `KEY` any',
    'key of a mapping you fill. A `provenance` may be left out wherever game.yaml gives a `defaultProvenance`.',
    'The same schemas are shipped as JSON Schema in [docs/schema/](schema/) for editors: a YAML file whose first',
    'line is `# yaml-language-server: $schema=PATH/docs/schema/FILE.schema.json` is completed and checked as you',
    'type. `units.csv` takes the fields of `units[]` as its column headers (`factors.attack`).',
    '',
  ];
  // Every place each field name is written, to list at the end the names that mean different things.
  const byLeaf = new Map<string, { file: string; path: string; holds: string; about: string }[]>();
  for (const name of Object.keys(FILE_SCHEMAS) as SchemaName[]) {
    const { file, about } = FILE_SCHEMAS[name];
    // The file's root schema is `const game` in game.ts, `const NAMEFile` in the others (`rulesFile`).
    const root = name === 'game' ? name : `${name}File`;
    // The file's own schema first, as before; a field it leaves without words is looked for in the schemas the
    // file is built from (a provenance's fields in common.ts, a procedure's in its own file).
    const own = fieldComments(sources[name].slice(0, 1));
    const built = fieldComments([...sources[name]]);
    out.push(
      `## ${file}`,
      '',
      `${about[0].toUpperCase()}${about.slice(1)}. Schema: [${name}.schema.json](schema/${name}.schema.json).`,
      '',
    );
    out.push('| field | holds | needed | about |', '|---|---|---|---|');
    for (const r of rowsOf(jsonSchemaOf(name))) {
      const said = wordsFor(own, built, r.path, root);
      const about = [said.replace(/\.$/, ''), ...r.notes].filter(Boolean).join('; ');
      const leaf = leafPath(r.path).split('.').pop()!;
      if (!/\[(\d*|kind: [^\]]+)\]$/.test(r.path))
        byLeaf.set(leaf, [
          ...(byLeaf.get(leaf) ?? []),
          { file, path: r.path, holds: [...r.types].join(' or '), about: said.replace(/\.$/, '') },
        ]);
      out.push(
        `| \`${cell(r.path)}\` | ${cell([...r.types].join(' or '))} | ${r.required ? 'needed' : ''} | ${cell(about)} |`,
      );
    }
    out.push('');
  }
  out.push(...sharedNames(byLeaf));
  return out.join('\n');
}

/**
 * The field names written in several places that hold different things there (a box's `kind` and a connection's,
 * `cells` of a zone and of a move): one table per name, so that a designer who knows one does not assume the other.
 */
function sharedNames(byLeaf: Map<string, { file: string; path: string; holds: string; about: string }[]>): string[] {
  const shared = [...byLeaf.entries()]
    .filter(([, places]) => new Set(places.map((p) => p.holds)).size > 1)
    .sort(([a], [b]) => a.localeCompare(b));
  if (!shared.length) return [];
  const out = [
    '## Names used in more than one place',
    '',
    'These field names are written in several places and hold something different in each: what one takes is no',
    'guide to the other. Each place is listed with what it holds there.',
    '',
  ];
  for (const [name, places] of shared) {
    out.push(`### \`${name}\``, '', '| file | field | holds | about |', '|---|---|---|---|');
    for (const p of places) out.push(`| ${p.file} | \`${cell(p.path)}\` | ${cell(p.holds)} | ${cell(p.about)} |`);
    out.push('');
  }
  return out;
}
