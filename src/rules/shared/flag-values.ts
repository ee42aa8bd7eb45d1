import type { HookField } from '../../model/schema/rules.js';
import type { TableField } from '../../assist/table/procedure.js';

// A declared field's id is its flag (`--hit-dice`); commander hands the value back under the camelCase key
// (`hitDice`), and the page's form uses the same key. Every runner of a declared procedure reads its flags so.

/** The key commander gives the flag `--<id>`. */
export const flagKey = (id: string): string => id.replace(/[-_.]([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** A declared field as the CLI and the page take it. */
export const tableField = ({ id, ...rest }: HookField): TableField => ({ key: flagKey(id), ...rest });

/** A flag's value as text, or undefined when it was not given. */
export const flagText = (v: unknown): string | undefined => (v === undefined ? undefined : String(v));

/** A flag's values: a list flag's items, a single value as one item, none when it was not given. */
export const flagItems = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(String) : v === undefined ? [] : [String(v)];
