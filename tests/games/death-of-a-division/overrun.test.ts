import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { areaGraph } from '../../../src/assist/map/area-graph.js';
import { positionItems } from '../../../src/assist/position/position-file.js';
import { areaUnits, planOverrun, resolveOverrun, overrunNumbers } from '../../../src/rules/overrun.js';
import type { OverrunProcedure } from '../../../src/model/schema/rules.js';
import { handDice } from '../../../src/rules/roll-steps.js';
import { stepRolled } from '../../../src/rules/step-roll.js';
import type { AreaMap } from '../../../src/model/schema/map.js';
import { gameWords, render } from '../../../src/assist/messages.js';
import { RU } from '../../../src/print/catalogue/ru.js';

const s = loadScenario('data/death-of-a-division');
const graph = areaGraph(s.map as AreaMap);
// The overrun's numbers (6-1, artillery as 1, parting shots on 6) are Death of a Division's rules.yaml's.
const k = overrunNumbers(s, s.rules!.procedures.find((p): p is OverrunProcedure => p.kind === 'overrun')!);
const planWith = (input: Parameters<typeof planOverrun>[1]) => planOverrun(graph, input, k);
const units = (items: string[], hits: Record<string, number> = {}) => areaUnits(positionItems(s, items), hits);

describe('Death of a Division overrun (rules 5, 7)', () => {
  it('reads its numbers from rules.yaml: 6-1, artillery as 1, parting shots on 6, two a turn', () => {
    expect(k.ratio).toMatchObject({ atLeast: 6, section: '5' });
    expect(k.ratio.defendAs).toEqual([expect.objectContaining({ unit: 'has(artillery)', strength: 1, section: '7' })]);
    expect(k.roll).toMatchObject({ chart: 'overrun', effect: 'success' });
    expect(k.limit).toMatchObject({ count: 2, record: 'overruns', section: '5' });
    // The parting shots are the declared pool the engine rolls: a hit on 6, artillery one die, the owner spreading.
    expect(k.pool).toMatchObject({ hitOn: { atLeast: 6 }, allocate: { by: 'owner' } });
    expect(k.pool?.dice).toEqual([expect.objectContaining({ unit: 'has(artillery)', dice: 1, section: '7' })]);
  });

  it('needs 6-1 or better: 6-1, 12-2 and 18-3 all qualify, 11-2 does not', () => {
    // 6-1: the 294th (6) against one point left on a cavalry troop.
    const sixOne = planWith({
      movers: units(['de-294-vgr@losheim']),
      defenders: units(['us-18-cav-c@krewinkel'], { 'us-18-cav-c': 1 }),
      into: 'krewinkel',
      reading: 'whole-area',
    });
    expect([sixOne.attack, sixOne.defence, sixOne.odds]).toEqual([6, 1, '6-1']);
    const twelveTwo = planWith({
      movers: units(['de-294-vgr@losheim', 'de-18-ag@losheim', 'de-18-mobile@losheim']),
      defenders: units(['us-18-cav-c@krewinkel']),
      into: 'krewinkel',
      reading: 'whole-area',
    });
    expect([twelveTwo.attack, twelveTwo.defence, twelveTwo.odds]).toEqual([12, 2, '6-1']);
    const eighteenThree = planWith({
      movers: units(['de-293-vgr@prum', 'de-164-vgr@prum', 'de-183-vgr@prum']),
      defenders: units(['us-32-cav@bleialf']),
      into: 'bleialf',
      reading: 'whole-area',
    });
    expect([eighteenThree.attack, eighteenThree.defence, eighteenThree.odds]).toEqual([18, 3, '6-1']);
    expect(() =>
      planWith({
        movers: units(['de-294-vgr@losheim', 'de-18-ag@losheim'], { 'de-18-ag': 1 }),
        defenders: units(['us-18-cav-c@krewinkel']),
        into: 'krewinkel',
        reading: 'whole-area',
      }),
    ).toThrow(/9-2 is 4-1: an overrun needs 6-1/);
  });

  it('counts artillery as 1 in defence and gives it one parting shot; artillery may not overrun', () => {
    const plan = planWith({
      movers: units(['de-294-vgr@losheim']),
      defenders: units(['us-592-fa@krewinkel']),
      into: 'krewinkel',
      reading: 'whole-area',
    });
    expect(plan.defence).toBe(1);
    expect(plan.partingShots).toEqual([{ ref: 'us-592-fa', dice: 1 }]);
    expect(() =>
      planWith({
        movers: units(['de-18-arty@losheim']),
        defenders: units(['us-18-cav-c@krewinkel'], { 'us-18-cav-c': 1 }),
        into: 'krewinkel',
        reading: 'whole-area',
      }),
    ).toThrow(/artillery may not take part/);
  });

  it('succeeds on 4, 5 or 6, a 3 in 6 chance; parting shots equal the overrun unit’s strength', () => {
    expect([1, 2, 3, 4, 5, 6].map((r) => stepRolled(k.table, k.roll, r).success)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
    const input = {
      movers: units(['de-294-vgr@losheim', 'de-18-ag@losheim', 'de-18-mobile@losheim']),
      defenders: units(['us-18-cav-c@krewinkel']),
      into: 'krewinkel',
      reading: 'whole-area' as const,
    };
    const plan = planWith(input);
    expect(plan.chance.fraction).toBe('3/6');
    expect(plan.partingShots).toEqual([{ ref: 'us-18-cav-c', dice: 2 }]);
    expect(plan.partingChances.reduce((n, c) => n + c.probability, 0)).toBeCloseTo(1, 12);
    const won = resolveOverrun(plan, k, input, handDice(4, [6, 3]));
    expect(won).toMatchObject({ success: true, partingHits: 1, removed: ['us-18-cav-c'] });
    const lost = resolveOverrun(plan, k, input, handDice(3, []));
    expect(lost).toMatchObject({ success: false, removed: [] });
  });

  it('5: keeps armour to roads and bridges, as rules.yaml’s movement links say', () => {
    // Losheimergraben and Krewinkel touch with no road between them.
    const input = {
      movers: units(['de-18-ag@losheimergraben']),
      defenders: units(['us-18-cav-c@krewinkel'], { 'us-18-cav-c': 1 }),
      into: 'krewinkel',
      reading: 'whole-area' as const,
    };
    expect(() => planWith(input)).toThrow(
      'de-18-ag cannot move from losheimergraben to krewinkel: it moves only along road, bridge (5)',
    );
    // The ways are the data's: with no links declared, armour crosses any border, and only the odds (4-1) refuse.
    const anyLink = { ...k, movement: { ...k.movement, links: [] } };
    expect(() => planOverrun(graph, input, anyLink)).toThrow('4-1 is 4-1: an overrun needs 6-1 or better');
    // Infantry crosses any border, but only into an area that touches its own.
    expect(() =>
      planWith({
        ...input,
        movers: units(['de-294-vgr@losheim']),
        into: 'st-vith',
        defenders: units(['us-168-engr@st-vith']),
      }),
    ).toThrow('de-294-vgr cannot move from losheim to st-vith: the areas do not touch (5)');
  });

  it('5: the report is keyed lines, worded by each front end: the CLI’s English, the page’s Russian', () => {
    const input = {
      movers: units(['de-294-vgr@losheim', 'de-18-ag@losheim', 'de-18-mobile@losheim']),
      defenders: units(['us-18-cav-c@krewinkel']),
      into: 'krewinkel',
      reading: 'whole-area' as const,
    };
    const r = resolveOverrun(planWith(input), k, input, handDice(4, [6, 1]));
    const ru = { ...RU.rules, ...gameWords('ru') };
    expect(r.steps.map((m) => render(m))).toContain('12-2 is 6-1: 6-1 or better, the overrun may be tried');
    expect(r.steps.map((m) => render(m, ru))).toEqual(
      expect.arrayContaining([
        '12-2 — это 6-1: 6-1 или лучше: атаку с ходу можно пробовать',
        'Удача на 4-6: 3 из 6',
        'Прощальные выстрелы: us-18-cav-c 2: 6 1: попаданий по идущим: 1; их распределяет владелец',
        'Сняты с игры: us-18-cav-c',
      ]),
    );
  });
});
