import { FILE_SCHEMAS, jsonSchemaOf, type SchemaName } from './json-schema.js';

type Json = Record<string, unknown>;

const ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.-]*$';

/**
 * The doc comments of the schema sources (`/** … *\/` before a field), by field name: the words a designer reads
 * beside each field in docs/fields.md. A name commented twice keeps its first comment.
 */
export function fieldComments(sources: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const text of sources)
    for (const m of text.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/[ \t]*\n[ \t]+([A-Za-z][A-Za-z0-9]*)\??:/g)) {
      const words = m[1]
        .split('\n')
        .map((l) => l.replace(/^\s*\*\s?/, '').trim())
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      // A name given to several fields of the file (a side's colour, a formation's) says nothing of the others.
      const uses = text.match(new RegExp(`^[ \\t]+${m[2]}\\??[:,]`, 'gm'))?.length ?? 0;
      if (!out.has(m[2]) && uses === 1) out.set(m[2], words);
    }
  return out;
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
      const leaf = r.path
        .replace(/\[\d*\]|\.KEY/g, '')
        .split('.')
        .pop()!;
      const said = comments.get(leaf) ?? '';
      const about = [said.replace(/\.$/, ''), ...r.notes].filter(Boolean).join('; ');
      out.push(
        `| \`${cell(r.path)}\` | ${cell([...r.types].join(' or '))} | ${r.required ? 'needed' : ''} | ${cell(about)} |`,
      );
    }
    out.push('');
  }
  return out.join('\n');
}
