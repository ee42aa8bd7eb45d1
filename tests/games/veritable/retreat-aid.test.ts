import { describe, it, expect } from 'vitest';
import { retreatValue } from '../../../src/games/veritable/unit-values.js';
import { s } from './table.js';

// Russian 6.5.3: a retreating unit passes on a die no more than its highest combat factor ("наибольшей боевой
// силе"); the English example reads the defence strength. The 53rd's brigades print 3-4 (combat 3, movement 4):
// the printed aid must send the player to the 3 the referee reads, not the 4.
const unit = (id: string) => s.units.find((u) => u.id === id)!;
const notes = s.charts.find((c) => c.id === 'retreat')?.notes ?? [];

describe('6.5.3: the retreat test the aid prints is the one the referee rolls', () => {
  it("reads the highest combat factor, never the movement: 158-bde's 3-4 is 3, the 84th's 2-3-3 is 3", () => {
    expect(unit('158-bde').factors).toMatchObject({ kind: 'combat-move', combat: 3, move: 4 });
    expect(retreatValue(s, unit('158-bde'))).toBe(3);
    expect(unit('gr-1051').factors).toMatchObject({ kind: 'attack-defence-move', attack: 2, defence: 3, move: 3 });
    expect(retreatValue(s, unit('gr-1051'))).toBe(3);
    // 8.2: a 79th Armoured unit, which prints only its movement, counts 5.
    expect(retreatValue(s, unit('30-armd-bde'))).toBe(5);
  });

  it('the aid says so, in English and in Russian', () => {
    const rule = notes.find((n) => n.startsWith('Roll one die for each unit that retreats'));
    expect(rule).toContain("no more than the unit's highest combat factor (attack or defence, never its movement)");
    expect(notes).toContain('A 79th Armoured unit reads as factor 5 (8.2).');
    const ru = Object.assign({}, ...Object.values(s.locales.ru.chartText))[rule!];
    expect(ru).toContain('не больше наибольшей боевой силы части (атаки или обороны, но не движения)');
  });
});
