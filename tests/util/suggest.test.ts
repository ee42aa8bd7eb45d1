import { describe, it, expect } from 'vitest';
import { editDistance, suggest } from '../../src/util/suggest.js';

describe('suggest', () => {
  it('counts a swapped pair of letters as one edit', () => {
    expect(editDistance('tonw', 'town')).toBe(1);
    expect(editDistance('formaton', 'formation')).toBe(1);
  });
  it('offers the nearest candidate only when it is a plausible typo', () => {
    expect(suggest('formaton', ['formation', 'factors'])).toBe('formation');
    expect(suggest('zzz', ['formation', 'factors'])).toBeUndefined();
  });
});
