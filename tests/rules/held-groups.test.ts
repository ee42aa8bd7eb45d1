import { describe, it, expect, afterAll } from 'vitest';
import { loadScenario } from '../../src/load/load-scenario.js';
import { formatProblem } from '../../src/load/problem.js';
import { declaredHeld, groupsHeld } from '../../src/rules/held-groups.js';
import { RULES_HEX, brokenCopy, cleanup, problemsOf } from '../helpers/broken-copy.js';

// Groups of places held alone, declared in a game that is not Remagen: a copy of Iron Ford (the rules-hex fixture)
// whose rules add "9.5 Bridgeheads": Blue scores a bridgehead (two hexes, or three) while a Blue unit stands in one
// of its hexes and no Red unit in any. The engine reads the groups and their values from the data.

const CHART = `  - id: bridgeheads
    name: Bridgeheads
    kind: victory
    points:
      - { id: north-ford, text: "North ford (C2, C3)", value: 2 }
      - { id: south-ford, text: "South ford (E4, E5, F5)", value: 3 }
      - { id: sudden, text: "Both fords by turn 3", value: "Blue wins" }
    levels:
      - { range: "0-2", result: Red victory }
      - { range: "3+", result: Blue victory }
    provenance: { rules: "9.5" }
`;
const HELD = `    - id: bridgeheads
      kind: hook
      hook: iron-ford.bridgeheads
      title: Bridgeheads
      section: "9.5"
      held:
        chart: bridgeheads
        side: blue
        groups:
          - { point: north-ford, places: [C2, C3] }
          - { point: south-ford, places: [E4, E5, F5] }
        section: "9.5"
`;

const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));
const copy = (held: string) => {
  const dir = brokenCopy(RULES_HEX, {
    'charts.yaml': [['charts:\n', `charts:\n${CHART}`]],
    'rules.yaml': [['  procedures:\n', `  procedures:\n${held}`]],
  });
  dirs.push(dir);
  return dir;
};
const s = loadScenario(copy(HELD));
const decl = declaredHeld(s, 'iron-ford.bridgeheads');
const standing = (at: Record<string, string[]>) => (place: string) => new Set(at[place] ?? []);

describe('groups held alone in a game of its own (9.5 Bridgeheads, Iron Ford copy)', () => {
  it('9.5: a group counts its point while Blue stands in one hex of it and Red in none', () => {
    const r = groupsHeld(s, decl, standing({ C3: ['blue'], E4: ['blue'], F5: ['red'] }));
    expect(r.map((g) => [g.point, g.held, g.value])).toEqual([
      ['north-ford', true, 2],
      ['south-ford', false, 3],
    ]);
  });

  it('9.5: a hex both sides stand in, or an empty group, is not held', () => {
    const r = groupsHeld(s, decl, standing({ C2: ['blue', 'red'] }));
    expect(r.map((g) => g.held)).toEqual([false, false]);
    expect(groupsHeld(s, decl, standing({ E5: ['blue'], F5: ['blue'] }))[1].held).toBe(true);
  });
});

describe('validate refuses groups that name what the game lacks (file:line)', () => {
  const problems = (from: string, to: string) => {
    const dir = copy(HELD.replace(from, to));
    return problemsOf(dir).map((p) => formatProblem(p, dir));
  };

  it('a point the chart lacks or that is not a number, with did-you-mean', () => {
    expect(problems('point: north-ford', 'point: north-frod')[0]).toMatch(
      /rules\.yaml:\d+:\d+: .*held\.groups\[0\]\.point: .*did you mean "north-ford"/,
    );
    expect(problems('point: north-ford', 'point: sudden')[0]).toMatch(/held\.groups\[0\]\.point: no numeric point/);
  });

  it('a place off the map, a side the game lacks, a chart that is not a victory chart, a point twice', () => {
    expect(problems('[C2, C3]', '[C2, Z99]')[0]).toMatch(/held\.groups\[0\]\.places\[1\]: "Z99" is not a cell/);
    expect(problems('side: blue', 'side: bleu')[0]).toMatch(/held\.side: .*did you mean "blue"/);
    expect(problems('chart: bridgeheads', 'chart: crt')[0]).toMatch(/held\.chart: no victory chart "crt"/);
    expect(problems('point: south-ford', 'point: north-ford')[0]).toMatch(/"north-ford" is counted twice/);
  });
});
