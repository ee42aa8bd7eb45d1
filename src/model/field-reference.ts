import { FILE_SCHEMAS, jsonSchemaOf, type SchemaName } from './json-schema.js';

type Json = Record<string, unknown>;

const ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.-]*$';

/** One field's doc comment where it is written, with the names of the objects around it (`box`, `factors`). */
interface FieldComment {
  words: string;
  around: string[];
}

/**
 * The doc comments of the schema sources (`/** … *\/` before a field), by field name, each with the objects it sits
 * in: the words a designer reads beside each field in docs/fields.md. A name written in several places (a side's
 * colour and a formation's, a box's `kind` and a connection's) keeps a comment for each place.
 */
export function fieldComments(sources: string[]): Map<string, FieldComment[]> {
  const out = new Map<string, FieldComment[]>();
  for (const text of sources) {
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
      const field = line.match(/^[ \t]+([A-Za-z][A-Za-z0-9]*)\??[:,]/)?.[1];
      const named = line.match(/^(?:export )?const ([A-Za-z][A-Za-z0-9]*)\b/)?.[1];
      if (field) {
        const words = pending.replace(/\s+/g, ' ').trim();
        const list = out.get(field) ?? [];
        list.push({ words, around: stack.map((s) => s.name) });
        out.set(field, list);
      }
      if (!trimmed.startsWith('//')) pending = '';
      // Only the first bracket of the line opens the named object (`kind: z.enum([` is one object, not two).
      let opened = false;
      for (const ch of line.replace(/'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`|\/\/.*$/g, '')) {
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
  return out;
}

/**
 * The comment of the field at `path` (`boxes[].kind`): of the places its name is written, the one whose objects
 * name the path's parents (`box` for `boxes[]`); nothing where two places tie with different words.
 */
function commentFor(comments: Map<string, FieldComment[]>, path: string): string {
  const parts = path.replace(/\[\d*\]|\.KEY/g, '').split('.');
  const leaf = parts.pop()!;
  const segments = parts.map((s) => s.toLowerCase());
  const places = comments.get(leaf) ?? [];
  if (places.length === 1) return places[0]!.words;
  const score = (c: FieldComment) =>
    c.around.filter((n) => {
      const name = n.toLowerCase().replace(/schema$/, '');
      return segments.some((s) => s === name || s.startsWith(name) || name.startsWith(s));
    }).length;
  // The place written closest to the path wins, commented or not: a field with no words of its own borrows none.
  const best = Math.max(0, ...places.map(score));
  if (!best) return '';
  const words = new Set(places.filter((c) => score(c) === best).map((c) => c.words));
  return words.size === 1 ? [...words][0]! : '';
}

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
 * schema source gives it (`sources`: the text of src/model/schema/FILE.ts for each file).
 */
export function fieldReference(sources: Record<SchemaName, string>): string {
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
    const comments = fieldComments([sources[name]]);
    out.push(
      `## ${file}`,
      '',
      `${about[0].toUpperCase()}${about.slice(1)}. Schema: [${name}.schema.json](schema/${name}.schema.json).`,
      '',
    );
    out.push('| field | holds | needed | about |', '|---|---|---|---|');
    for (const r of rowsOf(jsonSchemaOf(name))) {
      const said = commentFor(comments, r.path);
      const about = [said.replace(/\.$/, ''), ...r.notes].filter(Boolean).join('; ');
      const leaf = r.path
        .replace(/\[\d*\]|\.KEY/g, '')
        .split('.')
        .pop()!;
      if (!/\[\d*\]$/.test(r.path))
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
