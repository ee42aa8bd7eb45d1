import { createHash } from 'node:crypto';

// Tags that open each value in the stream; a number is its tag and its eight bytes, so no value reads as another.
const NUMBER = 1;
const STRING = 2;
const ARRAY = 3;
const OBJECT = 4;
const TRUE = 5;
const FALSE = 6;
const NULL = 7;
const MAP = 8;
const KEPT = 9;
/** Arrays at least this long are hashed once, by identity (a map's outlines, read by several searches' keys). */
const LONG = 64;
const digests = new WeakMap<readonly unknown[], string>();
/** Strings longer than this go to the hash whole, not a code unit at a time. */
const SHORT = 32;

/**
 * The SHA-256 of a JSON-like value's structure and contents, as hex: what `sha256(JSON.stringify(v))` tells apart and
 * a little more (-0 from 0, NaN and Infinity from null, a Map's or Set's entries), without writing its numbers out as
 * decimal text, which was most of the cost of keying a map's geometry by the hundreds of kilobytes of coordinates it
 * read (issue 24). Numbers, tags and short strings go into a buffer of doubles hashed as it fills. An object's keys
 * count in their order, and a key whose value is undefined or a function is left out, as JSON leaves it out; in an
 * array such a value counts as null, as in JSON. A value with toJSON (a Date) counts as what that returns.
 *
 * An array of LONG items or more counts as its own digest, worked out once and kept by identity: the same outlines
 * are read by six of an area map's kept answers. Such an array must not change in place once hashed (the geometry's
 * arrays are made anew, never edited, once drawn).
 */
export function valueDigest(value: unknown): string {
  const hash = createHash('sha256');
  const buf = new Float64Array(8192);
  let n = 0;
  const flush = () => {
    hash.update(new Uint8Array(buf.buffer, 0, n * 8));
    n = 0;
  };
  const put = (x: number) => {
    buf[n++] = x;
    if (n === buf.length) flush();
  };
  const text = (s: string) => {
    put(STRING);
    put(s.length);
    if (s.length > SHORT) {
      flush();
      hash.update(s);
    } else for (let i = 0; i < s.length; i++) put(s.charCodeAt(i));
  };
  const walk = (v: unknown): void => {
    if (typeof v === 'number') {
      put(NUMBER);
      put(v);
    } else if (typeof v === 'string') text(v);
    else if (typeof v === 'boolean') put(v ? TRUE : FALSE);
    else if (v === null || typeof v !== 'object') put(NULL);
    else if (Array.isArray(v) && v.length >= LONG && v !== value) {
      let d = digests.get(v);
      if (d === undefined) digests.set(v, (d = valueDigest(v)));
      put(KEPT);
      text(d);
    } else if (Array.isArray(v)) {
      put(ARRAY);
      put(v.length);
      for (let i = 0; i < v.length; i++) walk(v[i]);
    } else if (typeof (v as { toJSON?: unknown }).toJSON === 'function')
      walk((v as { toJSON: () => unknown }).toJSON());
    else if (v instanceof Map || v instanceof Set) {
      put(MAP);
      put(v.size);
      for (const e of v) walk(e);
    } else {
      put(OBJECT);
      for (const k in v) {
        if (!Object.hasOwn(v, k)) continue;
        const x = (v as Record<string, unknown>)[k];
        if (x === undefined || typeof x === 'function' || typeof x === 'symbol') continue;
        text(k);
        walk(x);
      }
      // The end of the object, so that its last value cannot read as the start of what follows.
      put(OBJECT);
    }
  };
  walk(value);
  flush();
  return hash.digest('hex');
}
