import { describe, expect, it } from 'vitest';
import { valueDigest } from '../../src/util/value-digest.js';

// A map's kept geometry is found by this digest of what its search read: two inputs that differ must not share it,
// or a first build would read back an answer searched for other shapes.
describe('valueDigest tells inputs apart as their JSON would', () => {
  const outline = Array.from({ length: 100 }, (_, i) => [i * 1.5, 200 - i / 3]);
  it('is the same for equal values, whether or not they are the same objects', () => {
    expect(valueDigest({ a: [1, 2.5], b: 'x', outline })).toBe(
      valueDigest({ a: [1, 2.5], b: 'x', outline: outline.map((p) => [...p]) }),
    );
  });
  it('differs for any changed number, string, key, order or nesting', () => {
    const base = { a: [1, 2.5], b: 'x', c: true, outline };
    const others = [
      { a: [1, 2.5000001], b: 'x', c: true, outline },
      { a: [1, 2.5], b: 'y', c: true, outline },
      { a: [1, 2.5], d: 'x', c: true, outline },
      { b: 'x', a: [1, 2.5], c: true, outline },
      { a: [[1], 2.5], b: 'x', c: true, outline },
      { a: [1, 2.5], b: 'x', c: false, outline },
      { a: [1, 2.5], b: 'x', c: null, outline },
      { a: [1, 2.5], b: 'x', c: true, outline: [...outline.slice(0, 99), [99 * 1.5, 167.1]] },
      { a: [1, 2.5], b: 'x'.repeat(40), c: true, outline },
      [1, 2.5, 'x', true, outline],
    ];
    const digests = new Set([base, ...others].map(valueDigest));
    expect(digests.size).toBe(others.length + 1);
  });
  it('leaves out keys whose value is undefined, as JSON does', () => {
    expect(valueDigest({ a: 1, b: undefined })).toBe(valueDigest({ a: 1 }));
    expect(valueDigest([1, undefined])).toBe(valueDigest([1, null]));
  });
});
