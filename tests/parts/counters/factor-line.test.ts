import { describe, it, expect } from 'vitest';
import { factorLine } from '../../../src/parts/counters/factor-line.js';

const p = { rules: '1' };

describe('factorLine', () => {
  it('prints attack-defence-move as the German "2-3-3"', () => {
    expect(factorLine({ kind: 'attack-defence-move', attack: 2, defence: 3, move: 3, provenance: p }).text).toBe(
      '2-3-3',
    );
  });
  it('prints a single combat factor and movement as "5-3"', () => {
    const f = factorLine({ kind: 'combat-move', combat: 5, move: 3, provenance: p });
    expect(f.text).toBe('5-3');
    expect(f.parts.map((x) => x.role)).toEqual(['combat', 'move']);
  });
  it('prints a column shift in place of a factor, signed, in parentheses', () => {
    expect(factorLine({ kind: 'shift-move', shift: 1, move: 4, provenance: p }).text).toBe('(+1)-4');
    expect(factorLine({ kind: 'shift-move', shift: -1, move: 2, provenance: p }).text).toBe('(\u22121)-2');
  });
  it('prints strength with or without movement, fire-combat-move and none', () => {
    expect(factorLine({ kind: 'strength', strength: 6, move: 4, provenance: p }).text).toBe('6-4');
    expect(factorLine({ kind: 'strength', strength: 1, provenance: p }).text).toBe('1');
    expect(factorLine({ kind: 'fire-combat-move', fireDice: 2, combat: 4, move: 4, provenance: p }).text).toBe('2-4-4');
    expect(factorLine({ kind: 'none' })).toEqual({ kind: 'none', text: '', parts: [] });
  });
});
