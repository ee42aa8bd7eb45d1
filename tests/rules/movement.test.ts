import { describe, it, expect, afterAll } from 'vitest';
import { loadScenario } from '../../src/load/load-scenario.js';
import { firstFor, judgeAdvance, judgeMove, overStacks, placedAfter, type Mover } from '../../src/rules/movement.js';
import { render } from '../../src/assist/messages.js';
import { formatProblem } from '../../src/load/problem.js';
import { brokenCopy, cleanup, problemsOf, RULES_HEX } from '../helpers/broken-copy.js';

// rules.yaml's movement section, read by the one engine (src/rules/movement.ts) for Iron Ford, the test game
// written only in data: its costs, zones of control, stacking and reinforcements come from its files alone.

const s = loadScenario(RULES_HEX);
const m = s.rules!.movement!;
const blue = (ref: string, move = 3): Mover => ({ ref, side: 'blue', type: 'infantry', abilities: [], move });
const say = (a: ReturnType<typeof judgeMove>) => render(a.message);

describe('movement from rules.yaml: Iron Ford', () => {
  it('6.0: points from the unit, costs from the terrain chart; the river costs 1 more to cross', () => {
    expect(say(judgeMove(s, m, { unit: blue('b-1'), from: 'A1', to: 'C1', placed: [] }))).toBe(
      'b-1: A1 → B1 → C1, 2 of 3 (6.0)',
    );
    // D2 → E2 crosses the river into forest: 2 + 1 = 3.
    expect(say(judgeMove(s, m, { unit: blue('b-1'), from: 'D2', to: 'E2', placed: [] }))).toBe(
      'b-1: D2 → E2, 3 of 3 (6.0)',
    );
    const far = judgeMove(s, m, { unit: blue('b-1'), from: 'A1', to: 'E1', placed: [] });
    expect(far.ok).toBe(false);
    expect(say(far)).toMatch(/^b-1 cannot reach E1 from A1: the cheapest way, .* costs 5; it has 3 \(6\.0\)$/);
  });

  it('6.1: one hex always, for all the points', () => {
    const slow = judgeMove(s, m, { unit: blue('b-1', 1), from: 'D2', to: 'E2', placed: [] });
    expect(slow.ok && say(slow)).toBe('b-1: D2 → E2, one hex for all its 1 (6.1)');
  });

  it('6.2, 6.3: no entering an enemy hex; a unit entering an enemy zone stops there', () => {
    const placed = [{ ref: 'r-11', side: 'red', at: 'C2' }];
    expect(say(judgeMove(s, m, { unit: blue('b-1'), from: 'B2', to: 'C2', placed }))).toBe(
      'C2 holds enemy units: no unit may enter it (6.2)',
    );
    // B1 → C1 enters the zone of C2: the unit stops, and D1 beyond is out of reach though 2 clear hexes away.
    const stop = judgeMove(s, m, { unit: blue('b-1'), from: 'B1', to: 'D1', placed });
    expect(stop.ok).toBe(false);
    expect(say(stop)).toMatch(/b-1 has no way from B1 to D1 \(6\.0\)|cannot reach D1/);
  });

  it('6.4: two units a hex, judged after every move; 6.5: red reinforcements placed in the red phase', () => {
    const over = overStacks(m, [
      { ref: 'b-1', side: 'blue', at: 'B2' },
      { ref: 'b-2', side: 'blue', at: 'B2' },
      { ref: 'b-3', side: 'blue', at: 'B2' },
      { ref: 'r-11', side: 'red', at: 'C2' },
    ]);
    expect(over.map((o) => render(o.message))).toEqual([
      'B2: b-1, b-2, b-3 over the stacking limit; b-3 too many (6.4)',
    ]);
    expect(placedAfter(s.rules, 'red', 'blue-combat')?.section).toBe('6.5');
    expect(placedAfter(s.rules, 'red', 'end')).toBeUndefined();
  });
});

describe('unit conditions in movement entries (cells, links, stacking `when`)', () => {
  it("symbol('CODE') reads the moving unit's symbol code, as it does in combat and fire", () => {
    const tracked = { ...blue('b-1'), sidc: '10031000001211000000' };
    const rows = [
      { when: "symbol('1211')", cells: 2 },
      { when: 'true', cells: 1 },
    ];
    expect(firstFor(rows, tracked)?.cells).toBe(2);
    expect(firstFor(rows, { ...tracked, sidc: '10031000001201000000' })?.cells).toBe(1);
    expect(firstFor(rows, blue('b-2'))?.cells).toBe(1);
  });
});

describe('road movement on a hex map (Iron Ford 6.6, Veritable 6.2)', () => {
  it('6.6: 1/2 MP a hex along the road; 1 MP more when the whole move follows it', () => {
    // A3 → D3 along the Ford road costs 3 × 1/2 = 1.5.
    expect(say(judgeMove(s, m, { unit: blue('b-9'), from: 'A3', to: 'D3', placed: [] }))).toBe(
      'b-9: A3 → B3 → C3 → D3, 1.5 of 3 (6.0)',
    );
    // With 1 MP the road bonus makes 2, enough for the road but not for a way off it.
    const bonus = judgeMove(s, m, { unit: blue('b-9', 1), from: 'A3', to: 'D3', placed: [] });
    expect(bonus.ok && say(bonus)).toBe(
      'b-9: A3 → B3 → C3 → D3 all along the road, 1.5 of 2 with the road bonus of 1 (6.6)',
    );
    const off = judgeMove(s, m, { unit: blue('b-9', 1), from: 'A3', to: 'C2', placed: [] });
    expect(off.ok).toBe(false);
    // Once the unit has spent points this turn the bonus is gone.
    expect(judgeMove(s, m, { unit: blue('b-9', 1), from: 'A3', to: 'D3', placed: [], spent: 0.5 }).ok).toBe(false);
  });

  it('6.2: Veritable pays the road row of its terrain chart along its roads', () => {
    const v = loadScenario('data/veritable');
    const a = judgeMove(v, v.rules!.movement!, {
      unit: { ref: 'x', side: 'allied', type: 'infantry', abilities: [], move: 2 },
      from: 'A3',
      to: 'D3',
      placed: [],
    });
    expect(a.ok && say(a)).toBe('x: A3 → B2 → C3 → D3, 1.5 of 2 (6.2)');
  });
});

describe('advance after combat, as movement.advance declares it (Iron Ford 7.6)', () => {
  const attackers = [
    { ref: 'b-2', at: 'D2' },
    { ref: 'b-3', at: 'D3' },
  ];
  const placed = [
    { ref: 'b-2', side: 'blue', at: 'D2' },
    { ref: 'b-3', side: 'blue', at: 'D3' },
    { ref: 'r-11', side: 'red', at: 'E2' },
  ];
  const adv = (ref: string, from: string, to: string, extra: typeof placed = []) =>
    judgeAdvance(s, m, { unit: blue(ref), from, to, placed: [...placed, ...extra], vacated: 'E3', attackers });

  it('7.6: an attacker still where it attacked from enters the emptied hex, one hex and no more', () => {
    const a = adv('b-3', 'D3', 'E3');
    expect(a.ok && say(a)).toBe('b-3 advances after combat: D3 → E3, up to 1 (7.6)');
    expect(say(adv('b-3', 'D3', 'E4'))).toBe(
      'b-3 may not advance to E4: an advance goes into E3 and at most 1 cell(s) in all (7.6)',
    );
  });

  it('7.6: only the combat’s attackers, only where they fought from, only into an empty hex', () => {
    expect(say(adv('b-1', 'B2', 'E3'))).toBe('b-1 did not attack E3: only b-2, b-3 may advance into it (7.6)');
    expect(say(adv('b-2', 'C2', 'E3'))).toBe('b-2 is no longer where it attacked from (D2): it may not advance (7.6)');
    expect(say(adv('b-3', 'D3', 'E3', [{ ref: 'r-12', side: 'red', at: 'E3' }]))).toBe(
      'E3 still holds enemy units: no advance into it (7.6)',
    );
  });

  it('a declared longer advance follows a path from the emptied hex and stops in an enemy zone', () => {
    const far = {
      ...m,
      advance: { cells: 3, who: 'attackers' as const, zocStop: true, taken: 'move' as const, section: '7.6' },
    };
    const go = (to: string) =>
      judgeAdvance(s, far, { unit: blue('b-3'), from: 'C1', to, placed, vacated: 'E3', attackers });
    // `who: attackers`: it need not be where it fought from (C1); the path starts in the emptied E3.
    expect(go('E4').ok).toBe(true);
    // E3 is next to r-11 (E2): in its zone, but the emptied hex itself never stops the advance.
    expect(go('F3').ok).toBe(true);
  });
});

describe('movement at validate: file, line, field and did you mean', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach(cleanup));
  const problem = (from: string, to: string) => {
    const dir = brokenCopy(RULES_HEX, { 'rules.yaml': [[from, to]] });
    dirs.push(dir);
    return problemsOf(dir)
      .map((p) => formatProblem(p, dir))
      .join('\n');
  };

  it('a terrain chart, a phase, a side or a zone that does not exist', () => {
    expect(
      problem('measure: points\n    terrain: terrain-effects', 'measure: points\n    terrain: terrain-efects'),
    ).toMatch(
      /^rules\.yaml:\d+:\d+: rules\.movement\.terrain: no chart "terrain-efects" \(did you mean "terrain-effects"\?\)$/,
    );
    expect(problem('phase: red-combat, zones', 'phase: red-combatt, zones')).toContain(
      'rules.movement.reinforcements[0].phase: no phase of the sequence "red-combatt" (did you mean "red-combat"?)',
    );
    expect(problem('{ side: red, phase: red-combat', '{ side: redd, phase: red-combat')).toContain(
      'no side "redd" (did you mean "red"?)',
    );
    expect(problem('zones: [east-edge]', 'zones: [east-edg]')).toContain(
      'no zone, edge or area "east-edg" (did you mean "east-edge"?)',
    );
  });

  it('what can never take effect: forced march counted in cells, stacking with both a limit and a hook', () => {
    expect(problem('    measure: points', '    measure: cells\n    forcedMarch: { by: 2, section: "6.1" }')).toContain(
      'rules.movement.forcedMarch: forced march multiplies movement points: measure: points',
    );
    expect(problem('{ limit: 2,', '{ limit: 2, hook: veritable.stacking,')).toContain(
      'stacking gives a limit or names a hook: one of the two',
    );
    expect(problem('judged: move', 'judged: sometimes')).toMatch(
      /rules\.yaml:\d+:\d+: rules\.movement\.stacking\.judged/,
    );
  });
});
