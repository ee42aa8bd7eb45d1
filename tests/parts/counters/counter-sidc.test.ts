import { describe, it, expect } from 'vitest';
import { counterSidc } from '../../../src/parts/counters/counter-sidc.js';

describe('counterSidc', () => {
  it('draws every side in the friend frame', () => {
    expect(counterSidc('SHGPUCI----G', 'regiment')).toBe('SFGPUCI----G---');
    expect(counterSidc('10061000171211000000', 'regiment')).toBe('10031000171211000000');
  });
  it('fills in the echelon from the unit where the SIDC leaves it blank', () => {
    expect(counterSidc('SFGPUCI-----', 'brigade')).toBe('SFGPUCI----H---');
    expect(counterSidc('SFGPUCI----*', 'division')).toBe('SFGPUCI----I---');
    expect(counterSidc('10031000001211000000', 'battalion')).toBe('10031000161211000000');
  });
  it('keeps an echelon the SIDC gives, and leaves equipment and echelon "none" alone', () => {
    expect(counterSidc('SFGPUCI----D', 'brigade')).toBe('SFGPUCI----D---');
    expect(counterSidc('SFGPEVAA----', 'section')).toBe('SFGPEVAA-------');
    expect(counterSidc('SFGPUCI-----', 'none')).toBe('SFGPUCI--------');
  });
});
