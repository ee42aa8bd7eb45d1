import { describe, it, expect } from 'vitest';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { brokenCopy, problemsOf, MINI_HEX, MINI_AREA } from '../../helpers/broken-copy.js';

// A designer relies on `validate` to say when two things share an id: a reference to either (a set-up
// location, a chart's terrain row, a card's side) would silently pick one, and the copy is usually a slip.
const cases: {
  kind: string;
  fixture: string;
  file: string;
  edits: [string | RegExp, string][];
  message: RegExp;
}[] = [
  {
    kind: 'source',
    fixture: MINI_HEX,
    file: 'game.yaml',
    edits: [
      [
        '  - id: test\n    title: Test fixture\n',
        '  - id: test\n    title: Test fixture\n  - { id: test, title: Copy }\n',
      ],
    ],
    message: /source id "test" is used twice \(first at line 8\)/,
  },
  {
    kind: 'option choice',
    fixture: MINI_HEX,
    file: 'game.yaml',
    edits: [['      - id: that-many', '      - id: each-retreats']],
    message: /choice id "each-retreats" is used twice/,
  },
  {
    kind: 'locale named by the game',
    fixture: MINI_HEX,
    file: 'game.yaml',
    edits: [['locales: [ru]', 'locales: [ru, ru]']],
    message: /locale "ru" is used twice/,
  },
  {
    kind: 'line feature',
    fixture: MINI_HEX,
    file: 'map.yaml',
    edits: [['{ id: road, name: Road', '{ id: river, name: Road']],
    message: /line feature id "river" is used twice/,
  },
  {
    kind: 'edge',
    fixture: MINI_HEX,
    file: 'map.yaml',
    edits: [
      [
        '  boxes:\n',
        '    - { id: west-edge, side: east, roles: [exit], for: red, provenance: { rules: "7.0" } }\n  boxes:\n',
      ],
    ],
    message: /edge id "west-edge" is used twice/,
  },
  {
    kind: 'line',
    fixture: MINI_HEX,
    file: 'map.yaml',
    edits: [
      [
        '  boxes:\n',
        '  lines:\n' +
          '    - { id: front, name: Front, cells: [A1], provenance: { rules: "1" } }\n' +
          '    - { id: front, name: Front, cells: [A2], provenance: { rules: "1" } }\n' +
          '  boxes:\n',
      ],
    ],
    message: /line id "front" is used twice/,
  },
  {
    kind: 'zone',
    fixture: MINI_HEX,
    file: 'map.yaml',
    edits: [
      [
        '  boxes:\n',
        '  zones:\n' +
          '    - { id: north, name: North, description: x, provenance: { rules: "1" } }\n' +
          '    - { id: north, name: North, description: y, provenance: { rules: "1" } }\n' +
          '  boxes:\n',
      ],
    ],
    message: /zone id "north" is used twice/,
  },
  {
    kind: 'place',
    fixture: MINI_HEX,
    file: 'map.yaml',
    edits: [
      [
        '    - { at: C3, name: Woodtown, provenance: { history: fixture } }\n',
        '    - { at: C3, name: Woodtown, provenance: { history: fixture } }\n' +
          '    - { at: C3, name: Woodtown, provenance: { history: fixture } }\n',
      ],
    ],
    message: /place "Woodtown" at C3 is used twice/,
  },
  {
    kind: 'hex label scheme',
    fixture: MINI_HEX,
    file: 'map.yaml',
    edits: [
      ['alternates: [{ id: ru, scheme: ccrr }]', 'alternates: [{ id: ru, scheme: ccrr }, { id: ru, scheme: ccrr }]'],
    ],
    message: /label scheme id "ru" is used twice/,
  },
  {
    kind: 'set-up location shared by a box and an edge',
    fixture: MINI_HEX,
    file: 'map.yaml',
    edits: [['{ id: blue-reserve, name: Blue reserve', '{ id: west-edge, name: Blue reserve']],
    message: /edge id "west-edge" is also the id of a box \(line \d+\); a set-up location must name one place/,
  },
  {
    kind: 'CRT result code',
    fixture: MINI_HEX,
    file: 'charts.yaml',
    edits: [
      [
        '      - { code: E, meaning: all eliminated }\n',
        '      - { code: E, meaning: all eliminated }\n      - { code: E, meaning: again }\n',
      ],
    ],
    message: /result code "E" is used twice/,
  },
  {
    kind: 'CRT result code for one side',
    fixture: MINI_HEX,
    file: 'charts.yaml',
    edits: [
      [
        '      - { code: E, meaning: all eliminated }\n',
        '      - { code: E, meaning: all eliminated, for: attacker }\n' +
          '      - { code: E, meaning: again, for: attacker }\n',
      ],
    ],
    message: /result code "E" for the attacker is used twice/,
  },
  {
    kind: 'CRT modifier',
    fixture: MINI_HEX,
    file: 'charts.yaml',
    edits: [
      [
        '      - { id: air, text: Each air unit shifts one column, shift: 1, provenance: { rules: "5.2" } }\n',
        '      - { id: air, text: Each air unit shifts one column, shift: 1, provenance: { rules: "5.2" } }\n' +
          '      - { id: air, text: Again, shift: 1, provenance: { rules: "5.2" } }\n',
      ],
    ],
    message: /modifier id "air" is used twice/,
  },
  {
    kind: 'river',
    fixture: MINI_AREA,
    file: 'map.yaml',
    edits: [
      [
        '    - { id: brook, name: Brook, borders: [[hill, wood]], provenance: { reconstructed: fixture } }\n',
        '    - { id: brook, name: Brook, borders: [[hill, wood]], provenance: { reconstructed: fixture } }\n' +
          '    - { id: brook, name: Brook, borders: [[hill, town]], provenance: { reconstructed: fixture } }\n',
      ],
    ],
    message: /river id "brook" is used twice/,
  },
  {
    kind: 'set-up location shared by an area and a box',
    fixture: MINI_AREA,
    file: 'map.yaml',
    edits: [['{ id: reserve, name: Reserve', '{ id: hill, name: Reserve']],
    message: /box id "hill" is also the id of an area/,
  },
  {
    kind: 'roster base',
    fixture: MINI_AREA,
    file: 'rosters.yaml',
    edits: [['{ id: veh, name: Vehicle stand,', '{ id: inf, name: Vehicle stand,']],
    message: /base id "inf" is used twice/,
  },
];

describe('validate reports a duplicate id with file and line, for every kind of thing with an id', () => {
  for (const c of cases)
    it(`a repeated ${c.kind}`, () => {
      const problems = problemsOf(brokenCopy(c.fixture, { [c.file]: c.edits }));
      const p = problems.find((x) => c.message.test(x.message));
      expect(p, problems.map((x) => x.message).join('\n')).toBeDefined();
      expect(p!.file.endsWith(c.file)).toBe(true);
      expect(p!.line).toBeGreaterThan(0);
    });

  it('a victory point id repeated in a victory chart', () => {
    const dir = brokenCopy('tests/fixtures/aids-all', {
      'charts.yaml': [['{ id: exit, text: Each German unit', '{ id: strasbourg, text: Each German unit']],
    });
    const p = problemsOf(dir).find((x) => /victory point id "strasbourg" is used twice/.test(x.message));
    expect(p?.file).toMatch(/charts\.yaml$/);
    expect(p?.line).toBe(105);
  });

  it('a square map bridge id repeated', () => {
    const dir = brokenCopy('tests/fixtures/map-square', { 'map.yaml': [['{ id: pontoon,', '{ id: big-bridge,']] });
    const p = problemsOf(dir).find((x) => /bridge id "big-bridge" is used twice/.test(x.message));
    expect(p?.line).toBe(24);
  });

  it('two locale files for one language (ru.yaml and ru.yml): neither silently wins', () => {
    const dir = brokenCopy(MINI_HEX, {});
    copyFileSync(join(dir, 'locales/ru.yaml'), join(dir, 'locales/ru.yml'));
    const [p] = problemsOf(dir);
    expect(p.file).toMatch(/locales\/ru\.yml$/);
    expect(p.message).toMatch(/locale "ru" is given twice \(also in ru\.yaml\)/);
  });
});
