// The page's stand-in for zod (rolldown.config.mjs points the companion scripts' `zod` here). zod is 94 KB that a
// phone would parse and start on every first open, for schemas the page runs only on a journal: its own (read
// back from storage) or an imported file, which it must still check. The game itself comes in already checked by
// the build, and never passes through here. This holds only what the rules modules the page runs ask of zod, with
// zod's meaning: the same values out (defaults filled, unknown keys kept in loose objects, in zod's key order) and
// the same issues (code, path, message) for the same input; tests/companion/schema-lite.test.ts holds it to that
// over every schema the page's modules build. The build fails if a page module asks for anything else.

type Path = (string | number)[];
interface Issue {
  code: string;
  path: Path;
  message: string;
}
interface Ctx {
  issues: Issue[];
  path: Path;
}
type Parse = (v: unknown, c: Ctx) => unknown;

/** Why an absent key may be absent: "optional" leaves it out, "defaulted" fills it in (zod's optin). */
type Optin = 'optional' | 'defaulted' | undefined;

const received = (v: unknown): string => {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isNaN(v) ? 'NaN' : Number.isFinite(v) ? 'number' : 'Infinity';
  return typeof v;
};
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const shallowClone = (v: unknown): unknown => (Array.isArray(v) ? [...v] : isObject(v) ? { ...v } : v);
const fmt = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v) : String(v));

/** Issues after which zod still runs the schema's checks (a whole number outside the safe range). */
const continues = new WeakSet<Issue>();
function issue(c: Ctx, code: string, message: string, at: Path = [], keepOn = false): void {
  const i = { code, path: [...c.path, ...at], message };
  if (keepOn) continues.add(i);
  c.issues.push(i);
}
const typeIssue = (c: Ctx, expected: string, v: unknown) =>
  issue(c, 'invalid_type', `Invalid input: expected ${expected}, received ${received(v)}`);

/** A check run once the value is of its kind; a size check (`sized`) runs on any input that has a length. */
interface Check {
  run: (v: never, c: Ctx) => void;
  sized?: boolean;
  /** The largest size a max or exact-length check allows. */
  cap?: number;
}
/** What a size check says of a kind of value: "to be", or "to have … characters/items". */
const sized: Record<string, (op: string, n: number) => string> = {
  number: (op, n) => `expected number to be ${op}${n}`,
  string: (op, n) => `expected string to have ${op}${n} characters`,
  array: (op, n) => `expected array to have ${op}${n} items`,
};

class Schema {
  readonly optin: Optin;
  constructor(
    readonly run: Parse,
    readonly kind = 'unknown',
    readonly checks: readonly Check[] = [],
    optin?: Optin,
  ) {
    this.optin = optin;
  }
  private parseOne(v: unknown, c: Ctx): unknown {
    // zod's size cap: a list longer than its largest allowed is refused for that alone, its items unread.
    if (this.kind === 'array' && Array.isArray(v))
      for (const ch of this.checks)
        if (ch.sized && ch.cap !== undefined && v.length > ch.cap) {
          ch.run(v as never, c);
          return v;
        }
    const before = c.issues.length;
    const out = this.run(v, c);
    const fresh = c.issues.slice(before);
    const aborted = fresh.some((i) => !continues.has(i));
    const wrongKind = fresh.length === 1 && fresh[0].code === 'invalid_type';
    const length = typeof v === 'string' || Array.isArray(v);
    // As zod does: every check runs on a value of the schema's kind; on a value of the wrong kind, only its size
    // checks, where it has a length (its own kind named).
    for (const ch of this.checks)
      if (!aborted) ch.run(out as never, c);
      else if (wrongKind && length && ch.sized) ch.run(v as never, c);
    return out;
  }
  private check(ch: Check): Schema {
    return new Schema(this.run, this.kind, [...this.checks, ch], this.optin);
  }
  private bound(min: boolean, n: number, exact = false): Schema {
    const kind = this.kind;
    const check = (v: unknown, c: Ctx) => {
      const x = typeof v === 'number' ? v : (v as { length: number }).length;
      if (exact ? x === n : min ? x >= n : x <= n) return;
      const small = exact ? x < n : min;
      const op = exact ? 'exactly ' : min ? '>=' : '<=';
      const of = typeof v === 'string' ? 'string' : Array.isArray(v) ? 'array' : kind;
      issue(c, small ? 'too_small' : 'too_big', `${small ? 'Too small' : 'Too big'}: ${sized[of](op, n)}`);
    };
    return this.check({ run: check as Check['run'], sized: kind !== 'number', cap: min && !exact ? undefined : n });
  }
  min(n: number): Schema {
    return this.bound(true, n);
  }
  max(n: number): Schema {
    return this.bound(false, n);
  }
  length(n: number): Schema {
    return this.bound(true, n, true);
  }
  refine(ok: (v: never) => boolean, message = 'Invalid input'): Schema {
    return this.check({
      run: (v, c) => {
        if (!ok(v)) issue(c, 'custom', message);
      },
    });
  }
  optional(): Schema {
    return new Schema((v, c) => (v === undefined ? undefined : this.parseOne(v, c)), this.kind, [], 'optional');
  }
  nullable(): Schema {
    return new Schema((v, c) => (v === null ? null : this.parseOne(v, c)), this.kind, [], this.optin);
  }
  default(value: unknown): Schema {
    const fill = () => (typeof value === 'function' ? value() : shallowClone(value));
    return new Schema(
      (v, c) => {
        if (v === undefined) return fill();
        const out = this.parseOne(v, c);
        return out === undefined ? fill() : out;
      },
      this.kind,
      [],
      'defaulted',
    );
  }
  /** Runs the schema at a place inside the value being parsed. */
  at(v: unknown, c: Ctx, key: string | number): unknown {
    c.path.push(key);
    try {
      return this.parseOne(v, c);
    } finally {
      c.path.pop();
    }
  }
  safeParse(v: unknown): { success: true; data: unknown } | { success: false; error: { issues: Issue[] } } {
    const c: Ctx = { issues: [], path: [] };
    const data = this.parseOne(v, c);
    return c.issues.length ? { success: false, error: { issues: c.issues } } : { success: true, data };
  }
  parse(v: unknown): unknown {
    const r = this.safeParse(v);
    if (!r.success) throw new Error(r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    return r.data;
  }
}

const string = () => new Schema((v, c) => (typeof v === 'string' ? v : typeIssue(c, 'string', v)), 'string');
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const number = () => new Schema((v, c) => (finite(v) ? v : typeIssue(c, 'number', v)), 'number');
/** A whole number in the given range: zod's int (safe integers) and int32. */
const whole = (low: number, high: number) =>
  new Schema((v, c) => {
    if (!finite(v)) return typeIssue(c, 'number', v);
    if (!Number.isInteger(v)) return typeIssue(c, 'int', v);
    // zod's int: outside the safe range it says "int" and carries on to the schema's own bounds; int32's
    // narrower range it says as a number's, and stops there.
    const safe = low === Number.MIN_SAFE_INTEGER;
    if (v < Number.MIN_SAFE_INTEGER)
      issue(c, 'too_small', `Too small: expected int to be >=${Number.MIN_SAFE_INTEGER}`, [], safe);
    else if (v > Number.MAX_SAFE_INTEGER)
      issue(c, 'too_big', `Too big: expected int to be <=${Number.MAX_SAFE_INTEGER}`, [], safe);
    else if (v < low) issue(c, 'too_small', `Too small: expected number to be >=${low}`);
    else if (v > high) issue(c, 'too_big', `Too big: expected number to be <=${high}`);
    return v;
  }, 'number');
const boolean = () => new Schema((v, c) => (typeof v === 'boolean' ? v : typeIssue(c, 'boolean', v)), 'boolean');
const unknown = () => new Schema((v) => v);
const literal = (value: unknown) =>
  new Schema((v, c) => (v === value ? v : issue(c, 'invalid_value', `Invalid input: expected ${fmt(value)}`)));
const enumOf = (values: readonly string[]) =>
  new Schema((v, c) =>
    values.includes(v as string)
      ? v
      : issue(c, 'invalid_value', `Invalid option: expected one of ${values.map(fmt).join('|')}`),
  );
const array = (item: Schema) =>
  new Schema((v, c) => {
    if (!Array.isArray(v)) return typeIssue(c, 'array', v);
    return v.map((x, i) => item.at(x, c, i));
  }, 'array');

function record(key: Schema, value: Schema): Schema {
  return new Schema((v, c) => {
    if (!isObject(v) || (Object.getPrototypeOf(v) !== Object.prototype && Object.getPrototypeOf(v) !== null))
      return typeIssue(c, 'record', v);
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v)) {
      if (k === '__proto__') continue;
      const keyCheck: Ctx = { issues: [], path: [] };
      key.at(k, keyCheck, k);
      if (keyCheck.issues.length) {
        issue(c, 'invalid_key', 'Invalid key in record', [k]);
        continue;
      }
      out[k] = value.at(v[k], c, k);
    }
    return out;
  }, 'record');
}

/** zod's object: the shape's keys first, in its order, then (loose) every other key as it came, or (strict) none. */
function object(shape: Record<string, Schema>, loose: boolean): Schema {
  const keys = Object.keys(shape);
  const known = new Set(keys);
  return new Schema((v, c) => {
    if (!isObject(v)) return typeIssue(c, 'object', v);
    const out: Record<string, unknown> = {};
    for (const k of keys) {
      if (k === '__proto__') continue;
      const s = shape[k];
      const present = k in v;
      if (!present && s.optin === 'optional') continue;
      const before = c.issues.length;
      const r = s.at(v[k], c, k);
      if (!present && s.optin === undefined) {
        if (c.issues.length === before)
          issue(c, 'invalid_type', 'Invalid input: expected nonoptional, received undefined', [k]);
        continue;
      }
      if (r !== undefined || present || s.optin === 'defaulted') out[k] = r;
    }
    const strange: string[] = [];
    for (const k in v) {
      if (known.has(k)) continue;
      if (k === '__proto__') {
        if (!loose) strange.push(k);
        continue;
      }
      if (loose) out[k] = v[k];
      else strange.push(k);
    }
    if (strange.length)
      issue(
        c,
        'unrecognized_keys',
        `Unrecognized key${strange.length > 1 ? 's' : ''}: ${strange.map((k) => JSON.stringify(k)).join(', ')}`,
      );
    return out;
  }, 'object');
}

export const z = {
  string,
  number,
  int: () => whole(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER),
  int32: () => whole(-(2 ** 31), 2 ** 31 - 1),
  boolean,
  unknown,
  literal,
  enum: enumOf,
  array,
  record,
  looseObject: (shape: Record<string, Schema>) => object(shape, true),
  strictObject: (shape: Record<string, Schema>) => object(shape, false),
};
